/* exe_layout.h — where the executable itself is loaded: its code (to tell
 * the program's calls from libraries') and its writable data (its globals). */
#ifndef HEDDLE_EXE_LAYOUT_H
#define HEDDLE_EXE_LAYOUT_H
#include <stdint.h>

struct hd_exe_layout {
  uintptr_t bias;              /* load bias (dlpi_addr) */
  uintptr_t text_lo, text_hi;  /* executable PT_LOAD span */
  uintptr_t data_lo, data_hi;  /* writable PT_LOAD span */
};

/* Filled once (dl_iterate_phdr's first entry is the executable). */
const struct hd_exe_layout *hd_exe_layout(void);

#endif
