/* fd_channel.c — see fd_channel.h. */
#include "fd_channel.h"

#include "ialloc.h"
#include "thread.h"
#include "util.h"
#include "vclock.h"
#include "wcp.h"

struct entry {
  uint64_t lo, hi; /* the positions its units may occupy: [lo, hi) */
  int pending;     /* the write is in flight: hi unknown */
  struct hd_vclock vc;
  struct hd_wcp_hard wcp; /* with wcp=1: what the write passes on to its readers' WCP clocks (wcp.h) */
};

struct direction {
  hd_spin_t mu;
  uint64_t head, tail; /* entries [head, tail) live in q[seq % HD_CHANNEL_QUEUE] */
  uint64_t wdone;      /* units written by finished writes */
  uint64_t wflight;    /* units asked for by writes in flight */
  uint64_t rdone;      /* units consumed by finished reads */
  uint64_t rflight;    /* units asked for by reads in flight */
  uint32_t slots_used; /* bit i: read_start[i] belongs to a read in flight */
  uint32_t slotless;   /* reads in flight without a slot: nothing is dropped meanwhile */
  uint64_t read_start[HD_CHANNEL_READ_SLOTS];
  struct entry q[HD_CHANNEL_QUEUE];
};

struct hd_channel {
  struct hd_channel *next_free;
  uint32_t refs;
  uint32_t unsure;
  uint32_t generation; /* shared_with_child's count when made */
  uint32_t ends;       /* ends known to be this process's: 2 once a connection is paired */
  char key;            /* its address: the connection's coarse key */
  int message;
  struct direction dir[2];
};

_Static_assert(HD_CHANNEL_READ_SLOTS <= 32, "slots_used is a 32-bit mask");

static hd_spin_t pool_mu;
static struct hd_channel *pool;
static uint32_t generation;

void hd_channel_fork_lock(int take) {
  if (take) hd_spin_lock(&pool_mu);
  else hd_spin_unlock(&pool_mu);
}

struct hd_channel *hd_channel_new(int message, uint32_t refs) {
  hd_spin_lock(&pool_mu);
  struct hd_channel *c = pool;
  if (c) pool = c->next_free;
  hd_spin_unlock(&pool_mu);
  if (!c && !(c = hd_ialloc(sizeof *c))) return 0;
  c->next_free = 0;
  c->message = message;
  __atomic_store_n(&c->ends, refs, __ATOMIC_RELAXED);
  c->generation = __atomic_load_n(&generation, __ATOMIC_RELAXED);
  __atomic_store_n(&c->unsure, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&c->refs, refs, __ATOMIC_RELEASE);
  return c;
}

void hd_channel_ref(struct hd_channel *c) { __atomic_fetch_add(&c->refs, 1, __ATOMIC_RELAXED); }

/* Nobody else holds the channel: its clocks go back to the allocator, its
 * figures to zero, the record (its locks included) to the pool. */
static void reset(struct hd_channel *c) {
  for (int d = 0; d < 2; d++) {
    struct direction *dir = &c->dir[d];
    for (int i = 0; i < HD_CHANNEL_QUEUE; i++) {
      hd_vc_free(&dir->q[i].vc);
      hd_wcp_hard_free(&dir->q[i].wcp);
    }
    hd_spin_t mu = dir->mu;
    hd_memset(dir, 0, sizeof *dir);
    dir->mu = mu;
  }
}

void hd_channel_unref(struct hd_channel *c) {
  if (__atomic_sub_fetch(&c->refs, 1, __ATOMIC_ACQ_REL) != 0) return;
  reset(c);
  hd_spin_lock(&pool_mu);
  c->next_free = pool;
  pool = c;
  hd_spin_unlock(&pool_mu);
}

void hd_channel_join(struct hd_channel *c) {
  hd_channel_ref(c);
  __atomic_fetch_add(&c->ends, 1, __ATOMIC_RELAXED);
}

const void *hd_channel_key(const struct hd_channel *c) { return &c->key; }

