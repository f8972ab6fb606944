/* filter_files.c — see filter_files.h. Plain open/read/write: inside
 * libheddle this runs at start-up, inside the runtime, where the program's
 * interceptors pass calls straight through. */
#include "filter_files.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define MAX_FILTER_BYTES (4u << 20)

static void say(const char *s) {
  size_t n = loom_strlen(s);
  while (n) {
    ssize_t w = write(2, s, n);
    if (w <= 0) return;
    s += w;
    n -= (size_t)w;
  }
}

void loom_print_error(const char *path, struct loom_range at, const char *message, const char *rule) {
  char line[2048];
  snprintf(line, sizeof line, "%s:%d:%d: error: %s [%s]\n", path, at.start.line + 1, at.start.col + 1, message,
           rule);
  say(line);
}

struct loom_filter *loom_filter_load(struct loom_arena *a, const char *path) {
  char msg[1024];
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    snprintf(msg, sizeof msg, "heddle: error: cannot read the execution filter %s: %s\n", path, strerror(errno));
    say(msg);
    return NULL;
  }
  char *text = loom_alloc(a, MAX_FILTER_BYTES + 1);
  size_t len = 0;
  ssize_t got = 0;
  while (text && len < MAX_FILTER_BYTES && (got = read(fd, text + len, MAX_FILTER_BYTES - len)) > 0)
    len += (size_t)got;
  int err = errno;
  close(fd);
  if (!text || got < 0 || len == MAX_FILTER_BYTES) {
    snprintf(msg, sizeof msg, "heddle: error: cannot read the execution filter %s: %s\n", path,
             !text ? "out of memory" : got < 0 ? strerror(err) : "larger than 4 MiB");
    say(msg);
    return NULL;
  }
  struct loom_filter *f = loom_filter_parse(a, text, len);
  if (!f) {
    snprintf(msg, sizeof msg, "heddle: error: out of memory parsing the execution filter %s\n", path);
    say(msg);
    return NULL;
  }
  f->text = text;
  f->len = len;
  for (int i = 0; i < f->ndiags; i++)
    loom_print_error(path, f->diags[i].range, f->diags[i].message, loom_error_rule(f->diags[i].code));
  return f->ndiags ? NULL : f;
}
