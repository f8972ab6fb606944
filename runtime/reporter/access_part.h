/* access_part.h — which part of a global a reported access touched, as C
 * spells it (access_part.c): `ports[5].temp_level`. A data race between two
 * threads writing different fields (bit-fields sharing a storage unit, fields
 * of one element under different locks) otherwise reads as "wrote 2 bytes of
 * `ports`", and the user cannot see why two fields conflict. */
#ifndef HEDDLE_ACCESS_PART_H
#define HEDDLE_ACCESS_PART_H

#include <stdint.h>

struct symbolizer;

/* A sentence naming the part of the global `name` (at base) that the bytes
 * [base + offset, base + offset + size) are: "The bytes are `ports[5].link`."
 * or, when they are several members, "The bytes are `ports[5]`'s bit-fields
 * `up` and `errors` (bit-fields share their storage unit: a write of one
 * rewrites the others)." NULL when the bytes are the whole global, DWARF does
 * not describe it, or out of memory. The caller frees it. */
char *access_part_sentence(struct symbolizer *s, const char *name, uint64_t base, uint64_t offset, uint64_t size);

#endif
