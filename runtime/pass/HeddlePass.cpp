// HeddlePass.cpp — heddle's instrumentation: an LLVM 16 new-pass-manager
// plugin loaded by clang-16 with -fpass-plugin (heddle-cc does this).
//
// Before every non-atomic load and store whose address may be shared it
// inserts the inline range check
//     if ((uintptr_t)p - __heddle_range_lo < __heddle_range_size)
//       __heddle_{load,store}{1,2,4,8,16,N}(p[, n], record);
// so memory the runtime does not track (stacks, TLS, libraries) costs one
// compare (record: the object's record when the inline check found it, else
// null; access_check.cpp). Skipped entirely: accesses to stack slots that do not escape,
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
//
// This file: the plugin, the pipeline and the per-function driver. The inline
// check of an access is access_check.cpp, checks hoisted before loops
// loop_checks.cpp, loops checked once per entry loop_versioning.cpp, atomics
// atomics.cpp, locals of thread-creating functions moved to tracked memory
// stack_objects.cpp; what they share pass_shared.h.
#include "pass_shared.h"
#include "library_calls.h"

using namespace llvm;
using namespace heddle;

namespace {

class HeddleInstrument : public PassInfoMixin<HeddleInstrument> {
  // Optimised builds only: per-site memos (Memo) rely on the clean-up's
  // mem2reg to live in registers.
  bool Optimize;

public:
  explicit HeddleInstrument(bool Optimize) : Optimize(Optimize) {}
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    Hooks H = declareHooks(M);
    auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    // Locals that threads may share, into tracked memory: first, so their
    // accesses get the checks and QuietCode sees the calls that free them.
    SmallVector<Function *, 4> Moved = moveStackObjects(M);
    for (Function *F : Moved) FAM.invalidate(*F, PreservedAnalyses::none());
    bool Changed = !Moved.empty();
    QuietCode Quiet(M); // before any function gets its checks (hooks are calls)
    if (H.Mpk) placeAnnotatedGlobals(M); // heddle-cc --backend=mpk
    for (Function &F : M) {
      if (F.isDeclaration() || F.getName().startswith("__heddle") ||
          F.hasFnAttribute(Attribute::Naked) || F.hasFnAttribute(Attribute::DisableSanitizerInstrumentation))
        continue;
      bool FChanged = instrumentFunction(F, H, FAM, Quiet);
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
    H.RecordShift = Range("__heddle_arena_record_shift");
    H.RegionBits = Range("__heddle_arena_region_bits");
    H.Records = M.getGlobalVariable("__heddle_arena_records");
    if (!H.Records)
      H.Records = new GlobalVariable(M, ArrayType::get(Ptr, ArenaClasses), false,
                                     GlobalValue::ExternalLinkage, nullptr, "__heddle_arena_records");
    H.PrivateWord = M.getGlobalVariable("__heddle_private_word");
    if (!H.PrivateWord)
      H.PrivateWord = new GlobalVariable(M, I32, false, GlobalValue::ExternalLinkage, nullptr,
                                         "__heddle_private_word", nullptr,
                                         GlobalValue::InitialExecTLSModel);
    // (address[, size], the record the inline check found or null: access_check.cpp)
    const unsigned Sizes[5] = {1, 2, 4, 8, 16};
    for (int i = 0; i < 5; i++) {
      H.Load[i] = M.getOrInsertFunction(("__heddle_load" + Twine(Sizes[i])).str(), Void, Ptr, Ptr);
      H.Store[i] = M.getOrInsertFunction(("__heddle_store" + Twine(Sizes[i])).str(), Void, Ptr, Ptr);
      H.Update[i] = M.getOrInsertFunction(("__heddle_update" + Twine(Sizes[i])).str(), Void, Ptr, Ptr);
    }
    H.UpdateN = M.getOrInsertFunction("__heddle_updateN", Void, Ptr, I64, Ptr);
    H.LoadN = M.getOrInsertFunction("__heddle_loadN", Void, Ptr, I64, Ptr);
    H.StoreN = M.getOrInsertFunction("__heddle_storeN", Void, Ptr, I64, Ptr);
    H.LoadRange = M.getOrInsertFunction("__heddle_load_range", Void, Ptr, I64);
    H.GlobalBind = M.getOrInsertFunction("__heddle_global_bind", Void, Ptr, Ptr);
    H.StoreRange = M.getOrInsertFunction("__heddle_store_range", Void, Ptr, I64);
    H.LoadStrided = M.getOrInsertFunction("__heddle_load_strided", Void, Ptr, I64, I64, I64);
    H.StoreStrided = M.getOrInsertFunction("__heddle_store_strided", Void, Ptr, I64, I64, I64);
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
    H.HeldLocks = Tls("__heddle_held_locks", ArrayType::get(I64, 2));
    H.SliceBase = Tls("__heddle_slice_base", I64);
    H.SliceSize = Tls("__heddle_slice_size", I64);
    H.SliceRec = Tls("__heddle_slice_rec", Ptr);
    H.Slice2Base = Tls("__heddle_slice2_base", I64);
    H.Slice2Size = Tls("__heddle_slice2_size", I64);
    H.Slice2Rec = Tls("__heddle_slice2_rec", Ptr);
    H.RaceWWord = Tls("__heddle_race_wword", I32);
    H.RaceRWord = Tls("__heddle_race_rword", I32);
    H.RaceSlot = Tls("__heddle_race_slot", I32);
    H.RaceClock = Tls("__heddle_race_clock", I32);
    H.RaceWBudget = Tls("__heddle_race_wbudget", I32);
    H.RaceRBudget = Tls("__heddle_race_rbudget", I32);
    H.RaceHist = Tls("__heddle_race_hist", Ptr);
    H.GlobalBase = Tls("__heddle_global_base", I64);
    H.GlobalSize = Tls("__heddle_global_size", I64);
    H.GlobalRec = Tls("__heddle_global_rec", Ptr);
    declareMpkHooks(M, H);
    return H;
  }

