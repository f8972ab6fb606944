// access_check.cpp — the inline check of one load or store: untracked memory
// costs one compare; a heap object's record is found like hd_arena_find and
// its check word compared (policies; race mode's epoch words, concurrent
// readers, split segments, byte-exact masks of small pieces); a global's
// record through its slot or the per-thread cache; the hook for the rest.
#include "pass_shared.h"

namespace heddle {

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

// This thread's entry among an object's concurrent readers (readers array
// Rs, the thread's Slot, known to be below the array's capacity).
static Value *readerEntry(IRBuilder<> &B, Value *Rs, Value *Slot) {
  Type *I64 = B.getInt64Ty();
  return B.CreateGEP(B.getInt8Ty(), Rs,
                     B.CreateAdd(B.CreateMul(B.CreateZExt(Slot, I64), ConstantInt::get(I64, RaceReaderSize)),
                                 ConstantInt::get(I64, RaceReadersFirst)));
}

// Is that entry of this thread's current epoch (race_fast.h hd_race_fast_shared)?
static Value *readerOfThisEpoch(IRBuilder<> &B, Value *Entry, const Hooks &H) {
  Value *Mine = B.CreateLoad(B.getInt32Ty(), H.RaceClock, "heddle.race.clock");
  return B.CreateAnd(B.CreateICmpEQ(B.CreateLoad(B.getInt32Ty(), Entry), Mine),
                     B.CreateICmpNE(Mine, ConstantInt::get(B.getInt32Ty(), 0)));
}

// Race mode, a store into a piece over 64 bytes whose word names this
// thread's write epoch: may it skip the hook? Not while the epoch's budget
// of exactly logged writes lasts, nor when it is the epoch's first store into
// the granule of its first byte: the hook records those stores' exact bytes
// (runtime/race/write_log.h). Rec: the piece's record (an object's), Base:
// its first byte.
static Value *granuleWritten(IRBuilder<> &B, Value *Rec, Value *Base, Value *A, const Hooks &H) {
  Type *I64 = B.getInt64Ty(), *I8 = B.getInt8Ty();
  Value *G = B.CreateZExt(B.CreateLoad(I8, B.CreateConstGEP1_64(I8, Rec, RaceGShiftOffset)), I64);
  Value *Granule = B.CreateLShr(B.CreateSub(A, Base), G);
  Granule = B.CreateSelect(B.CreateICmpULT(Granule, ConstantInt::get(I64, 63)), Granule, ConstantInt::get(I64, 63));
  Value *Mask = B.CreateLoad(I64, B.CreateConstGEP1_64(I8, Rec, RaceWriteWMaskOffset));
  Value *Spent = B.CreateICmpEQ(B.CreateLoad(B.getInt32Ty(), H.RaceWBudget, "heddle.race.wbudget"), B.getInt32(0));
  return B.CreateAnd(Spent, B.CreateTrunc(B.CreateLShr(Mask, Granule), B.getInt1Ty()));
}

// Race mode, a load from a piece over 64 bytes whose word names this
// thread's epoch (IsW: its write epoch, else its read epoch), or (Entry set)
// its concurrent readers' entry of this epoch: may it skip the hook? Not when
// it is the epoch's first load from the granule of its first byte while the
// epoch's read budget lasts: the hook records that load's exact bytes
// (runtime/race/write_log.h), as for stores. The budget is tested first: a
// long epoch that spent it pays one thread-local load per load, not three of
// the record's.
static Value *granuleRead(IRBuilder<> &B, Value *Rec, Value *Base, Value *A, Value *IsW, Value *Entry,
                          const Hooks &H) {
  Type *I64 = B.getInt64Ty(), *I8 = B.getInt8Ty();
  Value *Spent = B.CreateICmpEQ(B.CreateLoad(B.getInt32Ty(), H.RaceRBudget, "heddle.race.rbudget"), B.getInt32(0));
  BasicBlock *Check = BasicBlock::Create(B.getContext(), "heddle.race.granule.read", B.GetInsertBlock()->getParent());
  BasicBlock *From = B.GetInsertBlock(), *Join = BasicBlock::Create(B.getContext(), "heddle.race.granule.done", From->getParent());
  B.CreateCondBr(Spent, Join, Check);
  B.SetInsertPoint(Check);
  Value *G = B.CreateZExt(B.CreateLoad(I8, B.CreateConstGEP1_64(I8, Rec, RaceGShiftOffset)), I64);
  Value *Granule = B.CreateLShr(B.CreateSub(A, Base), G);
  Granule = B.CreateSelect(B.CreateICmpULT(Granule, ConstantInt::get(I64, 63)), Granule, ConstantInt::get(I64, 63));
  Value *Mask;
  if (Entry)
    Mask = B.CreateLoad(I64, B.CreateConstGEP1_64(I8, Entry, RaceReaderRMaskOffset));
  else
    Mask = B.CreateSelect(IsW, B.CreateLoad(I64, B.CreateConstGEP1_64(I8, Rec, RaceWriteRMaskOffset)),
                          B.CreateLoad(I64, B.CreateConstGEP1_64(I8, Rec, RaceReadRMaskOffset)));
  Value *Read = B.CreateTrunc(B.CreateLShr(Mask, Granule), B.getInt1Ty());
  BasicBlock *CheckEnd = B.GetInsertBlock();
  B.CreateBr(Join);
  B.SetInsertPoint(Join);
  PHINode *Phi = B.CreatePHI(B.getInt1Ty(), 2);
  Phi->addIncoming(B.getTrue(), From);
  Phi->addIncoming(Read, CheckEnd);
  return Phi;
}

// Race mode, a store into a piece over 64 bytes in this thread's write
// epoch that skips the hook: its word(s) into the thread's write history
// (runtime/race/write_history.h: key = clock << 32 | address bits 3..26 << 8 |
// the bytes written, which add up with an entry of the same word and epoch),
// with the address of the access's block as its pc (the line a report shows
// as the previous access). A 16-byte access also its last word; an unaligned
// smaller one only its first (a miss at worst, never a false race).
static void noteWrite(IRBuilder<> &B, Value *A, uint64_t Bytes, const Hooks &H, BasicBlock *At) {
  Type *I64 = B.getInt64Ty(), *I8 = B.getInt8Ty();
  Value *Hist = B.CreateLoad(PointerType::get(B.getContext(), 0), H.RaceHist, "heddle.race.hist");
  Value *Clk = B.CreateShl(B.CreateZExt(B.CreateLoad(B.getInt32Ty(), H.RaceClock, "heddle.race.clock"), I64), 32);
  Value *Pc = B.CreatePtrToInt(BlockAddress::get(At->getParent(), At), I64);
  auto Put = [&](Value *Word, Value *Mask) {
    Value *Key = B.CreateOr(Clk, B.CreateShl(B.CreateAnd(Word, ConstantInt::get(I64, 0xffffff)), 8));
    Value *E = B.CreateGEP(I8, Hist, B.CreateShl(B.CreateAnd(Word, ConstantInt::get(I64, RaceHistLen - 1)), 4));
    LoadInst *Old = B.CreateAlignedLoad(I64, E, Align(8));
    Old->setAtomic(AtomicOrdering::Monotonic);
    Value *Same = B.CreateICmpEQ(B.CreateAnd(Old, ConstantInt::get(I64, ~0xffull)), Key);
    Mask = B.CreateSelect(Same, B.CreateOr(Mask, B.CreateAnd(Old, ConstantInt::get(I64, 0xff))), Mask);
    StoreInst *K = B.CreateAlignedStore(B.CreateOr(Key, Mask), E, Align(8));
    K->setAtomic(AtomicOrdering::Monotonic);
    StoreInst *P = B.CreateAlignedStore(Pc, B.CreateConstGEP1_64(I8, E, 8), Align(8));
    P->setAtomic(AtomicOrdering::Monotonic);
  };
  Value *In = B.CreateAnd(A, ConstantInt::get(I64, 7));
  uint64_t Ones = Bytes >= 8 ? 0xff : (1ull << Bytes) - 1;
  Put(B.CreateLShr(A, 3), B.CreateAnd(B.CreateShl(ConstantInt::get(I64, Ones), In), ConstantInt::get(I64, 0xff)));
  if (Bytes > 8) {
    Value *End = B.CreateAnd(B.CreateAdd(A, ConstantInt::get(I64, Bytes - 1)), ConstantInt::get(I64, 7));
    Put(B.CreateLShr(B.CreateAdd(A, ConstantInt::get(I64, Bytes - 1)), 3),
        B.CreateSub(B.CreateShl(ConstantInt::get(I64, 2), End), ConstantInt::get(I64, 1)));
  }
}

// Race mode on a piece of up to 64 bytes (a small heap object or global,
// whose masks are byte-exact): fine when the check word names this
// thread's current epoch and that epoch's masks already hold every byte of
// the access, or (loads) concurrent readers share it and this thread's
// reader entry is of its current epoch and holds the bytes — what the
// hook's fast path would find (race_fast.h). Guard (i1) must hold too.
// Branches to Ok or Fail.
static void smallPieceCheck(IRBuilder<> &B, Value *Rec, Value *A, Value *Word, Value *Guard, bool IsWrite,
                            uint64_t Bytes, const Hooks &H, BasicBlock *Ok, BasicBlock *Fail) {
  if (Bytes >= 64) {
    B.CreateBr(Fail);
    return;
  }
  LLVMContext &C = B.getContext();
  Function *F = B.GetInsertBlock()->getParent();
  Type *I64 = B.getInt64Ty(), *I32 = B.getInt32Ty(), *I8 = B.getInt8Ty();
  auto *PtrTy = PointerType::get(C, 0);
  Value *Off = B.CreateSub(A, B.CreateLoad(I64, B.CreateConstGEP1_64(I8, Rec, RecordBaseOffset)));
  Value *Exact = B.CreateICmpEQ(B.CreateLoad(I8, B.CreateConstGEP1_64(I8, Rec, RaceGShiftOffset)),
                                ConstantInt::get(I8, 0));
  Value *InPiece = B.CreateICmpULE(B.CreateAdd(Off, ConstantInt::get(I64, Bytes)), ConstantInt::get(I64, 64));
  Guard = B.CreateAnd(Guard, B.CreateAnd(Exact, InPiece));
  // bits is only looked at when the access lies in the first 64 bytes (select, not and: no poison)
  Value *Bits = B.CreateShl(ConstantInt::get(I64, (1ull << Bytes) - 1), Off);
  auto Covers = [&](IRBuilder<> &Bld, Value *Mask) {
    return Bld.CreateSelect(InPiece, Bld.CreateICmpEQ(Bld.CreateAnd(Mask, Bits), Bits), Bld.getFalse());
  };
  Value *IsW = B.CreateICmpEQ(Word, B.CreateLoad(I32, H.RaceWWord, "heddle.race.w"));
  Value *Mask = B.CreateLoad(I64, B.CreateConstGEP1_64(I8, Rec, RaceWriteWMaskOffset));
  Value *Epoch = IsW;
  if (!IsWrite) {
    // a read: covered by the write epoch's written or read bytes, or the read epoch's
    Value *IsR = B.CreateICmpEQ(Word, B.CreateLoad(I32, H.RaceRWord, "heddle.race.r"));
    Value *WMasks = B.CreateOr(Mask, B.CreateLoad(I64, B.CreateConstGEP1_64(I8, Rec, RaceWriteRMaskOffset)));
    Mask = B.CreateSelect(IsW, WMasks, B.CreateLoad(I64, B.CreateConstGEP1_64(I8, Rec, RaceReadRMaskOffset)));
    Epoch = B.CreateOr(IsW, IsR);
  }
  Value *EpochOk = B.CreateAnd(B.CreateAnd(Guard, Epoch), Covers(B, Mask));
  if (IsWrite) {
    B.CreateCondBr(EpochOk, Ok, Fail);
    return;
  }
  BasicBlock *Shared = BasicBlock::Create(C, "heddle.race.small.shared", F);
  BasicBlock *Entry = BasicBlock::Create(C, "heddle.race.small.entry", F);
  BasicBlock *Clock = BasicBlock::Create(C, "heddle.race.small.clock", F);
  B.CreateCondBr(EpochOk, Ok, Shared);
  IRBuilder<> SB(Shared);
  Value *Rs = SB.CreateLoad(PtrTy, SB.CreateConstGEP1_64(I8, Rec, RaceReadersOffset));
  Value *Has = SB.CreateAnd(SB.CreateAnd(Guard, SB.CreateICmpEQ(Word, ConstantInt::get(I32, RaceSharedWord))),
                            SB.CreateICmpNE(Rs, ConstantPointerNull::get(PtrTy)));
  SB.CreateCondBr(Has, Entry, Fail);
  IRBuilder<> EB(Entry);
  Value *Slot = EB.CreateLoad(I32, H.RaceSlot, "heddle.race.slot");
  EB.CreateCondBr(EB.CreateICmpULT(Slot, EB.CreateLoad(I32, Rs)), Clock, Fail);
  IRBuilder<> CB(Clock);
  Value *E = readerEntry(CB, Rs, Slot);
  Value *Same = readerOfThisEpoch(CB, E, H);
  Value *RMask = CB.CreateLoad(I64, CB.CreateConstGEP1_64(I8, E, RaceReaderRMaskOffset));
  CB.CreateCondBr(CB.CreateAnd(Same, Covers(CB, RMask)), Ok, Fail);
}

// A locked object (policy byte LockedTag) whose mutex is one of the two this
// thread acquired last and still holds, its first access under the lock
// verified: what the hook's check would allow (PUSh's locked policy).
static Value *lockHeld(IRBuilder<> &B, Value *Rec, Value *Word, const Hooks &H) {
  Type *I64 = B.getInt64Ty(), *I32 = B.getInt32Ty(), *I8 = B.getInt8Ty();
  Value *IsLocked = B.CreateICmpEQ(B.CreateLShr(Word, 24), ConstantInt::get(I32, LockedTag));
  Value *Flags = B.CreateLoad(I32, B.CreateConstGEP1_64(I8, Rec, FlagsOffset));
  Value *Verified = B.CreateICmpEQ(B.CreateAnd(Flags, LockUnverifiedFlag), ConstantInt::get(I32, 0));
  Value *Lock = B.CreateLoad(I64, B.CreateConstGEP1_64(I8, Rec, LockAddrOffset));
  Value *Held0 = B.CreateLoad(I64, B.CreateConstGEP2_32(H.HeldLocks->getValueType(), H.HeldLocks, 0, 0));
  Value *Held1 = B.CreateLoad(I64, B.CreateConstGEP2_32(H.HeldLocks->getValueType(), H.HeldLocks, 0, 1));
  Value *Held = B.CreateOr(B.CreateICmpEQ(Lock, Held0), B.CreateICmpEQ(Lock, Held1));
  return B.CreateAnd(IsLocked, B.CreateAnd(Verified, Held));
}

// A locked object goes straight to Locked (lockHeld), anything else on to
// Next: PUSh's locked objects are accessed inside critical sections, where
// each instruction of the check lengthens the time the lock is held (and so
// the other threads' waits), and none of race mode's tests before Locked
// can accept such a word. Placed after race mode's same-epoch test fails, so
// that test's hits pay nothing for it.
static BasicBlock *lockedFirst(Value *Word, BasicBlock *Locked, BasicBlock *Next) {
  Function *F = Next->getParent();
  BasicBlock *Test = BasicBlock::Create(F->getContext(), "heddle.locked.first", F);
  IRBuilder<> B(Test);
  Type *I32 = B.getInt32Ty();
  B.CreateCondBr(B.CreateICmpEQ(B.CreateLShr(Word, 24), ConstantInt::get(I32, LockedTag)), Locked, Next);
  return Test;
}

// Do the Bytes at A lie inside the global at [Base, Base + Size)?
static Value *insideGlobal(IRBuilder<> &B, Value *A, Value *Base, Value *Size, uint64_t Bytes) {
  Value *Off = B.CreateSub(A, Base);
  return B.CreateAnd(B.CreateICmpULT(Off, Size),
                     B.CreateICmpULE(B.CreateAdd(Off, ConstantInt::get(B.getInt64Ty(), Bytes)), Size));
}

// Is Addr a constant offset into a global variable, with all Bytes inside it?
static bool constantlyInside(Value *Addr, uint64_t Bytes, const DataLayout &DL) {
  APInt Off(DL.getIndexTypeSizeInBits(Addr->getType()), 0);
  auto *GV = dyn_cast<GlobalVariable>(Addr->stripAndAccumulateConstantOffsets(DL, Off, /*AllowNonInbounds=*/true));
  return GV && !Off.isNegative() && Off.getZExtValue() + Bytes <= DL.getTypeAllocSize(GV->getValueType());
}

// The record of a global decides an access inside it (see instrumentAccess):
// Ok when the access needs nothing more, else the hook: Fail when the access
// is not inside that global, RecordFail (the hook given Rec) when it is.
// Remember(To, base, size) is the memo's way to Ok (identity without a memo).
template <typename RememberFn>
static void decideGlobal(IRBuilder<> &GB, Value *Rec, Value *Base, Value *Size, Value *A, bool IsWrite,
                         uint64_t Bytes, const Hooks &H, BasicBlock *Ok, BasicBlock *Fail,
                         BasicBlock *RecordFail, RememberFn &Remember) {
  LLVMContext &C = GB.getContext();
  Function *F = GB.GetInsertBlock()->getParent();
  Type *I64 = GB.getInt64Ty(), *I32 = GB.getInt32Ty();
  Value *Inside = insideGlobal(GB, A, Base, Size, Bytes);
  BasicBlock *Hit = BasicBlock::Create(C, "heddle.global.hit", F);
  BasicBlock *Small = BasicBlock::Create(C, "heddle.global.small", F);
  // Last before the hook: a locked global under a mutex this thread holds.
  BasicBlock *Locked = BasicBlock::Create(C, "heddle.global.locked", F);
  GB.CreateCondBr(Inside, Hit, Fail);
  Fail = RecordFail; // from here on the access is inside the global whose record is Rec
  IRBuilder<> GH(Hit);
  Value *W = GH.CreateLoad(I32, Rec, "heddle.global.word");
  BasicBlock *NotEpoch = lockedFirst(W, Locked, Small);
  Value *Mine = invariant(GH.CreateLoad(I32, H.PrivateWord, "heddle.private"));
  Value *Fine = GH.CreateOr(GH.CreateICmpEQ(W, Mine), GH.CreateICmpEQ(W, ConstantInt::get(I32, RacyWord)));
  if (!IsWrite) Fine = GH.CreateOr(Fine, GH.CreateICmpEQ(W, ConstantInt::get(I32, StickyWord)));
  Value *Race = GH.CreateICmpEQ(W, GH.CreateLoad(I32, H.RaceWWord, "heddle.race.w"));
  Value *IsW = Race;
  if (!IsWrite) Race = GH.CreateOr(Race, GH.CreateICmpEQ(W, GH.CreateLoad(I32, H.RaceRWord, "heddle.race.r")));
  Race = GH.CreateAnd(Race, GH.CreateICmpUGT(Size, ConstantInt::get(I64, 64)));
  if (IsWrite) {
    Race = GH.CreateAnd(Race, granuleWritten(GH, Rec, Base, A, H));
    GH.CreateCondBr(GH.CreateOr(Fine, Race), Remember(Ok, Base, Size), NotEpoch);
  } else {
    // a load's granule is looked at only in its epoch
    BasicBlock *Epoch = BasicBlock::Create(C, "heddle.global.epoch", F);
    BasicBlock *Granule = BasicBlock::Create(C, "heddle.global.granule", F);
    GH.CreateCondBr(Fine, Remember(Ok, Base, Size), Epoch);
    IRBuilder<> GE(Epoch);
    GE.CreateCondBr(Race, Granule, NotEpoch);
    IRBuilder<> GG(Granule);
    GG.CreateCondBr(granuleRead(GG, Rec, Base, A, IsW, nullptr, H), Remember(Ok, Base, Size), Small);
  }
  IRBuilder<> GL(Locked);
  GL.CreateCondBr(lockHeld(GL, Rec, W, H), Remember(Ok, Base, Size), Fail);
  IRBuilder<> GS(Small);
  smallPieceCheck(GS, Rec, A, W, GS.CreateICmpULE(Size, ConstantInt::get(I64, 64)), IsWrite, Bytes, H, Ok, Locked);
}

// The slot holding the record of the global variable an access's address
// is in (one per named, shared global of the module; null until the runtime
// binds it), or null when the address is not a global variable's.
static GlobalVariable *globalSlot(Value *Addr) {
  auto *GV = dyn_cast<GlobalVariable>(getUnderlyingObject(Addr));
  if (!GV || !GV->hasName() || GV->isThreadLocal() || GV->isConstant()) return nullptr;
  Module &M = *GV->getParent();
  std::string Name = ("__heddle_grec." + GV->getName()).str();
  if (GlobalVariable *Slot = M.getGlobalVariable(Name, /*AllowInternal=*/true)) return Slot;
  auto *PtrTy = PointerType::get(M.getContext(), 0);
  auto *Slot = new GlobalVariable(M, PtrTy, false, GlobalValue::InternalLinkage,
                                  ConstantPointerNull::get(PtrTy), Name);
  Slot->setAlignment(Align(8));
  return Slot;
}

Value *instrumentAccess(Instruction *I, Value *Addr, Type *Ty, bool IsWrite, const Hooks &H,
                        const DataLayout &DL, Memo M, bool Update, Value *SkipIf) {
  TypeSize TS = DL.getTypeStoreSize(Ty);
  if (TS.isScalable()) return nullptr;
  uint64_t Bytes = TS.getFixedValue();
  if (!Bytes) return nullptr;
  // A store the load's hook checked already (update_pairs.cpp): its whole
  // check is jumped over there (the branch is placed once the check is built).
  BasicBlock *SkipFrom = SkipIf ? I->getParent() : nullptr;
  BasicBlock *CheckFrom = SkipIf ? SplitBlock(SkipFrom, I) : nullptr;
  // heddle-cc --backend=mpk: a fault, not a hook call, may name this access,
  // by the instruction's own line (a hoisted load has none; the hook's would be reportLoc's).
  if (H.Mpk && (!I->getDebugLoc() || !I->getDebugLoc().getLine()))
    if (DebugLoc Loc = reportLoc(I)) I->setDebugLoc(Loc);
  // Inline fast path, the common case of a heap object private to this
  // thread: find its record like hd_arena_find and compare its check word
  // with the thread's private word. Everything else (other policies,
  // globals, unknown memory inside the tracked range) calls the hook.
  //   if (a - arena_lo < arena_size) {
  //     off = a - arena_lo; cls = off >> region_bits;
  //     rec = records[cls] + ((off >> (cls + 4)) << record_shift);   (records: biased, arena.h)
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
  // Race: the piece is race mode's, in this thread's write epoch (a store's
  // memo then keeps noting its writes, noteWrite).
  auto RememberAs = [&](BasicBlock *To, Value *Base, Value *Size, bool Race) -> BasicBlock * {
    if (!M.Base) return To;
    BasicBlock *Set = BasicBlock::Create(I->getContext(), "heddle.memo.set", I->getFunction());
    IRBuilder<> MB(Set);
    MB.CreateStore(Base, M.Base);
    if (M.Race) MB.CreateStore(MB.getInt1(Race), M.Race);
    Value *Fits = MB.CreateICmpUGE(Size, ConstantInt::get(I64, Bytes));
    MB.CreateStore(MB.CreateSelect(Fits, MB.CreateAdd(MB.CreateSub(Size, ConstantInt::get(I64, Bytes)),
                                                       ConstantInt::get(I64, 1)),
                                   ConstantInt::get(I64, 0)),
                   M.Lim);
    MB.CreateBr(To);
    return Set;
  };
  auto Remember = [&](BasicBlock *To, Value *Base, Value *Size) { return RememberAs(To, Base, Size, false); };
  // An address derived from a global variable of this module is not in the
  // heap arena (one outside the global, out of its bounds, goes to the hook,
  // which looks it up): no arena test, and the heap's part of the check is
  // not built — the clean-up removes the branch that cannot be taken. Every
  // direct access of a global saved the test and the registers it held
  // (logger's locked table: two per trace() call).
  GlobalVariable *Slot = globalSlot(Addr);
  Value *Off = Slot ? nullptr : B.CreateSub(A, invariant(B.CreateLoad(I64, H.ArenaLo, "heddle.arena.lo")));
  Value *InArena = Slot ? static_cast<Value *>(B.getFalse())
                        : B.CreateICmpULT(Off, invariant(B.CreateLoad(I64, H.ArenaSize, "heddle.arena.size")));
  Instruction *HeapTerm = nullptr, *OtherTerm = nullptr;
  SplitBlockAndInsertIfThenElse(InArena, I, &HeapTerm, &OtherTerm);
  BasicBlock *Hook = BasicBlock::Create(I->getContext(), "heddle.hook", I->getFunction());
  BasicBlock *Cont = I->getParent();
  // The hook also gets the record the inline check found (a heap slot's, or
  // the global's the access lies inside; null when none): it then looks
  // nothing up again and goes straight to what the inline check could not
  // decide (runtime/lib/access.c check_record) — in lock-heavy code, every
  // object's first access after an unlock. Each way to the hook with a
  // record passes a block of its own, whose record the hook's phi takes.
  SmallVector<std::pair<BasicBlock *, Value *>, 4> RecordWays;
  auto HookWith = [&](Value *Rec) {
    BasicBlock *Way = BasicBlock::Create(I->getContext(), "heddle.hook.record", I->getFunction());
    BranchInst::Create(Hook, Way);
    RecordWays.push_back({Way, Rec});
    return Way;
  };
  if (!Slot) {
    IRBuilder<> HB(HeapTerm);
    Value *Cls = HB.CreateLShr(Off, invariant(HB.CreateLoad(I64, H.RegionBits, "heddle.region.bits")));
    if (H.Mpk) HB.SetInsertPoint(mpkGuard(HB, Off, Cls, H, Cont)); // heddle-cc --backend=mpk
    Value *Slot = HB.CreateLShr(Off, HB.CreateAdd(Cls, ConstantInt::get(I64, ArenaClassMin)));
    Value *TablePtr = HB.CreateInBoundsGEP(H.Records->getValueType(), H.Records,
                                           {ConstantInt::get(I64, 0), Cls});
    Value *Table = invariant(HB.CreateLoad(PtrTy, TablePtr, "heddle.records"));
    Value *RecordShift = invariant(HB.CreateLoad(I64, H.RecordShift, "heddle.record.shift"));
    Value *Rec = HB.CreateGEP(B.getInt8Ty(), Table, HB.CreateShl(Slot, RecordShift));
    BasicBlock *HeapOk = Cont, *RaceWriteOk = Cont;
    BasicBlock *HeapHook = HookWith(Rec);
    if (M.Base) {
      Value *Shift = HB.CreateAdd(Cls, ConstantInt::get(I64, ArenaClassMin));
      Value *SlotBase = HB.CreateSub(A, HB.CreateAnd(Off, HB.CreateSub(HB.CreateShl(ConstantInt::get(I64, 1), Shift),
                                                                        ConstantInt::get(I64, 1))));
      HeapOk = Remember(Cont, SlotBase, HB.CreateShl(ConstantInt::get(I64, 1), Shift));
      if (IsWrite) RaceWriteOk = RememberAs(Cont, SlotBase, HB.CreateShl(ConstantInt::get(I64, 1), Shift), true);
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
    // Last before the hook: a locked object under a mutex this thread holds.
    BasicBlock *Locked = BasicBlock::Create(I->getContext(), "heddle.locked", I->getFunction());
    {
      IRBuilder<> LB(Locked);
      LB.CreateCondBr(lockHeld(LB, Rec, Word, H), HeapOk, HeapHook);
    }
    BasicBlock *Miss = Locked;
    if (!IsWrite) {
      // Read-shared and this thread is a reader (ids < 64; others call the
      // hook): a block of its own, so other accesses skip the mask load.
      Miss = BasicBlock::Create(I->getContext(), "heddle.shared", I->getFunction());
      IRBuilder<> SB(Miss);
      Value *Shared = SB.CreateICmpEQ(Word, ConstantInt::get(I32, SharedWord));
      Value *Readers = SB.CreateLoad(I64, SB.CreateConstGEP1_64(B.getInt8Ty(), Rec, ReadersOffset));
      Value *Bit = invariant(SB.CreateLoad(I64, H.ReaderBit, "heddle.reader.bit"));
      Value *IsReader = SB.CreateICmpNE(SB.CreateAnd(Readers, Bit), ConstantInt::get(I64, 0));
      SB.CreateCondBr(SB.CreateAnd(Shared, IsReader), Cont, Locked);
    }
    // A sliced array: the slice this thread used last (runtime's cache),
    // when the address is inside it, decides like a record of its own.
    BasicBlock *Slice = BasicBlock::Create(I->getContext(), "heddle.slice", I->getFunction());
    BasicBlock *SliceHit = BasicBlock::Create(I->getContext(), "heddle.slice.hit", I->getFunction());
    BasicBlock *Slice2 = BasicBlock::Create(I->getContext(), "heddle.slice2", I->getFunction());
    {
      IRBuilder<> SB(Slice);
      Value *IsPolicySliced = SB.CreateICmpEQ(SB.CreateLShr(Word, 24), ConstantInt::get(I32, SlicedTag));
      Value *IsSliced = SB.CreateOr(IsPolicySliced, SB.CreateICmpEQ(Word, ConstantInt::get(I32, RaceSplitWord)));
      Value *InCache = SB.CreateICmpULT(SB.CreateSub(A, SB.CreateLoad(I64, H.SliceBase)),
                                        SB.CreateLoad(I64, H.SliceSize));
      SB.CreateCondBr(SB.CreateAnd(IsSliced, InCache), SliceHit, Slice2);
      // A PUSh slice this thread used before the last one: decided by its word alone.
      IRBuilder<> S2(Slice2);
      Value *InCache2 = S2.CreateICmpULT(S2.CreateSub(A, S2.CreateLoad(I64, H.Slice2Base)),
                                         S2.CreateLoad(I64, H.Slice2Size));
      BasicBlock *Slice2Hit = BasicBlock::Create(I->getContext(), "heddle.slice2.hit", I->getFunction());
      S2.CreateCondBr(S2.CreateAnd(IsPolicySliced, InCache2), Slice2Hit, Miss);
      IRBuilder<> H2(Slice2Hit);
      Value *SW2 = H2.CreateLoad(I32, H2.CreateLoad(PtrTy, H.Slice2Rec), "heddle.slice2.word");
      H2.CreateCondBr(Allowed(H2, SW2), Cont, Miss);
      IRBuilder<> HB2(SliceHit);
      Value *SW = HB2.CreateLoad(I32, HB2.CreateLoad(PtrTy, H.SliceRec), "heddle.slice.word");
      // Race mode's epoch words only for accesses wholly inside a segment of
      // over 64 bytes (smaller ones keep the hook and its byte-exact masks).
      Value *SegBase = HB2.CreateLoad(I64, H.SliceBase), *SegSize = HB2.CreateLoad(I64, H.SliceSize);
      Value *Whole = HB2.CreateICmpULE(HB2.CreateAdd(HB2.CreateSub(A, SegBase), ConstantInt::get(I64, Bytes)), SegSize);
      Value *SegOk = HB2.CreateICmpEQ(SW, HB2.CreateLoad(I32, H.RaceWWord, "heddle.race.w"));
      if (!IsWrite) SegOk = HB2.CreateOr(SegOk, HB2.CreateICmpEQ(SW, HB2.CreateLoad(I32, H.RaceRWord, "heddle.race.r")));
      SegOk = HB2.CreateAnd(SegOk, HB2.CreateAnd(Whole, HB2.CreateICmpUGT(SegSize, ConstantInt::get(I64, 64))));
      // A memo may keep the slice / segment: within the loop the thread's
      // epoch does not change, as for a whole object's slot.
      HB2.CreateCondBr(HB2.CreateOr(Allowed(HB2, SW), SegOk), Remember(Cont, SegBase, SegSize), HeapHook);
    }
    // Race mode: an unannotated object this thread already wrote (or, for
    // loads, read) in its current epoch, or one concurrent readers share
    // and this thread read in this epoch: FastTrack's same-epoch rules.
    BasicBlock *Race = BasicBlock::Create(I->getContext(), "heddle.race", I->getFunction());
    {
      IRBuilder<> RB(Race);
      Value *Big = RB.CreateICmpUGE(Cls, ConstantInt::get(I64, RaceInlineMinClass));
      Value *Ok = RB.CreateICmpEQ(Word, RB.CreateLoad(I32, H.RaceWWord, "heddle.race.w"));
      Value *IsW = Ok;
      if (IsWrite) {
        Value *Base = RB.CreateLoad(I64, RB.CreateConstGEP1_64(B.getInt8Ty(), Rec, RecordBaseOffset));
        Ok = RB.CreateAnd(Ok, granuleWritten(RB, Rec, Base, A, H));
      } else {
        Ok = RB.CreateOr(Ok, RB.CreateICmpEQ(Word, RB.CreateLoad(I32, H.RaceRWord, "heddle.race.r")));
      }
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
        Value *Entry = readerEntry(DB, Rs, Slot);
        BasicBlock *ClockCheck = BasicBlock::Create(I->getContext(), "heddle.race.clock", I->getFunction());
        DB.CreateCondBr(DB.CreateICmpULT(Slot, Cap), ClockCheck, Slice);
        BasicBlock *Granule = BasicBlock::Create(I->getContext(), "heddle.race.reader.granule", I->getFunction());
        IRBuilder<> CB(ClockCheck);
        CB.CreateCondBr(readerOfThisEpoch(CB, Entry, H), Granule, Slice);
        IRBuilder<> GB(Granule);
        Value *Base = GB.CreateLoad(I64, GB.CreateConstGEP1_64(B.getInt8Ty(), Rec, RecordBaseOffset));
        GB.CreateCondBr(granuleRead(GB, Rec, Base, A, nullptr, Entry, H), HeapOk, Slice);
      }
      // Up to 64 bytes: the epoch's byte-exact masks must hold the access
      // (no memo: the next access may touch other bytes).
      BasicBlock *Small = BasicBlock::Create(I->getContext(), "heddle.race.small", I->getFunction());
      BasicBlock *NotEpoch = lockedFirst(Word, Locked, Small);
      if (IsWrite) {
        // a store the hook need not see: into the write history instead
        BasicBlock *Note = BasicBlock::Create(I->getContext(), "heddle.race.note", I->getFunction());
        RB.CreateCondBr(RB.CreateAnd(Ok, Big), Note, NotEpoch);
        IRBuilder<> NB(Note);
        noteWrite(NB, A, Bytes, H, Cont);
        NB.CreateBr(RaceWriteOk);
      } else {
        // a load's granule is looked at only in its epoch (the masks are another cache line)
        BasicBlock *Granule = BasicBlock::Create(I->getContext(), "heddle.race.granule", I->getFunction());
        RB.CreateCondBr(RB.CreateAnd(Ok, Big), Granule, NotEpoch);
        IRBuilder<> GB(Granule);
        Value *Base = GB.CreateLoad(I64, GB.CreateConstGEP1_64(B.getInt8Ty(), Rec, RecordBaseOffset));
        GB.CreateCondBr(granuleRead(GB, Rec, Base, A, IsW, nullptr, H), HeapOk, Small);
      }
      IRBuilder<> SmB(Small);
      smallPieceCheck(SmB, Rec, A, Word, SmB.CreateNot(Big), IsWrite, Bytes, H, Cont, Next);
    }
    HB.CreateCondBr(Allowed(HB, Word), HeapOk, Race);
    HeapTerm->eraseFromParent();
  }
  {
    // Outside the heap: a global. An access whose address is a global
    // variable of this module finds that global's record through a slot
    // of its own, bound once by the runtime (__heddle_global_bind); any other
    // address inside the tracked range, through the per-thread cache of the
    // global the hooks checked last. The record then decides inline like a
    // heap record: own private, racy, sticky-read for loads, race mode's
    // epoch words for globals over 64 bytes or its byte-exact masks for
    // smaller ones. Anything else calls the hook.
    IRBuilder<> OB(OtherTerm);
    BasicBlock *Global = BasicBlock::Create(I->getContext(), "heddle.global", I->getFunction());
    BasicBlock *Tracked = Global;
    if (Slot) {
      Tracked = BasicBlock::Create(I->getContext(), "heddle.global.site", I->getFunction());
      BasicBlock *Known = BasicBlock::Create(I->getContext(), "heddle.global.known", I->getFunction());
      BasicBlock *Bind = BasicBlock::Create(I->getContext(), "heddle.global.bind", I->getFunction());
      IRBuilder<> SB(Tracked);
      LoadInst *Rec = SB.CreateAlignedLoad(PtrTy, Slot, Align(8), "heddle.global.slot");
      Rec->setAtomic(AtomicOrdering::Monotonic);
      SB.CreateCondBr(SB.CreateIsNull(Rec), Bind, Known);
      IRBuilder<> BB(Bind);
      BB.CreateCall(H.GlobalBind, {Slot, Addr});
      BB.CreateBr(Global);
      IRBuilder<> KB(Known);
      // (size first: the order of the code before the mpk guard, which the hot loops' register allocation met)
      Value *Size = KB.CreateLoad(I64, KB.CreateConstGEP1_64(B.getInt8Ty(), Rec, RecordSizeOffset));
      Value *Base = KB.CreateLoad(I64, KB.CreateConstGEP1_64(B.getInt8Ty(), Rec, RecordBaseOffset));
      // heddle-cc --backend=mpk: an access inside a global the keys protect now
      // needs no check of its own (outside it, past the global's pages, lies
      // another object).
      if (H.Mpk && mayBePlaced(cast<GlobalVariable>(getUnderlyingObject(Addr)))) {
        BasicBlock *Check = BasicBlock::Create(I->getContext(), "heddle.global.check", I->getFunction());
        BasicBlock *Guard = Check;
        if (!constantlyInside(Addr, Bytes, DL)) { // else known here, and the record's bounds are the symbol's
          Guard = BasicBlock::Create(I->getContext(), "heddle.global.mpk", I->getFunction());
          KB.CreateCondBr(insideGlobal(KB, A, Base, Size, Bytes), Guard, Check);
          KB.SetInsertPoint(Guard);
        }
        IRBuilder<>(mpkGlobalGuard(KB, Rec, H, Cont)).CreateBr(Check);
        KB.SetInsertPoint(Check);
      }
      decideGlobal(KB, Rec, Base, Size, A, IsWrite, Bytes, H, Cont, Hook, HookWith(Rec), Remember);
    }
    OB.CreateCondBr(inTrackedRange(OB, A, H), Tracked, Cont);
    OtherTerm->eraseFromParent();
    IRBuilder<> GB(Global);
    Value *CachedRec = GB.CreateLoad(PtrTy, H.GlobalRec);
    decideGlobal(GB, CachedRec, GB.CreateLoad(I64, H.GlobalBase, "heddle.global.base"),
                 GB.CreateLoad(I64, H.GlobalSize, "heddle.global.size"), A, IsWrite, Bytes, H, Cont, Hook,
                 HookWith(CachedRec), Remember);
  }
  IRBuilder<> PB(Hook);
  PHINode *HookRec = PB.CreatePHI(PtrTy, RecordWays.size() + 2, "heddle.hook.rec");
  for (BasicBlock *Pred : predecessors(Hook)) {
    Value *Rec = ConstantPointerNull::get(cast<PointerType>(PtrTy));
    for (auto &[Way, WayRec] : RecordWays)
      if (Way == Pred) Rec = WayRec;
    HookRec->addIncoming(Rec, Pred);
  }
  Instruction *Then = BranchInst::Create(Cont, Hook);
  IRBuilder<> TB(Then);
  int Idx = sizeIndex(Bytes);
  CallInst *Call;
  if (Idx >= 0)
    Call = TB.CreateCall(Update ? H.Update[Idx] : IsWrite ? H.Store[Idx] : H.Load[Idx], {Addr, HookRec});
  else
    Call = TB.CreateCall(Update ? H.UpdateN : IsWrite ? H.StoreN : H.LoadN,
                         {Addr, ConstantInt::get(I64, Bytes), HookRec});
  if (DebugLoc Loc = reportLoc(I)) Call->setDebugLoc(Loc);
  if (MemoHit) {
    // A hit skips the whole check: the block is split right after the test.
    BasicBlock *Head = MemoHit->getParent();
    BasicBlock *Rest = SplitBlock(Head, MemoHit->getNextNode());
    Head->getTerminator()->eraseFromParent();
    BasicBlock *Hit = Cont;
    if (M.Race) {
      // a store's memo of a race-mode piece: the write still goes into the history
      Hit = BasicBlock::Create(I->getContext(), "heddle.memo.race", I->getFunction());
      BasicBlock *Note = BasicBlock::Create(I->getContext(), "heddle.memo.note", I->getFunction());
      IRBuilder<> XB(Hit);
      XB.CreateCondBr(XB.CreateLoad(XB.getInt1Ty(), M.Race), Note, Cont);
      IRBuilder<> NB(Note);
      noteWrite(NB, A, Bytes, H, Cont);
      NB.CreateBr(Cont);
    }
    BranchInst::Create(Hit, Rest, MemoHit, Head);
  }
  if (SkipIf) {
    SkipFrom->getTerminator()->eraseFromParent();
    BranchInst::Create(Cont, CheckFrom, SkipIf, SkipFrom);
  }
  if (!Update) return nullptr;
  // true where the hook ran, which checked the store too
  PHINode *Ran = PHINode::Create(B.getInt1Ty(), 0, "heddle.update.ran", &Cont->front());
  for (BasicBlock *Pred : predecessors(Cont)) Ran->addIncoming(B.getInt1(Pred == Hook), Pred);
  return Ran;
}

void inlineRangeCheck(CallInst *Call, bool IsWrite, const Hooks &H, bool PolicyOnly) {
  LLVMContext &C = Call->getContext();
  Function *F = Call->getFunction();
  Type *I64 = Type::getInt64Ty(C), *I32 = Type::getInt32Ty(C), *I8 = Type::getInt8Ty(C);
  auto *PtrTy = PointerType::get(C, 0);
  Value *Start = Call->getArgOperand(0), *Len = Call->getArgOperand(1);
  BasicBlock *Head = Call->getParent();
  BasicBlock *Cont = SplitBlock(Head, Call->getNextNode());
  BasicBlock *HookBB = SplitBlock(Head, Call); // holds the call, falls through to Cont
  Head->getTerminator()->eraseFromParent();
  BasicBlock *Heap = BasicBlock::Create(C, "heddle.range.heap", F, HookBB);
  IRBuilder<> B(Head);
  Value *A = B.CreatePtrToInt(Start, I64);
  Value *Off = B.CreateSub(A, invariant(B.CreateLoad(I64, H.ArenaLo, "heddle.arena.lo")));
  B.CreateCondBr(B.CreateICmpULT(Off, invariant(B.CreateLoad(I64, H.ArenaSize, "heddle.arena.size"))), Heap,
                 HookBB);
  IRBuilder<> HB(Heap);
  Value *Cls = HB.CreateLShr(Off, invariant(HB.CreateLoad(I64, H.RegionBits, "heddle.region.bits")));
  Value *Shift = HB.CreateAdd(Cls, ConstantInt::get(I64, ArenaClassMin));
  Value *SlotSize = HB.CreateShl(ConstantInt::get(I64, 1), Shift);
  Value *InSlot = HB.CreateAnd(Off, HB.CreateSub(SlotSize, ConstantInt::get(I64, 1)));
  Value *Fits = HB.CreateICmpULE(HB.CreateAdd(InSlot, Len), SlotSize); // the whole span in this slot
  Value *TablePtr = HB.CreateInBoundsGEP(H.Records->getValueType(), H.Records, {ConstantInt::get(I64, 0), Cls});
  Value *Table = invariant(HB.CreateLoad(PtrTy, TablePtr, "heddle.records"));
  Value *RecordShift = invariant(HB.CreateLoad(I64, H.RecordShift, "heddle.record.shift"));
  Value *Rec = HB.CreateGEP(I8, Table, HB.CreateShl(HB.CreateLShr(Off, Shift), RecordShift));
  Value *Word = HB.CreateLoad(I32, Rec, "heddle.word");
  Value *Ok = HB.CreateOr(HB.CreateICmpEQ(Word, invariant(HB.CreateLoad(I32, H.PrivateWord, "heddle.private"))),
                          HB.CreateICmpEQ(Word, ConstantInt::get(I32, RacyWord)));
  if (!IsWrite) Ok = HB.CreateOr(Ok, HB.CreateICmpEQ(Word, ConstantInt::get(I32, StickyWord)));
  if (PolicyOnly) {
    HB.CreateCondBr(HB.CreateAnd(Fits, Ok), Cont, HookBB);
    return;
  }
  Value *Big = HB.CreateICmpUGE(Cls, ConstantInt::get(I64, RaceInlineMinClass));
  Value *Epoch = HB.CreateICmpEQ(Word, HB.CreateLoad(I32, H.RaceWWord, "heddle.race.w"));
  if (!IsWrite) Epoch = HB.CreateOr(Epoch, HB.CreateICmpEQ(Word, HB.CreateLoad(I32, H.RaceRWord, "heddle.race.r")));
  Ok = HB.CreateOr(Ok, HB.CreateAnd(Big, Epoch));
  if (IsWrite) {
    HB.CreateCondBr(HB.CreateAnd(Fits, Ok), Cont, HookBB);
  } else {
    // concurrent readers: this thread's entry is of its current epoch
    BasicBlock *Shared = BasicBlock::Create(C, "heddle.range.shared", F, HookBB);
    BasicBlock *Reader = BasicBlock::Create(C, "heddle.range.reader", F, HookBB);
    BasicBlock *Clock = BasicBlock::Create(C, "heddle.range.clock", F, HookBB);
    HB.CreateCondBr(HB.CreateAnd(Fits, Ok), Cont, Shared);
    IRBuilder<> SB(Shared);
    Value *Rs = SB.CreateLoad(PtrTy, SB.CreateConstGEP1_64(I8, Rec, RaceReadersOffset));
    Value *Has = SB.CreateAnd(SB.CreateAnd(Fits, Big),
                              SB.CreateAnd(SB.CreateICmpEQ(Word, ConstantInt::get(I32, RaceSharedWord)),
                                           SB.CreateICmpNE(Rs, ConstantPointerNull::get(PtrTy))));
    SB.CreateCondBr(Has, Reader, HookBB);
    IRBuilder<> RB(Reader);
    Value *Slot = RB.CreateLoad(I32, H.RaceSlot, "heddle.race.slot");
    RB.CreateCondBr(RB.CreateICmpULT(Slot, RB.CreateLoad(I32, Rs)), Clock, HookBB);
    IRBuilder<> CB(Clock);
    CB.CreateCondBr(readerOfThisEpoch(CB, readerEntry(CB, Rs, Slot), H), Cont, HookBB);
  }
}

} // namespace heddle
