/* globals.c — tracked globals from the executable's ELF symbol table. */
#include "globals.h"
#include "race.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arena.h"
#include "demangle.h"
#include "elf_image.h"
#include "exe_layout.h"
#include "flags.h"
#include "ialloc.h"
#include "real.h"
#include "util.h"

/* libc's own: a program may define a qsort of its own (then called by that name
 * from here too, at start-up, on the runtime's table), and heddle's is an interceptor. */
HD_REAL_FN(qsort);

#define PAGE_BITS 12

static struct hd_object **table; /* sorted by base, disjoint */
static uint32_t count, cap;
static uintptr_t data_lo, data_hi;  /* the executable's writable PT_LOAD span */
static uint32_t *page_first;        /* page -> first table index whose object ends after it */
static uintptr_t load_bias;
static int initialised;

static void rebuild_page_index(void) {
  if (!data_hi) return;
  size_t npages = ((data_hi - data_lo) >> PAGE_BITS) + 2;
  if (!page_first) page_first = hd_ialloc(npages * sizeof *page_first);
  if (!page_first) return;
  uint32_t i = 0;
  for (size_t p = 0; p < npages; p++) {
    uintptr_t page_lo = data_lo + (p << PAGE_BITS);
    while (i < count && table[i]->base + table[i]->size <= page_lo) i++;
    page_first[p] = i;
  }
}

static int insert(struct hd_object *o) {
  if (count == cap) {
    uint32_t ncap = cap ? cap * 2 : 256;
    struct hd_object **t = hd_ialloc(ncap * sizeof *t);
    if (!t) return -1;
    if (table) {
      hd_memcpy(t, table, count * sizeof *t);
      hd_ifree(table, cap * sizeof *t);
    }
    table = t;
    cap = ncap;
  }
  uint32_t pos = count;
  while (pos > 0 && table[pos - 1]->base > o->base) {
    table[pos] = table[pos - 1];
    pos--;
  }
  table[pos] = o;
  count++;
  return 0;
}

/* The readable name: C++ symbols demangled here, at start-up (demangle.c). */
static char *copy_name(const char *s) {
  char *readable = hd_demangle(s);
  if (readable) return readable;
  size_t n = hd_strlen(s);
  char *d = hd_ialloc(n + 1);
  if (d) hd_memcpy(d, s, n + 1);
  return d;
}

/* A global's record is as long as a heap record: with compact heap records
 * (strict mode, known at start-up: arena.c) no race state is ever kept, and
 * strict mode's fields fit HD_OBJECT_COMPACT_BYTES (object.h) — half the
 * metadata for the executable's hundreds of globals (issue #16). Globals are
 * never freed, so the size need not be remembered. */
static struct hd_object *new_global(uintptr_t base, uint64_t size, const char *name) {
  struct hd_object *o = hd_ialloc(hd_arena_record_bytes() < sizeof *o ? HD_OBJECT_COMPACT_BYTES : sizeof *o);
  if (!o) return 0;
  o->base = base;
  o->size = size;
  o->flags = HD_OBJ_GLOBAL;
  o->name = copy_name(name);
  o->alloc.kind = HEDDLE_CHANGE_REGISTER_GLOBAL;
  o->alloc.tid = 0;
  o->check = hd_check_word(HEDDLE_UNTOUCHED, HD_NO_OWNER);
  if (hd_race_enabled) hd_race_init_object(o, 0, 0); /* static initialisation is no access */
  return o;
}

static int cmp_obj(const void *a, const void *b) {
  const struct hd_object *x = *(struct hd_object *const *)a, *y = *(struct hd_object *const *)b;
  return x->base < y->base ? -1 : x->base > y->base;
}

/* Symbols exported in .dynsym live in the executable only by copy relocation
 * (stdout, environ, ...): they belong to libc, so they are not tracked. */
static int in_dynsym(const struct hd_elf_symtab *dyn, const char *name) {
  for (size_t i = 0; i < dyn->n; i++) {
    const Elf64_Sym *s = &dyn->syms[i];
    if (s->st_shndx == SHN_UNDEF) continue;
    const char *nm = hd_elf_sym_name(dyn, s);
    if (nm && strcmp(nm, name) == 0) return 1;
  }
  return 0;
}

