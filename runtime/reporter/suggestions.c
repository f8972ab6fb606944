/* suggestions.c — see suggestions.h. */
#define _GNU_SOURCE
#include "suggestions.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctor_lock_fix.h"
#include "demangle.h"
#include "findings.h"
#include "lock_names.h"
#include "turn_semaphore.h"

const char *suggestion_kind_name(uint32_t kind) {
  switch (kind) {
    case HEDDLE_SUGGEST_LOCKED: return "locked";
    case HEDDLE_SUGGEST_STICKY_READ: return "sticky-read";
    case HEDDLE_SUGGEST_READ_SHARED: return "read-shared";
    case HEDDLE_SUGGEST_HAND_OFF: return "hand-off";
    case HEDDLE_SUGGEST_SLICE: return "slice";
    case HEDDLE_SUGGEST_FIELDS: return "fields";
    case HEDDLE_SUGGEST_RACY: return "racy";
    default: return "unknown";
  }
}

static const char *where(const struct symbolized_stack *st, char *buf, size_t n) {
  const struct frame *f = user_frame(st);
  if (!f) return NULL;
  const char *base = strrchr(f->file, '/');
  snprintf(buf, n, "%s:%d", base ? base + 1 : f->file, f->line);
  return buf;
}

/* A hand-off whose threads took turns more often than the runtime notes
 * places (HEDDLE_SUGGEST_TURNS), some of them in the same function on both
 * sides: threads running the same code, each turn ordered after the last —
 * what a lock does, and none that heddle knows as a mutex was held at every
 * access (else it would be proposed locked): a spinlock built from atomics, a
 * futex mutex, a pthread_spinlock_t. Hand-off calls at the noted places
 * would cover some turns only. Returns the function, or NULL. */
static const char *turns_in_one_function(const struct suggestion *s, const struct frame **at, const char **lock) {
  if (s->rec->kind != HEDDLE_SUGGEST_HAND_OFF || !(s->rec->flags & HEDDLE_SUGGEST_TURNS)) return NULL;
  for (size_t i = 0; i <= s->n_steps; i++) {
    const struct frame *a = user_frame(i ? &s->steps[i - 1].from : &s->release),
                       *b = user_frame(i ? &s->steps[i - 1].to : &s->acquire);
    if (a && b && a->function && b->function && strcmp(a->function, b->function) == 0 && strcmp(a->file, b->file) == 0) {
      if (at) *at = b;
      if (lock) *lock = i ? s->steps[i - 1].to_lock : s->turn_lock;
      return b->function;
    }
  }
  return NULL;
}

static const char *base_name(const char *file) {
  const char *slash = strrchr(file, '/');
  return slash ? slash + 1 : file;
}

/* The turns note (above) when the turns in that function held a mutex heddle
 * knows: then the turns were not all under a lock heddle does not know — some
 * held the mutex and others none (a double-buffered logger's buffers, filled
 * under its mutex by the writers' function and drained with no lock by the
 * backend), so no one mutex guards every turn. Names both kinds of turn. */
static void turns_under_a_mutex_message(FILE *m, const struct suggestion *s, const char *function,
                                        const struct frame *at, const char *lock) {
  const struct frame *bare = user_frame(&s->unlocked_turn);
  fprintf(m, " was used by %u threads taking turns, each ordered after the previous one, more often than the run "
             "notes places: in %s() holding the mutex `%s` (%s:%d)",
          s->rec->threads, function, lock, base_name(at->file), at->line);
  if (bare && bare->function)
    fprintf(m, " and in %s() holding no lock (%s:%d). No one mutex guards every turn, so it is not locked by `%s`: "
               "hand it over between the two kinds of turn — heddle_acquire_write in %s() where it takes the "
               "object (while it still holds `%s`), heddle_set_locked with `&%s` where it gives it back, and "
               "heddle_set_locked once it is initialised.",
            bare->function, base_name(bare->file), bare->line, lock, bare->function, lock, lock);
  else
    fprintf(m, ", but not every turn held it, so it is not locked by `%s`: hand it over by hand where a turn "
               "without `%s` takes it (heddle_acquire_write) and gives it back (heddle_set_locked with `&%s`).",
            lock, lock, lock);
  fputs(" No fix: calls at the places this run noted would cover only some of the turns.", m);
}

