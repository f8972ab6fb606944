/* suggestion_fix.c — the source edit that applies an annotation suggestion.
 *
 * Written only where it is a statement of its own at a place it certainly
 * compiles and means the suggestion: a global's HEDDLE_GLOBAL* right after the
 * declaration that defines it (at file scope; a locked one after the mutex's
 * definition when that comes later in the file), a heap object's heddle_set_locked right after the statement that stores
 * the allocation in a plain variable or member, heddle_set_sticky_read after
 * a last write at the top level of its function, else before the threads
 * that read the object start (sticky_fix.c). Hand-offs and read-shared
 * phases are placed by
 * handoff_fix.c (it reads the functions' statement structure), slices by
 * slice_fix.c. `heddle annotate` and the editor check every edit with
 * annotation-lint's parser before applying it. The scanning here is lexical: strings, characters and
 * comments are skipped, brackets counted. */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c_statements.h"
#include "ctor_lock_fix.h"
#include "findings.h"
#include "handoff_places.h"
#include "suggestions.h"

#define SCAN_MAX_LINES 200

/* The line holding the `;` that ends the statement or declaration starting
 * on `line`, or 0 when none is found nearby. */
static int statement_end(struct source_cache *c, const char *path, int line) {
  int depth = 0, in_comment = 0;
  for (int n = line; n < line + SCAN_MAX_LINES; n++) {
    size_t len;
    const char *t = source_line(c, path, n, &len);
    if (!t) return 0;
    size_t i = 0;
    while (i < len && isspace((unsigned char)t[i])) i++;
    if (!in_comment && i < len && t[i] == '#') continue; /* preprocessor line */
    for (; i < len; i++) {
      char ch = t[i];
      if (in_comment) {
        if (ch == '*' && i + 1 < len && t[i + 1] == '/') in_comment = 0, i++;
        continue;
      }
      if (ch == '/' && i + 1 < len && t[i + 1] == '/') break;
      if (ch == '/' && i + 1 < len && t[i + 1] == '*') { in_comment = 1; i++; continue; }
      if (ch == '"' || ch == '\'') {
        for (i++; i < len && t[i] != ch; i++)
          if (t[i] == '\\') i++;
        continue;
      }
      if (ch == '(' || ch == '[' || ch == '{') depth++;
      else if (ch == ')' || ch == ']' || ch == '}') depth = depth > 0 ? depth - 1 : 0;
      else if (ch == ';' && depth == 0) return n;
    }
  }
  return 0;
}

static int is_ident_char(char ch) { return isalnum((unsigned char)ch) || ch == '_'; }

int suggestion_is_identifier(const char *s) {
  if (!s || !*s || isdigit((unsigned char)*s)) return 0;
  for (; *s; s++)
    if (!is_ident_char(*s)) return 0;
  return 1;
}

/* The length of the identifier s starts with (0: none). */
static size_t identifier_length(const char *s) {
  if (isdigit((unsigned char)*s)) return 0;
  size_t n = 0;
  while (is_ident_char(s[n])) n++;
  return n;
}

/* An identifier, then `.member`, `->member` and (with_index) `[N]` parts: 1 when s is nothing else. */
static int name_path(const char *s, int with_index) {
  size_t n = s ? identifier_length(s) : 0;
  if (!n) return 0;
  for (s += n; *s; s += n) {
    if (s[0] == '.' || (s[0] == '-' && s[1] == '>')) {
      s += s[0] == '.' ? 1 : 2;
      n = identifier_length(s);
    } else if (s[0] == '[' && with_index && isdigit((unsigned char)s[1])) {
      n = 1;
      while (isdigit((unsigned char)s[n])) n++;
      n = s[n] == ']' ? n + 1 : 0;
    } else {
      n = 0;
    }
    if (!n) return 0;
  }
  return 1;
}

int suggestion_is_member_path(const char *s) { return name_path(s, 0); }

/* as symbolize_lock names a lock inside a global: an array's element `fork_m[2]`, a struct's member
 * `pool.lock`, an array element's `v[1].lock`; and lock_names.c a heap object's mutex through the
 * variable or member its allocation is stored in: `c->lock`, `pool->q->m` */
