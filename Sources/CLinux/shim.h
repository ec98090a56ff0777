#ifndef TIMECIRCUITS_CLINUX_SHIM_H
#define TIMECIRCUITS_CLINUX_SHIM_H
/* Linux interfaces Swift's Glibc module does not export, for the services and the window alike.
   The loops poll a signalfd beside their other descriptors: a signal handler could not reach a
   loop's state without a global. */
#include <sys/signalfd.h>
/* The clocks sleep on a timerfd armed at an absolute deadline, which also reports wall-clock steps
   (TFD_TIMER_CANCEL_ON_SET); prctl lowers the timer slack. */
#include <sys/timerfd.h>
#include <sys/prctl.h>
/* mallopt: the window fixes glibc's mmap threshold (HeapPolicy); mallinfo2: the reliability
   tests count the heap the paint path holds (Glibc's Swift module leaves malloc.h out). */
#include <malloc.h>

/* The alarm service a window starts runs in a session of its own, to outlive the window. */
#include <spawn.h>
#ifndef POSIX_SPAWN_SETSID
#define POSIX_SPAWN_SETSID 0x80 /* glibc 2.26's, declared only under _GNU_SOURCE */
#endif
static inline int tc_spawnattr_setsid(posix_spawnattr_t *attributes) {
    return posix_spawnattr_setflags(attributes, POSIX_SPAWN_SETSID);
}

/* prctl is variadic. */
static inline int tc_set_timer_slack(unsigned long nanoseconds) {
    return prctl(PR_SET_TIMERSLACK, nanoseconds, 0, 0, 0);
}
#endif
