// HeddlePass.cpp — heddle's instrumentation: an LLVM 16 new-pass-manager
// plugin loaded by clang-16 with -fpass-plugin (heddle-cc does this).
//
// Before every non-atomic load and store whose address may be shared it
// inserts the inline range check
//     if ((uintptr_t)p - __heddle_range_lo < __heddle_range_size)
//       __heddle_{load,store}{1,2,4,8,16,N}(p[, n]);
// so memory the runtime does not track (stacks, TLS, libraries) costs one
// compare. Skipped entirely: accesses to stack slots that do not escape,
// thread-locals and constants. llvm.mem{cpy,move,set} become calls of
// __heddle_mem* (checked, then the real function), because the backend would
// otherwise expand small ones inline, unseen.
//
// Atomics are synchronisation, never checked accesses (runtime/lib/
// intercept_atomic.c): a hook before every atomic write (its release half) and
// after every atomic read (its acquire half), with the LLVM AtomicOrdering
// number. A relaxed one makes no edge of its own (only together with a
// fence), so it calls only for addresses inside the tracked range, behind the
// same compare.
//
// It runs at the end of the optimisation pipeline (like ThreadSanitizer), so
// only the accesses that survive optimisation are instrumented; a first pass
// at the pipeline's start stops the optimisers from speculating loads.
#include "llvm/Analysis/CaptureTracking.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Dominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/LICM.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/Mem2Reg.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

using namespace llvm;

