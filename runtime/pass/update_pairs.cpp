// update_pairs.cpp — read-modify-write sites (x++, a[i] += v): a load and a
// store of the same bytes through the same pointer, at the same source place,
// in one block with only computation between them. Such a load's hook checks
// the store too (__heddle_update*, runtime/lib/access.c), so the two take one
// slow path in race mode (one lookup, one lock, one stack capture) instead of
// two: the load's starts the epoch's read record and the store's found a word
// naming that read epoch, which no write may pass.
#include "pass_shared.h"

namespace heddle {

// What may stand between the load and the store: nothing that synchronises,
// frees or touches memory. The store is then checked where the load is, in the
// same epoch, and no other access's check comes between the two (the reports'
// order stays).
static bool onlyComputation(const Instruction *I) {
  return isa<DbgInfoIntrinsic>(I) || (!isa<CallBase>(I) && !I->mayReadOrWriteMemory() && !I->mayHaveSideEffects());
}

DenseMap<Instruction *, Instruction *> findUpdates(ArrayRef<Instruction *> PerAccess, const DataLayout &DL) {
  DenseMap<Instruction *, Instruction *> StoreOf;
  DenseSet<Instruction *> Checked(PerAccess.begin(), PerAccess.end());
  for (Instruction *I : PerAccess) {
    auto *S = dyn_cast<StoreInst>(I);
    if (!S) continue;
    Instruction *Prev = S->getPrevNode();
    while (Prev && onlyComputation(Prev)) Prev = Prev->getPrevNode();
    auto *L = dyn_cast_or_null<LoadInst>(Prev);
    if (!L || !Checked.count(L) || StoreOf.count(L) || L->getPointerOperand() != S->getPointerOperand()) continue;
    if (DL.getTypeStoreSize(L->getType()) != DL.getTypeStoreSize(S->getValueOperand()->getType())) continue;
    // one call for both: its return address is the report's place for either
    if (L->getDebugLoc().get() != S->getDebugLoc().get()) continue;
    StoreOf[L] = S;
  }
  return StoreOf;
}

} // namespace heddle
