// span_merge.cpp — one check for the span checks an unrolled loop's copies of
// one access get. Loop unrolling runs before the instrumentation, so a loop
// reading p[i] four times per iteration (p[i], p[i+1], p[i+2], p[i+3]) has four
// accesses, each hoisted to the preheader as a span of its own (loop_checks.cpp)
// with its own inline test (~50 instructions each): a short loop entered
// often (a hash of each record) paid more for them than for its own work.
// Each copy alone steps over the bytes the others touch (a step of 4 bytes for
// a 1-byte access): its walk is a span only because the copies of its line
// fill its gaps (linesWalksFillGaps); otherwise it stays strided, since race
// mode checks bytes and another thread may own the gaps.
#include "pass_shared.h"

#include <algorithm>

namespace heddle {

// The same source line: a merged check reports where each of its spans would have.
static bool sameLine(const DebugLoc &LA, const DebugLoc &LB) {
  if (!LA || !LB) return !LA && !LB;
  return LA.getLine() == LB.getLine() && LA->getFile() == LB->getFile();
}

bool linesWalksFillGaps(Instruction *I, const Loop *L, int64_t Stride, ScalarEvolution &SE, DominatorTree &DT) {
  const SCEV *Addr = SE.getSCEV(getLoadStorePointerOperand(I));
  const DataLayout &DL = I->getModule()->getDataLayout();
  BasicBlock *Latch = L->getLoopLatch();
  // Byte ranges [offset from I's address, + size) of one iteration's accesses.
  SmallVector<std::pair<int64_t, int64_t>, 8> Touched;
  for (BasicBlock *BB : L->blocks()) {
    if (!DT.dominates(BB, Latch)) continue; // not run in every iteration
    for (Instruction &J : *BB) {
      if (!isa<LoadInst>(J) && !isa<StoreInst>(J)) continue;
      if (J.isAtomic() || J.getOpcode() != I->getOpcode() || !sameLine(reportLoc(&J), reportLoc(I))) continue;
      // A constant distance: the same recurrence (same step) at another offset.
      const auto *Off = dyn_cast<SCEVConstant>(SE.getMinusSCEV(SE.getSCEV(getLoadStorePointerOperand(&J)), Addr));
      if (!Off || Off->getAPInt().getSignificantBits() > 32) continue;
      Type *Ty = isa<LoadInst>(J) ? J.getType() : cast<StoreInst>(J).getValueOperand()->getType();
      TypeSize TS = DL.getTypeStoreSize(Ty);
      if (TS.isScalable()) continue;
      int64_t From = Off->getAPInt().getSExtValue();
      Touched.push_back({From, From + (int64_t)TS.getFixedValue()});
    }
  }
  // The run of touching ranges that holds I's own (offset 0): when it is at
  // least a step long, iteration k's run reaches iteration k+1's, so every
  // walk of the run spans only bytes the run's walks touch.
  llvm::sort(Touched);
  int64_t Abs = Stride < 0 ? -Stride : Stride;
  for (size_t K = 0; K < Touched.size();) {
    int64_t Lo = Touched[K].first, Hi = Touched[K].second;
    for (K++; K < Touched.size() && Touched[K].first <= Hi; K++) Hi = std::max(Hi, Touched[K].second);
    if (Lo <= 0 && 0 < Hi) return Hi - Lo >= Abs;
  }
  return false;
}

void mergeSpans(SmallVectorImpl<HoistedSpan> &Spans, ScalarEvolution &SE) {
  SmallVector<bool, 16> Gone(Spans.size(), false);
  for (size_t I = 0; I < Spans.size(); I++) {
    if (Gone[I]) continue;
    const HoistedSpan &First = Spans[I];
    CallInst *C = First.Call;
    Value *Size = C->getArgOperand(1);
    // A guarded span's size may be 0 (select): its union with another could
    // take in bytes the loop never touches.
    if (isa<SelectInst>(Size)) continue;
    const SCEV *SizeS = SE.getSCEV(Size), *StartS = SE.getSCEV(C->getArgOperand(0));
    SmallVector<std::pair<int64_t, size_t>, 8> Group{{0, I}}; // (start offset from First's, span)
    for (size_t J = I + 1; J < Spans.size(); J++) {
      const HoistedSpan &S = Spans[J];
      CallInst *D = S.Call;
      if (Gone[J] || D->getParent() != C->getParent() || S.IsWrite != First.IsWrite || S.Bytes != First.Bytes ||
          D->getCalledFunction() != C->getCalledFunction() || !sameLine(C->getDebugLoc(), D->getDebugLoc()) || SE.getSCEV(D->getArgOperand(1)) != SizeS)
        continue;
      const auto *Off = dyn_cast<SCEVConstant>(SE.getMinusSCEV(SE.getSCEV(D->getArgOperand(0)), StartS));
      if (!Off || Off->getAPInt().getSignificantBits() > 32) continue;
      Group.push_back({Off->getAPInt().getSExtValue(), J});
    }
    if (Group.size() < 2) continue;
    // Each span is at least one access long, so starts at most that far
    // apart leave no gap: the union is exactly the bytes the spans cover.
    llvm::sort(Group);
    bool Contiguous = true;
    for (size_t K = 1; K < Group.size(); K++)
      if (Group[K].first - Group[K - 1].first > (int64_t)First.Bytes) Contiguous = false;
    if (!Contiguous) continue;
    // The merged call goes where the last of them is: every start and size is defined there.
    CallInst *Last = C;
    for (auto &[Off, K] : Group)
      if (Last->comesBefore(Spans[K].Call)) Last = Spans[K].Call;
    IRBuilder<> B(Last);
    int64_t Extra = Group.back().first - Group.front().first;
    Value *Start = Spans[Group.front().second].Call->getArgOperand(0);
    Value *Union = B.CreateAdd(Size, B.getInt64(Extra), "heddle.span.union");
    CallInst *Merged = B.CreateCall(C->getFunctionType(), C->getCalledOperand(), {Start, Union});
    Merged->setDebugLoc(C->getDebugLoc());
    for (auto &[Off, K] : Group) {
      Spans[K].Call->eraseFromParent();
      Gone[K] = true;
    }
    Spans[I].Call = Merged;
    Gone[I] = false;
  }
  size_t Kept = 0;
  for (size_t I = 0; I < Spans.size(); I++)
    if (!Gone[I]) Spans[Kept++] = Spans[I];
  Spans.truncate(Kept);
}

} // namespace heddle
