/* handoff_fix.c — the source edit of a hand-off suggestion: for every place
 * the object changed hands (struct handoff_step), heddle_release_write in the
 * old owner and heddle_acquire_write in the new owner, each a statement of its
 * own between two statements of a block (c_statements.h). Read-shared phases
 * take the same places: a side that read (a reader) gets heddle_release_read
 * / heddle_acquire_read instead, the writer's sides the write calls.
 *
 * The name: what the access at the runtime's stack frame went through
 * (handoff_names.h); at an allocation, the variable the pointer is stored in;
 * at a free, free's argument; for a global, `&name`. A name that is a
 * parameter is followed up the stack to the caller's argument. Any pointer
 * into the object will do (heddle.h: "obj arguments may point anywhere inside
 * the object").
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
 *     or returns, else at the function's end (a return or the end only in
 *     the thread's outermost function).
 * A step whose places cannot be found this way leaves the suggestion without
 * a fix (a message only). annotation-lint checks every call again (between
 * statements, the name meaning the same variable as at the access). */
#define _GNU_SOURCE
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c_statements.h"
#include "findings.h"
#include "handoff_join.h"
#include "handoff_names.h"
#include "handoff_places.h"
#include "suggestions.h"


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

/* Descriptors order what goes through them (runtime/lib/fd_sync.h, TSan's
 * model): the write family releases the descriptor's key (an epoll_ctl that
 * adds or modifies too), the read family and readiness acquire it. An
 * object handed over by writing its pointer into a pipe, socket or eventfd
 * is released before the write, inside the loop that writes — not at the
 * function's end, out of the scope of the loop's variable (the new-user
 * trials evfd and pipeline: "`v` is not declared before line 28"). */
static const char *const FD_RELEASES[] = {"write", "pwrite", "pwrite64", "writev", "pwritev", "send", "sendto",
                                          "sendmsg", "sendmmsg", "eventfd_write", "epoll_ctl"};
static const char *const FD_SYNCS[] = {"write", "pwrite", "pwrite64", "writev", "pwritev", "send", "sendto",
                                       "sendmsg", "sendmmsg", "eventfd_write", "epoll_ctl", "read", "pread",
                                       "pread64", "readv", "preadv", "recv", "recvfrom", "recvmsg", "recvmmsg",
                                       "eventfd_read", "poll", "ppoll", "select", "pselect", "epoll_wait",
                                       "epoll_pwait", "epoll_pwait2"};

static const struct c_callee_names ANY_SYNC = {SYNC_PREFIXES, sizeof SYNC_PREFIXES / sizeof SYNC_PREFIXES[0],
                                               FD_SYNCS, sizeof FD_SYNCS / sizeof FD_SYNCS[0]};
const struct c_callee_names HANDOFF_RELEASES = {RELEASE_PREFIXES, sizeof RELEASE_PREFIXES / sizeof RELEASE_PREFIXES[0],
                                                FD_RELEASES, sizeof FD_RELEASES / sizeof FD_RELEASES[0]};

static int synchronises(const struct c_file *f, const struct c_stmt *s) {
  return c_calls_any(f, s->first, s->end, &ANY_SYNC, C_CALL_DEPTH);
}

static int publishes(const struct c_file *f, const struct c_stmt *s) {
  return c_calls_any(f, s->first, s->end, &HANDOFF_RELEASES, C_CALL_DEPTH);
}

static int returns(const struct c_file *f, const struct c_stmt *s) {
  for (size_t i = s->first; i < s->end; i++)
    if (c_tok_is(f, i, "return") || c_tok_is(f, i, "pthread_exit")) return 1;
  return 0;
}


/* The statement a call can go before: s itself when it is a block's
 * statement, else the loop or branch whose unbraced body it is. */
const struct c_stmt *block_statement(const struct c_stmt *s) {
  while (s && s->parent && s->parent->kind != C_STMT_BLOCK && s->parent->kind != C_STMT_FUNCTION) s = s->parent;
  return s && s->parent ? s : NULL;
}

/* Does statement s assign a variable the expression names (`batches[next]`:
 * batches or next; not a member after `->`/`.`)? A call lifted out of a loop
 * that changes its subscript would name only the first iteration's object. */
