/* intercept_stdio.c — happens-before through stdio streams themselves (the
 * buffer calls, fread/fwrite/fgets/fputs, are intercept_libc.c's):
 *
 * - fflush and fclose write a stream's buffer out with libc's own write and
 *   close, which no interceptor sees: they release the stream's descriptor
 *   key (fd_sync.h) before, fclose then forgets it, as close does. A record
 *   pointer fwrite()n to an fdopen'd pipe is the reader's after its fread.
 * - flockfile / ftrylockfile / funlockfile are the stream's lock, which a
 *   program may take to keep a multi-line log entry together and to guard its
 *   own counters beside it: a lock for happens-before (as a mutex), not for
 *   lock-order checks or the "locked by" inference, which name pthread
 *   mutexes. libc's own locking inside each stdio call is not seen here and
 *   orders nothing (TSan models none of these). */
#include <stdio.h>

#include "access.h" /* hd_in_runtime */
#include "fd_sync.h"
#include "real.h"
#include "signal_safe.h"
#include "sync.h"
#include "thread.h"

HD_REAL_FN(fflush);
HD_REAL_FN(fclose);
HD_REAL_FN(flockfile);
HD_REAL_FN(ftrylockfile);
HD_REAL_FN(funlockfile);

int fflush(FILE *f) {
  hd_stream_release(f); /* fflush(NULL) writes every stream: no one key to release */
  return HD_REAL(fflush)(f);
}
int fclose(FILE *f) {
  if (f) hd_fd_closing(fileno_unlocked(f));
  return HD_REAL(fclose)(f);
}

/* As fd_sync.c's: a signal handler that interrupted the runtime gets no edge
 * (it must not wait for a clock's lock its own thread holds). */
static struct hd_thread *program_thread(void) {
  return hd_in_runtime || hd_rt_depth ? 0 : hd_thread_current();
}

void flockfile(FILE *f) {
  HD_REAL(flockfile)(f);
  struct hd_thread *t = program_thread();
  if (t) hd_sync_acquire(t, f);
}
int ftrylockfile(FILE *f) {
  int rc = HD_REAL(ftrylockfile)(f);
  struct hd_thread *t;
  if (rc == 0 && (t = program_thread())) hd_sync_acquire(t, f);
  return rc;
}
void funlockfile(FILE *f) {
  struct hd_thread *t = program_thread();
  if (t) hd_sync_release(t, f);
  HD_REAL(funlockfile)(f);
}
