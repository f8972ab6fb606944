/* suggestions.h — annotation suggestions (race mode's inference, event_log.h
 * HEDDLE_EV_SUGGESTION) symbolized, de-duplicated across processes, with the
 * source edit that applies each where one can be written safely
 * (suggestion_fix.c). Written as SARIF by sarif_suggestion.c, listed by the
 * text summary. */
#ifndef HEDDLE_SUGGESTIONS_H
#define HEDDLE_SUGGESTIONS_H

#include <stddef.h>
#include <stdio.h>

#include "log_reader.h"
#include "source_lines.h"
#include "symbolize.h"
#include "thread_starts.h"

/* One zero-or-more-character replacement at (line, column..end_column) of a file, 1-based. */
struct text_edit {
  int line, column, end_column;
  char *text;
};

/* A hand-off's two calls per place it changed hands, and the #include. */
#define SUGGESTION_MAX_EDITS 10
/* Places a hand-off changed hands that one suggestion carries (the runtime
 * notes at most HD_HANDOFF_STEPS per site: runtime/race/handoff.h). */
#define SUGGESTION_MAX_STEPS 4

struct suggestion_fix {
  char *file; /* absolute path; NULL: no fix */
  char *description;
  struct text_edit edits[SUGGESTION_MAX_EDITS];
  size_t n_edits;
};

/* HAND_OFF, READ_SHARED: one place the object changed hands: the old
 * owner's access (the first of its last epoch on the object), the new
 * owner's first access, and whether each wrote (read-shared phases release
 * and acquire reads where a writer's are writes). */
struct handoff_step {
  struct symbolized_stack from, to;
  int to_free; /* the new owner's first use was its free */
  int from_wrote, to_writes;
  char *to_lock; /* HAND_OFF + TURNS: the mutex the new owner held at its first access, by name (NULL: none) */
};

/* HAND_OFF, READ_SHARED: a call the fix inserts and the name it goes
 * through: `expression` names the object at `line` as it did where the
 * runtime saw the access (`access_line`): annotation-lint checks the two mean
 * the same variable. */
struct handoff_call {
  int release; /* heddle_release_*, else heddle_acquire_* */
  int read;    /* heddle_*_read (a reader of read-shared phases), else heddle_*_write */
  char *expression;
  int line, access_line;
  /* A take-over after an unbraced loop that joins the threads (handoff_join.h):
   * that loop's header, which the call goes inside ("" for a call on its own). */
  char loop[160];
};
/* "heddle_acquire_write", "heddle_release_read", ... */
const char *handoff_call_name(const struct handoff_call *call);

struct field_plan;
struct ctor_lock;

struct suggestion {
  const struct process_log *proc;
  const struct heddle_ev_suggestion *rec;
  struct symbolized_stack alloc, release, acquire;
  char *object;     /* a global's name; NULL for a heap object */
  char *static_name, *static_function; /* object is a function's static: its own name, and its function's */
  int split_parts;  /* object: how many parts the optimiser split it into were merged here (0: not split) */
  int no_fix;       /* merged parts have no one place for the fix */
  char *lock_name;  /* the mutex's global name; NULL when it has none */
  int lock_is_symbol; /* lock_name names a pthread_mutex_t (or rwlock) of its own (what a fix may take the address of) */
  int lock_is_rwlock; /* ... a pthread_rwlock_t (by its size): writes held it for writing */
  char *lock_file;  /* where that mutex is defined (DWARF), when known */
  /* LOCKED by a mutex inside another heap object (rec->lock_obj_base): that object's allocation, and
   * whether lock_name (through the variable that allocation is stored in) is valid where this object's
   * allocation is, in the same function (lock_names.c) */
  struct symbolized_stack lock_alloc;
  int lock_in_other_function;
  /* LOCKED by its own mutex when that is a private member of its C++ class: the class's constructors
   * (lock_names.c), where its fix goes (ctor_lock_fix.c); NULL otherwise */
  struct ctor_lock *ctor_lock;
  int lock_line;
  int mixed_locks;  /* heap: objects of this site were locked by different mutexes */
  char *file;       /* where the result points: a global's definition or the allocation */
  int line, column;
  char *variable;   /* heap: the variable the allocation is stored in, when one is */
  char *message;
  struct suggestion_fix fix;
  struct handoff_step steps[SUGGESTION_MAX_STEPS]; /* HAND_OFF, READ_SHARED: where it changed hands (the first is release/acquire's) */
  char *turn_lock; /* HAND_OFF + TURNS: the mutex the first step's new owner held, by name (NULL: none) */
  struct symbolized_stack unlocked_turn; /* HAND_OFF + TURNS: a turn that held no mutex (HEDDLE_SUGGEST_UNLOCKED_TURN) */
  size_t n_steps;
  struct handoff_call calls[SUGGESTION_MAX_EDITS]; /* HAND_OFF, READ_SHARED: the fix's calls, when it has one; SLICE: its take-over */
  size_t n_calls;
  uint64_t elem_size;   /* SLICE: the array's element size from DWARF (0: unknown) */
  const char *fix_note; /* why there is no fix (static text), when that is known */
  struct field_plan *fields; /* FIELDS: the struct's layout and each part's names (field_fix.c) */
  char *elem_mutex; /* LOCKED + PER_ELEMENT: the member of each element that is its mutex (elem_lock_fix.c) */
  char *elem_type;  /* ... and how C names the element type, when it has a name */
  char *elem_always_lock; /* ... + ELEMENT_ALWAYS: the one element's mutex held at every access, by name */
  const struct thread_starts *thread_starts; /* where its process's threads started (thread_starts.h) */
  char *turn_note;  /* HAND_OFF + TURNS without a mutex: the semaphore each turn ran inside (turn_semaphore.h) */
  const struct frame *library_entry; /* heap, allocated inside a library's headers: the library function the
                                      * first user frame called (in alloc; s->file/line are that user frame) */
};

