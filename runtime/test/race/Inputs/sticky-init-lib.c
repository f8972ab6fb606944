/* A library whose init function fills its globals inside a check of its
 * argument, as os-project-3's dp_init does (docs/benchmarks.md round 12
 * finding 7); other files' threads read them through lib_get. WITH_TABLE: a
 * table it allocates and fills too, its pointer a global. */
#include <stdlib.h>

int SIZE = 0;
int base = 0;
#ifdef WITH_TABLE
int *table;
#endif

void lib_init(int n)
{
  if (n >= 1 && n <= 20) {
#ifdef WITH_TABLE
    table = malloc(n * sizeof(int));
    for (int i = 0; i < n; i++)
      table[i] = i;
#endif
    base = 2 * n;
    SIZE = n;
  }
}

int lib_get(int i)
{
#ifdef WITH_TABLE
  return SIZE > 0 ? base + table[i % SIZE] : -1;
#else
  return SIZE > 0 ? base + i % SIZE : -1;
#endif
}
