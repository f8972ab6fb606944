/* Old C: a plain inline function from a header; C99 semantics emit no out-of-line copy, gnu89 does. */
inline int square(int x) { return x * x; }
int main(void) { return square(0); }
