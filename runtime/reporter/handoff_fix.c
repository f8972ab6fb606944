/* handoff_fix.c — the source edit of a hand-off suggestion: for every place
 * the object changed hands (struct handoff_step), heddle_release_write in the
 * old owner and heddle_acquire_write in the new owner, each a statement of its
 * own between two statements of a block (c_statements.h).
 *
 * The name: what the access at the runtime's stack frame dereferenced — the
 * base of the last `->` or `[` (or the operand of a unary `*`) of the
 * expressions in that statement; every such base there must be the same text,
 * or the one at the access's column is taken. At an allocation, the variable
 * the pointer is stored in; at a free, free's argument; for a global, `&name`.
 * A name that is a parameter is followed up the stack to the caller's
 * argument. Only plain names, members and subscripts by names or numbers: no
 * call, no side effect. Any pointer into the object will do (heddle.h: "obj
 * arguments may point anywhere inside the object").
 *
 * The places, where the name is in scope and the object's accesses are on
 * the right side of the call:
 *   acquire: before the statement of the new owner's first access, lifted out
 *     of every enclosing loop that cannot synchronise (no pthread_/sem_/atomic
 *     call, also through the file's own functions) and does not assign the
 *     name: before the loop, not at each iteration;
 *   release: after the old owner's last access. The runtime knows the first
 *     access of the old owner's last epoch, which ended at a release operation
 *     (the synchronisation that handed the object over); so the call goes
 *     just before the first later statement of the same block (after the same
 *     lifting) that publishes (unlock, create, signal, post, atomic store...)
 *     or returns, else at the function's end (a
 *     return or the end only in the thread's outermost function).
 * A step whose places cannot be found this way leaves the suggestion without
 * a fix (a message only). annotation-lint checks every call again (between
 * statements, the name meaning the same variable as at the access). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c_statements.h"
#include "findings.h"
#include "suggestions.h"

#define CALL_DEPTH 3 /* how deep the file's own functions are searched for synchronisation */
#define IDENT_CHARS "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"

/* Calls that may synchronise: an acquire must not be hoisted above one. */
static const char *const SYNC_PREFIXES[] = {"pthread_", "sem_", "__atomic_", "__sync_", "atomic_",
                                            "mtx_", "cnd_", "thrd_"};
/* Calls that may publish (a release operation: what ends an epoch), the only
 * ones that can hand an object over; a lock or a wait for a semaphore only
 * takes (a cond wait releases its mutex). */
static const char *const RELEASE_PREFIXES[] = {
    "pthread_create", "pthread_exit", "pthread_mutex_unlock", "pthread_cond_signal", "pthread_cond_broadcast",
    "pthread_cond_wait", "pthread_cond_timedwait", "pthread_barrier_wait", "pthread_rwlock_unlock",
    "pthread_spin_unlock", "sem_post", "__atomic_store", "__atomic_exchange", "__atomic_compare_exchange",
    "__atomic_fetch_", "__atomic_add_fetch", "__atomic_sub_fetch", "__atomic_and_fetch", "__atomic_or_fetch",
    "__atomic_xor_fetch", "__atomic_nand_fetch", "__atomic_thread_fence", "__atomic_clear", "__sync_",
    "atomic_store", "atomic_exchange", "atomic_fetch_", "atomic_compare_exchange", "atomic_thread_fence",
    "atomic_flag_clear", "mtx_unlock", "cnd_signal", "cnd_broadcast", "cnd_wait", "cnd_timedwait", "thrd_create",
    "thrd_exit"};

static int tok_prefix(const struct c_file *f, size_t i, const char *prefix) {
  size_t n = strlen(prefix);
  return f->toks[i].kind == C_TOK_IDENT && f->toks[i].end - f->toks[i].start >= n &&
         memcmp(f->text + f->toks[i].start, prefix, n) == 0;
}

struct sync_names {
  const char *const *prefixes;
  size_t n;
};
static const struct sync_names ANY_SYNC = {SYNC_PREFIXES, sizeof SYNC_PREFIXES / sizeof SYNC_PREFIXES[0]};
static const struct sync_names RELEASES = {RELEASE_PREFIXES, sizeof RELEASE_PREFIXES / sizeof RELEASE_PREFIXES[0]};

/* Does tokens [first, end) call one of these synchronisation functions, or a
 * function of this file that does? */
