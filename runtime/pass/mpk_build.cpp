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
// so (runtime/mpk/fault.c). Annotated globals get pages of their own here
// (placeAnnotatedGlobals), so the keys can protect them too; their accesses
// keep the inline check.
#include "pass_shared.h"

#include "llvm/ADT/SetVector.h"
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

BasicBlock *mpkGuard(IRBuilder<> &B, Value *Off, Value *Cls, const Hooks &H, BasicBlock *Cont) {
  LLVMContext &C = B.getContext();
  Function *F = B.GetInsertBlock()->getParent();
  Type *I64 = B.getInt64Ty(), *I32 = B.getInt32Ty();
  // Not invariant: a class's bit clears when an object there is sliced.
  Value *Classes = B.CreateZExt(B.CreateLoad(I32, H.MpkClasses, "heddle.mpk.classes"), I64);
  Value *Keys = B.CreateAnd(B.CreateAnd(B.CreateLShr(Classes, Cls), B.CreateLShr(Off, 31)),
                            ConstantInt::get(I64, 1));
  BasicBlock *ByKeys = BasicBlock::Create(C, "heddle.mpk", F);
  BasicBlock *Close = BasicBlock::Create(C, "heddle.mpk.close", F);
  BasicBlock *Check = BasicBlock::Create(C, "heddle.mpk.check", F);
  B.CreateCondBr(B.CreateICmpNE(Keys, ConstantInt::get(I64, 0)), ByKeys, Check);
  IRBuilder<> KB(ByKeys);
  Value *Open = KB.CreateLoad(I32, H.MpkWindow, "heddle.mpk.window");
  KB.CreateCondBr(KB.CreateICmpNE(Open, ConstantInt::get(I32, 0)), Close, Cont);
  IRBuilder<> CB(Close);
  CB.CreateCall(H.MpkClose);
  CB.CreateBr(Cont);
  return Check;
}

// PUSh's page-aligned annotated globals: each global this module defines and
// annotates (HEDDLE_GLOBAL's constructor passes its address to
// heddle__register_global) goes into a section of its own, page-aligned and
// padded to whole pages by an unnamed filler after it, so the protection keys
// can tag its pages without tagging a neighbour's. Each gets an entry {base,
// length} in section heddle_mpk_pages, which tells the runtime
// (runtime/mpk/domain.c) which globals have pages of their own; the rest (a
// global annotated in another file than the one defining it, thread-local,
// common or comdat globals, one with a section of the program's) stay with
// the check backend.
static bool placeable(const GlobalVariable *GV) {
  return GV->hasInitializer() && !GV->isConstant() && !GV->isThreadLocal() && !GV->hasComdat() &&
         !GV->hasSection() && !GV->hasCommonLinkage() && !GV->isInterposable();
}

void placeAnnotatedGlobals(Module &M) {
  Function *Register = M.getFunction("heddle__register_global");
  if (!Register) return;
  SetVector<GlobalVariable *> Annotated;
  for (User *U : Register->users())
    if (auto *Call = dyn_cast<CallBase>(U); Call && Call->getCalledFunction() == Register && Call->arg_size())
      if (auto *GV = dyn_cast<GlobalVariable>(Call->getArgOperand(0)->stripPointerCasts()); GV && placeable(GV))
        Annotated.insert(GV);
  const uint64_t Page = 4096;
  LLVMContext &C = M.getContext();
  Type *I8 = Type::getInt8Ty(C), *I64 = Type::getInt64Ty(C);
  StructType *EntryTy = StructType::get(PointerType::get(C, 0), I64);
  SmallVector<GlobalValue *, 16> Keep;
  for (GlobalVariable *GV : Annotated) {
    uint64_t Size = M.getDataLayout().getTypeAllocSize(GV->getValueType());
    uint64_t Len = alignTo(std::max<uint64_t>(Size, 1), Page);
    // A .bss section for a zero-filled global (LLVM refuses data there), .data otherwise.
    bool Zero = GV->getInitializer()->isNullValue();
    std::string Section = ((Zero ? ".bss.heddle.mpk." : ".data.heddle.mpk.") + GV->getName()).str();
    GV->setSection(Section);
    if (GV->getAlign().valueOrOne().value() < Page) GV->setAlignment(Align(Page));
    if (Len > Size) {
      // Emitted right after GV (module order is emission order), in its section.
      auto Next = std::next(GV->getIterator());
      auto *Fill = new GlobalVariable(M, ArrayType::get(I8, Len - Size), false, GlobalValue::PrivateLinkage,
                                      ConstantAggregateZero::get(ArrayType::get(I8, Len - Size)),
                                      GV->getName() + ".heddle.fill",
                                      Next == M.global_end() ? nullptr : &*Next);
      Fill->setSection(Section);
      Keep.push_back(Fill);
    }
    auto *Entry = new GlobalVariable(M, EntryTy, false, GlobalValue::PrivateLinkage,
                                     ConstantStruct::get(EntryTy, {GV, ConstantInt::get(I64, Len)}),
                                     GV->getName() + ".heddle.pages");
    Entry->setSection("heddle_mpk_pages");
    Entry->setAlignment(Align(8));
    Keep.push_back(Entry);
  }
  if (!Keep.empty()) appendToCompilerUsed(M, Keep);
}

} // namespace heddle
