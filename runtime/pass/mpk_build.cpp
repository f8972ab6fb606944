// mpk_build.cpp — code for backend=mpk (heddle-cc --backend=mpk, which passes
// -mllvm -heddle-backend=mpk): an access the protection keys check needs no
// check of its own. Under backend=mpk the runtime puts every object whose
// policy the keys enforce in the upper half of its size class's region
// (runtime/lib/arena.c), so the address tells: bit 31 of its offset into the
// arena. What the keys cannot check keeps the check backend's inline check:
// globals, the lower half (race mode's memory, libc's own objects), and the
// upper half of a class whose bit in __heddle_mpk_classes is clear (a sliced
// object or one the kernel would not tag is there; all bits are clear while
// the backend is off, so the same binary runs under backend=check). While
// libc's window (runtime/mpk/domain.c) has every domain open, the access
// first closes it (__heddle_mpk_close): the window is for libc only. The
// weak global __heddle_built_for_mpk tells the runtime the program was built
// so (runtime/mpk/fault.c). Annotated globals get pages of their own in
// mpk_globals.cpp, so the keys can protect them too: their accesses test the
// record's HD_OBJ_MPK flag (set while the keys hold the global's policy)
// before the inline check.
#include "pass_shared.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

namespace heddle {

enum class Backend { Check, Mpk };
static cl::opt<Backend> BackendOption(
    "heddle-backend", cl::desc("heddle: the backend the program will run with (heddle-cc --backend=)"),
    cl::values(clEnumValN(Backend::Check, "check", "every access checked inline (runs under any backend)"),
               clEnumValN(Backend::Mpk, "mpk",
                          "accesses of objects the protection keys enforce are not checked inline")),
    cl::init(Backend::Check));

void declareMpkHooks(Module &M, Hooks &H) {
  if (BackendOption != Backend::Mpk) return;
  LLVMContext &C = M.getContext();
  Type *I32 = Type::getInt32Ty(C);
  H.Mpk = true;
  H.MpkClasses = M.getGlobalVariable("__heddle_mpk_classes");
  if (!H.MpkClasses)
    H.MpkClasses = new GlobalVariable(M, I32, false, GlobalValue::ExternalLinkage, nullptr, "__heddle_mpk_classes");
  H.MpkWindow = M.getGlobalVariable("__heddle_mpk_window");
  if (!H.MpkWindow)
    H.MpkWindow = new GlobalVariable(M, I32, false, GlobalValue::ExternalLinkage, nullptr, "__heddle_mpk_window",
                                     nullptr, GlobalValue::InitialExecTLSModel);
  H.MpkClose = M.getOrInsertFunction("__heddle_mpk_close", Type::getVoidTy(C));
  // Tells the runtime the program was built so (runtime/mpk/fault.c hd_mpk_defer): weak, one per program.
  if (!M.getGlobalVariable("__heddle_built_for_mpk")) {
    Type *I8 = Type::getInt8Ty(C);
    auto *Mark = new GlobalVariable(M, I8, true, GlobalValue::WeakAnyLinkage, ConstantInt::get(I8, 1),
                                    "__heddle_built_for_mpk");
    appendToUsed(M, {Mark});
  }
}

// Branches on Keys (i1): the keys enforce the access — to Cont, closing
// libc's window first when it is open — or not: the returned empty block.
static BasicBlock *byKeys(IRBuilder<> &B, Value *Keys, const Hooks &H, BasicBlock *Cont) {
  LLVMContext &C = B.getContext();
  Function *F = B.GetInsertBlock()->getParent();
  Type *I32 = B.getInt32Ty();
  BasicBlock *ByKeys = BasicBlock::Create(C, "heddle.mpk", F);
  BasicBlock *Close = BasicBlock::Create(C, "heddle.mpk.close", F);
  BasicBlock *Check = BasicBlock::Create(C, "heddle.mpk.check", F);
  B.CreateCondBr(Keys, ByKeys, Check);
  IRBuilder<> KB(ByKeys);
  Value *Open = KB.CreateLoad(I32, H.MpkWindow, "heddle.mpk.window");
  KB.CreateCondBr(KB.CreateICmpNE(Open, ConstantInt::get(I32, 0)), Close, Cont);
  IRBuilder<> CB(Close);
  CB.CreateCall(H.MpkClose);
  CB.CreateBr(Cont);
  return Check;
}

BasicBlock *mpkGuard(IRBuilder<> &B, Value *Off, Value *Cls, const Hooks &H, BasicBlock *Cont) {
  Type *I64 = B.getInt64Ty(), *I32 = B.getInt32Ty();
  // Not invariant: a class's bit clears when an object there is sliced.
  Value *Classes = B.CreateZExt(B.CreateLoad(I32, H.MpkClasses, "heddle.mpk.classes"), I64);
  Value *Keys = B.CreateAnd(B.CreateAnd(B.CreateLShr(Classes, Cls), B.CreateLShr(Off, 31)),
                            ConstantInt::get(I64, 1));
  return byKeys(B, B.CreateICmpNE(Keys, ConstantInt::get(I64, 0)), H, Cont);
}

// A placed global's pages carry its domain's key while its record has
// HD_OBJ_MPK (runtime/mpk/domain.c retag): a slice, a policy the keys do not
// enforce (racy) or a failed pkey_mprotect clears it, and it is never set
// under backend=check, so the same binary is checked inline there.
BasicBlock *mpkGlobalGuard(IRBuilder<> &B, Value *Rec, const Hooks &H, BasicBlock *Cont) {
  Type *I32 = B.getInt32Ty();
  LoadInst *Flags = B.CreateAlignedLoad(I32, B.CreateConstGEP1_64(B.getInt8Ty(), Rec, FlagsOffset), Align(4),
                                        "heddle.mpk.flags");
  Flags->setAtomic(AtomicOrdering::Monotonic); // retag changes them with a compare-and-swap
  Value *Keys = B.CreateICmpNE(B.CreateAnd(Flags, ConstantInt::get(I32, MpkProtectedFlag)), ConstantInt::get(I32, 0));
  return byKeys(B, Keys, H, Cont);
}

} // namespace heddle
