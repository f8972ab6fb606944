// C++ before 17: the register storage class (g++ warns, clang++ -std=c++17 refuses).
int twice(register int x) { return 2 * x; }
int main() { return twice(0); }
