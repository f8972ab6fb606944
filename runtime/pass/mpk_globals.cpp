// mpk_globals.cpp — heddle-cc --backend=mpk: annotated globals on pages of
// their own, so backend=mpk's protection keys can tag them (docs/mpk.md,
// Placement). The runtime side is runtime/mpk/domain.c (own_pages).
#include "pass_shared.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

namespace heddle {

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

// The sections placeAnnotatedGlobals gives a zero-filled or initialised global.
static const char *const BssPrefix = ".bss.heddle.mpk.", *const DataPrefix = ".data.heddle.mpk.";

bool mayBePlaced(const GlobalVariable *GV) {
  if (GV->isDeclaration()) return !GV->isThreadLocal();
  return GV->hasSection() && (GV->getSection().startswith(BssPrefix) || GV->getSection().startswith(DataPrefix));
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
    std::string Section = ((Zero ? BssPrefix : DataPrefix) + GV->getName()).str();
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
