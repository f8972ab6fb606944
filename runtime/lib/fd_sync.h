/* fd_sync.h — happens-before through file descriptors, as ThreadSanitizer
 * models it: the kernel orders a write(2) before the read(2) that returns its
 * bytes, so memory a thread fills and then announces through a pipe, a
 * socket or an eventfd is the reader's after the read (a pointer sent down a
 * pipe, an eventfd "ready" counter).
 *
 * Each descriptor has a key — a sync address (sync.h) — and every call that
 * puts data in (write, send, ..., close) releases it, every call that took
 * data out acquires it. A descriptor's own key is its slot of a table here;
 * the two ends of a pipe or socketpair share one key (the read end's pair
 * key); every socket from socket()/accept() shares one key, since the two ends
 * of a connection get unrelated numbers (TSan does the same). dup* copies a
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

/* Before a call that sends data through fd (write family, close). */
void hd_fd_release(int fd);
/* After a call that received data from fd (read family), when it succeeded. */
void hd_fd_acquire(int fd);
/* pipe()/socketpair() made fds[0] and fds[1] two ends of one channel. */
void hd_fd_pair(const int fds[2]);
/* socket()/accept() returned fd: one of the process's sockets. */
void hd_fd_socket(int fd);
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