int suggestion_is_lock_expression(const char *s) { return name_path(s, 1); }

/* Does `name` (an array element's or a member's: its variable) occur as a whole word on a line before `line`? */
static int named_before(struct source_cache *c, const char *path, const char *name, int line) {
  size_t n = strcspn(name, "[.");
  for (int k = 1; k < line; k++) {
    size_t len;
    const char *t = source_line(c, path, k, &len);
    if (!t) return 0;
    for (size_t i = 0; i + n <= len; i++)
      if (memcmp(t + i, name, n) == 0 && (i == 0 || !is_ident_char(t[i - 1])) &&
          (i + n == len || !is_ident_char(t[i + n])))
        return 1;
  }
  return 0;
}

/* 0 when the file already includes heddle.h; else the line to insert the
 * #include before (the first #include, or line 1). */
int include_line(struct source_cache *c, const char *path) {
  int first = 0;
  for (int k = 1;; k++) {
    size_t len;
    const char *t = source_line(c, path, k, &len);
    if (!t) break;
    size_t i = 0;
    while (i < len && isspace((unsigned char)t[i])) i++;
    if (i == len || t[i] != '#') continue; /* a directive, not a comment mentioning one */
    for (i++; i < len && isspace((unsigned char)t[i]);) i++;
    if (len - i < 7 || memcmp(t + i, "include", 7) != 0) continue;
    if (memmem(t, len, "heddle.h", 8)) return 0;
    if (!first) first = k;
  }
  return first ? first : 1;
}

void suggestion_fix_add_line(struct suggestion_fix *f, int line, char *text) {
  struct text_edit *e = &f->edits[f->n_edits++];
  e->line = line;
  e->column = e->end_column = 1;
  e->text = text;
}

static void add_edit(struct suggestion_fix *f, int line, const char *text) {
  suggestion_fix_add_line(f, line, strdup(text));
}

void suggestion_fix_insert(struct suggestion *s, struct source_cache *c, const char *path, int line,
                           const char *statement, const char *description) {
  s->fix.file = strdup(path);
  s->fix.description = strdup(description);
  add_edit(&s->fix, line, statement);
  int inc = include_line(c, path);
  if (inc) add_edit(&s->fix, inc, "#include <heddle.h>\n");
}

/* Inserts `statement` (with its newline) on a line of its own after the
 * statement starting on `line`, plus the #include when the file lacks it. */
static void insert_after(struct suggestion *s, struct source_cache *c, const char *path, int line,
                         const char *statement, const char *description) {
  int end = statement_end(c, path, line);
  if (end) suggestion_fix_insert(s, c, path, end + 1, statement, description);
}

int suggestion_starts_statement(struct source_cache *c, const char *path, int line) {
  int in_comment = 0; /* inside a block comment, read upwards from its end */
  for (int k = line - 1; k >= 1; k--) {
    size_t len, lead = 0;
    const char *t = source_line(c, path, k, &len);
    if (!t) return 0;
    while (lead < len && isspace((unsigned char)t[lead])) lead++;
    /* a comment line between the statements (maple's bank_account: `// print results` above the
     * take-over's line made it "no place", and the whole locked fix was dropped) */
    const char *open = in_comment ? memmem(t, len, "/*", 2) : NULL;
    if (in_comment && !open) continue;
    if (open) len = (size_t)(open - t), in_comment = 0;
    if (len - lead >= 2 && t[lead] == '/' && t[lead + 1] == '/') continue;
    while (len > lead && isspace((unsigned char)t[len - 1])) len--;
    if (len - lead >= 2 && t[len - 2] == '*' && t[len - 1] == '/') {
      const char *start = memmem(t + lead, len - lead, "/*", 2);
      if (!start) {
        in_comment = 1;
        continue;
      }
      len = (size_t)(start - t);
      while (len > lead && isspace((unsigned char)t[len - 1])) len--;
    }
    if (len <= lead) continue;
    char last = t[len - 1];
    return last == ';' || last == '{' || last == '}';
  }
  return 1;
}

