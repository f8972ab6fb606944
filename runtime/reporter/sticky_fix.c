/* sticky_fix.c — heddle_set_sticky_read where no last write at the top level
 * of its function says where (suggestion_fix.c places it after such a write):
 *   - a heap object filled right after its allocation: the allocator's writes
 *     in the allocation's epoch pass the inline check unrecorded, so the
 *     runtime knows no last write, only that every write came before the
 *     allocator's next release operation (a later write, once a thread had
 *     started, would have been recorded, with company, and ruled sticky-read
 *     out);
 *   - a global whose last write is inside a loop or branch (filled at run time
 *     in a loop).
 * The call goes on a line of its own before the first top-level statement of
 * the anchor's function, after the anchor's own, that starts a thread
 * (pthread_create, thrd_create, a std::thread or std::jthread constructed with
 * arguments; also inside the file's own functions, C_CALL_DEPTH calls deep):
 * the readers start there, after every write the run saw. Anchors: a heap
 * object's allocation, in the function that calls the allocator (named by the
 * variable the pointer is stored in, which no statement in between may
 * assign); a global's last write, in that function or, for a helper that
 * fills it, its callers in the same file (`&g` names the global anywhere).
 * A global's writer called from another file (a library's init function:
 * os-project-3's dp_init, called by app1.c's main before its
 * pthread_create loop): that caller's function is searched the same way,
 * when its file names the global before the place (an `extern` declaration,
 * or a use of a header's); so are the callers of a heap object's allocating
 * function when its pointer is a global (the library's table). Else suggestion_fix.c puts the call right after
 * the last write inside a branch of the writing function (not a loop: it
 * would run again), which ran before the threads did. A heap object filled
 * by a function its allocating function called is anchored at that call.
 * Every placement names the object only where the name means it
 * (sticky_target_at_write, global_visible): a writer that got the object
 * through a pointer of its own (another file's init function, trial round 14
 * finding 5) has no such name, and its pointer would run the call on every
 * object that function writes.
 * No such statement, or the anchor's own statement starting threads (writes
 * and starts interleaved): no fix. `heddle_set_sticky_read` itself refuses
 * to run while another thread may (invalid-policy-change), so a thread
 * started earlier and still running shows in the strict run. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c_statements.h"
#include "findings.h"
#include "handoff_names.h"
#include "suggestions.h"

static const char *const THREAD_STARTS[] = {"pthread_create", "thrd_create"};
static const struct c_callee_names STARTS = {THREAD_STARTS, sizeof THREAD_STARTS / sizeof THREAD_STARTS[0], NULL, 0};

/* `std::thread t(f, …)`, `std::jthread t{f}`, `std::thread(f)`: a thread
 * constructed with arguments (a default-constructed one starts nothing). */
static int constructs_std_thread(const struct c_file *f, size_t first, size_t end) {
  for (size_t i = first + 3; i < end; i++) {
    if (!(c_tok_is(f, i, "thread") || c_tok_is(f, i, "jthread")) || !c_tok_is(f, i - 1, ":") ||
        !c_tok_is(f, i - 2, ":") || !c_tok_is(f, i - 3, "std"))
      continue;
    size_t k = i + 1;
    if (k < end && f->toks[k].kind == C_TOK_IDENT) k++;
    if ((c_tok_is(f, k, "(") && !c_tok_is(f, k + 1, ")")) || (c_tok_is(f, k, "{") && !c_tok_is(f, k + 1, "}")))
      return 1;
  }
  return 0;
}

/* Does statement st of f (the file at path) start a thread? As the text
 * reads, or as the run saw: a creation went through one of its lines (a
 * wrapper macro from a header, `Pthread_create`; starts: NULL, none known). */
static int starts_thread(const struct c_file *f, const struct c_stmt *st, const struct thread_starts *starts,
                         const char *path) {
  if (c_calls_any(f, st->first, st->end, &STARTS, C_CALL_DEPTH) || constructs_std_thread(f, st->first, st->end))
    return 1;
  return thread_starts_within(starts, path, c_file_line(f, f->toks[st->first].start),
                              c_file_line(f, f->toks[st->end - 1].start));
}

/* The statement holding frame `at` and the top-level statement of its
 * function that holds it (NULL: none). */
