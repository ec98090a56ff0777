#include "CSystemd.h"
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stddef.h>

/* The library's functions, looked up once, by whichever thread wants the bus first. */
static struct {
    int (*bus_add_object_vtable)(sd_bus *bus, sd_bus_slot **slot, const char *path, const char *interface, const sd_bus_vtable *vtable, void *userdata);
    int (*bus_call_async)(sd_bus *bus, sd_bus_slot **slot, sd_bus_message *m, sd_bus_message_handler_t callback, void *userdata, uint64_t usec);
    int (*bus_emit_properties_changed_strv)(sd_bus *bus, const char *path, const char *interface, char **names);
    int (*bus_error_set)(sd_bus_error *e, const char *name, const char *message);
    sd_bus* (*bus_flush_close_unref)(sd_bus *bus);
    int (*bus_get_events)(sd_bus *bus);
    int (*bus_get_fd)(sd_bus *bus);
    int (*bus_get_timeout)(sd_bus *bus, uint64_t *timeout_usec);
    int (*bus_get_unique_name)(sd_bus *bus, const char **unique);
    int (*bus_match_signal_async)(sd_bus *bus, sd_bus_slot **ret, const char *sender, const char *path, const char *interface, const char *member, sd_bus_message_handler_t match_callback, sd_bus_message_handler_t add_callback, void *userdata);
    int (*bus_message_append_basic)(sd_bus_message *m, char type, const void *p);
    int (*bus_message_close_container)(sd_bus_message *m);
    int (*bus_message_enter_container)(sd_bus_message *m, char type, const char *contents);
    int (*bus_message_exit_container)(sd_bus_message *m);
    const sd_bus_error* (*bus_message_get_error)(sd_bus_message *m);
    const char* (*bus_message_get_interface)(sd_bus_message *m);
    const char* (*bus_message_get_member)(sd_bus_message *m);
    const char* (*bus_message_get_path)(sd_bus_message *m);
    const char* (*bus_message_get_sender)(sd_bus_message *m);
    int (*bus_message_is_method_error)(sd_bus_message *m, const char *name);
    int (*bus_message_new_method_call)(sd_bus *bus, sd_bus_message **m, const char *destination, const char *path, const char *interface, const char *member);
    int (*bus_message_new_method_return)(sd_bus_message *call, sd_bus_message **m);
    int (*bus_message_new_signal)(sd_bus *bus, sd_bus_message **m, const char *path, const char *interface, const char *member);
    int (*bus_message_open_container)(sd_bus_message *m, char type, const char *contents);
    int (*bus_message_peek_type)(sd_bus_message *m, char *type, const char **contents);
    int (*bus_message_read_basic)(sd_bus_message *m, char type, void *p);
    sd_bus_message* (*bus_message_unref)(sd_bus_message *m);
    int (*bus_new)(sd_bus **ret);
    int (*bus_process)(sd_bus *bus, sd_bus_message **r);
    int (*bus_send)(sd_bus *bus, sd_bus_message *m, uint64_t *cookie);
    int (*bus_set_address)(sd_bus *bus, const char *address);
    int (*bus_set_bus_client)(sd_bus *bus, int b);
    int (*bus_set_description)(sd_bus *bus, const char *description);
    int (*bus_slot_set_destroy_callback)(sd_bus_slot *s, sd_bus_destroy_t callback);
    int (*bus_slot_set_floating)(sd_bus_slot *slot, int b);
    sd_bus_slot* (*bus_slot_unref)(sd_bus_slot *slot);
    int (*bus_start)(sd_bus *bus);
    sd_bus* (*bus_unref)(sd_bus *bus);
} api;
/* The library's sd_bus_object_vtable_format, which SD_BUS_VTABLE_START takes the address of. */
static const unsigned *vtable_format;
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *lib = dlopen("libsystemd.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return;
    *(void **)&api.bus_add_object_vtable = dlsym(lib, "sd_bus_add_object_vtable");
    *(void **)&api.bus_call_async = dlsym(lib, "sd_bus_call_async");
    *(void **)&api.bus_emit_properties_changed_strv = dlsym(lib, "sd_bus_emit_properties_changed_strv");
    *(void **)&api.bus_error_set = dlsym(lib, "sd_bus_error_set");
    *(void **)&api.bus_flush_close_unref = dlsym(lib, "sd_bus_flush_close_unref");
    *(void **)&api.bus_get_events = dlsym(lib, "sd_bus_get_events");
    *(void **)&api.bus_get_fd = dlsym(lib, "sd_bus_get_fd");
    *(void **)&api.bus_get_timeout = dlsym(lib, "sd_bus_get_timeout");
    *(void **)&api.bus_get_unique_name = dlsym(lib, "sd_bus_get_unique_name");
    *(void **)&api.bus_match_signal_async = dlsym(lib, "sd_bus_match_signal_async");
    *(void **)&api.bus_message_append_basic = dlsym(lib, "sd_bus_message_append_basic");
    *(void **)&api.bus_message_close_container = dlsym(lib, "sd_bus_message_close_container");
    *(void **)&api.bus_message_enter_container = dlsym(lib, "sd_bus_message_enter_container");
    *(void **)&api.bus_message_exit_container = dlsym(lib, "sd_bus_message_exit_container");
    *(void **)&api.bus_message_get_error = dlsym(lib, "sd_bus_message_get_error");
    *(void **)&api.bus_message_get_interface = dlsym(lib, "sd_bus_message_get_interface");
    *(void **)&api.bus_message_get_member = dlsym(lib, "sd_bus_message_get_member");
    *(void **)&api.bus_message_get_path = dlsym(lib, "sd_bus_message_get_path");
    *(void **)&api.bus_message_get_sender = dlsym(lib, "sd_bus_message_get_sender");
    *(void **)&api.bus_message_is_method_error = dlsym(lib, "sd_bus_message_is_method_error");
    *(void **)&api.bus_message_new_method_call = dlsym(lib, "sd_bus_message_new_method_call");
    *(void **)&api.bus_message_new_method_return = dlsym(lib, "sd_bus_message_new_method_return");
    *(void **)&api.bus_message_new_signal = dlsym(lib, "sd_bus_message_new_signal");
    *(void **)&api.bus_message_open_container = dlsym(lib, "sd_bus_message_open_container");
    *(void **)&api.bus_message_peek_type = dlsym(lib, "sd_bus_message_peek_type");
    *(void **)&api.bus_message_read_basic = dlsym(lib, "sd_bus_message_read_basic");
    *(void **)&api.bus_message_unref = dlsym(lib, "sd_bus_message_unref");
    *(void **)&api.bus_new = dlsym(lib, "sd_bus_new");
    *(void **)&api.bus_process = dlsym(lib, "sd_bus_process");
    *(void **)&api.bus_send = dlsym(lib, "sd_bus_send");
    *(void **)&api.bus_set_address = dlsym(lib, "sd_bus_set_address");
    *(void **)&api.bus_set_bus_client = dlsym(lib, "sd_bus_set_bus_client");
    *(void **)&api.bus_set_description = dlsym(lib, "sd_bus_set_description");
    *(void **)&api.bus_slot_set_destroy_callback = dlsym(lib, "sd_bus_slot_set_destroy_callback");
    *(void **)&api.bus_slot_set_floating = dlsym(lib, "sd_bus_slot_set_floating");
    *(void **)&api.bus_slot_unref = dlsym(lib, "sd_bus_slot_unref");
    *(void **)&api.bus_start = dlsym(lib, "sd_bus_start");
    *(void **)&api.bus_unref = dlsym(lib, "sd_bus_unref");
    vtable_format = dlsym(lib, "sd_bus_object_vtable_format");
    /* A library lacking one of them is not used; it stays loaded, which is harmless. */
    loaded = vtable_format &&
             api.bus_add_object_vtable &&
             api.bus_call_async &&
             api.bus_emit_properties_changed_strv &&
             api.bus_error_set &&
             api.bus_flush_close_unref &&
             api.bus_get_events &&
             api.bus_get_fd &&
             api.bus_get_timeout &&
             api.bus_get_unique_name &&
             api.bus_match_signal_async &&
             api.bus_message_append_basic &&
             api.bus_message_close_container &&
             api.bus_message_enter_container &&
             api.bus_message_exit_container &&
             api.bus_message_get_error &&
             api.bus_message_get_interface &&
             api.bus_message_get_member &&
             api.bus_message_get_path &&
             api.bus_message_get_sender &&
             api.bus_message_is_method_error &&
             api.bus_message_new_method_call &&
             api.bus_message_new_method_return &&
             api.bus_message_new_signal &&
             api.bus_message_open_container &&
             api.bus_message_peek_type &&
             api.bus_message_read_basic &&
             api.bus_message_unref &&
             api.bus_new &&
             api.bus_process &&
             api.bus_send &&
             api.bus_set_address &&
             api.bus_set_bus_client &&
             api.bus_set_description &&
             api.bus_slot_set_destroy_callback &&
             api.bus_slot_set_floating &&
             api.bus_slot_unref &&
             api.bus_start &&
             api.bus_unref;
}

