/* policy.c — the annotation API: policy changes (PUSh §2.1) checked for
 * legality, and ordered with FastTrack over policy changes only (PUSh §2.2):
 * acquire/release write, set_racy, set_locked and set_sticky_read are
 * write-like; acquire/release read are read-like. */
#include <stdio.h>

#include "heddle.h"
#include "flags.h"
#include "ialloc.h"
#include "mpk.h"
#include "policy.h"
#include "race.h"
#include "report.h"
#include "thread.h"
#include "util.h"

void hd_policy_init(struct hd_object *o, struct hd_thread *t, enum heddle_policy policy,
                    uintptr_t lock, uint32_t kind, uint32_t stack) {
  uint32_t tid = t ? t->tid : 0, slot = t ? t->slot : 0;
  o->lock_addr = lock;
  if (policy == HEDDLE_LOCKED) o->flags |= HD_OBJ_LOCK_UNVERIFIED;
  if (policy == HEDDLE_READ_SHARED) hd_reader_add(o, slot);
  o->alloc = (struct hd_change_rec){kind, tid, stack};
  o->last = o->alloc;
  o->wchange = o->alloc;
  o->w = (struct hd_epoch){slot, t ? hd_vc_get(&t->vc, slot) : 0};
  __atomic_store_n(&o->check,
                   hd_check_word(policy, policy == HEDDLE_PRIVATE ? tid : HD_NO_OWNER),
                   __ATOMIC_RELEASE);
}

void hd_api_misuse(struct hd_thread *t, struct hd_caller c, uintptr_t addr, struct hd_object *o,
                   const char *detail) {
  struct hd_report r = {HEDDLE_RULE_API_MISUSE, t, c, addr, 0, 0, o, 0, detail};
  hd_report(&r);
}

static const char *const api_names[] = {
    [HEDDLE_CHANGE_ACQUIRE_WRITE] = "heddle_acquire_write",
    [HEDDLE_CHANGE_RELEASE_WRITE] = "heddle_release_write",
    [HEDDLE_CHANGE_ACQUIRE_READ] = "heddle_acquire_read",
    [HEDDLE_CHANGE_RELEASE_READ] = "heddle_release_read",
    [HEDDLE_CHANGE_SET_RACY] = "heddle_set_racy",
    [HEDDLE_CHANGE_SET_STICKY_READ] = "heddle_set_sticky_read",
    [HEDDLE_CHANGE_SET_LOCKED] = "heddle_set_locked",
    [HEDDLE_CHANGE_SLICE] = "heddle_slice",
};

static void report(enum heddle_rule rule, struct hd_thread *t, struct hd_caller c, const void *p,
                   struct hd_object *o, const struct hd_change_rec *other, const char *detail) {
  struct hd_report r = {rule, t, c, (uintptr_t)p, 0, 0, o, other, detail};
  hd_report(&r);
}

/* The object a policy call names; api-misuse for an untracked pointer. */
static struct hd_object *target(struct hd_thread *t, const void *p, uint32_t kind, struct hd_caller c) {
  struct hd_object *o = hd_object_find((uintptr_t)p);
  char d[200];
  if (o && (o->flags & HD_OBJ_FREED)) {
    snprintf(d, sizeof d, "%s(%p): the object was freed", api_names[kind], p);
    hd_api_misuse(t, c, (uintptr_t)p, o, d);
    return 0;
  }
  if (o) {
    hd_race_adopt(o); /* named by a policy call: annotated from now on */
    return o;
  }
  snprintf(d, sizeof d,
           "%s(%p): heddle does not track this pointer (not from malloc/heddle_malloc, not a global of "
           "the program; stacks and TLS are never tracked)",
           api_names[kind], p);
  hd_api_misuse(t, c, (uintptr_t)p, 0, d);
  return 0;
}

/* Legality of change `kind` from the current word: the new word, or 0 with
 * rule and why describing the refusal. Called with o->mu held. */
