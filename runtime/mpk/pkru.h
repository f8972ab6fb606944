/* pkru.h — the PKRU register: two bits per key (AD: access disable, WD: write
 * disable), read and written without a system call (RDPKRU/WRPKRU), and its
 * copy in a signal frame, which the kernel loads back at sigreturn. */
#ifndef HEDDLE_MPK_PKRU_H
#define HEDDLE_MPK_PKRU_H
#include <stdint.h>

#define HD_PKRU_AD(k) (1u << (2 * (k)))
#define HD_PKRU_WD(k) (2u << (2 * (k)))
#define HD_PKRU_BITS(k) (3u << (2 * (k)))

static inline uint32_t hd_rdpkru(void) {
  uint32_t eax, edx;
  __asm__ volatile(".byte 0x0f, 0x01, 0xee" : "=a"(eax), "=d"(edx) : "c"(0));
  return eax;
}

static inline void hd_wrpkru(uint32_t v) {
  __asm__ volatile(".byte 0x0f, 0x01, 0xef" : : "a"(v), "c"(0), "d"(0) : "memory");
}

/* The PKRU slot of a signal handler's ucontext (its XSAVE area), or NULL
 * when the frame carries none. Writing it sets the interrupted code's PKRU
 * from the moment the handler returns. */
uint32_t *hd_pkru_in_context(void *ucontext);

#endif
