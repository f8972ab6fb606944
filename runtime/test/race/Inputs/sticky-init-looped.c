/* sticky-init-lib.c's library with SIZE counted up in a loop: no place after
 * its last write runs once, and main's file does not declare it. */
int SIZE = 0;
int base = 0;

void lib_init(int n)
{
  if (n >= 1 && n <= 20) {
    base = 2 * n;
    for (int i = 0; i < n; i++)
      SIZE++;
  }
}

int lib_get(int i) { return SIZE > 0 ? base + i % SIZE : -1; }
