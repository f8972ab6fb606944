/* code_map.c — see code_map.h. */
#include "code_map.h"

#include "elf_image.h"

struct sym {
  uintptr_t start, end;
  const char *name;
  enum hd_loom_code_kind kind;
  const struct hd_loom_func *func;
};

static struct sym *syms;
static long nsyms;
static int loaded; /* 1 ok, -1 failed */

/* Heap sort by start address: no qsort, which may allocate (the control thread must not). */
static void sift(struct sym *a, long root, long n) {
  for (long child; (child = 2 * root + 1) < n; root = child) {
    if (child + 1 < n && a[child + 1].start > a[child].start) child++;
    if (a[root].start >= a[child].start) return;
    struct sym t = a[root];
    a[root] = a[child];
    a[child] = t;
  }
}

static void sort_by_start(struct sym *a, long n) {
  for (long i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
  for (long end = n - 1; end > 0; end--) {
    struct sym t = a[0];
    a[0] = a[end];
    a[end] = t;
    sift(a, 0, end);
  }
}

static int ends_with(const char *s, const char *suffix) {
  size_t n = loom_strlen(s), m = loom_strlen(suffix);
  return n >= m && loom_streq(s + n - m, suffix);
}

int hd_loom_code_map_load(struct loom_arena *a) {
  if (loaded) return loaded > 0 ? 0 : -1;
  loaded = -1;
  /* Kept mapped: the symbols' names point into it. */
  struct hd_elf_image im;
  struct hd_elf_symtab tab;
  if (hd_elf_image_open(&im, "/proc/self/exe") < 0) return -1;
  if (hd_elf_symtab(&im, SHT_SYMTAB, &tab) < 0) {
    hd_elf_image_close(&im);
    return -1;
  }
  const Elf64_Sym *s = tab.syms;
  long n = (long)tab.n;
  /* The load bias: where a symbol we know is now, minus where the file says. */
  uintptr_t bias = 0;
  int have_bias = 0;
  for (long i = 0; i < n && !have_bias; i++)
    if (hd_elf_sym_name(&tab, &s[i]) && loom_streq(hd_elf_sym_name(&tab, &s[i]), "hd_loom_code_map_load")) {
      bias = (uintptr_t)&hd_loom_code_map_load - s[i].st_value;
      have_bias = 1;
    }
  if (!have_bias) syms = 0;
  else syms = loom_alloc(a, (size_t)(n ? n : 1) * sizeof *syms);
  if (!syms) {
    hd_elf_image_close(&im);
    return -1;
  }
  for (long i = 0; i < n; i++) {
    if (ELF64_ST_TYPE(s[i].st_info) != STT_FUNC || !s[i].st_value || !s[i].st_size) continue;
    const char *name = hd_elf_sym_name(&tab, &s[i]);
    if (!name) continue;
    struct sym *y = &syms[nsyms++];
    y->start = s[i].st_value + bias;
    y->end = y->start + s[i].st_size;
    y->name = name;
    y->kind = ends_with(name, ".heddle.loom") ? HD_LOOM_CODE_COPY : HD_LOOM_CODE_OTHER;
  }
  sort_by_start(syms, nsyms);
  for (const struct hd_loom_func *f = __start_heddle_loom_funcs; f && f < __stop_heddle_loom_funcs; f++)
    for (long lo = 0, hi = nsyms; lo < hi;) {
      long mid = (lo + hi) / 2;
      if (syms[mid].start < (uintptr_t)f->code) lo = mid + 1;
      else if (syms[mid].start > (uintptr_t)f->code) hi = mid;
      else {
        syms[mid].kind = HD_LOOM_CODE_OPTIMISED;
        syms[mid].func = f;
        break;
      }
    }
  loaded = 1;
  return 0;
}

struct hd_loom_code hd_loom_code_at(uintptr_t pc) {
  struct hd_loom_code c = {HD_LOOM_CODE_OTHER, 0, 0, 0};
  long lo = 0, hi = nsyms;
  while (lo < hi) { /* the last symbol starting at or below pc */
    long mid = (lo + hi) / 2;
    if (syms[mid].start <= pc) lo = mid + 1;
    else hi = mid;
  }
  if (lo == 0 || pc >= syms[lo - 1].end) return c;
  c.kind = syms[lo - 1].kind;
  c.func = syms[lo - 1].func;
  c.start = syms[lo - 1].start;
  c.name = syms[lo - 1].name;
  return c;
}
