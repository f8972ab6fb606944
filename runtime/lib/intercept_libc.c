/* intercept_libc.c — libc functions that read or write user buffers, checked
 * as accesses of the objects they touch (only when the program itself calls
 * them: libc and libstdc++ calling each other are not the program's accesses).
 * The first frame of a report is the program's call of the function. The
 * I/O calls also carry their descriptor's or stream's happens-before edge
 * (fd_sync.h). */
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "buffer_check.h"
#include "fd_sync.h"
#include "fortify.h"
#include "real.h"
#include "routed_calls.h"
#include "util.h"

HD_REAL_FN(memcpy);
HD_REAL_FN(memmove);
HD_REAL_FN(memset);
HD_REAL_FN(memcmp);
HD_REAL_FN(memchr);
HD_REAL_FN(strlen);
HD_REAL_FN(strnlen);
HD_REAL_FN(strcpy);
HD_REAL_FN(strncpy);
HD_REAL_FN(strcat);
HD_REAL_FN(strncat);
HD_REAL_FN(strcmp);
HD_REAL_FN(strncmp);
HD_REAL_FN(strchr);
HD_REAL_FN(strrchr);
HD_REAL_FN(strstr);
HD_REAL_FN(strdup);
HD_REAL_FN(strndup);
HD_REAL_FN(read);
HD_REAL_FN(write);
HD_REAL_FN(pread);
HD_REAL_FN(pwrite);
HD_REAL_FN(fread);
HD_REAL_FN(fwrite);
HD_REAL_FN(fgets);
HD_REAL_FN(fputs);
HD_REAL_FN(puts);

static size_t cstrlen(const char *s) { return HD_REAL(strlen)(s); }

/* Shared by the interceptors and the instrumentation's __heddle_mem* hooks. */
static inline void *checked_copy(void *d, const void *s, size_t n, int move, struct hd_caller c) {
  CHECK_BUFFER(s, n, 0, c);
  CHECK_BUFFER(d, n, 1, c);
  return move ? HD_REAL(memmove)(d, s, n) : HD_REAL(memcpy)(d, s, n);
}
static inline void *checked_set(void *d, int v, size_t n, struct hd_caller c) {
  CHECK_BUFFER(d, n, 1, c);
  return HD_REAL(memset)(d, v, n);
}

