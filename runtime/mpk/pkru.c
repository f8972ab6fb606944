/* pkru.c — the PKRU inside a signal frame. The kernel saves the interrupted
 * code's extended state in XSAVE's standard (non-compacted) format behind
 * uc_mcontext.fpregs and restores it at sigreturn; PKRU is state component 9,
 * at the offset CPUID leaf 0xD sub-leaf 9 gives. */
#include <cpuid.h>
#include <stddef.h>
#include <sys/ucontext.h>

#include "mpk_internal.h"
#include "pkru.h"

#define XFEATURE_PKRU 9
#ifndef FP_XSTATE_MAGIC1
#define FP_XSTATE_MAGIC1 0x46505853u
#endif

/* The software-reserved bytes 464..511 of the legacy area (struct _fpx_sw_bytes). */
struct sw_bytes {
  uint32_t magic1, extended_size;
  uint64_t xfeatures;
  uint32_t xstate_size;
};

static uint32_t pkru_offset;

int hd_pkru_context_init(void) {
  unsigned eax, ebx, ecx, edx;
  if (!__get_cpuid_count(0xD, XFEATURE_PKRU, &eax, &ebx, &ecx, &edx) || eax < 4) return 0;
  pkru_offset = ebx;
  return 1;
}

uint32_t *hd_pkru_in_context(void *ucontext) {
  ucontext_t *uc = ucontext;
  char *fp = (char *)uc->uc_mcontext.fpregs;
  if (!fp || !pkru_offset) return 0;
  const struct sw_bytes *sw = (const struct sw_bytes *)(fp + 464);
  if (sw->magic1 != FP_XSTATE_MAGIC1 || !(sw->xfeatures & (1ull << XFEATURE_PKRU)) ||
      pkru_offset + 4 > sw->xstate_size)
    return 0;
  uint64_t *xstate_bv = (uint64_t *)(fp + 512);
  uint32_t *pkru = (uint32_t *)(fp + pkru_offset);
  /* A component in its initial state is not written (PKRU 0): mark it present. */
  if (!(*xstate_bv & (1ull << XFEATURE_PKRU))) {
    *pkru = 0;
    *xstate_bv |= 1ull << XFEATURE_PKRU;
  }
  return pkru;
}