static const struct c_stmt *top_level(const struct c_file *f, const struct frame *at, const struct c_stmt **inner) {
  size_t where = c_file_offset(f, at->line, at->column);
  const struct c_stmt *s = where == (size_t)-1 ? NULL : c_stmt_at(f, where);
  *inner = s;
  if (!s || s->kind == C_STMT_FUNCTION) return NULL;
  while (s->parent && s->parent->kind != C_STMT_FUNCTION) s = s->parent;
  return s->parent ? s : NULL;
}

/* The line before the first top-level statement after the one holding
 * frame `at` that starts a thread, in at's function; 0 when there is none,
 * the frame's own statement starts one (writes and starts interleave), or a
 * statement in between assigns `root` (NULL: nothing to watch) or calls
 * what `barred` names (NULL: nothing). */
static int line_before_threads_in(const struct c_file *f, const struct frame *at, const char *root,
                                  const struct c_callee_names *barred, const struct thread_starts *starts) {
  const struct c_stmt *inner, *top = top_level(f, at, &inner);
  if (!top || starts_thread(f, top, starts, at->file)) return 0;
  const struct c_stmt *fn = top->parent;
  size_t k = 0;
  while (k < fn->n_kids && fn->kids[k] != top) k++;
  for (k++; k < fn->n_kids; k++) {
    const struct c_stmt *kid = fn->kids[k];
    if (starts_thread(f, kid, starts, at->file)) return c_line_before(f, kid);
    if (c_assigns(f, kid, root)) return 0;
    if (barred && c_calls_any(f, kid->first, kid->end, barred, C_CALL_DEPTH)) return 0;
  }
  return 0;
}

/* Is the variable `root` an allocation at frame `at` is stored in still in
 * scope at its function's top level? The allocation's statement is a
 * top-level one, or a plain assignment (`root = malloc(…)`) inside a nested
 * one: a declaration inside a loop or branch is out of scope there. */
static int in_scope_at_top(const struct c_file *f, const struct frame *at, const char *root) {
  const struct c_stmt *inner, *top = top_level(f, at, &inner);
  if (!top || !root) return 0;
  return top == inner || (c_tok_is(f, inner->first, root) && c_assigns(f, inner, root));
}

/* The function holding the first user frame of st, in file f. */
static const struct c_stmt *function_of(const struct c_file *f, const struct frame *at) {
  size_t where = at ? c_file_offset(f, at->line, at->column) : (size_t)-1;
  struct c_stmt *inner = where == (size_t)-1 ? NULL : c_stmt_at(f, where);
  return inner ? c_stmt_function(inner) : NULL;
}

static int file_scope_before(const struct c_file *f, const char *name, size_t before);
static int plain_name_at(const struct c_file *f, size_t i, const char *name);

/* Does `name` mean the global at the start of `line` of f: declared at file
 * scope before it, or used by the function holding that line before it (a
 * header's declaration; a local of that name would be the function's own,
 * which annotation-lint's resolver refuses as shadowing)? */
static int global_visible(const struct c_file *f, const char *name, int line) {
  size_t at = c_file_offset(f, line, 1);
  if (at == (size_t)-1) return 0;
  if (file_scope_before(f, name, at)) return 1;
  const struct c_stmt *st = c_stmt_at(f, at);
  const struct c_stmt *fn = st ? c_stmt_function((struct c_stmt *)st) : NULL;
  for (size_t i = fn ? fn->first : 0; fn && i < f->n_toks && f->toks[i].start < at; i++)
    if (plain_name_at(f, i, name)) return 1;
  return 0;
}

