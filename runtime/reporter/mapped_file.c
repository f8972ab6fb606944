/* mapped_file.c — see mapped_file.h. */
#define _GNU_SOURCE
#include "mapped_file.h"

#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* The copy in progress, for the SIGBUS handler: only a fault inside it is ours. */
static const unsigned char *volatile copying_from;
static volatile size_t copying_len;
static sigjmp_buf copy_failed;
static struct sigaction previous_sigbus;

static void on_sigbus(int sig, siginfo_t *info, void *context) {
  const unsigned char *at = info->si_addr;
  const unsigned char *from = copying_from;
  if (from && at >= from && at < from + copying_len) siglongjmp(copy_failed, 1);
  /* Not a read of the mapping: a real bug. Return to the faulting instruction
   * with the previous action back, so it faults again and is handled as before. */
  (void)sig;
  (void)context;
  sigaction(SIGBUS, &previous_sigbus, NULL);
}

/* All of fd read into a malloc'd buffer: for what cannot be mapped. Returns 0 or an errno value. */
static int read_all(int fd, struct mapped_file *file) {
  size_t cap = 1 << 16, len = 0;
  unsigned char *buf = malloc(cap);
  if (!buf) return ENOMEM;
  for (;;) {
    if (len == cap) {
      unsigned char *bigger = realloc(buf, cap * 2);
      if (!bigger) {
        free(buf);
        return ENOMEM;
      }
      buf = bigger;
      cap *= 2;
    }
    ssize_t got = read(fd, buf + len, cap - len);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      int err = errno;
      free(buf);
      return err;
    }
    if (got == 0) break;
    len += (size_t)got;
  }
  if (len == 0) {
    free(buf);
    return 0;
  }
  file->data = buf;
  file->len = len;
  file->in_memory = 1;
  return 0;
}

int mapped_file_open(const char *path, struct mapped_file *file) {
  memset(file, 0, sizeof *file);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return errno;
  struct stat st;
  int err = 0;
  if (fstat(fd, &st) != 0) err = errno;
  else if (!S_ISREG(st.st_mode)) err = read_all(fd, file); /* a pipe, a FIFO, /dev/null */
  else if (st.st_size > 0) {
    /* The size now is all that will be read, however the file changes later. */
    void *data = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (data == MAP_FAILED) err = read_all(fd, file); /* a file system that cannot map it */
    else {
      file->data = data;
      file->len = (size_t)st.st_size;
      madvise(data, file->len, MADV_SEQUENTIAL); /* read ahead; a hint only */
    }
  }
  close(fd); /* the mapping keeps the file */
  if (err || file->in_memory) return err;
  /* SA_NODEFER: the handler leaves by siglongjmp, and SIGBUS must not stay blocked. */
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_sigbus;
  action.sa_flags = SA_SIGINFO | SA_NODEFER;
  sigemptyset(&action.sa_mask);
  sigaction(SIGBUS, &action, &previous_sigbus);
  file->handler_installed = 1;
  return 0;
}

void mapped_file_close(struct mapped_file *file) {
  if (file->handler_installed) sigaction(SIGBUS, &previous_sigbus, NULL);
  if (file->in_memory) free((void *)file->data);
  else if (file->data) munmap((void *)file->data, file->len);
  memset(file, 0, sizeof *file);
}

int mapped_file_copy(const struct mapped_file *file, size_t off, void *dst, size_t n) {
  /* savemask 0: cheap enough per record; SA_NODEFER keeps the mask unchanged. */
  if (sigsetjmp(copy_failed, 0)) {
    copying_from = NULL;
    return -1;
  }
  copying_len = n;
  copying_from = file->data + off;
  /* Compiler barriers: the mapping is read only while the handler knows it. */
  __asm__ volatile("" ::: "memory");
  memcpy(dst, file->data + off, n);
  __asm__ volatile("" ::: "memory");
  copying_from = NULL;
  return 0;
}

void mapped_file_release(struct mapped_file *file, size_t upto) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t end = upto / page * page;
  if (!file->data || file->in_memory || end <= file->released) return;
  madvise((void *)(file->data + file->released), end - file->released, MADV_DONTNEED);
  file->released = end;
}
