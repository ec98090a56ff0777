#ifndef TIMECIRCUITS_CSYSTEMD_SHIM_H
#define TIMECIRCUITS_CSYSTEMD_SHIM_H
/* sd-bus, libsystemd's D-Bus client: the session bus for notifications (and later the clock's own
   control interface). Swift cannot call C variadic functions, so the shell never uses
   sd_bus_call_method or sd_bus_message_append/read with their format strings: it builds and reads
   messages with their non-variadic primitives (sd_bus_message_append_basic, open_container,
   read_basic, enter_container) and sends them with sd_bus_call_async. Nothing here needs a shim
   function yet; exporting an object (sd_bus_add_object_vtable) will, as its vtable entries are
   built by C macros. */
#include <systemd/sd-bus.h>
/* clock_gettime(CLOCK_MONOTONIC): sd_bus_get_timeout gives an absolute time on that clock. */
#include <time.h>
#endif
