/* Old C: a tentative definition of the same global in two files (gcc < 10 merged them, -fcommon). */
int shared_count;
int bump(void) { return ++shared_count; }
