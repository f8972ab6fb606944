/* fd_channel.h — per-write clocks of one pipe or socketpair: a read is
 * ordered after the writes whose bytes it got, not after every earlier write
 * (fd_sync.h's coarse model, ThreadSanitizer's). A record sent down a pipe and
 * written again after the send, while later records follow, is then a race
 * (both TSans miss it: the next write orders it).
 *
 * Each direction of a channel keeps a queue of entries, one per write: the
 * writer's clock at the write and the stream positions its bytes may occupy.
 * Positions count units — bytes, or messages for a datagram or seqpacket
 * socketpair. With one writer and one reader at a time the positions are
 * exact. Concurrent calls make them ranges, never wrong ones:
 *  - a write's bytes begin at or after the units written by the writes that
 *    had finished before it began, and end before the units of every write
 *    finished or still in flight when it finished;
 *  - a read's units begin at or after the units read by the reads finished
 *    before it began, and end before the units of every read finished or in
 *    flight when it finished.
 * A read acquires every entry whose range meets its range (more edges than
 * exist only when calls overlap in time), so a reader is always ordered
 * after the write it read. An entry goes when no read in flight or to come
 * can meet it; a full queue (HD_CHANNEL_QUEUE) merges its two oldest
 * entries (their ranges and clocks joined: coarser, never missing an edge).
 *
 * A channel is "unsure" — its reads acquire everything ever written, the
 * coarse model, which fd_sync.c keeps up to date alongside — from the moment
 * units may move unseen: a stdio stream on it, a data-moving call not
 * modelled here (splice, sendfile, ...), a descriptor passed in SCM_RIGHTS,
 * a fork or posix_spawn (another process holds the ends), a call from a
 * signal handler that interrupted the runtime, a read of units nobody was
 * seen writing, an empty datagram, or a write while the queue is full of
 * writes in flight. */
#ifndef HEDDLE_FD_CHANNEL_H
#define HEDDLE_FD_CHANNEL_H
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define HD_CHANNEL_QUEUE 32      /* entries per direction */
#define HD_CHANNEL_READ_SLOTS 16 /* reads in flight whose start is kept for dropping entries */

struct hd_thread;
struct hd_channel;

/* One read or write of one direction, from its begin to its end (on the
 * caller's stack). */
struct hd_channel_op {
  struct hd_channel *c;
  uint32_t dir;
  uint32_t slot;  /* a read's slot, HD_CHANNEL_READ_SLOTS if none */
  int registered; /* counted in the direction's in-flight figures */
  uint64_t at;    /* a write: its entry's sequence number; a read: units read before it began */
  uint64_t want;  /* units asked for */
};

/* A new channel with `refs` references (its descriptors); message: each
 * datagram or seqpacket message is one unit. NULL when out of memory. Its
 * ends are both known (a pipe, a socketpair) when refs is 2; a connection's
 * first end makes it with 1 and its peer joins (fd_connection.h). */
struct hd_channel *hd_channel_new(int message, uint32_t refs);
void hd_channel_ref(struct hd_channel *c);
/* The other end of a connection's channel is this process's too (a reference
 * for its descriptor). */
void hd_channel_join(struct hd_channel *c);
/* Both ends are this process's and the channel is sure: everything read from
 * it was written through its ends, so its own key (hd_channel_key) can stand
 * for the coarse one. */
int hd_channel_connected(const struct hd_channel *c);
/* The key every write on the channel's ends releases as well (the pair's
 * coarse key once connected). */
const void *hd_channel_key(const struct hd_channel *c);
/* The last reference returns the channel to a pool of channels. The memory
 * is never unmapped, so a stale pointer read without the table's lock
 * (fd_sync.c, signal handlers) can at worst make a reused channel unsure. */
void hd_channel_unref(struct hd_channel *c);
/* The coarse model from now on (lock-free, signal-safe). */
void hd_channel_unsure(struct hd_channel *c);
/* A fork or spawn is about to share every existing channel with another
 * process: all of them become unsure (channels made later are not). */
void hd_channel_shared_with_child(void);
/* How many times that happened so far (a descriptor made earlier may be the
 * child's too). */
uint32_t hd_channel_generation(void);
/* fork(): takes or releases the pool's lock (intercept_thread.c). */
void hd_channel_fork_lock(int take);

/* Direction `dir` is written by end `dir` and read by the other end. */
void hd_channel_write_begin(struct hd_channel *c, uint32_t dir, struct hd_thread *t, size_t bytes,
                            struct hd_channel_op *op);
/* r: the write's result. */
void hd_channel_write_end(struct hd_channel_op *op, ssize_t r);
void hd_channel_read_begin(struct hd_channel *c, uint32_t dir, size_t bytes, struct hd_channel_op *op);
/* r: the read's result; peek: MSG_PEEK (nothing consumed). 1 when the read's
 * edges are done (acquired, or a failed read with none); 0 when the caller
 * must acquire the coarse key. */
int hd_channel_read_end(struct hd_channel_op *op, struct hd_thread *t, ssize_t r, int peek);
/* poll/select said the reading end is readable: acquires the first unread
 * write's clock; 0 when the caller must acquire the coarse key (nothing
 * queued: end-of-file, or unsure). */
int hd_channel_ready(struct hd_channel *c, uint32_t dir, struct hd_thread *t);

#endif
