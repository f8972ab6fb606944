/* Old C: calls gettimeofday without <sys/time.h>; gcc accepts it, clang 16 does not. */
#include <stdio.h>
int main(void) {
  long t[2];
  gettimeofday((void *)t, 0);
  printf("ok\n");
  return 0;
}