static int assigns_any(const struct c_file *f, const struct c_stmt *s, const char *expression) {
  for (const char *p = expression; *p;) {
    size_t n = strspn(p, HANDOFF_IDENT_CHARS);
    if (!n) { p++; continue; }
    int member = p > expression && (p[-1] == '.' || (p[-1] == '>' && p - expression >= 2 && p[-2] == '-'));
    char *name = strndup(p, n);
    int assigned = name && !member && !(*p >= '0' && *p <= '9') && c_assigns(f, s, name);
    free(name);
    if (assigned) return 1;
    p += n;
  }
  return 0;
}

/* Out of every enclosing loop that neither synchronises nor assigns a
 * variable of the name (NULL: none to watch). */
static const struct c_stmt *lifted(const struct c_file *f, const struct c_stmt *s, const char *name) {
  for (;;) {
    const struct c_stmt *loop = s->parent;
    if (loop && loop->kind == C_STMT_BLOCK) loop = loop->parent;
    if (!loop || loop->kind != C_STMT_LOOP || synchronises(f, loop) || (name && assigns_any(f, loop, name)))
      return s;
    const struct c_stmt *out = block_statement(loop);
    if (!out) return s;
    s = out;
  }
}

/* Does statement s access the object through `name`: a dereference whose
 * base is the name, or for a global (`&g`) any use of g? */