static uint32_t transition(struct hd_object *o, struct hd_thread *t, uint32_t kind, uint32_t w,
                           enum heddle_rule *rule, char *why, size_t whylen) {
  uint32_t pol = hd_word_policy(w), owner = hd_word_owner(w), me = t->tid;
  uint32_t priv = t->private_word, none = HD_NO_OWNER;
  /* pthread_join takes over: the objects a joined thread still owned are the
   * joiner's to acquire (fork-join code hands results back this way). */
  int mine = pol == HEDDLE_PRIVATE && (owner == me || hd_thread_done_before(owner, t));
  *rule = HEDDLE_RULE_INVALID_POLICY_CHANGE;
  const char *pname = pol < 7 ? hd_policy_names[pol] : "?";
  switch (kind) {
  case HEDDLE_CHANGE_ACQUIRE_WRITE:
    if (pol == HEDDLE_UNTOUCHED || pol == HEDDLE_INACCESSIBLE || pol == HEDDLE_LOCKED || mine)
      return priv;
    if (pol == HEDDLE_READ_SHARED && hd_reader_count(o) == 1 && hd_reader_has(o, t->slot)) return priv;
    break;
  case HEDDLE_CHANGE_RELEASE_WRITE:
    if (mine) return hd_check_word(HEDDLE_INACCESSIBLE, none);
    if (pol == HEDDLE_INACCESSIBLE) {
      *rule = HEDDLE_RULE_API_MISUSE;
      snprintf(why, whylen, "double release: heddle_release_write of an object that is already inaccessible");
      return 0;
    }
    break;
  case HEDDLE_CHANGE_ACQUIRE_READ:
    if (pol == HEDDLE_UNTOUCHED || pol == HEDDLE_INACCESSIBLE || pol == HEDDLE_LOCKED || mine ||
        pol == HEDDLE_READ_SHARED)
      return hd_check_word(HEDDLE_READ_SHARED, none);
    break;
  case HEDDLE_CHANGE_RELEASE_READ:
    if (pol == HEDDLE_READ_SHARED && hd_reader_has(o, t->slot))
      return hd_reader_count(o) == 1 ? hd_check_word(HEDDLE_INACCESSIBLE, none) : w;
    if (pol == HEDDLE_READ_SHARED || pol == HEDDLE_INACCESSIBLE) {
      *rule = HEDDLE_RULE_API_MISUSE;
      snprintf(why, whylen,
               "double release: heddle_release_read by T%u, which holds no read access (%s object)", me,
               pname);
      return 0;
    }
    break;
  case HEDDLE_CHANGE_SET_RACY:
    if (pol == HEDDLE_UNTOUCHED || pol == HEDDLE_INACCESSIBLE || pol == HEDDLE_RACY)
      return hd_check_word(HEDDLE_RACY, none);
    snprintf(why, whylen, "only untouched or inaccessible objects can become racy (object is %s)", pname);
    return 0;
  case HEDDLE_CHANGE_SET_STICKY_READ: {
    uint32_t other = hd_thread_concurrent(t);
    if (other == HD_NO_TID) return hd_check_word(HEDDLE_STICKY_READ, none);
    snprintf(why, whylen,
             "heddle_set_sticky_read while thread T%u may run concurrently: call it before creating "
             "threads or after joining them",
             other);
    return 0;
  }
  case HEDDLE_CHANGE_SET_LOCKED:
    if (pol == HEDDLE_UNTOUCHED || pol == HEDDLE_INACCESSIBLE || pol == HEDDLE_LOCKED || mine)
      return hd_check_word(HEDDLE_LOCKED, none);
    break;
  }
  if (pol == HEDDLE_STICKY_READ)
    snprintf(why, whylen, "%s: a sticky-read object never changes policy again", api_names[kind]);
  else if (pol == HEDDLE_PRIVATE)
    snprintf(why, whylen, "%s by T%u: the object is private to T%u", api_names[kind], me, owner);
  else if (pol == HEDDLE_READ_SHARED)
    snprintf(why, whylen, "%s by T%u: the object is read-shared by %d thread(s)%s", api_names[kind], me,
             hd_reader_count(o), hd_reader_has(o, t->slot) ? " including this one" : "");
  else
    snprintf(why, whylen, "%s by T%u is not allowed on %s %s object", api_names[kind], me,
             pname[0] == 'u' || pname[0] == 'i' ? "an" : "a", pname);
  return 0;
}

