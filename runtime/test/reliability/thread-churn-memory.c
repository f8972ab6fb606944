// Threads cost memory only while they exist: 20,000 threads churned — joined
// in batches of 64, or created detached — keep the peak RSS (VmHWM) of the
// whole process under 24 MiB. Each thread's record and vector clock used to be
// kept until exit (~1.5 KiB per joined thread here, ~13 KiB per detached one,
// whose clock grows to 4096 slots: 30 and 270 MiB). The quarantine of freed
// heap objects, bounded by its own option, is switched off so the figure is
// the threads'. The last joined thread's violation is still reported, as
// T20000: recycled records keep every thread checked.
// Not under mpk-lit: under emulation detached threads pile up faster than they end, so the peak RSS bound fails under backend=check in the VM too (28 MB), and the 20,000 threads take minutes there.
// UNSUPPORTED: program-in-vm
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private:quarantine_size_mb=0:exitcode=0 %t join 20000 24576 > %t.out 2> %t.err
// RUN: %FileCheck %s --check-prefix=JOIN < %t.out
// RUN: %FileCheck %s --check-prefix=REPORT < %t.err
// RUN: env HEDDLE_OPTIONS=unannotated=private:quarantine_size_mb=0:exitcode=0 %t detach 20000 24576 | %FileCheck %s --check-prefix=DETACH
// In race mode too (its per-thread state lives in the same records).
// RUN: env HEDDLE_OPTIONS=unannotated=race:quarantine_size_mb=0:exitcode=0 %t detach 20000 24576 | %FileCheck %s --check-prefix=DETACH
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int *main_private;
static long last;

static void *work(void *arg) {
  if ((long)arg == last) *main_private = 1; // the last thread's violation
  return 0;
}

static long vm_hwm_kb(void) {
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  long kb = -1;
  while (f && fgets(line, sizeof line, f))
    if (!strncmp(line, "VmHWM:", 6)) kb = atol(line + 6);
  if (f) fclose(f);
  return kb;
}

int main(int argc, char **argv) {
  const char *mode = argv[1];
  long n = atol(argv[2]), bound_kb = atol(argv[3]);
  main_private = malloc(sizeof *main_private);
  *main_private = 0;
  last = !strcmp(mode, "join") ? n : -1;
  heddle_set_sticky_read(&main_private); // the pointers themselves: read by every thread
  heddle_set_sticky_read(&last);
  if (!strcmp(mode, "join")) {
    for (long i = 1; i <= n; i += 64) {
      pthread_t t[64];
      long k = n - i + 1 < 64 ? n - i + 1 : 64;
      for (long j = 0; j < k; j++) pthread_create(&t[j], 0, work, (void *)(i + j));
      for (long j = 0; j < k; j++) pthread_join(t[j], 0);
    }
  } else {
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
    for (long i = 1; i <= n; i++) {
      pthread_t t;
      while (pthread_create(&t, &a, work, 0)) usleep(100);
      if (i % 64 == 0) usleep(500); // let them finish: churn, not 20,000 at once
    }
    sleep(1);
  }
  long kb = vm_hwm_kb();
  printf("%s %ld threads: VmHWM %ld kB\n", mode, n, kb);
  printf("within %ld kB: %s\n", bound_kb, kb > 0 && kb <= bound_kb ? "yes" : "no");
  return 0;
}

// JOIN: join 20000 threads: VmHWM
// JOIN-NEXT: within 24576 kB: yes
// REPORT-NOT: sharing-violation
// REPORT: heddle: sharing-violation: write of size 4 at {{.*}} by thread T20000 on heap object {{.*}} (private to T0)
// REPORT: heddle: 1 report (1 sharing-violation) in 1 process
// DETACH: detach 20000 threads: VmHWM
// DETACH-NEXT: within 24576 kB: yes
