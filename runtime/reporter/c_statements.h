/* c_statements.h — the statement structure of a C file, read lexically (no
 * preprocessing, no types): its function definitions and, inside each, the
 * tree of blocks, loops, branches and plain statements. Enough to place a
 * call on a line of its own between two statements of one block; the place
 * is checked again with annotation-lint's tree-sitter parser before any edit
 * is applied (`heddle annotate`), so a misreading here costs a fix, never a
 * broken file. Comments, strings, characters and preprocessor lines are
 * skipped; the bodies of the file's own `#define`s are kept apart, so a call
 * through a macro (`#define SET_READY() atomic_store_explicit(...)`) is seen
 * by c_calls_any — every definition of the name, whichever branch of an
 * `#if` is compiled. The `#define`s of the headers the file includes with
 * quotes count too (OSTEP's `Pthread_mutex_unlock` from common_threads.h),
 * found where the compiler's -I would most often find them: beside the
 * file, or in an `include` directory beside it or one of its parents (a
 * header found nowhere: its macros are not seen). */
#ifndef HEDDLE_C_STATEMENTS_H
#define HEDDLE_C_STATEMENTS_H

#include <stddef.h>

#include "source_lines.h"

enum c_token_kind { C_TOK_IDENT, C_TOK_NUMBER, C_TOK_PUNCT, C_TOK_LITERAL };

struct c_token {
  enum c_token_kind kind;
  size_t start, end; /* bytes of the file's text */
};

enum c_stmt_kind {
  C_STMT_PLAIN,    /* an expression statement, declaration, return, break, ... up to its `;` */
  C_STMT_BLOCK,    /* { ... } */
  C_STMT_LOOP,     /* for, while, do */
  C_STMT_BRANCH,   /* if (with its else), switch */
  C_STMT_FUNCTION  /* a function's body block */
};

struct c_stmt {
  enum c_stmt_kind kind;
  size_t first, end;      /* tokens [first, end) */
  struct c_stmt *parent;
  struct c_stmt **kids;   /* a block's statements; a loop's or branch's bodies */
  size_t n_kids;
  size_t name, params;    /* C_STMT_FUNCTION: its name's token, its `(` token */
};

/* A `#define` of the file: its name (bytes of the text), whether it takes
 * arguments, and its body's tokens [first, end) in toks, past the code's. */
struct c_macro {
  size_t name_start, name_end;
  int function_like;
  size_t first, end;
};

struct c_file {
  char *text;
  size_t len;         /* the file's own text: text[0, len) */
  size_t len_all;     /* ... then its quoted headers', read for their `#define`s only */
  size_t cap;
  size_t *line_start; /* byte offset of each line (index 0 = line 1) */
  int n_lines;
  struct c_token *toks;
  size_t n_toks;      /* the code's tokens: toks[0, n_toks) */
  size_t n_toks_all;  /* ... then the macros' bodies' up to here */
  struct c_macro *macros;
  size_t n_macros;
  struct c_stmt **functions;
  size_t n_functions;
};

/* Reads and structures path (from the cache); NULL when it cannot be read. */
struct c_file *c_file_open(struct source_cache *c, const char *path);
void c_file_free(struct c_file *f);

/* Byte offset of (line, column), both 1-based (column 0: the line's first
 * non-blank byte); (size_t)-1 when outside the file. */
size_t c_file_offset(const struct c_file *f, int line, int column);
/* The 1-based line of a byte offset. */
int c_file_line(const struct c_file *f, size_t offset);

/* The innermost statement holding byte offset `at`, or NULL outside every function. */
struct c_stmt *c_stmt_at(const struct c_file *f, size_t at);
/* The function a statement belongs to. */
struct c_stmt *c_stmt_function(struct c_stmt *s);
/* The function defined in the file under this name, if any. */
struct c_stmt *c_function_named(const struct c_file *f, const char *name, size_t len);

/* The line a whole-line insertion before statement s goes on: s's own, when
 * s begins it; 0 otherwise. */
int c_line_before(const struct c_file *f, const struct c_stmt *s);

/* Does the token equal the string? */
int c_tok_is(const struct c_file *f, size_t tok, const char *s);

/* Functions named by prefix (`pthread_` names every pthread call), and by
 * their whole name (`write`, not `write_record`). */
struct c_callee_names {
  const char *const *prefixes;
  size_t n;
  const char *const *exact;
  size_t n_exact;
};
/* How deep the file's own functions are searched for a call (c_calls_any). */
#define C_CALL_DEPTH 3
/* Do tokens [first, end) call a function `names` names, or a function or
 * macro of this file that does (up to `depth` calls or expansions deep)? */
int c_calls_any(const struct c_file *f, size_t first, size_t end, const struct c_callee_names *names, int depth);
/* Does statement s assign the variable `root` (`root =`, `root += …`,
 * `root *= …`, `root++`; not a member of it)? 0 for a NULL root. */
int c_assigns(const struct c_file *f, const struct c_stmt *s, const char *root);

#endif
