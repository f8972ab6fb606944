/* log_writer.c — appends event_log.h records to this process's event log.
 *
 * Everything after heddle_log_open is async-signal-safe: raw syscalls, no
 * malloc, no stdio, no snprintf; paths are formatted by hand into static
 * buffers. Each record goes out in one write(2) on an O_APPEND descriptor, so
 * records of concurrent threads never interleave and a crash right after a
 * call loses nothing already appended.
 *
 * No libc string functions either: libheddle interposes memcpy/memset/strlen
 * to check user buffers, and the writer runs inside libheddle (also from its
 * interceptors), so it zeroes and copies with its own loops.
 *
 * heddle_log_open and heddle_log_after_fork also walk the loaded objects with
 * dl_iterate_phdr (not async-signal-safe; they are never called from signal
 * handlers). heddle_log_refresh_modules serializes its walks with a mutex.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "log_writer.h"

#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/* Objects already described by a MODULE record of this process's file. */
#define MAX_LOGGED_MODULES 1024

static int log_fd = -1;
static int in_memory; /* heddle_log_open_memory: files are memfds, read at exit */
static char log_dir[HEDDLE_LOG_PATH_MAX];
static char exe_path[HEDDLE_LOG_PATH_MAX];
static uint64_t logged_bases[MAX_LOGGED_MODULES];
static unsigned n_logged;
static pthread_mutex_t modules_mutex = PTHREAD_MUTEX_INITIALIZER;

static void zero_bytes(void *p, size_t n) {
  volatile unsigned char *b = p; /* volatile: never turned back into a memset call */
  while (n--) *b++ = 0;
}

static size_t cstr_len(const char *s) {
  size_t n = 0;
  while (s[n]) n++;
  return n;
}

/* Copies at most cap-1 bytes of s and NUL-terminates (cap > 0). */
static void copy_cstr(char *dst, size_t cap, const char *s) {
  size_t i = 0;
  for (; s[i] && i + 1 < cap; i++) dst[i] = s[i];
  dst[i] = '\0';
}

/* Appends s to buf at *len (truncating at cap-1); async-signal-safe. */
static void append_str(char *buf, size_t cap, size_t *len, const char *s) {
  while (*s && *len + 1 < cap) buf[(*len)++] = *s++;
  buf[*len] = '\0';
}

static void append_uint(char *buf, size_t cap, size_t *len, unsigned long v) {
  char digits[24];
  int n = 0;
  do {
    digits[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  char s[24];
  for (int i = 0; i < n; i++) s[i] = digits[n - 1 - i];
  s[n] = '\0';
  append_str(buf, cap, len, s);
}

/* readlink into a fixed buffer, always NUL-terminated ("" on failure). */
static void read_link(const char *link, char *out, size_t cap) {
  ssize_t n = readlink(link, out, cap - 1);
  out[n > 0 ? (size_t)n : 0] = '\0';
}

/* Creates this process's own file, readable by its owner only (0600: reports name
 * addresses, paths and stacks of the program). O_EXCL plus a numeric suffix: a process that
 * exec()s keeps its pid, and the new image must not overwrite the old log. */
static int sys_close(int fd);

static int create_log_file(void) {
  if (in_memory) {
    /* O_APPEND as for a file: without it, threads writing at once each
     * wrote at the offset they read before the other's write moved it, and
     * records were lost (70 threads reporting at once: 57-70 records kept;
     * lit scale/compact-records.c). */
    int fd = memfd_create("heddle.hlog", MFD_CLOEXEC);
    if (fd < 0) return -errno;
    if (fcntl(fd, F_SETFL, O_APPEND) < 0) {
      int err = -errno;
      sys_close(fd);
      return err;
    }
    return fd;
  }
  char path[HEDDLE_LOG_PATH_MAX + 64];
  for (unsigned attempt = 0; attempt < 1000; attempt++) {
    size_t len = 0;
    path[0] = '\0';
    append_str(path, sizeof path, &len, log_dir);
    append_str(path, sizeof path, &len, "/heddle.");
    append_uint(path, sizeof path, &len, (unsigned long)getpid());
    if (attempt) {
      append_str(path, sizeof path, &len, ".");
      append_uint(path, sizeof path, &len, attempt);
    }
    append_str(path, sizeof path, &len, ".hlog");
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0600);
    if (fd >= 0 || errno != EEXIST) return fd >= 0 ? fd : -errno;
  }
  return -EEXIST;
}

/* ---- the descriptor. The program must never close, replace or be handed
 * the log's descriptor: a daemon that closes 3..1023 and opens a file would
 * otherwise get the log's number, and records would land in its file. So the
 * log sits on the highest free descriptor below min(RLIMIT_NOFILE, 1024)
 * (far from the low numbers open() hands out; under FD_SETSIZE), libheddle's
 * close/dup2/fcntl/... interceptors keep the program off it
 * (runtime/lib/intercept_fd.c), and a program that wants exactly that number
 * (dup2 onto it) gets it after heddle_log_move_fd moved the log away. Raw
 * syscalls here: the libc names are those interceptors. */
static int sys_close(int fd) { return (int)syscall(SYS_close, fd); }

/* Duplicates fd onto the highest free descriptor below the ceiling (close-on-
 * exec: an exec'd image opens its own log from HEDDLE_LOG_DIR). -errno when none. */
static int dup_high(int fd) {
  struct rlimit rl;
  long ceiling = 1024;
  if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < (rlim_t)ceiling) ceiling = (long)rl.rlim_cur;
  /* F_DUPFD gives the lowest free number >= its argument (up to RLIMIT_NOFILE,
   * maybe above the ceiling): try from the top down. */
  for (long want = ceiling - 1; want > 2; want--) {
    long got = syscall(SYS_fcntl, fd, F_DUPFD_CLOEXEC, want);
    if (got >= 0 && got < ceiling) return (int)got;
    if (got >= 0) sys_close((int)got);
    else if (errno != EMFILE && errno != EINVAL) return -errno;
  }
  return -EMFILE;
}