void hd_channel_unsure(struct hd_channel *c) { __atomic_store_n(&c->unsure, 1, __ATOMIC_RELAXED); }

void hd_channel_shared_with_child(void) { __atomic_fetch_add(&generation, 1, __ATOMIC_RELAXED); }

uint32_t hd_channel_generation(void) { return __atomic_load_n(&generation, __ATOMIC_RELAXED); }

static int is_unsure(const struct hd_channel *c) {
  return __atomic_load_n(&c->unsure, __ATOMIC_RELAXED) ||
         c->generation != __atomic_load_n(&generation, __ATOMIC_RELAXED);
}

int hd_channel_connected(const struct hd_channel *c) {
  return __atomic_load_n(&c->ends, __ATOMIC_RELAXED) >= 2 && !is_unsure(c);
}

/* A call's byte count in the channel's units. */
static uint64_t units(const struct hd_channel *c, size_t bytes) { return c->message ? 1 : bytes; }

static struct entry *entry_at(struct direction *d, uint64_t seq) { return &d->q[seq % HD_CHANNEL_QUEUE]; }

/* Room for one more entry: the two oldest become one when neither is in
 * flight (0: they cannot). */
static int make_room(struct direction *d) {
  if (d->tail - d->head < HD_CHANNEL_QUEUE) return 1;
  struct entry *a = entry_at(d, d->head), *b = entry_at(d, d->head + 1);
  if (a->pending || b->pending) return 0;
  if (a->lo < b->lo) b->lo = a->lo;
  if (a->hi > b->hi) b->hi = a->hi;
  hd_vc_join(&b->vc, &a->vc);
  if (b->vc.n < a->vc.n) return 0; /* out of memory: the joined clock would miss an edge */
  if (hd_wcp_enabled) hd_wcp_hard_join(&b->wcp, &a->wcp);
  d->head++;                       /* a's clock array stays in its ring place for reuse */
  return 1;
}

/* The direction an op begins on, locked; NULL (nothing to count) when unsure. */
static struct direction *begin(struct hd_channel *c, uint32_t dir, struct hd_channel_op *op) {
  op->c = c;
  op->dir = dir;
  op->registered = 0;
  if (is_unsure(c)) return 0;
  hd_spin_lock(&c->dir[dir].mu);
  return &c->dir[dir];
}

void hd_channel_write_begin(struct hd_channel *c, uint32_t dir, struct hd_thread *t, size_t bytes,
                            struct hd_channel_op *op) {
  struct direction *d = begin(c, dir, op);
  if (!d) return;
  if (!make_room(d)) {
    hd_channel_unsure(c);
  } else {
    struct entry *e = entry_at(d, d->tail);
    e->lo = d->wdone;
    e->hi = UINT64_MAX;
    e->pending = 1;
    hd_vc_copy(&e->vc, &t->vc); /* before the coarse release ticks the writer's clock */
    if (e->vc.n < t->vc.n) hd_channel_unsure(c); /* out of memory */
    if (hd_wcp_enabled) hd_wcp_hard_copy(t, &e->wcp);
    op->at = d->tail++;
    op->want = units(c, bytes);
    d->wflight += op->want;
    op->registered = 1;
  }
  hd_spin_unlock(&d->mu);
}

void hd_channel_write_end(struct hd_channel_op *op, ssize_t r) {
  if (!op->registered) return;
  struct direction *d = &op->c->dir[op->dir];
  uint64_t got = r < 0 ? 0 : units(op->c, (size_t)r);
  hd_spin_lock(&d->mu);
  d->wflight -= op->want;
  d->wdone += got;
  struct entry *e = entry_at(d, op->at); /* an entry in flight is never merged or dropped */
  e->pending = 0;
  /* Its last unit comes before every unit of the writes finished by now or
   * still in flight; none: an empty range nothing meets. */
  e->hi = got ? d->wdone + d->wflight : e->lo;
  hd_spin_unlock(&d->mu);
}

