// loom_twin.cpp — see loom_twin.h. Runs at the start of the pipeline, while
// locals live in allocas: the entry block's allocas stay shared by both
// versions, so the state a thread carries across the switch is mostly memory
// already, and the few SSA values live at a loop header are merged by
// SSAUpdater (the optimiser then promotes the allocas in both versions).
#include "loom_twin.h"

#include "loom_sites.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"

using namespace llvm;

namespace heddle_loom {

static bool mayBlock(const Loop &L, const std::set<const Function *> &Blocking, const TargetLibraryInfo &TLI) {
  for (const BasicBlock *BB : L.blocks())
    for (const Instruction &I : *BB)
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (mayBlock(*CB, TLI) || (CB->getCalledFunction() && Blocking.count(CB->getCalledFunction()))) return true;
  return false;
}

std::vector<BasicBlock *> addBackEdgeTwin(Function &F, const std::set<const Function *> &Blocking,
                                          const TargetLibraryInfo &TLI) {
  // Not where a copy of the body cannot stand beside the original: blocks whose
  // address is taken (computed goto would jump from the copy into the original)
  // and coroutines (split into pieces later).
  if (F.isPresplitCoroutine()) return {};
  for (BasicBlock &BB : F)
    if (BB.hasAddressTaken()) return {};
  // Back-edges (latch -> header) of loops that may block: where a long-running
  // thread passes again and again.
  std::vector<std::pair<BasicBlock *, BasicBlock *>> Edges;
  {
    DominatorTree DT(F);
    LoopInfo LI(DT);
    for (Loop *L : LI.getLoopsInPreorder()) {
      if (!mayBlock(*L, Blocking, TLI)) continue;
      SmallVector<BasicBlock *, 4> Latches;
      L->getLoopLatches(Latches);
      for (BasicBlock *Latch : Latches) {
        unsigned N = 0;
        for (BasicBlock *S : successors(Latch)) N += S == L->getHeader();
        if (N == 1 && !isa<CallBrInst>(Latch->getTerminator())) Edges.push_back({Latch, L->getHeader()});
      }
    }
  }
  if (Edges.empty()) return {};

  // The entry block keeps only the allocas (shared); everything else is copied.
  BasicBlock &Entry = F.getEntryBlock();
  SplitBlock(&Entry, firstAfterAllocas(Entry));
  std::vector<BasicBlock *> Orig;
  for (BasicBlock &BB : F)
    if (&BB != &Entry) Orig.push_back(&BB);
  ValueToValueMapTy VMap;
  std::vector<BasicBlock *> Twin;
  for (BasicBlock *BB : Orig) {
    BasicBlock *C = CloneBasicBlock(BB, VMap, ".heddle.loom", &F);
    VMap[BB] = C;
    Twin.push_back(C);
  }
  for (BasicBlock *C : Twin)
    for (Instruction &I : *C) RemapInstruction(&I, VMap, RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);

  // latch -> (on ? header' : header)
  LLVMContext &C = F.getContext();
  Module &M = *F.getParent();
  std::vector<BasicBlock *> Switches;
  for (auto [Latch, H] : Edges) {
    auto *HT = cast<BasicBlock>(VMap[H]);
    BasicBlock *Sw = BasicBlock::Create(C, "heddle.loom.osr", &F);
    IRBuilder<> B(Sw);
    B.CreateCondBr(loadOn(B, M), HT, H, MDBuilder(C).createBranchWeights(1, 1 << 20));
    Latch->getTerminator()->replaceSuccessorWith(H, Sw);
    for (PHINode &P : H->phis()) {
      int Idx = P.getBasicBlockIndex(Latch);
      Value *V = P.getIncomingValue(Idx);
      P.setIncomingBlock(Idx, Sw);
      cast<PHINode>(VMap[&P])->addIncoming(V, Sw);
    }
    Switches.push_back(Sw);
  }

  // Copies no switch reaches are dead.
  std::set<BasicBlock *> Live;
  std::vector<BasicBlock *> Stack(Switches);
  while (!Stack.empty()) {
    BasicBlock *BB = Stack.back();
    Stack.pop_back();
    for (BasicBlock *S : successors(BB))
      if (!std::count(Orig.begin(), Orig.end(), S) && Live.insert(S).second) Stack.push_back(S);
  }
  std::vector<BasicBlock *> Dead, Kept;
  for (BasicBlock *BB : Twin) (Live.count(BB) ? Kept : Dead).push_back(BB);
  DeleteDeadBlocks(Dead);

  // A value of the original used in the copy now arrives from two places.
  for (BasicBlock *BB : Orig)
    for (Instruction &I : *BB) {
      auto It = VMap.find(&I);
      /* A deleted copy's handle followed its replacement (poison): only live copies count. */
      auto *IT = It == VMap.end() ? nullptr : dyn_cast_or_null<Instruction>(&*It->second);
      if (!IT || !Live.count(IT->getParent())) continue;
      SmallVector<Use *, 8> Uses;
      for (Use &U : IT->uses()) {
        auto *User = cast<Instruction>(U.getUser());
        if (isa<PHINode>(User) || User->getParent() != IT->getParent()) Uses.push_back(&U);
      }
      if (Uses.empty()) continue;
      SSAUpdater SSA;
      SSA.Initialize(I.getType(), I.getName());
      SSA.AddAvailableValue(I.getParent(), &I);
      SSA.AddAvailableValue(IT->getParent(), IT);
      for (Use *U : Uses) SSA.RewriteUse(*U);
    }
  // The copy lives in F's frame: F out of line keeps its slots in its own frame
  // (a slot tells "the statement completed" by frame), and callers do not grow by it.
  F.removeFnAttr(Attribute::AlwaysInline);
  F.addFnAttr(Attribute::NoInline);
  return Kept;
}

} // namespace heddle_loom