/* Moves a freshly opened log descriptor up; keeps it where it is if no
 * higher one is free (the interceptors protect whatever number it has). */
static int move_high(int fd) {
  int high = dup_high(fd);
  if (high < 0 || high < fd) {
    if (high >= 0) sys_close(high);
    return fd;
  }
  sys_close(fd);
  return high;
}

/* Writers in flight, by the phase they started in: heddle_log_move_fd closes
 * the old descriptor only after every writer that may still hold it is done
 * (a two-phase grace period; writers never wait). */
static unsigned writers[2];
static unsigned phase;
static int moving; /* one move at a time */

static int write_record(const void *record, uint32_t size) {
  unsigned p;
  for (;;) {
    p = __atomic_load_n(&phase, __ATOMIC_SEQ_CST) & 1;
    __atomic_add_fetch(&writers[p], 1, __ATOMIC_SEQ_CST);
    if ((__atomic_load_n(&phase, __ATOMIC_SEQ_CST) & 1) == p) break;
    __atomic_sub_fetch(&writers[p], 1, __ATOMIC_SEQ_CST); /* a move started: join the new phase */
  }
  int fd = __atomic_load_n(&log_fd, __ATOMIC_SEQ_CST), rc = 0;
  for (;;) {
    if (fd < 0) break;
    ssize_t n = write(fd, record, size);
    if (n == (ssize_t)size) break;
    if (n < 0 && errno == EINTR) continue; /* nothing was written: retry whole */
    rc = n < 0 ? -errno : -EIO;            /* short write: never completed partially */
    break;
  }
  __atomic_sub_fetch(&writers[p], 1, __ATOMIC_SEQ_CST);
  return rc;
}

int heddle_log_fd(void) { return __atomic_load_n(&log_fd, __ATOMIC_SEQ_CST); }

int heddle_log_move_fd(void) {
  int saved = errno;
  while (__atomic_exchange_n(&moving, 1, __ATOMIC_ACQUIRE)) sched_yield();
  int old = __atomic_load_n(&log_fd, __ATOMIC_SEQ_CST), rc = 0;
  if (old >= 0) {
    int fresh = dup_high(old); /* old is still open, so never old itself */
    if (fresh < 0) {
      rc = fresh;
    } else {
      __atomic_store_n(&log_fd, fresh, __ATOMIC_SEQ_CST);
      unsigned p = __atomic_fetch_add(&phase, 1, __ATOMIC_SEQ_CST) & 1;
      while (__atomic_load_n(&writers[p], __ATOMIC_SEQ_CST)) sched_yield();
      sys_close(old);
    }
  }
  __atomic_store_n(&moving, 0, __ATOMIC_RELEASE);
  errno = saved;
  return rc;
}

/* The backend start-up chose (enum heddle_backend), for every PROCESS record. */
static uint32_t process_backend;
void heddle_log_set_backend(uint32_t backend) { process_backend = backend; }
static uint32_t process_heap_region_bits;
void heddle_log_set_heap_region_bits(uint32_t bits) { process_heap_region_bits = bits; }

