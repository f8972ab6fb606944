// The kernel completes a connect(2) before the accept(2) that returns the new
// connection, so what the connecting thread did before connect happens before
// what the accepting thread does after accept (ThreadSanitizer's fd model has
// this edge). Found by a new-user trial on TSan's own tests
// (fd_socket_connect_norace.cpp: heddle reported the client's write before
// connect and the server's write after accept as a data race, 3 runs of 3).
// "after": the client writes after its connect: still a race.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --format text --out %t.ok.sarif -- %t before 2>&1 | grep -E '^heddle: [0-9]+ report|SUMMARY' > %t.ok
// RUN: %FileCheck %s --check-prefix=OK < %t.ok
// RUN: { %heddle run --format text --out %t.race.sarif -- %t after 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|SUMMARY|exit=' > %t.race
// RUN: %FileCheck %s --check-prefix=RACE < %t.race
// OK: heddle: 0 reports in 1 process
// RACE: SUMMARY: heddle: data-race {{.*}}connect-accept.c:{{[0-9]+}} in {{client|main}}
// RACE: heddle: 1 report
// RACE: exit=66
#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static struct sockaddr_in where;
static int after;   /* the client writes after connect */
static long config; /* written by the client, then by the server */

static void *client(void *arg) {
  (void)arg;
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (!after) config = 1;
  if (fd < 0 || connect(fd, (struct sockaddr *)&where, sizeof where)) abort();
  if (after) config = 1;
  close(fd);
  return NULL;
}

int main(int argc, char **argv) {
  after = argc > 1 && !strcmp(argv[1], "after");
  int listener = socket(AF_INET, SOCK_STREAM, 0);
  where = (struct sockaddr_in){.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
  socklen_t len = sizeof where;
  if (listener < 0 || bind(listener, (struct sockaddr *)&where, sizeof where) || listen(listener, 1) ||
      getsockname(listener, (struct sockaddr *)&where, &len))
    abort();
  pthread_t t;
  pthread_create(&t, NULL, client, NULL);
  int fd = accept(listener, NULL, NULL);
  if (fd < 0) abort();
  config = 2;
  pthread_join(t, NULL);
  close(fd);
  close(listener);
  printf("config %ld\n", config); /* read: else -O1 drops the stores */
  return 0;
}