  static void replaceMemIntrinsic(MemIntrinsic *MI, const Hooks &H) {
    IRBuilder<> B(MI);
    Value *Len = B.CreateZExtOrTrunc(MI->getLength(), B.getInt64Ty());
    CallInst *Call = nullptr;
    if (auto *MS = dyn_cast<MemSetInst>(MI)) {
      Call = B.CreateCall(H.Memset, {MS->getDest(), B.CreateZExt(MS->getValue(), B.getInt32Ty()), Len});
    } else if (auto *MT = dyn_cast<MemTransferInst>(MI)) {
      Call = B.CreateCall(isa<MemMoveInst>(MT) ? H.Memmove : H.Memcpy, {MT->getDest(), MT->getSource(), Len});
    }
    // keepCallLines' nomerge goes on: the backend's tail merging would join two such calls (call_lines.cpp)
    if (Call && MI->cannotMerge()) Call->addFnAttr(Attribute::NoMerge);
    MI->eraseFromParent();
  }

  // A quiet function (QuietCode) runs a whole call in one epoch of its
  // thread, with no policy change: what one access checked stays checked until
  // it returns, as within a sync-free loop. So accesses outside such loops
  // through the same pointer (up to a constant offset: a struct's fields),
  // all loads or all stores, of one size, share one memo for the call, reset
  // at its entry: the first checks, the others hit the memo while they land in
  // the object it remembered (blackscholes's price(): six field reads of one
  // option per call, each a full race-mode check of a read-shared array
  // before — race mode 2.5x native against clang TSan's 1.6x). Loads and
  // stores apart (a read's verdict does not allow a write), sizes apart (the
  // memo's limit is size - bytes + 1). A key with one access keeps its own
  // check: the memo would only add stores.
  static void shareMemosInQuietFunction(Function &F, ArrayRef<Instruction *> PerAccess, MutableArrayRef<Memo> Memos,
                                        const DataLayout &DL) {
    using Key = std::tuple<const Value *, unsigned, uint64_t>; // pointer base, is a store, bytes
    MapVector<Key, SmallVector<size_t, 4>> Sites; // in program order: the same build each time
    for (size_t K = 0; K < PerAccess.size(); K++) {
      if (Memos[K].Base) continue; // a sync-free loop's memo already
      Instruction *I = PerAccess[K];
      Type *Ty = isa<LoadInst>(I) ? I->getType() : cast<StoreInst>(I)->getValueOperand()->getType();
      TypeSize TS = DL.getTypeStoreSize(Ty);
      if (TS.isScalable()) continue;
      int64_t Offset = 0;
      const Value *Base = GetPointerBaseWithConstantOffset(getLoadStorePointerOperand(I), Offset, DL);
      Sites[Key{Base, isa<StoreInst>(I) ? 1u : 0u, TS.getFixedValue()}].push_back(K);
    }
    IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
    for (auto &[Site, Ks] : Sites) {
      if (Ks.size() < 2) continue;
      Memo Shared;
      Shared.Base = EB.CreateAlloca(EB.getInt64Ty(), nullptr, "heddle.memo.base.slot");
      Shared.Lim = EB.CreateAlloca(EB.getInt64Ty(), nullptr, "heddle.memo.lim.slot");
      EB.CreateStore(EB.getInt64(0), Shared.Base);
      EB.CreateStore(EB.getInt64(0), Shared.Lim);
      if (std::get<1>(Site)) {
        Shared.Race = EB.CreateAlloca(EB.getInt1Ty(), nullptr, "heddle.memo.race.slot");
        EB.CreateStore(EB.getFalse(), Shared.Race);
      }
      for (size_t K : Ks) Memos[K] = Shared;
    }
  }

