/* report_text.c — see report_text.h. */
#define _GNU_SOURCE
#include "report_text.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heddle.h" /* enum heddle_policy */
#include "names.h"

static char *format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *format(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *s = NULL;
  if (vasprintf(&s, fmt, ap) < 0) s = NULL;
  va_end(ap);
  return s;
}

/* "an" before numbers read with a leading vowel sound: 8, 11, 18, 80-89,
 * 800-899, 11000, 18000, ... (eight..., eleven..., eighteen...). */
static const char *article_for(unsigned long long n) {
  char digits[24];
  int len = snprintf(digits, sizeof digits, "%llu", n);
  if (digits[0] == '8') return "an";
  int eleven_or_eighteen = digits[0] == '1' && (digits[1] == '1' || digits[1] == '8');
  return eleven_or_eighteen && len % 3 == 2 ? "an" : "a";
}

static char *heap_object_phrase(unsigned long long size) {
  return format("%s %llu-byte heap object", article_for(size), size);
}

/* "stack object `cache` of `main`": a local of a thread-creating function
 * that the instrumentation moved to tracked memory (runtime/stack); its
 * function is its declaration's frame, the innermost (the allocation is the
 * function's own call). */
static char *stack_object_phrase(const char *name, const struct symbolized_stack *declared) {
  const char *fn = declared->n ? declared->frames[0].function : NULL;
  if (name && name[0]) return fn ? format("stack object `%s` of `%s`", name, fn) : format("stack object `%s`", name);
  return fn ? format("a stack object of `%s`", fn) : format("a stack object");
}

/* "the static state of `strtok` in the C library" (runtime/lib/intercept_libc_state.c) and
 * "a 32768-byte mmap region" (runtime/mapping/): race mode's objects that are not the heap's. */
static char *libc_state_phrase(const char *name) {
  return format("the static state of `%s` in the C library", name && name[0] ? name : "?");
}
static char *mapping_phrase(unsigned long long size) {
  return format("%s %llu-byte mmap region", article_for(size), size);
}

char *object_phrase(const struct finding *f) {
  const struct heddle_ev_report *r = f->rec;
  if (r->alloc.kind == HEDDLE_CHANGE_STACK_ALLOC)
    return stack_object_phrase(f->object_name ? f->object_name : r->obj_name, &f->alloc);
  if (r->alloc.kind == HEDDLE_CHANGE_LIBC_STATE) return libc_state_phrase(r->obj_name);
  if (r->alloc.kind == HEDDLE_CHANGE_MAP) return mapping_phrase(r->obj_size);
  if (f->object_name) return format("`%s`", f->object_name);
  if (r->obj_name[0]) return format("`%s`", r->obj_name);
  if (r->obj_base) return heap_object_phrase(r->obj_size);
  return format("an untracked pointer 0x%llx", (unsigned long long)r->access.addr);
}

char *object_line_subject(const struct finding *f) {
  const struct heddle_ev_report *r = f->rec;
  unsigned long long size = r->obj_size, base = r->obj_base;
  if (r->alloc.kind == HEDDLE_CHANGE_STACK_ALLOC) {
    /* "Object stack object `x` of `f`" said "object" twice: the name first, what it is in the parenthesis */
    const char *name = f->object_name ? f->object_name : r->obj_name;
    const char *fn = f->alloc.n ? f->alloc.frames[0].function : NULL;
    char *of = fn ? format(" of `%s`", fn) : format("%s", "");
    char *line = !of ? NULL
                 : name && name[0]
                     ? format("Object `%s` (a stack object%s, %llu byte%s at 0x%llx)", name, of, size, plural_s(size), base)
                     : format("A stack object%s (%llu byte%s at 0x%llx)", of, size, plural_s(size), base);
    free(of);
    return line;
  }
  char *phrase = object_phrase(f);
  if (!phrase) return NULL;
  char *line;
  if (phrase[0] == '`') /* a global: its name, then its size */
    line = base ? format("Object %s (%llu byte%s at 0x%llx)", phrase, size, plural_s(size), base) : format("Object %s", phrase);
  else /* "a 32-byte heap object", "an untracked pointer 0x…": the phrase says what it is, "Object" first would repeat it */
    line = base ? format("%c%s at 0x%llx", toupper((unsigned char)phrase[0]), phrase + 1, base)
                : format("%c%s", toupper((unsigned char)phrase[0]), phrase + 1);
  free(phrase);
  return line;
}

char *other_object_phrase(const struct finding_object *o) {
  if (o->alloc_kind == HEDDLE_CHANGE_STACK_ALLOC) return stack_object_phrase(o->name, &o->alloc);
  if (o->alloc_kind == HEDDLE_CHANGE_LIBC_STATE) return libc_state_phrase(o->name);
  if (o->alloc_kind == HEDDLE_CHANGE_MAP && o->sized) return mapping_phrase(o->size);
  if (o->name) return format("`%s`", o->name);
  return o->sized ? heap_object_phrase(o->size) : format("a heap object");
}

