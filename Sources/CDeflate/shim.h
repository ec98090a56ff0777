#ifndef TIMECIRCUITS_CDEFLATE_SHIM_H
#define TIMECIRCUITS_CDEFLATE_SHIM_H
/* libdeflate: one-shot zlib streams and CRC-32 for the PNG writer; at its fastest level it
   compresses a 4K face about twice as fast as zlib's level 1, and smaller than Cairo's PNG writer. */
#include <libdeflate.h>
#endif
