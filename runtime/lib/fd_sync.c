/* fd_sync.c — see fd_sync.h. */
#include "fd_sync.h"

#include "access.h" /* hd_in_runtime */
#include "fd_connection.h"
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
/* fd -> its channel (a pipe's or socketpair's) | its end (bit 0): end e
 * writes direction e and reads direction 1-e. Changed under table_mu, which
 * also covers taking a reference, so a channel is never returned to its pool
 * between a lookup and its use. */
static uintptr_t fd_channel[FD_SYNC_MAX];
/* fd -> 1 + hd_channel_generation() when socket()/accept() made it; 0: made
 * elsewhere (inherited, or by a call heddle does not intercept), taken as
 * made before the first fork. A socket made before a fork is the child's
 * too, whenever it is connected later (hd_fd_connected). */
static uint32_t socket_born[FD_SYNC_MAX];
static hd_spin_t table_mu;

static int tracked(int fd) { return fd >= 0 && fd < FD_SYNC_MAX; }

static struct hd_channel *channel_in(uintptr_t v) { return (struct hd_channel *)(v & ~(uintptr_t)1); }

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

/* A socket's connection channel (fd_connection.h), read without the table's
 * lock: only its key's address and its figures are used, and the pooled
 * memory stays a channel, so a stale one costs at most an extra edge. */
static const struct hd_channel *connection_of(int fd) {
  if (__atomic_load_n(&fd_key[fd], __ATOMIC_RELAXED) != (uintptr_t)&socket_key) return 0;
  return channel_in(__atomic_load_n(&fd_channel[fd], __ATOMIC_RELAXED));
}

/* A socket of a connection releases the shared key and its connection's:
 * whatever its reader acquires, paired or unsure by then, holds the write. */
void hd_fd_release(int fd) {
  struct hd_thread *t;
  if (!tracked(fd) || !(t = program_thread())) return;
  hd_sync_release(t, key_of(fd));
  const struct hd_channel *c = connection_of(fd);
  if (c) hd_sync_release(t, hd_channel_key(c));
}

/* A paired, sure connection's reader acquires its own key only: nothing
 * else wrote the bytes it reads. */
void hd_fd_acquire(int fd) {
  struct hd_thread *t;
  if (!tracked(fd) || !(t = program_thread())) return;
  const struct hd_channel *c = connection_of(fd);
  hd_sync_acquire(t, c && hd_channel_connected(c) ? hd_channel_key(c) : key_of(fd));
}

void hd_fd_fork_lock(int take) {
  if (take) hd_connection_fork_lock(1); /* taken before the table's, as hd_fd_connected does */
  if (take) hd_spin_lock(&table_mu);
  else hd_spin_unlock(&table_mu);
  hd_channel_fork_lock(take);
  if (!take) hd_connection_fork_lock(0);
}

/* Sets fd's channel (0: none); the one it had loses a reference. */
static void set_channel(int fd, uintptr_t v) {
  hd_spin_lock(&table_mu);
  uintptr_t old = fd_channel[fd];
  __atomic_store_n(&fd_channel[fd], v, __ATOMIC_RELAXED);
  hd_spin_unlock(&table_mu);
  if (old) hd_channel_unref(channel_in(old));
}

/* fd's channel with a reference for the caller, and its end; NULL if none. */
static struct hd_channel *channel_of(int fd, uint32_t *end) {
  if (!tracked(fd) || !__atomic_load_n(&fd_channel[fd], __ATOMIC_RELAXED)) return 0;
  hd_spin_lock(&table_mu);
  uintptr_t v = fd_channel[fd];
  if (v) hd_channel_ref(channel_in(v));
  hd_spin_unlock(&table_mu);
  *end = (uint32_t)(v & 1);
  return v ? channel_in(v) : 0;
}

/* Without the table's lock (a signal handler's thread may hold it): the
 * pooled channel memory stays a channel, so at worst a reused one goes coarse. */
static void make_unsure(int fd) {
  uintptr_t v = tracked(fd) ? __atomic_load_n(&fd_channel[fd], __ATOMIC_RELAXED) : 0;
  if (v) hd_channel_unsure(channel_in(v));
}

void hd_fd_pair(const int fds[2], int message) {
  if (!tracked(fds[0]) || !tracked(fds[1])) return;
  uintptr_t k = (uintptr_t)&pair_key[fds[0]];
  __atomic_store_n(&fd_key[fds[0]], k, __ATOMIC_RELAXED);
  __atomic_store_n(&fd_key[fds[1]], k, __ATOMIC_RELAXED);
  struct hd_channel *c = hd_channel_new(message, 2);
  set_channel(fds[0], c ? (uintptr_t)c : 0);
  set_channel(fds[1], c ? (uintptr_t)c | 1 : 0);
}

void hd_fd_write_begin(int fd, size_t bytes, struct hd_fd_io *io) {
  struct hd_thread *t = program_thread();
  uint32_t end;
  io->fd = fd;
  io->op.c = 0;
  if (!t) {
    make_unsure(fd); /* a write nobody can be charged with: positions unknown from here */
  } else if ((io->op.c = channel_of(fd, &end))) {
    hd_channel_write_begin(io->op.c, end, t, bytes, &io->op);
  }
  hd_fd_release(fd); /* the coarse key too, after the entry took the writer's clock */
}

void hd_fd_write_end(struct hd_fd_io *io, ssize_t r) {
  if (!io->op.c) return;
  hd_channel_write_end(&io->op, r);
  hd_channel_unref(io->op.c);
}

void hd_fd_read_begin(int fd, size_t bytes, struct hd_fd_io *io) {
  uint32_t end;
  io->fd = fd;
  io->op.c = 0;
  if (!program_thread()) make_unsure(fd);
  else if ((io->op.c = channel_of(fd, &end))) hd_channel_read_begin(io->op.c, 1 - end, bytes, &io->op);
}

