// LoomSlots.cpp — the places execution filters attach to (LOOM §4-§5,
// runtime/loom). Runs at the start of the optimisation pipeline, while the IR
// is still in source order, so a statement's first instruction is where its
// line begins.
//
// LOOM's hybrid instrumentation keeps two versions of the code: the optimised
// one, and a backup padded with slots that the program switches to when a
// filter is installed. heddle does the same per function: every function F
// gets a clone F.heddle.loom with
//   - a slot at each statement boundary (the first instruction of a source line
//     in a block, unless every predecessor ended on that line: `a && b` and a
//     for-loop's condition are one statement, not several),
//   - a slot at its entry (after the allocas) and before each return,
//   - a gate check at each loop header (so a thread spinning in a loop still
//     stops for a unilateral exclusion),
//   - block-enter/-exit calls around calls of functions without source
//     (LOOM's blocking calls: a thread waiting in one does not hold up an
//     exclusion), except the runtime's own hooks, intrinsics and libm,
// and, at the end of the pipeline (loom_late.cpp), F itself starts with
// `if (__heddle_loom_on) return F.heddle.loom(args)`. Copies call copies. With
// no filter installed the program pays one load and one predictable branch per
// out-of-line call, and the optimised code has no slot in it (a slot is a call,
// which would stop loop optimisations and heddle's loop-level checks). The
// copies are never inlined: a slot's "statement completed" test compares frames.
//
// Loops that may block (call into the kernel or a library) also switch at their back-edges
// into a slot-padded twin of F's body inside F (loom_twin.cpp), so a thread
// that never returns from F (a server's request loop) reaches the slots of a
// filter installed live.
//
// Each slot names a site: {file, function, line, kind, ops, outer} in the section
// heddle_loom_sites (the runtime walks __start_/__stop_heddle_loom_sites and
// stores each site's compiled operations in `ops`; runtime/loom/sites.h).
#include "loom_sites.h"
#include "loom_twin.h"
#include "loom_vars.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <cstdlib>
#include <cstring>

using namespace llvm;
using namespace heddle_loom;

namespace {

class HeddleLoomSlots : public PassInfoMixin<HeddleLoomSlots> {
  Module *M = nullptr;
  FunctionCallee Slot, BlockEnter, BlockExit;

public:
  PreservedAnalyses run(Module &Mod, ModuleAnalysisManager &) {
    M = &Mod;
    LLVMContext &C = Mod.getContext();
    PointerType *Ptr = PointerType::get(C, 0);
    Type *Void = Type::getVoidTy(C);
    Sites S(Mod);
    Slot = Mod.getOrInsertFunction("__heddle_loom_slot", Void, Ptr, Ptr);
    BlockEnter = Mod.getOrInsertFunction("__heddle_loom_block_enter", Void);
    BlockExit = Mod.getOrInsertFunction("__heddle_loom_block_exit", Void);
    std::vector<Function *> Work;
    for (Function &F : Mod)
      if (wanted(F)) Work.push_back(&F);
    TargetLibraryInfoImpl TLII(Triple(Mod.getTargetTriple()));
    TargetLibraryInfo TLI(TLII);
    std::set<const Function *> Blocking = reachingBlockingCalls(Mod, TLI);
    DenseMap<Function *, Function *> Clones;
    for (Function *F : Work) {
      Function *Clone = makeClone(*F);
      Clones[F] = Clone;
      // The late pass (loom_late.cpp) finds the copy by this name.
      F->addFnAttr(SwitchAttr, Clone->getName());
    }
    // Slot-padded code calls slot-padded code: a call from a copy goes straight
    // to the callee's copy (never to its optimised body, which has no slots).
    auto callCopies = [&](BasicBlock &BB) {
      for (Instruction &I : BB)
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (auto It = Clones.find(CB->getCalledFunction()); It != Clones.end()) CB->setCalledFunction(It->second);
    };
    for (auto &[F, Clone] : Clones)
      for (BasicBlock &BB : *Clone) callCopies(BB);
    for (Function *F : Work) {
      Function *Clone = Clones[F];
      std::vector<BasicBlock *> All;
      for (BasicBlock &BB : *Clone) All.push_back(&BB);
      padWithSlots(S, *Clone, All, *F, /*EntrySlot=*/true);
      // A loop that may block switches into slot-padded code at its back-edge (loom_twin.h).
      std::vector<BasicBlock *> Twin = addBackEdgeTwin(*F, Blocking, TLI);
      for (BasicBlock *BB : Twin) callCopies(*BB);
      if (!Twin.empty()) padWithSlots(S, *F, Twin, *F, /*EntrySlot=*/false);
    }
    std::vector<GlobalValue *> Keep;
    for (auto &[F, Clone] : Clones) Keep.push_back(Clone); // until loom_late.cpp, also if F is inlined everywhere
    S.keep(Keep);
    return Work.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
  }

private:
  // Functions of the program's own sources. Not those of system headers (the C++
  // standard library's templates and inline functions, instantiated in every
  // translation unit): a filter names the program's lines, and copying them all
  // would multiply compile time and code size.
  static bool wanted(const Function &F) {
    if (F.isDeclaration() || F.isVarArg() || F.getName().startswith("__heddle") || F.getName().startswith("llvm.") ||
        F.hasFnAttribute(Attribute::Naked) || F.hasFnAttribute(Attribute::DisableSanitizerInstrumentation))
      return false;
    const DISubprogram *SP = F.getSubprogram();
    if (!SP) return false;
    std::string Path = pathOf(SP);
    return !StringRef(Path).startswith("/usr/include/") && !StringRef(Path).startswith("/usr/lib/");
  }

