// loom_late.cpp — runs last in the optimisation pipeline (before heddle's
// access checks), over the optimised code, which has no slots:
//
// 1. Each function that still exists out of line starts with
//      if (__heddle_loom_on) return F.heddle.loom(args...);
//    Inserted this late on purpose: a copy of F inlined into an optimised caller
//    then has no switch in it (a call in a hot loop would stop its optimisation and
//    heddle's loop-level checks); the caller's own entry decided already.
// 2. Each call out of instrumented code (LOOM §4.2's blocking calls) records
//    where this frame is while the call runs — two thread-local stores before,
//    one after, and a check of the switch after — so a live install knows the
//    position of a thread that has waited in read() or pthread_join() since
//    before any filter existed, and that thread waits after the call while an
//    install is in progress (LOOM's update lock around blocking calls).
// 3. Per function, the functions the optimiser inlined into it (section
//    heddle_loom_funcs): a frame of optimised code whose position is not known
//    may be inside any of them.
#include "loom_sites.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;
using namespace heddle_loom;

namespace {

class HeddleLoomLate : public PassInfoMixin<HeddleLoomLate> {
  Module *M = nullptr;
  GlobalVariable *CallSite = nullptr, *CallFrame = nullptr;
  FunctionCallee CallExit;

public:
  PreservedAnalyses run(Module &Mod, ModuleAnalysisManager &) {
    M = &Mod;
    LLVMContext &C = Mod.getContext();
    PointerType *Ptr = PointerType::get(C, 0);
    auto Tls = [&](const char *Name) {
      if (GlobalVariable *G = Mod.getGlobalVariable(Name)) return G;
      return new GlobalVariable(Mod, Ptr, false, GlobalValue::ExternalLinkage, nullptr, Name, nullptr,
                                GlobalValue::InitialExecTLSModel);
    };
    Sites S(Mod);
    std::vector<GlobalValue *> Funcs;
    bool Changed = false;
    for (Function &F : Mod) {
      if (F.isDeclaration() || !F.hasFnAttribute(SwitchAttr)) continue;
      Function *Clone = Mod.getFunction(F.getFnAttribute(SwitchAttr).getValueAsString());
      F.removeFnAttr(SwitchAttr);
      if (!Clone || Clone->getFunctionType() != F.getFunctionType()) continue;
      if (!CallSite) {
        CallSite = Tls("__heddle_loom_call_site");
        CallFrame = Tls("__heddle_loom_call_frame");
        CallExit = Mod.getOrInsertFunction("__heddle_loom_call_exit", Type::getVoidTy(C));
      }
      markCalls(S, F);
      if (GlobalVariable *G = inlinedInto(S, F)) Funcs.push_back(G);
      switchAtEntry(F, *Clone);
      Changed = true;
    }
    S.keep(Funcs);
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
    B.CreateCondBr(loadOn(B, *M), Switch, Rest, MDBuilder(C).createBranchWeights(1, 1 << 20));
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
    Call->setTailCall(); // a sibling call where the ABI allows: F's frame is gone
    if (DISubprogram *SP = F.getSubprogram()) Call->setDebugLoc(DILocation::get(C, SP->getLine(), 0, SP));
    if (F.getReturnType()->isVoidTy()) S.CreateRetVoid();
    else S.CreateRet(Call);
  }

  // The site chain of a call's position: the innermost inlined function's line
  // first, each `outer` the function it was inlined into, the last F itself.
  Constant *positionOf(Sites &S, const DILocation *L, const Function &F) {
    if (!L) {
      const DISubprogram *SP = F.getSubprogram();
      return S.site(pathOf(SP), qualifiedName(SP, F.getName()), SP->getLine(), OptimisedCall);
    }
    Constant *Outer = L->getInlinedAt() ? positionOf(S, L->getInlinedAt(), F) : nullptr;
    const DISubprogram *SP = L->getScope()->getSubprogram();
    return S.site(pathOf(L->getScope()), qualifiedName(SP, SP->getName()), L->getLine(), OptimisedCall, Outer);
  }

