// loop_checks.cpp — checks hoisted before loops (one range check for a loop's
// whole walk, once before the outermost loop that does not change it), and
// which loops cannot synchronise (per-site memos, access_check.cpp).
#include "pass_shared.h"
#include "library_calls.h"

#include <optional>

namespace heddle {

// A direct call of a pure library function (library_calls.h): libm, and the
// complex helpers clang calls on its NaN path — a loop calling them still gets
// loop-level checks (fft's butterflies, kmeans's distances, blackscholes's exp/log).
static bool isPureLibraryCall(const CallBase &CB) {
  const Function *F = CB.getCalledFunction();
  return F && F->isDeclaration() && isPureLibraryFunction(F->getName());
}

// The C library's string and memory functions (library_calls.h), whose own
// accesses the runtime's interceptors check at the call: a loop calling them
// still gets its loop-level checks (a scanner's `memcmp` at every position).
static bool isMemoryLibraryCall(const CallBase &CB) {
  if (const auto *MI = dyn_cast<MemIntrinsic>(&CB)) return !MI->isVolatile();
  const Function *F = CB.getCalledFunction();
  return F && F->isDeclaration() && isMemoryLibraryFunction(F->getName());
}

// A call that cannot change a policy, synchronise or free: a debug or
// assume-like intrinsic, a call that touches no memory, a pure library call,
// a string or memory function of the C library, or a call of a function of
// this module that is quiet itself (QuietCode).
bool QuietCode::quietCall(const CallBase &CB) const {
  if (isa<DbgInfoIntrinsic>(CB) || CB.doesNotAccessMemory() || isPureLibraryCall(CB) || isMemoryLibraryCall(CB))
    return true;
  if (const auto *II = dyn_cast<IntrinsicInst>(&CB)) return II->isAssumeLikeIntrinsic();
  const Function *F = CB.getCalledFunction();
  return F && Functions.count(F);
}

// Functions of the module that make no quiet-breaking call and hold no atomic
// that can synchronise, directly or through the functions they call (the
// greatest such set: recursion among them is fine). Their own accesses are
// checked in their own bodies; a loop calling them keeps its loop-level checks
// and memos (blackscholes's price(), called per option). A function's switch
// to its execution-filter copy (LoomSlots.cpp) does not count: that copy runs
// only once a filter is installed — from the start, when every function
// switches at its entry, so no original loop runs at all; or live, when a
// thread already inside such a loop may reach a filter's slot in the copy of a
// function it calls (docs/runtime.md, what a live filter may hide).
QuietCode::QuietCode(Module &M) {
  for (Function &F : M)
    if (!F.isDeclaration()) Functions.insert(&F);
  auto quietBody = [&](const Function &F) {
    std::string Copy = (F.getName() + ".heddle.loom").str();
    for (const BasicBlock &BB : F) {
      for (const Instruction &I : BB) {
        if (isThreadAtomic(I)) return false;
        const auto *CB = dyn_cast<CallBase>(&I);
        if (!CB || quietCall(*CB)) continue;
        if (const Function *Callee = CB->getCalledFunction(); Callee && Callee->getName() == Copy) continue;
        return false;
      }
    }
    return true;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    SmallVector<const Function *, 16> Noisy;
    for (const Function *F : Functions)
      if (!quietBody(*F)) Noisy.push_back(F);
    for (const Function *F : Noisy) Functions.erase(F);
    Changed = !Noisy.empty();
  }
}

// A loop whose body calls nothing that could change a policy, synchronise
// or free, and neither acquires nor releases (pass_shared.h says why).
bool QuietCode::callFree(const Loop *L) {
  auto It = CallFreeLoops.find(L);
  if (It != CallFreeLoops.end()) return It->second;
  bool Free = true;
  for (const BasicBlock *BB : L->blocks())
    for (const Instruction &I : *BB)
      if (isThreadAtomic(I) && (acquires(I) || releases(I))) Free = false;
      else if (const auto *CB = dyn_cast<CallBase>(&I); CB && !quietCall(*CB)) Free = false;
  return CallFreeLoops[L] = Free;
}

// SCEVExpander refuses to expand a division by a value not known to be
// non-zero, which is how SCEV writes `i % n` (i - (i /u n) * n): so a walk
// starting at `base + (b % per) * k` would keep a check per access. Such a
// division is safe where the program itself already divided by that value
// (an instruction that dominates the insertion point, so the value was
// non-zero there). Everything else must pass the expander's own test.
bool safeToExpandAt(const SCEV *S, Instruction *At, ScalarEvolution &SE, SCEVExpander &Exp, DominatorTree &DT) {
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
bool QuietCode::syncFree(const Loop *L) {
  if (!callFree(L)) return false;
  for (const BasicBlock *BB : L->blocks())
    for (const Instruction &I : *BB)
      if (isThreadAtomic(I)) return false;
  return true;
}

// What one check before a loop covers: Count elements of Size bytes, Stride
// bytes apart, from Start — or, with no Count, the one span [Start, Start + Size).
struct Walk {
  const SCEV *Start, *Size, *Count = nullptr, *Stride = nullptr;
  bool invariantIn(const Loop *L, ScalarEvolution &SE) const {
    for (const SCEV *S : {Start, Size, Count, Stride})
      if (S && !SE.isLoopInvariant(S, L)) return false;
    return true;
  }
};

// L's backedge-taken count where SCEV gives none because the step is a
// value it cannot prove non-zero (`for (i = 0; i < m; i += len)`): read off
// the latch's exit test `iv < limit` (unsigned or signed), iv a recurrence
// {a, +, step} of L, limit and step invariant — the test passes for
// ceil((limit - a) / step) iterations when limit > a, else none. A zero
// step never leaves the loop; the count is then computed with step 1, and
// the walk's stride is 0, so the runtime checks the one element the loop
// touches. (An iv that wraps around its type's end is not modelled.)
static const SCEV *backedgesByExitTest(const Loop *L, ScalarEvolution &SE) {
  auto *Br = dyn_cast<BranchInst>(L->getLoopLatch()->getTerminator());
  if (!Br || !Br->isConditional()) return nullptr;
  auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
  if (!Cmp || !Cmp->getOperand(0)->getType()->isIntegerTy()) return nullptr;
  ICmpInst::Predicate Pred = Cmp->getPredicate();
  if (Br->getSuccessor(0) != L->getHeader()) Pred = CmpInst::getInversePredicate(Pred);
  if (Br->getSuccessor(0) != L->getHeader() && Br->getSuccessor(1) != L->getHeader()) return nullptr;
  const SCEV *A = SE.getSCEV(Cmp->getOperand(0)), *Limit = SE.getSCEV(Cmp->getOperand(1));
  if (!isa<SCEVAddRecExpr>(A)) { // `limit > iv`
    std::swap(A, Limit);
    Pred = CmpInst::getSwappedPredicate(Pred);
  }
  const auto *AR = dyn_cast<SCEVAddRecExpr>(A);
  if (!AR || AR->getLoop() != L || !AR->isAffine() || !SE.isLoopInvariant(Limit, L)) return nullptr;
  bool Signed = Pred == ICmpInst::ICMP_SLT;
  if (Pred != ICmpInst::ICMP_ULT && !Signed) return nullptr;
  const SCEV *Step = AR->getStepRecurrence(SE), *First = AR->getStart();
  if (!SE.isLoopInvariant(Step, L) || !SE.isLoopInvariant(First, L) || (Signed && !SE.isKnownNonNegative(Step)))
    return nullptr;
  const SCEV *One = SE.getOne(Step->getType());
  const SCEV *Div = SE.getUMaxExpr(Step, One);
  const SCEV *Top = Signed ? SE.getSMaxExpr(Limit, First) : SE.getUMaxExpr(Limit, First);
  return SE.getUDivExpr(SE.getAddExpr(SE.getMinusSCEV(Top, First), SE.getMinusSCEV(Div, One)), Div);
}

// W over every iteration of L, where L's body runs at least once per entry
// (its latch is its only exit): W itself when L does not change it; for a
// span whose start L advances by a step L does not change, the spans of all
// iterations — one span when they touch or overlap, or when GapsFilled (given
// the step) says other accesses of the loop touch every byte between them;
// else a strided walk of them. Never a span over gaps nothing fills (one field
// of an array of small structs, every other element): race mode checks
// bytes, and another thread may own the gaps (lit race/strided-field-gaps.c).
static std::optional<Walk> walkOver(const Walk &W, const Loop *L, function_ref<bool(int64_t)> GapsFilled,
                                    ScalarEvolution &SE) {
  if (W.invariantIn(L, SE)) return W;
  if (W.Count || !SE.isLoopInvariant(W.Size, L)) return std::nullopt;
  const auto *AR = dyn_cast<SCEVAddRecExpr>(W.Start);
  if (!AR || AR->getLoop() != L || !AR->isAffine()) return std::nullopt;
  const SCEV *Step = AR->getStepRecurrence(SE);
  const SCEV *BTC = SE.getBackedgeTakenCount(L);
  if (isa<SCEVCouldNotCompute>(BTC)) BTC = backedgesByExitTest(L, SE);
  if (!BTC || !SE.isLoopInvariant(Step, L) || !SE.isLoopInvariant(AR->getStart(), L)) return std::nullopt;
  Type *I64 = W.Size->getType();
  const SCEV *Trips = SE.getAddExpr(SE.getTruncateOrZeroExtend(BTC, I64), SE.getConstant(I64, 1));
  const auto *StepC = dyn_cast<SCEVConstant>(Step);
  const auto *SizeC = dyn_cast<SCEVConstant>(W.Size);
  if (StepC && SizeC) {
    int64_t Stride = StepC->getAPInt().getSExtValue(), Abs = Stride < 0 ? -Stride : Stride;
    uint64_t Bytes = SizeC->getAPInt().getZExtValue();
    if ((uint64_t)Abs <= Bytes || (GapsFilled && GapsFilled(Stride))) {
      const SCEV *Lo = Stride > 0 ? AR->getStart() : AR->evaluateAtIteration(BTC, SE);
      const SCEV *Len = SE.getAddExpr(SE.getMulExpr(SE.getTruncateOrZeroExtend(BTC, I64), SE.getConstant(I64, (uint64_t)Abs)),
                                      W.Size);
      return Walk{Lo, Len};
    }
  }
  return Walk{AR->getStart(), W.Size, Trips, SE.getTruncateOrSignExtend(Step, I64)};
}

static bool safeToExpandAt(const Walk &W, Instruction *At, ScalarEvolution &SE, SCEVExpander &Exp,
                           DominatorTree &DT) {
  for (const SCEV *S : {W.Start, W.Size, W.Count, W.Stride})
    if (S && !safeToExpandAt(S, At, SE, Exp, DT)) return false;
  return true;
}

// The shape every hoisted check needs: a preheader, and the latch as the only
// exit, so a body block that dominates the latch runs in every iteration and
// at least once whenever the preheader runs.
static bool exitsAtLatch(const Loop *L) {
  BasicBlock *Latch = L->getLoopLatch();
  return L->getLoopPreheader() && Latch && L->getExitingBlock() == Latch;
}

// A branch condition an enclosing loop does not change, and the way it goes
// towards an inner loop's preheader.
struct Guard {
  Value *Cond;
  bool Taken; // the preheader lies behind the true successor
};

// Blocks of Outer reachable from From within one iteration (no back edge to
// the header), never entering Avoid, nor any skipped edge.
static bool reachesInIteration(BasicBlock *From, BasicBlock *Target, BasicBlock *Avoid, const Loop *Outer,
                               const SmallPtrSetImpl<const Instruction *> &SkipFrom,
                               const SmallVectorImpl<Guard> &Guards) {
  BasicBlock *Header = Outer->getHeader();
  SmallPtrSet<BasicBlock *, 32> Seen;
  SmallVector<BasicBlock *, 32> Work{From};
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (BB == Target) return true;
    if (BB == Avoid || !Outer->contains(BB) || !Seen.insert(BB).second) continue;
    const Instruction *T = BB->getTerminator();
    for (unsigned K = 0; K < T->getNumSuccessors(); K++) {
      BasicBlock *Succ = T->getSuccessor(K);
      if (Succ == Header) continue;
      if (SkipFrom.count(T)) { // only the guard's way towards the preheader
        bool Taken = K == 0;
        bool Kept = false;
        for (const Guard &G : Guards)
          if (cast<BranchInst>(T)->getCondition() == G.Cond && G.Taken == Taken) Kept = true;
        if (!Kept) continue;
      }
      Work.push_back(Succ);
    }
  }
  return false;
}

// An inner loop's preheader Pre that is skipped in some iterations of Outer,
// but only by branches on conditions Outer does not change, which dominate
// Pre: Pre runs in every iteration when they hold and in none when one does
// not (fft's `for (k = 0; k < len / 2; k++)` inside `for (i ...)`), so the
// check hoisted before Outer is the walk of all iterations or nothing.
static bool guardedEveryIteration(BasicBlock *Pre, const Loop *Outer, DominatorTree &DT,
                                  SmallVectorImpl<Guard> &Guards) {
  SmallPtrSet<const Instruction *, 4> SkipFrom;
  SmallVector<Guard, 0> None;
  SmallPtrSet<const Instruction *, 0> NoSkip;
  for (DomTreeNode *N = DT.getNode(Pre)->getIDom(); N && Outer->contains(N->getBlock()); N = N->getIDom()) {
    auto *Br = dyn_cast<BranchInst>(N->getBlock()->getTerminator());
    if (!Br || !Br->isConditional() || !Outer->isLoopInvariant(Br->getCondition())) continue;
    bool ToTrue = reachesInIteration(Br->getSuccessor(0), Pre, nullptr, Outer, NoSkip, None);
    bool ToFalse = reachesInIteration(Br->getSuccessor(1), Pre, nullptr, Outer, NoSkip, None);
    if (ToTrue == ToFalse) continue;
    Guards.push_back({Br->getCondition(), ToTrue});
    SkipFrom.insert(Br);
  }
  if (Guards.empty()) return false;
  return !reachesInIteration(Outer->getHeader(), Outer->getLoopLatch(), Pre, Outer, SkipFrom, Guards);
}

// Loop-level check (like a range check of the whole walk): an access that
// runs in every iteration of a call-free loop with a computable trip count
// and an address the loop advances by a fixed step touches, over the loop,
// either one span — one hd_check_range of it before the loop replaces a
// check per iteration, same objects, same verdicts — or, when the steps
// leave gaps (a column of a matrix, a table read every `step` entries), a
// strided walk, checked element by element by the runtime's strided hook,
// which settles a whole run of elements inside one object at once. The check
// moves out of enclosing loops too: as is when they do not change it, and
// as a strided walk of the inner loop's span when they advance its start
// (fft's butterflies: a half-block of each block, block after block).
CallInst *hoistToPreheader(Instruction *I, Value *Addr, uint64_t Bytes, bool IsWrite,
                             LoopInfo &LI, ScalarEvolution &SE, DominatorTree &DT,
                             SCEVExpander &Exp, QuietCode &Quiet, const Hooks &H) {
  Loop *L = LI.getLoopFor(I->getParent());
  if (!L || !exitsAtLatch(L) || !DT.dominates(I->getParent(), L->getLoopLatch())) return nullptr;
  if (!Quiet.callFree(L)) return nullptr;
  Type *I64 = Type::getInt64Ty(I->getContext());
  auto FilledByLine = [&](int64_t Stride) { return linesWalksFillGaps(I, L, Stride, SE, DT); };
  std::optional<Walk> W = walkOver(Walk{SE.getSCEV(Addr), SE.getConstant(I64, Bytes)}, L, FilledByLine, SE);
  if (!W) return nullptr;
  BasicBlock *Pre = L->getLoopPreheader();
  SmallVector<Guard, 2> Guards;
  while (Loop *Outer = L->getParentLoop()) {
    if (!exitsAtLatch(Outer) || !Quiet.callFree(Outer)) break;
    SmallVector<Guard, 2> OG;

    if (!DT.dominates(Pre, Outer->getLoopLatch()) && !guardedEveryIteration(Pre, Outer, DT, OG)) break;
    std::optional<Walk> OW = walkOver(*W, Outer, nullptr, SE);
    if (!OW || !safeToExpandAt(*OW, Outer->getLoopPreheader()->getTerminator(), SE, Exp, DT)) break;
    W = OW, L = Outer, Pre = Outer->getLoopPreheader();
    if (!OG.empty()) { // checked under its guards, here and no further out
      Guards = OG;
      break;
    }
  }
  Instruction *At = Pre->getTerminator();
  if (!safeToExpandAt(*W, At, SE, Exp, DT)) return nullptr;
  IRBuilder<> B(At);
  Value *Start = Exp.expandCodeFor(W->Start, Addr->getType(), At);
  Value *Size = Exp.expandCodeFor(W->Size, I64, At);
  Value *Count = W->Count ? Exp.expandCodeFor(W->Count, I64, At) : nullptr;
  if (!Guards.empty()) { // a walk of no element (or span of no byte) when a guard does not hold
    Value *Holds = B.getTrue();
    for (const Guard &G : Guards) Holds = B.CreateAnd(Holds, G.Taken ? G.Cond : B.CreateNot(G.Cond));
    if (Count) Count = B.CreateSelect(Holds, Count, B.getInt64(0));
    else Size = B.CreateSelect(Holds, Size, B.getInt64(0));
  }
  CallInst *Call;
  if (!Count) {
    Call = B.CreateCall(IsWrite ? H.StoreRange : H.LoadRange, {Start, Size});
  } else {
    Value *Stride = Exp.expandCodeFor(W->Stride, I64, At);
    Call = B.CreateCall(IsWrite ? H.StoreStrided : H.LoadStrided, {Start, Count, Stride, Size});
  }
  if (DebugLoc Loc = reportLoc(I)) Call->setDebugLoc(Loc);
  return Call;
}

} // namespace heddle