static int calls_sync(const struct c_file *f, size_t first, size_t end, const struct sync_names *names, int depth) {
  for (size_t i = first; i < end; i++) {
    if (f->toks[i].kind != C_TOK_IDENT || !c_tok_is(f, i + 1, "(")) continue;
    for (size_t k = 0; k < names->n; k++)
      if (tok_prefix(f, i, names->prefixes[k])) return 1;
    const struct c_stmt *callee = c_function_named(f, f->text + f->toks[i].start, f->toks[i].end - f->toks[i].start);
    if (callee && depth > 0 && calls_sync(f, callee->first, callee->end, names, depth - 1)) return 1;
  }
  return 0;
}

static int synchronises(const struct c_file *f, const struct c_stmt *s) {
  return calls_sync(f, s->first, s->end, &ANY_SYNC, CALL_DEPTH);
}

static int publishes(const struct c_file *f, const struct c_stmt *s) {
  return calls_sync(f, s->first, s->end, &RELEASES, CALL_DEPTH);
}

static int returns(const struct c_file *f, const struct c_stmt *s) {
  for (size_t i = s->first; i < s->end; i++)
    if (c_tok_is(f, i, "return") || c_tok_is(f, i, "pthread_exit")) return 1;
  return 0;
}

/* ---- the name */

struct chain {
  size_t first, end; /* the base's tokens */
  size_t last;       /* the whole chain's last token */
  int plain;         /* the base is a plain expression (a name the fix can use) */
};

/* Is [first, end) a plain name, member or subscript by names and numbers? */
static int plain_expression(const struct c_file *f, size_t first, size_t end) {
  if (first >= end || f->toks[first].kind != C_TOK_IDENT) return 0;
  for (size_t i = first; i < end; i++) {
    if (f->toks[i].kind == C_TOK_IDENT || f->toks[i].kind == C_TOK_NUMBER) continue;
    if (c_tok_is(f, i, "->") || c_tok_is(f, i, ".") || c_tok_is(f, i, "[") || c_tok_is(f, i, "]") ||
        c_tok_is(f, i, "+") || c_tok_is(f, i, "-"))
      continue;
    return 0;
  }
  return 1;
}

static int is_keyword(const struct c_file *f, size_t i) {
  static const char *const words[] = {"return", "sizeof", "if", "for", "while", "do", "switch", "case",
                                      "else", "struct", "union", "enum", "const", "static", "int", "char",
                                      "long", "short", "unsigned", "signed", "void", "double", "float"};
  for (size_t k = 0; k < sizeof words / sizeof words[0]; k++)
    if (c_tok_is(f, i, words[k])) return 1;
  return 0;
}

/* Is the `*` at token i a dereference (not a multiplication or a declarator)? */
static int unary_star(const struct c_file *f, size_t first, size_t i) {
  if (!c_tok_is(f, i, "*")) return 0;
  if (i == first) return 1;
  const struct c_token *before = &f->toks[i - 1];
  if (before->kind == C_TOK_NUMBER || c_tok_is(f, i - 1, ")") || c_tok_is(f, i - 1, "]")) return 0;
  return before->kind != C_TOK_IDENT || (is_keyword(f, i - 1) && !c_tok_is(f, i - 1, "sizeof"));
}

/* The dereferenced bases in tokens [first, end): per postfix chain, the part
 * before its last `->` or `[`; a chain after a unary `*` whole. Operands of
 * sizeof are no accesses. */
static size_t bases(const struct c_file *f, size_t first, size_t end, struct chain *out, size_t max) {
  size_t n = 0;
  for (size_t i = first; i < end && n < max;) {
    int starts = f->toks[i].kind == C_TOK_IDENT && !is_keyword(f, i) &&
                 !(i > 0 && (c_tok_is(f, i - 1, "->") || c_tok_is(f, i - 1, ".")));
    if (!starts) { i++; continue; }
    size_t j = i + 1, last_deref = 0;
    int plain = 1;
    while (j < end) {
      if ((c_tok_is(f, j, "->") || c_tok_is(f, j, ".")) && j + 1 < end && f->toks[j + 1].kind == C_TOK_IDENT) {
        if (c_tok_is(f, j, "->")) last_deref = j;
        j += 2;
      } else if (c_tok_is(f, j, "[")) {
        int depth = 0;
        size_t k = j;
        for (; k < end; k++) {
          if (c_tok_is(f, k, "[")) depth++;
          else if (c_tok_is(f, k, "]") && --depth == 0) break;
        }
        if (k >= end) break;
        if (!plain_expression(f, j + 1, k) && !(k == j + 2 && f->toks[j + 1].kind == C_TOK_NUMBER)) plain = 0;
        last_deref = j;
        j = k + 1;
      } else {
        break;
      }
    }
    size_t lead = i > first && c_tok_is(f, i - 1, "*") ? i - 1 : i; /* `sizeof *p`, `sizeof p->x` */
    int measured = lead > first && c_tok_is(f, lead - 1, "sizeof");
    int called = c_tok_is(f, j, "(");
    int unary = i > first && unary_star(f, first, i - 1);
    if (!measured && !called && (last_deref || unary)) {
      size_t base_end = last_deref && !unary ? last_deref : j;
      out[n++] = (struct chain){i, base_end, j - 1, plain && plain_expression(f, i, base_end)};
    }
    i = j > i ? j : i + 1;
  }
  return n;
}