/* Is `line` a statement directly in its function's body (not nested in a
 * loop or branch)? Its indentation equals that of the body's first line
 * (the first line after the function's opening brace at column 1 that is
 * not a preprocessor line: `#ifdef` stands at column 1 in any body; white
 * space after the brace does not count: OSTEP's `main(...) {   `). */
static int top_level_in_function(struct source_cache *c, const char *path, int line) {
  size_t len;
  const char *t = source_line(c, path, line, &len);
  if (!t) return 0;
  size_t ind = 0;
  while (ind < len && (t[ind] == ' ' || t[ind] == '\t')) ind++;
  for (int k = line - 1; k >= 1; k--) {
    const char *u = source_line(c, path, k, &len);
    if (!u) return 0;
    while (len && isspace((unsigned char)u[len - 1])) len--;
    if (len && u[0] == '}') return 0; /* another function ended first: not inside one we can see */
    int opens = (len && u[0] == '{') || (len && !isspace((unsigned char)u[0]) && u[len - 1] == '{');
    if (!opens) continue;
    for (int b = k + 1; b <= line; b++) {
      const char *v = source_line(c, path, b, &len);
      size_t i = 0;
      while (v && i < len && (v[i] == ' ' || v[i] == '\t')) i++;
      if (v && i < len && v[i] != '#') return i == ind;
    }
    return 0;
  }
  return 0;
}

/* The leading white space of a line. */
char *indentation(struct source_cache *c, const char *path, int line) {
  size_t len, i = 0;
  const char *t = source_line(c, path, line, &len);
  while (t && i < len && (t[i] == ' ' || t[i] == '\t')) i++;
  return strndup(t ? t : "", i);
}

/* The lvalue an allocation at (line, column) is assigned to — `q` in `struct
 * q *q = malloc(n);`, `s->buf` in `s->buf = calloc(...)` — or NULL when the
 * allocation is not the right side of a plain assignment or initialisation. */
char *assigned_variable(struct source_cache *c, const char *path, int line, int column) {
  size_t len;
  const char *t = source_line(c, path, line, &len);
  if (!t || column < 2 || (size_t)column > len + 1) return NULL;
  size_t end = (size_t)column - 1, eq = 0;
  int found = 0;
  for (size_t i = 0; i < end; i++) {
    if (t[i] != '=') continue;
    char before = i ? t[i - 1] : ' ', after = i + 1 < len ? t[i + 1] : ' ';
    if (strchr("=!<>+-*/%&|^", before) || after == '=') continue;
    eq = i;
    found = 1;
    break; /* the first plain '=' on the line */
  }
  if (!found) return NULL;
  size_t lo = 0, hi = eq;
  while (lo < hi && isspace((unsigned char)t[lo])) lo++;
  while (hi > lo && isspace((unsigned char)t[hi - 1])) hi--;
  if (hi == lo) return NULL;
  char *lhs = strndup(t + lo, hi - lo);
  if (!lhs || strstr(lhs, "++") || strstr(lhs, "--") || strchr(lhs, '(') || strchr(lhs, ',')) {
    free(lhs);
    return NULL;
  }
  if (strstr(lhs, "->") || strchr(lhs, '.') || strchr(lhs, '[')) return lhs; /* an expression */
  /* a declaration (`struct q *q`) or a plain name: its last identifier */
  size_t e = strlen(lhs), b = e;
  while (b > 0 && is_ident_char(lhs[b - 1])) b--;
  char *name = suggestion_is_identifier(lhs + b) ? strdup(lhs + b) : NULL;
  free(lhs);
  return name;
}

