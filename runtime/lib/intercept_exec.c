/* intercept_exec.c — the exec family: an EXEC record just before the image is
 * replaced, so the reporter says the process exec'd instead of "crashed or
 * killed" (its log ends without an EXIT record either way). A direct run's
 * memory log vanishes with the image: its reports are printed first.
 *
 * Every entry point is wrapped, since glibc's execl/execvp/... call execve
 * internally, where an interposed execve is never seen. The variadic ones
 * gather their arguments as glibc does and go through the vector forms.
 *
 * The kernel reads the path, argv and envp with the caller's PKRU: each is
 * the caller's read, checked before the call (kernel_writes.h), which under
 * backend=mpk opens libc's window for a protected one — else the exec failed
 * with EFAULT. */
#include <stdarg.h>
#include <unistd.h>

#include "access.h"
#include "direct_report.h"
#include "kernel_writes.h"
#include "log_writer.h"
#include "real.h"

extern char **environ;

HD_REAL_FN(execve);
HD_REAL_FN(execvp);
HD_REAL_FN(execvpe);
HD_REAL_FN(fexecve);
HD_REAL_FN(execveat);

/* c is the program's call: execv and the execl family pass theirs on, since
 * the runtime's own calls are not checked (buffer_check.h). */
static void before_exec(const char *path, char *const argv[], char *const envp[], struct hd_caller c) {
  hd_kernel_reads_exec(path, argv, envp, c);
  HD_RUNTIME_CALL({
    heddle_log_exec(path ? path : "");
    hd_direct_report();
  });
}

static int exec_vector(const char *path, char *const argv[], char *const envp[], struct hd_caller c) {
  before_exec(path, argv, envp, c);
  return HD_REAL(execve)(path, argv, envp);
}
static int exec_searching(const char *file, char *const argv[], struct hd_caller c) {
  before_exec(file, argv, environ, c);
  return HD_REAL(execvp)(file, argv);
}

int execve(const char *path, char *const argv[], char *const envp[]) {
  return exec_vector(path, argv, envp, HD_CALLER);
}

int execv(const char *path, char *const argv[]) { return exec_vector(path, argv, environ, HD_CALLER); }

int execvp(const char *file, char *const argv[]) { return exec_searching(file, argv, HD_CALLER); }

int execvpe(const char *file, char *const argv[], char *const envp[]) {
  before_exec(file, argv, envp, HD_CALLER);
  return HD_REAL(execvpe)(file, argv, envp);
}

int fexecve(int fd, char *const argv[], char *const envp[]) {
  before_exec(NULL, argv, envp, HD_CALLER);
  return HD_REAL(fexecve)(fd, argv, envp);
}

int execveat(int dirfd, const char *path, char *const argv[], char *const envp[], int flags) {
  before_exec(path, argv, envp, HD_CALLER);
  return HD_REAL(execveat)(dirfd, path, argv, envp, flags);
}

/* execl(path, arg0, ..., NULL) and its kin: the arguments as a vector on the
 * stack, at most MAX_ARGS (the last slot always ends it). */
#define MAX_ARGS 4096

static void gather(char **argv, const char *first, va_list *ap) {
  size_t n = 0;
  argv[n++] = (char *)first;
  while (argv[n - 1] && n < MAX_ARGS) argv[n++] = va_arg(*ap, char *);
  argv[MAX_ARGS - 1] = 0;
}

int execl(const char *path, const char *arg, ...) {
  char *argv[MAX_ARGS];
  va_list ap;
  va_start(ap, arg);
  gather(argv, arg, &ap);
  va_end(ap);
  return exec_vector(path, argv, environ, HD_CALLER);
}

int execlp(const char *file, const char *arg, ...) {
  char *argv[MAX_ARGS];
  va_list ap;
  va_start(ap, arg);
  gather(argv, arg, &ap);
  va_end(ap);
  return exec_searching(file, argv, HD_CALLER);
}

int execle(const char *path, const char *arg, ...) {
  char *argv[MAX_ARGS];
  va_list ap;
  va_start(ap, arg);
  gather(argv, arg, &ap);
  char *const *envp = va_arg(ap, char *const *); /* after the NULL that ends the arguments */
  va_end(ap);
  return exec_vector(path, argv, envp, HD_CALLER);
}
