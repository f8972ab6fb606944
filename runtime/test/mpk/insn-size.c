// The access size a protection-key fault's report gives when no hook named
// the access (runtime/mpk/insn_size.c): the width of the instructions
// compilers emit for loads and stores, as the assembler encodes them; the
// check backend's report of the same access says that many bytes.
// UNSUPPORTED: backend-mpk
// RUN: %cc-log-writer -I%S/../../mpk %S/../../mpk/insn_size.c %s -o %t
// RUN: %t | %FileCheck %s
#include <stdint.h>
#include <stdio.h>

#include "insn_size.h"

// Each instruction after a label, its address and expected size in a table.
#define INSN(text, size) \
  "1: " text "\n .pushsection insn_table,\"aw\"\n .quad 1b, " #size "\n .quad 2f\n .popsection\n" \
  " .pushsection .rodata.insn_names,\"a\"\n2: .asciz \"" text "\"\n .popsection\n"
__asm__(".text\n .globl some_insns\nsome_insns:\n"
        INSN("movl %eax, (%rdi)", 4)
        INSN("movq %rax, (%rdi)", 8)
        INSN("movw %ax, (%rdi)", 2)
        INSN("movb %al, (%rdi)", 1)
        INSN("movb $1, (%rdi)", 1)
        INSN("movl $1, 8(%rdi,%rsi,4)", 4)
        INSN("movq 16(%r12), %r9", 8)
        INSN("movzbl (%rdi), %eax", 1)
        INSN("movswl (%rdi), %eax", 2)
        INSN("movslq (%rdi), %rax", 4)
        INSN("movslq 4(%rsi), %rcx", 4)
        INSN("movsbq (%rdi), %rax", 1)
        INSN("imull (%rdi), %eax", 4)
        INSN("imulq 8(%rdi), %rdx", 8)
        INSN("addl $1, (%rdi)", 4)
        INSN("addq %rax, (%rdi)", 8)
        INSN("cmpb $0, (%rdi)", 1)
        INSN("incl (%rdi)", 4)
        INSN("movss (%rdi), %xmm0", 4)
        INSN("movsd %xmm1, (%rdi)", 8)
        INSN("movups %xmm0, (%rdi)", 16)
        INSN("movdqu (%rdi), %xmm2", 16)
        INSN("movapd %xmm0, (%rdi)", 16)
        INSN("movq %xmm0, (%rdi)", 8)
        INSN("movq (%rdi), %xmm0", 8)
        INSN("movd %xmm0, (%rdi)", 4)
        INSN("addsd (%rdi), %xmm0", 8)
        INSN("mulss (%rdi), %xmm0", 4)
        INSN("vmovsd (%rdi), %xmm0", 8)
        INSN("vmovups %ymm0, (%rdi)", 32)
        INSN("vmovdqu (%r8), %xmm9", 16)
        INSN("lock xaddl %eax, (%rdi)", 0)
        " ret\n");

struct entry {
  const uint8_t *insn;
  uint64_t size;
  const char *text;
};
extern const struct entry __start_insn_table[], __stop_insn_table[];

int main(void) {
  int bad = 0;
  for (const struct entry *e = __start_insn_table; e < __stop_insn_table; e++) {
    unsigned got = hd_insn_access_size(e->insn);
    if (got != e->size) {
      printf("%s: %u, expected %u\n", e->text, got, (unsigned)e->size);
      bad++;
    }
  }
  printf("%d instructions, %d wrong\n", (int)(__stop_insn_table - __start_insn_table), bad);
  return bad != 0;
}
// CHECK: 32 instructions, 0 wrong
