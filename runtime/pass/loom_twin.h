// loom_twin.h — LOOM §5's switch at loop back-edges: a thread that entered a
// function's optimised code before any filter was installed (a server's
// request loop, which never returns) moves into slot-padded code at the next
// iteration of a loop that may block (a call into the kernel or another library), so a filter
// installed live reaches it (docs/filters.md "Live install").
#ifndef HEDDLE_LOOM_TWIN_H
#define HEDDLE_LOOM_TWIN_H

#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Function.h"

#include <set>
#include <vector>

namespace heddle_loom {

// Gives F, in F itself, a second copy of its body that the back-edges of its
// loops which may block (loom_sites.h mayBlock, directly or through `Blocking`)
// branch to once __heddle_loom_on is set; values flow into it through SSA
// (allocas are shared). Returns the copy's blocks (empty: F has no such loop);
// the caller pads them with slots.
std::vector<llvm::BasicBlock *> addBackEdgeTwin(llvm::Function &F, const std::set<const llvm::Function *> &Blocking,
                                                const llvm::TargetLibraryInfo &TLI);

} // namespace heddle_loom

#endif