  // A call in tail position stays a sibling call (its frame is gone while it
  // runs, and reports keep their shape): no marks, the thread's position is
  // unknown while it runs such a call.
  static bool inTailPosition(const CallInst &CI) { return isa<ReturnInst>(CI.getNextNode()); }

  // Twin blocks (loom_twin.cpp) announce their calls to the runtime themselves.
  static bool announced(const CallInst &CI) {
    const auto *Prev = dyn_cast_or_null<CallInst>(CI.getPrevNode());
    return Prev && Prev->getCalledFunction() && Prev->getCalledFunction()->getName() == "__heddle_loom_block_enter";
  }

  void markCalls(Sites &S, Function &F) {
    std::vector<CallInst *> Calls;
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (!CI->isMustTailCall() && !inTailPosition(*CI) && leavesInstrumentedCode(*CI) && !announced(*CI))
          Calls.push_back(CI);
    if (Calls.empty()) return;
    LLVMContext &C = F.getContext();
    Function *FrameAddress = Intrinsic::getDeclaration(M, Intrinsic::frameaddress, {PointerType::get(C, 0)});
    for (CallInst *CI : Calls) {
      IRBuilder<> B(CI);
      B.CreateStore(positionOf(S, CI->getDebugLoc().get(), F), CallSite);
      B.CreateStore(B.CreateCall(FrameAddress, {B.getInt32(0)}), CallFrame);
      Instruction *After = CI->getNextNode();
      IRBuilder<> A(After);
      A.CreateStore(ConstantPointerNull::get(PointerType::get(C, 0)), CallFrame);
      Instruction *Then = SplitBlockAndInsertIfThen(loadOn(A, *M), After, false,
                                                    MDBuilder(C).createBranchWeights(1, 1 << 20));
      IRBuilder<>(Then).CreateCall(CallExit)->setDebugLoc(CI->getDebugLoc());
    }
  }

  // {F, its name, count, names[]}: F and the functions inlined into its optimised code.
  GlobalVariable *inlinedInto(Sites &S, Function &F) {
    std::set<std::string> Names;
    for (Instruction &I : instructions(F))
      for (const DILocation *L = I.getDebugLoc().get(); L && L->getInlinedAt(); L = L->getInlinedAt())
        Names.insert(qualifiedName(L->getScope()->getSubprogram(), L->getScope()->getSubprogram()->getName()));
    LLVMContext &C = F.getContext();
    PointerType *Ptr = PointerType::get(C, 0);
    std::vector<Constant *> Strs;
    for (const std::string &N : Names) Strs.push_back(S.string(N));
    Constant *Arr = ConstantPointerNull::get(Ptr);
    if (!Strs.empty()) {
      auto *ArrTy = ArrayType::get(Ptr, Strs.size());
      Arr = new GlobalVariable(*M, ArrTy, true, GlobalValue::PrivateLinkage, ConstantArray::get(ArrTy, Strs),
                               "heddle.loom.inlined");
    }
    Type *I64 = Type::getInt64Ty(C);
    auto *Ty = StructType::get(C, {Ptr, Ptr, I64, Ptr});
    const DISubprogram *SP = F.getSubprogram();
    Constant *Name = S.string(SP ? qualifiedName(SP, F.getName()) : F.getName().str());
    auto *G = new GlobalVariable(*M, Ty, true, GlobalValue::PrivateLinkage,
                                 ConstantStruct::get(Ty, {&F, Name, ConstantInt::get(I64, Strs.size()), Arr}),
                                 "heddle.loom.func");
    G->setSection("heddle_loom_funcs");
    G->setAlignment(Align(8));
    return G;
  }
};

} // namespace

void heddleRegisterLoomLate(PassBuilder &PB) {
  PB.registerOptimizerLastEPCallback([](ModulePassManager &MPM, OptimizationLevel) { MPM.addPass(HeddleLoomLate()); });
}