char *allocation_variable(struct source_cache *sources, const char *file, int line, int column, int *in_condition) {
  char *var = assigned_variable(sources, file, line, column);
  if (in_condition) *in_condition = 0;
  if (var || column < 2) return var;
  size_t len;
  const char *t = source_line(sources, file, line, &len);
  if (!t || (size_t)column > len + 1) return NULL;
  /* the last plain `=` before the allocation, a name path before it, and `(` before that */
  size_t eq = 0;
  for (size_t i = (size_t)column - 1; !eq && i-- > 1;) {
    char before = t[i - 1], after = i + 1 < len ? t[i + 1] : ' ';
    if (t[i] == '=' && !strchr("=!<>+-*/%&|^", before) && after != '=') eq = i;
  }
  size_t hi = eq, lo;
  while (hi > 0 && isspace((unsigned char)t[hi - 1])) hi--;
  for (lo = hi; lo > 0 && (isalnum((unsigned char)t[lo - 1]) || t[lo - 1] == '_' || t[lo - 1] == '-' ||
                           t[lo - 1] == '>' || t[lo - 1] == '.');)
    lo--;
  size_t open = lo;
  while (open > 0 && isspace((unsigned char)t[open - 1])) open--;
  if (!eq || hi == lo || open == 0 || t[open - 1] != '(') return NULL;
  var = strndup(t + lo, hi - lo);
  if (var && !suggestion_is_member_path(var)) {
    free(var);
    var = NULL;
  }
  if (var && in_condition) *in_condition = 1;
  return var;
}

int suggestion_fix_take_over(struct suggestion *s, struct source_cache *c, const char *target) {
  const struct frame *f = user_frame(&s->release);
  if (!f || !s->fix.file || strcmp(f->file, s->fix.file) != 0 || !suggestion_starts_statement(c, f->file, f->line))
    return 0;
  char *indent = indentation(c, f->file, f->line);
  char text[300];
  snprintf(text, sizeof text, "%sheddle_acquire_write(%s);\n", indent ? indent : "", target);
  free(indent);
  add_edit(&s->fix, f->line, text);
  return 1;
}

/* STICKY_READ written at run time: heddle_set_sticky_read(target) after the
 * statement of the last write, when that statement is directly in its
 * function's body (the write happens once, before the readers start) or,
 * `nested`, in a branch of it but in no loop (sticky_write_runs_once: a
 * library's init function filling its globals inside `if (n is valid)`, run
 * before the threads of another file's main start). */
static void add_sticky_after_write(struct suggestion *s, struct source_cache *c, const char *target,
                                   const char *name, int nested) {
  const struct frame *f = user_frame(&s->release);
  /* (sticky_write_runs_once reads the statement structure, which skips preprocessor lines: a write after an `#endif`) */
  if (!f || frame_in_dynamic_init(f) || !(nested ? sticky_write_runs_once(c, f)
                     : suggestion_starts_statement(c, f->file, f->line) && top_level_in_function(c, f->file, f->line)))
    return;
  /* a writer that reached the object through a pointer of its own (a library's init function): the
   * object's name may mean nothing there; the call then goes where its callers name it (sticky_fix.c) */
  if (!sticky_target_at_write(s, c, f, target)) return;
  char *indent = indentation(c, f->file, f->line);
  char text[300], what[300];
  snprintf(text, sizeof text, "%sheddle_set_sticky_read(%s);\n", indent ? indent : "", target);
  snprintf(what, sizeof what, "Make `%s` sticky-read after its last write", name);
  free(indent);
  insert_after(s, c, f->file, f->line, text, what);
}

/* A constructor function (`struct sbuf *sb = malloc(…)`, its mutex's init
 * and the members' first values, `return sb;`): the line of that return,
 * when the allocation is a statement of the function's body and none after it
 * publishes, starts a thread or points the variable elsewhere. The release
 * placement gives up in a helper (its return hands nothing over: the caller
 * still uses the object), but a set_locked there runs once per object, after
 * the helper's own unlocked writes, which one placed right after the
 * allocation would make lock-not-held. 0: not such a function. */