void *memcpy(void *d, const void *s, size_t n) { return checked_copy(d, s, n, 0, HD_CALLER); }
void *memmove(void *d, const void *s, size_t n) { return checked_copy(d, s, n, 1, HD_CALLER); }
void *memset(void *d, int v, size_t n) { return checked_set(d, v, n, HD_CALLER); }
void bzero(void *d, size_t n) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(d, n, 1, c);
  HD_REAL(memset)(d, 0, n);
}
int memcmp(const void *a, const void *b, size_t n) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(a, n, 0, c);
  CHECK_BUFFER(b, n, 0, c);
  return HD_REAL(memcmp)(a, b, n);
}
void *memchr(const void *s, int ch, size_t n) {
  struct hd_caller c = HD_CALLER;
  void *r = HD_REAL(memchr)(s, ch, n);
  CHECK_BUFFER(s, r ? (size_t)((const char *)r - (const char *)s) + 1 : n, 0, c);
  return r;
}
size_t strlen(const char *s) {
  struct hd_caller c = HD_CALLER;
  size_t n = HD_REAL(strlen)(s);
  CHECK_BUFFER(s, n + 1, 0, c);
  return n;
}
size_t strnlen(const char *s, size_t max) {
  struct hd_caller c = HD_CALLER;
  size_t n = HD_REAL(strnlen)(s, max);
  CHECK_BUFFER(s, n < max ? n + 1 : n, 0, c);
  return n;
}
char *strcpy(char *d, const char *s) {
  struct hd_caller c = HD_CALLER;
  size_t n = cstrlen(s) + 1;
  CHECK_BUFFER(s, n, 0, c);
  CHECK_BUFFER(d, n, 1, c);
  return HD_REAL(strcpy)(d, s);
}
char *strncpy(char *d, const char *s, size_t max) {
  struct hd_caller c = HD_CALLER;
  size_t n = HD_REAL(strnlen)(s, max);
  CHECK_BUFFER(s, n < max ? n + 1 : n, 0, c);
  CHECK_BUFFER(d, max, 1, c);
  return HD_REAL(strncpy)(d, s, max);
}
char *strcat(char *d, const char *s) {
  struct hd_caller c = HD_CALLER;
  size_t dn = cstrlen(d), sn = cstrlen(s) + 1;
  CHECK_BUFFER(d, dn, 0, c);
  CHECK_BUFFER(s, sn, 0, c);
  CHECK_BUFFER(d + dn, sn, 1, c);
  return HD_REAL(strcat)(d, s);
}
char *strncat(char *d, const char *s, size_t max) {
  struct hd_caller c = HD_CALLER;
  size_t dn = cstrlen(d), sn = HD_REAL(strnlen)(s, max);
  CHECK_BUFFER(d, dn, 0, c);
  CHECK_BUFFER(s, sn, 0, c);
  CHECK_BUFFER(d + dn, sn + 1, 1, c);
  return HD_REAL(strncat)(d, s, max);
}
int strcmp(const char *a, const char *b) {
  struct hd_caller c = HD_CALLER;
  int r = HD_REAL(strcmp)(a, b);
  size_t i = 0;
  while (a[i] && a[i] == b[i]) i++;
  CHECK_BUFFER(a, i + 1, 0, c);
  CHECK_BUFFER(b, i + 1, 0, c);
  return r;
}
int strncmp(const char *a, const char *b, size_t n) {
  struct hd_caller c = HD_CALLER;
  int r = HD_REAL(strncmp)(a, b, n);
  size_t i = 0;
  while (i < n && a[i] && a[i] == b[i]) i++;
  if (i < n) i++;
  CHECK_BUFFER(a, i, 0, c);
  CHECK_BUFFER(b, i, 0, c);
  return r;
}
char *strchr(const char *s, int ch) {
  struct hd_caller c = HD_CALLER;
  char *r = HD_REAL(strchr)(s, ch);
  CHECK_BUFFER(s, r ? (size_t)(r - s) + 1 : cstrlen(s) + 1, 0, c);
  return r;
}
char *strrchr(const char *s, int ch) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(s, cstrlen(s) + 1, 0, c);
  return HD_REAL(strrchr)(s, ch);
}
char *strstr(const char *h, const char *n) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(h, cstrlen(h) + 1, 0, c);
  CHECK_BUFFER(n, cstrlen(n) + 1, 0, c);
  return HD_REAL(strstr)(h, n);
}
char *strdup(const char *s) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(s, cstrlen(s) + 1, 0, c);
  return HD_REAL(strdup)(s);
}
char *strndup(const char *s, size_t max) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(s, HD_REAL(strnlen)(s, max), 0, c);
  return HD_REAL(strndup)(s, max);
}

/* ---- I/O into and out of user buffers (syscall() with their numbers too:
 * routed_calls.h) */