char *start_routine_phrase(const char *fn) {
  /* libstdc++'s state for `std::thread(callable, args...)`: the tuple's first type is the callable's */
  static const char state[] = "std::thread::_State_impl<std::thread::_Invoker<std::tuple<";
  if (!fn) return format("%s", "<unknown>");
  if (strncmp(fn, state, sizeof state - 1) != 0) return format("%s", fn);
  const char *type = fn + sizeof state - 1, *end = type;
  for (int depth = 0; *end; end++) {
    if (*end == '<' || *end == '(') depth++;
    else if ((*end == '>' || *end == ')') && depth-- == 0) break;
    else if (*end == ',' && depth == 0) break;
  }
  /* a class (a lambda's closure, a functor) runs its operator(); a function pointer's type names no function */
  if (!*end || end == type || memmem(type, (size_t)(end - type), "(*", 2)) return format("%s", fn);
  return format("%.*s::operator()", (int)(end - type), type);
}

char *policy_phrase(const struct finding *f) {
  const struct heddle_ev_report *r = f->rec;
  if (r->obj_policy == HEDDLE_PRIVATE && r->obj_owner_tid != UINT32_MAX)
    return format("private to thread T%u", r->obj_owner_tid);
  if (r->obj_policy == HEDDLE_LOCKED && r->obj_lock && f->lock_name)
    return format("locked by the mutex `%s` at 0x%llx", f->lock_name, (unsigned long long)r->obj_lock);
  if (r->obj_policy == HEDDLE_LOCKED && r->obj_lock)
    return format("locked by the mutex at 0x%llx", (unsigned long long)r->obj_lock);
  return format("%s", policy_name(r->obj_policy));
}

static const char *verb(const struct heddle_access *a) { return a->is_write ? "wrote" : "read"; }

int is_memory_error(uint32_t rule) { return rule == HEDDLE_RULE_USE_AFTER_FREE || rule == HEDDLE_RULE_DOUBLE_FREE; }

const char *memory_end_verb(const struct heddle_ev_report *r) {
  if (r->last_change.kind == HEDDLE_CHANGE_RETURN) return "returned";
  return r->alloc.kind == HEDDLE_CHANGE_MAP ? "unmapped" : "freed";
}

/* A use of memory whose lifetime ended, named as the sanitizers name it:
 * "Use after free: thread T0 read 4 bytes of a 4-byte heap object after thread T1 freed it." */
static char *use_after_free_title(const struct finding *f, const char *object) {
  const struct heddle_ev_report *r = f->rec;
  const struct heddle_access *a = &r->access;
  if (r->last_change.kind == HEDDLE_CHANGE_RETURN)
    return format("Use after return: thread T%u %s %u byte%s of %s after its function returned.", a->tid, verb(a),
                  a->size, plural_s(a->size), object);
  int unmapped = r->alloc.kind == HEDDLE_CHANGE_MAP;
  return format("Use after %s: thread T%u %s %u byte%s of %s after thread T%u %s it.", unmapped ? "munmap" : "free",
                a->tid, verb(a), a->size, plural_s(a->size), object, r->last_change.tid, memory_end_verb(r));
}

const char *plural_s(unsigned long long n) { return n == 1 ? "" : "s"; }

