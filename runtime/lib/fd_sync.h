/* fd_sync.h — happens-before through file descriptors, as ThreadSanitizer
 * models it: the kernel orders a write(2) before the read(2) that returns its
 * bytes, so memory a thread fills and then announces through a pipe, a
 * socket or an eventfd is the reader's after the read (a pointer sent down a
 * pipe, an eventfd "ready" counter).
 *
 * Each descriptor has a key — a sync address (sync.h) — and every call that
 * puts data in (write, send, ..., close) releases it, every call that took
 * data out acquires it: the coarse model, kept for every descriptor. A pipe
 * or socketpair is also a channel (fd_channel.h) whose reads acquire only the
 * writes whose bytes they got, falling back to the coarse key when unsure. A descriptor's own key is its slot of a table here;
 * the two ends of a pipe or socketpair share one key (the read end's pair
 * key); every socket from socket()/accept() shares one key, since the two ends
 * of a connection get unrelated numbers (TSan does the same) — except that a
 * TCP or AF_UNIX connection whose two ends are both this process's is paired at connect
 * and accept (fd_connection.h) into a channel with a key of its own. dup* copies a
 * key, close forgets it. Descriptors from FD_SYNC_MAX up get no edges.
 *
 * stdio streams carry their descriptor's key (hd_stream_*): output calls and
 * fflush release it, input calls acquire it (TSan has no such edges: a
 * pointer sent through an fdopen'd pipe is a false race there).
 * epoll/poll/select: intercept_poll.c.
 *
 * Not modelled (also not in TSan's fd model): ordering between two opens of
 * one file or FIFO (each descriptor has its own key). */
#ifndef HEDDLE_FD_SYNC_H
#define HEDDLE_FD_SYNC_H

#include <stdio.h>

#include <stddef.h>
#include <sys/socket.h>
#include <sys/types.h>

#include "fd_channel.h"

/* Before a call that sends data through fd (close, epoll_ctl's registration). */
void hd_fd_release(int fd);
/* After a call that received data from fd (epoll_wait's events). */
void hd_fd_acquire(int fd);

/* The write and read families: begin before the real call (a write's edge is
 * released before its bytes can be read), end after it with its result. */
struct hd_fd_io {
  int fd;
  struct hd_channel_op op; /* op.c: the channel, referenced until the end */
};
void hd_fd_write_begin(int fd, size_t bytes, struct hd_fd_io *io);
void hd_fd_write_end(struct hd_fd_io *io, ssize_t r);
void hd_fd_read_begin(int fd, size_t bytes, struct hd_fd_io *io);
/* peek: MSG_PEEK. A read that got data or end-of-file acquires. */
void hd_fd_read_end(struct hd_fd_io *io, ssize_t r, int peek);
/* poll/select found fd readable (hangup: POLLHUP/POLLRDHUP/POLLERR too). */
void hd_fd_ready(int fd, int hangup);
/* Data moved through fd by a call the channels do not model (splice,
 * sendfile, mmsg calls, fd passed in SCM_RIGHTS): its channel goes coarse. */
void hd_fd_unmodelled(int fd);
/* fork()/posix_spawn() are about to give another process every descriptor. */
void hd_fd_before_child(void);
/* fork(): takes or releases the descriptor table's lock (intercept_thread.c). */
void hd_fd_fork_lock(int take);

/* pipe()/socketpair() made fds[0] and fds[1] two ends of one channel;
 * message: datagram or seqpacket (a read takes one message). */
void hd_fd_pair(const int fds[2], int message);
/* socket()/accept() returned fd: one of the process's sockets. */
void hd_fd_socket(int fd);
/* fd was connected (to, len: connect's address; its connection may still be
 * in progress) or accepted (to: NULL): when the other end is this process's
 * too, the two share a channel (fd_connection.h) — unsure when fd's socket
 * was made before a fork or spawn, whose child holds it too. */
void hd_fd_connected(int fd, const struct sockaddr *to, socklen_t len);
/* fd's reads acquire `key` (a signalfd: the signals' key, intercept_signal.c). */
void hd_fd_set_key(int fd, const void *key);
/* Release / acquire a key of the caller's own, with fd_sync's care for
 * signal handlers and the runtime's own calls (the signals' key). */
void hd_fd_release_key(const void *key);
void hd_fd_acquire_key(const void *key);
/* fd is about to be closed: a pipe's or socket's reader sees end-of-file
 * after everything its writer did before (a release), and the number's next
 * descriptor starts with its own key. */
void hd_fd_closing(int fd);
/* Descriptors lo..hi were closed (close_range, closefrom): their keys go. */
void hd_fd_forget_range(unsigned lo, unsigned hi);
/* newfd is now a copy of oldfd (dup, dup2, dup3, F_DUPFD). */
void hd_fd_copy(int oldfd, int newfd);
/* The same for a stdio stream's descriptor: before an output call (whose
 * buffer may be written out in it, or in a later fflush that releases again),
 * after an input call that got data or end-of-file. */
void hd_stream_release(FILE *f);
void hd_stream_acquire(FILE *f);

#endif
