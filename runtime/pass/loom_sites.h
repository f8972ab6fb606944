// loom_sites.h — what the execution-filter passes (LoomSlots.cpp, loom_twin.cpp,
// loom_late.cpp) share: the site records the runtime reads (runtime/loom/sites.h)
// and the small questions about functions and calls they all ask.
#ifndef HEDDLE_LOOM_SITES_PASS_H
#define HEDDLE_LOOM_SITES_PASS_H

#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace heddle_loom {

// The attribute naming a function's slot-padded copy, from the early pass to the late one.
constexpr const char *SwitchAttr = "heddle-loom-copy";
// The code section of the slot-padded copies: not a .text* name, so the linker
// places it after .text (an orphan section), away from the optimised code.
constexpr const char *CopySection = "heddle_loom_copies";
// The switch every version checks: set once a filter is installed.
constexpr const char *OnFlag = "__heddle_loom_on";

// Must match runtime/loom/sites.h (enum hd_loom_site_kind).
enum SiteKind : uint32_t {
  Statement = 0,
  FunctionEntry = 1,
  FunctionExit = 2,
  LoopHeader = 3,
  OptimisedCall = 4, // a call out of optimised code (its position, for safe live install)
};

// Site records in the section heddle_loom_sites: {file, func, line, kind, ops, outer, vars}.
class Sites {
  llvm::Module &M;
  llvm::StructType *Ty;
  std::map<std::string, llvm::Constant *> Strings;
  std::vector<llvm::GlobalValue *> All;

public:
  explicit Sites(llvm::Module &M);
  llvm::Type *type() const { return Ty; }
  llvm::Constant *string(llvm::StringRef S);
  // `Outer`: the site of the function this one's code was inlined into (OptimisedCall chains).
  // `Vars`: the variables a slot of a copy can read (loom_vars.h); none elsewhere.
  llvm::Constant *site(const std::string &File, const std::string &Func, unsigned Line, SiteKind Kind,
                       llvm::Constant *Outer = nullptr, llvm::Constant *Vars = nullptr);
  // Keeps every record made (llvm.compiler.used), plus `Extra`, in one go.
  void keep(std::vector<llvm::GlobalValue *> Extra = {});
};

// The path of a scope's file as the compiler saw it: absolute when the name is relative.
std::string pathOf(const llvm::DIScope *Scope);
// The C++ qualified name (ns::Class::f) from the debug scopes; C: the name.
std::string qualifiedName(const llvm::DISubprogram *SP, llvm::StringRef Fallback);
// Calls that may block or leave instrumented code: functions without source
// (and indirect calls), but not intrinsics, the runtime's hooks or libm.
bool leavesInstrumentedCode(const llvm::CallBase &CB);
// Calls that may wait for long (LOOM §4.2's blocking calls, where a thread sits
// while an install wants its position): calls out of instrumented code except
// the C library's computations (abs, memcpy, strlen, ...: the functions LLVM
// knows, bar its input and output), which the optimiser turns into inline code.
bool mayBlock(const llvm::CallBase &CB, const llvm::TargetLibraryInfo &TLI);
// Functions that may (transitively) make such a call.
std::set<const llvm::Function *> reachingBlockingCalls(const llvm::Module &M, const llvm::TargetLibraryInfo &TLI);
llvm::Instruction *firstAfterAllocas(llvm::BasicBlock &BB);
// `if (__heddle_loom_on)` as an i1, loaded at B's end.
llvm::Value *loadOn(llvm::IRBuilder<> &B, llvm::Module &M);

} // namespace heddle_loom

#endif
