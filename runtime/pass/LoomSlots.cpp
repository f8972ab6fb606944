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
// and, at the end of the pipeline (HeddleLoomSwitch), F itself starts with
// `if (__heddle_loom_on) return F.heddle.loom(args)`. Copies call copies. With
// no filter installed the program pays one load and one predictable branch per
// out-of-line call, and the optimised code has no slot in it (a slot is a call,
// which would stop loop optimisations and heddle's loop-level checks). The
// copies are never inlined: a slot's "statement completed" test compares frames.
//
// Each slot names a site: {file, function, line, kind, ops} in the section
// heddle_loom_sites (the runtime walks __start_/__stop_heddle_loom_sites and
// stores each site's compiled operations in `ops`; runtime/loom/sites.h).
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

#include <cstdlib>
#include <cstring>
#include <map>

using namespace llvm;

namespace {

// The attribute naming a function's slot-padded copy, from the early pass to the late one.
constexpr const char *SwitchAttr = "heddle-loom-copy";

static Instruction *firstAfterAllocas(BasicBlock &BB) {
  BasicBlock::iterator It = BB.getFirstInsertionPt();
  while (isa<AllocaInst>(&*It) || isa<DbgInfoIntrinsic>(&*It)) ++It;
  return &*It;
}

// Must match runtime/loom/sites.h (enum hd_loom_site_kind).
enum SiteKind : uint32_t { Statement = 0, FunctionEntry = 1, FunctionExit = 2, LoopHeader = 3 };

class HeddleLoomSlots : public PassInfoMixin<HeddleLoomSlots> {
  Module *M = nullptr;
  StructType *SiteTy = nullptr;
  FunctionCallee Slot, BlockEnter, BlockExit;
  std::map<std::string, Constant *> Strings;
  std::vector<GlobalValue *> Sites;

public:
  PreservedAnalyses run(Module &Mod, ModuleAnalysisManager &) {
    M = &Mod;
    LLVMContext &C = Mod.getContext();
    PointerType *Ptr = PointerType::get(C, 0);
    Type *I32 = Type::getInt32Ty(C), *Void = Type::getVoidTy(C);
    SiteTy = StructType::get(C, {Ptr, Ptr, I32, I32, Ptr});
    Slot = Mod.getOrInsertFunction("__heddle_loom_slot", Void, Ptr);
    BlockEnter = Mod.getOrInsertFunction("__heddle_loom_block_enter", Void);
    BlockExit = Mod.getOrInsertFunction("__heddle_loom_block_exit", Void);
    std::vector<Function *> Work;
    for (Function &F : Mod)
      if (wanted(F)) Work.push_back(&F);
    DenseMap<Function *, Function *> Clones;
    for (Function *F : Work) {
      Function *Clone = makeClone(*F);
      Clones[F] = Clone;
      // The late pass (HeddleLoomSwitch) finds the copy by this name.
      F->addFnAttr(SwitchAttr, Clone->getName());
    }
    // Slot-padded code calls slot-padded code: a call from a copy goes straight
    // to the callee's copy (never to its optimised body, which has no slots).
    for (auto &[F, Clone] : Clones)
      for (Instruction &I : instructions(*Clone))
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (auto It = Clones.find(CB->getCalledFunction()); It != Clones.end()) CB->setCalledFunction(It->second);
    for (Function *F : Work) padWithSlots(*Clones[F], *F);
    std::vector<GlobalValue *> Keep(Sites);
    for (auto &[F, Clone] : Clones) Keep.push_back(Clone); // until HeddleLoomSwitch, also if F is inlined everywhere
    appendToCompilerUsed(Mod, Keep);
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
  // entry), outside any comdat (it is local to this module).
  static Function *makeClone(Function &F) {
    ValueToValueMapTy VMap;
    Function *Clone = CloneFunction(&F, VMap);
    Clone->setName(F.getName() + ".heddle.loom");
    Clone->setLinkage(GlobalValue::InternalLinkage);
    Clone->setVisibility(GlobalValue::DefaultVisibility);
    Clone->setComdat(nullptr);
    Clone->removeFnAttr(Attribute::AlwaysInline);
    Clone->addFnAttr(Attribute::NoInline);
    return Clone;
  }

  Constant *string(StringRef S) {
    auto It = Strings.find(S.str());
    if (It != Strings.end()) return It->second;
    IRBuilder<> B(M->getContext());
    Constant *G = B.CreateGlobalStringPtr(S, "heddle.loom.str", 0, M);
    Strings[S.str()] = G;
    return G;
  }

  // The path of the statement's file as the compiler saw it: absolute when the
  // name is relative (filters name files by path suffix).
  static std::string pathOf(const DIScope *Scope) {
    StringRef File = Scope->getFilename(), Dir = Scope->getDirectory();
    if (File.startswith("/") || Dir.empty()) return File.str();
    return (Dir + "/" + File).str();
  }

  // The C++ qualified name (ns::Class::f) from the debug scopes; C: the name.
  static std::string qualifiedName(const DISubprogram *SP, const Function &F) {
    std::string Name = SP->getName().str();
    if (Name.empty()) return F.getName().str();
    for (const DIScope *S = SP->getScope(); S && !isa<DIFile>(S) && !isa<DICompileUnit>(S); S = S->getScope()) {
      StringRef N = S->getName();
      if (!N.empty()) Name = (N + "::" + Name).str();
    }
    return Name;
  }

  // One site: a private global in section heddle_loom_sites (the runtime walks
  // the section). Private: no symbol, so the runtime's globals table (which
  // tracks every data symbol of the executable) never sees the sites.
  Constant *site(const std::string &File, const std::string &Func, unsigned Line, SiteKind Kind) {
    LLVMContext &C = M->getContext();
    Type *I32 = Type::getInt32Ty(C);
    Constant *Init = ConstantStruct::get(
        SiteTy, {string(File), string(Func), ConstantInt::get(I32, Line), ConstantInt::get(I32, Kind),
                 ConstantPointerNull::get(PointerType::get(C, 0))});
    auto *G = new GlobalVariable(*M, SiteTy, false, GlobalValue::PrivateLinkage, Init, "heddle.loom.site");
    G->setSection("heddle_loom_sites");
    G->setAlignment(Align(8));
    Sites.push_back(G); // kept (llvm.compiler.used) at the end, in one go: appending one by one is quadratic
    return G;
  }

  void slotBefore(Instruction *At, Constant *Site, DebugLoc Loc) {
    CallInst *CI = IRBuilder<>(At).CreateCall(Slot, {Site});
    if (Loc) CI->setDebugLoc(Loc);
  }

  // Calls that may block or leave instrumented code: functions without source
  // (and indirect calls), but not intrinsics, the runtime's hooks or libm.
  static bool leavesInstrumentedCode(const CallBase &CB) {
    if (isa<DbgInfoIntrinsic>(CB) || CB.isInlineAsm()) return false;
    const Function *Callee = CB.getCalledFunction();
    if (!Callee) return true;
    if (Callee->isIntrinsic() || !Callee->isDeclaration()) return false;
    StringRef N = Callee->getName();
    if (N.startswith("__heddle")) return false;
    static const char *const Pure[] = {"sin", "cos", "tan", "exp", "log", "pow", "sqrt", "fabs", "floor",
                                       "ceil", "round", "fmod", "atan2", "log2", "log10", "exp2", "hypot"};
    for (const char *P : Pure)
      if (N == P || (N.size() == strlen(P) + 1 && N.startswith(P) && (N.back() == 'f' || N.back() == 'l')))
        return false;
    return true;
  }

  void padWithSlots(Function &Clone, const Function &Original) {
    DISubprogram *SP = Clone.getSubprogram();
    std::string Func = qualifiedName(SP, Original);
    std::string FuncFile = pathOf(SP);
    DebugLoc EntryLoc = DILocation::get(Clone.getContext(), SP->getLine(), 0, SP);

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
    for (BasicBlock &BB : Clone) {
      unsigned Prev = 0;
      bool First = true;
      for (Instruction &I : BB) {
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
          Starts = pred_empty(&BB);
          for (const BasicBlock *P : predecessors(&BB))
            if (lastLine(P) != Line) Starts = true;
        } else {
          Starts = Line != Prev;
        }
        First = false;
        Prev = Line;
        if (Starts) Points.push_back({&I, pathOf(L->getScope()), Line, Statement, L});
      }
    }
    for (BasicBlock &BB : Clone)
      if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator()))
        Points.push_back({Ret, FuncFile, SP->getLine(), FunctionExit, Ret->getDebugLoc()});
    {
      DominatorTree DT(Clone);
      LoopInfo LI(DT);
      for (Loop *L : LI.getLoopsInPreorder())
        Points.push_back({&*L->getHeader()->getFirstInsertionPt(), FuncFile, 0, LoopHeader, DebugLoc()});
    }
    // The entry slot first: a statement slot at the same place goes after it.
    slotBefore(firstAfterAllocas(Clone.getEntryBlock()), site(FuncFile, Func, SP->getLine(), FunctionEntry),
               EntryLoc);
    for (const Point &P : Points) slotBefore(P.At, site(P.File, Func, P.Line, P.Kind), P.Loc ? P.Loc : EntryLoc);
    for (CallBase *CB : Calls) {
      IRBuilder<>(CB).CreateCall(BlockEnter)->setDebugLoc(CB->getDebugLoc() ? CB->getDebugLoc() : EntryLoc);
      IRBuilder<>(CB->getNextNode()).CreateCall(BlockExit)->setDebugLoc(CB->getDebugLoc() ? CB->getDebugLoc()
                                                                                            : EntryLoc);
    }
  }
};

