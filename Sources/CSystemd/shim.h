#ifndef TIMECIRCUITS_CSYSTEMD_SHIM_H
#define TIMECIRCUITS_CSYSTEMD_SHIM_H
/* sd-bus, libsystemd's D-Bus client: the session bus for notifications (and later the clock's own
   control interface). Swift cannot call C variadic functions, so the shell never uses
   sd_bus_call_method or sd_bus_message_append/read with their format strings: it builds and reads
   messages with their non-variadic primitives (sd_bus_message_append_basic, open_container,
   read_basic, enter_container) and sends them with sd_bus_call_async. */
#include <systemd/sd-bus.h>
/* clock_gettime(CLOCK_MONOTONIC): sd_bus_get_timeout gives an absolute time on that clock. */
#include <time.h>

/* An exported object's vtable entries are built by C macros over a struct with a union and bit
   fields, which Swift cannot write; these fill one entry each. Every string must outlive the
   vtable (the Swift side keeps copies for as long as the object is exported). `names` is the
   parameter names, each followed by a NUL: the inputs', then the results' (as
   SD_BUS_METHOD_WITH_NAMES builds it), so introspection shows them. */
static inline void tc_bus_vtable_start(sd_bus_vtable *entry) {
    *entry = (sd_bus_vtable) SD_BUS_VTABLE_START(0);
}

static inline void tc_bus_vtable_method(sd_bus_vtable *entry, const char *member, const char *signature,
                                        const char *result, const char *names, sd_bus_message_handler_t handler) {
    *entry = (sd_bus_vtable) SD_BUS_METHOD(member, signature, result, handler, 0);
    entry->x.method.names = names;
}

/* A read-only property; `emits_change` chooses between announcing new values in
   PropertiesChanged and announcing nothing (a property that never changes). */
static inline void tc_bus_vtable_property(sd_bus_vtable *entry, const char *member, const char *signature,
                                          sd_bus_property_get_t getter, int emits_change) {
    *entry = (sd_bus_vtable) SD_BUS_PROPERTY(member, signature, getter, 0,
                                             emits_change ? SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE : SD_BUS_VTABLE_PROPERTY_CONST);
}

static inline void tc_bus_vtable_signal(sd_bus_vtable *entry, const char *member, const char *signature, const char *names) {
    *entry = (sd_bus_vtable) SD_BUS_SIGNAL(member, signature, 0);
    entry->x.signal.names = names;
}

static inline void tc_bus_vtable_end(sd_bus_vtable *entry) {
    *entry = (sd_bus_vtable) SD_BUS_VTABLE_END;
}
#endif
