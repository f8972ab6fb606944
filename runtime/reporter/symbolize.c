/* symbolize.c — libdw (Dwfl offline) symbolization; see symbolize.h. */
#define _GNU_SOURCE
#include "symbolize.h"

#include <dwarf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "demangle.h"
#include "line_row.h"
#include "libdw_api.h"
#include "paths.h"
#include "scope_path.h"
#include "symbolize_types.h"

/* Memo of symbolized PCs: reports repeat the same stacks (a loop, a hot
 * function), and libdw's scope walk is the expensive part. */
struct cached_pc {
  uint64_t key;                   /* lookup address; 0 = empty slot */
  struct symbolized_stack frames; /* the PC's frames (several when inlined) */
};

struct symbolizer {
  Dwfl *dwfl;
  const struct process_log *log;
  struct cached_pc *cache;
  size_t cache_size, cache_used; /* size: a power of two */
  struct scope_index *scopes;    /* each unit's top-level code ranges, built at its first PC */
};

/* libdw, loaded by the first symbolizer_open: every call below runs only
 * with a Dwfl session open (s->dwfl), hence with dw set. */
static const struct libdw_api *dw;
/* Dwfl keeps a pointer to its callbacks: static, filled when libdw is loaded. */
static Dwfl_Callbacks offline_callbacks;

static const char *module_path(const struct process_log *log, const struct heddle_ev_module *m) {
  /* event_log.h allows "" for the main program: it is the process's exe. */
  return m->path[0] ? m->path : log->process.exe;
}

struct symbolizer *symbolizer_open(const struct process_log *log) {
  struct symbolizer *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  s->log = log;
  if (!dw && (dw = libdw_api()))
    offline_callbacks = (Dwfl_Callbacks){
        .find_elf = dw->dwfl_build_id_find_elf,
        .find_debuginfo = dw->dwfl_standard_find_debuginfo,
        .section_address = dw->dwfl_offline_section_address,
    };
  if (!dw) return s; /* libdw missing: every PC stays unsymbolized */
  s->scopes = scope_index_new(dw);
  s->dwfl = s->scopes ? dw->dwfl_begin(&offline_callbacks) : NULL;
  if (!s->dwfl) return s; /* every PC stays unsymbolized */
  dw->dwfl_report_begin(s->dwfl);
  for (size_t i = 0; i < log->n_modules; i++) {
    const char *path = module_path(log, &log->modules[i]);
    if (!path[0]) continue;
    /* add_p_vaddr: the logged base is the load bias (dlpi_addr), to which each
     * segment's p_vaddr is added — exactly how the dynamic loader mapped it. */
    if (!dw->dwfl_report_elf(s->dwfl, path, path, -1, log->modules[i].base, true))
      fprintf(stderr, "heddle: warning: cannot read %s (%s); its frames are shown as "
                      "module+offset. Keep the binaries of a run until it is reported.\n",
              path, dw->dwfl_errmsg(-1));
  }
  dw->dwfl_report_end(s->dwfl, NULL, NULL);
  return s;
}

void symbolizer_close(struct symbolizer *s) {
  if (!s) return;
  for (size_t i = 0; i < s->cache_size; i++) stack_free(&s->cache[i].frames);
  free(s->cache);
  scope_index_free(s->scopes);
  if (s->dwfl) dw->dwfl_end(s->dwfl);
  free(s);
}

static const struct heddle_ev_module *module_of(const struct process_log *log, uint64_t pc) {
  for (size_t i = 0; i < log->n_modules; i++)
    if (pc >= log->modules[i].lo && pc < log->modules[i].hi) return &log->modules[i];
  return NULL;
}

static char *dup_or_null(const char *s) { return s && s[0] ? strdup(s) : NULL; }

/* A DIE's function name: the demangled linkage name (C++), else DW_AT_name
 * (*plain set: line tables only give C++ functions no linkage name). */
static char *die_function_name(Dwarf_Die *die, int *plain) {
  Dwarf_Attribute attr;
  const char *linkage = dw->dwarf_formstring(dw->dwarf_attr_integrate(die, DW_AT_linkage_name, &attr));
  if (!linkage)
    linkage = dw->dwarf_formstring(dw->dwarf_attr_integrate(die, DW_AT_MIPS_linkage_name, &attr));
  *plain = !linkage;
  if (linkage) return demangle(linkage);
  return dup_or_null(dw->dwarf_diename(die));
}

