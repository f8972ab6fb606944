// loop_versioning.cpp — loops checked once per entry (issue #16's "checks of
// the same object inside a loop hoisted or merged"): an innermost loop that
// cannot synchronise, whose trip count has a bound, runs in two versions. In
// the preheader, the span every access of a walk could touch over the whole
// loop (from the bound, not the exact count: the loop may leave early) is
// tested inline — one heap slot whose record the thread may use as is: its
// own private object, a racy one, a sticky-read one for loads (the policy
// words alone; race mode's epochs keep their per-access checks, which log
// exact bytes) —, and when every span passes, the copy without those
// accesses' checks runs; otherwise the original, checked access by access.
// Nothing is reported here: the test only chooses a version, so a span
// larger than what the loop touches costs speed, never a report. (Loops with
// an exact trip count and a single exit already get their walk checked
// before the loop, loop_checks.cpp; this is for the others: a compressor's
// match loop, `while (len < max && a[len] == b[len]) len++`.)
#include "pass_shared.h"

#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#include <map>

namespace heddle {

// Beyond this many instructions a loop is not copied (code size).
static constexpr unsigned MaxLoopInstructions = 400;
// Trip-count bounds above this (2^32) make the span "too large" at run time,
// so that bound * step cannot wrap.
static constexpr uint64_t MaxBound = 1ull << 32;

namespace {

// The accesses of one loop that share a pointer base: their spans' hull is
// tested once (one slot must hold them all).
struct Group {
  SmallVector<Instruction *, 4> Accesses;
  const SCEV *Lo = nullptr, *Hi = nullptr; // unsigned bounds, Hi exclusive, as i64
  bool Writes = false;
};

struct Candidate {
  Loop *L;
  // Where the tests' memo is reset: the preheader of the outermost enclosing
  // loop that cannot synchronise either (none: no memo).
  BasicBlock *MemoReset = nullptr;
  SmallVector<Group, 4> Groups;
  SmallVector<Instruction *, 8> Rest; // accesses of L that keep their checks in both versions
  const SCEV *Bound = nullptr;         // the symbolic maximum of L's backedge-taken count, if any group needs it
};

} // namespace

// The span [Lo, Hi) access I of Bytes at Addr can touch in any iteration of L
// (at most Bound + 1 of them), or false when it has no such bounds.
static bool accessSpan(Value *Addr, uint64_t Bytes, Loop *L, ScalarEvolution &SE, const SCEV *&Bound,
                       const SCEV *&Lo, const SCEV *&Hi) {
  Type *I64 = Type::getInt64Ty(Addr->getContext());
  const SCEV *S = SE.getSCEV(Addr);
  if (isa<SCEVCouldNotCompute>(S) || !S->getType()->isPointerTy()) return false;
  const SCEV *Size = SE.getConstant(I64, Bytes);
  if (SE.isLoopInvariant(S, L)) {
    Lo = SE.getPtrToIntExpr(S, I64);
    Hi = SE.getAddExpr(Lo, Size);
    return !isa<SCEVCouldNotCompute>(Lo);
  }
  const auto *AR = dyn_cast<SCEVAddRecExpr>(S);
  if (!AR || AR->getLoop() != L || !AR->isAffine() || !SE.isLoopInvariant(AR->getStart(), L)) return false;
  const auto *StepC = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
  if (!StepC) return false;
  int64_t Step = StepC->getAPInt().getSExtValue();
  if (Step == 0 || Step > (1 << 16) || Step < -(1 << 16)) return false;
  if (!Bound) {
    const SCEV *B = SE.getSymbolicMaxBackedgeTakenCount(L);
    if (isa<SCEVCouldNotCompute>(B) || !SE.isLoopInvariant(B, L)) return false;
    Bound = SE.getTruncateOrZeroExtend(B, I64);
  }
  const SCEV *Start = SE.getPtrToIntExpr(AR->getStart(), I64);
  if (isa<SCEVCouldNotCompute>(Start)) return false;
  const SCEV *Reach = SE.getMulExpr(Bound, SE.getConstant(I64, (uint64_t)(Step < 0 ? -Step : Step)));
  Lo = Step > 0 ? Start : SE.getMinusSCEV(Start, Reach);
  Hi = Step > 0 ? SE.getAddExpr(SE.getAddExpr(Start, Reach), Size) : SE.getAddExpr(Start, Size);
  return true;
}

// The object a pointer base names at compile time, when it is a global
// variable: the inline test covers heap slots only, so such a span always
// fails it and versioning would only cost time.
static bool globalBase(const SCEV *Base) {
  const auto *U = dyn_cast<SCEVUnknown>(Base);
  return U && isa<GlobalVariable>(U->getValue()->stripPointerCasts());
}

// Which of the loop's accesses (PerAccess, not hoisted) can be versioned.
static std::optional<Candidate> candidate(Loop *L, ArrayRef<Instruction *> Accesses, ScalarEvolution &SE,
                                          SCEVExpander &Exp, DominatorTree &DT, QuietCode &Quiet) {
  if (!L->isInnermost() || !L->getLoopPreheader() || !L->hasDedicatedExits() || !Quiet.syncFree(L)) return std::nullopt;
  unsigned Size = 0;
  for (BasicBlock *BB : L->blocks()) Size += BB->size();
  if (Size > MaxLoopInstructions) return std::nullopt;
  Candidate C{L};
  Instruction *At = L->getLoopPreheader()->getTerminator();
  const DataLayout &DL = At->getModule()->getDataLayout();
  std::map<const SCEV *, unsigned> ByBase;
  for (Instruction *I : Accesses) {
    Value *Addr = getLoadStorePointerOperand(I);
    Type *Ty = isa<LoadInst>(I) ? I->getType() : cast<StoreInst>(I)->getValueOperand()->getType();
    TypeSize TS = DL.getTypeStoreSize(Ty);
    const SCEV *Lo = nullptr, *Hi = nullptr;
    const SCEV *Base = TS.isScalable() ? nullptr : SE.getPointerBase(SE.getSCEV(Addr));
    if (!Base || globalBase(Base) || !accessSpan(Addr, TS.getFixedValue(), L, SE, C.Bound, Lo, Hi) ||
        !safeToExpandAt(Lo, At, SE, Exp, DT) || !safeToExpandAt(Hi, At, SE, Exp, DT)) {
      C.Rest.push_back(I);
      continue;
    }
    auto [It, New] = ByBase.try_emplace(Base, C.Groups.size());
    if (New) C.Groups.push_back(Group{{}, Lo, Hi});
    Group &G = C.Groups[It->second];
    G.Accesses.push_back(I);
    if (!New) {
      G.Lo = SE.getUMinExpr(G.Lo, Lo);
      G.Hi = SE.getUMaxExpr(G.Hi, Hi);
    }
    G.Writes |= isa<StoreInst>(I);
  }
  if (C.Groups.empty() || (C.Bound && !safeToExpandAt(C.Bound, At, SE, Exp, DT))) return std::nullopt;
  for (Loop *P = L->getParentLoop(); P && P->getLoopPreheader() && Quiet.syncFree(P); P = P->getParentLoop())
    C.MemoReset = P->getLoopPreheader();
  return C;
}

// The copy of L (VMap: original -> copy) joins L's exits: their phis get the
// copy's values from the copy's exiting blocks (L is in LCSSA form and its
// exits are dedicated, so every value used outside passes through them).
static void joinExits(Loop *L, ValueToValueMapTy &VMap) {
  SmallVector<BasicBlock *, 4> Exits;
  L->getUniqueExitBlocks(Exits);
  for (BasicBlock *E : Exits)
    for (PHINode &P : E->phis()) {
      unsigned N = P.getNumIncomingValues();
      for (unsigned K = 0; K < N; K++) {
        BasicBlock *From = P.getIncomingBlock(K);
        if (!L->contains(From)) continue;
        Value *V = P.getIncomingValue(K);
        auto It = VMap.find(V);
        P.addIncoming(It != VMap.end() ? static_cast<Value *>(It->second) : V, cast<BasicBlock>(VMap[From]));
      }
    }
}

void versionLoops(Function &F, SmallVectorImpl<Instruction *> &PerAccess, SmallVectorImpl<MemIntrinsic *> &MemOps,
                  LoopInfo &LI, ScalarEvolution &SE, DominatorTree &DT, SCEVExpander &Exp, QuietCode &Quiet,
                  const Hooks &H, SmallVectorImpl<VersionCheck> &Checks) {
  // Which loops cannot synchronise is answered before the tests' placeholder
  // hook calls go into their preheaders (QuietCode caches it per loop); the
  // per-access memos ask after this.
  for (Loop *L : LI.getLoopsInPreorder()) Quiet.callFree(L);
  // Accesses by innermost loop, in program order.
  MapVector<Loop *, SmallVector<Instruction *, 8>> ByLoop;
  for (Instruction *I : PerAccess)
    if (Loop *L = LI.getLoopFor(I->getParent())) ByLoop[L].push_back(I);
  SmallVector<Candidate, 8> Candidates;
  for (auto &[L, Accesses] : ByLoop)
    if (std::optional<Candidate> C = candidate(L, Accesses, SE, Exp, DT, Quiet)) Candidates.push_back(std::move(*C));
  if (Candidates.empty()) return;
  // Everything the analyses must see first: the spans' code in the
  // preheaders, LCSSA; then the copies (only CFG work after this point).
  Type *I64 = Type::getInt64Ty(F.getContext());
  struct Expanded {
    SmallVector<std::pair<Value *, Value *>, 4> Spans; // (start, length) per group
  };
  SmallVector<Expanded, 8> Spans(Candidates.size());
  for (size_t K = 0; K < Candidates.size(); K++) {
    Candidate &C = Candidates[K];
    Instruction *At = C.L->getLoopPreheader()->getTerminator();
    IRBuilder<> B(At);
    Value *Small = C.Bound ? B.CreateICmpULE(Exp.expandCodeFor(C.Bound, I64, At), B.getInt64(MaxBound)) : nullptr;
    for (Group &G : C.Groups) {
      Value *Lo = Exp.expandCodeFor(G.Lo, I64, At), *Hi = Exp.expandCodeFor(G.Hi, I64, At);
      B.SetInsertPoint(At);
      // A bound too large (or a hull wrapping around) is a length no slot holds.
      Value *Len = B.CreateSub(Hi, Lo);
      Value *Sane = B.CreateICmpUGE(Hi, Lo);
      if (Small) Sane = B.CreateAnd(Sane, Small);
      Len = B.CreateSelect(Sane, Len, B.getInt64(1ull << 62));
      Spans[K].Spans.push_back({B.CreateIntToPtr(Lo, PointerType::get(F.getContext(), 0)), Len});
    }
    formLCSSA(*C.L, DT, &LI, &SE);
  }
  for (size_t K = 0; K < Candidates.size(); K++) {
    Candidate &C = Candidates[K];
    Loop *L = C.L;
    BasicBlock *CheckBB = L->getLoopPreheader();
    BasicBlock *PH = SplitBlock(CheckBB, CheckBB->getTerminator(), &DT, &LI, nullptr,
                                L->getHeader()->getName() + ".heddle.checked");
    ValueToValueMapTy VMap;
    SmallVector<BasicBlock *, 16> Blocks;
    Loop *Copy = cloneLoopWithPreheader(PH, CheckBB, L, VMap, ".heddle.once", &LI, &DT, Blocks);
    remapInstructionsInBlocks(Blocks, VMap);
    joinExits(L, VMap);
    SmallVector<BasicBlock *, 4> Exits;
    L->getUniqueExitBlocks(Exits);
    for (BasicBlock *E : Exits) DT.changeImmediateDominator(E, CheckBB);
    // The test: one span check per group, each failing to the checked loop;
    // all passing reach the copy. finishVersionChecks builds their code last.
    Instruction *Term = CheckBB->getTerminator();
    DebugLoc Loc = Term->getDebugLoc();
    Term->eraseFromParent();
    BasicBlock *Cur = CheckBB;
    for (size_t G = 0; G < C.Groups.size(); G++) {
      auto [Start, Len] = Spans[K].Spans[G];
      bool W = C.Groups[G].Writes;
      IRBuilder<> B(Cur);
      B.SetCurrentDebugLocation(Loc);
      if (!C.MemoReset) {
        Checks.push_back({B.CreateCall(W ? H.StoreRange : H.LoadRange, {Start, Len}), W, PH});
        continue;
      }
      // The memo: the hull of the spans that passed, while they overlap (so
      // it lies in one slot: slots are disjoint), kept until the enclosing
      // loops that cannot synchronise are left — a span inside it passes.
      IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
      AllocaInst *MLo = EB.CreateAlloca(I64, nullptr, "heddle.version.lo");
      AllocaInst *MHi = EB.CreateAlloca(I64, nullptr, "heddle.version.hi");
      IRBuilder<> RB(C.MemoReset->getTerminator());
      RB.CreateStore(RB.getInt64(0), MLo);
      RB.CreateStore(RB.getInt64(0), MHi);
      Value *Lo = B.CreatePtrToInt(Start, I64), *Hi = B.CreateAdd(Lo, Len);
      Value *OldLo = B.CreateLoad(I64, MLo), *OldHi = B.CreateLoad(I64, MHi);
      Value *Hit = B.CreateAnd(B.CreateICmpUGE(Lo, OldLo), B.CreateICmpULE(Hi, OldHi));
      BasicBlock *Test = BasicBlock::Create(F.getContext(), "heddle.version.test", &F, PH);
      BasicBlock *Update = BasicBlock::Create(F.getContext(), "heddle.version.update", &F, PH);
      BasicBlock *Next = BasicBlock::Create(F.getContext(), "heddle.version.next", &F, PH);
      if (Loop *P = L->getParentLoop())
        for (BasicBlock *BB : {Test, Update, Next}) P->addBasicBlockToLoop(BB, LI);
      B.CreateCondBr(Hit, Next, Test);
      IRBuilder<> TB(Test);
      TB.SetCurrentDebugLocation(Loc);
      Checks.push_back({TB.CreateCall(W ? H.StoreRange : H.LoadRange, {Start, Len}), W, PH});
      TB.CreateBr(Update);
      IRBuilder<> UB(Update);
      Value *Overlap = UB.CreateAnd(UB.CreateICmpULT(Lo, OldHi), UB.CreateICmpULT(OldLo, Hi));
      UB.CreateStore(UB.CreateSelect(Overlap, UB.CreateBinaryIntrinsic(Intrinsic::umin, Lo, OldLo), Lo), MLo);
      UB.CreateStore(UB.CreateSelect(Overlap, UB.CreateBinaryIntrinsic(Intrinsic::umax, Hi, OldHi), Hi), MHi);
      UB.CreateBr(Next);
      Cur = Next;
    }
    IRBuilder<> B(Cur);
    BranchInst *To = B.CreateCondBr(B.getTrue(), Copy->getLoopPreheader(), PH);
    To->setDebugLoc(Loc);
    Checks.back().Branch = To;
    // The copy's accesses outside every group keep their checks, as do its
    // memory intrinsics (they become __heddle_mem* calls).
    for (Instruction *I : C.Rest) PerAccess.push_back(cast<Instruction>(VMap[I]));
    for (size_t M = 0, N = MemOps.size(); M < N; M++)
      if (L->contains(MemOps[M]->getParent())) MemOps.push_back(cast<MemIntrinsic>(VMap[MemOps[M]]));
  }
}

void finishVersionChecks(ArrayRef<VersionCheck> Checks, const Hooks &H) {
  for (const VersionCheck &V : Checks) {
    inlineRangeCheck(V.Call, V.IsWrite, H, /*PolicyOnly=*/true);
    // The call is left alone in the block the fast path fails to: that goes to the checked loop.
    BasicBlock *Fail = V.Call->getParent();
    V.Call->eraseFromParent();
    Fail->getTerminator()->eraseFromParent();
    BranchInst::Create(V.Checked, Fail);
    if (V.Branch) { // every test passed: the copy
      BranchInst::Create(V.Branch->getSuccessor(0), V.Branch)->setDebugLoc(V.Branch->getDebugLoc());
      V.Branch->eraseFromParent();
    }
  }
}

} // namespace heddle
