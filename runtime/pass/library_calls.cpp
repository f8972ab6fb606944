// library_calls.cpp — the lists library_calls.h answers from.
#include "library_calls.h"

namespace heddle {

static bool named(llvm::StringRef Name, const char *const *Names, size_t N, bool Variants) {
  for (size_t I = 0; I < N; I++) {
    llvm::StringRef Base(Names[I]);
    if (Name == Base) return true;
    if (Variants && Name.size() == Base.size() + 1 && Name.startswith(Base) && (Name.back() == 'f' || Name.back() == 'l'))
      return true;
  }
  return false;
}

bool isComplexHelper(llvm::StringRef Name) {
  static const char *const Names[] = {"__muldc3", "__mulsc3", "__mulxc3", "__divdc3", "__divsc3", "__divxc3"};
  return named(Name, Names, sizeof Names / sizeof *Names, false);
}

bool isPureLibraryFunction(llvm::StringRef Name) {
  static const char *const Names[] = {
      "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "exp2", "expm1",
      "log", "log2", "log10", "log1p", "pow", "sqrt", "cbrt", "hypot", "fabs", "floor", "ceil", "round",
      "trunc", "fmod", "erf", "erfc", "cabs", "carg", "cexp", "clog", "csqrt", "cpow"};
  return isComplexHelper(Name) || named(Name, Names, sizeof Names / sizeof *Names, true);
}

bool isMemoryLibraryFunction(llvm::StringRef Name) {
  static const char *const Names[] = {"memcmp", "bcmp",    "memchr",  "memrchr", "strlen",  "strnlen", "strcmp",
                                      "strncmp", "strchr", "strrchr", "strstr",  "strcspn", "strspn",  "strpbrk",
                                      "memcpy",  "memmove", "memset",  "strcpy",  "strncpy", "strcat",  "strncat"};
  return named(Name, Names, sizeof Names / sizeof *Names, false);
}

} // namespace heddle