/* THROUGH_ATOMICS: parts handed over through the object's own atomics. */
static void through_atomics_message(FILE *m, const struct suggestion *s) {
  const struct frame *atomic = user_frame(&s->release), *plain = user_frame(&s->acquire);
  fprintf(m, " was written atomically by %u threads once shared", s->rec->threads);
  if (atomic) fprintf(m, " (at %s:%d)", base_name(atomic->file), atomic->line);
  fputs(" and used plainly by them too, without a race", m);
  if (plain) fprintf(m, " (at %s:%d)", base_name(plain->file), plain->line);
  fputs(": threads used parts of it at once, each part handed over between them through those atomics (a "
        "release store, exchange or compare-exchange publishing it, an acquire load or exchange taking it), which "
        "no one policy of the whole object explains. Annotate it by hand: heddle_slice it into the parts that "
        "change hands (a ring's cells, a pool's blocks), then hand each over — heddle_release_write on the part "
        "before the atomic operation that publishes it, heddle_acquire_write on it after the one that takes it; "
        "its atomic accesses need no annotation (strict mode never checks them). No fix: the run does not say "
        "which atomic handed over which part.",
        m);
}

/* A heap object allocated inside a library's headers on behalf of the
 * user's code (a std::vector's buffer grown by push_back, a std::function's
 * or std::deque's storage, std::make_shared's block): the library function
 * the first user frame called (the frame just outside the user's code), or
 * NULL — also for a std::thread's own state, which no user code touches,
 * wherever the thread was constructed: by the user's line itself or inside
 * another library function the user called (a pool's
 * `workers.emplace_back(lambda)`, progschj/ThreadPool's constructor: its
 * entry is vector::emplace_back, and the state got a sticky-read and a
 * hand-off proposal for one allocation line). */
static const struct frame *library_entry(struct suggestion *s) {
  const struct frame *user = user_frame(&s->alloc);
  if (!user || user == s->alloc.frames) return NULL;
  for (const struct frame *f = s->alloc.frames; f < user; f++)
    if (f->function && strncmp(f->function, "std::thread::", 13) == 0) return NULL;
  const struct frame *entry = user - 1;
  if (!entry->function) return NULL;
  s->library_entry = entry;
  return entry;
}

/* Why a library's allocation gets no fix, and what to write instead. */
static void library_entry_message(FILE *m, const struct suggestion *s) {
  const struct frame *e = s->library_entry, *user = user_frame(&s->alloc);
  fprintf(m, " It is allocated inside `%s` (%s), called at %s:%d. No fix: the library allocates it there, "
             "where no annotation can go, and may move or free it on its own (a container's buffer when it "
             "grows, a std::function's or shared_ptr's state); annotate the variable of yours that owns it, or, "
             "when the object is yours (std::make_unique<T>), call the policy on the pointer the library returns "
             "(`p.get()`) after %s:%d.",
          e->function, e->file ? base_name(e->file) : "a library", base_name(user->file), user->line,
          base_name(user->file), user->line);
}

/* LOCKED: the held lock as the user finds it in the program — its name, and
 * for a mutex inside another heap object that object too (a name alone
 * would not say that `pool` is another function's variable); never a bare
 * arena address when the object holding it is known. */
static void lock_phrase(FILE *m, const struct suggestion *s) {
  const struct heddle_ev_suggestion *r = s->rec;
  const struct frame *holder = r->lock_obj_base ? user_frame(&s->lock_alloc) : NULL;
  if (s->lock_is_rwlock) fprintf(m, "the rwlock `%s` (for writing at every write)", s->lock_name);
  else if (s->lock_name) fprintf(m, "the mutex `%s`", s->lock_name);
  else if (holder) fprintf(m, "the mutex at offset %llu", (unsigned long long)(r->lock - r->lock_obj_base));
  else fprintf(m, "the mutex at 0x%llx", (unsigned long long)r->lock);
  if (holder)
    fprintf(m, "%s the %llu-byte heap object allocated at %s:%d%s", s->lock_name ? " (in" : " of",
            (unsigned long long)r->lock_obj_size, base_name(holder->file), holder->line, s->lock_name ? ")" : "");
}