static char *chain_text(const struct c_file *f, const struct chain *c) {
  size_t len = 0;
  for (size_t i = c->first; i < c->end; i++) len += f->toks[i].end - f->toks[i].start;
  char *text = malloc(len + 1), *p = text;
  if (!text) return NULL;
  for (size_t i = c->first; i < c->end; i++) {
    size_t l = f->toks[i].end - f->toks[i].start;
    memcpy(p, f->text + f->toks[i].start, l);
    p += l;
  }
  *p = 0;
  return text;
}

static int same_text(const struct c_file *f, const struct chain *a, const struct chain *b) {
  if (a->end - a->first != b->end - b->first) return 0;
  for (size_t i = 0; i < a->end - a->first; i++) {
    const struct c_token *x = &f->toks[a->first + i], *y = &f->toks[b->first + i];
    if (x->end - x->start != y->end - y->start || memcmp(f->text + x->start, f->text + y->start, x->end - x->start))
      return 0;
  }
  return 1;
}

/* The name the access at byte `at` (inside statement s, on its line) went
 * through, or NULL: the one base of the statement's dereferences, or, when
 * they differ, the chain holding the access's column, else the last chain
 * ending before it on that line (an assignment's column is its operator's). */
static char *accessed_name(const struct c_file *f, const struct c_stmt *s, size_t at) {
  struct chain found[64];
  size_t n = bases(f, s->first, s->end, found, 64);
  if (!n) return NULL;
  int one = 1;
  for (size_t i = 1; i < n && one; i++) one = same_text(f, &found[0], &found[i]);
  if (one) return found[0].plain ? chain_text(f, &found[0]) : NULL;
  const struct chain *pick = NULL;
  size_t line_start = f->line_start[c_file_line(f, at) - 1];
  for (size_t k = 0; k < n; k++) {
    size_t lo = f->toks[found[k].first].start, hi = f->toks[found[k].last].end;
    if (lo <= at && at < hi) {
      pick = &found[k];
      break;
    }
    if (hi <= at && lo >= line_start && (!pick || f->toks[pick->last].end < hi)) pick = &found[k];
  }
  return pick && pick->plain ? chain_text(f, pick) : NULL;
}

/* ---- the places */

/* Does the statement assign the name's root variable (`root =`, `root++`)? */
static int assigns(const struct c_file *f, const struct c_stmt *s, const char *root) {
  if (!root) return 0;
  for (size_t i = s->first; i < s->end; i++) {
    if (!c_tok_is(f, i, root) || (i > 0 && (c_tok_is(f, i - 1, "->") || c_tok_is(f, i - 1, ".")))) continue;
    static const char *const ops[] = {"=", "+=", "-=", "++", "--"};
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
      if (c_tok_is(f, i + 1, ops[k]) || (i > 0 && c_tok_is(f, i - 1, ops[k]) && ops[k][1] == ops[k][0])) return 1;
  }
  return 0;
}

/* The statement a call can go before: s itself when it is a block's
 * statement, else the loop or branch whose unbraced body it is. */
static const struct c_stmt *block_statement(const struct c_stmt *s) {
  while (s && s->parent && s->parent->kind != C_STMT_BLOCK && s->parent->kind != C_STMT_FUNCTION) s = s->parent;
  return s && s->parent ? s : NULL;
}