  // The slow copy: never inlined back into F (it is called once, from F's
  // entry), outside any comdat (it is local to this module), and in a code
  // section of its own (CopySection) that the linker places after .text: with
  // no filter the copies are cold, and interleaved with the optimised code they
  // moved every hot function to another address than a build without slots
  // has — a layout change that alone cost pipeline's compression loop 3–5 %
  // (docs/filters.md, "What the slots cost").
  static Function *makeClone(Function &F) {
    ValueToValueMapTy VMap;
    Function *Clone = CloneFunction(&F, VMap);
    Clone->setName(F.getName() + ".heddle.loom");
    Clone->setLinkage(GlobalValue::InternalLinkage);
    Clone->setVisibility(GlobalValue::DefaultVisibility);
    Clone->setComdat(nullptr);
    Clone->removeFnAttr(Attribute::AlwaysInline);
    Clone->addFnAttr(Attribute::NoInline);
    Clone->setSection(CopySection);
    return Clone;
  }

  // __heddle_loom_slot(site, vars): `vars` the copy's variable addresses (loom_vars.h), or null.
  void slotBefore(Instruction *At, Constant *Site, Value *Vars, DebugLoc Loc) {
    CallInst *CI = IRBuilder<>(At).CreateCall(Slot, {Site, Vars});
    if (Loc) CI->setDebugLoc(Loc);
  }