static const char *comp_dir(Dwarf_Die *cudie) {
  Dwarf_Attribute attr;
  return dw->dwarf_formstring(dw->dwarf_attr(cudie, DW_AT_comp_dir, &attr));
}

/* The compile unit holding addr. dwfl_module_addrdie relies on .debug_aranges,
 * which clang does not emit and elfutils 0.188 (Debian 12) does not fall back
 * from; so when it finds nothing, the CUs' own address ranges are searched. */
static Dwarf_Die *find_cu(Dwfl_Module *mod, Dwarf_Addr addr, Dwarf_Addr *bias) {
  Dwarf_Die *cu = dw->dwfl_module_addrdie(mod, addr, bias);
  /* With .debug_aranges of only some CUs (gcc-built libheddle, clang-built
   * program), elfutils 0.188 can answer with the CU of the nearest range
   * below addr: only a CU that really holds addr counts. */
  if (cu && dw->dwarf_haspc(cu, addr - *bias) > 0) return cu;
  for (cu = dw->dwfl_module_nextcu(mod, NULL, bias); cu; cu = dw->dwfl_module_nextcu(mod, cu, bias))
    if (dw->dwarf_haspc(cu, addr - *bias) > 0) return cu;
  return NULL;
}

static int push_frame(struct symbolized_stack *out, const struct frame *f) {
  struct frame *grown = realloc(out->frames, (out->n + 1) * sizeof *grown);
  if (!grown) return -1;
  out->frames = grown;
  out->frames[out->n++] = *f;
  return 0;
}

/* Appends the frames of one PC: one per inlined call, innermost first. */
static void symbolize_uncached(struct symbolizer *s, uint64_t pc, uint64_t lookup,
                         struct symbolized_stack *out) {
  struct frame f = {.pc = pc};
  const struct heddle_ev_module *m = module_of(s->log, pc);
  if (m) {
    f.module = strdup(module_path(s->log, m));
    f.module_offset = pc - m->base;
  }
  Dwfl_Module *mod = s->dwfl ? dw->dwfl_addrmodule(s->dwfl, lookup) : NULL;
  if (!mod) { push_frame(out, &f); return; }

  Dwarf_Addr bias = 0;
  Dwarf_Die *cudie = find_cu(mod, lookup, &bias);
  const char *dir = cudie ? comp_dir(cudie) : NULL;
  int plain = 1;
  /* The subprogram and the inlined calls around the PC, innermost first
   * (scope_path.h: what dwarf_getscopes and dwarf_getscopes_die per level
   * gave, each of which walked the whole unit). */
  Dwarf_Die *functions = NULL;
  int nfunctions = cudie ? scope_functions(s->scopes, cudie, lookup - bias, &functions) : 0, next = 0;
  Dwarf_Die fn = {0};
  int have = next < nfunctions;
  if (have) fn = functions[next++];

  Dwarf_Line *line = cudie ? line_row(dw, cudie, lookup - bias, have ? &fn : NULL) : NULL;
  if (line) {
    const char *file = dw->dwarf_linesrc(line, NULL, NULL);
    dw->dwarf_lineno(line, &f.line);
    dw->dwarf_linecol(line, &f.column);
    if (file) f.file = path_join_normalize(dir, file);
  }
  while (have) {
    f.function = die_function_name(&fn, &plain);
    if (dw->dwarf_tag(&fn) != DW_TAG_inlined_subroutine) break;
    Dwarf_Die inlined = fn;
    /* The function the call was inlined into: the next scope out in the
     * concrete DIE tree (not the abstract definition's, which names no caller). */
    have = next < nfunctions;
    if (have) fn = functions[next++];
    Dwarf_Die *scope = &inlined;
    /* Inlined: this frame ends here; the caller's frame is at the call site. */
    struct frame caller = {.pc = pc, .module = f.module ? strdup(f.module) : NULL,
                           .module_offset = f.module_offset};
    Dwarf_Attribute attr;
    Dwarf_Word call_file = 0, call_line = 0, call_column = 0;
    Dwarf_Files *files = NULL;
    size_t nfiles = 0;
    if (dw->dwarf_formudata(dw->dwarf_attr(scope, DW_AT_call_file, &attr), &call_file) == 0 &&
        dw->dwarf_getsrcfiles(cudie, &files, &nfiles) == 0 && call_file < nfiles) {
      const char *name = dw->dwarf_filesrc(files, call_file, NULL, NULL);
      if (name) caller.file = path_join_normalize(dir, name);
    }
    dw->dwarf_formudata(dw->dwarf_attr(scope, DW_AT_call_line, &attr), &call_line);
    dw->dwarf_formudata(dw->dwarf_attr(scope, DW_AT_call_column, &attr), &call_column);
    caller.line = (int)call_line;
    caller.column = (int)call_column;
    push_frame(out, &f);
    f = caller;
  }
  free(functions);
  /* No DWARF scope, or one named without its linkage name: the ELF symbol
   * table names the (not inlined) function. A C++ symbol's demangled name
   * ("consumer(void*)") replaces DWARF's short one ("consumer"), so a function
   * is named the same in every frame, whether or not DWARF had a scope for it. */
  const char *symbol = !f.function || plain ? dw->dwfl_module_addrname(mod, lookup) : NULL;
  if (symbol && (!f.function || strncmp(symbol, "_Z", 2) == 0)) {
    free(f.function);
    f.function = demangle(symbol);
  }
  push_frame(out, &f);
}

