#ifndef TIMECIRCUITS_CX11_SHIM_H
#define TIMECIRCUITS_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#endif
