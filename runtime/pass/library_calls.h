// library_calls.h — what the instrumentation knows about library functions the
// program calls, in one place: the checks (loop_checks.cpp: which calls leave a
// loop call-free) and the execution-filter slots (loom_sites.cpp: which calls
// leave instrumented code or may block) ask the same lists.
#ifndef HEDDLE_LIBRARY_CALLS_H
#define HEDDLE_LIBRARY_CALLS_H

#include "llvm/ADT/StringRef.h"

namespace heddle {

// Functions that compute a value from their arguments and touch no memory but
// errno: libm (also its `f` and `l` variants) and the complex multiply/divide
// helpers clang calls on their NaN path (compiler-rt's __muldc3 and kin).
// They cannot block, synchronise, free or change a policy.
bool isPureLibraryFunction(llvm::StringRef Name);

// The complex multiply/divide helpers alone (declared pure early in the
// pipeline: clang declares them without attributes).
bool isComplexHelper(llvm::StringRef Name);

// The C library's string and memory functions (memcmp, strlen, memcpy, ...):
// they read and write only the memory they are given and never block,
// synchronise, free or change a policy.
bool isMemoryLibraryFunction(llvm::StringRef Name);

} // namespace heddle

#endif
