/* handoff_names.h — how a hand-off's calls name the object (handoff_fix.c):
 * the base of what an access dereferenced, a helper's parameter followed to
 * its caller's argument, free's argument. Lexical, over c_statements.h's
 * tokens; only plain names, members and subscripts by names or numbers (no
 * call, no side effect) are ever returned. Strings returned are malloc'd. */
#ifndef HEDDLE_HANDOFF_NAMES_H
#define HEDDLE_HANDOFF_NAMES_H

#include <stddef.h>

#include "c_statements.h"

#define HANDOFF_IDENT_CHARS "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"

/* The name the access at byte `at` (inside statement s) went through: the
 * one base of the statement's dereferences, else the chain at the access's
 * column or the last one ending before it on its line; NULL when none is
 * certain. */
char *handoff_accessed_name(const struct c_file *f, const struct c_stmt *s, size_t at);
/* An access at byte `at` that is a call's name (`lstat` of `lstat(work->path,
 * &st)`, `strlen(work->path)`) was made inside that library call, to what an
 * argument points to, not to the base of the argument's chain: the call's one
 * plain argument without `&` (`work->path`); NULL when `at` is no call's name
 * or the call has no such argument or several. */
char *handoff_call_pointee(const struct c_file *f, const struct c_stmt *s, size_t at);
/* Does statement s dereference something through `name` (a chain whose base is it)? */
int handoff_dereferences(const struct c_file *f, const struct c_stmt *s, const char *name);
/* The variable an expression starts with (`works` of `works[i]`, `g` of `&g`). */
char *handoff_root(const char *expression);
/* Does the text hold a subscript that names a variable (`[i]`, `[n - 1]`;
 * not `[0]`)? Such a name means one object only where that variable does. */
int handoff_indexed_by_variable(const char *text);
/* Which parameter of function fn `root` is (0-based), or -1. */
int handoff_parameter_index(const struct c_file *f, const struct c_stmt *fn, const char *root);
/* Argument `index` of the first call of `callee` in statement s when it is a
 * plain expression (or one with a leading `&`), else NULL. */
char *handoff_argument(const struct c_file *f, const struct c_stmt *s, const char *callee, size_t callee_len,
                       int index);

#endif
