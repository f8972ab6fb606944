/* Calls libm: linked with it whatever the flags (as-needed.test). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  printf("%.1f\n", sqrt(atof(argc > 1 ? argv[1] : "4")));
  return 0;
}