int line_before_threads_after(struct suggestion *s, struct source_cache *c, const struct symbolized_stack *anchor,
                              const char *target, const struct c_callee_names *barred, const char **file) {
  int global = s->object != NULL;
  const struct frame *first = user_frame(anchor);
  if (!first || !first->file) return 0;
  struct c_file *f = c_file_open(c, first->file);
  if (!f) return 0;
  /* A heap object's variable is its allocating function's own. */
  const struct frame *alloc = user_frame(&s->alloc);
  char *root = global ? NULL : handoff_root(target);
  int ok = global || (alloc && alloc->file && strcmp(alloc->file, first->file) == 0 && function_of(f, first) &&
                      function_of(f, first) == function_of(f, alloc) && in_scope_at_top(f, alloc, root));
  int line = 0;
  for (size_t k = (size_t)(first - anchor->frames); ok && k < anchor->n && !line; k++) {
    const struct frame *fr = &anchor->frames[k];
    if (!fr->file || fr->line <= 0 || strcmp(fr->file, first->file) != 0) {
      if (is_user_frame(fr)) break; /* a caller in another file: its function is not read here */
      continue;
    }
    line = line_before_threads_in(f, fr, root, barred, s->thread_starts);
    /* `&g` only where it means the global: a writer with a pointer parameter needs no declaration of it */
    if (line && global && !global_visible(f, s->object, line)) line = 0;
    if (!global) break; /* the variable is the allocating function's own */
  }
  free(root);
  c_file_free(f);
  if (file) *file = first->file;
  return line;
}

/* Does f name `name` before byte offset `before`: at file scope (its
 * definition, an `extern` declaration) or as a variable a function uses (not
 * a member: `.name`, `->name`), which a header then declares? The place is
 * checked again by annotation-lint's resolver before an edit is applied. */
static int named_before(const struct c_file *f, const char *name, size_t before) {
  for (size_t i = 0; i < f->n_toks && f->toks[i].start < before; i++) {
    if (f->toks[i].kind != C_TOK_IDENT || !c_tok_is(f, i, name)) continue;
    if (i && (c_tok_is(f, i - 1, ".") || c_tok_is(f, i - 1, "->"))) continue;
    return 1;
  }
  return 0;
}

/* Is `name` declared at file scope in f before byte offset `before` (an
 * identifier outside every function: a global of the file)? Not a struct,
 * union or enum tag (`struct node`), nor a name inside brackets there (a
 * struct's members, a prototype's parameters, an initialiser's): a variable
 * named like them would have been taken for a global. */
static int file_scope_before(const struct c_file *f, const char *name, size_t before) {
  int depth = 0;
  for (size_t i = 0; i < f->n_toks && f->toks[i].start < before; i++) {
    if (c_stmt_at(f, f->toks[i].start)) continue; /* inside a function */
    if (c_tok_is(f, i, "{") || c_tok_is(f, i, "(") || c_tok_is(f, i, "[")) depth++;
    else if ((c_tok_is(f, i, "}") || c_tok_is(f, i, ")") || c_tok_is(f, i, "]")) && depth > 0) depth--;
    else if (!depth && f->toks[i].kind == C_TOK_IDENT && c_tok_is(f, i, name) &&
             !(i && (c_tok_is(f, i - 1, "struct") || c_tok_is(f, i - 1, "union") || c_tok_is(f, i - 1, "enum"))))
      return 1;
  }
  return 0;
}

/* Is the identifier token i of f a name of its own, not a member (`.name`, `->name`)? */
static int plain_name_at(const struct c_file *f, size_t i, const char *name) {
  return f->toks[i].kind == C_TOK_IDENT && c_tok_is(f, i, name) &&
         !(i && (c_tok_is(f, i - 1, ".") || c_tok_is(f, i - 1, "->")));
}

int sticky_target_at_write(struct suggestion *s, struct source_cache *c, const struct frame *at, const char *target) {
  struct c_file *f = at && at->file ? c_file_open(c, at->file) : NULL;
  size_t where = f ? c_file_offset(f, at->line, at->column) : (size_t)-1;
  const struct c_stmt *st = where == (size_t)-1 ? NULL : c_stmt_at(f, where);
  int ok = 0;
  if (st && st->kind != C_STMT_FUNCTION && s->object) {
    /* declared at the file's top (its definition, an `extern`), or named by the writing statement itself (a
     * header's declaration): `&g` means the global there */
    ok = file_scope_before(f, s->object, where);
    for (size_t i = st->first; !ok && i < st->end; i++) ok = plain_name_at(f, i, s->object);
  } else if (st && st->kind != C_STMT_FUNCTION) {
    /* the allocating function's own variable, in scope at its top level, the write after the allocation */
    const struct frame *alloc = user_frame(&s->alloc);
    char *root = handoff_root(target);
    ok = alloc && alloc->file && strcmp(alloc->file, at->file) == 0 && alloc->line <= at->line &&
         function_of(f, at) && function_of(f, at) == function_of(f, alloc) && in_scope_at_top(f, alloc, root);
    free(root);
  }
  c_file_free(f);
  return ok;
}

