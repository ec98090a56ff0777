#ifndef TIMECIRCUITS_CCAIRO_SHIM_H
#define TIMECIRCUITS_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#include <cairo/cairo-xlib.h>
#endif