// Runs last in the optimisation pipeline (before heddle's access checks): each
// function that still exists out of line starts with
//   if (__heddle_loom_on) return F.heddle.loom(args...);
// Inserted this late on purpose: a copy of F inlined into an optimised caller
// then has no switch in it (a call in a hot loop would stop its optimisation and
// heddle's loop-level checks); the caller's own entry decided already.
class HeddleLoomSwitch : public PassInfoMixin<HeddleLoomSwitch> {
  GlobalVariable *On = nullptr;

public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    bool Changed = false;
    for (Function &F : M) {
      if (F.isDeclaration() || !F.hasFnAttribute(SwitchAttr)) continue;
      Function *Clone = M.getFunction(F.getFnAttribute(SwitchAttr).getValueAsString());
      F.removeFnAttr(SwitchAttr);
      if (!Clone || Clone->getFunctionType() != F.getFunctionType()) continue;
      if (!On) On = cast<GlobalVariable>(M.getOrInsertGlobal("__heddle_loom_on", Type::getInt8Ty(M.getContext())));
      switchAtEntry(F, *Clone);
      Changed = true;
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }

private:
  // F: `if (__heddle_loom_on) return Clone(args...);` after its allocas.
  void switchAtEntry(Function &F, Function &Clone) {
    BasicBlock &Entry = F.getEntryBlock();
    BasicBlock *Rest = SplitBlock(&Entry, firstAfterAllocas(Entry));
    LLVMContext &C = F.getContext();
    BasicBlock *Switch = BasicBlock::Create(C, "heddle.loom.switch", &F) /* last: cold, and the body keeps its layout */;
    Entry.getTerminator()->eraseFromParent();
    IRBuilder<> B(&Entry);
    Value *IsOn = B.CreateICmpNE(B.CreateLoad(B.getInt8Ty(), On, "heddle.loom.on"), B.getInt8(0));
    B.CreateCondBr(IsOn, Switch, Rest, MDBuilder(C).createBranchWeights(1, 1 << 20));
    IRBuilder<> S(Switch);
    SmallVector<Value *, 8> Args;
    for (Argument &A : F.args()) Args.push_back(&A);
    CallInst *Call = S.CreateCall(&Clone, Args);
    // Parameter and return attributes (byval, sret, ...) for the ABI; no function attributes on the call.
    AttributeList FA = F.getAttributes();
    SmallVector<AttributeSet, 8> Params;
    for (unsigned I = 0; I < F.arg_size(); I++) Params.push_back(FA.getParamAttrs(I));
    Call->setAttributes(AttributeList::get(C, AttributeSet(), FA.getRetAttrs(), Params));
    Call->setCallingConv(F.getCallingConv());
    if (DISubprogram *SP = F.getSubprogram())
      Call->setDebugLoc(DILocation::get(C, SP->getLine(), 0, SP));
    if (F.getReturnType()->isVoidTy()) S.CreateRetVoid();
    else S.CreateRet(Call);
  }

};

} // namespace

// Called from HeddlePass.cpp's plugin registration. HEDDLE_NO_LOOM_SLOTS=1 in
// the compiler's environment builds without slots (no filter can then be
// installed): what scripts/loom-slot-overhead.py compares against.
void heddleRegisterLoomSlots(PassBuilder &PB) {
  const char *Off = getenv("HEDDLE_NO_LOOM_SLOTS");
  if (Off && *Off && strcmp(Off, "0") != 0) return;
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) { MPM.addPass(HeddleLoomSlots()); });
  // Registered before HeddlePass.cpp's own OptimizerLast callback, so it runs before the access checks.
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) { MPM.addPass(HeddleLoomSwitch()); });
}
