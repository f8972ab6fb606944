// mapping_calls.cpp — the program's mmap, munmap and mremap calls, sent to
// the runtime's versions (runtime/mapping/mapped_objects.h), which keep an
// anonymous region in memory race mode tracks. Renamed here rather than
// intercepted by name in libheddle: the runtime maps its own memory with the
// same functions (its arena, the stack depot, its allocator), and only the
// program's regions are objects. Calls through a pointer and from libraries
// keep libc's.
#include "pass_shared.h"

namespace heddle {

void redirectMappingCalls(Module &M) {
  static const char *const Names[][2] = {
      {"mmap", "__heddle_mmap"}, {"mmap64", "__heddle_mmap"}, {"munmap", "__heddle_munmap"},
      {"mremap", "__heddle_mremap"}};
  for (const auto &N : Names) {
    Function *F = M.getFunction(N[0]);
    if (!F || !F->isDeclaration()) continue; // a program's own function of that name stays its own
    FunctionCallee To = M.getOrInsertFunction(N[1], F->getFunctionType());
    for (User *U : make_early_inc_range(F->users()))
      if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getCalledOperand() == F)
        CB->setCalledOperand(To.getCallee());
  }
}

} // namespace heddle