  bool instrumentFunction(Function &F, const Hooks &H, FunctionAnalysisManager &FAM, QuietCode &Quiet) {
    Quiet.startFunction();
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
    SmallVector<HoistedSpan, 16> Spans; // hoisted span checks
    SmallVector<VersionCheck, 8> Versions;              // versioned loops' span tests
    {
      auto &LI = FAM.getResult<LoopAnalysis>(F);
      auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
      auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
      SCEVExpander Exp(SE, DL, "heddle");
      for (Instruction *I : Accesses) {
        Value *Addr = getLoadStorePointerOperand(I);
        Type *Ty = isa<LoadInst>(I) ? I->getType() : cast<StoreInst>(I)->getValueOperand()->getType();
        TypeSize TS = DL.getTypeStoreSize(Ty);
        CallInst *Hoisted = TS.isScalable() ? nullptr
                                            : hoistToPreheader(I, Addr, TS.getFixedValue(), isa<StoreInst>(I),
                                                               LI, SE, DT, Exp, Quiet, H);
        if (!Hoisted) PerAccess.push_back(I);
        else if (Hoisted->arg_size() == 2) // a span (start, size), not a strided walk
          Spans.push_back({Hoisted, isa<StoreInst>(I), TS.getFixedValue()});
      }
      mergeSpans(Spans, SE);
      // Loops whose accesses are checked once per entry, in a copy (optimised builds: the tests are inline).
      if (Optimize) versionLoops(F, PerAccess, MemOps, LI, SE, DT, Exp, Quiet, H, Versions);
    }
    SmallVector<Memo, 64> Memos(PerAccess.size());
    if (Optimize) {
      auto &LI = FAM.getResult<LoopAnalysis>(F);
      IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
      for (size_t K = 0; K < PerAccess.size(); K++) {
        Loop *L = LI.getLoopFor(PerAccess[K]->getParent());
        if (!L || !L->getLoopPreheader() || !Quiet.syncFree(L)) continue;
        // Remembered across the enclosing loops that cannot synchronise either
        // (a compressor's chain walk around its match loop): reset once before
        // the outermost of them, not at every entry of the inner loop.
        while (Loop *P = L->getParentLoop()) {
          if (!P->getLoopPreheader() || !Quiet.syncFree(P)) break;
          L = P;
        }
        Memo &Mo = Memos[K];
        Mo.Base = EB.CreateAlloca(EB.getInt64Ty(), nullptr, "heddle.memo.base.slot");
        Mo.Lim = EB.CreateAlloca(EB.getInt64Ty(), nullptr, "heddle.memo.lim.slot");
        IRBuilder<> PB(L->getLoopPreheader()->getTerminator());
        PB.CreateStore(PB.getInt64(0), Mo.Base);
        PB.CreateStore(PB.getInt64(0), Mo.Lim);
        if (isa<StoreInst>(PerAccess[K])) {
          Mo.Race = EB.CreateAlloca(EB.getInt1Ty(), nullptr, "heddle.memo.race.slot");
          PB.CreateStore(PB.getFalse(), Mo.Race);
        }
      }
    }
    if (Optimize && Quiet.quietFunction(F)) shareMemosInQuietFunction(F, PerAccess, Memos, DL);
    // x++: one hook for the load and its store (update_pairs.cpp). Not under
    // --backend=mpk, whose hooks defer each access to its own fault. Nor at
    // sites with a memo: their loops cannot synchronise, so the hook runs
    // once per loop entry at most, and the store's test of whether it ran
    // would cost every iteration (race-mode kmeans' worker: +3% instructions).
    SmallVector<Instruction *, 64> Unmemoised;
    for (size_t K = 0; K < PerAccess.size(); K++)
      if (!Memos[K].Base) Unmemoised.push_back(PerAccess[K]);
    DenseMap<Instruction *, Instruction *> StoreOf;
    if (!H.Mpk) StoreOf = findUpdates(Unmemoised, DL);
    DenseMap<Instruction *, Value *> CheckedAtLoad; // such a store → where the load's hook checked it
    for (size_t K = 0; K < PerAccess.size(); K++) {
      Instruction *I = PerAccess[K];
      if (auto *L = dyn_cast<LoadInst>(I)) {
        Instruction *S = StoreOf.lookup(L);
        Value *Ran = instrumentAccess(L, L->getPointerOperand(), L->getType(), false, H, DL, Memos[K], S != nullptr);
        if (S) CheckedAtLoad[S] = Ran;
      } else if (auto *S = dyn_cast<StoreInst>(I)) {
        instrumentAccess(S, S->getPointerOperand(), S->getValueOperand()->getType(), true, H, DL, Memos[K], false,
                         CheckedAtLoad.lookup(S));
      }
    }
    // Their inline fast paths last: they split blocks, which the loop analyses above must not see.
    if (Optimize) {
      for (const HoistedSpan &S : Spans) inlineRangeCheck(S.Call, S.IsWrite, H);
      finishVersionChecks(Versions, H);
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
    markLocals(M); // the names of stack objects (stack_objects.cpp)
    redirectMappingCalls(M); // anonymous regions as objects (mapping_calls.cpp)
    keepCallLines(M); // every call's frame keeps its line (call_lines.cpp)
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

// Runs with HeddleKeepAllocations: clang declares the complex multiply and
// divide helpers (compiler-rt's __muldc3 and kin, called on the NaN path of
// every complex product) without attributes, so a loop multiplying complex
// numbers reloads every global it reads after each product and its walks
// have no fixed stride the loop-level checks could use (fft's transpose).
// They compute their result from their arguments alone: say so.
class HeddlePureComplexHelpers : public PassInfoMixin<HeddlePureComplexHelpers> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    bool Changed = false;
    for (Function &Fn : M) {
      Function *F = &Fn;
      if (!F->isDeclaration() || !isComplexHelper(F->getName())) continue;
      F->setDoesNotAccessMemory();
      F->setDoesNotThrow();
      F->setWillReturn();
      F->addFnAttr(Attribute::NoSync);
      F->addFnAttr(Attribute::NoFree);
      Changed = true;
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

} // namespace

// LoomSlots.cpp: the slots execution filters attach to (runtime/loom).
void heddleRegisterLoomSlots(PassBuilder &PB);
// verify_ir.cpp: LLVM's verifier after each stage (HEDDLE_CC_VERIFY).
void heddleRegisterVerify(PassBuilder &PB);

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "heddle", "0.1.0", [](PassBuilder &PB) {
            PB.registerPipelineStartEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel) { MPM.addPass(HeddleNoSpeculation()); });
            heddleRegisterLoomSlots(PB);
            PB.registerPipelineEarlySimplificationEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel) {
                  MPM.addPass(HeddleKeepAllocations());
                  MPM.addPass(HeddlePureComplexHelpers());
                });
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
            heddleRegisterVerify(PB); // last: after every heddle pass of each stage
          }};
}
