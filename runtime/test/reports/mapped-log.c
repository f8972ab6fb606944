// The reporter maps each event log read-only instead of copying it
// (runtime/reporter/mapped_file.c). What a mapping adds is checked here on a
// real log and a real mapping: a file that grows after it was mapped is read
// only up to the size it had; a file truncated after it was mapped (reading
// the lost pages raises SIGBUS) keeps the complete records before the cut and
// says the file shrank; empty and non-regular files get a clear error.
// RUN: %cc-log-writer -I%reporter-src %reporter-src/log_reader.c %reporter-src/mapped_file.c %s -o %t
// RUN: rm -rf %t.dir %t.empty && mkdir %t.dir %t.empty
// RUN: env HEDDLE_LOG_DIR=%t.dir %t write
// RUN: cp %t.dir/heddle.*.hlog %t.grow && cp %t.dir/heddle.*.hlog %t.shrink
// RUN: %t grow %t.grow | %FileCheck %s --check-prefix=GROW
// RUN: %t shrink %t.shrink | %FileCheck %s --check-prefix=SHRINK
// The untouched log still reads completely.
// RUN: %t read %t.dir/heddle.*.hlog | %FileCheck %s --check-prefix=WHOLE
// RUN: %t pipe %t.dir/heddle.*.hlog | %FileCheck %s --check-prefix=PIPE
// RUN: touch %t.empty/heddle.1.hlog
// RUN: %heddle report --format none --out %t.empty.sarif %t.empty 2> %t.empty.err; echo "exit=$?" >> %t.empty.err
// RUN: %FileCheck %s --check-prefix=EMPTY < %t.empty.err
// RUN: %heddle report --format none --out %t.dev.sarif /dev/null 2> %t.dev.err; echo "exit=$?" >> %t.dev.err
// RUN: %FileCheck %s --check-prefix=DEV < %t.dev.err
// RUN: %sarif-validate %t.empty.sarif %t.dev.sarif
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "log_reader.h"
#include "mapped_file.h"
#include "one_violation.h"

#define REPORTS 100

static void print_log(const char *what, const struct process_log *log) {
  printf("%s: process=%d reports=%zu exit=%d error=%s\n", what, log->has_process, log->n_reports,
         log->has_exit, log->error ? log->error : "none");
}

static void must_map(const char *path, struct mapped_file *file) {
  int err = mapped_file_open(path, file);
  if (err) {
    fprintf(stderr, "mapped_file_open %s: %s\n", path, strerror(err));
    exit(2);
  }
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "write") == 0) {
    fake_open_log();
    for (int i = 0; i < REPORTS; i++) REPORT_ONE_VIOLATION(0);
    heddle_log_exit(0);
    return 0;
  }
  if (argc != 3) return 2;
  const char *path = argv[2];
  if (strcmp(argv[1], "pipe") == 0) {
    /* A log that cannot be mapped (`heddle report <(zcat log.gz)`): read through a pipe, as before mapping. */
    int fds[2];
    if (pipe(fds) != 0) return 2;
    pid_t child = fork();
    if (child == 0) {
      close(fds[0]);
      int in = open(path, O_RDONLY);
      char buf[4096];
      ssize_t n;
      while (in >= 0 && (n = read(in, buf, sizeof buf)) > 0)
        if (write(fds[1], buf, (size_t)n) != n) _exit(1);
      _exit(0);
    }
    close(fds[1]);
    char through[64];
    snprintf(through, sizeof through, "/proc/self/fd/%d", fds[0]);
    struct process_log *log = log_read(through);
    print_log("pipe", log);
    log_free(log);
    waitpid(child, 0, 0);
    return 0;
  }
  struct mapped_file file;
  must_map(path, &file);
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  if (strcmp(argv[1], "grow") == 0) {
    /* A process still writing appends after the reporter mapped the file:
     * bytes that would be damage if they were read. */
    int fd = open(path, O_WRONLY | O_APPEND);
    char junk[3 * 4096];
    memset(junk, 0x7f, sizeof junk);
    if (fd < 0 || write(fd, junk, sizeof junk) != (ssize_t)sizeof junk) return 2;
    close(fd);
  } else if (strcmp(argv[1], "shrink") == 0) {
    /* Cut at a page boundary inside the reports (half-way: the PROCESS and
     * MODULE records before them take a few pages): the next read faults. */
    if (truncate(path, (off_t)((file.len / 2) & ~(page - 1))) != 0) return 2;
  }
  struct process_log *log = log_read_mapped(path, &file);
  mapped_file_close(&file);
  print_log(argv[1], log);
  if (strcmp(argv[1], "shrink") == 0)
    printf("kept some but not all: %s\n", log->n_reports > 0 && log->n_reports < REPORTS ? "yes" : "no");
  log_free(log);
  return 0;
}

// GROW:      grow: process=1 reports=100 exit=1 error=none
// WHOLE:     read: process=1 reports=100 exit=1 error=none
// PIPE:      pipe: process=1 reports=100 exit=1 error=none
// SHRINK:    shrink: process=1 reports={{[0-9]+}} exit=0 error=damaged at byte {{[0-9]+}} (the file shrank while it was being read: kind {{[0-9]+}}, size {{[0-9]+}}, {{[0-9]+}} bytes left); kept the {{[0-9]+}} complete records before it.
// SHRINK-NEXT: kept some but not all: yes

// EMPTY:      heddle: error: event log {{.*}}heddle.1.hlog: empty event log (the program wrote nothing; was it killed while starting?).
// EMPTY:      exit=70
// DEV:        heddle: error: event log /dev/null: empty event log (the program wrote nothing; was it killed while starting?).
// DEV:        exit=70