/* The executable's file is mapped only while this reads it (elf_image.h). */
static void read_symtab(void) {
  struct hd_elf_image im;
  if (hd_elf_image_open(&im, "/proc/self/exe") < 0) return;
  struct hd_elf_symtab tab, dyn;
  if (hd_elf_symtab(&im, SHT_DYNSYM, &dyn) < 0) dyn = (struct hd_elf_symtab){0};
  if (hd_elf_symtab(&im, SHT_SYMTAB, &tab) == 0) {
    for (size_t i = 0; i < tab.n; i++) {
      const Elf64_Sym *s = &tab.syms[i];
      if (ELF64_ST_TYPE(s->st_info) != STT_OBJECT || s->st_size == 0) continue;
      const Elf64_Shdr *target = s->st_shndx == SHN_UNDEF ? 0 : hd_elf_section(&im, s->st_shndx);
      if (!target) continue;
      if ((target->sh_flags & (SHF_WRITE | SHF_ALLOC)) != (SHF_WRITE | SHF_ALLOC)) continue;
      if (target->sh_flags & SHF_TLS) continue;
      const char *name = hd_elf_sym_name(&tab, s);
      if (!name || !*name) continue;
      if (ELF64_ST_BIND(s->st_info) != STB_LOCAL && in_dynsym(&dyn, name)) continue;
      uintptr_t base = load_bias + s->st_value;
      if (base < data_lo || base + s->st_size > data_hi) continue;
      struct hd_object *o = new_global(base, s->st_size, name);
      if (!o) break;
      if (count == cap && insert(o) < 0) break;
      else if (count < cap) table[count++] = o;
    }
  }
  hd_elf_image_close(&im);
  if (count) HD_REAL(qsort)(table, count, sizeof *table, cmp_obj);
  /* Aliases (same address) and overlaps: keep the first, drop the rest. */
  uint32_t w = 0;
  for (uint32_t r = 0; r < count; r++) {
    if (w && table[r]->base < table[w - 1]->base + table[w - 1]->size) continue;
    table[w++] = table[r];
  }
  count = w;
}

void hd_globals_init(void) {
  if (initialised) return;
  initialised = 1;
  const struct hd_exe_layout *l = hd_exe_layout();
  load_bias = l->bias;
  data_lo = l->data_lo;
  data_hi = l->data_hi;
  if (!data_hi) return;
  if (hd_flags.track_globals) read_symtab();
  rebuild_page_index();
  hd_range_include(data_lo, data_hi);
}

static int64_t search(uintptr_t addr, uint32_t lo, uint32_t hi) {
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    struct hd_object *o = table[mid];
    if (addr < o->base) hi = mid;
    else if (addr >= o->base + o->size) lo = mid + 1;
    else return mid;
  }
  return -(int64_t)lo - 1; /* not found: -(insertion point) - 1 */
}

struct hd_object *hd_globals_find(uintptr_t addr) {
  uintptr_t off = addr - data_lo;
  if (off >= data_hi - data_lo || !page_first) return 0;
  uintptr_t p = off >> PAGE_BITS;
  int64_t i = search(addr, page_first[p], page_first[p + 1] < count ? page_first[p + 1] + 1 : count);
  return i >= 0 ? table[i] : 0;
}

struct hd_object *hd_globals_find_from(uintptr_t addr, uintptr_t end) {
  if (!count || addr >= data_hi || end <= data_lo) return 0;
  int64_t i = search(addr, 0, count);
  uint32_t k = i >= 0 ? (uint32_t)i : (uint32_t)(-i - 1);
  if (k < count && table[k]->base < end) return table[k];
  return 0;
}

struct hd_object *hd_globals_register(uintptr_t addr, uint64_t size, const char *name) {
  hd_globals_init();
  if (addr < data_lo || addr + size > data_hi) return 0;
  int64_t i = search(addr, 0, count);
  if (i >= 0) {
    struct hd_object *o = table[i];
    if (o->base == addr) return o;
  }
  struct hd_object *o = new_global(addr, size, name);
  if (!o) return 0;
  if (i >= 0) { /* overlaps a symbol-table entry: the annotation wins */
    table[i] = o;
    rebuild_page_index();
    return o;
  }
  if (insert(o) < 0) return 0;
  rebuild_page_index();
  return o;
}

void hd_globals_each(void (*fn)(struct hd_object *)) {
  for (uint32_t i = 0; i < count; i++) fn(table[i]);
}
