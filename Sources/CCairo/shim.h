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
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

/* The label fonts are read through pread, not mapped as FT_New_Face maps them: the kernel maps a
   file's cached pages 64 KB around each one touched, so the few tables and glyphs the labels use
   kept 190 KB of each 0.7 MB file resident for the clock's life. Read, FreeType keeps only the
   tables it loads (tens of kilobytes) and a glyph's bytes while it loads it. */
static unsigned long tc_font_read(FT_Stream stream, unsigned long offset, unsigned char *buffer,
                                  unsigned long count) {
    if (count == 0) return 0; /* a seek: FreeType has checked it against the size */
    ssize_t n = pread((int)stream->descriptor.value, buffer, count, (off_t)offset);
    return n < 0 ? 0 : (unsigned long)n;
}

/* FreeType calls it when the face is done, or its opening failed; the stream is ours to free. */
static void tc_font_close(FT_Stream stream) {
    close((int)stream->descriptor.value);
    free(stream);
}

/* FT_New_Face, reading the file rather than mapping it. */
static inline FT_Error tc_open_font_face(FT_Library library, const char *path, FT_Face *face) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return FT_Err_Cannot_Open_Resource;
    struct stat st;
    FT_Stream stream = calloc(1, sizeof *stream);
    if (stream == NULL || fstat(fd, &st) != 0) {
        free(stream);
        close(fd);
        return FT_Err_Cannot_Open_Resource;
    }
    stream->size = (unsigned long)st.st_size;
    stream->descriptor.value = fd;
    stream->read = tc_font_read;
    stream->close = tc_font_close;
    FT_Open_Args args = { .flags = FT_OPEN_STREAM, .stream = stream };
    return FT_Open_Face(library, &args, 0, face);
}

/* `v` rounded to a byte, clamped: the brushed metal's conversion, three a pixel. In C the
   float-to-integer cast is one instruction; Swift's checks for a value out of range or NaN
   (which the clamp already rules out) cost about as much as the rest of a pixel's work. */
static inline uint32_t tc_channel_byte(float v) {
    float c = v + 0.5f;
    return c <= 0 ? 0 : c >= 255 ? 255 : (uint32_t)c;
}
#endif