/* The sentence a user reads: what was observed, then what to write. */
static char *message_for(const struct suggestion *s) {
  const struct heddle_ev_suggestion *r = s->rec;
  char *text = NULL, first[300], last[300];
  size_t size = 0;
  FILE *m = open_memstream(&text, &size);
  if (!m) return NULL;
  if (s->static_name) fprintf(m, "`%s` (a static variable of %s())", s->static_name, s->static_function);
  else if (s->object) fprintf(m, "`%s`", s->object);
  else fprintf(m, "The %llu-byte heap object allocated here", (unsigned long long)r->obj_size);
  const char *shared_at = where(&s->acquire, first, sizeof first);
  const char *written_at = where(&s->release, last, sizeof last);
  switch (r->kind) {
    case HEDDLE_SUGGEST_LOCKED:
      if (suggestion_per_element(s)) {
        elem_lock_message(m, s); /* each element by its own mutex */
        break;
      }
      fprintf(m, " was accessed by %u threads, always holding ", r->threads);
      lock_phrase(m, s);
      if (r->flags & HEDDLE_SUGGEST_FROM_SHARING)
        fprintf(m, " once it was shared (first at %s); it was initialised without the mutex. Call "
                   "heddle_set_locked on it after its initialisation, before other threads use it.",
                shared_at ? shared_at : "?");
      else if (r->flags & HEDDLE_SUGGEST_TAKEN_OVER)
        fprintf(m, " while other threads could run: annotate it as locked by that mutex, and take it "
                   "over with heddle_acquire_write before using it without the mutex once the "
                   "threads are joined (%s).", written_at ? written_at : "?");
      else
        fputs(": annotate it as locked by that mutex.", m);
      break;
    case HEDDLE_SUGGEST_STICKY_READ:
      fprintf(m, " was read by %u threads and never written once they shared it", r->threads);
      if ((r->flags & HEDDLE_SUGGEST_NEVER_WRITTEN) && s->object) fputs(": annotate it sticky-read.", m);
      else if (r->flags & HEDDLE_SUGGEST_NEVER_WRITTEN) /* filled right after the allocation, unrecorded */
        fputs(": call heddle_set_sticky_read on it once it is filled, before the threads that read it start.", m);
      else
        fprintf(m, ": call heddle_set_sticky_read on it after its last write%s%s, before the threads start.",
                written_at ? " at " : "", written_at ? written_at : "");
      break;
    case HEDDLE_SUGGEST_RACY:
      if (r->flags & HEDDLE_SUGGEST_PLAIN_ALONE)
        fprintf(m, " was accessed by %u threads atomically whenever another thread could run, plainly only "
                   "alone (before the threads or after the joins): annotate it racy.", r->threads);
      else
        fprintf(m, " was accessed by %u threads only atomically: annotate it racy.", r->threads);
      break;
    case HEDDLE_SUGGEST_HAND_OFF: {
      const struct frame *turn_at = NULL;
      const char *turn_lock = NULL, *turns = turns_in_one_function(s, &turn_at, &turn_lock);
      if (r->flags & HEDDLE_SUGGEST_THROUGH_ATOMICS) {
        through_atomics_message(m, s);
        break;
      }
      if (turns && turn_lock) {
        turns_under_a_mutex_message(m, s, turns, turn_at, turn_lock);
        break;
      }
      if (turns && s->turn_note) {
        fprintf(m, " was used by %u threads taking turns in %s(), each turn ordered after the previous one.%s",
                r->threads, turns, s->turn_note);
        break;
      }
      if (turns) {
        fprintf(m, " was used by %u threads taking turns in %s(), each turn ordered after the previous one, more "
                   "often than the run notes places: that is what a lock does, and no lock heddle knows as a "
                   "mutex was held — a spinlock built from atomics, a futex, or a pthread_spinlock_t? heddle's "
                   "locked policy takes a pthread_mutex_t, pthread_rwlock_t, mtx_t or std::mutex: guard it with "
                   "one of those and heddle proposes it locked, or hand it over inside each critical section "
                   "(heddle_acquire_write after taking the lock, heddle_release_write before letting it go). No "
                   "fix: calls at the places this run noted would cover only some of the turns.",
                r->threads, turns);
        break;
      }
      fprintf(m, " moved between %u threads, each use ordered after the previous one: hand it over "
                 "with heddle_release_write in the old owner after its last access%s%s%s and "
                 "heddle_acquire_write in the new owner before its first%s%s%s.%s",
              r->threads, written_at ? " (" : "", written_at ? written_at : "", written_at ? ")" : "",
              shared_at ? " (" : "", shared_at ? shared_at : "", shared_at ? ")" : "",
              s->turn_note ? s->turn_note : "");
      break;
    }
    case HEDDLE_SUGGEST_READ_SHARED:
      if (r->flags & HEDDLE_SUGGEST_ONE_WRITE_PHASE) {
        /* sticky-read in all but name: heddle_set_sticky_read is refused while other threads run, as they did
         * at its last write (a table filled under pthread_once), so its readers share it for reading instead */
        fprintf(m, " was written by one thread while others ran%s%s%s, then only read, by %u threads%s%s%s%s: "
                   "all its writes came before any other thread's reads. heddle_set_sticky_read must run while "
                   "no other thread can, so share it for reading: heddle_release_write in the writer after its "
                   "last write, heddle_acquire_read in the readers before their reads.",
                written_at ? " (last at " : "", written_at ? written_at : "", written_at ? ")" : "", r->threads,
                r->flags & HEDDLE_SUGGEST_READS_IN_TURNS ? "" : " at once", shared_at ? " (from " : "",
                shared_at ? shared_at : "", shared_at ? ")" : "");
        break;
      }
      /* Reads in turns (this run's schedule): said as seen, not as reads at once (trial 18 F4, crew.c's path_max).
       * Read-shared all the same: a hand-off from reader to reader fails strict mode once two read at once. */
      if (r->flags & HEDDLE_SUGGEST_READS_IN_TURNS) {
        fprintf(m, " was used by %u threads and only read once shared (never written after sharing; in this run "
                   "each reader's reads came after the previous reader's, no two at once): make it read-shared, "
                   "which allows both — heddle_release_write after its last write, heddle_acquire_read in each "
                   "reader before its reads, heddle_release_read after them (a hand-off from reader to reader "
                   "would fail in strict mode as soon as two read at once).",
                r->threads);
        break;
      }
      fprintf(m, " was read by %u threads at once and written only while no other thread used it: make it "
                 "read-shared for the reading phases (heddle_acquire_read in each reader before its reads, "
                 "heddle_release_read after them) and hand it to one writer between them.",
              r->threads);
      break;
    case HEDDLE_SUGGEST_SLICE:
      if (s->fields) field_message(m, s); /* a struct's: by field */
      else slice_message(m, s);
      break;
    case HEDDLE_SUGGEST_FIELDS:
      field_message(m, s);
      break;
    default:
      fputs(" was shared without a race.", m);
  }
  if (s->fix_note && r->kind != HEDDLE_SUGGEST_SLICE && r->kind != HEDDLE_SUGGEST_FIELDS &&
      !suggestion_per_element(s)) /* theirs say it */
    fprintf(m, " No fix: %s.", s->fix_note);
  if (s->library_entry) library_entry_message(m, s);
  if (r->flags & HEDDLE_SUGGEST_STEPS_MISSING)
    fputs(" No fix: the run did not keep every place it changed hands (at most 4 per allocation site or "
          "global, from the first 8 changes of each object), and calls at only some of them would be wrong.",
          m);
  fclose(m);
  return text;
}

