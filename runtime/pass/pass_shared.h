// pass_shared.h — what the instrumentation's parts share: the runtime's
// record layout and check words (runtime/lib/arena.h and object.h assert the
// same numbers), the runtime's entry points (Hooks), and small helpers.
// The parts: HeddlePass.cpp (the plugin: pipeline, per-function driver, the
// two early passes), access_check.cpp (the inline check of one load or
// store), update_pairs.cpp (a load and store checked by one hook), loop_checks.cpp (checks hoisted before loops; loops that cannot
// synchronise), loop_versioning.cpp (loops checked once per entry),
// atomics.cpp (atomics as synchronisation), stack_objects.cpp (locals threads
// may share, moved to tracked memory), pass_shared.cpp.
#ifndef HEDDLE_PASS_SHARED_H
#define HEDDLE_PASS_SHARED_H

#include "llvm/ADT/MapVector.h"
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

namespace heddle {
using namespace llvm;

// Must match runtime/lib/arena.h (the inline fast path mirrors hd_arena_find).
// The record stride is the runtime's __heddle_arena_record_shift (7 or 8: arena.h),
// a class region's size its __heddle_arena_region_bits (32, fewer where the
// address space is limited), both read at run time.
inline constexpr unsigned ArenaClasses = 28, ArenaClassMin = 4;
// Check words (runtime/lib/object.h hd_check_word: (policy + 1) << 24 | owner,
// no owner = 0xFFFFFF) of racy (policy 4) and sticky-read (policy 3) objects.
inline constexpr uint32_t RacyWord = (5u << 24) | 0xFFFFFFu, StickyWord = (4u << 24) | 0xFFFFFFu,
                   SharedWord = (3u << 24) | 0xFFFFFFu;
// A locked object's policy byte (HEDDLE_LOCKED + 1), the record's flags and
// mutex (object.h: struct hd_object), and the flag of a lock whose first
// access is still to be verified (HD_OBJ_LOCK_UNVERIFIED).
inline constexpr uint32_t LockedTag = 7;
inline constexpr unsigned FlagsOffset = 4, LockAddrOffset = 24;
inline constexpr uint32_t LockUnverifiedFlag = 8;
// The record's flag saying backend=mpk's keys protect the object (HD_OBJ_MPK).
inline constexpr uint32_t MpkProtectedFlag = 128;
// Offset of the 64-bit reader mask (readers with thread id < 64) in a record.
inline constexpr unsigned ReadersOffset = 32;
// Policy byte of a sliced array's own word (HD_POLICY_SLICED + 1).
inline constexpr uint32_t SlicedTag = 0xFFu;
// Race mode (runtime/race): the word of an object concurrent readers share
// (HD_POLICY_RACE_SHARED + 1) << 24 | 0xFFFFFF; its readers' array in the record
// (a pointer at RaceReadersOffset; the array: u32 cap, then 40-byte entries from
// offset 8 whose first u32 is the reader's epoch clock), runtime/lib/arena.h.
inline constexpr uint32_t RaceSharedWord = (0xF4u << 24) | 0xFFFFFFu;
inline constexpr unsigned RaceReadersOffset = 176, RaceReaderSize = 40, RaceReadersFirst = 8;
// Size classes 0..2 (slots of 16..64 bytes): race mode checks them inline
// against their byte-exact masks (what tells struct fields of different
// threads apart), larger ones against the epoch word alone.
inline constexpr unsigned RaceInlineMinClass = 3;
// A split object's word ((HD_POLICY_RACE_SPLIT + 1) << 24 | 0xFFFFFF): the
// segment this thread used last sits in the slice cache like a PUSh slice,
// its word at the cached record pointer.
inline constexpr uint32_t RaceSplitWord = (0xF5u << 24) | 0xFFFFFFu;
// A record's first byte and race mode's epoch masks (struct hd_race_state in
// the record, runtime/lib/arena.h asserts the offsets): the write epoch's
// written and read bytes, the read epoch's read bytes; the granule shift (0:
// one bit per byte, every object of up to 64 bytes).
inline constexpr unsigned RecordBaseOffset = 8, RecordSizeOffset = 16, RaceWriteWMaskOffset = 128, RaceWriteRMaskOffset = 136,
                   RaceReadRMaskOffset = 168, RaceGShiftOffset = 184;
// A reader entry's read bytes (struct hd_race_reader: clk, pad, then its access record).
inline constexpr unsigned RaceReaderRMaskOffset = 32;
// Race mode's write history (runtime/race/write_history.h): entries of 16
// bytes (key = clock << 32 | address bits 3..26 << 8 | bytes written, then the write's pc),
// RaceHistLen of them per thread, indexed by the written word.
inline constexpr uint64_t RaceHistLen = 32768;

struct Hooks {
  GlobalVariable *RangeLo = nullptr, *RangeSize = nullptr;
  GlobalVariable *ArenaLo = nullptr, *ArenaSize = nullptr, *Records = nullptr, *RecordShift = nullptr,
                 *RegionBits = nullptr, *PrivateWord = nullptr;
  GlobalVariable *ReaderBit = nullptr;
  GlobalVariable *HeldLocks = nullptr; // the two mutexes this thread acquired last and holds (thread.c)
  // Race mode's per-epoch words, slot and epoch clock: they change at every
  // release, so their loads are never marked invariant.
  GlobalVariable *RaceWWord = nullptr, *RaceRWord = nullptr, *RaceSlot = nullptr, *RaceClock = nullptr;
  GlobalVariable *RaceWBudget = nullptr; // writes into big pieces this epoch still logs exactly (write_log.h)
  GlobalVariable *RaceRBudget = nullptr; // first reads of a granule this epoch still logs exactly (write_log.h)
  GlobalVariable *RaceHist = nullptr;    // this thread's write history table (write_history.h)
  GlobalVariable *GlobalBase = nullptr, *GlobalSize = nullptr, *GlobalRec = nullptr; // per-thread global cache
  GlobalVariable *SliceBase = nullptr, *SliceSize = nullptr, *SliceRec = nullptr; // per-thread slice cache
  // The policy slice this thread used before the one above (PUSh slices only:
  // a loop reading one sliced array and writing another keeps both).
  GlobalVariable *Slice2Base = nullptr, *Slice2Size = nullptr, *Slice2Rec = nullptr;
  FunctionCallee Load[5], Store[5]; // sizes 1, 2, 4, 8, 16
  // A load whose store follows (update_pairs.cpp): the hook checks the read, then the write
  FunctionCallee Update[5], UpdateN;
  FunctionCallee LoadN, StoreN, Memcpy, Memmove, Memset;
  FunctionCallee LoadRange, StoreRange; // a loop's whole walk, checked once before it
  FunctionCallee LoadStrided, StoreStrided; // a loop's walk with gaps: (start, count, stride, size)
  FunctionCallee GlobalBind;            // binds a global variable's record slot (instrumentAccess)
  // Atomics (runtime/lib/intercept_atomic.c): which goes before or after the instruction is
  // in instrumentAtomic.
  FunctionCallee AtomicLoad, AtomicStore, AtomicRmw, AtomicAcquire, AtomicRelease, AtomicCmpxchg,
      AtomicFence;
  // heddle-cc --backend=mpk (mpk_build.cpp): the classes whose upper half the
  // keys enforce, the thread's libc window, and the call that closes it.
  bool Mpk = false;
  GlobalVariable *MpkClasses = nullptr, *MpkWindow = nullptr;
  FunctionCallee MpkClose;
};

// The memory an access site found fine last, in a loop that cannot
// synchronise (no call, no atomic): the slot of a heap object or the global
// whose check passed inline. Until the loop is left, a later access inside
// it needs no check: no policy can change and no epoch can end without a
// call or an atomic of this thread, and another thread's conflicting access
// is judged against this thread's first one (FastTrack's same-epoch rule).
// Two allocas per site (promoted to registers by the clean-up): the base and
// `size - bytes + 1` (0: nothing remembered, reset in the preheader of the
// outermost enclosing loop that cannot synchronise either).
struct Memo {
  AllocaInst *Base = nullptr, *Lim = nullptr;
  // a store's memo: 1 when the remembered piece is race mode's (its epoch
  // written by this thread), whose later stores still go into the write history
  AllocaInst *Race = nullptr;
};

// ---- pass_shared.cpp

// The runtime sets the arena/range bounds, the records table and the
// thread's words before the program's code runs and never changes them
// after: invariant loads, so the clean-up passes hoist them out of loops.
LoadInst *invariant(LoadInst *L);

// The source line a report should point at. Hoisted or merged accesses
// carry line 0; the nearest instruction in the block with a real line is
// where the access happens in the source.
DebugLoc reportLoc(Instruction *I);

// Memory no other thread can reach: a non-escaping stack slot, a thread-local,
// a constant, the runtime's own globals.
bool neverShared(const Value *Addr);

// An atomic that can synchronise with other threads: any fence, load,
// store, atomicrmw or cmpxchg except those scoped to the thread itself
// (atomic_signal_fence) and those on memory no other thread can reach.
bool isThreadAtomic(const Instruction &I);

// Does this atomic (isThreadAtomic) acquire, in any of its outcomes?
bool acquires(const Instruction &I);
// Does this atomic (isThreadAtomic) release, in any of its outcomes?
bool releases(const Instruction &I);

// Is A (an address as i64) inside the memory the runtime tracks (globals and heap)?
Value *inTrackedRange(IRBuilder<> &B, Value *A, const Hooks &H);

// ---- loop_checks.cpp

// Which code cannot synchronise, free or change a policy (one per module,
// computed before any function is instrumented; loop answers cached).
class QuietCode {
public:
  explicit QuietCode(Module &M);
  // Loops are answered per function (a Loop's address may be reused by the next function's).
  void startFunction() { CallFreeLoops.clear(); }
  // A loop whose body calls nothing that could change a policy, synchronise
  // or free, and neither acquires nor releases: its accesses' objects keep
  // their policies for the whole loop, the one verdict that depends on
  // ordering (the first access to a locked object) cannot change within it,
  // and in race mode every iteration runs in the thread's epoch at the loop's
  // entry (a release inside would make the later iterations' accesses a later
  // epoch's: checked before the loop, they seemed published by the first
  // release already, and a reader racing with them was missed).
  bool callFree(const Loop *L);
  // A call-free loop that has no atomic either (a release would end the
  // thread's epoch): what an access site checked stays checked (Memo).
  bool syncFree(const Loop *L);
  // A function of the module that cannot synchronise, free or change a
  // policy, through anything it calls: a whole call runs in one epoch of the
  // calling thread, as a sync-free loop's iterations do.
  bool quietFunction(const Function &F) const { return Functions.count(&F); }

private:
  bool quietCall(const CallBase &CB) const;
  DenseSet<const Function *> Functions; // defined here, and quiet through all they call
  DenseMap<const Loop *, bool> CallFreeLoops;
};

// Loop-level check: an access that runs in every iteration of a call-free
// loop with a computable trip count and a fixed step is checked once before
// the loop (and before enclosing loops where possible) — one span, or a
// strided walk of elements — instead of once per iteration; see loop_checks.cpp.
// Returns the hook call it placed, or null when the access keeps its own check.
CallInst *hoistToPreheader(Instruction *I, Value *Addr, uint64_t Bytes, bool IsWrite, LoopInfo &LI,
                           ScalarEvolution &SE, DominatorTree &DT, SCEVExpander &Exp, QuietCode &Quiet,
                           const Hooks &H);

// A span check hoistToPreheader placed: its hook call (start, size), whether
// the access writes, and the access's own size (the span's least size).
struct HoistedSpan {
  CallInst *Call;
  bool IsWrite;
  uint64_t Bytes;
};

// ---- span_merge.cpp

// Do the accesses of I's line and kind that run in every iteration of L, each
// a constant distance from I (the same step: the copies of an unrolled loop,
// the fields of a struct), together touch every byte between I's elements
// Stride bytes apart? Then I's walk is checked as the span from its first to
// its last element, and mergeSpans makes one check of those spans; otherwise it
// stays strided (race mode checks bytes, and another thread may own the gaps).
bool linesWalksFillGaps(Instruction *I, const Loop *L, int64_t Stride, ScalarEvolution &SE, DominatorTree &DT);


// Span checks of one preheader for one source line, of the same kind and
// size, whose starts differ by constants no larger than the access (the
// copies of one access an unrolled loop makes) become one check of their
// union: the same bytes, so the same objects and verdicts. Merged calls leave
// Spans.
void mergeSpans(SmallVectorImpl<HoistedSpan> &Spans, ScalarEvolution &SE);

// Can S be expanded at At (loop-invariant bounds only; a division by a value
// the program already divided by counts as safe)?
bool safeToExpandAt(const SCEV *S, Instruction *At, ScalarEvolution &SE, SCEVExpander &Exp, DominatorTree &DT);

// ---- loop_versioning.cpp

// One span test of a versioned loop's preheader: a placeholder hook call
// (start, length) whose inline fast path finishVersionChecks builds; failing
// goes to Checked, the original loop. Branch (on the last test of a loop):
// where all passed, to the unchecked copy.
struct VersionCheck {
  CallInst *Call;
  bool IsWrite;
  BasicBlock *Checked;
  BranchInst *Branch = nullptr;
};

// Innermost loops that cannot synchronise and whose trip count has a bound get
// a copy without the checks of the accesses whose spans the preheader tests
// (see loop_versioning.cpp). The copies' accesses and memory intrinsics that
// keep their checks join PerAccess and MemOps. Only adds code and blocks
// around the loops; the tests' inline code comes later (finishVersionChecks).
void versionLoops(Function &F, SmallVectorImpl<Instruction *> &PerAccess, SmallVectorImpl<MemIntrinsic *> &MemOps,
                  LoopInfo &LI, ScalarEvolution &SE, DominatorTree &DT, SCEVExpander &Exp, QuietCode &Quiet,
                  const Hooks &H, SmallVectorImpl<VersionCheck> &Checks);
// The inline code of the tests (splits blocks: after the loop analyses).
void finishVersionChecks(ArrayRef<VersionCheck> Checks, const Hooks &H);

// ---- access_check.cpp

// The inline check of one load or store of Bytes at Addr (Memo: the site's,
// or none); see access_check.cpp. Update (a load, findUpdates): its hook is
// __heddle_update*, which checks the store that follows too; returns an i1
// that is true where that hook ran. SkipIf (that store): such an i1, the
// store's check skipped where it is true.
Value *instrumentAccess(Instruction *I, Value *Addr, Type *Ty, bool IsWrite, const Hooks &H, const DataLayout &DL,
                        Memo M, bool Update = false, Value *SkipIf = nullptr);

// ---- update_pairs.cpp

// Read-modify-write sites (x++, a[i] += v) among the given accesses (both of
// a pair must be in the list): each load whose store of the same bytes follows it in its block
// with only computation between them, at the same source place → that store.
DenseMap<Instruction *, Instruction *> findUpdates(ArrayRef<Instruction *> PerAccess, const DataLayout &DL);

// The inline fast path of a span's hook call (__heddle_{load,store}_range):
// a span inside one heap slot whose record the thread may use as is — own
// private, racy, sticky-read (loads), or (unless PolicyOnly) in race mode an
// object over 64 bytes in this thread's epoch (its write epoch, its read
// epoch for loads, its entry among concurrent readers) — skips the call.
// Splits blocks; the call stays alone in the block the fast path fails to.
void inlineRangeCheck(CallInst *Call, bool IsWrite, const Hooks &H, bool PolicyOnly = false);

// ---- mpk_build.cpp

// Under -heddle-backend=mpk (heddle-cc --backend=mpk): sets H.Mpk and its globals.
void declareMpkHooks(Module &M, Hooks &H);
// At B, for a heap address at arena offset Off in class Cls: an object the
// keys enforce goes to Cont (closing libc's window first when it is open);
// returns the empty block where the inline check of everything else goes.
BasicBlock *mpkGuard(IRBuilder<> &B, Value *Off, Value *Cls, const Hooks &H, BasicBlock *Cont);
// At B, for a global whose record is Rec: one the keys protect now (its
// record's HD_OBJ_MPK) goes to Cont the same way; returns the empty block
// where its inline check goes.
BasicBlock *mpkGlobalGuard(IRBuilder<> &B, Value *Rec, const Hooks &H, BasicBlock *Cont);

// ---- mpk_globals.cpp

// Puts each global the module defines and annotates on pages of its own, listed for the runtime.
void placeAnnotatedGlobals(Module &M);
// May the keys protect GV (heddle-cc --backend=mpk)? One this module placed, or
// one defined elsewhere (another file's pass may have placed it).
bool mayBePlaced(const GlobalVariable *GV);

// ---- stack_objects.cpp

// The escaping locals of functions that may create threads live in memory the
// runtime tracks while their function runs (runtime/stack): each gets
// __heddle_stack_alloc at entry (the stack its fallback) and
// __heddle_stack_free at every return; see stack_objects.cpp. Returns the
// functions it changed.
SmallVector<Function *, 4> moveStackObjects(Module &M);
// At the pipeline's start: marks each local's slot with its variable, which
// the optimisers' lowering of llvm.dbg.declare would otherwise lose.
void markLocals(Module &M);

// mapping_calls.cpp: the program's direct calls of mmap/mmap64/munmap/mremap
// go to the runtime's __heddle_mmap/_munmap/_mremap (runtime/mapping/).
void redirectMappingCalls(Module &M);

// call_lines.cpp: at the pipeline's start, `nomerge` on every call, so that
// no optimisation merges two calls into one without a source line.
void keepCallLines(Module &M);

// ---- atomics.cpp

// The runtime's hooks beside one atomic (isThreadAtomic). A release must be
// recorded before the write can be seen and an acquire after the read, so
// that whoever reads a released value finds the writer's clock: write hooks
// go before the instruction, read hooks after it; an atomicrmw that
// acquires gets both, a cmpxchg's release (before) is speculative because
// only its result (after) tells whether it wrote.
void instrumentAtomic(Instruction *I, const Hooks &H, const DataLayout &DL);

} // namespace heddle

#endif