static int line_before_return(struct source_cache *c, const struct suggestion *s) {
  const struct frame *at = user_frame(&s->alloc);
  struct c_file *f = at && at->file ? c_file_open(c, at->file) : NULL;
  size_t where = f ? c_file_offset(f, at->line, at->column) : (size_t)-1;
  const struct c_stmt *st = where == (size_t)-1 ? NULL : c_stmt_at(f, where);
  const struct c_stmt *fn = st ? st->parent : NULL;
  int line = 0;
  if (fn && fn->kind == C_STMT_FUNCTION) {
    size_t k = 0;
    while (k < fn->n_kids && fn->kids[k] != st) k++;
    for (k++; k < fn->n_kids; k++) {
      const struct c_stmt *kid = fn->kids[k];
      if (kid->end - kid->first == 3 && c_tok_is(f, kid->first, "return") && c_tok_is(f, kid->first + 1, s->variable)) {
        line = c_line_before(f, kid);
        break;
      }
      if (c_assigns(f, kid, s->variable) || c_calls_any(f, kid->first, kid->end, &HANDOFF_RELEASES, C_CALL_DEPTH) ||
          thread_starts_within(s->thread_starts, at->file, c_file_line(f, f->toks[kid->first].start),
                               c_file_line(f, f->toks[kid->end - 1].start)))
        break;
    }
  }
  c_file_free(f);
  return line;
}

/* The line a heap object's heddle_set_locked goes on (0: right after the
 * allocation's statement): where its allocation's epoch ends, as a release
 * after the allocation would (handoff_fix.c) — the allocator's accesses in
 * that epoch reach no hook, so the run cannot tell whether they held the
 * mutex (an initialisation right after malloc without it: the strict run
 * reported it), and the epoch ends at its next release operation at the
 * latest. Only where the name there is the allocation's variable. */
static int locked_heap_line(struct suggestion *s, struct source_cache *c, int *indent_line) {
  struct c_file *f = c_file_open(c, s->file);
  struct handoff_call call = {0};
  int line = f && handoff_place_release(c, f, s, &s->alloc, &call, indent_line) ? call.line : 0;
  if (line && (!call.expression || strcmp(call.expression, s->variable) != 0)) line = 0;
  free(call.expression);
  c_file_free(f);
  if (!line && suggestion_is_identifier(s->variable) && (line = line_before_return(c, s)) != 0) *indent_line = line;
  /* A release placement passes over a loop that starts the threads (a loop may not run: it certainly
   * publishes nothing) and can land after the joins, even after the free. The first later top-level
   * statement of the allocating function that starts a thread ends the epoch as surely: the earlier of
   * the two. */
  const char *file = NULL;
  int before_threads = line_before_threads_after(s, c, &s->alloc, s->variable, NULL, &file);
  if (before_threads && file && strcmp(file, s->file) == 0 && (!line || before_threads < line)) {
    line = before_threads;
    *indent_line = before_threads;
  }
  return line;
}

/* LOCKED + FROM_SHARING, a global: initialised without the mutex while no
 * other thread ran (recmutex's balances, filled by main), so HEDDLE_GLOBAL_LOCKED
 * would report the initialisation; heddle_set_locked(&g, &m) goes before the
 * statement that starts the threads (s->alloc: the first thread's creation,
 * suggestions.c), lifted out of loops, when the mutex is named by then. */
static void set_locked_before_threads(struct suggestion *s, struct source_cache *c, int lock_at) {
  const char *file = NULL;
  int line = line_before_thread_start(c, &s->alloc, s->thread_starts, &file);
  if (!line || !file || strcmp(file, s->file) != 0 || line <= lock_at || !s->lock_is_symbol ||
      !suggestion_is_lock_expression(s->lock_name) || !named_before(c, s->file, s->lock_name, line))
    return;
  char text[512], what[256], target[300];
  char *indent = indentation(c, file, line);
  snprintf(text, sizeof text, "%sheddle_set_locked(&%s, &%s);\n", indent ? indent : "", s->object, s->lock_name);
  free(indent);
  snprintf(what, sizeof what, "Annotate `%s` as locked by `%s` once it is initialised", s->object, s->lock_name);
  suggestion_fix_insert(s, c, s->file, line, text, what);
  snprintf(target, sizeof target, "&%s", s->object);
  if ((s->rec->flags & HEDDLE_SUGGEST_TAKEN_OVER) && !suggestion_fix_take_over(s, c, target))
    suggestion_fix_drop(&s->fix);
}

