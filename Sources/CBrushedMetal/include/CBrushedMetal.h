#ifndef C_BRUSHED_METAL_H
#define C_BRUSHED_METAL_H

#include <stdint.h>

/* Rows first_row ..< end_row of the brushed-metal texture (BrushedMetal.swift says what it looks
 * like), written as opaque ARGB32 pixels into data, whose rows are stride bytes apart. Row y's
 * generator starts seed + y * (width + 2) steps in, so any band of rows can be made on its own and
 * gives the same pixels as the whole. r, g and b are the base colour's channels times 255. */
void tc_brushed_metal_rows(uint8_t *data, int stride, int width, int first_row, int end_row, uint64_t seed,
                           float r, float g, float b);

#endif