char *symbolize_data(struct symbolizer *s, uint64_t addr) { return symbolize_data_sized(s, addr, NULL); }

char *symbolize_data_sized(struct symbolizer *s, uint64_t addr, uint64_t *symbol_size) {
  Dwfl_Module *mod = s->dwfl ? dw->dwfl_addrmodule(s->dwfl, addr) : NULL;
  if (!mod) return NULL;
  GElf_Sym sym;
  GElf_Off off = 0;
  const char *name = dw->dwfl_module_addrinfo(mod, addr, &off, &sym, NULL, NULL, NULL);
  if (!name || GELF_ST_TYPE(sym.st_info) != STT_OBJECT || off >= sym.st_size) return NULL;
  if (symbol_size) *symbol_size = sym.st_size;
  char *plain = demangle_variable(name), *out = NULL;
  if (!plain || !off) return plain;
  if (asprintf(&out, "%s+%llu", plain, (unsigned long long)off) < 0) out = NULL;
  free(plain);
  return out;
}

/* The static address of an address operation (DW_OP_addr, or DWARF 5's
 * DW_OP_addrx: an index into .debug_addr), or 0. */
static Dwarf_Addr op_address(Dwarf_Attribute *attr, Dwarf_Op *op) {
  if (op->atom == DW_OP_addr) return op->number;
  if (op->atom != DW_OP_addrx && op->atom != DW_OP_GNU_addr_index) return 0;
  Dwarf_Attribute addr_attr;
  Dwarf_Addr addr;
  if (dw->dwarf_getlocation_attr(attr, op, &addr_attr) != 0 || dw->dwarf_formaddr(&addr_attr, &addr) != 0) return 0;
  return addr;
}

/* Does the variable DIE's location name addr? Either as its whole location,
 * or as one piece of it: the optimiser splits a global struct into parts
 * (`cfg.0`, `cfg.1`, ...) and DWARF describes them as DW_OP_piece runs. */
static int die_has_address(Dwarf_Die *die, Dwarf_Addr want) {
  Dwarf_Attribute attr;
  Dwarf_Op *ops;
  size_t n;
  if (!dw->dwarf_attr(die, DW_AT_location, &attr) || dw->dwarf_getlocation(&attr, &ops, &n) != 0) return 0;
  for (size_t i = 0; i < n; i++)
    if (op_address(&attr, &ops[i]) == want) return 1;
  return 0;
}

/* The variable DIE at addr among parent's children: namespaces included,
 * and a function's own statics (DW_TAG_variable with a static address under
 * its DW_TAG_subprogram, in any block), when *function is set (their
 * function's DIE). */
static int find_variable(Dwarf_Die *parent, Dwarf_Addr addr, Dwarf_Die *out, Dwarf_Die *function) {
  Dwarf_Die child;
  if (dw->dwarf_child(parent, &child) != 0) return 0;
  do {
    int tag = dw->dwarf_tag(&child);
    if (tag == DW_TAG_variable && die_has_address(&child, addr)) {
      *out = child;
      return 1;
    }
    if (tag == DW_TAG_namespace && find_variable(&child, addr, out, function)) return 1;
    if (function && tag == DW_TAG_subprogram && find_variable(&child, addr, out, function)) {
      if (dw->dwarf_tag(function) != DW_TAG_subprogram) *function = child; /* the innermost: whose body defines it */
      return 1;
    }
    if (function && tag == DW_TAG_lexical_block && find_variable(&child, addr, out, function)) return 1;
  } while (dw->dwarf_siblingof(&child, &child) == 0);
  return 0;
}

