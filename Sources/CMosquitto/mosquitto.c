#include "CMosquitto.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

/* The library's functions, looked up once, by the first link wanted. */
static struct {
    int (*lib_init)(void);
    struct mosquitto *(*new_)(const char *, bool, void *);
    void (*destroy)(struct mosquitto *);
    void (*user_data_set)(struct mosquitto *, void *);
    int (*username_pw_set)(struct mosquitto *, const char *, const char *);
    int (*will_set)(struct mosquitto *, const char *, int, const void *, int, bool);
    int (*tls_set)(struct mosquitto *, const char *, const char *, const char *, const char *, int (*)(char *, int, int, void *));
    int (*int_option)(struct mosquitto *, enum mosq_opt_t, int);
    int (*connect_async)(struct mosquitto *, const char *, int, int);
    int (*socket)(struct mosquitto *);
    int (*loop_read)(struct mosquitto *, int);
    int (*loop_write)(struct mosquitto *, int);
    int (*loop_misc)(struct mosquitto *);
    bool (*want_write)(struct mosquitto *);
    int (*subscribe)(struct mosquitto *, int *, const char *, int);
    int (*publish)(struct mosquitto *, int *, const char *, int, const void *, int, bool);
    int (*disconnect)(struct mosquitto *);
    void (*connect_callback_set)(struct mosquitto *, void (*)(struct mosquitto *, void *, int));
    void (*message_callback_set)(struct mosquitto *, void (*)(struct mosquitto *, void *, const struct mosquitto_message *));
    const char *(*strerror)(int);
    const char *(*connack_string)(int);
} api;
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

#define FIND(field, name) *(void **)&api.field = dlsym(lib, name)

static void load(void) {
    void *lib = dlopen("libmosquitto.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return;
    FIND(lib_init, "mosquitto_lib_init");
    FIND(new_, "mosquitto_new");
    FIND(destroy, "mosquitto_destroy");
    FIND(user_data_set, "mosquitto_user_data_set");
    FIND(username_pw_set, "mosquitto_username_pw_set");
    FIND(will_set, "mosquitto_will_set");
    FIND(tls_set, "mosquitto_tls_set");
    FIND(int_option, "mosquitto_int_option");
    FIND(connect_async, "mosquitto_connect_async");
    FIND(socket, "mosquitto_socket");
    FIND(loop_read, "mosquitto_loop_read");
    FIND(loop_write, "mosquitto_loop_write");
    FIND(loop_misc, "mosquitto_loop_misc");
    FIND(want_write, "mosquitto_want_write");
    FIND(subscribe, "mosquitto_subscribe");
    FIND(publish, "mosquitto_publish");
    FIND(disconnect, "mosquitto_disconnect");
    FIND(connect_callback_set, "mosquitto_connect_callback_set");
    FIND(message_callback_set, "mosquitto_message_callback_set");
    FIND(strerror, "mosquitto_strerror");
    FIND(connack_string, "mosquitto_connack_string");
    /* A library lacking one of them is not used; it stays loaded, which is harmless. */
    loaded = api.lib_init && api.new_ && api.destroy && api.user_data_set && api.username_pw_set && api.will_set && api.tls_set &&
             api.int_option && api.connect_async && api.socket && api.loop_read && api.loop_write && api.loop_misc &&
             api.want_write && api.subscribe && api.publish && api.disconnect && api.connect_callback_set &&
             api.message_callback_set && api.strerror && api.connack_string && api.lib_init() == MOSQ_ERR_SUCCESS;
}

bool tc_mosq_available(void) {
    pthread_once(&once, load);
    return loaded;
}

#define READY_OR(value) if (!tc_mosq_available()) return value

/* A clean session: the clock wants no commands queued for it while it was away. */
struct mosquitto *tc_mosq_new(const char *id, void *obj) { READY_OR(NULL); return api.new_(id, true, obj); }
void tc_mosq_destroy(struct mosquitto *m) { if (tc_mosq_available() && m) api.destroy(m); }
void tc_mosq_user_data_set(struct mosquitto *m, void *obj) { if (tc_mosq_available()) api.user_data_set(m, obj); }
int tc_mosq_username_pw_set(struct mosquitto *m, const char *user, const char *password) {
    READY_OR(MOSQ_ERR_NOT_SUPPORTED);
    return api.username_pw_set(m, user, password);
}
int tc_mosq_will_set(struct mosquitto *m, const char *topic, int length, const void *payload, int qos, bool retain) {
    READY_OR(MOSQ_ERR_NOT_SUPPORTED);
    return api.will_set(m, topic, length, payload, qos, retain);
}
/* No client certificate: the broker is verified, the clock logs in with its user and password. */
int tc_mosq_tls_set(struct mosquitto *m, const char *cafile, const char *capath) {
    READY_OR(MOSQ_ERR_NOT_SUPPORTED);
    return api.tls_set(m, cafile, capath, NULL, NULL, NULL);
}
/* MQTT 3.1.1, what the replica speaks. */
int tc_mosq_protocol_v311(struct mosquitto *m) {
    READY_OR(MOSQ_ERR_NOT_SUPPORTED);
    return api.int_option(m, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311);
}
int tc_mosq_connect_async(struct mosquitto *m, const char *host, int port, int keepalive) {
    READY_OR(MOSQ_ERR_NOT_SUPPORTED);
    return api.connect_async(m, host, port, keepalive);
}
int tc_mosq_socket(struct mosquitto *m) { READY_OR(-1); return api.socket(m); }
/* One packet a call for reads: the loop calls again while the socket stays readable. */
int tc_mosq_loop_read(struct mosquitto *m) { READY_OR(MOSQ_ERR_NOT_SUPPORTED); return api.loop_read(m, 1); }
int tc_mosq_loop_write(struct mosquitto *m) { READY_OR(MOSQ_ERR_NOT_SUPPORTED); return api.loop_write(m, 1); }
int tc_mosq_loop_misc(struct mosquitto *m) { READY_OR(MOSQ_ERR_NOT_SUPPORTED); return api.loop_misc(m); }
bool tc_mosq_want_write(struct mosquitto *m) { READY_OR(false); return api.want_write(m); }
int tc_mosq_subscribe(struct mosquitto *m, const char *topic, int qos) {
    READY_OR(MOSQ_ERR_NOT_SUPPORTED);
    return api.subscribe(m, NULL, topic, qos);
}
int tc_mosq_publish(struct mosquitto *m, const char *topic, int length, const void *payload, int qos, bool retain) {
    READY_OR(MOSQ_ERR_NOT_SUPPORTED);
    return api.publish(m, NULL, topic, length, payload, qos, retain);
}
int tc_mosq_disconnect(struct mosquitto *m) { READY_OR(MOSQ_ERR_NOT_SUPPORTED); return api.disconnect(m); }
void tc_mosq_connect_callback_set(struct mosquitto *m, void (*on_connect)(struct mosquitto *, void *, int)) {
    if (tc_mosq_available()) api.connect_callback_set(m, on_connect);
}
void tc_mosq_message_callback_set(struct mosquitto *m, void (*on_message)(struct mosquitto *, void *, const struct mosquitto_message *)) {
    if (tc_mosq_available()) api.message_callback_set(m, on_message);
}
const char *tc_mosq_strerror(int code) {
    return tc_mosq_available() ? api.strerror(code) : "libmosquitto (libmosquitto1) is not installed";
}
const char *tc_mosq_connack_string(int code) {
    return tc_mosq_available() ? api.connack_string(code) : "libmosquitto (libmosquitto1) is not installed";
}
