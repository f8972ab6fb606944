/* globals.h — the executable's global variables as tracked objects.
 *
 * At start-up the executable's ELF symbol table (libelf) gives every global
 * and file-static variable of its writable data (.data, .bss): each becomes an
 * untouched object named by its symbol. HEDDLE_GLOBAL registrations then set
 * the annotated policy. Lookup: a page index over the data segment points at
 * the first candidate in a sorted table, then a short binary search. */
#ifndef HEDDLE_GLOBALS_H
#define HEDDLE_GLOBALS_H
#include <stdint.h>

#include "object.h"

/* Reads the symbol table of the running executable (idempotent). */
void hd_globals_init(void);
struct hd_object *hd_globals_find(uintptr_t addr);
/* The first global overlapping [addr, end), or NULL. */
struct hd_object *hd_globals_find_from(uintptr_t addr, uintptr_t end);
/* The global starting at addr with this size, created if the symbol table
 * did not have it (stripped binaries). NULL when addr is outside the data. */
struct hd_object *hd_globals_register(uintptr_t addr, uint64_t size, const char *name);

/* Calls fn on every tracked global (at exit). */
void hd_globals_each(void (*fn)(struct hd_object *));

#endif