void hd_fd_read_end(struct hd_fd_io *io, ssize_t r, int peek) {
  int done = 0;
  if (io->op.c) {
    done = hd_channel_read_end(&io->op, program_thread(), r, peek);
    hd_channel_unref(io->op.c);
  }
  if (!done && r >= 0) hd_fd_acquire(io->fd);
}

void hd_fd_ready(int fd, int hangup) {
  struct hd_thread *t = program_thread();
  uint32_t end;
  struct hd_channel *c = t && !hangup ? channel_of(fd, &end) : 0;
  int done = c && hd_channel_ready(c, 1 - end, t);
  if (c) hd_channel_unref(c);
  if (!done) hd_fd_acquire(fd);
}

void hd_fd_unmodelled(int fd) { make_unsure(fd); }

void hd_fd_before_child(void) { hd_channel_shared_with_child(); }

void hd_fd_set_key(int fd, const void *key) {
  if (tracked(fd)) __atomic_store_n(&fd_key[fd], (uintptr_t)key, __ATOMIC_RELAXED);
}

void hd_fd_release_key(const void *key) {
  struct hd_thread *t = program_thread();
  if (t) hd_sync_release(t, key);
}

void hd_fd_acquire_key(const void *key) {
  struct hd_thread *t = program_thread();
  if (t) hd_sync_acquire(t, key);
}

void hd_fd_socket(int fd) {
  if (!tracked(fd)) return;
  __atomic_store_n(&fd_key[fd], (uintptr_t)&socket_key, __ATOMIC_RELAXED);
  __atomic_store_n(&socket_born[fd], 1 + hd_channel_generation(), __ATOMIC_RELAXED);
}

/* A fork or spawn since fd's socket was made: the child holds it too and may
 * read or write its connection. */
static int shared_with_child(int fd) {
  uint32_t born = __atomic_load_n(&socket_born[fd], __ATOMIC_RELAXED);
  return (born ? born - 1 : 0) != hd_channel_generation();
}

void hd_fd_connected(int fd, const struct sockaddr *to, socklen_t len) {
  if (!tracked(fd) || !program_thread()) return;
  /* A connect once only (a nonblocking one is called again after
   * EINPROGRESS); an accepted descriptor is always new. */
  if (to && __atomic_load_n(&fd_channel[fd], __ATOMIC_RELAXED)) return;
  uint32_t end;
  struct hd_channel *c = hd_connection_open(fd, to, len, &end);
  if (c || (!to && __atomic_load_n(&fd_channel[fd], __ATOMIC_RELAXED))) set_channel(fd, c ? (uintptr_t)c | end : 0);
  if (c && shared_with_child(fd)) hd_channel_unsure(c);
}

static void forget_channel(int fd) {
  if (__atomic_load_n(&fd_channel[fd], __ATOMIC_RELAXED)) set_channel(fd, 0);
}

void hd_fd_closing(int fd) {
  if (!tracked(fd)) return;
  if (__atomic_load_n(&fd_key[fd], __ATOMIC_RELAXED)) {
    hd_fd_release(fd); /* before the channel goes: a connection's end-of-file acquires its key */
    if (__atomic_load_n(&fd_key[fd], __ATOMIC_RELAXED) == (uintptr_t)&socket_key)
      hd_connection_forget((unsigned)fd, (unsigned)fd);
    __atomic_store_n(&fd_key[fd], 0, __ATOMIC_RELAXED);
  }
  forget_channel(fd);
}

void hd_fd_forget_range(unsigned lo, unsigned hi) {
  hd_connection_forget(lo, hi);
  /* Loads first: an untouched page of the table stays unmapped. */
  for (unsigned fd = lo; fd <= hi && fd < FD_SYNC_MAX; fd++) {
    if (__atomic_load_n(&fd_key[fd], __ATOMIC_RELAXED)) __atomic_store_n(&fd_key[fd], 0, __ATOMIC_RELAXED);
    forget_channel((int)fd);
  }
}

void hd_fd_copy(int oldfd, int newfd) {
  if (!tracked(newfd) || oldfd == newfd) return;
  /* dup2/dup3 closed what newfd was: an end waiting for its peer stops waiting. */
  if (__atomic_load_n(&fd_key[newfd], __ATOMIC_RELAXED) == (uintptr_t)&socket_key)
    hd_connection_forget((unsigned)newfd, (unsigned)newfd);
  uintptr_t k = tracked(oldfd) ? (uintptr_t)key_of(oldfd) : 0;
  __atomic_store_n(&fd_key[newfd], k, __ATOMIC_RELAXED);
  __atomic_store_n(&socket_born[newfd], tracked(oldfd) ? __atomic_load_n(&socket_born[oldfd], __ATOMIC_RELAXED) : 0,
                   __ATOMIC_RELAXED);
  uint32_t end;
  struct hd_channel *c = channel_of(oldfd, &end); /* its reference becomes newfd's */
  set_channel(newfd, c ? (uintptr_t)c | end : 0);
}

/* fileno_unlocked: the stream's lock is libc's to take, and a stream being
 * used by the call around this one is open. libc reads and writes the
 * stream's descriptor itself, unseen: its channel goes coarse. */
void hd_stream_release(FILE *f) {
  if (!f) return;
  make_unsure(fileno_unlocked(f));
  hd_fd_release(fileno_unlocked(f));
}

void hd_stream_acquire(FILE *f) {
  if (!f) return;
  make_unsure(fileno_unlocked(f));
  hd_fd_acquire(fileno_unlocked(f));
}
