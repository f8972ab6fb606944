/* Old C: a function called before its definition, which then does not return int (implicitly
 * declared `int wait_ticks()`, defined `void wait_ticks(unsigned)`). gcc 12 warns and builds it;
 * clang 16 rejects the conflicting types under every flag: only a prototype before the call helps. */
#include <stdio.h>
int main(void) {
  wait_ticks(5);
  return 0;
}
void wait_ticks(unsigned int ticks) { printf("ok %u\n", ticks); }
