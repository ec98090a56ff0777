#ifndef TIMECIRCUITS_CSPEECHD_H
#define TIMECIRCUITS_CSPEECHD_H
/* libspeechd, speech-dispatcher's client library: the service Orca and every Linux screen reader
   speak through, so the clock speaks with the voice, rate and language its user already chose.
   As with libcanberra (CCanberra.h) and libmosquitto (CMosquitto.h), the library is loaded the
   first time the time is to be spoken, not at launch: most clocks never speak, and a clock must
   start on a machine without speech-dispatcher. Its types and constants come from its header;
   its functions only through the tc_spd_ ones below, so nothing calls one before the library is
   there. Without libspeechd, tc_spd_open fails and says so. */
#include <speech-dispatcher/libspeechd.h>
#include <stdbool.h>

/* Whether the library could be loaded. */
bool tc_spd_available(void);
/* A connection in single mode (no thread of the library's), to the address SPEECHD_ADDRESS names
   or the user's default, starting the server as the library does where it may. On failure NULL,
   and *error (when given) a message to free with tc_spd_free_error. */
SPDConnection *tc_spd_open(const char *client_name, char **error);
void tc_spd_close(SPDConnection *connection);
/* The language of what is said next, an RFC 1766 code such as "de" or "pt-BR". */
int tc_spd_set_language(SPDConnection *connection, const char *language);
/* Says `text` as a message (it interrupts nothing a screen reader says with a higher priority).
   The message's id, or -1 when the server did not take it (it went away). */
int tc_spd_say(SPDConnection *connection, const char *text);
void tc_spd_free_error(char *error);
#endif
