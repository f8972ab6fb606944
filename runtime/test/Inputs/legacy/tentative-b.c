int shared_count;
int bump(void);
int main(void) { return bump() + shared_count == 2 ? 0 : 1; }