static int uses(const struct c_file *f, const struct c_stmt *s, const char *name, const char *root, int global) {
  if (!global) return handoff_dereferences(f, s, name);
  for (size_t i = s->first; i < s->end; i++)
    if (c_tok_is(f, i, root) && !(i > 0 && (c_tok_is(f, i - 1, "->") || c_tok_is(f, i - 1, ".")))) return 1;
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

/* Is the object used through `name` by a statement before s in s's block or
 * the blocks around it, up to its function's body? A release placed after a
 * branch that holds the last access runs on the paths that did not take it
 * too: right only when the thread had the object before the branch (`if (id
 * == 0) result = x;` in every worker: the others never owned it). */
static int used_before(const struct c_file *f, const struct c_stmt *s, const char *name, const char *root,
                       int global) {
  for (; s && s->parent; s = s->parent) {
    const struct c_stmt *block = s->parent;
    if (block->kind != C_STMT_BLOCK && block->kind != C_STMT_FUNCTION) continue;
    for (size_t k = 0; k < block->n_kids && block->kids[k] != s; k++)
      if (uses(f, block->kids[k], name, root, global)) return 1;
    if (block->kind == C_STMT_FUNCTION) return 0;
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
 * would release it at every call (NULL: no place). Nor after a branch holding
 * the last access when nothing before it used the object (used_before). */
static const struct c_stmt *release_place(const struct c_file *f, const struct c_stmt *after, const char *name,
                                          const char *root, int global, int outermost, struct handoff_call *out,
                                          int *indent_line) {
  /* After a return is never reached (optimised code may name the return's line for a store sunk to it). */
  if (returns(f, after) || (after->kind == C_STMT_BRANCH && !used_before(f, after, name, root, global))) return NULL;
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
      *indent_line = block->n_kids ? c_line_before(f, block->kids[block->n_kids - 1]) : 0;
      return NULL;
    }
    const struct c_stmt *owner = block->parent;
    if (!owner) return NULL;
    /* a bare { } in a block is a statement of it; a loop's or branch's body belongs to that statement */
    after = owner->kind == C_STMT_BLOCK || owner->kind == C_STMT_FUNCTION ? block : block_statement(owner);
    if (!after || (owner->kind == C_STMT_BRANCH && !used_before(f, after, name, root, global))) return NULL;
  }
}

/* Does plain statement s declare `root` (`int *v = …;`, `struct rec *r;`):
 * the name after a `*` or a type's name, before `=`, `;`, `,` or `[`, at the
 * statement's top level? */
static int declares(const struct c_file *f, const struct c_stmt *s, const char *root) {
  static const char *const not_types[] = {"return", "case", "goto", "sizeof", "else"};
  if (s->kind != C_STMT_PLAIN || s->first >= f->n_toks || f->toks[s->first].kind != C_TOK_IDENT) return 0;
  for (size_t k = 0; k < sizeof not_types / sizeof not_types[0]; k++)
    if (c_tok_is(f, s->first, not_types[k])) return 0;
  for (size_t i = s->first + 1; i + 1 < s->end; i++) {
    if (c_tok_is(f, i, "(") || c_tok_is(f, i, "=")) return 0; /* a call or an initialiser: past the declarators */
    if (!c_tok_is(f, i, root) ||
        !(c_tok_is(f, i - 1, "*") || c_tok_is(f, i - 1, ",") || f->toks[i - 1].kind == C_TOK_IDENT))
      continue;
    if (c_tok_is(f, i + 1, "=") || c_tok_is(f, i + 1, ";") || c_tok_is(f, i + 1, ",") || c_tok_is(f, i + 1, "["))
      return 1;
  }
  return 0;
}

/* The block, inside its function's body, that declares `root` at or before
 * statement s (a loop body's `int *v = malloc(…)`), or NULL. */
static const struct c_stmt *declaring_block(const struct c_file *f, const struct c_stmt *s, const char *root) {
  for (; s && s->parent && s->parent->kind != C_STMT_FUNCTION; s = s->parent) {
    const struct c_stmt *block = s->parent;
    if (block->kind != C_STMT_BLOCK) continue;
    for (size_t k = 0; k < block->n_kids; k++) {
      if (declares(f, block->kids[k], root)) return block;
      if (block->kids[k] == s) break;
    }
  }
  return NULL;
}

/* Does s, or a statement inside it, declare root? */
static int declared_in(const struct c_file *f, const struct c_stmt *s, const char *root) {
  if (declares(f, s, root)) return 1;
  for (size_t k = 0; k < s->n_kids; k++)
    if (declared_in(f, s->kids[k], root)) return 1;
  return 0;
}

static int inside(const struct c_stmt *s, const struct c_stmt *block) {
  for (; s; s = s->parent)
    if (s == block) return 1;
  return 0;
}

/* The first frame of st at or after from in file `file`, or st->n. */
static size_t frame_in(const struct symbolized_stack *st, size_t from, const char *file) {
  while (from < st->n && !(st->frames[from].file && st->frames[from].line > 0 && strcmp(st->frames[from].file, file) == 0))
    from++;
  return from;
}

static struct handoff_step step(const struct suggestion *s, size_t i);

/* The innermost loop around statement s inside its function, or NULL. */
static const struct c_stmt *enclosing_loop(const struct c_stmt *s) {
  for (s = s ? s->parent : NULL; s && s->kind != C_STMT_FUNCTION; s = s->parent)
    if (s->kind == C_STMT_LOOP) return s;
  return NULL;
}

/* Does some step's new owner first use the object inside loop L (its user
 * frame in this file, within L's text)? */
static int taken_back_in(const struct c_file *f, const struct suggestion *s, const struct c_stmt *loop) {
  size_t lo = f->toks[loop->first].start, hi = f->toks[loop->end - 1].end;
  for (size_t i = 0; i <= s->n_steps; i++) {
    struct handoff_step st = step(s, i);
    const struct frame *at = user_frame(&st.to);
    if (!at || !at->file || strcmp(at->file, s->file) != 0) continue;
    size_t where = c_file_offset(f, at->line, at->column);
    if (where != (size_t)-1 && lo <= where && where < hi) return 1;
  }
  return 0;
}

/* A release placed inside a loop that goes on using the same object (not a
 * new one per iteration: the loop assigns no variable of the name) is right
 * only when the object comes back in that loop (read-shared phases taken in
 * turns); else the next iteration would use it released — a global array
 * filled in a loop that publishes each element through a pipe. Such a
 * release goes after the loop instead: the run's last epoch was its last
 * iteration. */
static const struct c_stmt *kept_in_loop(const struct c_file *f, const struct suggestion *s, const struct c_stmt *place,
                                         const char *name, const char *root, int global) {
  const struct c_stmt *loop = enclosing_loop(place);
  if (!loop || (!global && assigns_any(f, loop, name)) || !uses(f, loop, name, root, global) ||
      taken_back_in(f, s, loop))
    return NULL;
  return block_statement(loop);
}

/* What a node a queue's code uses while it is queued needs instead of a hand-off (the two notes below). */
#define QUEUED_NODE                                                                                          \
  "Lock it instead while it is queued: heddle_set_locked(node, &the structure's mutex) before the push, and " \
  "heddle_acquire_write(node) after the pop, where the structure's code no longer uses it"

/* The name of parameter `index` of function fn (the identifier before its
 * `,` or `)`), or 0 when there is none such. */
static size_t parameter_token(const struct c_file *f, const struct c_stmt *fn, int index) {
  int depth = 0, at = 0;
  for (size_t i = fn->params; i < fn->first; i++) {
    if (c_tok_is(f, i, "(") || c_tok_is(f, i, "[")) depth++;
    else if (c_tok_is(f, i, ")") || c_tok_is(f, i, "]")) depth--;
    if (depth == 1 && (c_tok_is(f, i + 1, ",") || c_tok_is(f, i + 1, ")")) && at == index && i > fn->params)
      return i;
    if (depth == 1 && c_tok_is(f, i, ",")) at++;
    if (depth == 0) break;
  }
  return 0;
}

/* Does plain statement s pass `name` to a function of this file that
 * dereferences it — `pool_push(j)` setting `j->next` before its own unlock?
 * A release before s would give the object up before those uses, one after
 * it comes after s published it: the statement that hands it over uses it. */
static int passed_to_user(const struct c_file *f, const struct c_stmt *s, const char *name) {
  for (size_t i = s->first; i + 1 < s->end; i++) {
    if (!c_tok_is(f, i + 1, "(")) continue;
    const char *callee = f->text + f->toks[i].start;
    size_t len = f->toks[i].end - f->toks[i].start;
    const struct c_stmt *fn = c_function_named(f, callee, len);
    for (int index = 0; fn && index < 8; index++) {
      char *arg = handoff_argument(f, s, callee, len, index);
      int same = arg && strcmp(arg, name) == 0;
      free(arg);
      size_t param = same ? parameter_token(f, fn, index) : 0;
      if (!param) continue;
      char *param_name = strndup(f->text + f->toks[param].start, f->toks[param].end - f->toks[param].start);
      int used = param_name && handoff_dereferences(f, fn, param_name);
      free(param_name);
      if (used) return 1;
    }
  }
  return 0;
}

/* Does statement s's text dereference `name` with `->` (`name->x`)? */
static int dereferenced_in(const struct c_file *f, const struct c_stmt *s, const char *name) {
  if (s->first >= s->end) return 0;
  size_t lo = f->toks[s->first].start, hi = f->toks[s->end - 1].end, n = strlen(name);
  for (const char *at = f->text + lo; (at = memmem(at, hi - (size_t)(at - f->text), name, n)) != NULL; at += n) {
    const char *before = at > f->text ? at - 1 : NULL;
    int whole = !before || !(isalnum((unsigned char)*before) || *before == '_' || *before == '>' || *before == '.');
    if (whole && (size_t)(at - f->text) + n + 2 <= hi && at[n] == '-' && at[n + 1] == '>') return 1;
  }
  return 0;
}

/* Why a hand-off through an array element a helper indexed by its own variable has no fix. */
#define INDEXED_RELEASE_NO_FIX                                                                                   \
  "the old owner's last access reached it through an element of an array a parameter points to, subscripted by " \
  "a variable of the function it was in (as `thrs[i].args`), which the caller cannot name: release it by hand "   \
  "right before the statement that hands that element's object over"
#define INDEXED_ACQUIRE_NO_FIX                                                                                    \
  "the new owner's first access reached it through an element of an array a parameter points to, subscripted by " \
  "a variable of the function it was in (as `thrs[i].args`), and no `for` loop before that use in a caller joins " \
  "the element's thread through the same subscript (`pthread_join(threads[i].id, NULL)`), where a call could "   \
  "name it: acquire it by hand right after the join that hands it back"

/* The caller's argument `arg` followed by the callee's rest of the name
 * (`threads` + `[i].args`), consuming arg; NULL when arg is no plain chain
 * the rest can follow (`&v`, `p + 1`). *indexed set when the rest's
 * subscript is a variable: the callee's, which the caller's text does not
 * mean. */
static char *element_of(char *arg, const char *rest, int *indexed) {
  char *name = NULL;
  int plain = !strpbrk(arg, "&*+");
  for (const char *p = strchr(arg, '-'); p && plain; p = strchr(p + 1, '-')) plain = p[1] == '>';
  if (!plain || asprintf(&name, "%s%s", arg, rest) < 0) name = NULL;
  if (name && handoff_indexed_by_variable(rest)) *indexed = 1;
  free(arg);
  return name;
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
  int indexed = 0;
  out->loop[0] = 0;
  if (s->object) { /* a global: by its own name, wherever it was accessed */
    if (strspn(s->object, HANDOFF_IDENT_CHARS) != strlen(s->object) || asprintf(&name, "&%s", s->object) < 0) name = NULL;
  } else if (alloc && alloc->file && strcmp(alloc->file, at->file) == 0 && alloc->line == at->line) {
    name = assigned_variable(c, at->file, alloc->line, alloc->column);
  } else {
    /* a free names the object as free's argument */
    /* an access whose column is a call's name was made inside that (library) call, to what its
     * argument points to: `strlen(work->path)` reads the path, not `work` (libheddle logs the caller's frame) */
    if (!freed) name = handoff_call_pointee(f, inner, where);
    if (!name) name = freed ? handoff_argument(f, inner, "free", 4, 0) : handoff_accessed_name(f, inner, where);
    for (size_t k = (size_t)(at - st->frames); name;) {
      char *root = handoff_root(name);
      const struct c_stmt *fn = c_stmt_function(inner);
      int index = root && fn ? handoff_parameter_index(f, fn, root) : -1;
      /* A join before the access in this function is what handed the object back: the acquire stays after it
       * (in the caller it would come before the join; the course bank's wait_all, trial round 14 finding 2). */
      if (index >= 0 && !release && handoff_joins_before(f, inner)) index = -1;
      /* What follows the parameter's name: an element of the array it points to or a member
       * (`[i].args` of `thrs[i].args`) names the same thing after the caller's argument. */
      const char *after = root && name[0] != '&' && name[0] != '*' ? name + strlen(root) : "";
      char *rest = after[0] == '[' || after[0] == '.' ? strdup(after) : NULL;
      /* a pointer loaded through a member and dereferenced (`p->q->len`, `p->q->rear->prev`) is another object
       * than the parameter's; a member only subscripted may be an array inside it (`a->v` of `a->v[i] = x`),
       * which names it alike */
      int chain = root && strstr(name, "->") && dereferenced_in(f, inner, name);
      free(root);
      size_t caller = index < 0 ? st->n : frame_in(st, k + 1, s->file);
      if (caller == st->n) {
        free(rest);
        break;
      }
      if (chain) {
        /* The access reached the object through a chain from the parameter (thpool's jobqueue_push: the
         * previous job as `thpool_p->jobqueue_p->rear`, trial round 12 finding 3): the caller's argument is
         * the chain's base (the pool), not this object, and the chain itself, after the call, may name another
         * (the push moved `rear` on to the new job). */
        s->fix_note = release ? "the old owner's last access reached it through a chain of members from a parameter "
                                "of the function it was in (as a queue's `p->q->rear`), and the caller's argument is that "
                                "chain's base, another object; after the call the chain may name another object "
                                "too (a push moving `rear` on). " QUEUED_NODE
                              : "the new owner's first access reached it through a chain of members from a "
                                "parameter of the function it was in (as a queue's `p->q->front`), and the caller's argument is "
                                "that chain's base, another object: acquire it by hand where a name of its own "
                                "reaches it";
        free(name);
        free(rest);
        name = NULL;
        break;
      }
      at = &st->frames[caller];
      where = c_file_offset(f, at->line, at->column);
      inner = where == (size_t)-1 ? NULL : c_stmt_at(f, where);
      free(name);
      const struct c_token *fname = &f->toks[fn->name];
      name = inner ? handoff_argument(f, inner, f->text + fname->start, fname->end - fname->start, index) : NULL;
      if (name && rest) name = element_of(name, rest, &indexed);
      free(rest);
      k = caller;
    }
  }
  if (name && indexed) { /* the subscript was the callee's variable: the name means the object only after a join */
    const struct c_stmt *use = inner ? block_statement(inner) : NULL;
    if (release || !use || !handoff_place_after_join(f, use, name, out, indent_line)) {
      s->fix_note = release ? INDEXED_RELEASE_NO_FIX : INDEXED_ACQUIRE_NO_FIX;
      free(name);
      out->line = 0;
      out->loop[0] = 0;
      return 0;
    }
    out->release = 0;
    out->expression = name;
    out->access_line = at->line;
    return 1;
  }
  const struct c_stmt *stmt = inner ? block_statement(inner) : NULL;
  if (!name || !stmt) {
    free(name);
    return 0;
  }
  int outermost = 1; /* no user code calls the function the call goes in */
  for (size_t k = (size_t)(at - st->frames) + 1; k < st->n && outermost; k++) {
    /* …or pthread_once (call_once) does: its routine's end is followed by the release that publishes what the
     * routine did (libheddle's trampoline, intercept_sync.c), as a thread's end is */
    if (st->frames[k].function && strcmp(st->frames[k].function, "once_trampoline") == 0) break;
    outermost = !is_user_frame(&st->frames[k]);
  }
  /* `&global` names one object wherever it is: no assignment to watch */
  int global = name[0] == '&';
  char *root = handoff_root(name);
  const struct c_stmt *place = root ? lifted(f, stmt, global ? NULL : name) : NULL;
  const struct c_stmt *scope = place && release && !global ? declaring_block(f, stmt, root) : NULL;
  /* the old owner reached it through a pointer kept in a global structure, not through a name of its own:
   * the name is neither declared in the function (anywhere in it: a helper's local pointer is its own name)
   * nor one of its parameters */
  const struct c_stmt *fn = c_stmt_function(inner);
  int through_global = release && !global && root && !declaring_block(f, stmt, root) &&
                       !(fn && (handoff_parameter_index(f, fn, root) >= 0 || declared_in(f, fn, root)));
  if (place && release) place = release_place(f, place, name, root, global, outermost, out, indent_line);
  for (const struct c_stmt *after; place && release && (after = kept_in_loop(f, s, place, name, root, global));)
    place = release_place(f, after, name, root, global, outermost, out, indent_line);
  free(root);
  if (place && release && place->kind == C_STMT_PLAIN && passed_to_user(f, place, name)) {
    s->fix_note = "the statement that hands it over passes it to a function of this file that uses it before "
                  "that function synchronises (a queue's push setting the node's link): a release before the "
                  "call would leave that use to no owner, one after it would come after the hand-over. " QUEUED_NODE;
    place = NULL;
  } else if (scope && !(place && inside(place, scope))) {
    /* The old owner's epoch ended at a release operation the file does not
     * show before the block that declares the name ends (a call into
     * another file, or synchronisation heddle's reading does not know): a
     * release after the block could not name the object. */
    s->fix_note = "the old owner's last access is inside a block that declares the name the call would use, and "
                  "no release operation this file shows (unlock, post, atomic store, write to a descriptor, …) "
                  "follows it there: release it by hand just before the call that hands it over";
    out->line = 0;
    place = NULL;
  }
  if (place) out->line = *indent_line = c_line_before(f, place);
  if (!out->line && through_global && !s->fix_note)
    /* a node of an intrusive queue (`tail->next = node` under the queue's mutex): the queue's code uses the
     * node while it is queued, so a release before the push leaves those uses to no owner (the new-user trial
     * thread pool: a job list behind a mutex and a condition variable) */
    s->fix_note = "the old owner's last access reached it through a pointer kept in a global structure, not a "
                  "variable of its own: it was still linked into that structure (a queue's link field, "
                  "`tail->next = node`), whose code uses it under the structure's mutex while it is queued, so "
                  "a release before the push would leave those uses to no owner. " QUEUED_NODE;
  if (!out->line) {
    free(name);
    return 0;
  }
  out->release = release;
  out->expression = name;
  out->access_line = at->line;
  return 1;
}

int handoff_place_acquire(struct source_cache *c, const struct c_file *f, struct suggestion *s,
                          const struct symbolized_stack *st, int freed, struct handoff_call *out, int *indent_line) {
  /* a call inside a copy of a join loop's header is handoff_fix_compute's only */
  if (!place_call(c, f, s, st, 0, freed, out, indent_line)) return 0;
  if (!out->loop[0]) return 1;
  free(out->expression);
  out->expression = NULL;
  return 0;
}

int handoff_place_release(struct source_cache *c, const struct c_file *f, struct suggestion *s,
                          const struct symbolized_stack *st, struct handoff_call *out, int *indent_line) {
  return place_call(c, f, s, st, 1, 0, out, indent_line);
}

static void free_calls(struct suggestion *s) {
  for (size_t i = 0; i < s->n_calls; i++) free(s->calls[i].expression);
  s->n_calls = 0;
}

/* Step i: the record's own release/acquire first, then the merged ones. */
static struct handoff_step step(const struct suggestion *s, size_t i) {
  if (i) return s->steps[i - 1];
  return (struct handoff_step){.from = s->release,
                               .to = s->acquire,
                               .to_free = s->rec->acquire.kind == HEDDLE_CHANGE_FREE,
                               .from_wrote = s->rec->release.kind == HEDDLE_CHANGE_WRITE,
                               .to_writes = s->rec->acquire.kind != HEDDLE_CHANGE_READ};
}

const char *handoff_call_name(const struct handoff_call *call) {
  if (call->release) return call->read ? "heddle_release_read" : "heddle_release_write";
  return call->read ? "heddle_acquire_read" : "heddle_acquire_write";
}

/* Token i, a pointer's name, used to reach what it points to (`p->f`, `p[i]`, `*p`) rather than passed on. */
static int dereferenced(const struct c_file *f, size_t i) {
  if (i + 1 < f->n_toks && (c_tok_is(f, i + 1, "->") || c_tok_is(f, i + 1, "["))) return 1;
  return i > 0 && c_tok_is(f, i - 1, "*") &&
         !(i > 1 && (f->toks[i - 2].kind == C_TOK_IDENT || c_tok_is(f, i - 2, ")") || c_tok_is(f, i - 2, "]")));
}

/* The line of the first use of the name `expression` roots in, in the
 * function holding `line`, from the statement at `line` on (0: none): a
 * later use by the writer of read-shared phases with one write phase (F9,
 * ordering_fixed.c: main writes mThread, the thread reads it, then main
 * joins it through mThread) — after its heddle_release_write the writer is
 * one more reader and needs its heddle_acquire_read. accesses_only: with
 * steps (phases that come back to the writer), a pointer's name only where
 * it reaches the object (`model[i]`, not `phase(model)`, which hands it to
 * readers). */
static int writer_reads_later(const struct c_file *f, const char *expression, int line, int accesses_only) {
  char *root = handoff_root(expression);
  size_t at = root ? c_file_offset(f, line, 0) : (size_t)-1;
  const struct c_stmt *st = at == (size_t)-1 ? NULL : c_stmt_at(f, at);
  const struct c_stmt *fn = st ? c_stmt_function((struct c_stmt *)st) : NULL;
  int found = 0;
  int names_itself = expression[0] == '&'; /* `&worker`: any use of `worker` reads the object */
  /* tokens from the release's line on (at the function's closing brace, none) */
  for (size_t i = st ? st->first : 0; fn && i < fn->end && !found; i++)
    if (f->toks[i].start >= at && c_tok_is(f, i, root) &&
        !(i > 0 && (c_tok_is(f, i - 1, "->") || c_tok_is(f, i - 1, "."))) &&
        (!accesses_only || names_itself || dereferenced(f, i)))
      found = c_file_line(f, f->toks[i].start);
  free(root);
  return found;
}

/* Does a step's new owner take the object at a line in [from, to] of the
 * function holding line `from` (the writer taking it back: its own acquire
 * covers its later reads)? */
static int acquired_again(const struct c_file *f, const struct suggestion *s, int from, int to) {
  size_t at = c_file_offset(f, from, 0);
  const struct c_stmt *st = at == (size_t)-1 ? NULL : c_stmt_at(f, at);
  const struct c_stmt *fn = st ? c_stmt_function((struct c_stmt *)st) : NULL;
  if (!fn) return 1; /* unknown: add nothing */
  for (size_t i = 0; i <= s->n_steps; i++) {
    struct handoff_step st = step(s, i);
    const struct frame *u = user_frame(&st.to);
    if (!u || !u->file || strcmp(u->file, s->file) != 0 || u->line < from || u->line > to) continue;
    size_t where = c_file_offset(f, u->line, 0);
    const struct c_stmt *ust = where == (size_t)-1 ? NULL : c_stmt_at(f, where);
    if (ust && c_stmt_function((struct c_stmt *)ust) == fn) return 1;
  }
  return 0;
}

void handoff_fix_compute(struct suggestion *s, struct source_cache *c) {
  if (!s->file || s->file[0] != '/' || !user_frame(&s->release) || !user_frame(&s->acquire)) return;
  struct c_file *f = c_file_open(c, s->file);
  if (!f) return;
  char *texts[SUGGESTION_MAX_EDITS];
  int lines[SUGGESTION_MAX_EDITS];
  size_t n = 0;
  int ok = 1;
  /* A hand-off moves write access; read-shared phases share reads between a writer's turns. */
  int phases = s->rec->kind == HEDDLE_SUGGEST_READ_SHARED;
  for (size_t i = 0; ok && i <= s->n_steps; i++) {
    struct handoff_step st = step(s, i);
    for (int release = 1; ok && release >= 0; release--) {
      struct handoff_call call = {0};
      int indent_line = 0;
      ok = place_call(c, f, s, release ? &st.from : &st.to, release, !release && st.to_free, &call, &indent_line);
      if (!ok) break;
      call.read = phases && !(release ? st.from_wrote : st.to_writes);
      int known = 0;
      for (size_t k = 0; k < s->n_calls && !known; k++)
        known = s->calls[k].line == call.line && s->calls[k].release == call.release &&
                s->calls[k].read == call.read && strcmp(s->calls[k].expression, call.expression) == 0;
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
      int written = asprintf(&texts[n], "%s%s%s%s(%s);\n", indent ? indent : "", call.loop, call.loop[0] ? " " : "",
                             handoff_call_name(&call), call.expression);
      free(indent);
      s->calls[s->n_calls++] = call;
      if (written < 0) {
        ok = 0;
        break;
      }
      lines[n++] = call.line;
      /* The writer's release, and it reads on in the same function with no acquire of its own before
       * that read: one write phase (no step), or a step to a reader that the writer's own read ran
       * beside (order.c: main joins through `worker` while the thread reads it; which of the two reads
       * came first decides whether the run noted a step, the fix must not depend on it). */
      int one_phase = (s->rec->flags & HEDDLE_SUGGEST_ONE_WRITE_PHASE) != 0;
      int later = phases && release && !call.read && s->n_calls + 1 < SUGGESTION_MAX_EDITS
                      ? writer_reads_later(f, call.expression, call.line, !one_phase)
                      : 0;
      /* with steps, the writer must not take it back anywhere after: its reads may sit in code this run
       * did not execute (an #ifdef'd write), so only a writer that is done with its turns reads on */
      if (later && acquired_again(f, s, call.line, one_phase ? later : INT_MAX)) later = 0;
      if (later) { /* the writer reads on: its acquire_read right after its release, in the same edit */
        struct handoff_call *own = &s->calls[s->n_calls];
        *own = (struct handoff_call){.release = 0, .read = 1, .expression = strdup(call.expression),
                                     .line = call.line, .access_line = later};
        char *both = NULL;
        indent = indentation(c, s->file, indent_line ? indent_line : call.line);
        if (own->expression && asprintf(&both, "%s%s%s(%s);\n", texts[n - 1], indent ? indent : "",
                                        handoff_call_name(own), own->expression) >= 0) {
          free(texts[n - 1]);
          texts[n - 1] = both;
          s->n_calls++;
        } else {
          free(own->expression);
        }
        free(indent);
      }
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
  if (phases)
    snprintf(what, sizeof what, "Share `%s` for reading in phases: heddle_acquire_read/heddle_release_read in "
                                "the readers, heddle_release_write/heddle_acquire_write around the writer's turns",
             s->calls[0].expression);
  else
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