  // Pads `Blocks` of `Fn` (a copy, or the back-edge twin inside F) with slots;
  // an entry slot only for a copy (a twin is entered at a loop header).
  void padWithSlots(Sites &S, Function &Fn, const std::vector<BasicBlock *> &Blocks, const Function &Original,
                    bool EntrySlot) {
    DISubprogram *SP = Original.getSubprogram();
    std::string Func = qualifiedName(SP, Original.getName());
    std::string FuncFile = pathOf(SP);
    // Names and lines come from the original, but a location must be scoped in
    // the function it is in: CloneFunction gave the copy its own DISubprogram,
    // and a copy's slot scoped in F's fails the verifier ("!dbg attachment
    // points at wrong subprogram") and misattributes the slot in DWARF.
    DISubprogram *Scope = Fn.getSubprogram() ? Fn.getSubprogram() : SP;
    DebugLoc EntryLoc = DILocation::get(Fn.getContext(), SP->getLine(), 0, Scope);
    std::set<const BasicBlock *> Mine(Blocks.begin(), Blocks.end());
    // A copy's slots read its variables (filter expressions over locals and
    // parameters); a twin's cannot: its variables live in the optimised code's
    // registers, and its sites say so (no record), so an install refuses such
    // an expression there instead of reading a wrong value.
    Constant *NoVars = ConstantPointerNull::get(PointerType::get(Fn.getContext(), 0));
    FrameVars Vars = EntrySlot ? frameVars(S, Fn) : FrameVars{nullptr, NoVars};

    // Collect first, insert after: insertion must not disturb the walk.
    struct Point {
      Instruction *At;
      std::string File;
      unsigned Line;
      SiteKind Kind;
      DebugLoc Loc;
    };
    std::vector<Point> Points;
    std::vector<CallBase *> Calls;
    auto lastLine = [](const BasicBlock *BB) -> unsigned {
      for (auto It = BB->rbegin(); It != BB->rend(); ++It)
        if (DebugLoc L = It->getDebugLoc(); L && L.getLine()) return L.getLine();
      return 0;
    };
    for (BasicBlock *BB : Blocks) {
      unsigned Prev = 0;
      bool First = true;
      for (Instruction &I : *BB) {
        // PHIs and EH pads must stay first in their block: a slot goes only before ordinary instructions.
        if (isa<PHINode>(I) || I.isEHPad() || isa<DbgInfoIntrinsic>(I) || isa<AllocaInst>(I) ||
            I.isLifetimeStartOrEnd())
          continue;
        if (auto *CI = dyn_cast<CallInst>(&I); CI && !CI->isMustTailCall() && leavesInstrumentedCode(*CI))
          Calls.push_back(CI);
        DebugLoc L = I.getDebugLoc();
        if (!L || !L.getLine() || L->getInlinedAt()) continue;
        unsigned Line = L.getLine();
        bool Starts;
        if (First) {
          // A block continuing its predecessors' line is the same statement.
          Starts = pred_empty(BB);
          for (const BasicBlock *P : predecessors(BB))
            if (lastLine(P) != Line) Starts = true;
        } else {
          Starts = Line != Prev;
        }
        First = false;
        Prev = Line;
        if (Starts) Points.push_back({&I, pathOf(L->getScope()), Line, Statement, L});
      }
    }
    for (BasicBlock *BB : Blocks)
      if (auto *Ret = dyn_cast<ReturnInst>(BB->getTerminator()))
        Points.push_back({Ret, FuncFile, SP->getLine(), FunctionExit, Ret->getDebugLoc()});
    {
      DominatorTree DT(Fn);
      LoopInfo LI(DT);
      for (Loop *L : LI.getLoopsInPreorder())
        if (Mine.count(L->getHeader()))
          Points.push_back({&*L->getHeader()->getFirstInsertionPt(), FuncFile, 0, LoopHeader, DebugLoc()});
    }
    // The entry slot first: a statement slot at the same place goes after it.
    // (The entry slot runs before the variables' addresses are stored: it reads none.)
    if (EntrySlot)
      slotBefore(firstAfterAllocas(Fn.getEntryBlock()),
                 S.site(FuncFile, Func, SP->getLine(), FunctionEntry, nullptr, Vars.Record), NoVars, EntryLoc);
    for (const Point &P : Points)
      slotBefore(P.At, S.site(P.File, Func, P.Line, P.Kind, nullptr, Vars.Record), Vars.Array,
                 P.Loc ? P.Loc : EntryLoc);
    for (CallBase *CB : Calls) {
      IRBuilder<>(CB).CreateCall(BlockEnter)->setDebugLoc(CB->getDebugLoc() ? CB->getDebugLoc() : EntryLoc);
      IRBuilder<>(CB->getNextNode()).CreateCall(BlockExit)->setDebugLoc(CB->getDebugLoc() ? CB->getDebugLoc()
                                                                                            : EntryLoc);
    }
  }
};

} // namespace

void heddleRegisterLoomLate(PassBuilder &PB);

// Called from HeddlePass.cpp's plugin registration. HEDDLE_NO_LOOM_SLOTS=1 in
// the compiler's environment builds without slots (no filter can then be
// installed): what scripts/loom-slot-overhead.py compares against.
void heddleRegisterLoomSlots(PassBuilder &PB) {
  const char *Off = getenv("HEDDLE_NO_LOOM_SLOTS");
  if (Off && *Off && strcmp(Off, "0") != 0) return;
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) { MPM.addPass(HeddleLoomSlots()); });
  // Registered before HeddlePass.cpp's own OptimizerLast callback, so it runs before the access checks.
  heddleRegisterLoomLate(PB);
}