/* Every suggestion without a fix says why in its message (`heddle annotate`
 * prints the reason, SARIF's properties.suggestion.noFix carries it): the
 * ones no placement gave a reason get the general one. */
static void say_why_no_fix(struct suggestion *s) {
  if (s->fix.file || !s->message || strstr(s->message, SUGGESTION_NO_FIX)) return;
  char *text = NULL;
  if (asprintf(&text, "%s%s heddle found no place where the annotation certainly compiles, runs at the right "
                      "time and names this object: write it by hand as this message says.",
               s->message, SUGGESTION_NO_FIX) < 0)
    return;
  free(s->message);
  s->message = text;
}

static int same_suggestion(const struct suggestion *a, const struct suggestion *b) {
  if (a->rec->kind != b->rec->kind || suggestion_per_element(a) != suggestion_per_element(b)) return 0;
  if (a->object || b->object) return a->object && b->object && strcmp(a->object, b->object) == 0;
  /* by column too: two allocations on one line (`int *a = malloc(…), *tmp = malloc(…);`) are two sites */
  return a->file && b->file && a->line == b->line && a->column == b->column && strcmp(a->file, b->file) == 0;
}

/* `cfg.2`: a part of the global `cfg` that the optimiser split off (GlobalOpt's
 * SRA of a static struct): named, and merged, as `cfg` — the variable the user
 * wrote and the one an annotation can name. */