/* The variable at addr (its CU, DIE and, for a function's static, the
 * function's DIE: its tag is DW_TAG_subprogram only then). */
static int lookup_variable(struct symbolizer *s, uint64_t addr, Dwarf_Die **cu, Dwarf_Die *var, Dwarf_Die *function) {
  Dwfl_Module *mod = s->dwfl ? dw->dwfl_addrmodule(s->dwfl, addr) : NULL;
  Dwarf_Addr bias = 0;
  for (*cu = mod ? dw->dwfl_module_nextcu(mod, NULL, &bias) : NULL; *cu;
       *cu = dw->dwfl_module_nextcu(mod, *cu, &bias)) {
    *function = **cu; /* not a subprogram: none yet */
    if (find_variable(*cu, addr - bias, var, function)) return 1;
  }
  return 0;
}

int symbolize_variable_decl(struct symbolizer *s, uint64_t addr, char **file, int *line) {
  Dwarf_Die *cu, var, function;
  if (!lookup_variable(s, addr, &cu, &var, &function)) return 0;
  /* The file index is read by hand: elfutils 0.188's dwarf_decl_file
   * refuses DWARF 5's file 0 (the compilation unit's own file). */
  Dwarf_Attribute attr;
  Dwarf_Word index;
  Dwarf_Files *files;
  size_t nfiles;
  const char *name = NULL;
  if (dw->dwarf_formudata(dw->dwarf_attr(&var, DW_AT_decl_file, &attr), &index) == 0 &&
      dw->dwarf_getsrcfiles(cu, &files, &nfiles) == 0 && index < nfiles)
    name = dw->dwarf_filesrc(files, index, NULL, NULL);
  if (!name || dw->dwarf_decl_line(&var, line) != 0) return 0;
  *file = path_join_normalize(comp_dir(cu), name);
  return *file != NULL;
}

/* The function a static's symbol names (`count_hit.hits`, C++'s demangled
 * `ns::count_hit(int)::hits`): what comes before `.name` or `::name`, without
 * its parameters. NULL when the symbol is not of that form. */
static char *function_of_symbol(const char *symbol, const char *name) {
  size_t n = symbol ? strlen(symbol) : 0, k = strlen(name);
  size_t sep = n > k + 2 && memcmp(symbol + n - k - 2, "::", 2) == 0 ? 2 : n > k + 1 && symbol[n - k - 1] == '.' ? 1 : 0;
  if (!sep || strcmp(symbol + n - k, name) != 0) return NULL;
  size_t end = n - k - sep;
  const char *paren = memchr(symbol, '(', end);
  return strndup(symbol, paren ? (size_t)(paren - symbol) : end);
}

int symbolize_function_static(struct symbolizer *s, uint64_t addr, char **name, char **function) {
  Dwarf_Die *cu, var, fn;
  if (!lookup_variable(s, addr, &cu, &var, &fn) || dw->dwarf_tag(&fn) != DW_TAG_subprogram) return 0;
  *name = dup_or_null(dw->dwarf_diename(&var));
  *function = dup_or_null(dw->dwarf_diename(&fn));
  if (*name && !*function) {
    /* clang 16 puts the statics of a function it inlined everywhere under a
     * subprogram DIE without attributes: the symbol still says whose */
    char *symbol = symbolize_data(s, addr);
    *function = function_of_symbol(symbol, *name);
    free(symbol);
  }
  if (*name && *function) return 1;
  free(*name);
  free(*function);
  return 0;
}

static void append_copies(struct symbolized_stack *out, const struct symbolized_stack *from) {
  for (size_t i = 0; i < from->n; i++) {
    struct frame f = from->frames[i];
    f.function = f.function ? strdup(f.function) : NULL;
    f.file = f.file ? strdup(f.file) : NULL;
    f.module = f.module ? strdup(f.module) : NULL;
    push_frame(out, &f);
  }
}