struct suggestions {
  struct suggestion *items;
  size_t n;
  struct thread_starts *starts; /* one per log, what items' thread_starts point to */
  size_t n_starts;
};

/* Symbolizes and de-duplicates the suggestions of every log (same kind on the
 * same global or allocation site: once). 0, or -1 when out of memory. */
int suggestions_build(struct process_log *const *logs, size_t n_logs, struct suggestions *out);
void suggestions_free(struct suggestions *s);
/* Withdraws the fixes that would contradict another suggestion's on some
 * object: of two kinds at one allocation site, or calls where the other's
 * objects were seen (suggestion_conflicts.c). After fixes and messages. */
void suggestions_reconcile(struct suggestions *all);

/* The sentence of a message that says why the suggestion has no fix begins
 * with this; every suggestion without a fix has one (suggestions.c). */
#define SUGGESTION_NO_FIX " No fix:"

/* "locked", "sticky-read", ... (SARIF properties.suggestion.kind). */
const char *suggestion_kind_name(uint32_t kind);

/* Computes s->fix (and s->variable) from the source; leaves it empty when no
 * edit is certain to compile and mean the suggestion (suggestion_fix.c). */
void suggestion_fix_compute(struct suggestion *s, struct source_cache *sources);
/* The same for a hand-off or read-shared phases (handoff_fix.c): every
 * step's release and acquire call, or no fix when one of them has no certain
 * place. */
void handoff_fix_compute(struct suggestion *s, struct source_cache *sources);
/* STICKY_READ without a last write at its function's top level (a heap
 * object filled right after its allocation, a global filled in a loop):
 * heddle_set_sticky_read(target) before the first later top-level statement
 * that starts a thread — in the writing function, a caller of its file, or
 * for a global a caller of another file that names it (sticky_fix.c). 1 when
 * placed. */
int sticky_fix_before_threads(struct suggestion *s, struct source_cache *sources, const char *target,
                              const char *name);
/* Does the statement at `at` (a last write) run once per call of its
 * function: a statement of its own line directly in a block, inside no loop
 * of the function (sticky_fix.c)? */
int sticky_write_runs_once(struct source_cache *sources, const struct frame *at);
/* Does `target` name the object at its last write `at`, where
 * heddle_set_sticky_read(target) would go right after it? A global's `&g`
 * where the write's file declares g at file scope before it or the writing
 * statement names g itself; a heap object's variable only in its allocating
 * function, after the allocation, in scope at that function's top level.
 * Elsewhere the name means nothing — or another object: trial round 14
 * finding 5, concur-hash.c's hash_init writing test-hash.c's static `hash`
 * through its parameter `ht` got `heddle_set_sticky_read(&hash)` (sticky_fix.c). */
int sticky_target_at_write(struct suggestion *s, struct source_cache *sources, const struct frame *at,
                           const char *target);
struct c_callee_names;
/* The line (in *file when file is not NULL) before which calls on `target`
 * go so that they run after the object's writes at `anchor` (the allocation,
 * a global's last write, or a preparer's last access; a heap object's anchor
 * must be in its allocating function): before the first later top-level
 * statement that starts a thread (sticky_fix.c). 0 when there is none or a
 * statement in between calls what `barred` names (NULL: nothing). */
int line_before_threads_after(struct suggestion *s, struct source_cache *sources,
                              const struct symbolized_stack *anchor, const char *target,
                              const struct c_callee_names *barred, const char **file);
/* The line (in *file) before the top-level statement of its function that
 * holds the thread creation `creation` (sticky_fix.c; what starts a thread:
 * as the text reads or as `starts` saw); 0 when none. */
int line_before_thread_start(struct source_cache *sources, const struct symbolized_stack *creation,
                             const struct thread_starts *starts, const char **file);
/* Is `at` in a C++ dynamic initialiser (a global's `= new C(…)` or
 * constructor, run before main: clang's __cxx_global_var_init, gcc's
 * __static_initialization_and_destruction_0)? No statement can go there. */