/* The callers of the function that wrote the object last (anchor's first
 * user frame), for an object named by a global `name` — a global, or a heap
 * object whose pointer is one: the line (in *file) before the first later
 * top-level statement of a caller that starts a thread, when the caller's
 * file names `name` before it; `other_files`: callers in other files only
 * (line_before_threads_after searched the writer's). 0: none. */
static int line_in_callers(struct suggestion *s, struct source_cache *c, const struct symbolized_stack *anchor,
                           const char *name, int other_files, const char **file) {
  const struct frame *first = user_frame(anchor);
  if (!first || !first->file) return 0;
  for (size_t k = (size_t)(first - anchor->frames) + 1; k < anchor->n; k++) {
    const struct frame *fr = &anchor->frames[k];
    if (!fr->file || fr->line <= 0 || !is_user_frame(fr) || (other_files && strcmp(fr->file, first->file) == 0))
      continue;
    struct c_file *f = c_file_open(c, fr->file);
    if (!f) return 0;
    int line = line_before_threads_in(f, fr, name, NULL, s->thread_starts);
    size_t at = line ? c_file_offset(f, line, 1) : (size_t)-1;
    int named = at != (size_t)-1 && named_before(f, name, at);
    c_file_free(f);
    if (line) {
      *file = fr->file;
      return named ? line : 0;
    }
  }
  return 0;
}

/* A heap object's pointer is a global of the allocation's file (a library's
 * table filled by its init function): the pointer names it in the callers too. */
static int pointer_is_global(struct source_cache *c, const struct frame *alloc, const char *variable) {
  struct c_file *f = alloc && alloc->file && variable && suggestion_is_identifier(variable) ? c_file_open(c, alloc->file) : NULL;
  size_t at = f ? c_file_offset(f, alloc->line, 1) : (size_t)-1;
  int global = at != (size_t)-1 && file_scope_before(f, variable, at);
  c_file_free(f);
  return global;
}

/* A heap object's last write in a function its allocating function called
 * (`fill(cfg)` after `cfg = malloc(…)`): the write's stack from the frame in
 * the allocating function on, in *view — the call is placed after that
 * frame's statement, where the allocation's variable names the object. The
 * stack itself when no frame is there (lf-queue's dummy node, allocated in
 * lf_queue_init, written by main's later lf_queue_enqueue: no fix). */
static const struct symbolized_stack *from_allocating_function(struct suggestion *s, struct source_cache *c,
                                                               const struct symbolized_stack *anchor,
                                                               struct symbolized_stack *view) {
  const struct frame *alloc = user_frame(&s->alloc), *first = user_frame(anchor);
  struct c_file *f = alloc && alloc->file && first ? c_file_open(c, alloc->file) : NULL;
  const struct c_stmt *home = f ? function_of(f, alloc) : NULL;
  size_t k = first ? (size_t)(first - anchor->frames) : anchor->n;
  for (; home && k < anchor->n; k++) {
    const struct frame *fr = &anchor->frames[k];
    if (fr->file && fr->line > 0 && strcmp(fr->file, alloc->file) == 0 && function_of(f, fr) == home) break;
  }
  c_file_free(f);
  if (!home || k >= anchor->n || &anchor->frames[k] == first) return anchor;
  *view = (struct symbolized_stack){anchor->n - k, anchor->frames + k};
  return view;
}

int frame_in_dynamic_init(const struct frame *at) {
  /* clang's `__cxx_global_var_init.N` and `_GLOBAL__sub_I_FILE` that calls them, gcc's
   * `__static_initialization_and_destruction_0` */
  return at && at->function &&
         (strncmp(at->function, "__cxx_global_var_init", 21) == 0 || strncmp(at->function, "_GLOBAL__sub_I_", 15) == 0 ||
          strncmp(at->function, "__static_initialization_and_destruction", 39) == 0);
}

/* A global's last write in its dynamic initialiser: the store of its initial value, which the compiler
 * gives line 0 (no user frame), so the frame is looked for by its function. */