/* Why a sticky-read object got no fix, and what the user can do. */
#define STICKY_GLOBAL_NO_FIX                                                                                     \
  "no place was found that certainly runs once, after its last write and before the threads start (after the " \
  "write it would run again in a loop or land outside its block; no statement that starts a thread follows in "  \
  "the writing function, in a caller of its file, or in a caller of another file that declares it): call "       \
  "heddle_set_sticky_read on it yourself where its filling is done, before the first thread starts"
#define STICKY_HEAP_NO_FIX                                                                                       \
  "no statement that starts a thread follows its filling in the function that allocates it, with the variable " \
  "that points to it still in scope: call heddle_set_sticky_read on it yourself where its filling is done, "    \
  "before the first thread that reads it starts"

/* ... its last write in another function, through a pointer of that function's (trial round 14 finding 5:
 * lf-queue's dummy node, allocated in lf_queue_init, written by the first lf_queue_enqueue's `prev->next`) */
#define STICKY_HEAP_WRITER_NO_FIX                                                                                \
  "its last write is in another function than its allocation, where the variable that points to it does not "   \
  "exist, and no statement that starts a thread follows its filling in the allocating function (a call through " \
  "the writer's pointer would run at every call of that function, on every object it writes): call "           \
  "heddle_set_sticky_read on it yourself where its filling is done, before the first thread that reads it starts"

#define LOCKED_DYNAMIC_INIT_NO_FIX                                                                               \
  "it is allocated by a global's initialiser, where no statement can go, and its file's main starts no thread "  \
  "after it (or has no main, or points the global elsewhere first): call heddle_set_locked on it yourself after " \
  "the initialisers ran, before the first thread that uses it starts"

void suggestion_fix_drop(struct suggestion_fix *f) {
  free(f->file);
  free(f->description);
  for (size_t i = 0; i < f->n_edits; i++) free(f->edits[i].text);
  memset(f, 0, sizeof *f);
}

