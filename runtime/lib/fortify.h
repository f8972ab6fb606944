/* fortify.h — prototypes of glibc's _FORTIFY_SOURCE entry points that
 * libheddle intercepts. glibc declares them only in a fortified build
 * (bits/stdio2-decl.h, bits/unistd.h, bits/poll2.h, bits/stdlib.h, bits/fcntl2.h); these are the same declarations, so
 * HD_REAL_FN can take their type and the compiler checks each interceptor's
 * definition against them. */
#ifndef HEDDLE_FORTIFY_H
#define HEDDLE_FORTIFY_H
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <sys/types.h>

void *__memcpy_chk(void *dest, const void *src, size_t n, size_t dest_len);
void *__memmove_chk(void *dest, const void *src, size_t n, size_t dest_len);
void *__memset_chk(void *dest, int c, size_t n, size_t dest_len);
ssize_t __read_chk(int fd, void *buf, size_t n, size_t buf_len);
int __poll_chk(struct pollfd *fds, nfds_t n, int timeout, size_t fds_len);
int __ppoll_chk(struct pollfd *fds, nfds_t n, const struct timespec *timeout, const sigset_t *mask, size_t fds_len);
ssize_t __readlink_chk(const char *path, char *buf, size_t len, size_t buf_len);
ssize_t __readlinkat_chk(int dirfd, const char *path, char *buf, size_t len, size_t buf_len);
char *__getcwd_chk(char *buf, size_t size, size_t buf_len);
char *__realpath_chk(const char *path, char *resolved, size_t resolved_len);
int __open_2(const char *path, int flags);
int __open64_2(const char *path, int flags);
int __openat_2(int dirfd, const char *path, int flags);
int __openat64_2(int dirfd, const char *path, int flags);
int __vsnprintf_chk(char *s, size_t n, int flag, size_t s_len, const char *format, va_list ap);
int __vsprintf_chk(char *s, int flag, size_t s_len, const char *format, va_list ap);

#endif