namespace {

// Must match runtime/lib/arena.h (the inline fast path mirrors hd_arena_find).
constexpr unsigned ArenaClasses = 28, ArenaClassMin = 4, ArenaRegionBits = 32, RecordShift = 8;
// Check words (runtime/lib/object.h hd_check_word: (policy + 1) << 24 | owner,
// no owner = 0xFFFFFF) of racy (policy 4) and sticky-read (policy 3) objects.
constexpr uint32_t RacyWord = (5u << 24) | 0xFFFFFFu, StickyWord = (4u << 24) | 0xFFFFFFu,
                   SharedWord = (3u << 24) | 0xFFFFFFu;
// Offset of the 64-bit reader mask (readers with thread id < 64) in a record.
constexpr unsigned ReadersOffset = 32;
// Policy byte of a sliced array's own word (HD_POLICY_SLICED + 1).
constexpr uint32_t SlicedTag = 0xFFu;
// Race mode (runtime/race): the word of an object concurrent readers share
// (HD_POLICY_RACE_SHARED + 1) << 24 | 0xFFFFFF; its readers' array in the record
// (a pointer at RaceReadersOffset; the array: u32 cap, then 40-byte entries from
// offset 8 whose first u32 is the reader's epoch clock), runtime/lib/arena.h.
constexpr uint32_t RaceSharedWord = (0xF4u << 24) | 0xFFFFFFu;
constexpr unsigned RaceReadersOffset = 184, RaceReaderSize = 40, RaceReadersFirst = 8;
// Size classes 0..2 (slots of 16..64 bytes) keep the hook: their byte-exact
// masks (what tells struct fields of different threads apart) are kept there.
constexpr unsigned RaceInlineMinClass = 3;
// A split object's word ((HD_POLICY_RACE_SPLIT + 1) << 24 | 0xFFFFFF): the
// segment this thread used last sits in the slice cache like a PUSh slice,
// its word at the cached record pointer.
constexpr uint32_t RaceSplitWord = (0xF5u << 24) | 0xFFFFFFu;

struct Hooks {
  GlobalVariable *RangeLo = nullptr, *RangeSize = nullptr;
  GlobalVariable *ArenaLo = nullptr, *ArenaSize = nullptr, *Records = nullptr, *PrivateWord = nullptr;
  GlobalVariable *ReaderBit = nullptr;
  // Race mode's per-epoch words, slot and epoch clock: they change at every
  // release, so their loads are never marked invariant.
  GlobalVariable *RaceWWord = nullptr, *RaceRWord = nullptr, *RaceSlot = nullptr, *RaceClock = nullptr;
  GlobalVariable *GlobalBase = nullptr, *GlobalSize = nullptr, *GlobalRec = nullptr; // per-thread global cache
  GlobalVariable *SliceBase = nullptr, *SliceSize = nullptr, *SliceRec = nullptr; // per-thread slice cache
  FunctionCallee Load[5], Store[5]; // sizes 1, 2, 4, 8, 16
  FunctionCallee LoadN, StoreN, Memcpy, Memmove, Memset;
  FunctionCallee LoadRange, StoreRange; // a loop's whole walk, checked once before it
  // Atomics (runtime/lib/intercept_atomic.c): which goes before or after the instruction is
  // in instrumentAtomic.
  FunctionCallee AtomicLoad, AtomicStore, AtomicRmw, AtomicAcquire, AtomicRelease, AtomicCmpxchg,
      AtomicFence;
};

class HeddleInstrument : public PassInfoMixin<HeddleInstrument> {
  // Optimised builds only: per-site memos (Memo) rely on the clean-up's
  // mem2reg to live in registers.
  bool Optimize;

public:
  explicit HeddleInstrument(bool Optimize) : Optimize(Optimize) {}
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    Hooks H = declareHooks(M);
    auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    bool Changed = false;
    for (Function &F : M) {
      if (F.isDeclaration() || F.getName().startswith("__heddle") ||
          F.hasFnAttribute(Attribute::Naked) || F.hasFnAttribute(Attribute::DisableSanitizerInstrumentation))
        continue;
      bool FChanged = instrumentFunction(F, H, FAM);
      if (FChanged) FAM.invalidate(F, PreservedAnalyses::none());
      Changed |= FChanged;
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }

private:
  static Hooks declareHooks(Module &M) {
    LLVMContext &C = M.getContext();
    Type *I64 = Type::getInt64Ty(C), *Void = Type::getVoidTy(C), *I32 = Type::getInt32Ty(C);
    PointerType *Ptr = PointerType::get(C, 0);
    Hooks H;
    auto Range = [&](const char *Name) {
      if (GlobalVariable *G = M.getGlobalVariable(Name)) return G;
      return new GlobalVariable(M, I64, false, GlobalValue::ExternalLinkage, nullptr, Name);
    };
    H.RangeLo = Range("__heddle_range_lo");
    H.RangeSize = Range("__heddle_range_size");
    H.ArenaLo = Range("__heddle_arena_lo");
    H.ArenaSize = Range("__heddle_arena_size");
    H.Records = M.getGlobalVariable("__heddle_arena_records");
    if (!H.Records)
      H.Records = new GlobalVariable(M, ArrayType::get(Ptr, ArenaClasses), false,
                                     GlobalValue::ExternalLinkage, nullptr, "__heddle_arena_records");
    H.PrivateWord = M.getGlobalVariable("__heddle_private_word");
    if (!H.PrivateWord)
      H.PrivateWord = new GlobalVariable(M, I32, false, GlobalValue::ExternalLinkage, nullptr,
                                         "__heddle_private_word", nullptr,
                                         GlobalValue::InitialExecTLSModel);
    const unsigned Sizes[5] = {1, 2, 4, 8, 16};
    for (int i = 0; i < 5; i++) {
      H.Load[i] = M.getOrInsertFunction(("__heddle_load" + Twine(Sizes[i])).str(), Void, Ptr);
      H.Store[i] = M.getOrInsertFunction(("__heddle_store" + Twine(Sizes[i])).str(), Void, Ptr);
    }
    H.LoadN = M.getOrInsertFunction("__heddle_loadN", Void, Ptr, I64);
    H.StoreN = M.getOrInsertFunction("__heddle_storeN", Void, Ptr, I64);
    H.LoadRange = M.getOrInsertFunction("__heddle_load_range", Void, Ptr, I64);
    H.StoreRange = M.getOrInsertFunction("__heddle_store_range", Void, Ptr, I64);
    H.Memcpy = M.getOrInsertFunction("__heddle_memcpy", Ptr, Ptr, Ptr, I64);
    H.Memmove = M.getOrInsertFunction("__heddle_memmove", Ptr, Ptr, Ptr, I64);
    H.Memset = M.getOrInsertFunction("__heddle_memset", Ptr, Ptr, I32, I64);
    H.AtomicLoad = M.getOrInsertFunction("__heddle_atomic_load", Void, Ptr, I32, I32);
    H.AtomicStore = M.getOrInsertFunction("__heddle_atomic_store", Void, Ptr, I32, I32);
    H.AtomicRmw = M.getOrInsertFunction("__heddle_atomic_rmw", Void, Ptr, I32, I32);
    H.AtomicAcquire = M.getOrInsertFunction("__heddle_atomic_acquire", Void, Ptr);
    H.AtomicRelease = M.getOrInsertFunction("__heddle_atomic_release", Void, Ptr);
    H.AtomicCmpxchg = M.getOrInsertFunction("__heddle_atomic_cmpxchg", Void, Ptr, I32, I32, I32, I32);
    H.AtomicFence = M.getOrInsertFunction("__heddle_atomic_fence", Void, I32);
    auto Tls = [&](const char *Name, Type *Ty) {
      if (GlobalVariable *G = M.getGlobalVariable(Name)) return G;
      return new GlobalVariable(M, Ty, false, GlobalValue::ExternalLinkage, nullptr, Name, nullptr,
                                GlobalValue::InitialExecTLSModel);
    };
    H.ReaderBit = Tls("__heddle_reader_bit", I64);
    H.SliceBase = Tls("__heddle_slice_base", I64);
    H.SliceSize = Tls("__heddle_slice_size", I64);
    H.SliceRec = Tls("__heddle_slice_rec", Ptr);
    H.RaceWWord = Tls("__heddle_race_wword", I32);
    H.RaceRWord = Tls("__heddle_race_rword", I32);
    H.RaceSlot = Tls("__heddle_race_slot", I32);
    H.RaceClock = Tls("__heddle_race_clock", I32);
    H.GlobalBase = Tls("__heddle_global_base", I64);
    H.GlobalSize = Tls("__heddle_global_size", I64);
    H.GlobalRec = Tls("__heddle_global_rec", Ptr);
    return H;
  }

