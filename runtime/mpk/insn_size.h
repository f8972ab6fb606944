/* insn_size.h — the memory access size of an x86-64 instruction (insn_size.c). */
#ifndef HEDDLE_MPK_INSN_SIZE_H
#define HEDDLE_MPK_INSN_SIZE_H
#include <stdint.h>

/* Bytes of memory the instruction at b reads or writes; 0 when not known. */
unsigned hd_insn_access_size(const uint8_t *b);

#endif