/* Out of every enclosing loop that neither synchronises nor assigns root (NULL: none to watch). */
static const struct c_stmt *lifted(const struct c_file *f, const struct c_stmt *s, const char *root) {
  for (;;) {
    const struct c_stmt *loop = s->parent;
    if (loop && loop->kind == C_STMT_BLOCK) loop = loop->parent;
    if (!loop || loop->kind != C_STMT_LOOP || synchronises(f, loop) ||
        assigns(f, loop, root))
      return s;
    const struct c_stmt *out = block_statement(loop);
    if (!out) return s;
    s = out;
  }
}

/* The line a whole-line insertion before statement s goes on: s's own, when
 * s begins it; 0 otherwise. */
static int line_before(const struct c_file *f, const struct c_stmt *s) {
  size_t at = f->toks[s->first].start;
  int line = c_file_line(f, at);
  return c_file_offset(f, line, 0) == at ? line : 0;
}

/* Does statement s access the object through `name`: a dereference whose
 * base is the name, or for a global (`&g`) any use of g? */
static int uses(const struct c_file *f, const struct c_stmt *s, const char *name, const char *root, int global) {
  if (global) {
    for (size_t i = s->first; i < s->end; i++)
      if (c_tok_is(f, i, root) && !(i > 0 && (c_tok_is(f, i - 1, "->") || c_tok_is(f, i - 1, ".")))) return 1;
    return 0;
  }
  struct chain found[64];
  size_t n = bases(f, s->first, s->end, found, 64);
  for (size_t i = 0; i < n; i++) {
    char *text = found[i].plain ? chain_text(f, &found[i]) : NULL;
    int same = text && strcmp(text, name) == 0;
    free(text);
    if (same) return 1;
  }
  return 0;
}

/* Is the object dereferenced through `name` in block's statements from
 * `from` on, before the first plain statement that publishes? */
static int used_before_publishing(const struct c_file *f, const struct c_stmt *block, size_t from, const char *name,
                                  const char *root, int global) {
  for (size_t k = from; k < block->n_kids; k++) {
    const struct c_stmt *kid = block->kids[k];
    if (uses(f, kid, name, root, global)) return 1;
    if (kid->kind == C_STMT_PLAIN && publishes(f, kid)) return 0;
  }
  return 0;
}

/* Where the release after statement `after` goes: before the first later
 * statement of its block that publishes (a release operation) or returns
 * (a loop or branch only if it surely ends the epoch); past the block's end,
 * the same after the statement holding the block (the last access was in a
 * loop's last epoch: no later iteration touches the object); at the end of
 * the function (before its `}`: out->line set, NULL returned). A return or
 * the end hands the object over only in the thread's outermost function (its
 * start routine, main): a helper returns to a caller that still uses it, and
 * would release it at every call (NULL: no place). */
static const struct c_stmt *release_place(const struct c_file *f, const struct c_stmt *after, const char *name,
                                          const char *root, int global, int outermost, struct handoff_call *out,
                                          int *indent_line) {
  for (;;) {
    const struct c_stmt *block = after->parent;
    size_t k = 0;
    while (k < block->n_kids && block->kids[k] != after) k++;
    for (k++; k < block->n_kids; k++) {
      const struct c_stmt *kid = block->kids[k];
      int ends = returns(f, kid);
      if (!ends && !publishes(f, kid)) continue;
      /* A loop or branch may not publish (a wait that did not wait ended no
       * epoch): passed over when the name is dereferenced after it, before the
       * next statement that certainly publishes. */
      if (kid->kind != C_STMT_PLAIN && used_before_publishing(f, block, k + 1, name, root, global)) continue;
      if (ends) return outermost ? kid : NULL;
      return kid;
    }
    if (block->kind == C_STMT_FUNCTION) {
      if (!outermost) return NULL;
      size_t close = f->toks[block->end - 1].start;
      int line = c_file_line(f, close);
      out->line = c_file_offset(f, line, 0) == close ? line : 0;
      *indent_line = block->n_kids ? line_before(f, block->kids[block->n_kids - 1]) : 0;
      return NULL;
    }
    const struct c_stmt *owner = block->parent;
    if (!owner) return NULL;
    /* a bare { } in a block is a statement of it; a loop's or branch's body belongs to that statement */
    after = owner->kind == C_STMT_BLOCK || owner->kind == C_STMT_FUNCTION ? block : block_statement(owner);
    if (!after) return NULL;
  }
}

static char *root_of(const char *expression) {
  expression += strspn(expression, "&*");
  size_t n = strspn(expression, IDENT_CHARS);
  return strndup(expression, n);
}