ssize_t hd_read_from(struct hd_caller c, int fd, void *buf, size_t n) {
  struct hd_fd_io io;
  hd_fd_read_begin(fd, n, &io);
  hd_kernel_writes(buf, n);
  ssize_t r = HD_REAL(read)(fd, buf, n);
  hd_fd_read_end(&io, r, 0);
  if (r > 0) CHECK_BUFFER(buf, (size_t)r, 1, c);
  return r;
}
ssize_t read(int fd, void *buf, size_t n) { return hd_read_from(HD_CALLER, fd, buf, n); }
ssize_t hd_pread_from(struct hd_caller c, int fd, void *buf, size_t n, off_t off) {
  struct hd_fd_io io;
  hd_fd_read_begin(fd, n, &io);
  hd_kernel_writes(buf, n);
  ssize_t r = HD_REAL(pread)(fd, buf, n, off);
  hd_fd_read_end(&io, r, 0);
  if (r > 0) CHECK_BUFFER(buf, (size_t)r, 1, c);
  return r;
}
ssize_t pread(int fd, void *buf, size_t n, off_t off) { return hd_pread_from(HD_CALLER, fd, buf, n, off); }
ssize_t hd_write_from(struct hd_caller c, int fd, const void *buf, size_t n) {
  CHECK_BUFFER(buf, n, 0, c);
  struct hd_fd_io io;
  hd_fd_write_begin(fd, n, &io);
  ssize_t r = HD_REAL(write)(fd, buf, n);
  hd_fd_write_end(&io, r);
  return r;
}
ssize_t write(int fd, const void *buf, size_t n) { return hd_write_from(HD_CALLER, fd, buf, n); }
ssize_t hd_pwrite_from(struct hd_caller c, int fd, const void *buf, size_t n, off_t off) {
  CHECK_BUFFER(buf, n, 0, c);
  struct hd_fd_io io;
  hd_fd_write_begin(fd, n, &io);
  ssize_t r = HD_REAL(pwrite)(fd, buf, n, off);
  hd_fd_write_end(&io, r);
  return r;
}
ssize_t pwrite(int fd, const void *buf, size_t n, off_t off) { return hd_pwrite_from(HD_CALLER, fd, buf, n, off); }
size_t fread(void *buf, size_t size, size_t n, FILE *f) {
  struct hd_caller c = HD_CALLER;
  size_t bytes;
  if (!__builtin_mul_overflow(size, n, &bytes)) hd_kernel_writes(buf, bytes); /* unbuffered or large: read(2) into buf */
  size_t r = HD_REAL(fread)(buf, size, n, f);
  if (r || feof_unlocked(f)) hd_stream_acquire(f);
  if (r) CHECK_BUFFER(buf, r * size, 1, c);
  return r;
}
size_t fwrite(const void *buf, size_t size, size_t n, FILE *f) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(buf, size * n, 0, c);
  hd_stream_release(f);
  return HD_REAL(fwrite)(buf, size, n, f);
}
char *fgets(char *buf, int n, FILE *f) {
  struct hd_caller c = HD_CALLER;
  if (n > 0) hd_kernel_writes(buf, (size_t)n); /* an unbuffered stream reads into buf */
  char *r = HD_REAL(fgets)(buf, n, f);
  if (r || feof_unlocked(f)) hd_stream_acquire(f);
  if (r) CHECK_BUFFER(buf, cstrlen(buf) + 1, 1, c);
  return r;
}
int fputs(const char *s, FILE *f) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(s, cstrlen(s) + 1, 0, c);
  hd_stream_release(f);
  return HD_REAL(fputs)(s, f);
}
int puts(const char *s) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(s, cstrlen(s) + 1, 0, c);
  return HD_REAL(puts)(s);
}

/* Entry points for the instrumentation's replacement of llvm.mem* intrinsics
 * (which may otherwise be expanded inline, out of sight of the interceptors). */
void *__heddle_memcpy(void *d, const void *s, size_t n) { return checked_copy(d, s, n, 0, HD_CALLER); }
void *__heddle_memmove(void *d, const void *s, size_t n) { return checked_copy(d, s, n, 1, HD_CALLER); }
void *__heddle_memset(void *d, int v, size_t n) { return checked_set(d, v, n, HD_CALLER); }

/* _FORTIFY_SOURCE forms (a program built with -D_FORTIFY_SOURCE calls these
 * when the buffer's size is known): checked like the plain ones, then glibc's
 * own overflow check runs in the real __*_chk. */
HD_REAL_FN(__memcpy_chk);
HD_REAL_FN(__memmove_chk);
HD_REAL_FN(__memset_chk);
HD_REAL_FN(__read_chk);

void *__memcpy_chk(void *d, const void *s, size_t n, size_t dlen) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(s, n, 0, c);
  CHECK_BUFFER(d, n, 1, c);
  return HD_REAL(__memcpy_chk)(d, s, n, dlen);
}
void *__memmove_chk(void *d, const void *s, size_t n, size_t dlen) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(s, n, 0, c);
  CHECK_BUFFER(d, n, 1, c);
  return HD_REAL(__memmove_chk)(d, s, n, dlen);
}
void *__memset_chk(void *d, int v, size_t n, size_t dlen) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(d, n, 1, c);
  return HD_REAL(__memset_chk)(d, v, n, dlen);
}
ssize_t __read_chk(int fd, void *buf, size_t n, size_t buflen) {
  struct hd_caller c = HD_CALLER;
  struct hd_fd_io io;
  hd_fd_read_begin(fd, n, &io);
  hd_kernel_writes(buf, n); /* as read() */
  ssize_t r = HD_REAL(__read_chk)(fd, buf, n, buflen);
  hd_fd_read_end(&io, r, 0);
  if (r > 0) CHECK_BUFFER(buf, (size_t)r, 1, c);
  return r;
}
