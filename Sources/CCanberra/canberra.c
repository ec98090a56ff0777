#define _GNU_SOURCE
#include "CCanberra.h"
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stddef.h>
#include <unistd.h>

/* The library's functions, looked up once, by whichever thread wants a sound first. */
static struct {
    int (*context_create)(ca_context **);
    int (*context_destroy)(ca_context *);
    int (*context_open)(ca_context *);
    int (*context_change_props_full)(ca_context *, ca_proplist *);
    int (*context_play_full)(ca_context *, uint32_t, ca_proplist *, ca_finish_callback_t, void *);
    int (*context_cancel)(ca_context *, uint32_t);
    int (*proplist_create)(ca_proplist **);
    int (*proplist_destroy)(ca_proplist *);
    int (*proplist_sets)(ca_proplist *, const char *, const char *);
    const char *(*strerror)(int);
} api;
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *lib = dlopen("libcanberra.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return;
    *(void **)&api.context_create = dlsym(lib, "ca_context_create");
    *(void **)&api.context_destroy = dlsym(lib, "ca_context_destroy");
    *(void **)&api.context_open = dlsym(lib, "ca_context_open");
    *(void **)&api.context_change_props_full = dlsym(lib, "ca_context_change_props_full");
    *(void **)&api.context_play_full = dlsym(lib, "ca_context_play_full");
    *(void **)&api.context_cancel = dlsym(lib, "ca_context_cancel");
    *(void **)&api.proplist_create = dlsym(lib, "ca_proplist_create");
    *(void **)&api.proplist_destroy = dlsym(lib, "ca_proplist_destroy");
    *(void **)&api.proplist_sets = dlsym(lib, "ca_proplist_sets");
    *(void **)&api.strerror = dlsym(lib, "ca_strerror");
    /* A library lacking one of them is not used; it stays loaded, which is harmless. */
    loaded = api.context_create && api.context_destroy && api.context_open && api.context_change_props_full &&
             api.context_play_full && api.context_cancel && api.proplist_create && api.proplist_destroy &&
             api.proplist_sets && api.strerror;
}

static int ready(void) {
    pthread_once(&once, load);
    return loaded;
}

int tc_ca_context_create(ca_context **c) { return ready() ? api.context_create(c) : CA_ERROR_NOTAVAILABLE; }
int tc_ca_context_destroy(ca_context *c) { return ready() ? api.context_destroy(c) : CA_ERROR_NOTAVAILABLE; }
int tc_ca_context_open(ca_context *c) { return ready() ? api.context_open(c) : CA_ERROR_NOTAVAILABLE; }
int tc_ca_context_change_props_full(ca_context *c, ca_proplist *p) {
    return ready() ? api.context_change_props_full(c, p) : CA_ERROR_NOTAVAILABLE;
}
int tc_ca_context_cancel(ca_context *c, uint32_t id) { return ready() ? api.context_cancel(c, id) : CA_ERROR_NOTAVAILABLE; }
int tc_ca_proplist_create(ca_proplist **p) { return ready() ? api.proplist_create(p) : CA_ERROR_NOTAVAILABLE; }
int tc_ca_proplist_destroy(ca_proplist *p) { return ready() ? api.proplist_destroy(p) : CA_ERROR_NOTAVAILABLE; }
int tc_ca_proplist_sets(ca_proplist *p, const char *key, const char *value) {
    return ready() ? api.proplist_sets(p, key, value) : CA_ERROR_NOTAVAILABLE;
}
const char *tc_ca_strerror(int code) {
    return ready() ? api.strerror(code) : "libcanberra (libcanberra0) is not installed";
}

static void finished_to_pipe(ca_context *c, uint32_t id, int error_code, void *userdata) {
    (void)c;
    tc_canberra_finish record = { id, error_code };
    int fd = (int)(intptr_t)userdata;
    ssize_t n;
    do { n = write(fd, &record, sizeof record); } while (n < 0 && errno == EINTR);
}

int tc_canberra_play_reporting_to(ca_context *c, uint32_t id, ca_proplist *p, int write_fd) {
    return ready() ? api.context_play_full(c, id, p, finished_to_pipe, (void *)(intptr_t)write_fd) : CA_ERROR_NOTAVAILABLE;
}
