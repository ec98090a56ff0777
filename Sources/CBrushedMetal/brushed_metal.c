/* The brushed-metal texture's pixels, eight rows at a time.
 *
 * Each pixel is one step of a SplitMix64 generator and a random walk along its row, so a row is
 * serial but rows are independent: eight rows run side by side in vector lanes. That is what makes
 * the texture, the largest part of a new window size's background, several times cheaper (it was
 * about 55 instructions a pixel, 7 million pixels at 4K). The arithmetic is exactly the scalar
 * code's, lane by lane: the same 64-bit generator, the same single-precision operations in the same
 * order, never contracted into fused multiply-adds, so the bytes do not depend on the path. */
#include "CBrushedMetal.h"

#pragma clang fp contract(off)
/* The eight-lane helpers are always inlined, so no vector ever crosses a call and the ABI note
 * clang gives for them (-Wpsabi) does not apply. */
#pragma clang diagnostic ignored "-Wpsabi"

#define INCREMENT 0x9E3779B97F4A7C15ULL
#define MIX1 0xBF58476D1CE4E5B9ULL
#define MIX2 0x94D049BB133111EBULL
#define LANES 8
/* Columns made before they are written out to the rows. */
#define BLOCK 64

/* Both halves of a generator output as -1 ... 1. */
static const float unit = 1.0f / 2147483648.0f;
/* The texture's recipe: each row's own shade, its walk's start, the walk's pull back to zero and
 * step, and the fine grain of each pixel. */
static const float row_shade = 0.035f, streak_start = 0.03f, streak_keep = 0.985f, streak_step = 0.006f, grain_depth = 0.018f;

static inline uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * MIX1;
    z = (z ^ (z >> 27)) * MIX2;
    return z ^ (z >> 31);
}

static inline uint32_t channel(float v) {
    float c = v + 0.5f;
    return c <= 0 ? 0 : c >= 255 ? 255 : (uint32_t)c;
}

static void row_scalar(uint32_t *row, int width, uint64_t state, float r, float g, float b) {
    state += INCREMENT;
    float shade = (float)(int32_t)(uint32_t)(mix(state) >> 32) * unit * row_shade;
    state += INCREMENT;
    float streak = (float)(int32_t)(uint32_t)(mix(state) >> 32) * unit * streak_start;
    for (int x = 0; x < width; x++) {
        state += INCREMENT;
        uint64_t v = mix(state);
        float step = (float)(int32_t)(uint32_t)(v >> 32) * unit;
        float grain = (float)(int32_t)(uint32_t)v * unit;
        streak = streak * streak_keep + step * streak_step;
        float k = 1 + shade + streak + grain * grain_depth;
        row[x] = 0xFF000000u | channel(r * k) << 16 | channel(g * k) << 8 | channel(b * k);
    }
}

typedef uint64_t u64v __attribute__((vector_size(8 * LANES)));
typedef uint32_t u32v __attribute__((vector_size(4 * LANES)));
typedef int32_t i32v __attribute__((vector_size(4 * LANES)));
typedef float f32v __attribute__((vector_size(4 * LANES)));

static inline __attribute__((always_inline)) u64v mix_lanes(u64v z) {
    z = (z ^ (z >> 30)) * MIX1;
    z = (z ^ (z >> 27)) * MIX2;
    return z ^ (z >> 31);
}

static inline __attribute__((always_inline)) f32v high_unit(u64v v) {
    return __builtin_convertvector((i32v)__builtin_convertvector(v >> 32, u32v), f32v) * unit;
}

static inline __attribute__((always_inline)) u32v channel_lanes(f32v v) {
    f32v c = v + 0.5f;
    c = __builtin_elementwise_min(__builtin_elementwise_max(c, (f32v){0}), (f32v){0} + 255.0f);
    return (u32v)__builtin_convertvector(c, i32v);
}

/* LANES rows from `first`, `stride` bytes apart; `steps` generator steps a row. */
static inline __attribute__((always_inline)) void rows_lanes(uint8_t *data, int stride, int width, int first,
                                                             uint64_t seed, uint64_t steps, float r, float g, float b) {
    u64v state;
    uint32_t *rows[LANES];
    for (int i = 0; i < LANES; i++) {
        state[i] = seed + (uint64_t)(first + i) * steps * INCREMENT;
        rows[i] = (uint32_t *)(data + (long)(first + i) * stride);
    }
    state += INCREMENT;
    f32v shade = high_unit(mix_lanes(state)) * row_shade;
    state += INCREMENT;
    f32v streak = high_unit(mix_lanes(state)) * streak_start;
    /* The lanes' pixels are kept side by side a block of columns at a time and then written out
     * row by row: eight scattered stores a column made the compiler convert lane by lane. */
    u32v block[BLOCK];
    for (int x0 = 0; x0 < width; x0 += BLOCK) {
        int n = width - x0 < BLOCK ? width - x0 : BLOCK;
        for (int j = 0; j < n; j++) {
            state += INCREMENT;
            u64v v = mix_lanes(state);
            f32v step = high_unit(v);
            f32v grain = __builtin_convertvector((i32v)__builtin_convertvector(v, u32v), f32v) * unit;
            streak = streak * streak_keep + step * streak_step;
            f32v k = 1.0f + shade + streak + grain * grain_depth;
            block[j] = 0xFF000000u | channel_lanes(k * r) << 16 | channel_lanes(k * g) << 8 | channel_lanes(k * b);
        }
        for (int i = 0; i < LANES; i++)
            for (int j = 0; j < n; j++) rows[i][x0 + j] = block[j][i];
    }
}

static void rows_generic(uint8_t *data, int stride, int width, int first, uint64_t seed, uint64_t steps, float r, float g, float b) {
    rows_lanes(data, stride, width, first, seed, steps, r, g, b);
}

#if defined(__x86_64__)
#include <cpuid.h>

/* The same code compiled for AVX2, whose 256-bit registers hold all eight lanes of floats. */
__attribute__((target("avx2")))
static void rows_avx2(uint8_t *data, int stride, int width, int first, uint64_t seed, uint64_t steps, float r, float g, float b) {
    rows_lanes(data, stride, width, first, seed, steps, r, g, b);
}

/* AVX2 in the processor and its registers saved by the kernel (XGETBV), read once. */
static int avx2(void) {
    static int known = -1;
    int v = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (v >= 0) return v;
    unsigned a, b, c, d;
    v = 0;
    if (__get_cpuid(1, &a, &b, &c, &d) && (c & bit_OSXSAVE) && (c & bit_AVX)) {
        unsigned lo, hi;
        __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
        if ((lo & 6) == 6 && __get_cpuid_max(0, 0) >= 7) {
            __cpuid_count(7, 0, a, b, c, d);
            v = (b & bit_AVX2) != 0;
        }
    }
    __atomic_store_n(&known, v, __ATOMIC_RELAXED);
    return v;
}
#endif

void tc_brushed_metal_rows(uint8_t *data, int stride, int width, int first_row, int end_row, uint64_t seed,
                           float r, float g, float b) {
    uint64_t steps = (uint64_t)width + 2;
    int y = first_row;
    for (; y + LANES <= end_row; y += LANES) {
#if defined(__x86_64__)
        if (avx2()) { rows_avx2(data, stride, width, y, seed, steps, r, g, b); continue; }
#endif
        rows_generic(data, stride, width, y, seed, steps, r, g, b);
    }
    for (; y < end_row; y++)
        row_scalar((uint32_t *)(data + (long)y * stride), width, seed + (uint64_t)y * steps * INCREMENT, r, g, b);
}
