#ifndef TIMECIRCUITS_CX11_SHIM_H
#define TIMECIRCUITS_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
/* The X11 shell polls a signalfd beside the X connection: Swift's Glibc module does not export
   it, and a signal handler could not reach the loop's state without a global. */
#include <sys/signalfd.h>
#endif
