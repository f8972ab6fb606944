/* Names no libm function: with -lm, heddle-cc links it without libm (as-needed.test). */
#include <stdio.h>

int main(void) {
  puts("ok");
  return 0;
}