/* Which parameter of function fn `root` is (0-based), or -1. */
static int parameter_index(const struct c_file *f, const struct c_stmt *fn, const char *root) {
  int depth = 0, index = 0;
  for (size_t i = fn->params; i < fn->first; i++) {
    if (c_tok_is(f, i, "(") || c_tok_is(f, i, "[")) depth++;
    else if (c_tok_is(f, i, ")") || c_tok_is(f, i, "]")) depth--;
    else if (depth == 1 && c_tok_is(f, i, ",")) index++;
    else if (depth == 1 && c_tok_is(f, i, root) && (c_tok_is(f, i + 1, ",") || c_tok_is(f, i + 1, ")") ||
                                                    c_tok_is(f, i + 1, "[")))
      return index;
  }
  return -1;
}

/* The text of argument `index` of the first call of `callee` in statement s
 * when it is a plain expression (or one with a leading `&`), else NULL. */
static char *argument(const struct c_file *f, const struct c_stmt *s, const char *callee, size_t callee_len,
                      int index) {
  for (size_t i = s->first; i + 1 < s->end; i++) {
    if (!c_tok_is(f, i + 1, "(") || f->toks[i].end - f->toks[i].start != callee_len ||
        memcmp(f->text + f->toks[i].start, callee, callee_len) != 0)
      continue;
    size_t start = i + 2;
    int depth = 1, at = 0;
    for (size_t k = i + 2; k < s->end && depth > 0; k++) {
      if (c_tok_is(f, k, "(") || c_tok_is(f, k, "[")) depth++;
      else if (c_tok_is(f, k, ")") || c_tok_is(f, k, "]")) depth--;
      if ((depth == 1 && c_tok_is(f, k, ",")) || depth == 0) {
        if (at++ == index) {
          struct chain arg = {start, k, k ? k - 1 : 0, 1};
          size_t plain = c_tok_is(f, start, "&") ? start + 1 : start;
          return plain_expression(f, plain, k) ? chain_text(f, &arg) : NULL;
        }
        start = k + 1;
      }
    }
    return NULL;
  }
  return NULL;
}

/* The first frame of st at or after from in file `file`, or st->n. */
static size_t frame_in(const struct symbolized_stack *st, size_t from, const char *file) {
  while (from < st->n && !(st->frames[from].file && st->frames[from].line > 0 && strcmp(st->frames[from].file, file) == 0))
    from++;
  return from;
}

/* The call for one side of a step: its line and name, or 0. An access made
 * through a parameter of a function of the file is followed up the stack to
 * the caller's argument, so the call goes in the function that has the object
 * (a helper called for each object would otherwise release or acquire it at
 * each call). */
static int place_call(struct source_cache *c, const struct c_file *f, struct suggestion *s,
                      const struct symbolized_stack *st, int release, int freed, struct handoff_call *out,
                      int *indent_line) {
  const struct frame *at = user_frame(st);
  if (!at || !at->file || strcmp(at->file, s->file) != 0) return 0;
  size_t where = c_file_offset(f, at->line, at->column);
  struct c_stmt *inner = where == (size_t)-1 ? NULL : c_stmt_at(f, where);
  if (!inner) return 0;
  const struct frame *alloc = user_frame(&s->alloc);
  char *name = NULL;
  if (s->object) { /* a global: by its own name, wherever it was accessed */
    if (strspn(s->object, IDENT_CHARS) != strlen(s->object) || asprintf(&name, "&%s", s->object) < 0) name = NULL;
  } else if (alloc && alloc->file && strcmp(alloc->file, at->file) == 0 && alloc->line == at->line) {
    name = assigned_variable(c, at->file, alloc->line, alloc->column);
  } else {
    /* a free names the object as free's argument */
    name = freed ? argument(f, inner, "free", 4, 0) : accessed_name(f, inner, where);
    for (size_t k = (size_t)(at - st->frames); name;) {
      char *root = root_of(name);
      const struct c_stmt *fn = c_stmt_function(inner);
      int index = root && fn ? parameter_index(f, fn, root) : -1;
      free(root);
      size_t caller = index < 0 ? st->n : frame_in(st, k + 1, s->file);
      if (caller == st->n) break;
      at = &st->frames[caller];
      where = c_file_offset(f, at->line, at->column);
      inner = where == (size_t)-1 ? NULL : c_stmt_at(f, where);
      free(name);
      const struct c_token *fname = &f->toks[fn->name];
      name = inner ? argument(f, inner, f->text + fname->start, fname->end - fname->start, index) : NULL;
      k = caller;
    }
  }
  const struct c_stmt *stmt = inner ? block_statement(inner) : NULL;
  if (!name || !stmt) {
    free(name);
    return 0;
  }
  int outermost = 1; /* no user code calls the function the call goes in */
  for (size_t k = (size_t)(at - st->frames) + 1; k < st->n && outermost; k++) outermost = !is_user_frame(&st->frames[k]);
  /* `&global` names one object wherever it is: no assignment to watch */
  int global = name[0] == '&';
  char *root = root_of(name);
  const struct c_stmt *place = root ? lifted(f, stmt, global ? NULL : root) : NULL;
  if (place && release) place = release_place(f, place, name, root, global, outermost, out, indent_line);
  free(root);
  if (place) out->line = *indent_line = line_before(f, place);
  if (!out->line) {
    free(name);
    return 0;
  }
  out->release = release;
  out->expression = name;
  out->access_line = at->line;
  return 1;
}

