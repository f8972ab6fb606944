/* symbolize.h — turns logged PCs into file:line:function with elfutils libdw.
 *
 * Offline only: each MODULE record's file is reported to a Dwfl session at the
 * load bias the process logged, so nothing is read from the (possibly dead)
 * process. Inlined calls are expanded into frames of their own, as the
 * sanitizers do. */
#ifndef HEDDLE_SYMBOLIZE_H
#define HEDDLE_SYMBOLIZE_H

#include <stddef.h>
#include <stdint.h>

#include "event_log.h"
#include "log_reader.h"

struct frame {
  uint64_t pc;            /* as logged */
  char *function;         /* demangled; NULL when unknown */
  char *file;             /* normalized absolute source path; NULL when no line info */
  int line, column;       /* 0 when unknown */
  char *module;           /* the ELF file the PC lies in; NULL when none */
  uint64_t module_offset; /* pc - load bias: what addr2line accepts */
};

struct symbolized_stack {
  size_t n;
  struct frame *frames; /* innermost first */
};

struct symbolizer;

/* Sets up symbolization of one process's PCs. NULL only when out of memory;
 * modules that cannot be read leave their PCs unsymbolized. */
struct symbolizer *symbolizer_open(const struct process_log *log);
void symbolizer_close(struct symbolizer *s);

/* Symbolizes a logged stack (return addresses) into out. */
void symbolize_stack(struct symbolizer *s, const struct heddle_stack *stack,
                     struct symbolized_stack *out);

/* Symbolizes a function's entry PC (e.g. a thread's start routine). */
void symbolize_function(struct symbolizer *s, uint64_t pc, struct symbolized_stack *out);

/* The data symbol addr lies in — a global mutex: "balance_lock", or
 * "locks+64" inside an array — demangled; NULL when there is none (heap,
 * stack, stripped module). Caller frees. */
char *symbolize_data(struct symbolizer *s, uint64_t addr);
/* The same, and the size of the whole symbol (a mutex that is a symbol of
 * its own, or a part of a bigger one such as an array of structs). */
char *symbolize_data_sized(struct symbolizer *s, uint64_t addr, uint64_t *symbol_size);

/* Where the global variable at addr is defined (DWARF DW_AT_decl_file/line;
 * a function's static too):
 * 1 with *file (normalized absolute path, caller frees) and *line set, 0 when
 * unknown. Annotation suggestions put HEDDLE_GLOBAL after it. */
int symbolize_variable_decl(struct symbolizer *s, uint64_t addr, char **file, int *line);
/* A variable at addr declared `static` inside a function (DWARF: under its
 * DW_TAG_subprogram; the symbol table calls it `function.name`): 1 with
 * *name and *function (caller frees), 0 for a file-scope one or none. */
int symbolize_function_static(struct symbolizer *s, uint64_t addr, char **name, char **function);

/* For a heddle_slice fix's element size: the size of one element of the
 * global array at addr, or of what the pointer `expression` (a name, then
 * `.member` / `->member`) points to as the code at return address pc sees
 * it. 0 when unknown (no DWARF, not an array or pointer, void). */
uint64_t symbolize_global_element_size(struct symbolizer *s, uint64_t addr);
uint64_t symbolize_pointee_size(struct symbolizer *s, uint64_t pc, const char *expression);

void stack_free(struct symbolized_stack *stack);

#endif /* HEDDLE_SYMBOLIZE_H */
