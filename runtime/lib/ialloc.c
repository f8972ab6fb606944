/* ialloc.c — power-of-two size classes carved from mmap'd chunks, one free
 * list per class. Metadata is small and rarely freed, so simplicity wins. */
#include "ialloc.h"

#include <sys/mman.h>

#include "util.h"

#define CHUNK (1u << 20)
#define NCLASSES 24

struct free_node { struct free_node *next; };

static hd_spin_t lock;
static struct free_node *free_lists[NCLASSES];
static char *chunk_cur, *chunk_end;

static unsigned class_of(size_t size) {
  unsigned c = 4;
  while (((size_t)1 << c) < size) c++;
  return c;
}

void hd_ialloc_fork_lock(int take) { hd_spin_all(&lock, 1, take); }

void *hd_ialloc(size_t size) {
  if (size == 0) size = 1;
  unsigned c = class_of(size);
  size_t bytes = (size_t)1 << c;
  if (c >= NCLASSES) {
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : p;
  }
  hd_spin_lock(&lock);
  struct free_node *n = free_lists[c];
  if (n) {
    free_lists[c] = n->next;
    hd_spin_unlock(&lock);
    hd_memset(n, 0, bytes);
    return n;
  }
  if (!chunk_cur || (size_t)(chunk_end - chunk_cur) < bytes) {
    size_t len = bytes > CHUNK ? bytes : CHUNK;
    void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
      hd_spin_unlock(&lock);
      return NULL;
    }
    chunk_cur = p;
    chunk_end = chunk_cur + len;
  }
  /* Keep every block aligned to min(its size, 4096). */
  size_t align = bytes < 4096 ? bytes : 4096;
  chunk_cur = (char *)(((uintptr_t)chunk_cur + align - 1) & ~(uintptr_t)(align - 1));
  if ((size_t)(chunk_end - chunk_cur) < bytes) {
    hd_spin_unlock(&lock);
    chunk_cur = NULL;
    return hd_ialloc(size);
  }
  void *p = chunk_cur;
  chunk_cur += bytes;
  hd_spin_unlock(&lock);
  return p; /* fresh mmap memory is zero */
}

void hd_ifree(void *p, size_t size) {
  if (!p) return;
  if (size == 0) size = 1;
  unsigned c = class_of(size);
  if (c >= NCLASSES) {
    munmap(p, (size_t)1 << c);
    return;
  }
  struct free_node *n = p;
  hd_spin_lock(&lock);
  n->next = free_lists[c];
  free_lists[c] = n;
  hd_spin_unlock(&lock);
}
