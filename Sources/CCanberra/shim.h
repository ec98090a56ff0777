#ifndef TIMECIRCUITS_CCANBERRA_SHIM_H
#define TIMECIRCUITS_CCANBERRA_SHIM_H
/* libcanberra plays event sounds from the user's freedesktop sound theme through PulseAudio or
   PipeWire. Its variadic calls (ca_context_play, ca_context_change_props with NULL-terminated
   property lists) are not used: the shell builds a ca_proplist with ca_proplist_sets and calls the
   _full variants, which Swift can call. */
#include <canberra.h>
#include <stdint.h>
#include <unistd.h>
#include <errno.h>

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

/* The finish callback runs on libcanberra's own thread (the PulseAudio driver's mainloop). It
   touches no Swift state: it writes one record to the pipe whose write end is `userdata`, and the
   clock's poll() loop reads the other end. Written in C so that nothing of Swift, and none of its
   concurrency rules, runs on that thread. */
static void tc_canberra_finished_to_pipe(ca_context *c, uint32_t id, int error_code, void *userdata) {
    (void)c;
    tc_canberra_finish record = { id, error_code };
    int fd = (int)(intptr_t)userdata;
    ssize_t n;
    do { n = write(fd, &record, sizeof record); } while (n < 0 && errno == EINTR);
}

/* ca_context_play_full with the callback above, reporting to the pipe `write_fd`. */
static inline int tc_canberra_play_reporting_to(ca_context *c, uint32_t id, ca_proplist *p, int write_fd) {
    return ca_context_play_full(c, id, p, tc_canberra_finished_to_pipe, (void *)(intptr_t)write_fd);
}
#endif