  // Addresses that can never be tracked memory shared between threads.
  static bool neverShared(const Value *Addr) {
    if (Addr->getType()->getPointerAddressSpace() != 0) return true;
    const Value *Obj = getUnderlyingObject(Addr);
    if (const auto *GV = dyn_cast<GlobalVariable>(Obj))
      return GV->isThreadLocal() || GV->isConstant() || GV->getName().startswith("__heddle") ||
             GV->getName().startswith("llvm.");
    if (const auto *II = dyn_cast<IntrinsicInst>(Obj))
      if (II->getIntrinsicID() == Intrinsic::threadlocal_address) return true;
    if (isa<AllocaInst>(Obj))
      return !PointerMayBeCaptured(Obj, /*ReturnCaptures=*/true, /*StoreCaptures=*/true);
    return false;
  }

  static int sizeIndex(uint64_t Bytes) {
    switch (Bytes) {
    case 1: return 0;
    case 2: return 1;
    case 4: return 2;
    case 8: return 3;
    case 16: return 4;
    default: return -1;
    }
  }

  // The runtime sets the arena/range bounds, the records table and the
  // thread's words before the program's code runs and never changes them
  // after: invariant loads, so the clean-up passes hoist them out of loops.
  static LoadInst *invariant(LoadInst *L) {
    L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(L->getContext(), {}));
    return L;
  }

