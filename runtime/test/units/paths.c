// Lexical path normalization (runtime/reporter/paths.c): what symbolized file
// names and %SRCROOT%-relative URIs are built from.
// RUN: %cc-log-writer -I%reporter-src %reporter-src/paths.c %s -o %t
// RUN: %t | %FileCheck %s
#include <stdio.h>
#include <stdlib.h>

#include "paths.h"

static void join(const char *dir, const char *rel) {
  char *p = path_join_normalize(dir, rel);
  printf("[%s] + [%s] = [%s]\n", dir ? dir : "(null)", rel, p);
  free(p);
}

static void under(const char *path, const char *root) {
  const char *rest = path_under(path, root);
  printf("%s under %s: %s\n", path, root, rest ? rest : "(no)");
}

int main(void) {
  join("/src/app", "main.c");
  join("/src/app/", "./lib/../util.c");
  join("/src/app", "/abs//x/./y.c");
  join("/src", "../../../etc/x");
  join(NULL, "nptl/../nptl/pthread_create.c");
  join("", "../up/x.c");
  join("rel", "../../x.c");
  under("/src/app/main.c", "/src/app");
  under("/src/app/main.c", "/src/app/");
  under("/src/application/main.c", "/src/app");
  under("/src/app", "/src/app");
  under("/x.c", "/");
  return 0;
}

// CHECK:      [/src/app] + [main.c] = [/src/app/main.c]
// CHECK-NEXT: [/src/app/] + [./lib/../util.c] = [/src/app/util.c]
// CHECK-NEXT: [/src/app] + [/abs//x/./y.c] = [/abs/x/y.c]
// CHECK-NEXT: [/src] + [../../../etc/x] = [/etc/x]
// CHECK-NEXT: [(null)] + [nptl/../nptl/pthread_create.c] = [nptl/pthread_create.c]
// CHECK-NEXT: [] + [../up/x.c] = [../up/x.c]
// CHECK-NEXT: [rel] + [../../x.c] = [../x.c]
// CHECK-NEXT: /src/app/main.c under /src/app: main.c
// CHECK-NEXT: /src/app/main.c under /src/app/: main.c
// CHECK-NEXT: /src/application/main.c under /src/app: (no)
// CHECK-NEXT: /src/app under /src/app: (no)
// CHECK-NEXT: /x.c under /: x.c