int frame_in_dynamic_init(const struct frame *at);
/* For an object a dynamic initialiser at `at` set up, named by the global
 * `name` of at's file: the line before the first top-level statement of the
 * file's main that starts a thread (sticky_fix.c), when main assigns `name`
 * nothing before it; 0 otherwise. Main runs after every dynamic initialiser of
 * its own file. */
int line_before_main_threads(struct suggestion *s, struct source_cache *sources, const struct frame *at,
                             const char *name);
/* s's fix: `statement` inserted at the start of `line` of path, plus the
 * #include when the file lacks it. */
void suggestion_fix_insert(struct suggestion *s, struct source_cache *sources, const char *path, int line,
                           const char *statement, const char *description);
/* A slice (slice_fix.c): the element size, while the process's symbolizer is
 * open; the fix (heddle_slice before the threads, the parts taken over after
 * them); the message's sentence. */
void slice_prepare(struct suggestion *s, struct symbolizer *sym, struct source_cache *sources);
void slice_fix_compute(struct suggestion *s, struct source_cache *sources);
/* Another record of the same slice, for another place a part was taken
 * over: no fix unless it is on the same line as the kept one's. */
void slice_merge(struct suggestion *kept, struct suggestion *other);
void slice_message(FILE *m, const struct suggestion *s);
/* LOCKED + TAKEN_OVER (and FIELDS' parts): heddle_acquire_write(target) on a
 * line of its own before the statement at s->release, which first used the
 * object without its mutex once the threads were joined (same file as the
 * fix only). 0 when it cannot be placed. */
int suggestion_fix_take_over(struct suggestion *s, struct source_cache *sources, const char *target);
/* A struct whose parts had different policies (field_fix.c): its layout,
 * while the process's symbolizer is open; the fix (heddle_slice at the
 * parts' fields and each part's policy call before the threads, the
 * take-over after them); the message's sentence; freeing what prepare kept. */
void field_prepare(struct suggestion *s, struct symbolizer *sym, struct source_cache *sources);
void field_fix_compute(struct suggestion *s, struct source_cache *sources);
void field_message(FILE *m, const struct suggestion *s);
void field_free(struct suggestion *s);
/* An array each of whose elements a mutex of its own guards (LOCKED +
 * PER_ELEMENT, elem_lock_fix.c): the element type's layout checked against
 * the run's distances, while the process's symbolizer is open; the fix
 * (heddle_slice into elements and heddle_set_locked of each with its mutex
 * before the threads, the take-over after them); the message's sentence. */
void elem_lock_prepare(struct suggestion *s, struct symbolizer *sym, struct source_cache *sources);
void elem_lock_fix_compute(struct suggestion *s, struct source_cache *sources);
void elem_lock_message(FILE *m, const struct suggestion *s);
int suggestion_per_element(const struct suggestion *s);
/* A function's own static (s->static_name): its fix where one call, run at
 * every call of the function, is right — heddle_set_locked in the critical
 * section —, else s->fix_note says why none (static_fix.c). */
void static_fix_compute(struct suggestion *s, struct source_cache *sources);
/* Does a statement start on `line`? The previous non-blank line ends one
 * (`;`, `{` or `}`), so the line is not the continuation of an expression. */
int suggestion_starts_statement(struct source_cache *c, const char *path, int line);
/* Drops a fix that could not be completed (its edits freed). */
void suggestion_fix_drop(struct suggestion_fix *f);
/* Is s a plain C identifier (what a fix may write as a name)? */
int suggestion_is_identifier(const char *s);
/* Is s a lock a fix may take the address of: an identifier, an element of
 * an array of them written with a constant index (`fork_m[2]`), or a member
 * of a struct variable (`pool.lock`, `v[1].lock`), or a member of the struct
 * a pointer points to (`c->lock`: a heap object's own mutex; `pool->q->m`
 * through a member; `pool->lock` of another heap object)? */
int suggestion_is_lock_expression(const char *s);
/* Is s an identifier followed by `.member` / `->member` parts only (`q`,
 * `pool->q`): a name an allocation is stored in that DWARF can type? */
int suggestion_is_member_path(const char *s);
/* Adds a whole-line insertion of `text` (malloc'd; the fix owns it) before `line`. */
void suggestion_fix_add_line(struct suggestion_fix *f, int line, char *text);
/* Shared by all: the lvalue an allocation at (line, column) is stored in. */
char *assigned_variable(struct source_cache *c, const char *path, int line, int column);
/* assigned_variable's, or the name path assigned inside a condition (`if
 * ((pool = malloc(n)) == NULL)`: mbrossard's threadpool_create), which holds
 * the object after that statement as well; *in_condition (when not NULL)
 * says which: a fix placed "after the statement" must not take the `if`'s
 * first `;` for its end. */
char *allocation_variable(struct source_cache *c, const char *path, int line, int column, int *in_condition);
/* The #include line to add to path (0: it has one), and an insertion. */
int include_line(struct source_cache *c, const char *path);
/* The leading white space of a line. */
char *indentation(struct source_cache *c, const char *path, int line);

#endif