static struct cached_pc *cache_slot(struct symbolizer *s, uint64_t key) {
  if (s->cache_used * 2 >= s->cache_size) { /* grow: keep the load under one half */
    size_t size = s->cache_size ? s->cache_size * 2 : 1024;
    struct cached_pc *grown = calloc(size, sizeof *grown);
    if (!grown) return NULL;
    for (size_t i = 0; i < s->cache_size; i++) {
      if (!s->cache[i].key) continue;
      size_t j = (s->cache[i].key * 0x9E3779B97F4A7C15ull) >> 20 & (size - 1);
      while (grown[j].key) j = (j + 1) & (size - 1);
      grown[j] = s->cache[i];
    }
    free(s->cache);
    s->cache = grown;
    s->cache_size = size;
  }
  size_t j = (key * 0x9E3779B97F4A7C15ull) >> 20 & (s->cache_size - 1);
  while (s->cache[j].key && s->cache[j].key != key) j = (j + 1) & (s->cache_size - 1);
  return &s->cache[j];
}

static void symbolize_pc(struct symbolizer *s, uint64_t pc, uint64_t lookup,
                         struct symbolized_stack *out) {
  /* A return address and a function entry never share a lookup address with
   * a different pc, so the lookup address alone is the key. */
  struct cached_pc *slot = lookup ? cache_slot(s, lookup) : NULL;
  if (!slot) {
    symbolize_uncached(s, pc, lookup, out);
    return;
  }
  if (!slot->key) {
    symbolize_uncached(s, pc, lookup, &slot->frames);
    slot->key = lookup;
    s->cache_used++;
  }
  append_copies(out, &slot->frames);
}

void symbolize_stack(struct symbolizer *s, const struct heddle_stack *stack,
                     struct symbolized_stack *out) {
  out->n = 0;
  out->frames = NULL;
  for (uint32_t i = 0; i < stack->nframes && i < HEDDLE_LOG_MAX_FRAMES; i++) {
    uint64_t pc = stack->pc[i];
    if (!pc) continue;
    /* Return addresses point after the call; pc-1 lies inside the call
     * instruction, so its line is the call's line. */
    symbolize_pc(s, pc, pc - 1, out);
  }
}

void symbolize_function(struct symbolizer *s, uint64_t pc, struct symbolized_stack *out) {
  out->n = 0;
  out->frames = NULL;
  if (pc) symbolize_pc(s, pc, pc, out);
}

void stack_free(struct symbolized_stack *stack) {
  for (size_t i = 0; i < stack->n; i++) {
    free(stack->frames[i].function);
    free(stack->frames[i].file);
    free(stack->frames[i].module);
  }
  free(stack->frames);
  stack->frames = NULL;
  stack->n = 0;
}

/* ---- element sizes for heddle_slice fixes (slice_fix.c) */

/* The type DIE `die`'s DW_AT_type names, typedefs and qualifiers peeled. */
static int peeled_type(Dwarf_Die *die, Dwarf_Die *out) {
  Dwarf_Attribute attr;
  Dwarf_Die type;
  if (!dw->dwarf_attr_integrate(die, DW_AT_type, &attr) || !dw->dwarf_formref_die(&attr, &type)) return 0;
  return dw->dwarf_peel_type(&type, out) == 0;
}

/* The byte size of the elements an array or pointer type holds; 0 when it
 * is neither or they have no size (void). */
static uint64_t element_size(Dwarf_Die *type) {
  int tag = dw->dwarf_tag(type);
  Dwarf_Die elem;
  Dwarf_Word size;
  if ((tag != DW_TAG_array_type && tag != DW_TAG_pointer_type) || !peeled_type(type, &elem)) return 0;
  return dw->dwarf_aggregate_size(&elem, &size) == 0 ? size : 0;
}

/* The child of `parent` with this tag set and name, if any. */
static int named_child(Dwarf_Die *parent, const char *name, size_t len, int members, Dwarf_Die *out) {
  Dwarf_Die child;
  if (dw->dwarf_child(parent, &child) != 0) return 0;
  do {
    int tag = dw->dwarf_tag(&child);
    int wanted = members ? tag == DW_TAG_member
                         : tag == DW_TAG_variable || tag == DW_TAG_formal_parameter;
    const char *n = wanted ? dw->dwarf_diename(&child) : NULL;
    if (n && strlen(n) == len && memcmp(n, name, len) == 0) {
      *out = child;
      return 1;
    }
  } while (dw->dwarf_siblingof(&child, &child) == 0);
  return 0;
}

