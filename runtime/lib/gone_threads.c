/* gone_threads.c — see gone_threads.h. A ring under one spin lock: joins and
 * detaches are rare next to the program's work, a scan of 64 entries cheap. */
#include "gone_threads.h"

#include "util.h"

#define GONE 64

static struct gone {
  pthread_t th;
  uint32_t tid;
  enum hd_gone_how how; /* HD_GONE_NONE: a free entry */
} gone[GONE];
static uint32_t next;
static hd_spin_t lock;

/* The entry naming th (lock held), or NULL. */
static struct gone *entry(pthread_t th) {
  for (uint32_t i = 0; i < GONE; i++)
    if (gone[i].how != HD_GONE_NONE && pthread_equal(gone[i].th, th)) return &gone[i];
  return 0;
}

void hd_gone_thread(pthread_t th, uint32_t tid, enum hd_gone_how how) {
  hd_spin_lock(&lock);
  struct gone *e = entry(th);
  if (!e) e = &gone[next++ % GONE];
  *e = (struct gone){th, tid, how};
  hd_spin_unlock(&lock);
}

void hd_gone_handle_reused(pthread_t th) {
  hd_spin_lock(&lock);
  struct gone *e = entry(th);
  if (e) e->how = HD_GONE_NONE;
  hd_spin_unlock(&lock);
}

enum hd_gone_how hd_gone_thread_find(pthread_t th, uint32_t *tid) {
  hd_spin_lock(&lock);
  struct gone *e = entry(th);
  enum hd_gone_how how = e ? e->how : HD_GONE_NONE;
  if (e) *tid = e->tid;
  hd_spin_unlock(&lock);
  return how;
}

void hd_gone_threads_fork_lock(int take) {
  if (take) hd_spin_lock(&lock);
  else hd_spin_unlock(&lock);
}
