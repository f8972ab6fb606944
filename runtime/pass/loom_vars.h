// loom_vars.h — the local variables and parameters a filter expression may
// name (LOOM §3.3: `file:line (expr)` keys, `{n}` counts), made readable at the
// slots of a function's slot-padded copy.
//
// The pass runs at the start of the pipeline, where every local and parameter
// still lives in an alloca described by llvm.dbg.declare. The copy stores the
// addresses of those allocas in one array at its entry and passes the array to
// each slot, so the runtime reads a variable's current value from memory at a
// statement boundary: the allocas escape, so the optimiser keeps every write
// to them in memory before each slot (only in the copy, which runs only while
// a filter is installed; the optimised code keeps its registers). A record per
// copy (in the copy's sites) names the variables, in the array's order, with
// the lines where each is in scope and its size, so an expression is resolved
// when a filter is installed and an unknown or unreadable name is an error
// then — never a wrong value at run time.
#ifndef HEDDLE_LOOM_VARS_PASS_H
#define HEDDLE_LOOM_VARS_PASS_H

#include "loom_sites.h"

namespace heddle_loom {

struct FrameVars {
  llvm::Constant *Record; // the variables' record (runtime/loom/sites.h, struct hd_loom_vars)
  llvm::Value *Array;     // the copy's array of their addresses
};

// Fills `Copy`'s entry block with the array (before its first slot is placed)
// and makes the record. A function without variables gets an empty record and
// a null array.
FrameVars frameVars(Sites &S, llvm::Function &Copy);

// Whether a local's address reaches anything but the copy's variable array (which
// only its own thread's slots read): the access checks treat a local whose address
// goes nowhere else as never shared, as before the array existed. Also true of the
// array itself.
bool onlyInFrameVars(const llvm::AllocaInst &A);

} // namespace heddle_loom

#endif
