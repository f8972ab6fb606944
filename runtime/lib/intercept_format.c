/* intercept_format.c — the printf family that writes into user buffers
 * (snprintf, sprintf and their va_list and _FORTIFY_SOURCE forms): the bytes
 * written, terminator included, are a write of the buffer's object. Reads of
 * %s arguments are not checked (that needs the format parsed). The fortified
 * forms keep glibc's own overflow check: they call the real __*_chk. */
#include <stdarg.h>
#include <stdio.h>

#include "buffer_check.h"
#include "fortify.h"
#include "real.h"

HD_REAL_FN(vsnprintf);
HD_REAL_FN(vsprintf);

HD_REAL_FN(__vsnprintf_chk);
HD_REAL_FN(__vsprintf_chk);

/* Bytes a bounded print into a buffer of cap bytes wrote, given its result. */
static size_t written_bounded(int r, size_t cap) {
  if (r < 0 || cap == 0) return 0;
  return (size_t)r < cap ? (size_t)r + 1 : cap;
}
static size_t written_unbounded(int r) { return r < 0 ? 0 : (size_t)r + 1; }

int vsnprintf(char *buf, size_t n, const char *fmt, va_list ap) {
  struct hd_caller c = HD_CALLER;
  int r = HD_REAL(vsnprintf)(buf, n, fmt, ap);
  CHECK_BUFFER(buf, written_bounded(r, n), 1, c);
  return r;
}
int snprintf(char *buf, size_t n, const char *fmt, ...) {
  struct hd_caller c = HD_CALLER;
  va_list ap;
  va_start(ap, fmt);
  int r = HD_REAL(vsnprintf)(buf, n, fmt, ap);
  va_end(ap);
  CHECK_BUFFER(buf, written_bounded(r, n), 1, c);
  return r;
}
int vsprintf(char *buf, const char *fmt, va_list ap) {
  struct hd_caller c = HD_CALLER;
  int r = HD_REAL(vsprintf)(buf, fmt, ap);
  CHECK_BUFFER(buf, written_unbounded(r), 1, c);
  return r;
}
int sprintf(char *buf, const char *fmt, ...) {
  struct hd_caller c = HD_CALLER;
  va_list ap;
  va_start(ap, fmt);
  int r = HD_REAL(vsprintf)(buf, fmt, ap);
  va_end(ap);
  CHECK_BUFFER(buf, written_unbounded(r), 1, c);
  return r;
}

int __vsnprintf_chk(char *buf, size_t n, int flag, size_t len, const char *fmt, va_list ap) {
  struct hd_caller c = HD_CALLER;
  int r = HD_REAL(__vsnprintf_chk)(buf, n, flag, len, fmt, ap);
  CHECK_BUFFER(buf, written_bounded(r, n), 1, c);
  return r;
}
int __snprintf_chk(char *buf, size_t n, int flag, size_t len, const char *fmt, ...) {
  struct hd_caller c = HD_CALLER;
  va_list ap;
  va_start(ap, fmt);
  int r = HD_REAL(__vsnprintf_chk)(buf, n, flag, len, fmt, ap);
  va_end(ap);
  CHECK_BUFFER(buf, written_bounded(r, n), 1, c);
  return r;
}
int __vsprintf_chk(char *buf, int flag, size_t len, const char *fmt, va_list ap) {
  struct hd_caller c = HD_CALLER;
  int r = HD_REAL(__vsprintf_chk)(buf, flag, len, fmt, ap);
  CHECK_BUFFER(buf, written_unbounded(r), 1, c);
  return r;
}
int __sprintf_chk(char *buf, int flag, size_t len, const char *fmt, ...) {
  struct hd_caller c = HD_CALLER;
  va_list ap;
  va_start(ap, fmt);
  int r = HD_REAL(__vsprintf_chk)(buf, flag, len, fmt, ap);
  va_end(ap);
  CHECK_BUFFER(buf, written_unbounded(r), 1, c);
  return r;
}
