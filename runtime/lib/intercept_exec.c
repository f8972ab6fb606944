/* intercept_exec.c — the exec family: an EXEC record just before the image is
 * replaced, so the reporter says the process exec'd instead of "crashed or
 * killed" (its log ends without an EXIT record either way). A direct run's
 * memory log vanishes with the image: its reports are printed first.
 *
 * Every entry point is wrapped, since glibc's execl/execvp/... call execve
 * internally, where an interposed execve is never seen. The variadic ones
 * gather their arguments as glibc does and go through the vector forms. */
#include <stdarg.h>
#include <unistd.h>

#include "access.h"
#include "direct_report.h"
#include "log_writer.h"
#include "real.h"

extern char **environ;

HD_REAL_FN(execve);
HD_REAL_FN(execvp);
HD_REAL_FN(execvpe);
HD_REAL_FN(fexecve);
HD_REAL_FN(execveat);

static void before_exec(const char *path) {
  HD_RUNTIME_CALL({
    heddle_log_exec(path);
    hd_direct_report();
  });
}

int execve(const char *path, char *const argv[], char *const envp[]) {
  before_exec(path);
  return HD_REAL(execve)(path, argv, envp);
}

int execv(const char *path, char *const argv[]) { return execve(path, argv, environ); }

int execvp(const char *file, char *const argv[]) {
  before_exec(file);
  return HD_REAL(execvp)(file, argv);
}

int execvpe(const char *file, char *const argv[], char *const envp[]) {
  before_exec(file);
  return HD_REAL(execvpe)(file, argv, envp);
}

int fexecve(int fd, char *const argv[], char *const envp[]) {
  before_exec("");
  return HD_REAL(fexecve)(fd, argv, envp);
}

int execveat(int dirfd, const char *path, char *const argv[], char *const envp[], int flags) {
  before_exec(path);
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
  return execve(path, argv, environ);
}

int execlp(const char *file, const char *arg, ...) {
  char *argv[MAX_ARGS];
  va_list ap;
  va_start(ap, arg);
  gather(argv, arg, &ap);
  va_end(ap);
  return execvp(file, argv);
}

int execle(const char *path, const char *arg, ...) {
  char *argv[MAX_ARGS];
  va_list ap;
  va_start(ap, arg);
  gather(argv, arg, &ap);
  char *const *envp = va_arg(ap, char *const *); /* after the NULL that ends the arguments */
  va_end(ap);
  return execve(path, argv, envp);
}
