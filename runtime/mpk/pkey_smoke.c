/* pkey_smoke.c — does this machine (or scripts/in-vm.sh's VM) have working
 * memory protection keys? backend=mpk needs exactly what this checks:
 * pkey_alloc(2), pkey_mprotect(2) tagging a page, PKRU writes (pkey_set) that
 * take effect at once, and a SIGSEGV with si_code SEGV_PKUERR naming the key on
 * an access the PKRU forbids — for reads under access-disable and for writes
 * under write-disable, while reads under write-disable go through.
 * Exit 0 and one line when all hold; exit 1 naming the first that does not. */
#define _GNU_SOURCE
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static sigjmp_buf back;
static volatile int fault_code, fault_key;
static volatile void *fault_addr;

static void on_segv(int sig, siginfo_t *si, void *uc) {
  (void)sig;
  (void)uc;
  fault_code = si->si_code;
  fault_key = si->si_pkey;
  fault_addr = si->si_addr;
  siglongjmp(back, 1);
}

/* Reads (or writes) *p; returns 1 when that faulted with SEGV_PKUERR on key at p. */
static int faults(volatile int *p, int write, int key) {
  fault_code = 0;
  if (sigsetjmp(back, 1) == 0) {
    if (write)
      *p = 7;
    else
      (void)*p;
    return 0;
  }
  return fault_code == SEGV_PKUERR && fault_key == key && fault_addr == (void *)p;
}

static int fail(const char *what) {
  printf("pkey smoke: FAIL: %s\n", what);
  return 1;
}

int main(void) {
  int key = pkey_alloc(0, 0);
  if (key < 0) {
    printf("pkey smoke: FAIL: pkey_alloc: %s (no memory protection keys on this CPU or kernel)\n",
           strerror(errno));
    return 1;
  }
  long page = sysconf(_SC_PAGESIZE);
  int *p = mmap(0, page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return fail("mmap");
  if (pkey_mprotect(p, page, PROT_READ | PROT_WRITE, key) != 0) return fail("pkey_mprotect");
  struct sigaction sa = {0};
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, 0);

  p[0] = 1; /* the key starts with full access */
  if (pkey_set(key, PKEY_DISABLE_ACCESS) != 0) return fail("pkey_set(access-disable)");
  if (pkey_get(key) != PKEY_DISABLE_ACCESS) return fail("pkey_get does not read back access-disable");
  if (!faults(p, 0, key)) return fail("a read under access-disable did not fault with SEGV_PKUERR");
  if (pkey_set(key, PKEY_DISABLE_WRITE) != 0) return fail("pkey_set(write-disable)");
  if (faults(p, 0, key)) return fail("a read under write-disable faulted");
  if (!faults(p, 1, key)) return fail("a write under write-disable did not fault with SEGV_PKUERR");
  if (pkey_set(key, 0) != 0) return fail("pkey_set(0)");
  if (faults(p, 1, key) || p[0] != 7) return fail("a write with the key open faulted or was lost");
  /* How many keys the kernel leaves the program (key 0 is the default). */
  int more = 1;
  while (pkey_alloc(0, 0) >= 0) more++;
  printf("pkey smoke: ok (key %d: access-disable and write-disable fault with SEGV_PKUERR; %d keys allocatable)\n",
         key, more);
  return 0;
}