static void name_split_part(struct suggestion *s) {
  char *dot = s->object ? strrchr(s->object, '.') : NULL;
  if (!dot || !dot[1] || strspn(dot + 1, "0123456789") != strlen(dot + 1)) return;
  *dot = 0;
  s->split_parts = 1;
}

static void swap_evidence(struct suggestion *a, struct suggestion *b) {
  const struct heddle_ev_suggestion *r = a->rec;
  struct symbolized_stack release = a->release;
  a->rec = b->rec, b->rec = r;
  a->release = b->release, b->release = release;
}

/* Another part of the same split global, same kind: the merged suggestion
 * stands for every part. A sticky-read's set call must follow the last write
 * of any part: a part written at run time wins over a never-written one, and
 * of two written in one file the later line (the writes of a struct's fields
 * before its readers start are straight-line code in one function); parts
 * last written in different files have no one place for the call. */
static void merge_split_part(struct suggestion *kept, struct suggestion *part) {
  kept->split_parts++;
  if (kept->rec->kind != HEDDLE_SUGGEST_STICKY_READ) return;
  int kept_never = !!(kept->rec->flags & HEDDLE_SUGGEST_NEVER_WRITTEN),
      part_never = !!(part->rec->flags & HEDDLE_SUGGEST_NEVER_WRITTEN);
  if (part_never) return;
  if (kept_never) {
    swap_evidence(kept, part);
    return;
  }
  const struct frame *a = user_frame(&kept->release), *b = user_frame(&part->release);
  if (!a || !b || strcmp(a->file, b->file) != 0) kept->no_fix = 1;
  else if (b->line > a->line) swap_evidence(kept, part);
}

/* Two objects of one site, each locked by the same member of an object of
 * one other site (heavy.c's 64 pools, each queue under its own pool's
 * `lock`): one name, `pool->lock`, is right for each, where both are
 * allocated. */
static int same_member_of_one_site(const struct suggestion *a, const struct suggestion *b) {
  const struct heddle_ev_suggestion *x = a->rec, *y = b->rec;
  const struct frame *p = user_frame(&a->lock_alloc), *q = user_frame(&b->lock_alloc);
  return x->lock_obj_base && y->lock_obj_base && x->lock - x->lock_obj_base == y->lock - y->lock_obj_base &&
         p && q && p->line == q->line && p->column == q->column && strcmp(p->file, q->file) == 0;
}

/* Objects of one allocation site, each locked by a mutex of its own (lock
 * striping): one suggestion, no fix (no single mutex to name). */
static void mark_mixed_locks(struct suggestion *s) {
  if (s->mixed_locks) return;
  s->mixed_locks = 1;
  suggestion_fix_drop(&s->fix);
  free(s->message);
  s->message = NULL;
  char *text = NULL;
  if (asprintf(&text, "The objects allocated here were each accessed by several threads, always holding a "
                      "mutex of their own (not one for all): annotate each with heddle_set_locked and its "
                      "mutex after it is initialised.") >= 0)
    s->message = text;
}

/* Kinds whose records are the places the object changed hands (infer.c
 * emit_steps), placed by handoff_fix.c. */
static int has_steps(const struct suggestion *s) {
  return s->rec->kind == HEDDLE_SUGGEST_HAND_OFF || s->rec->kind == HEDDLE_SUGGEST_READ_SHARED;
}