static char *title_for(const struct finding *f, const char *object, const char *policy) {
  const struct heddle_ev_report *r = f->rec;
  const struct heddle_access *a = &r->access;
  const char *other = change_name(r->other.kind);
  switch (r->rule) {
    case HEDDLE_RULE_SHARING_VIOLATION:
      if (r->last_change.kind == HEDDLE_CHANGE_RETURN)
        return format("Use after return: thread T%u %s %u byte%s of %s after its function returned.", a->tid,
                      verb(a), a->size, plural_s(a->size), object);
      return format("Thread T%u %s %u byte%s of %s, which is %s.", a->tid, verb(a), a->size,
                    plural_s(a->size), object, policy);
    case HEDDLE_RULE_UNORDERED_POLICY_CHANGE:
      if (a->size) /* an access that changes the policy, e.g. the first one under a lock */
        return format("Thread T%u %s %u byte%s of %s without being ordered after thread T%u's %s.",
                      a->tid, verb(a), a->size, plural_s(a->size), object, r->other.tid,
                      other ? other : "policy change");
      return format("Thread T%u changed the policy of %s without being ordered after thread "
                    "T%u's %s.", a->tid, object, r->other.tid, other ? other : "policy change");
    case HEDDLE_RULE_INVALID_POLICY_CHANGE:
      return format("Thread T%u made an invalid policy change of %s, which is %s.", a->tid,
                    object, policy);
    case HEDDLE_RULE_LOCK_NOT_HELD:
      if (f->lock_name)
        return format("Thread T%u %s %u byte%s of %s without holding its lock `%s`.", a->tid,
                      verb(a), a->size, plural_s(a->size), object, f->lock_name);
      return format("Thread T%u %s %u byte%s of %s without holding its lock.", a->tid, verb(a),
                    a->size, plural_s(a->size), object);
    case HEDDLE_RULE_USE_AFTER_FREE:
      return use_after_free_title(f, object);
    case HEDDLE_RULE_DOUBLE_FREE:
      return format("Double free: thread T%u freed %s, which thread T%u had freed already.", a->tid, object,
                    r->last_change.tid);
    case HEDDLE_RULE_DATA_RACE:
      if (!strncmp(r->detail, "return by ", 10)) /* race.c: the racing access is its function's return */
        return format("Data race: thread T%u's function returned, ending %s, not ordered after thread T%u's "
                      "earlier %s of it.", a->tid, object, r->other.tid, other ? other : "access");
      if (!strncmp(r->detail, "free by ", 8)) /* ... its free (or munmap): a store only as the shadow sees it */
        return format("Data race: thread T%u %s %s, not ordered after thread T%u's earlier %s of it.", a->tid,
                      memory_end_verb(r), object, r->other.tid, other ? other : "access");
      return format("Data race: thread T%u %s %u byte%s of %s, not ordered after thread T%u's "
                    "earlier %s of it.%s%s", a->tid, verb(a), a->size, plural_s(a->size), object, r->other.tid,
                    other ? other : "access", f->access_part ? " " : "", f->access_part ? f->access_part : "");
    case HEDDLE_RULE_FILTER_DEADLOCK: /* log_reader.c filter_deadlock_report */
      return format("Execution filter %s deadlocked the program: thread T%u waited %llu ms in its constraint at "
                    "%s, so heddle removed the filter (LOOM 3.3) and the program went on without it.",
                    r->obj_name, a->tid, (unsigned long long)a->addr, r->detail);
    case HEDDLE_RULE_MUTEX_MISUSE: { /* intercept_sync.c: an unlock refused, a destroy of a locked mutex, a lock of an invalid one */
      char at[40];
      snprintf(at, sizeof at, "at 0x%llx", (unsigned long long)a->addr);
      const char *mutex = object[0] == '`' ? object : at; /* named, or where it is */
      if (strstr(r->detail, "pthread_mutex_destroy"))
        return format("Thread T%u destroyed the mutex %s while it was locked (pthread_mutex_destroy returned EBUSY).",
                      a->tid, mutex);
      if (strstr(r->detail, "pthread_mutex_lock"))
        return format("Thread T%u locked the mutex %s, which was destroyed or never initialised "
                      "(pthread_mutex_lock returned EINVAL).", a->tid, mutex);
      if (!strncmp(r->detail, "pthread_rwlock_unlock", 21)) /* an rwlock held neither way */
        return format("Thread T%u unlocked the rwlock %s, which it does not hold.", a->tid, mutex);
      return format("Thread T%u unlocked the mutex %s, which it does not hold.", a->tid, mutex);
    }
    case HEDDLE_RULE_API_MISUSE:
      if (!strncmp(r->detail, "pthread_detach", 14)) /* intercept_thread.c: a detach of a gone or detached thread */
        return format("Thread T%u detached a thread that was joined or detached already (undefined: "
                      "pthread_detach needs a joinable thread).", a->tid);
      /* fall through */
    default:
      return format("Thread T%u misused the heddle API on %s.", a->tid, object);
  }
}

char *cycle_mutex_name(const struct finding *f, size_t i) {
  const struct cycle_edge *e = &f->cycle->edges[i % f->cycle->n];
  if (e->from_name) return format("`%s`", e->from_name);
  return format("at 0x%llx", (unsigned long long)e->rec->from_mutex);
}

/* "Cycle in lock order: mutex `a` -> mutex `b` -> mutex `a` (a potential deadlock)." */
static char *cycle_title(const struct finding *f) {
  char *text = NULL;
  size_t size = 0;
  FILE *m = open_memstream(&text, &size);
  if (!m) return NULL;
  if (f->cycle->deadlocked && f->cycle->n == 1) {
    char *mutex = cycle_mutex_name(f, 0);
    fprintf(m, "Deadlock in this run: thread T%u locked mutex %s again while holding it (not a recursive mutex).",
            f->cycle->edges[0].rec->tid, mutex ? mutex : "?");
    free(mutex);
    return fclose(m) == 0 ? text : (free(text), NULL);
  }
  fputs(f->cycle->deadlocked ? "Deadlock in this run: " : "Cycle in lock order: ", m);
  for (size_t i = 0; i <= f->cycle->n; i++) {
    char *mutex = cycle_mutex_name(f, i);
    fprintf(m, "%smutex %s", i ? " -> " : "", mutex ? mutex : "?");
    free(mutex);
  }
  fputs(f->cycle->deadlocked ? " (each thread waited for a mutex the next one held)." : " (a potential deadlock).", m);
  return fclose(m) == 0 ? text : (free(text), NULL);
}

char *finding_title(const struct finding *f) {
  if (f->cycle) return cycle_title(f);
  char *object = object_phrase(f), *policy = policy_phrase(f);
  char *title = object && policy ? title_for(f, object, policy) : NULL;
  free(object);
  free(policy);
  return title;
}
