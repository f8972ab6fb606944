/* cli_annotate.c — `heddle annotate [--srcroot DIR] [--apply] RESULTS.sarif...`:
 * applies race mode's annotation suggestions by running heddle-lint's
 * `annotate` (annotation-lint/src/cli/annotate.ts, which checks every fix with
 * the C parser) under node. The exit status is heddle-lint's (0 every fix
 * printed or applied, 1 some refused, 2 bad input), or 70 when heddle-lint or
 * node cannot be found.
 *
 * heddle-lint is looked for, in order: $HEDDLE_LINT; beside this binary
 * (bin/heddle-lint, an install's ../share/heddle/heddle-lint.js); the source
 * tree this binary was built from (annotation-lint/dist/heddle-lint.js, built
 * by `npm run build`). */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "exit_codes.h"

#ifndef HEDDLE_SOURCE_DIR
#define HEDDLE_SOURCE_DIR ""
#endif

/* dir + "/" + rel into out; 0 when it does not fit. */
static int join(char *out, size_t size, const char *dir, const char *rel) {
  int n = snprintf(out, size, "%s/%s", dir, rel);
  return n > 0 && (size_t)n < size;
}

static int is_file(const char *path) { return access(path, R_OK) == 0; }

/* The heddle-lint bundle, or NULL after saying where it looked. */
static const char *find_lint(char *buf, size_t size) {
  const char *env = getenv("HEDDLE_LINT");
  if (env && *env) {
    if (is_file(env)) return env;
    fprintf(stderr, "heddle annotate: HEDDLE_LINT is %s, which is not a readable file; "
                    "point it at heddle-lint.js (annotation-lint/dist/heddle-lint.js after npm run build)\n", env);
    return NULL;
  }
  char self[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  char bindir[PATH_MAX] = "";
  if (n > 0) {
    self[n] = '\0';
    char *slash = strrchr(self, '/');
    if (slash) {
      *slash = '\0';
      snprintf(bindir, sizeof bindir, "%s", self);
    }
  }
  const char *beside[] = {"heddle-lint", "../share/heddle/heddle-lint.js"};
  for (size_t i = 0; bindir[0] && i < sizeof beside / sizeof beside[0]; i++) {
    if (join(buf, size, bindir, beside[i]) && is_file(buf)) return buf;
  }
  if (HEDDLE_SOURCE_DIR[0] && join(buf, size, HEDDLE_SOURCE_DIR, "annotation-lint/dist/heddle-lint.js") && is_file(buf)) return buf;
  fprintf(stderr,
          "heddle annotate: heddle-lint not found. Looked for $HEDDLE_LINT (not set), %s/heddle-lint, "
          "%s/../share/heddle/heddle-lint.js and %s%sannotation-lint/dist/heddle-lint.js. Build it with "
          "`npm ci && npm run build -w annotation-lint` in the heddle source tree, or set HEDDLE_LINT to heddle-lint.js.\n",
          bindir[0] ? bindir : "<heddle's bin>", bindir[0] ? bindir : "<heddle's bin>", HEDDLE_SOURCE_DIR,
          HEDDLE_SOURCE_DIR[0] ? "/" : "");
  return NULL;
}

/* node on PATH, or NULL after saying so. */
static const char *find_node(char *buf, size_t size) {
  const char *path = getenv("PATH");
  if (path) {
    const char *p = path;
    while (*p) {
      const char *end = strchr(p, ':');
      size_t len = end ? (size_t)(end - p) : strlen(p);
      int n = snprintf(buf, size, "%.*s/node", (int)len, len ? p : ".");
      if (n > 0 && (size_t)n < size && access(buf, X_OK) == 0) return buf;
      if (!end) break;
      p = end + 1;
    }
  }
  fprintf(stderr, "heddle annotate: node not found on PATH (%s); heddle annotate runs heddle-lint with Node.js 20 "
                  "or later: install it (scripts/bootstrap.sh does) or add it to PATH\n",
          path ? path : "unset");
  return NULL;
}

int cli_annotate(int argc, char **argv) {
  char lint_buf[PATH_MAX], node_buf[PATH_MAX];
  const char *lint = find_lint(lint_buf, sizeof lint_buf);
  if (!lint) return HEDDLE_EXIT_FAILURE;
  const char *node = find_node(node_buf, sizeof node_buf);
  if (!node) return HEDDLE_EXIT_FAILURE;
  /* node LINT annotate ARGS... NULL */
  char **args = calloc((size_t)argc + 3, sizeof *args);
  if (!args) {
    fputs("heddle annotate: out of memory\n", stderr);
    return HEDDLE_EXIT_FAILURE;
  }
  args[0] = (char *)node;
  args[1] = (char *)lint;
  args[2] = "annotate";
  for (int i = 1; i < argc; i++) args[i + 2] = argv[i];
  /* heddle-lint's help and notes then say `heddle annotate`, the command the
   * user typed (annotation-lint/src/cli/bin.ts). */
  if (setenv("HEDDLE_LINT_PROGRAM", "heddle", 1) != 0) {
    fprintf(stderr, "heddle annotate: cannot set HEDDLE_LINT_PROGRAM: %s\n", strerror(errno));
    free(args);
    return HEDDLE_EXIT_FAILURE;
  }
  execv(node, args);
  fprintf(stderr, "heddle annotate: cannot run %s: %s\n", node, strerror(errno));
  free(args);
  return HEDDLE_EXIT_FAILURE;
}