static int ready(void) {
    pthread_once(&once, load);
    return loaded;
}

int tc_sd_bus_add_object_vtable(sd_bus *bus, sd_bus_slot **slot, const char *path, const char *interface, const sd_bus_vtable *vtable, void *userdata) { return ready() ? api.bus_add_object_vtable(bus, slot, path, interface, vtable, userdata) : -ENOPKG; }
int tc_sd_bus_call_async(sd_bus *bus, sd_bus_slot **slot, sd_bus_message *m, sd_bus_message_handler_t callback, void *userdata, uint64_t usec) { return ready() ? api.bus_call_async(bus, slot, m, callback, userdata, usec) : -ENOPKG; }
int tc_sd_bus_emit_properties_changed_strv(sd_bus *bus, const char *path, const char *interface, char **names) { return ready() ? api.bus_emit_properties_changed_strv(bus, path, interface, names) : -ENOPKG; }
int tc_sd_bus_error_set(sd_bus_error *e, const char *name, const char *message) { return ready() ? api.bus_error_set(e, name, message) : -ENOPKG; }
sd_bus* tc_sd_bus_flush_close_unref(sd_bus *bus) { return ready() ? api.bus_flush_close_unref(bus) : NULL; }
int tc_sd_bus_get_events(sd_bus *bus) { return ready() ? api.bus_get_events(bus) : -ENOPKG; }
int tc_sd_bus_get_fd(sd_bus *bus) { return ready() ? api.bus_get_fd(bus) : -ENOPKG; }
int tc_sd_bus_get_timeout(sd_bus *bus, uint64_t *timeout_usec) { return ready() ? api.bus_get_timeout(bus, timeout_usec) : -ENOPKG; }
int tc_sd_bus_get_unique_name(sd_bus *bus, const char **unique) { return ready() ? api.bus_get_unique_name(bus, unique) : -ENOPKG; }
int tc_sd_bus_match_signal_async(sd_bus *bus, sd_bus_slot **ret, const char *sender, const char *path, const char *interface, const char *member, sd_bus_message_handler_t match_callback, sd_bus_message_handler_t add_callback, void *userdata) { return ready() ? api.bus_match_signal_async(bus, ret, sender, path, interface, member, match_callback, add_callback, userdata) : -ENOPKG; }
int tc_sd_bus_message_append_basic(sd_bus_message *m, char type, const void *p) { return ready() ? api.bus_message_append_basic(m, type, p) : -ENOPKG; }
int tc_sd_bus_message_close_container(sd_bus_message *m) { return ready() ? api.bus_message_close_container(m) : -ENOPKG; }
int tc_sd_bus_message_enter_container(sd_bus_message *m, char type, const char *contents) { return ready() ? api.bus_message_enter_container(m, type, contents) : -ENOPKG; }
int tc_sd_bus_message_exit_container(sd_bus_message *m) { return ready() ? api.bus_message_exit_container(m) : -ENOPKG; }
const sd_bus_error* tc_sd_bus_message_get_error(sd_bus_message *m) { return ready() ? api.bus_message_get_error(m) : NULL; }
const char* tc_sd_bus_message_get_interface(sd_bus_message *m) { return ready() ? api.bus_message_get_interface(m) : NULL; }
const char* tc_sd_bus_message_get_member(sd_bus_message *m) { return ready() ? api.bus_message_get_member(m) : NULL; }
const char* tc_sd_bus_message_get_path(sd_bus_message *m) { return ready() ? api.bus_message_get_path(m) : NULL; }
const char* tc_sd_bus_message_get_sender(sd_bus_message *m) { return ready() ? api.bus_message_get_sender(m) : NULL; }
int tc_sd_bus_message_is_method_error(sd_bus_message *m, const char *name) { return ready() ? api.bus_message_is_method_error(m, name) : -ENOPKG; }
int tc_sd_bus_message_new_method_call(sd_bus *bus, sd_bus_message **m, const char *destination, const char *path, const char *interface, const char *member) { return ready() ? api.bus_message_new_method_call(bus, m, destination, path, interface, member) : -ENOPKG; }
int tc_sd_bus_message_new_method_return(sd_bus_message *call, sd_bus_message **m) { return ready() ? api.bus_message_new_method_return(call, m) : -ENOPKG; }
int tc_sd_bus_message_new_signal(sd_bus *bus, sd_bus_message **m, const char *path, const char *interface, const char *member) { return ready() ? api.bus_message_new_signal(bus, m, path, interface, member) : -ENOPKG; }
int tc_sd_bus_message_open_container(sd_bus_message *m, char type, const char *contents) { return ready() ? api.bus_message_open_container(m, type, contents) : -ENOPKG; }
int tc_sd_bus_message_peek_type(sd_bus_message *m, char *type, const char **contents) { return ready() ? api.bus_message_peek_type(m, type, contents) : -ENOPKG; }
int tc_sd_bus_message_read_basic(sd_bus_message *m, char type, void *p) { return ready() ? api.bus_message_read_basic(m, type, p) : -ENOPKG; }
sd_bus_message* tc_sd_bus_message_unref(sd_bus_message *m) { return ready() ? api.bus_message_unref(m) : NULL; }
int tc_sd_bus_new(sd_bus **ret) { return ready() ? api.bus_new(ret) : -ENOPKG; }
int tc_sd_bus_process(sd_bus *bus, sd_bus_message **r) { return ready() ? api.bus_process(bus, r) : -ENOPKG; }
int tc_sd_bus_send(sd_bus *bus, sd_bus_message *m, uint64_t *cookie) { return ready() ? api.bus_send(bus, m, cookie) : -ENOPKG; }
int tc_sd_bus_set_address(sd_bus *bus, const char *address) { return ready() ? api.bus_set_address(bus, address) : -ENOPKG; }
int tc_sd_bus_set_bus_client(sd_bus *bus, int b) { return ready() ? api.bus_set_bus_client(bus, b) : -ENOPKG; }
int tc_sd_bus_set_description(sd_bus *bus, const char *description) { return ready() ? api.bus_set_description(bus, description) : -ENOPKG; }
int tc_sd_bus_slot_set_destroy_callback(sd_bus_slot *s, sd_bus_destroy_t callback) { return ready() ? api.bus_slot_set_destroy_callback(s, callback) : -ENOPKG; }
int tc_sd_bus_slot_set_floating(sd_bus_slot *slot, int b) { return ready() ? api.bus_slot_set_floating(slot, b) : -ENOPKG; }
sd_bus_slot* tc_sd_bus_slot_unref(sd_bus_slot *slot) { return ready() ? api.bus_slot_unref(slot) : NULL; }
int tc_sd_bus_start(sd_bus *bus) { return ready() ? api.bus_start(bus) : -ENOPKG; }
sd_bus* tc_sd_bus_unref(sd_bus *bus) { return ready() ? api.bus_unref(bus) : NULL; }

int tc_bus_vtable_start(sd_bus_vtable *entry) {
    if (!ready()) return 0;
    *entry = (sd_bus_vtable) {
        .type = _SD_BUS_VTABLE_START,
        .flags = 0,
        .x = { .start = { .element_size = sizeof(sd_bus_vtable), .features = _SD_BUS_VTABLE_PARAM_NAMES,
                          .vtable_format_reference = vtable_format } },
    };
    return 1;
}
