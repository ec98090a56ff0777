#include "CSpeechd.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* The library's functions, looked up once, by the first time spoken. */
static struct {
    SPDConnection *(*open2)(const char *, const char *, const char *, SPDConnectionMode, const SPDConnectionAddress *, int, char **);
    void (*close)(SPDConnection *);
    int (*set_language)(SPDConnection *, const char *);
    int (*say)(SPDConnection *, SPDPriority, const char *);
} api;
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

#define FIND(field, name) *(void **)&api.field = dlsym(lib, name)

static void load(void) {
    void *lib = dlopen("libspeechd.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return;
    FIND(open2, "spd_open2");
    FIND(close, "spd_close");
    FIND(set_language, "spd_set_language");
    FIND(say, "spd_say");
    /* A library lacking one of them is not used; it stays loaded, which is harmless. */
    loaded = api.open2 && api.close && api.set_language && api.say;
}

bool tc_spd_available(void) {
    pthread_once(&once, load);
    return loaded;
}

SPDConnection *tc_spd_open(const char *client_name, char **error) {
    if (error) *error = NULL;
    if (!tc_spd_available()) {
        if (error) *error = strdup("libspeechd.so.2 (speech-dispatcher's client library) is not installed");
        return NULL;
    }
    /* NULL address: SPEECHD_ADDRESS, or the user's own socket. Autospawn as every client of
       speech-dispatcher does, so a desktop that starts it on demand is served. */
    return api.open2(client_name, "clock", NULL, SPD_MODE_SINGLE, NULL, 1, error);
}

void tc_spd_close(SPDConnection *connection) {
    if (connection && tc_spd_available()) api.close(connection);
}

int tc_spd_set_language(SPDConnection *connection, const char *language) {
    return tc_spd_available() ? api.set_language(connection, language) : -1;
}

int tc_spd_say(SPDConnection *connection, const char *text) {
    return tc_spd_available() ? api.say(connection, SPD_MESSAGE, text) : -1;
}

void tc_spd_free_error(char *error) { free(error); }
