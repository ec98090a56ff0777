#ifndef TIMECIRCUITS_CMOSQUITTO_H
#define TIMECIRCUITS_CMOSQUITTO_H
/* libmosquitto, Eclipse's MQTT client library, for the link to the replica props and Home
   Assistant. As with libcanberra (CCanberra.h), the library is loaded the first time a link is
   wanted, not at launch: MQTT is off on most clocks, and libmosquitto brings OpenSSL, whose
   libraries would otherwise be mapped and relocated by every launch. Its types and constants come
   from its header; its functions only through the tc_mosq_ ones below, so nothing calls one before
   the library is there. Without libmosquitto each fails with MOSQ_ERR_NOT_SUPPORTED.

   The client is driven from the clock's own poll() loop (its socket, loop_read, loop_write,
   loop_misc): no thread of libmosquitto's is started, so its callbacks run on the loop's thread,
   inside those calls. */
#include <mosquitto.h>
#include <stdbool.h>

/* Whether the library could be loaded (and initialised). */
bool tc_mosq_available(void);
struct mosquitto *tc_mosq_new(const char *id, void *obj);
void tc_mosq_destroy(struct mosquitto *m);
/* The object the callbacks are given. */
void tc_mosq_user_data_set(struct mosquitto *m, void *obj);
int tc_mosq_username_pw_set(struct mosquitto *m, const char *user, const char *password);
int tc_mosq_will_set(struct mosquitto *m, const char *topic, int length, const void *payload, int qos, bool retain);
int tc_mosq_tls_set(struct mosquitto *m, const char *cafile, const char *capath);
int tc_mosq_protocol_v311(struct mosquitto *m);
int tc_mosq_connect_async(struct mosquitto *m, const char *host, int port, int keepalive);
int tc_mosq_socket(struct mosquitto *m);
int tc_mosq_loop_read(struct mosquitto *m);
int tc_mosq_loop_write(struct mosquitto *m);
int tc_mosq_loop_misc(struct mosquitto *m);
bool tc_mosq_want_write(struct mosquitto *m);
int tc_mosq_subscribe(struct mosquitto *m, const char *topic, int qos);
int tc_mosq_publish(struct mosquitto *m, const char *topic, int length, const void *payload, int qos, bool retain);
int tc_mosq_disconnect(struct mosquitto *m);
void tc_mosq_connect_callback_set(struct mosquitto *m, void (*on_connect)(struct mosquitto *, void *, int));
void tc_mosq_message_callback_set(struct mosquitto *m, void (*on_message)(struct mosquitto *, void *, const struct mosquitto_message *));
/* libmosquitto's words for an error code and a CONNACK code. */
const char *tc_mosq_strerror(int code);
const char *tc_mosq_connack_string(int code);
#endif
