#ifndef TIMECIRCUITS_CSYSTEMD_H
#define TIMECIRCUITS_CSYSTEMD_H
/* sd-bus, libsystemd's D-Bus client: the session bus for notifications (and later the clock's own
   control interface). Swift cannot call C variadic functions, so the shell never uses
   sd_bus_call_method or sd_bus_message_append/read with their format strings: it builds and reads
   messages with their non-variadic primitives (sd_bus_message_append_basic, open_container,
   read_basic, enter_container) and sends them with sd_bus_call_async.

   The library (and libgcrypt, libgpg-error, liblz4, liblzma, libzstd and libcap, which it links)
   is loaded the first time a bus is connected to, not at launch (issue 52): a clock in a session
   without a bus (the bench's, a kiosk's) never maps it, about 1 MB of its resident pages, and the
   loader no longer relocates seven libraries before the first frame. Its types, constants and
   macros come from its header; its functions only through the tc_sd_ ones below, so nothing calls
   one before the library is there. Without libsystemd each fails with -ENOPKG (NULL where it
   returns a pointer), as connecting fails where there is no bus. */
#include <systemd/sd-bus.h>
/* clock_gettime(CLOCK_MONOTONIC): sd_bus_get_timeout gives an absolute time on that clock. */
#include <time.h>

/* sd-bus's functions the shell calls, each loading the library first. */
int tc_sd_bus_add_object_vtable(sd_bus *bus, sd_bus_slot **slot, const char *path, const char *interface, const sd_bus_vtable *vtable, void *userdata);
int tc_sd_bus_call_async(sd_bus *bus, sd_bus_slot **slot, sd_bus_message *m, sd_bus_message_handler_t callback, void *userdata, uint64_t usec);
int tc_sd_bus_emit_properties_changed_strv(sd_bus *bus, const char *path, const char *interface, char **names);
int tc_sd_bus_error_set(sd_bus_error *e, const char *name, const char *message);
sd_bus* tc_sd_bus_flush_close_unref(sd_bus *bus);
int tc_sd_bus_get_events(sd_bus *bus);
int tc_sd_bus_get_fd(sd_bus *bus);
int tc_sd_bus_get_timeout(sd_bus *bus, uint64_t *timeout_usec);
int tc_sd_bus_get_unique_name(sd_bus *bus, const char **unique);
int tc_sd_bus_match_signal_async(sd_bus *bus, sd_bus_slot **ret, const char *sender, const char *path, const char *interface, const char *member, sd_bus_message_handler_t match_callback, sd_bus_message_handler_t add_callback, void *userdata);
int tc_sd_bus_message_append_basic(sd_bus_message *m, char type, const void *p);
int tc_sd_bus_message_close_container(sd_bus_message *m);
int tc_sd_bus_message_enter_container(sd_bus_message *m, char type, const char *contents);
int tc_sd_bus_message_exit_container(sd_bus_message *m);
const sd_bus_error* tc_sd_bus_message_get_error(sd_bus_message *m);
const char* tc_sd_bus_message_get_interface(sd_bus_message *m);
const char* tc_sd_bus_message_get_member(sd_bus_message *m);
const char* tc_sd_bus_message_get_path(sd_bus_message *m);
const char* tc_sd_bus_message_get_sender(sd_bus_message *m);
int tc_sd_bus_message_is_method_error(sd_bus_message *m, const char *name);
int tc_sd_bus_message_new_method_call(sd_bus *bus, sd_bus_message **m, const char *destination, const char *path, const char *interface, const char *member);
int tc_sd_bus_message_new_method_return(sd_bus_message *call, sd_bus_message **m);
int tc_sd_bus_message_new_signal(sd_bus *bus, sd_bus_message **m, const char *path, const char *interface, const char *member);
int tc_sd_bus_message_open_container(sd_bus_message *m, char type, const char *contents);
int tc_sd_bus_message_peek_type(sd_bus_message *m, char *type, const char **contents);
int tc_sd_bus_message_read_basic(sd_bus_message *m, char type, void *p);
sd_bus_message* tc_sd_bus_message_unref(sd_bus_message *m);
int tc_sd_bus_new(sd_bus **ret);
int tc_sd_bus_process(sd_bus *bus, sd_bus_message **r);
int tc_sd_bus_send(sd_bus *bus, sd_bus_message *m, uint64_t *cookie);
int tc_sd_bus_set_address(sd_bus *bus, const char *address);
int tc_sd_bus_set_bus_client(sd_bus *bus, int b);
int tc_sd_bus_set_description(sd_bus *bus, const char *description);
int tc_sd_bus_slot_set_destroy_callback(sd_bus_slot *s, sd_bus_destroy_t callback);
int tc_sd_bus_slot_set_floating(sd_bus_slot *slot, int b);
sd_bus_slot* tc_sd_bus_slot_unref(sd_bus_slot *slot);
int tc_sd_bus_start(sd_bus *bus);
sd_bus* tc_sd_bus_unref(sd_bus *bus);

/* An exported object's vtable entries are built by C macros over a struct with a union and bit
   fields, which Swift cannot write; these fill one entry each. Every string must outlive the
   vtable (the Swift side keeps copies for as long as the object is exported). `names` is the
   parameter names, each followed by a NUL: the inputs', then the results' (as
   SD_BUS_METHOD_WITH_NAMES builds it), so introspection shows them. */
/* The start entry points at a variable of the library's (the vtable format it was built for), so
   it is filled in systemd.c, once the library is loaded; false when it cannot be. */
int tc_bus_vtable_start(sd_bus_vtable *entry);

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