int symbolize_global_type(struct symbolizer *s, uint64_t addr, Dwarf_Die *type) {
  Dwfl_Module *mod = s->dwfl ? dw->dwfl_addrmodule(s->dwfl, addr) : NULL;
  Dwarf_Addr bias = 0;
  for (Dwarf_Die *cu = mod ? dw->dwfl_module_nextcu(mod, NULL, &bias) : NULL; cu;
       cu = dw->dwfl_module_nextcu(mod, cu, &bias)) {
    Dwarf_Die var;
    Dwarf_Attribute attr;
    if (!find_variable(cu, addr - bias, &var, NULL)) continue;
    return dw->dwarf_attr_integrate(&var, DW_AT_type, &attr) && dw->dwarf_formref_die(&attr, type);
  }
  return 0;
}

uint64_t symbolize_global_element_size(struct symbolizer *s, uint64_t addr) {
  Dwarf_Die declared, type;
  if (!symbolize_global_type(s, addr, &declared) || dw->dwarf_peel_type(&declared, &type) != 0 ||
      dw->dwarf_tag(&type) != DW_TAG_array_type)
    return 0;
  /* one dimension only: `sizeof a[0]` of a matrix is a row */
  Dwarf_Die dim;
  int dims = 0;
  if (dw->dwarf_child(&type, &dim) == 0) {
    do dims += dw->dwarf_tag(&dim) == DW_TAG_subrange_type;
    while (dw->dwarf_siblingof(&dim, &dim) == 0);
  }
  return dims == 1 ? element_size(&type) : 0;
}

/* The type (peeled) of `expression` (a name, then `.member` / `->member`) as
 * the code at return address pc sees it. */
static int expression_type(struct symbolizer *s, uint64_t pc, const char *expression, Dwarf_Die *out) {
  Dwarf_Addr bias = 0;
  Dwfl_Module *mod = s->dwfl && pc ? dw->dwfl_addrmodule(s->dwfl, pc - 1) : NULL;
  Dwarf_Die *cu = mod ? find_cu(mod, pc - 1, &bias) : NULL; /* clang emits no .debug_aranges */
  if (!cu) return 0;
  /* the expression's first name: innermost scope first, then the unit's globals */
  const char *p = expression;
  size_t len = strspn(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
  if (!len) return 0;
  Dwarf_Die *scopes = NULL, var, type;
  int n = dw->dwarf_getscopes(cu, pc - 1 - bias, &scopes), found = 0;
  for (int i = 0; i < n && !found; i++) found = named_child(&scopes[i], p, len, 0, &var);
  free(scopes);
  if (!found && !named_child(cu, p, len, 0, &var)) return 0;
  if (!peeled_type(&var, &type)) return 0;
  /* then each `.member` / `->member` */
  for (p += len; *p;) {
    int arrow = p[0] == '-' && p[1] == '>';
    if (!arrow && p[0] != '.') return 0;
    p += arrow ? 2 : 1;
    len = strspn(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
    Dwarf_Die record = type, member;
    if (arrow && (dw->dwarf_tag(&type) != DW_TAG_pointer_type || !peeled_type(&type, &record))) return 0;
    int tag = dw->dwarf_tag(&record);
    if (!len || (tag != DW_TAG_structure_type && tag != DW_TAG_class_type && tag != DW_TAG_union_type) ||
        !named_child(&record, p, len, 1, &member) || !peeled_type(&member, &type))
      return 0;
    p += len;
  }
  *out = type;
  return 1;
}

uint64_t symbolize_pointee_size(struct symbolizer *s, uint64_t pc, const char *expression) {
  Dwarf_Die type;
  if (!expression_type(s, pc, expression, &type)) return 0;
  return dw->dwarf_tag(&type) == DW_TAG_pointer_type ? element_size(&type) : 0;
}

int symbolize_pointee_type(struct symbolizer *s, uint64_t pc, const char *expression, Dwarf_Die *pointee) {
  Dwarf_Die type;
  Dwarf_Attribute attr;
  return expression_type(s, pc, expression, &type) && dw->dwarf_tag(&type) == DW_TAG_pointer_type &&
         dw->dwarf_attr_integrate(&type, DW_AT_type, &attr) && dw->dwarf_formref_die(&attr, pointee);
}
