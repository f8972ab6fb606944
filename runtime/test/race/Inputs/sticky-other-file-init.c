/* A table's functions in a file of their own (SysProgC lab4's concur-hash.c,
 * docs/benchmarks.md round 14 finding 5): tbl_init fills the caller's table
 * through its parameter `t`; the table itself is another file's static,
 * which this file never names. */
struct tbl {
  int n;
  int mask;
  long seed;
};

void tbl_init(struct tbl *t, int n)
{
  t->n = n;
  t->mask = n - 1;
  t->seed = 5381;
}

long tbl_key(struct tbl *t, int i)
{
  return (t->seed * 33 + i) & t->mask;
}
