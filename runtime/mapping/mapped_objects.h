/* mapped_objects.h — race mode: the program's anonymous mmap regions as
 * tracked objects.
 *
 * A buffer a program maps itself (mmap(MAP_ANONYMOUS), private or shared: a
 * ring of pages, a process-shared arena) was memory heddle did not track, so
 * races in it went unseen (new-user trial mmapbuf; both TSans found them).
 * The instrumentation sends the program's calls of mmap, munmap and mremap
 * here (runtime/pass/mapping_calls.cpp). In race mode an anonymous region
 * the kernel may place anywhere gets a slot of heddle's heap, and the
 * program's mapping is made there with the program's own protection and
 * flags (MAP_FIXED over the slot): a MAP_SHARED region stays shared with the
 * children a fork makes, MAP_NORESERVE/MAP_POPULATE keep their meaning, and
 * the pages start zeroed. The region is then an unannotated object like a
 * heap object ("a 32768-byte mmap region", mapped at the program's call);
 * munmap ends it as free() ends a heap object (a write of every byte that
 * must follow every other thread's use, then the quarantine: a use after
 * munmap is reported instead of crashing). docs/runtime.md, "mmap regions".
 *
 * Under backend=mpk too: race mode's unannotated memory stays with the check
 * backend there (lower half of the arena, key 0). Left to the kernel
 * (untracked, as before): strict mode, file mappings, a requested address
 * (a hint or MAP_FIXED), MAP_HUGETLB, MAP_GROWSDOWN, MAP_32BIT, regions over
 * the heap's largest class (2 GiB), and more than HD_MAPPINGS_MAX regions at
 * once. */
#ifndef HEDDLE_MAPPED_OBJECTS_H
#define HEDDLE_MAPPED_OBJECTS_H
#include <stddef.h>
#include <sys/types.h>

void *__heddle_mmap(void *addr, size_t len, int prot, int flags, int fd, off_t offset);
int __heddle_munmap(void *addr, size_t len);
/* new_address only with MREMAP_FIXED, as mremap's. */
void *__heddle_mremap(void *old, size_t old_len, size_t new_len, int flags, ...);

/* fork(): takes or releases the region table's lock (intercept_thread.c). */
void hd_mapping_fork_lock(int take);

#endif
