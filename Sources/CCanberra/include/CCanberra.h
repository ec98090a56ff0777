#ifndef TIMECIRCUITS_CCANBERRA_H
#define TIMECIRCUITS_CCANBERRA_H
/* libcanberra plays event sounds from the user's freedesktop sound theme through PulseAudio or
   PipeWire. Its variadic calls (ca_context_play, ca_context_change_props with NULL-terminated
   property lists) are not used: the shell builds a ca_proplist with ca_proplist_sets and calls the
   _full variants, which Swift can call.

   The library (and the Vorbis, Ogg, TDB and libltdl libraries it links) is loaded the first time a
   sound is wanted, not at launch: most clocks never ring an alarm in a session, and those six
   shared libraries were a good part of what the loader did before the first frame. Its types and
   constants come from its header; its functions only through the tc_ca_ ones below, so nothing
   calls one before the library is there. Without libcanberra each fails with
   CA_ERROR_NOTAVAILABLE, as on a machine without a sound server. */
#include <canberra.h>
#include <stdint.h>

int tc_ca_context_create(ca_context **c);
int tc_ca_context_destroy(ca_context *c);
int tc_ca_context_open(ca_context *c);
int tc_ca_context_change_props_full(ca_context *c, ca_proplist *p);
int tc_ca_context_cancel(ca_context *c, uint32_t id);
int tc_ca_proplist_create(ca_proplist **p);
int tc_ca_proplist_destroy(ca_proplist *p);
int tc_ca_proplist_sets(ca_proplist *p, const char *key, const char *value);
/* libcanberra's message for `code`, or one saying the library is missing. */
const char *tc_ca_strerror(int code);

/* pipe2 is declared by unistd.h only under _GNU_SOURCE, which Swift's Glibc module is not built
   with; the pipe must be made close-on-exec atomically, or a helper spawned by another thread in
   between would inherit it. */
extern int pipe2(int pipefd[2], int flags);

/* What the finish callback writes to the pipe: one record per finished play, small enough that
   a pipe write is atomic (PIPE_BUF), so records never interleave. */
typedef struct {
    uint32_t id;
    int32_t error;
} tc_canberra_finish;

/* ca_context_play_full with a finish callback that reports to the pipe `write_fd`. The callback
   runs on libcanberra's own thread (the PulseAudio driver's mainloop) and touches no Swift state:
   it writes one tc_canberra_finish record, and the clock's poll() loop reads the other end.
   Written in C so that nothing of Swift, and none of its concurrency rules, runs on that thread. */
int tc_canberra_play_reporting_to(ca_context *c, uint32_t id, ca_proplist *p, int write_fd);
#endif
