#ifndef TIMECIRCUITS_CCAIRO_SHIM_H
#define TIMECIRCUITS_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#include <cairo/cairo-xlib.h>
/* The label font straight from its file, through FreeType, without fontconfig reading its whole
   configuration first (a sixth of a launch, and its memory for the life of the clock). */
#include <cairo/cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdint.h>

/* `v` rounded to a byte, clamped: the brushed metal's conversion, three a pixel. In C the
   float-to-integer cast is one instruction; Swift's checks for a value out of range or NaN
   (which the clamp already rules out) cost about as much as the rest of a pixel's work. */
static inline uint32_t tc_channel_byte(float v) {
    float c = v + 0.5f;
    return c <= 0 ? 0 : c >= 255 ? 255 : (uint32_t)c;
}
#endif
