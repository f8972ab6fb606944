// loop_checks.cpp — checks hoisted before loops (one range check for a loop's
// whole walk, once before the outermost loop that does not change it), and
// which loops cannot synchronise (per-site memos, access_check.cpp).
#include "pass_shared.h"

namespace heddle {

// Library functions that compute a value from their arguments and touch no
// memory but errno (libm; the complex multiply/divide helpers clang calls on
// its NaN path): they cannot synchronise, free or change a policy, so a loop
// calling them still gets loop-level checks (fft's butterflies, kmeans's
// distances, blackscholes's exp/log).
static bool isPureLibraryCall(const CallBase &CB) {
  const Function *F = CB.getCalledFunction();
  if (!F || !F->isDeclaration()) return false;
  static const char *const Names[] = {
      "__muldc3", "__mulsc3", "__mulxc3", "__divdc3", "__divsc3", "__divxc3",
      "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "exp2", "expm1",
      "log", "log2", "log10", "log1p", "pow", "sqrt", "cbrt", "hypot", "fabs", "floor", "ceil", "round",
      "trunc", "fmod", "erf", "erfc", "cabs", "carg", "cexp", "clog", "csqrt", "cpow"};
  StringRef Name = F->getName();
  for (const char *N : Names) {
    StringRef Base(N);
    if (Name == Base || (Name.size() == Base.size() + 1 && Name.startswith(Base) &&
                         (Name.back() == 'f' || Name.back() == 'l')))
      return true;
  }
  return false;
}

// A loop whose body calls nothing that could change a policy, synchronise
// or free, and acquires nothing: its accesses' objects keep their policies
// for the whole loop, and the one verdict that depends on ordering (the
// first access to a locked object) cannot change within it.
bool callFree(const Loop *L) {
  for (const BasicBlock *BB : L->blocks())
    for (const Instruction &I : *BB)
      if (isThreadAtomic(I) && acquires(I)) {
        return false;
      } else if (const auto *CB = dyn_cast<CallBase>(&I)) {
        if (isa<DbgInfoIntrinsic>(CB) || CB->doesNotAccessMemory() || isPureLibraryCall(*CB)) continue;
        if (const auto *II = dyn_cast<IntrinsicInst>(CB))
          if (II->isAssumeLikeIntrinsic()) continue;
        return false;
      }
  return true;
}

// SCEVExpander refuses to expand a division by a value not known to be
// non-zero, which is how SCEV writes `i % n` (i - (i /u n) * n): so a walk
// starting at `base + (b % per) * k` would keep a check per access. Such a
// division is safe where the program itself already divided by that value
// (an instruction that dominates the insertion point, so the value was
// non-zero there). Everything else must pass the expander's own test.
static bool safeToExpandAt(const SCEV *S, Instruction *At, ScalarEvolution &SE, SCEVExpander &Exp,
                           DominatorTree &DT) {
  if (Exp.isSafeToExpandAt(S, At)) return true;
  struct Divisions {
    ScalarEvolution &SE;
    Instruction *At;
    DominatorTree &DT;
    bool Safe = true;
    bool dividedBefore(const SCEV *D) const {
      const auto *U = dyn_cast<SCEVUnknown>(D);
      if (!U) return false;
      for (const User *Us : U->getValue()->users()) {
        const auto *BO = dyn_cast<BinaryOperator>(Us);
        if (BO && (BO->getOpcode() == Instruction::UDiv || BO->getOpcode() == Instruction::URem) &&
            BO->getOperand(1) == U->getValue() && DT.dominates(BO, At))
          return true;
      }
      return false;
    }
    bool follow(const SCEV *N) {
      if (const auto *D = dyn_cast<SCEVUDivExpr>(N))
        if (!SE.isKnownNonZero(D->getRHS()) && !dividedBefore(D->getRHS())) Safe = false;
      if (isa<SCEVAddRecExpr>(N)) Safe = false; // only loop-invariant bounds are expanded here
      if (const auto *U = dyn_cast<SCEVUnknown>(N))
        if (const auto *UI = dyn_cast<Instruction>(U->getValue()); UI && !DT.dominates(UI, At)) Safe = false;
      return Safe;
    }
    bool isDone() const { return !Safe; }
  } Check{SE, At, DT};
  visitAll(S, Check);
  return Check.Safe;
}

// A call-free loop that has no atomic either (a release would end the
// thread's epoch): what an access site checked stays checked (Memo).
bool syncFree(const Loop *L) {
  if (!callFree(L)) return false;
  for (const BasicBlock *BB : L->blocks())
    for (const Instruction &I : *BB)
      if (isThreadAtomic(I)) return false;
  return true;
}

// Loop-level check (like a range check of the whole walk): an access that
// runs in every iteration of a call-free loop with a computable trip count
// and walks memory with a small constant stride touches the objects of
// [first, last + size): one hd_check_range of that span before the loop
// replaces a check per iteration — same objects, same verdicts.
bool hoistToPreheader(Instruction *I, Value *Addr, uint64_t Bytes, bool IsWrite,
                             LoopInfo &LI, ScalarEvolution &SE, DominatorTree &DT,
                             SCEVExpander &Exp, DenseMap<const Loop *, bool> &CallFree,
                             const Hooks &H) {
  Loop *L = LI.getLoopFor(I->getParent());
  if (!L) return false;
  BasicBlock *Pre = L->getLoopPreheader(), *Latch = L->getLoopLatch();
  if (!Pre || !Latch || L->getExitingBlock() != Latch || !DT.dominates(I->getParent(), Latch))
    return false;
  auto It = CallFree.find(L);
  if (It == CallFree.end()) It = CallFree.insert({L, callFree(L)}).first;
  if (!It->second) return false;
  const SCEV *AddrS = SE.getSCEV(Addr);
  Type *I64 = Type::getInt64Ty(I->getContext());
  const SCEV *Lo = AddrS, *Len = SE.getConstant(I64, Bytes); // the same address every iteration
  if (!SE.isLoopInvariant(AddrS, L)) {
    const auto *AR = dyn_cast<SCEVAddRecExpr>(AddrS);
    if (!AR || AR->getLoop() != L || !AR->isAffine()) return false;
    const auto *Step = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
    if (!Step) return false;
    int64_t Stride = Step->getAPInt().getSExtValue(), Abs = Stride < 0 ? -Stride : Stride;
    // Dense walks (|step| == size), or a field of each element of an array of
    // small structs (size < |step| <= 64): the span's gaps are the same
    // elements' other bytes, so the span meets the same objects.
    if (Abs < (int64_t)Bytes || Abs > 64) return false;
    const SCEV *BTC = SE.getBackedgeTakenCount(L);
    if (isa<SCEVCouldNotCompute>(BTC)) return false;
    Lo = Stride > 0 ? AR->getStart() : AR->evaluateAtIteration(BTC, SE);
    Len = SE.getAddExpr(SE.getMulExpr(SE.getTruncateOrZeroExtend(BTC, I64), SE.getConstant(I64, (uint64_t)Abs)),
                        SE.getConstant(I64, Bytes));
  }
  // A span the enclosing loop does not change (kmeans's centroids, read for
  // every point) is checked once before that loop too, when the inner loop
  // is entered in every iteration of it and it is call-free as well.
  while (Loop *Outer = L->getParentLoop()) {
    BasicBlock *OPre = Outer->getLoopPreheader(), *OLatch = Outer->getLoopLatch();
    if (!OPre || !OLatch || Outer->getExitingBlock() != OLatch || !DT.dominates(Pre, OLatch) ||
        !SE.isLoopInvariant(Lo, Outer) || !SE.isLoopInvariant(Len, Outer))
      break;
    auto OIt = CallFree.find(Outer);
    if (OIt == CallFree.end()) OIt = CallFree.insert({Outer, callFree(Outer)}).first;
    if (!OIt->second || !safeToExpandAt(Lo, OPre->getTerminator(), SE, Exp, DT) ||
        !safeToExpandAt(Len, OPre->getTerminator(), SE, Exp, DT))
      break;
    L = Outer, Pre = OPre;
  }
  Instruction *At = Pre->getTerminator();
  if (!safeToExpandAt(Lo, At, SE, Exp, DT) || !safeToExpandAt(Len, At, SE, Exp, DT)) return false;
  Value *LoV = Exp.expandCodeFor(Lo, Addr->getType(), At);
  Value *LenV = Exp.expandCodeFor(Len, I64, At);
  IRBuilder<> B(At);
  CallInst *Call = B.CreateCall(IsWrite ? H.StoreRange : H.LoadRange, {LoV, LenV});
  if (DebugLoc Loc = reportLoc(I)) Call->setDebugLoc(Loc);
  return true;
}

} // namespace heddle
