// pass_shared.cpp — helpers every part of the instrumentation uses (pass_shared.h).
#include "pass_shared.h"
#include "loom_vars.h"

namespace heddle {

// The runtime sets the arena/range bounds, the records table and the
// thread's words before the program's code runs and never changes them
// after: invariant loads, so the clean-up passes hoist them out of loops.
LoadInst *invariant(LoadInst *L) {
  L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(L->getContext(), {}));
  return L;
}

// The source line a report should point at. Hoisted or merged accesses
// carry line 0; the nearest instruction in the block with a real line is
// where the access happens in the source.
DebugLoc reportLoc(Instruction *I) {
  if (DebugLoc L = I->getDebugLoc(); L && L.getLine()) return L;
  for (Instruction *N = I->getNextNode(); N; N = N->getNextNode())
    if (DebugLoc L = N->getDebugLoc(); L && L.getLine()) return L;
  for (Instruction *P = I->getPrevNode(); P; P = P->getPrevNode())
    if (DebugLoc L = P->getDebugLoc(); L && L.getLine()) return L;
  return I->getDebugLoc();
}

// Addresses that can never be tracked memory shared between threads.
bool neverShared(const Value *Addr) {
  if (Addr->getType()->getPointerAddressSpace() != 0) return true;
  const Value *Obj = getUnderlyingObject(Addr);
  if (const auto *GV = dyn_cast<GlobalVariable>(Obj))
    return GV->isThreadLocal() || GV->isConstant() || GV->getName().startswith("__heddle") ||
           GV->getName().startswith("llvm.");
  if (const auto *II = dyn_cast<IntrinsicInst>(Obj))
    if (II->getIntrinsicID() == Intrinsic::threadlocal_address) return true;
  if (const auto *A = dyn_cast<AllocaInst>(Obj)) // (the execution-filter copies' variable array: loom_vars.h)
    return heddle_loom::onlyInFrameVars(*A);
  return false;
}

static const Value *atomicPointer(const Instruction &I) {
  if (const auto *RMW = dyn_cast<AtomicRMWInst>(&I)) return RMW->getPointerOperand();
  if (const auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) return CX->getPointerOperand();
  return getLoadStorePointerOperand(&I);
}

// An atomic that can synchronise with other threads: any fence, load,
// store, atomicrmw or cmpxchg except those scoped to the thread itself
// (atomic_signal_fence) and those on memory no other thread can reach.
bool isThreadAtomic(const Instruction &I) {
  std::optional<SyncScope::ID> Scope = getAtomicSyncScopeID(&I);
  if (!Scope || *Scope == SyncScope::SingleThread) return false;
  if (isa<FenceInst>(I)) return true;
  return !neverShared(atomicPointer(I));
}

// Does this atomic (isThreadAtomic) acquire, in any of its outcomes?
bool acquires(const Instruction &I) {
  if (const auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
    return isAcquireOrStronger(CX->getSuccessOrdering()) || isAcquireOrStronger(CX->getFailureOrdering());
  if (const auto *L = dyn_cast<LoadInst>(&I)) return isAcquireOrStronger(L->getOrdering());
  if (const auto *RMW = dyn_cast<AtomicRMWInst>(&I)) return isAcquireOrStronger(RMW->getOrdering());
  if (const auto *F = dyn_cast<FenceInst>(&I)) return isAcquireOrStronger(F->getOrdering());
  return false;
}

// Does this atomic (isThreadAtomic) release, in any of its outcomes? A
// release ends the thread's epoch in race mode: what the thread writes after
// it is ordered only for those who acquire a later release.
bool releases(const Instruction &I) {
  if (const auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) return isReleaseOrStronger(CX->getSuccessOrdering());
  if (const auto *S = dyn_cast<StoreInst>(&I)) return isReleaseOrStronger(S->getOrdering());
  if (const auto *RMW = dyn_cast<AtomicRMWInst>(&I)) return isReleaseOrStronger(RMW->getOrdering());
  if (const auto *F = dyn_cast<FenceInst>(&I)) return isReleaseOrStronger(F->getOrdering());
  return false;
}

// Is A (an address as i64) inside the memory the runtime tracks (globals and heap)?
Value *inTrackedRange(IRBuilder<> &B, Value *A, const Hooks &H) {
  Type *I64 = B.getInt64Ty();
  Value *Lo = invariant(B.CreateLoad(I64, H.RangeLo, "heddle.lo"));
  Value *Size = invariant(B.CreateLoad(I64, H.RangeSize, "heddle.size"));
  return B.CreateICmpULT(B.CreateSub(A, Lo), Size);
}

} // namespace heddle
