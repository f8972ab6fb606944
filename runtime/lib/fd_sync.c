/* fd_sync.c — see fd_sync.h. */
#include "fd_sync.h"

#include "access.h" /* hd_in_runtime */
#include "signal_safe.h"
#include "sync.h"
#include "thread.h"

#define FD_SYNC_MAX (1 << 16)

/* fd -> its key; 0: its own slot's address. Only pages of descriptors in use
 * are ever touched. */
static uintptr_t fd_key[FD_SYNC_MAX];
/* Keys of pipes and socketpairs: the address of the read end's entry, in an
 * array of its own so no descriptor's own key is ever a pair's. */
static char pair_key[FD_SYNC_MAX];
static char socket_key;

static int tracked(int fd) { return fd >= 0 && fd < FD_SYNC_MAX; }

static const void *key_of(int fd) {
  uintptr_t k = __atomic_load_n(&fd_key[fd], __ATOMIC_RELAXED);
  return k ? (const void *)k : (const void *)&fd_key[fd];
}

/* The calling thread, when the call is the program's: a signal handler that
 * interrupted the runtime must not wait for the clock's lock its own thread
 * may hold (it gets no edge), and the runtime's own I/O is no program edge. */
static struct hd_thread *program_thread(void) {
  if (hd_in_runtime || hd_rt_depth) return 0;
  return hd_thread_current();
}

void hd_fd_release(int fd) {
  struct hd_thread *t;
  if (tracked(fd) && (t = program_thread())) hd_sync_release(t, key_of(fd));
}

void hd_fd_acquire(int fd) {
  struct hd_thread *t;
  if (tracked(fd) && (t = program_thread())) hd_sync_acquire(t, key_of(fd));
}

void hd_fd_pair(const int fds[2]) {
  if (!tracked(fds[0]) || !tracked(fds[1])) return;
  uintptr_t k = (uintptr_t)&pair_key[fds[0]];
  __atomic_store_n(&fd_key[fds[0]], k, __ATOMIC_RELAXED);
  __atomic_store_n(&fd_key[fds[1]], k, __ATOMIC_RELAXED);
}

void hd_fd_socket(int fd) {
  if (tracked(fd)) __atomic_store_n(&fd_key[fd], (uintptr_t)&socket_key, __ATOMIC_RELAXED);
}

void hd_fd_closing(int fd) {
  if (!tracked(fd) || !__atomic_load_n(&fd_key[fd], __ATOMIC_RELAXED)) return;
  hd_fd_release(fd);
  __atomic_store_n(&fd_key[fd], 0, __ATOMIC_RELAXED);
}

void hd_fd_forget_range(unsigned lo, unsigned hi) {
  /* Loads first: an untouched page of the table stays unmapped. */
  for (unsigned fd = lo; fd <= hi && fd < FD_SYNC_MAX; fd++)
    if (__atomic_load_n(&fd_key[fd], __ATOMIC_RELAXED)) __atomic_store_n(&fd_key[fd], 0, __ATOMIC_RELAXED);
}

void hd_fd_copy(int oldfd, int newfd) {
  if (!tracked(newfd) || oldfd == newfd) return;
  uintptr_t k = tracked(oldfd) ? (uintptr_t)key_of(oldfd) : 0;
  __atomic_store_n(&fd_key[newfd], k, __ATOMIC_RELAXED);
}

/* fileno_unlocked: the stream's lock is libc's to take, and a stream being
 * used by the call around this one is open. */
void hd_stream_release(FILE *f) {
  if (f) hd_fd_release(fileno_unlocked(f));
}

void hd_stream_acquire(FILE *f) {
  if (f) hd_fd_acquire(fileno_unlocked(f));
}
