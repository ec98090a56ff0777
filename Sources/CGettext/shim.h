#ifndef TIMECIRCUITS_CGETTEXT_SHIM_H
#define TIMECIRCUITS_CGETTEXT_SHIM_H
/* glibc's gettext (libintl.h), which Swift's Glibc module leaves out. It is part of libc itself:
   nothing more to link, no new run-time dependency. */
#include <libintl.h>
#include <locale.h>
#endif