/* Another place the same site's object changed hands (one record each):
 * kept with the first, unless a step already has the same source lines. */
static void merge_step(struct suggestion *kept, struct suggestion *other) {
  const struct frame *from = user_frame(&other->release), *to = user_frame(&other->acquire);
  if (!from || !to || kept->n_steps == SUGGESTION_MAX_STEPS) return;
  for (size_t i = 0; i <= kept->n_steps; i++) {
    const struct frame *a = user_frame(i ? &kept->steps[i - 1].from : &kept->release),
                       *b = user_frame(i ? &kept->steps[i - 1].to : &kept->acquire);
    if (a && b && a->line == from->line && b->line == to->line && strcmp(a->file, from->file) == 0 &&
        strcmp(b->file, to->file) == 0)
      return;
  }
  struct handoff_step *st = &kept->steps[kept->n_steps++];
  st->from = other->release;
  st->to = other->acquire;
  st->to_free = other->rec->acquire.kind == HEDDLE_CHANGE_FREE;
  st->from_wrote = other->rec->release.kind == HEDDLE_CHANGE_WRITE;
  st->to_writes = other->rec->acquire.kind != HEDDLE_CHANGE_READ;
  st->to_lock = other->turn_lock;
  other->turn_lock = NULL;
  memset(&other->release, 0, sizeof other->release);
  memset(&other->acquire, 0, sizeof other->acquire);
}

/* A site's turn without a mutex (HEDDLE_SUGGEST_UNLOCKED_TURN, after its
 * steps): kept with the site's suggestion, whose turns note names it. */
static void keep_unlocked_turn(struct suggestion *kept, struct suggestion *other) {
  if (kept->unlocked_turn.n) return;
  kept->unlocked_turn = other->acquire;
  memset(&other->acquire, 0, sizeof other->acquire);
}

static void free_one(struct suggestion *s) {
  for (size_t i = 0; i < s->n_steps; i++) {
    stack_free(&s->steps[i].from);
    stack_free(&s->steps[i].to);
    free(s->steps[i].to_lock);
  }
  stack_free(&s->unlocked_turn);
  free(s->turn_lock);
  free(s->turn_note);
  for (size_t i = 0; i < s->n_calls; i++) free(s->calls[i].expression);
  stack_free(&s->alloc);
  stack_free(&s->release);
  stack_free(&s->acquire);
  free(s->object);
  free(s->static_name);
  free(s->static_function);
  free(s->lock_name);
  free(s->lock_file);
  stack_free(&s->lock_alloc);
  ctor_lock_free(s->ctor_lock);
  free(s->file);
  free(s->variable);
  free(s->elem_mutex);
  free(s->elem_type);
  free(s->elem_always_lock);
  free(s->message);
  suggestion_fix_drop(&s->fix);
  field_free(s);
}