void suggestion_fix_compute(struct suggestion *s, struct source_cache *c) {
  const struct heddle_ev_suggestion *r = s->rec;
  if (!s->file || s->file[0] != '/') return;
  if (r->kind == HEDDLE_SUGGEST_SLICE) { slice_fix_compute(s, c); return; }
  if (r->kind == HEDDLE_SUGGEST_FIELDS) { field_fix_compute(s, c); return; }
  char text[512], what[256];
  if (s->object) {
    if (!suggestion_is_identifier(s->object)) return; /* C++ qualified names */
    /* After the global's definition, or after the mutex's when that comes
     * later in the same file (the annotation names both). */
    int at = s->line;
    if (s->lock_file && strcmp(s->lock_file, s->file) == 0 && s->lock_line > s->line) at = s->lock_line;
    int locked = r->kind == HEDDLE_SUGGEST_LOCKED && !(r->flags & HEDDLE_SUGGEST_FROM_SHARING) &&
                 s->lock_is_symbol && suggestion_is_lock_expression(s->lock_name) && named_before(c, s->file, s->lock_name, at + 1);
    if (locked) {
      snprintf(text, sizeof text, "HEDDLE_GLOBAL_LOCKED(%s, &%s);\n", s->object, s->lock_name);
      snprintf(what, sizeof what, "Annotate `%s` as locked by `%s`", s->object, s->lock_name);
    } else if (r->kind == HEDDLE_SUGGEST_STICKY_READ && (r->flags & HEDDLE_SUGGEST_NEVER_WRITTEN)) {
      snprintf(text, sizeof text, "HEDDLE_GLOBAL(%s, HEDDLE_STICKY_READ);\n", s->object);
      snprintf(what, sizeof what, "Annotate `%s` as sticky-read", s->object);
    } else if (r->kind == HEDDLE_SUGGEST_STICKY_READ) {
      char target[300];
      snprintf(target, sizeof target, "&%s", s->object);
      add_sticky_after_write(s, c, target, s->object, 0);
      if (!s->fix.file) sticky_fix_before_threads(s, c, target, s->object); /* filled in a loop */
      if (!s->fix.file) add_sticky_after_write(s, c, target, s->object, 1); /* in a branch, threads elsewhere */
      if (!s->fix.file) s->fix_note = STICKY_GLOBAL_NO_FIX;
      return;
    } else if (r->kind == HEDDLE_SUGGEST_LOCKED && (r->flags & HEDDLE_SUGGEST_FROM_SHARING)) {
      set_locked_before_threads(s, c, at);
      return;
    } else if (r->kind == HEDDLE_SUGGEST_RACY) {
      snprintf(text, sizeof text, "HEDDLE_GLOBAL(%s, HEDDLE_RACY);\n", s->object);
      snprintf(what, sizeof what, "Annotate `%s` as racy", s->object);
    } else {
      return;
    }
    insert_after(s, c, s->file, locked ? at : s->line, text, what);
    if (locked && (r->flags & HEDDLE_SUGGEST_TAKEN_OVER)) {
      char target[300];
      snprintf(target, sizeof target, "&%s", s->object);
      if (!suggestion_fix_take_over(s, c, target)) suggestion_fix_drop(&s->fix);
    }
    return;
  }
  int in_condition;
  s->variable = allocation_variable(c, s->file, s->line, s->column, &in_condition);
  if (!s->variable) return;
  if (r->kind == HEDDLE_SUGGEST_STICKY_READ) {
    if (!(r->flags & HEDDLE_SUGGEST_NEVER_WRITTEN)) add_sticky_after_write(s, c, s->variable, s->variable, 0);
    /* filled right after the allocation (no write recorded), or in a loop */
    if (!s->fix.file) sticky_fix_before_threads(s, c, s->variable, s->variable);
    if (!s->fix.file) {
      const struct frame *w = user_frame(&s->release);
      s->fix_note = w && !(r->flags & HEDDLE_SUGGEST_NEVER_WRITTEN) && !sticky_target_at_write(s, c, w, s->variable)
                        ? STICKY_HEAP_WRITER_NO_FIX
                        : STICKY_HEAP_NO_FIX;
    }
    return;
  }
  if (r->kind != HEDDLE_SUGGEST_LOCKED || (r->flags & HEDDLE_SUGGEST_FROM_SHARING) || !s->lock_is_symbol ||
      !suggestion_is_lock_expression(s->lock_name))
    return;
  if (s->ctor_lock) { /* a private member of its C++ class: nothing outside the class can name it */
    ctor_lock_fix_compute(s, c);
    if (s->fix.file && (r->flags & HEDDLE_SUGGEST_TAKEN_OVER) && !suggestion_fix_take_over(s, c, s->variable))
      suggestion_fix_drop(&s->fix);
    return;
  }
  int indent_line = s->line, line;
  if (frame_in_dynamic_init(user_frame(&s->alloc))) {
    /* a global's `= new C(…)` (maple's string_buffer): no statement goes at file scope, main runs after it */
    line = indent_line = line_before_main_threads(s, c, user_frame(&s->alloc), s->variable);
    if (!line) {
      s->fix_note = LOCKED_DYNAMIC_INIT_NO_FIX;
      return;
    }
  } else {
    line = locked_heap_line(s, c, &indent_line);
  }
  char *indent = indentation(c, s->file, indent_line);
  snprintf(text, sizeof text, "%sheddle_set_locked(%s, &%s);\n", indent ? indent : "", s->variable,
           s->lock_name);
  free(indent);
  snprintf(what, sizeof what, "Annotate the object `%s` points to as locked by `%s`", s->variable, s->lock_name);
  if (line) suggestion_fix_insert(s, c, s->file, line, text, what);
  else if (!in_condition) insert_after(s, c, s->file, s->line, text, what); /* not after an `if`'s first `;` */
  if ((r->flags & HEDDLE_SUGGEST_TAKEN_OVER) && !suggestion_fix_take_over(s, c, s->variable)) suggestion_fix_drop(&s->fix);
}