static int write_like(uint32_t kind) {
  return kind != HEDDLE_CHANGE_ACQUIRE_READ && kind != HEDDLE_CHANGE_RELEASE_READ;
}

/* FastTrack over policy changes: a write-like change must follow every
 * earlier change; a read-like one every earlier write-like change. Returns
 * the conflicting change, if any. Updates the epochs. */
static int fasttrack(struct hd_object *o, struct hd_thread *t, uint32_t kind, struct hd_change_rec *other) {
  const struct hd_vclock *vc = &t->vc;
  struct hd_epoch now = {t->slot, hd_vc_get(vc, t->slot)};
  int unordered = 0;
  struct hd_object_extra *x = o->extra;
  if (!hd_epoch_leq(o->w, vc) && o->w.slot != t->slot &&
      !(x && x->reported_tid == t->tid + 1 && x->reported_epoch.slot == o->w.slot &&
        x->reported_epoch.clk == o->w.clk)) {
    *other = o->wchange;
    unordered = 1;
    if ((x = hd_object_extra(o))) {
      x->reported_tid = t->tid + 1; /* 0: none */
      x->reported_epoch = o->w;
    }
  }
  struct hd_vclock *rvc = hd_object_rvc(o);
  if (write_like(kind)) {
    if (!unordered) {
      if (rvc) {
        for (uint32_t i = 0; i < rvc->n && !unordered; i++)
          if (i != t->slot && rvc->c[i] > hd_vc_get(vc, i)) {
            *other = o->rchange;
            unordered = 1;
          }
      } else if (!hd_epoch_leq(o->r, vc) && o->r.slot != t->slot) {
        *other = o->rchange;
        unordered = 1;
      }
    }
    o->w = now;
    o->r = (struct hd_epoch){0, 0};
    hd_object_rvc_free(o);
  } else if (rvc) {
    hd_vc_set(rvc, t->slot, now.clk);
  } else if (o->r.clk == 0 || o->r.slot == t->slot || hd_epoch_leq(o->r, vc)) {
    o->r = now;
  } else if ((x = hd_object_extra(o)) && (x->rvc = hd_ialloc(sizeof *x->rvc))) {
    /* concurrent readers: read vector clock */
    hd_vc_set(x->rvc, o->r.slot, o->r.clk);
    hd_vc_set(x->rvc, t->slot, now.clk);
  }
  return unordered;
}