static void free_calls(struct suggestion *s) {
  for (size_t i = 0; i < s->n_calls; i++) free(s->calls[i].expression);
  s->n_calls = 0;
}

/* Step i's stacks: the record's own release/acquire first, then the merged ones. */
static void step(const struct suggestion *s, size_t i, const struct symbolized_stack **from,
                 const struct symbolized_stack **to, int *to_free) {
  *from = i ? &s->steps[i - 1].from : &s->release;
  *to = i ? &s->steps[i - 1].to : &s->acquire;
  *to_free = i ? s->steps[i - 1].to_free : s->rec->acquire.kind == HEDDLE_CHANGE_FREE;
}

void handoff_fix_compute(struct suggestion *s, struct source_cache *c) {
  if (!s->file || s->file[0] != '/' || !user_frame(&s->release) || !user_frame(&s->acquire)) return;
  struct c_file *f = c_file_open(c, s->file);
  if (!f) return;
  char *texts[SUGGESTION_MAX_EDITS];
  int lines[SUGGESTION_MAX_EDITS];
  size_t n = 0;
  int ok = 1;
  for (size_t i = 0; ok && i <= s->n_steps; i++) {
    const struct symbolized_stack *from, *to;
    int to_free;
    step(s, i, &from, &to, &to_free);
    for (int release = 1; ok && release >= 0; release--) {
      struct handoff_call call = {0};
      int indent_line = 0;
      ok = place_call(c, f, s, release ? from : to, release, !release && to_free, &call, &indent_line);
      if (!ok) break;
      int known = 0;
      for (size_t k = 0; k < s->n_calls && !known; k++)
        known = s->calls[k].line == call.line && s->calls[k].release == call.release &&
                strcmp(s->calls[k].expression, call.expression) == 0;
      if (known) {
        free(call.expression);
        continue;
      }
      if (s->n_calls + 1 >= SUGGESTION_MAX_EDITS) {
        free(call.expression);
        ok = 0;
        break;
      }
      char *indent = indentation(c, s->file, indent_line ? indent_line : call.line);
      int written = asprintf(&texts[n], "%sheddle_%s_write(%s);\n", indent ? indent : "",
                             release ? "release" : "acquire", call.expression);
      free(indent);
      s->calls[s->n_calls++] = call;
      if (written < 0) {
        ok = 0;
        break;
      }
      lines[n++] = call.line;
    }
  }
  c_file_free(f);
  if (!ok || !n) {
    for (size_t i = 0; i < n; i++) free(texts[i]);
    free_calls(s);
    return;
  }
  s->fix.file = strdup(s->file);
  char what[300];
  snprintf(what, sizeof what, "Hand `%s` over between threads: heddle_release_write in the old owner, "
                              "heddle_acquire_write in the new", s->calls[0].expression);
  s->fix.description = strdup(what);
  for (size_t i = 0; i < n; i++) {
    struct text_edit *e = &s->fix.edits[s->fix.n_edits++];
    e->line = lines[i];
    e->column = e->end_column = 1;
    e->text = texts[i];
  }
  int inc = include_line(c, s->file);
  if (inc) {
    struct text_edit *e = &s->fix.edits[s->fix.n_edits++];
    e->line = inc;
    e->column = e->end_column = 1;
    e->text = strdup("#include <heddle.h>\n");
  }
}