static void build_one(struct suggestion *s, const struct process_log *log, const struct heddle_ev_suggestion *r,
                      struct symbolizer *sym) {
  memset(s, 0, sizeof *s);
  s->proc = log;
  s->rec = r;
  symbolize_stack(sym, &r->alloc.stack, &s->alloc);
  symbolize_stack(sym, &r->release.stack, &s->release);
  symbolize_stack(sym, &r->acquire.stack, &s->acquire);
  if (r->obj_name[0]) s->object = demangle_variable(r->obj_name);
  name_split_part(s);
  uint64_t lock_size = 0;
  if (r->lock) s->lock_name = symbolize_lock(sym, r->lock, &lock_size);
  if (r->kind == HEDDLE_SUGGEST_HAND_OFF && (r->flags & HEDDLE_SUGGEST_TURNS) && r->part_lock[0])
    s->turn_lock = symbolize_lock(sym, r->part_lock[0], NULL);
  s->lock_is_rwlock = s->lock_name && lock_size == sizeof(pthread_rwlock_t);
  /* a held lock's own variable: a mutex, an rwlock, or a spinlock (intercept_sync.c holds those too) */
  s->lock_is_symbol = s->lock_name && (lock_size == sizeof(pthread_mutex_t) || s->lock_is_rwlock ||
                                       lock_size == sizeof(pthread_spinlock_t));
  if (s->lock_is_symbol && !symbolize_variable_decl(sym, r->lock, &s->lock_file, &s->lock_line))
    s->lock_file = NULL;
  /* a global main initialised without its mutex(es) before the threads: its heddle_set_locked goes before
   * the first thread's creation (suggestion_fix.c, elem_lock_fix.c), which the record does not say */
  const struct heddle_ev_thread *first = log_thread(log, 1);
  if (s->object && r->kind == HEDDLE_SUGGEST_LOCKED && (r->flags & (HEDDLE_SUGGEST_FROM_SHARING | HEDDLE_SUGGEST_PER_ELEMENT)) &&
      !s->alloc.n && first && first->parent_tid == 0) {
    stack_free(&s->alloc);
    symbolize_stack(sym, &first->created_at, &s->alloc);
  }
  if (s->object) {
    if (!symbolize_variable_decl(sym, r->obj_base, &s->file, &s->line)) s->file = NULL;
    if (!symbolize_function_static(sym, r->obj_base, &s->static_name, &s->static_function))
      s->static_name = s->static_function = NULL;
  } else {
    const struct frame *f = user_frame(&s->alloc);
    if (f) {
      s->file = strdup(f->file);
      s->line = f->line;
      s->column = f->column;
    }
  }
}

/* An object the compiler made, not the user (the Itanium C++ ABI's special
 * names): a vtable or VTT, type_info and its name, a function-local static's
 * guard variable. No source declares it and no annotation can name it; its
 * uses are the library's or the language runtime's (a guard's acquire load).
 * The runtime records a global's name demangled (its mangled form when the
 * demangler failed). */
static int compiler_made(const char *name) {
  static const char *const prefixes[] = {"vtable for ", "VTT for ", "typeinfo for ", "typeinfo name for ",
                                         "guard variable for ", "_ZTV", "_ZTT", "_ZTI", "_ZTS", "_ZGV"};
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (strncmp(name, prefixes[i], strlen(prefixes[i])) == 0) return 1;
  return 0;
}