void hd_channel_read_begin(struct hd_channel *c, uint32_t dir, size_t bytes, struct hd_channel_op *op) {
  struct direction *d = begin(c, dir, op);
  if (!d) return;
  op->at = d->rdone;
  op->want = units(c, bytes);
  d->rflight += op->want;
  uint32_t free_slots = ~d->slots_used & ((1ull << HD_CHANNEL_READ_SLOTS) - 1);
  if (free_slots) {
    op->slot = (uint32_t)__builtin_ctz(free_slots);
    d->slots_used |= 1u << op->slot;
    d->read_start[op->slot] = op->at;
  } else {
    op->slot = HD_CHANNEL_READ_SLOTS;
    d->slotless++;
  }
  op->registered = 1;
  hd_spin_unlock(&d->mu);
}

/* Entries no read in flight or to come can meet: before every unit read by
 * finished reads, and before where each read in flight began. */
static void drop_consumed(struct direction *d) {
  if (d->slotless) return;
  uint64_t floor = d->rdone;
  for (uint32_t used = d->slots_used; used; used &= used - 1) {
    uint64_t start = d->read_start[__builtin_ctz(used)];
    if (start < floor) floor = start;
  }
  while (d->head < d->tail) {
    struct entry *e = entry_at(d, d->head);
    if (e->pending || e->hi > floor) break;
    d->head++;
  }
}

/* t acquires every entry whose units may lie in [lo, hi); 0 if none may. */
static int acquire_range(struct direction *d, struct hd_thread *t, uint64_t lo, uint64_t hi) {
  int any = 0;
  for (uint64_t s = d->head; s < d->tail; s++) {
    struct entry *e = entry_at(d, s);
    if (e->lo < hi && (e->pending || e->hi > lo) && e->lo != e->hi) {
      hd_hb_acquire(t, &e->vc);
      if (hd_wcp_enabled) hd_wcp_hard_acquire(t, &e->wcp);
      any = 1;
    }
  }
  return any;
}

int hd_channel_read_end(struct hd_channel_op *op, struct hd_thread *t, ssize_t r, int peek) {
  if (!op->registered) return 0;
  struct hd_channel *c = op->c;
  struct direction *d = &c->dir[op->dir];
  int done = 1;
  hd_spin_lock(&d->mu);
  d->rflight -= op->want;
  if (op->slot < HD_CHANNEL_READ_SLOTS) d->slots_used &= ~(1u << op->slot);
  else d->slotless--;
  if (r < 0) {
    /* failed (EAGAIN, EINTR, ...): nothing read, no edge */
  } else if (r == 0 || !t || is_unsure(c)) {
    /* End-of-file: after everything, the coarse key has it. A message
     * socket's empty datagram is a unit we cannot tell from it, and a read
     * no thread can be charged with consumed units uncounted. */
    if ((r == 0 && c->message) || (r > 0 && !t)) hd_channel_unsure(c);
    done = 0;
  } else {
    uint64_t got = units(c, (size_t)r);
    /* Its units lie in [at, hi): none before what finished reads had taken
     * when it began, none after what every read finished by now or still in
     * flight may have taken. */
    uint64_t hi = d->rdone + d->rflight + got;
    if (op->at + got > d->wdone + d->wflight) {
      hd_channel_unsure(c); /* more than every write seen could have put in: unseen writers */
      done = 0;
    } else {
      acquire_range(d, t, op->at, hi);
      if (!peek) d->rdone += got;
    }
  }
  drop_consumed(d);
  hd_spin_unlock(&d->mu);
  return done;
}

int hd_channel_ready(struct hd_channel *c, uint32_t dir, struct hd_thread *t) {
  if (is_unsure(c) || !t) return 0;
  struct direction *d = &c->dir[dir];
  hd_spin_lock(&d->mu);
  /* The first unit not yet read lies where finished reads stopped, or as
   * far on as the reads in flight may have taken. */
  int any = acquire_range(d, t, d->rdone, d->rdone + d->rflight + 1);
  hd_spin_unlock(&d->mu);
  return any;
}
