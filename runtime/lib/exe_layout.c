/* exe_layout.c — the executable's segments, read once with dl_iterate_phdr. */
#include "exe_layout.h"

#include <link.h>

static struct hd_exe_layout layout;
static int done;

static void widen(uintptr_t *lo, uintptr_t *hi, uintptr_t a, uintptr_t b) {
  if (!*hi || a < *lo) *lo = a;
  if (b > *hi) *hi = b;
}

static int first_object(struct dl_phdr_info *info, size_t size, void *arg) {
  (void)size;
  (void)arg;
  layout.bias = info->dlpi_addr;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type != PT_LOAD) continue;
    uintptr_t lo = info->dlpi_addr + ph->p_vaddr, hi = lo + ph->p_memsz;
    if (ph->p_flags & PF_X) widen(&layout.text_lo, &layout.text_hi, lo, hi);
    if (ph->p_flags & PF_W) widen(&layout.data_lo, &layout.data_hi, lo, hi);
  }
  return 1;
}

const struct hd_exe_layout *hd_exe_layout(void) {
  if (!done) {
    dl_iterate_phdr(first_object, 0);
    done = 1;
  }
  return &layout;
}
