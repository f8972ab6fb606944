// call_lines.cpp — every call keeps a source line of its own.
//
// A report's frames are calls: the access's own when it is a checked
// library call (memcpy, memset, strcpy: __heddle_mem*), the callers' above
// it. The optimiser merges two identical calls of two branches into one
// (SimplifyCFG sinks them into the branches' common successor, or hoists
// them into their common predecessor; the backend's tail merging joins
// blocks that end alike), and the merged call's location is the two
// locations' common part (DILocation::getMergedLocation): on two lines,
// line 0 — "no source line" — with the column when both had the same. The
// reporter then has no line to name (docs/benchmarks.md round 12 finding 9:
// Parallel-Merge-Sort's two `memcpy(&work_local[k], …)` of a merge's two
// branches, sort_list_pthreads.c:166 and :177, both at column 29, became one
// call at line 0, column 29, and its report named the binary). `nomerge` on
// every call at the pipeline's start keeps each call where the program wrote
// it; the cost is the merged call's few bytes of code. Loads and stores have
// no such attribute: one merged the same way still gets line 0, which the
// reporter resolves only where the rows around it decide (line_row.h).
#include "pass_shared.h"

namespace heddle {

void keepCallLines(Module &M) {
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB->isInlineAsm() || CB->cannotMerge()) continue;
      // Intrinsics are no calls in the finished code, except the memory ones the instrumentation turns into
      // __heddle_mem* calls (HeddlePass.cpp).
      if (isa<IntrinsicInst>(CB) && !isa<MemIntrinsic>(CB)) continue;
      CB->addFnAttr(Attribute::NoMerge);
    }
}

} // namespace heddle