int suggestions_build(struct process_log *const *logs, size_t n_logs, struct suggestions *out) {
  memset(out, 0, sizeof *out);
  size_t total = 0;
  for (size_t i = 0; i < n_logs; i++) total += logs[i]->n_suggestions;
  if (!total) return 0;
  out->items = calloc(total, sizeof *out->items);
  out->starts = calloc(n_logs, sizeof *out->starts);
  struct source_cache *sources = source_cache_new();
  if (!out->items || !out->starts || !sources) {
    free(out->items);
    free(out->starts);
    out->items = NULL;
    out->starts = NULL;
    source_cache_free(sources);
    return -1;
  }
  for (size_t i = 0; i < n_logs; i++) {
    if (!logs[i]->n_suggestions) continue;
    struct symbolizer *sym = symbolizer_open(logs[i]);
    if (!sym) break;
    struct thread_starts *starts = &out->starts[out->n_starts++];
    thread_starts_build(logs[i], sym, starts); /* out of memory: fewer places known, fewer fixes */
    for (size_t k = 0; k < logs[i]->n_suggestions; k++) {
      struct suggestion *s = &out->items[out->n];
      build_one(s, logs[i], &logs[i]->suggestions[k], sym);
      s->thread_starts = starts;
      slice_prepare(s, sym, sources);
      field_prepare(s, sym, sources);
      elem_lock_prepare(s, sym, sources);
      lock_name_own_member(s, sym, sources);
      lock_name_other_object(s, sym, sources);
      if (s->lock_in_other_function)
        s->fix_note = "the heap object holding the mutex is allocated in another function, where no statement sees "
                      "both names: call heddle_set_locked on this object with that mutex by hand where both are "
                      "in scope, before other threads use it";
      /* Nowhere to point at, memory a library allocated for itself (a
       * std::thread's state; a container's or std::function's storage the
       * user's code made it allocate is kept, named by the user's line and
       * the library function it called: library_entry), a variable a library
       * defines in its headers (libstdc++'s atomic-wait table `__w`, a
       * static of a function in bits/atomic_wait.h), or a compiler-made
       * object (a libstdc++ class's vtable): nothing a user could act on. */
      int dup = (!s->file && !s->object) || (!s->object && stack_starts_in_library(&s->alloc) && !library_entry(s)) ||
                (s->object && source_in_library(s->file)) || compiler_made(logs[i]->suggestions[k].obj_name);
      int unlocked_turn = (s->rec->flags & HEDDLE_SUGGEST_UNLOCKED_TURN) != 0; /* no suggestion of its own */
      for (size_t j = 0; !dup && j < out->n; j++) {
        dup = same_suggestion(&out->items[j], s);
        if (dup && unlocked_turn && s->proc == out->items[j].proc)
          keep_unlocked_turn(&out->items[j], s);
        else if (dup && has_steps(s) && s->proc == out->items[j].proc)
          merge_step(&out->items[j], s);
        else if (dup && s->rec->kind == HEDDLE_SUGGEST_SLICE && s->proc == out->items[j].proc)
          slice_merge(&out->items[j], s);
        else if (dup && s->split_parts && out->items[j].split_parts && s->proc == out->items[j].proc)
          merge_split_part(&out->items[j], s);
        else if (dup && out->items[j].rec->lock != s->rec->lock && !suggestion_per_element(s) &&
                 !same_member_of_one_site(&out->items[j], s))
          mark_mixed_locks(&out->items[j]);
      }
      if (dup || unlocked_turn) {
        free_one(s);
        continue;
      }
      out->n++;
    }
    symbolizer_close(sym);
  }
  /* Fixes and messages once every part is merged (a merge may change the evidence). */
  for (size_t j = 0; j < out->n; j++) {
    struct suggestion *s = &out->items[j];
    const char *turn_lock = NULL, *turns = turns_in_one_function(s, NULL, &turn_lock);
    if (turns && !turn_lock && !(s->rec->flags & HEDDLE_SUGGEST_THROUGH_ATOMICS))
      s->turn_note = turn_semaphore_note(s, sources, turns);
    if (s->library_entry) {
      /* no fix: where a library allocates, no annotation can go (message_for says why) */
    } else if (turns && s->turn_note && !s->no_fix && !s->mixed_locks &&
        !(s->rec->flags & (HEDDLE_SUGGEST_STEPS_MISSING | HEDDLE_SUGGEST_THROUGH_ATOMICS))) {
      turn_semaphore_fix(s, sources); /* every turn between a sem_wait and a sem_post */
    } else if (s->no_fix || s->mixed_locks || (s->rec->flags & (HEDDLE_SUGGEST_STEPS_MISSING | HEDDLE_SUGGEST_THROUGH_ATOMICS)) ||
        turns) {
      /* no one place for a fix, or not all of its places known */
    } else if (s->static_name) {
      static_fix_compute(s, sources); /* a function's static: out of scope where most fixes go */
    } else if (has_steps(s)) {
      handoff_fix_compute(s, sources);
      const struct frame *to = user_frame(&s->acquire);
      if (!s->fix.file && s->rec->kind == HEDDLE_SUGGEST_HAND_OFF && to && to->function &&
          (s->turn_note = turn_semaphore_note(s, sources, to->function))) {
        /* no statement after the old owner's last access publishes (a turn in a function called between a
         * sem_wait and a sem_post: OSTEP producer_consumer_works.c's do_get): the turns' semaphores do */
        s->fix_note = NULL;
        turn_semaphore_fix(s, sources);
      }
    } else if (suggestion_per_element(s)) {
      elem_lock_fix_compute(s, sources);
    } else {
      suggestion_fix_compute(s, sources);
    }
    if (!s->message) s->message = message_for(s);
  }
  suggestions_reconcile(out);
  for (size_t j = 0; j < out->n; j++) say_why_no_fix(&out->items[j]);
  source_cache_free(sources);
  return 0;
}

void suggestions_free(struct suggestions *s) {
  for (size_t i = 0; i < s->n; i++) free_one(&s->items[i]);
  free(s->items);
  for (size_t i = 0; i < s->n_starts; i++) thread_starts_free(&s->starts[i]);
  free(s->starts);
  memset(s, 0, sizeof *s);
}