static void change(const void *p, uint32_t kind, pthread_mutex_t *m, struct hd_caller c) {
  struct hd_thread *t = hd_thread_current();
  if (!t) return;
  struct hd_object *o = target(t, p, kind, c);
  if (!o) return;
  if (kind == HEDDLE_CHANGE_SET_LOCKED && !m) {
    hd_api_misuse(t, c, (uintptr_t)p, o, "heddle_set_locked with a NULL mutex");
    return;
  }
  char why[HEDDLE_LOG_DETAIL_MAX];
  enum heddle_rule rule;
  struct hd_change_rec other = {0, 0, 0};
  hd_spin_lock(&o->mu);
  uint32_t w = __atomic_load_n(&o->check, __ATOMIC_ACQUIRE);
  uint32_t nw = transition(o, t, kind, w, &rule, why, sizeof why);
  if (!nw) {
    hd_spin_unlock(&o->mu);
    report(rule, t, c, p, o, 0, why);
    return;
  }
  int unordered = fasttrack(o, t, kind, &other);
  struct hd_change_rec rec = {kind, t->tid, hd_stack_id(c)};
  o->last = rec;
  if (write_like(kind)) o->wchange = rec;
  else o->rchange = rec;
  switch (kind) {
  case HEDDLE_CHANGE_ACQUIRE_READ:
    if (hd_word_policy(w) != HEDDLE_READ_SHARED) hd_readers_clear(o);
    hd_reader_add(o, t->slot);
    break;
  case HEDDLE_CHANGE_RELEASE_READ:
    hd_reader_del(o, t->slot);
    break;
  case HEDDLE_CHANGE_SET_LOCKED:
    hd_readers_clear(o);
    o->lock_addr = (uintptr_t)m;
    __atomic_or_fetch(&o->flags, HD_OBJ_LOCK_UNVERIFIED, __ATOMIC_RELEASE);
    break;
  default:
    hd_readers_clear(o);
    o->lock_addr = 0;
    __atomic_and_fetch(&o->flags, ~(uint32_t)HD_OBJ_LOCK_UNVERIFIED, __ATOMIC_RELEASE);
  }
  __atomic_store_n(&o->check, nw, __ATOMIC_RELEASE);
  hd_spin_unlock(&o->mu);
  hd_mpk_changed(o, t, kind);
  if (hd_flags.verbosity >= 2) {
    char line[160];
    int n = snprintf(line, sizeof line, "heddle: T%u %s(%p) -> %s\n", t->tid, api_names[kind], p,
                     hd_policy_names[hd_word_policy(nw)]);
    hd_stderr(line, (size_t)n);
  }
  if (unordered) {
    char d[200];
    snprintf(d, sizeof d, "%s by T%u is not ordered (no happens-before) after the earlier change by T%u",
             api_names[kind], t->tid, other.tid);
    report(HEDDLE_RULE_UNORDERED_POLICY_CHANGE, t, c, p, o, &other, d);
  }
}

void heddle_acquire_write(const void *obj) { change(obj, HEDDLE_CHANGE_ACQUIRE_WRITE, 0, HD_CALLER); }
void heddle_release_write(const void *obj) { change(obj, HEDDLE_CHANGE_RELEASE_WRITE, 0, HD_CALLER); }
void heddle_acquire_read(const void *obj) { change(obj, HEDDLE_CHANGE_ACQUIRE_READ, 0, HD_CALLER); }
void heddle_release_read(const void *obj) { change(obj, HEDDLE_CHANGE_RELEASE_READ, 0, HD_CALLER); }
void heddle_set_racy(const void *obj) { change(obj, HEDDLE_CHANGE_SET_RACY, 0, HD_CALLER); }
void heddle_set_sticky_read(const void *obj) { change(obj, HEDDLE_CHANGE_SET_STICKY_READ, 0, HD_CALLER); }
void(heddle_set_locked)(const void *obj, pthread_mutex_t *m) {
  change(obj, HEDDLE_CHANGE_SET_LOCKED, m, HD_CALLER);
}

void hd_policy_hand_over(struct hd_object *o, struct hd_thread *from, struct hd_thread *to,
                         uint32_t stack) {
  hd_spin_lock(&o->mu);
  if (__atomic_load_n(&o->check, __ATOMIC_ACQUIRE) == from->private_word && !o->slices) {
    struct hd_change_rec rec = {HEDDLE_CHANGE_ACQUIRE_WRITE, to->tid, stack};
    o->last = rec;
    o->wchange = rec;
    o->w = (struct hd_epoch){to->slot, hd_vc_get(&to->vc, to->slot)};
    o->r = (struct hd_epoch){0, 0};
    __atomic_store_n(&o->check, to->private_word, __ATOMIC_RELEASE);
  }
  hd_spin_unlock(&o->mu);
  hd_mpk_changed(o, 0, HEDDLE_CHANGE_ACQUIRE_WRITE);
}
