// libc functions that keep static state (strtok's position, localtime's and
// gmtime's struct tm, ctime's and asctime's string, the environment) called from
// two threads without ordering are a data race on that state, reported on a named
// object (runtime/lib/intercept_libc_state.c). Found by a new-user trial (strtok and
// localtime from two threads: both TSans reported it, heddle saw nothing). The _r
// functions, calls under a mutex, rand (glibc locks it) and setenv against setenv
// (glibc's environment lock) are silent. Each worker calls its function several times
// with nothing between the two workers: unordered whatever the schedule.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in reentrant locked setenvs; do %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1 | grep -E '^heddle: [0-9]+ report|data-race /' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: for m in strtok localtime ctime getenv; do { %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1; true; } | grep -E '^heddle: [0-9]+ report|Data race|Also reported' | sed "s/^/$m: /"; done > %t.bad
// RUN: %FileCheck %s --check-prefix=BAD < %t.bad
// RUN: %sarif-validate %t.strtok.sarif
// RUN: { env HEDDLE_OPTIONS=unannotated=private %heddle run --format text --out %t.strict.sarif -- %t strtok 2>&1; true; } | grep -E '^heddle: [0-9]+ report|static state' > %t.strict
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict
// OK: reentrant: heddle: 0 reports in 1 process
// OK-NEXT: locked: heddle: 0 reports in 1 process
// OK-NEXT: setenvs: heddle: 0 reports in 1 process
// BAD: strtok: Data race: thread T{{[12]}} wrote 8 bytes of the static state of `strtok` in the C library, not ordered after thread T{{[12]}}'s earlier write of it.
// BAD: strtok: heddle: 1 report
// BAD: localtime: Data race: thread T{{[12]}} wrote 56 bytes of the static state of `localtime/gmtime` in the C library
// BAD: localtime: heddle: {{[12]}} report
// BAD: ctime: Data race: thread T{{[12]}} wrote 56 bytes of the static state of `localtime/gmtime` in the C library
// BAD: ctime: Also reported at this location for the static state of `asctime/ctime` in the C library.
// BAD: ctime: heddle: 1 report
// BAD: getenv: Data race: thread T{{[12]}} {{read|wrote}} 8 bytes of the static state of `environ` in the C library, not ordered after thread T{{[12]}}'s earlier {{read|write}} of it.
// BAD: getenv: heddle: {{[12]}} report
// Strict mode tracks no libc state (its globals' own violations are reported as ever):
// STRICT-NOT: static state
// STRICT: heddle: {{[0-9]+}} report
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *mode;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long fields[2], hours[2], rolls[2], chars[2];

static void *worker(void *arg) {
  long id = (long)arg;
  unsigned seed = (unsigned)id + 1;
  for (int i = 0; i < 20; i++) {
    char line[64];
    snprintf(line, sizeof line, "%ld,%d,alpha,beta", id, i);
    time_t t = (time_t)(1700000000 + i * 3600 + id);
    if (!strcmp(mode, "reentrant")) {
      char *save;
      for (char *f = strtok_r(line, ",", &save); f; f = strtok_r(NULL, ",", &save)) fields[id]++;
      struct tm tmv;
      localtime_r(&t, &tmv);
      hours[id] += tmv.tm_hour;
      char buf[32];
      chars[id] += (long)strlen(ctime_r(&t, buf));
      rolls[id] += rand_r(&seed) % 6 + rand() % 6;
      chars[id] += getenv("PATH") != NULL;
    } else if (!strcmp(mode, "locked")) {
      pthread_mutex_lock(&m);
      for (char *f = strtok(line, ","); f; f = strtok(NULL, ",")) fields[id]++;
      hours[id] += localtime(&t)->tm_hour + gmtime(&t)->tm_min;
      chars[id] += (long)strlen(ctime(&t)) + (getenv("HOME") != NULL);
      setenv("HEDDLE_TEST_VALUE", id ? "one" : "zero", 1);
      pthread_mutex_unlock(&m);
    } else if (!strcmp(mode, "setenvs")) {
      setenv(id ? "HEDDLE_TEST_ONE" : "HEDDLE_TEST_ZERO", "x", 1);
      unsetenv(id ? "HEDDLE_TEST_ONE" : "HEDDLE_TEST_ZERO");
    } else if (!strcmp(mode, "strtok")) {
      for (char *f = strtok(line, ","); f; f = strtok(NULL, ",")) fields[id]++;
    } else if (!strcmp(mode, "localtime")) {
      hours[id] += id ? gmtime(&t)->tm_hour : localtime(&t)->tm_hour;
    } else if (!strcmp(mode, "ctime")) {
      chars[id] += (long)strlen(ctime(&t));
    } else if (!strcmp(mode, "getenv")) {
      if (id) setenv("HEDDLE_TEST_VALUE", "changed", 1);
      else chars[id] += getenv("HEDDLE_TEST_VALUE") != NULL;
    }
  }
  return NULL;
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "reentrant";
  setenv("HEDDLE_TEST_VALUE", "initial", 1); /* before the threads: ordered before their use */
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  printf("fields %ld %ld hours %ld rolls %ld chars %ld\n", fields[0], fields[1], hours[0] + hours[1],
         rolls[0] + rolls[1], chars[0] + chars[1]);
  return 0;
}