static const struct frame *dynamic_init_frame(const struct symbolized_stack *st) {
  for (size_t i = 0; i < st->n; i++)
    if (st->frames[i].file && st->frames[i].file[0] == '/' && frame_in_dynamic_init(&st->frames[i])) return &st->frames[i];
  return NULL;
}

int line_before_main_threads(struct suggestion *s, struct source_cache *c, const struct frame *at,
                             const char *name) {
  struct c_file *f = frame_in_dynamic_init(at) && at->file && suggestion_is_identifier(name) ? c_file_open(c, at->file) : NULL;
  const struct c_stmt *fn = f ? c_function_named(f, "main", 4) : NULL;
  int line = 0;
  /* the global is the file's own, declared before main: main's locals shadowing it are annotation-lint's check */
  for (size_t k = 0; fn && file_scope_before(f, name, f->toks[fn->first].start) && k < fn->n_kids && !line; k++) {
    const struct c_stmt *kid = fn->kids[k];
    if (starts_thread(f, kid, s->thread_starts, at->file)) line = c_line_before(f, kid);
    else if (c_assigns(f, kid, name)) break; /* main points it at another object first */
  }
  c_file_free(f);
  return line;
}

int sticky_fix_before_threads(struct suggestion *s, struct source_cache *c, const char *target, const char *name) {
  /* The last write the run saw (for a heap object only filled in its
   * allocation's epoch, the allocation itself), else the allocation. */
  const struct symbolized_stack *anchor = user_frame(&s->release) ? &s->release : &s->alloc;
  struct symbolized_stack view;
  if (!s->object) anchor = from_allocating_function(s, c, anchor, &view);
  const char *file = NULL;
  int line = line_before_threads_after(s, c, anchor, target, NULL, &file);
  /* written by its C++ dynamic initialiser only (maple's string_buffer: `StringBuffer *buffer = new …`) */
  const struct frame *init = !line && s->object ? dynamic_init_frame(&s->release) : NULL;
  if (init && (line = line_before_main_threads(s, c, init, s->object)) != 0) file = init->file;
  if (!line && s->object) line = line_in_callers(s, c, anchor, s->object, 1, &file);
  else if (!line && pointer_is_global(c, user_frame(&s->alloc), target))
    line = line_in_callers(s, c, &s->alloc, target, 0, &file);
  if (!line) return 0;
  char *indent = indentation(c, file, line);
  char text[300], what[300];
  snprintf(text, sizeof text, "%sheddle_set_sticky_read(%s);\n", indent ? indent : "", target);
  snprintf(what, sizeof what, "Make `%s` sticky-read before the threads that read it start", name);
  free(indent);
  suggestion_fix_insert(s, c, file, line, text, what);
  return 1;
}

int line_before_thread_start(struct source_cache *c, const struct symbolized_stack *creation,
                             const struct thread_starts *starts, const char **file) {
  const struct frame *at = user_frame(creation);
  if (!at || !at->file) return 0;
  struct c_file *f = c_file_open(c, at->file);
  if (!f) return 0;
  const struct c_stmt *inner, *top = top_level(f, at, &inner);
  int line = top && starts_thread(f, top, starts, at->file) ? c_line_before(f, top) : 0;
  c_file_free(f);
  *file = at->file;
  return line;
}

int sticky_write_runs_once(struct source_cache *c, const struct frame *at) {
  struct c_file *f = at && at->file ? c_file_open(c, at->file) : NULL;
  if (!f) return 0;
  const struct c_stmt *inner, *top = top_level(f, at, &inner);
  /* a statement of its own on its line, directly in a block (an `if`'s
   * unbraced body would lose the line after it to the `else`) */
  int once = top && inner->kind == C_STMT_PLAIN && c_line_before(f, inner) == at->line && inner->parent &&
             (inner->parent->kind == C_STMT_BLOCK || inner->parent->kind == C_STMT_FUNCTION);
  for (const struct c_stmt *p = inner ? inner->parent : NULL; once && p && p->kind != C_STMT_FUNCTION; p = p->parent)
    if (p->kind == C_STMT_LOOP) once = 0;
  c_file_free(f);
  return once;
}
