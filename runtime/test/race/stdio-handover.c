// stdio streams carry their descriptor's happens-before edge, and a stream's
// own lock (flockfile/funlockfile) orders what it guards. Found by a new-user
// trial: a parser thread fwrite()s record pointers into an fdopen'd pipe, a
// summer thread fread()s them (3 false data races: libc writes the buffer out
// with its own write(2), which no interceptor sees), and both stages count log
// lines under flockfile (a false race on the counter). TSan reports the same
// false races (it has no stream edges); heddle now does not. "late" writes
// the record after sending it and flushing: still a race.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in fwrite fputs eof flockfile; do %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1 | grep -E '^heddle: [0-9]+ report|data-race /' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: %heddle run --out %t.late.sarif -- %t late 2> %t.late.err; echo "exit=$?" >> %t.late.err
// RUN: %FileCheck %s --check-prefix=LATE < %t.late.err
// OK: fwrite: heddle: 0 reports in 1 process
// OK-NEXT: fputs: heddle: 0 reports in 1 process
// OK-NEXT: eof: heddle: 0 reports in 1 process
// OK-NEXT: flockfile: heddle: 0 reports in 1 process
// LATE: Data race: thread T{{[01]}} {{read|wrote}} 4 bytes
// LATE: SUMMARY: heddle: data-race {{.*}}stdio-handover.c:{{(59|83)}}
// LATE: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct rec { int id; char word[28]; };
static const char *mode;
static FILE *in, *out, *logf;
static int table[64];
static long log_lines; /* guarded by logf's lock */

static int is(const char *m) { return !strcmp(mode, m); }

static void log_line(const char *who) {
  flockfile(logf);
  fprintf(logf, "%s: line %ld\n", who, log_lines);
  log_lines++;
  funlockfile(logf);
}

static void *producer(void *arg) {
  (void)arg;
  if (is("flockfile")) {
    for (int i = 0; i < 100; i++) log_line("producer");
    return NULL;
  }
  if (is("fputs") || is("eof")) {
    for (int i = 0; i < 64; i++) table[i] = i + 1;
    if (is("fputs")) fputs("ready\n", out), fflush(out);
    else fclose(out); /* the reader's end-of-file comes after this */
    return NULL;
  }
  struct rec *r = malloc(sizeof *r);
  r->id = 7;
  strcpy(r->word, "seven");
  if (fwrite(&r, sizeof r, 1, out) != 1) abort();
  fflush(out);
  if (is("late")) r->id = 8;
  return NULL;
}

static long consume(void) {
  long s = 0;
  if (is("flockfile")) {
    for (int i = 0; i < 100; i++) log_line("consumer");
    return 1;
  }
  if (is("fputs")) {
    char line[16];
    if (!fgets(line, sizeof line, in)) abort();
    for (int i = 0; i < 64; i++) s += table[i];
    return s;
  }
  if (is("eof")) {
    char c;
    if (fread(&c, 1, 1, in) != 0) abort();
    for (int i = 0; i < 64; i++) s += table[i];
    return s;
  }
  struct rec *r;
  if (fread(&r, sizeof r, 1, in) != 1) abort();
  s = r->id + r->word[0];
  if (!is("late")) free(r);
  return s;
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "fwrite";
  int fds[2];
  if (pipe(fds)) abort();
  in = fdopen(fds[0], "r");
  out = fdopen(fds[1], "w");
  logf = fopen("/dev/null", "w");
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  long s = consume();
  pthread_join(t, NULL);
  return s == 0;
}