  // The source line a report should point at. Hoisted or merged accesses
  // carry line 0; the nearest instruction in the block with a real line is
  // where the access happens in the source.
  static DebugLoc reportLoc(Instruction *I) {
    if (DebugLoc L = I->getDebugLoc(); L && L.getLine()) return L;
    for (Instruction *N = I->getNextNode(); N; N = N->getNextNode())
      if (DebugLoc L = N->getDebugLoc(); L && L.getLine()) return L;
    for (Instruction *P = I->getPrevNode(); P; P = P->getPrevNode())
      if (DebugLoc L = P->getDebugLoc(); L && L.getLine()) return L;
    return I->getDebugLoc();
  }

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
  static bool callFree(const Loop *L) {
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
  static bool syncFree(const Loop *L) {
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
  static bool hoistToPreheader(Instruction *I, Value *Addr, uint64_t Bytes, bool IsWrite,
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

  // Is A (an address as i64) inside the memory the runtime tracks (globals and heap)?
  static Value *inTrackedRange(IRBuilder<> &B, Value *A, const Hooks &H) {
    Type *I64 = B.getInt64Ty();
    Value *Lo = invariant(B.CreateLoad(I64, H.RangeLo, "heddle.lo"));
    Value *Size = invariant(B.CreateLoad(I64, H.RangeSize, "heddle.size"));
    return B.CreateICmpULT(B.CreateSub(A, Lo), Size);
  }

  // The memory an access site found fine last, in a loop that cannot
  // synchronise (no call, no atomic): the slot of a heap object or the global
  // whose check passed inline. Until the loop is left, a later access inside
  // it needs no check: no policy can change and no epoch can end without a
  // call or an atomic of this thread, and another thread's conflicting access
  // is judged against this thread's first one (FastTrack's same-epoch rule).
  // Two allocas per site (promoted to registers by the clean-up): the base and
  // `size - bytes + 1` (0: nothing remembered, reset in the loop's preheader).
  struct Memo {
    AllocaInst *Base = nullptr, *Lim = nullptr;
  };

  static void instrumentAccess(Instruction *I, Value *Addr, Type *Ty, bool IsWrite, const Hooks &H,
                               const DataLayout &DL, Memo M) {
    TypeSize TS = DL.getTypeStoreSize(Ty);
    if (TS.isScalable()) return;
    uint64_t Bytes = TS.getFixedValue();
    if (!Bytes) return;
    // Inline fast path, the common case of a heap object private to this
    // thread: find its record like hd_arena_find and compare its check word
    // with the thread's private word. Everything else (other policies,
    // globals, unknown memory inside the tracked range) calls the hook.
    //   if (a - arena_lo < arena_size) {
    //     off = a - arena_lo; cls = off >> 32;
    //     rec = records[cls] + (((off & 0xffffffff) >> (cls + 4)) << 8);
    //     if (*(u32 *)rec != private_word && != racy &&
    //         (store || (!= sticky && !(read-shared && (rec->readers & reader_bit))))) hook(a);
    //   } else if (a - range_lo < range_size) hook(a);
    IRBuilder<> B(I);
    Type *I64 = B.getInt64Ty(), *I32 = B.getInt32Ty();
    Type *PtrTy = PointerType::get(I->getContext(), 0);
    Value *A = B.CreatePtrToInt(Addr, I64);
    Instruction *MemoHit = nullptr; // branched on once the check is built (see the end)
    if (M.Base) {
      Value *Rel = B.CreateSub(A, B.CreateLoad(I64, M.Base, "heddle.memo.base"));
      MemoHit = cast<Instruction>(B.CreateICmpULT(Rel, B.CreateLoad(I64, M.Lim, "heddle.memo.lim"), "heddle.memo.hit"));
    }
    // Remembers [base, base + size) for this site (see Memo) on the way to Cont.
    auto Remember = [&](BasicBlock *To, Value *Base, Value *Size) -> BasicBlock * {
      if (!M.Base) return To;
      BasicBlock *Set = BasicBlock::Create(I->getContext(), "heddle.memo.set", I->getFunction());
      IRBuilder<> MB(Set);
      MB.CreateStore(Base, M.Base);
      Value *Fits = MB.CreateICmpUGE(Size, ConstantInt::get(I64, Bytes));
      MB.CreateStore(MB.CreateSelect(Fits, MB.CreateAdd(MB.CreateSub(Size, ConstantInt::get(I64, Bytes)),
                                                         ConstantInt::get(I64, 1)),
                                     ConstantInt::get(I64, 0)),
                     M.Lim);
      MB.CreateBr(To);
      return Set;
    };
    Value *Off = B.CreateSub(A, invariant(B.CreateLoad(I64, H.ArenaLo, "heddle.arena.lo")));
    Value *InArena = B.CreateICmpULT(Off, invariant(B.CreateLoad(I64, H.ArenaSize, "heddle.arena.size")));
    Instruction *HeapTerm = nullptr, *OtherTerm = nullptr;
    SplitBlockAndInsertIfThenElse(InArena, I, &HeapTerm, &OtherTerm);
    BasicBlock *Hook = BasicBlock::Create(I->getContext(), "heddle.hook", I->getFunction());
    BasicBlock *Cont = I->getParent();
    {
      IRBuilder<> HB(HeapTerm);
      Value *Cls = HB.CreateLShr(Off, ArenaRegionBits);
      Value *Low = HB.CreateAnd(Off, (1ull << ArenaRegionBits) - 1);
      Value *Slot = HB.CreateLShr(Low, HB.CreateAdd(Cls, ConstantInt::get(I64, ArenaClassMin)));
      Value *TablePtr = HB.CreateInBoundsGEP(H.Records->getValueType(), H.Records,
                                             {ConstantInt::get(I64, 0), Cls});
      Value *Table = invariant(HB.CreateLoad(PtrTy, TablePtr, "heddle.records"));
      Value *Rec = HB.CreateGEP(B.getInt8Ty(), Table, HB.CreateShl(Slot, RecordShift));
      BasicBlock *HeapOk = Cont;
      if (M.Base) {
        Value *Shift = HB.CreateAdd(Cls, ConstantInt::get(I64, ArenaClassMin));
        Value *SlotBase = HB.CreateSub(A, HB.CreateAnd(Low, HB.CreateSub(HB.CreateShl(ConstantInt::get(I64, 1), Shift),
                                                                          ConstantInt::get(I64, 1))));
        HeapOk = Remember(Cont, SlotBase, HB.CreateShl(ConstantInt::get(I64, 1), Shift));
      }
      Value *Word = HB.CreateLoad(I32, Rec, "heddle.word");
      Value *Mine = invariant(HB.CreateLoad(I32, H.PrivateWord, "heddle.private"));
      // Own private object, a racy object, or (loads) a sticky-read one: no call.
      auto Allowed = [&](IRBuilder<> &Bld, Value *W) {
        Value *Ok = Bld.CreateOr(Bld.CreateICmpEQ(W, Mine),
                                 Bld.CreateICmpEQ(W, ConstantInt::get(I32, RacyWord)));
        if (!IsWrite) Ok = Bld.CreateOr(Ok, Bld.CreateICmpEQ(W, ConstantInt::get(I32, StickyWord)));
        return Ok;
      };
      BasicBlock *Miss = Hook;
      if (!IsWrite) {
        // Read-shared and this thread is a reader (ids < 64; others call the
        // hook): a block of its own, so other accesses skip the mask load.
        Miss = BasicBlock::Create(I->getContext(), "heddle.shared", I->getFunction());
        IRBuilder<> SB(Miss);
        Value *Shared = SB.CreateICmpEQ(Word, ConstantInt::get(I32, SharedWord));
        Value *Readers = SB.CreateLoad(I64, SB.CreateConstGEP1_64(B.getInt8Ty(), Rec, ReadersOffset));
        Value *Bit = invariant(SB.CreateLoad(I64, H.ReaderBit, "heddle.reader.bit"));
        Value *IsReader = SB.CreateICmpNE(SB.CreateAnd(Readers, Bit), ConstantInt::get(I64, 0));
        SB.CreateCondBr(SB.CreateAnd(Shared, IsReader), Cont, Hook);
      }
      // A sliced array: the slice this thread used last (runtime's cache),
      // when the address is inside it, decides like a record of its own.
      BasicBlock *Slice = BasicBlock::Create(I->getContext(), "heddle.slice", I->getFunction());
      BasicBlock *SliceHit = BasicBlock::Create(I->getContext(), "heddle.slice.hit", I->getFunction());
      {
        IRBuilder<> SB(Slice);
        Value *IsSliced = SB.CreateOr(SB.CreateICmpEQ(SB.CreateLShr(Word, 24), ConstantInt::get(I32, SlicedTag)),
                                      SB.CreateICmpEQ(Word, ConstantInt::get(I32, RaceSplitWord)));
        Value *InCache = SB.CreateICmpULT(SB.CreateSub(A, SB.CreateLoad(I64, H.SliceBase)),
                                          SB.CreateLoad(I64, H.SliceSize));
        SB.CreateCondBr(SB.CreateAnd(IsSliced, InCache), SliceHit, Miss);
        IRBuilder<> HB2(SliceHit);
        Value *SW = HB2.CreateLoad(I32, HB2.CreateLoad(PtrTy, H.SliceRec), "heddle.slice.word");
        // Race mode's epoch words only for accesses wholly inside a segment of
        // over 64 bytes (smaller ones keep the hook and its byte-exact masks).
        Value *SegBase = HB2.CreateLoad(I64, H.SliceBase), *SegSize = HB2.CreateLoad(I64, H.SliceSize);
        Value *Whole = HB2.CreateICmpULE(HB2.CreateAdd(HB2.CreateSub(A, SegBase), ConstantInt::get(I64, Bytes)), SegSize);
        Value *SegOk = HB2.CreateICmpEQ(SW, HB2.CreateLoad(I32, H.RaceWWord, "heddle.race.w"));
        if (!IsWrite) SegOk = HB2.CreateOr(SegOk, HB2.CreateICmpEQ(SW, HB2.CreateLoad(I32, H.RaceRWord, "heddle.race.r")));
        SegOk = HB2.CreateAnd(SegOk, HB2.CreateAnd(Whole, HB2.CreateICmpUGT(SegSize, ConstantInt::get(I64, 64))));
        HB2.CreateCondBr(HB2.CreateOr(Allowed(HB2, SW), SegOk), Cont, Hook);
      }
      // Race mode: an unannotated object this thread already wrote (or, for
      // loads, read) in its current epoch, or one concurrent readers share
      // and this thread read in this epoch: FastTrack's same-epoch rules.
      BasicBlock *Race = BasicBlock::Create(I->getContext(), "heddle.race", I->getFunction());
      {
        IRBuilder<> RB(Race);
        Value *Big = RB.CreateICmpUGE(Cls, ConstantInt::get(I64, RaceInlineMinClass));
        Value *Ok = RB.CreateICmpEQ(Word, RB.CreateLoad(I32, H.RaceWWord, "heddle.race.w"));
        if (!IsWrite) Ok = RB.CreateOr(Ok, RB.CreateICmpEQ(Word, RB.CreateLoad(I32, H.RaceRWord, "heddle.race.r")));
        BasicBlock *Next = Slice;
        if (!IsWrite) {
          // concurrent readers: readers[slot].clk == this thread's epoch clock
          BasicBlock *Shared = BasicBlock::Create(I->getContext(), "heddle.race.shared", I->getFunction());
          BasicBlock *Reader = BasicBlock::Create(I->getContext(), "heddle.race.reader", I->getFunction());
          Next = Shared;
          IRBuilder<> SB(Shared);
          Value *IsShared = SB.CreateICmpEQ(Word, ConstantInt::get(I32, RaceSharedWord));
          Value *Rs = SB.CreateLoad(PtrTy, SB.CreateConstGEP1_64(B.getInt8Ty(), Rec, RaceReadersOffset));
          Value *Slot = SB.CreateLoad(I32, H.RaceSlot, "heddle.race.slot");
          Value *Has = SB.CreateAnd(IsShared, SB.CreateICmpNE(Rs, ConstantPointerNull::get(cast<PointerType>(PtrTy))));
          SB.CreateCondBr(SB.CreateAnd(Has, Big), Reader, Slice);
          IRBuilder<> DB(Reader);
          Value *Cap = DB.CreateLoad(I32, Rs);
          Value *Entry = DB.CreateGEP(B.getInt8Ty(), Rs,
                                      DB.CreateAdd(DB.CreateMul(DB.CreateZExt(Slot, I64), ConstantInt::get(I64, RaceReaderSize)),
                                                   ConstantInt::get(I64, RaceReadersFirst)));
          BasicBlock *ClockCheck = BasicBlock::Create(I->getContext(), "heddle.race.clock", I->getFunction());
          DB.CreateCondBr(DB.CreateICmpULT(Slot, Cap), ClockCheck, Slice);
          IRBuilder<> CB(ClockCheck);
          Value *Clk = CB.CreateLoad(I32, Entry);
          Value *Mine = CB.CreateLoad(I32, H.RaceClock, "heddle.race.clock");
          Value *Same = CB.CreateAnd(CB.CreateICmpEQ(Clk, Mine), CB.CreateICmpNE(Mine, ConstantInt::get(I32, 0)));
          CB.CreateCondBr(Same, HeapOk, Slice);
        }
        RB.CreateCondBr(RB.CreateAnd(Ok, Big), HeapOk, Next);
      }
      HB.CreateCondBr(Allowed(HB, Word), HeapOk, Race);
      HeapTerm->eraseFromParent();
    }
    {
      // Outside the heap: a global, when it is the one this thread checked
      // last (the runtime's per-thread cache), decides inline like a heap
      // record: own private, racy, sticky-read for loads, or race mode's
      // epoch words for globals over 64 bytes (smaller ones keep the hook,
      // which records byte-exact masks). Anything else calls the hook.
      IRBuilder<> OB(OtherTerm);
      BasicBlock *Global = BasicBlock::Create(I->getContext(), "heddle.global", I->getFunction());
      BasicBlock *GlobalHit = BasicBlock::Create(I->getContext(), "heddle.global.hit", I->getFunction());
      OB.CreateCondBr(inTrackedRange(OB, A, H), Global, Cont);
      OtherTerm->eraseFromParent();
      IRBuilder<> GB(Global);
      Value *GOff = GB.CreateSub(A, GB.CreateLoad(I64, H.GlobalBase, "heddle.global.base"));
      Value *GSize = GB.CreateLoad(I64, H.GlobalSize, "heddle.global.size");
      Value *Inside = GB.CreateAnd(GB.CreateICmpULT(GOff, GSize),
                                   GB.CreateICmpULE(GB.CreateAdd(GOff, ConstantInt::get(I64, Bytes)), GSize));
      GB.CreateCondBr(Inside, GlobalHit, Hook);
      IRBuilder<> GH(GlobalHit);
      Value *GW = GH.CreateLoad(I32, GH.CreateLoad(PtrTy, H.GlobalRec), "heddle.global.word");
      Value *GMine = invariant(GH.CreateLoad(I32, H.PrivateWord, "heddle.private"));
      Value *GOk = GH.CreateOr(GH.CreateICmpEQ(GW, GMine), GH.CreateICmpEQ(GW, ConstantInt::get(I32, RacyWord)));
      if (!IsWrite) GOk = GH.CreateOr(GOk, GH.CreateICmpEQ(GW, ConstantInt::get(I32, StickyWord)));
      Value *GRace = GH.CreateICmpEQ(GW, GH.CreateLoad(I32, H.RaceWWord, "heddle.race.w"));
      if (!IsWrite) GRace = GH.CreateOr(GRace, GH.CreateICmpEQ(GW, GH.CreateLoad(I32, H.RaceRWord, "heddle.race.r")));
      GRace = GH.CreateAnd(GRace, GH.CreateICmpUGT(GSize, ConstantInt::get(I64, 64)));
      GH.CreateCondBr(GH.CreateOr(GOk, GRace), Remember(Cont, GH.CreateLoad(I64, H.GlobalBase), GSize), Hook);
    }
    Instruction *Then = BranchInst::Create(Cont, Hook);
    IRBuilder<> TB(Then);
    int Idx = sizeIndex(Bytes);
    CallInst *Call;
    if (Idx >= 0)
      Call = TB.CreateCall(IsWrite ? H.Store[Idx] : H.Load[Idx], {Addr});
    else
      Call = TB.CreateCall(IsWrite ? H.StoreN : H.LoadN, {Addr, ConstantInt::get(I64, Bytes)});
    if (DebugLoc Loc = reportLoc(I)) Call->setDebugLoc(Loc);
    if (MemoHit) {
      // A hit skips the whole check: the block is split right after the test.
      BasicBlock *Head = MemoHit->getParent();
      BasicBlock *Rest = SplitBlock(Head, MemoHit->getNextNode());
      Head->getTerminator()->eraseFromParent();
      BranchInst::Create(Cont, Rest, MemoHit, Head);
    }
  }

  // ---- atomics

  // An atomic that can synchronise with other threads: any fence, load,
  // store, atomicrmw or cmpxchg except those scoped to the thread itself
  // (atomic_signal_fence) and those on memory no other thread can reach.
  static bool isThreadAtomic(const Instruction &I) {
    std::optional<SyncScope::ID> Scope = getAtomicSyncScopeID(&I);
    if (!Scope || *Scope == SyncScope::SingleThread) return false;
    if (isa<FenceInst>(I)) return true;
    return !neverShared(atomicPointer(I));
  }

  static const Value *atomicPointer(const Instruction &I) {
    if (const auto *RMW = dyn_cast<AtomicRMWInst>(&I)) return RMW->getPointerOperand();
    if (const auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) return CX->getPointerOperand();
    return getLoadStorePointerOperand(&I);
  }

  // Does this atomic (isThreadAtomic) acquire, in any of its outcomes?
  static bool acquires(const Instruction &I) {
    if (const auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
      return isAcquireOrStronger(CX->getSuccessOrdering()) || isAcquireOrStronger(CX->getFailureOrdering());
    if (const auto *L = dyn_cast<LoadInst>(&I)) return isAcquireOrStronger(L->getOrdering());
    if (const auto *RMW = dyn_cast<AtomicRMWInst>(&I)) return isAcquireOrStronger(RMW->getOrdering());
    if (const auto *F = dyn_cast<FenceInst>(&I)) return isAcquireOrStronger(F->getOrdering());
    return false;
  }

  static bool relaxed(AtomicOrdering O) { return !isAcquireOrStronger(O) && !isReleaseOrStronger(O); }

  // The runtime's hooks beside one atomic (isThreadAtomic). A release must be
  // recorded before the write can be seen and an acquire after the read, so
  // that whoever reads a released value finds the writer's clock: write hooks
  // go before the instruction, read hooks after it; an atomicrmw that
  // acquires gets both, a cmpxchg's release (before) is speculative because
  // only its result (after) tells whether it wrote.
  static void instrumentAtomic(Instruction *I, const Hooks &H, const DataLayout &DL) {
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

  static void replaceMemIntrinsic(MemIntrinsic *MI, const Hooks &H) {
    IRBuilder<> B(MI);
    Value *Len = B.CreateZExtOrTrunc(MI->getLength(), B.getInt64Ty());
    if (auto *MS = dyn_cast<MemSetInst>(MI)) {
      B.CreateCall(H.Memset, {MS->getDest(), B.CreateZExt(MS->getValue(), B.getInt32Ty()), Len});
    } else if (auto *MT = dyn_cast<MemTransferInst>(MI)) {
      B.CreateCall(isa<MemMoveInst>(MT) ? H.Memmove : H.Memcpy, {MT->getDest(), MT->getSource(), Len});
    }
    MI->eraseFromParent();
  }

  bool instrumentFunction(Function &F, const Hooks &H, FunctionAnalysisManager &FAM) {
    const DataLayout &DL = F.getParent()->getDataLayout();
    SmallVector<Instruction *, 64> Accesses;
    SmallVector<MemIntrinsic *, 8> MemOps;
    SmallVector<Instruction *, 8> Atomics;
    for (Instruction &I : instructions(F)) {
      if (I.isAtomic()) {
        if (isThreadAtomic(I)) Atomics.push_back(&I);
      } else if (auto *L = dyn_cast<LoadInst>(&I)) {
        if (!neverShared(L->getPointerOperand())) Accesses.push_back(L);
      } else if (auto *S = dyn_cast<StoreInst>(&I)) {
        if (!neverShared(S->getPointerOperand())) Accesses.push_back(S);
      } else if (auto *MI = dyn_cast<MemIntrinsic>(&I)) {
        if (isa<MemCpyInlineInst>(MI) || isa<MemSetInlineInst>(MI) || MI->isVolatile()) continue;
        bool Local = neverShared(MI->getDest());
        if (auto *MT = dyn_cast<MemTransferInst>(MI)) Local = Local && neverShared(MT->getSource());
        if (!Local) MemOps.push_back(MI);
      }
    }
    // Loop-level checks first (they only add code to preheaders), then the
    // per-access checks, which split blocks.
    SmallVector<Instruction *, 64> PerAccess;
    {
      auto &LI = FAM.getResult<LoopAnalysis>(F);
      auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
      auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
      SCEVExpander Exp(SE, DL, "heddle");
      DenseMap<const Loop *, bool> CallFree;
      for (Instruction *I : Accesses) {
        Value *Addr = getLoadStorePointerOperand(I);
        Type *Ty = isa<LoadInst>(I) ? I->getType() : cast<StoreInst>(I)->getValueOperand()->getType();
        TypeSize TS = DL.getTypeStoreSize(Ty);
        if (TS.isScalable() ||
            !hoistToPreheader(I, Addr, TS.getFixedValue(), isa<StoreInst>(I), LI, SE, DT, Exp, CallFree, H))
          PerAccess.push_back(I);
      }
    }
    SmallVector<Memo, 64> Memos(PerAccess.size());
    if (Optimize) {
      auto &LI = FAM.getResult<LoopAnalysis>(F);
      DenseMap<const Loop *, bool> SyncFree;
      IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
      for (size_t K = 0; K < PerAccess.size(); K++) {
        Loop *L = LI.getLoopFor(PerAccess[K]->getParent());
        if (!L || !L->getLoopPreheader()) continue;
        auto It = SyncFree.find(L);
        if (It == SyncFree.end()) It = SyncFree.insert({L, syncFree(L)}).first;
        if (!It->second) continue;
        Memo &Mo = Memos[K];
        Mo.Base = EB.CreateAlloca(EB.getInt64Ty(), nullptr, "heddle.memo.base.slot");
        Mo.Lim = EB.CreateAlloca(EB.getInt64Ty(), nullptr, "heddle.memo.lim.slot");
        IRBuilder<> PB(L->getLoopPreheader()->getTerminator());
        PB.CreateStore(PB.getInt64(0), Mo.Base);
        PB.CreateStore(PB.getInt64(0), Mo.Lim);
      }
    }
    for (size_t K = 0; K < PerAccess.size(); K++) {
      Instruction *I = PerAccess[K];
      if (auto *L = dyn_cast<LoadInst>(I))
        instrumentAccess(L, L->getPointerOperand(), L->getType(), false, H, DL, Memos[K]);
      else if (auto *S = dyn_cast<StoreInst>(I))
        instrumentAccess(S, S->getPointerOperand(), S->getValueOperand()->getType(), true, H, DL, Memos[K]);
    }
    for (MemIntrinsic *MI : MemOps) replaceMemIntrinsic(MI, H);
    for (Instruction *I : Atomics) instrumentAtomic(I, H, DL);
    return !Accesses.empty() || !MemOps.empty() || !Atomics.empty();
  }
};

// Runs first: marks every function sanitize_thread, which is how LLVM's
// optimisers know not to speculate loads (ValueTracking's
// mustSuppressSpeculation). Otherwise a load the program only performs under a
// condition can be hoisted above it and then instrumented: a report for an
// access the program never made.
//
class HeddleNoSpeculation : public PassInfoMixin<HeddleNoSpeculation> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    for (Function &F : M)
      if (!F.isDeclaration()) F.addFnAttr(Attribute::SanitizeThread);
    return PreservedAnalyses::all();
  }
};

// Runs after InferFunctionAttrs, before GlobalOpt: makes every call of an
// allocation function `nobuiltin` and takes `allockind` off its declaration.
// Otherwise GlobalOpt may turn `static T *p; ... p = malloc(n)` (or `new T`),
// stored once, into a static variable of its own — a heap object heddle never
// sees, its sharing violations silently lost.
class HeddleKeepAllocations : public PassInfoMixin<HeddleKeepAllocations> {
  static bool isAllocationFunction(StringRef Name) {
    static const char *const Names[] = {
        "malloc", "calloc", "realloc", "reallocarray", "aligned_alloc", "memalign", "valloc", "pvalloc",
        "posix_memalign", "strdup", "strndup",
        // operator new / new[] (plain, nothrow, aligned, aligned nothrow)
        "_Znwm", "_Znam", "_ZnwmRKSt9nothrow_t", "_ZnamRKSt9nothrow_t", "_ZnwmSt11align_val_t",
        "_ZnamSt11align_val_t", "_ZnwmSt11align_val_tRKSt9nothrow_t", "_ZnamSt11align_val_tRKSt9nothrow_t"};
    for (const char *N : Names)
      if (Name == N) return true;
    return false;
  }

public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    for (Function &F : M) {
      if (isAllocationFunction(F.getName())) {
        F.removeFnAttr(Attribute::AllocKind);
        F.removeFnAttr("alloc-family");
      }
      if (F.isDeclaration()) continue;
      for (Instruction &I : instructions(F)) {
        auto *CB = dyn_cast<CallBase>(&I);
        Function *Callee = CB ? CB->getCalledFunction() : nullptr;
        if (!Callee || !isAllocationFunction(Callee->getName())) continue;
        CB->removeFnAttr(Attribute::Builtin); // C++ new-expressions are marked builtin
        CB->addFnAttr(Attribute::NoBuiltin);
      }
    }
    return PreservedAnalyses::none();
  }
};

} // namespace

// LoomSlots.cpp: the slots execution filters attach to (runtime/loom).
void heddleRegisterLoomSlots(PassBuilder &PB);

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "heddle", "0.1.0", [](PassBuilder &PB) {
            PB.registerPipelineStartEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel) { MPM.addPass(HeddleNoSpeculation()); });
            heddleRegisterLoomSlots(PB);
            PB.registerPipelineEarlySimplificationEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel) { MPM.addPass(HeddleKeepAllocations()); });
            PB.registerOptimizerLastEPCallback([](ModulePassManager &MPM, OptimizationLevel Level) {
              // Loops in simplified form (a preheader each): the late
              // optimisations may leave a loop without one, and the
              // loop-level checks are inserted there.
              MPM.addPass(createModuleToFunctionPassAdaptor(LoopSimplifyPass()));
              MPM.addPass(HeddleInstrument(Level != OptimizationLevel::O0));
              if (Level == OptimizationLevel::O0) return;
              // Clean up after the checks: memos into registers, share and
              // hoist their invariant loads.
              FunctionPassManager FPM;
              FPM.addPass(PromotePass());
              FPM.addPass(EarlyCSEPass(/*UseMemorySSA=*/true));
              FPM.addPass(createFunctionToLoopPassAdaptor(LICMPass(LICMOptions()), /*UseMemorySSA=*/true));
              FPM.addPass(SimplifyCFGPass());
              MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
            });
          }};
}
