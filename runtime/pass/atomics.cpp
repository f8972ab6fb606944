// atomics.cpp — atomics are synchronisation, never checked accesses
// (runtime/lib/intercept_atomic.c): the release half before the instruction,
// the acquire half after it, relaxed ones only inside the tracked range.
#include "pass_shared.h"

namespace heddle {

static bool relaxed(AtomicOrdering O) { return !isAcquireOrStronger(O) && !isReleaseOrStronger(O); }

// The runtime's hooks beside one atomic (isThreadAtomic). A release must be
// recorded before the write can be seen and an acquire after the read, so
// that whoever reads a released value finds the writer's clock: write hooks
// go before the instruction, read hooks after it; an atomicrmw that
// acquires gets both, a cmpxchg's release (before) is speculative because
// only its result (after) tells whether it wrote.
void instrumentAtomic(Instruction *I, const Hooks &H, const DataLayout &DL) {
  LLVMContext &C = I->getContext();
  Type *I32 = Type::getInt32Ty(C);
  Instruction *After = I->getNextNode(); // atomics are never terminators
  DebugLoc Loc = reportLoc(I);
  auto Order = [&](AtomicOrdering O) { return ConstantInt::get(I32, static_cast<unsigned>(O)); };
  auto Size = [&](Type *Ty) { return ConstantInt::get(I32, DL.getTypeStoreSize(Ty).getFixedValue()); };
  // Callee(Args) before At; when RangeChecked, only for addresses in the tracked range.
  auto Call = [&](Instruction *At, FunctionCallee Callee, ArrayRef<Value *> Args, bool RangeChecked) {
    if (RangeChecked) {
      IRBuilder<> B(At);
      Value *In = inTrackedRange(B, B.CreatePtrToInt(Args[0], B.getInt64Ty()), H);
      At = SplitBlockAndInsertIfThen(In, At, /*Unreachable=*/false);
    }
    CallInst *CI = IRBuilder<>(At).CreateCall(Callee, Args);
    if (Loc) CI->setDebugLoc(Loc);
  };
  if (auto *F = dyn_cast<FenceInst>(I)) {
    Call(After, H.AtomicFence, {Order(F->getOrdering())}, false);
  } else if (auto *L = dyn_cast<LoadInst>(I)) {
    AtomicOrdering O = L->getOrdering();
    Call(After, H.AtomicLoad, {L->getPointerOperand(), Size(L->getType()), Order(O)}, relaxed(O));
  } else if (auto *S = dyn_cast<StoreInst>(I)) {
    AtomicOrdering O = S->getOrdering();
    Call(I, H.AtomicStore, {S->getPointerOperand(), Size(S->getValueOperand()->getType()), Order(O)},
         relaxed(O));
  } else if (auto *RMW = dyn_cast<AtomicRMWInst>(I)) {
    AtomicOrdering O = RMW->getOrdering();
    Value *P = RMW->getPointerOperand();
    Call(I, H.AtomicRmw, {P, Size(RMW->getValOperand()->getType()), Order(O)}, relaxed(O));
    if (isAcquireOrStronger(O)) Call(After, H.AtomicAcquire, {P}, false);
  } else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(I)) {
    AtomicOrdering Success = CX->getSuccessOrdering(), Failure = CX->getFailureOrdering();
    Value *P = CX->getPointerOperand();
    if (isReleaseOrStronger(Success)) Call(I, H.AtomicRelease, {P}, false);
    IRBuilder<> B(After);
    Value *Succeeded = B.CreateZExt(B.CreateExtractValue(CX, 1), I32);
    Call(After, H.AtomicCmpxchg,
         {P, Size(CX->getNewValOperand()->getType()), Order(Success), Order(Failure), Succeeded},
         relaxed(Success) && relaxed(Failure));
  }
}

} // namespace heddle