static int write_process_record(void) {
  struct heddle_ev_process rec;
  zero_bytes(&rec, sizeof rec);
  rec.h.kind = HEDDLE_EV_PROCESS;
  rec.h.size = sizeof rec;
  rec.magic = HEDDLE_LOG_MAGIC;
  rec.version = HEDDLE_LOG_VERSION;
  rec.pid = (int32_t)getpid();
  rec.ppid = (int32_t)getppid();
  rec.backend = process_backend;
  rec.heap_region_bits = process_heap_region_bits;
  struct timespec ts;
  if (clock_gettime(CLOCK_REALTIME, &ts) == 0)
    rec.start_ns = (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
  copy_cstr(rec.exe, sizeof rec.exe, exe_path);
  read_link("/proc/self/cwd", rec.cwd, sizeof rec.cwd);
  return write_record(&rec, rec.h.size);
}

static int already_logged(uint64_t base) {
  for (unsigned i = 0; i < n_logged; i++)
    if (logged_bases[i] == base) return 1;
  return 0;
}

static int log_one_module(struct dl_phdr_info *info, size_t info_size, void *unused) {
  (void)info_size;
  (void)unused;
  const char *name = info->dlpi_name ? info->dlpi_name : "";
  /* The main program has an empty name; objects without a file (the vDSO) have
   * a relative pseudo-name and nothing the reporter could read. */
  int is_main = name[0] == '\0';
  if (!is_main && name[0] != '/') return 0;
  if (already_logged(info->dlpi_addr) || n_logged >= MAX_LOGGED_MODULES) return 0;

  struct heddle_ev_module rec;
  zero_bytes(&rec, sizeof rec);
  rec.h.kind = HEDDLE_EV_MODULE;
  rec.h.size = sizeof rec;
  rec.base = info->dlpi_addr;
  uint64_t lo = UINT64_MAX, hi = 0;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type != PT_LOAD) continue;
    uint64_t start = info->dlpi_addr + ph->p_vaddr;
    if (start < lo) lo = start;
    if (start + ph->p_memsz > hi) hi = start + ph->p_memsz;
  }
  if (hi == 0) return 0; /* nothing mapped: no PC can fall into it */
  rec.lo = lo;
  rec.hi = hi;
  copy_cstr(rec.path, sizeof rec.path, is_main ? exe_path : name);
  if (write_record(&rec, rec.h.size) == 0) logged_bases[n_logged++] = info->dlpi_addr;
  return 0;
}

static void log_new_modules(void) {
  pthread_mutex_lock(&modules_mutex);
  dl_iterate_phdr(log_one_module, NULL);
  pthread_mutex_unlock(&modules_mutex);
}

/* Opens this process's file and writes its PROCESS and MODULE records. */
static int start_file(void) {
  int fd = create_log_file();
  if (fd < 0) return fd;
  log_fd = move_high(fd);
  n_logged = 0;
  read_link("/proc/self/exe", exe_path, sizeof exe_path);
  int rc = write_process_record();
  if (rc < 0) return rc;
  log_new_modules();
  return 0;
}

int heddle_log_open(const char *dir) {
  if (!dir || !dir[0]) return 0;
  if (cstr_len(dir) >= sizeof log_dir) return -ENAMETOOLONG;
  if (log_fd >= 0) return 0; /* already open: one file per process */
  copy_cstr(log_dir, sizeof log_dir, dir);
  return start_file();
}

int heddle_log_open_memory(void) {
  if (log_fd >= 0) return 0;
  in_memory = 1;
  return start_file();
}

int heddle_log_memory_fd(void) { return in_memory ? log_fd : -1; }

void heddle_log_after_fork(void) {
  if (log_fd < 0) return;
  int saved = errno;
  sys_close(log_fd); /* the parent's file: the child must not append to it */
  log_fd = -1;
  /* Writers and movers of other parent threads do not exist here. */
  writers[0] = writers[1] = 0;
  moving = 0;
  /* A mutex held by another parent thread at fork time stays locked in the
   * child; only this thread exists now, so start from a fresh one. */
  pthread_mutex_t fresh = PTHREAD_MUTEX_INITIALIZER;
  modules_mutex = fresh;
  start_file();
  errno = saved;
}

int heddle_log_append(const struct heddle_event_header *record) {
  if (__atomic_load_n(&log_fd, __ATOMIC_RELAXED) < 0) return 0;
  if (!record || record->size < sizeof *record) return -EINVAL;
  int saved = errno; /* callers may be signal handlers or interceptors */
  int rc = write_record(record, record->size);
  errno = saved;
  return rc;
}

void heddle_log_refresh_modules(void) {
  if (log_fd < 0) return;
  int saved = errno;
  log_new_modules();
  errno = saved;
}

void heddle_log_exec(const char *path) {
  struct heddle_ev_exec rec;
  zero_bytes(&rec, sizeof rec);
  rec.h.kind = HEDDLE_EV_EXEC;
  rec.h.size = sizeof rec;
  copy_cstr(rec.path, sizeof rec.path, path ? path : "");
  heddle_log_append(&rec.h);
}

void heddle_log_stop(int sig) {
  struct heddle_ev_stop rec;
  zero_bytes(&rec, sizeof rec);
  rec.h.kind = HEDDLE_EV_STOP;
  rec.h.size = sizeof rec;
  rec.signal = sig;
  heddle_log_append(&rec.h);
}

void heddle_log_exit(int status) {
  struct heddle_ev_exit rec;
  zero_bytes(&rec, sizeof rec);
  rec.h.kind = HEDDLE_EV_EXIT;
  rec.h.size = sizeof rec;
  rec.status = status;
  heddle_log_append(&rec.h);
}
