/* api_misuse.c — a release too many: the buffer is released twice, the
 * second time when it is already inaccessible. heddle reports api-misuse
 * (double release) and carries on; misuse never crashes the program. */
#include <heddle.h>
#include <stdio.h>
#include <stdlib.h>

static void finish(char *buf) {
  heddle_release_write(buf);
}

int main(void) {
  char *buf = malloc(32);
  snprintf(buf, 32, "done");
  puts(buf);
  finish(buf);
  finish(buf); /* the second release: api-misuse */
  return 0;
}
