// loom_vars.cpp — see loom_vars.h.
#include "loom_vars.h"

#include "llvm/Analysis/CaptureTracking.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"

#include <map>

using namespace llvm;

namespace heddle_loom {

// Marks the array: its entries are the only place the variables' addresses go.
static const char *const ArrayMark = "heddle.loom.vars";

// Must match runtime/loom/sites.h (HD_LOOM_VAR_*).
enum VarFlags : uint32_t { Primitive = 1, Parameter = 2, Unavailable = 4 };

// The type under typedefs and qualifiers.
static const DIType *resolved(const DIType *T) {
  while (const auto *D = dyn_cast_or_null<DIDerivedType>(T)) {
    unsigned Tag = D->getTag();
    if (Tag != dwarf::DW_TAG_typedef && Tag != dwarf::DW_TAG_const_type && Tag != dwarf::DW_TAG_volatile_type &&
        Tag != dwarf::DW_TAG_restrict_type && Tag != dwarf::DW_TAG_atomic_type)
      break;
    T = D->getBaseType();
  }
  return T;
}

// A value a key can be made of (LOOM: "a constant or primitive variable"): an
// integer, a pointer or an enumeration of 1, 2, 4 or 8 bytes.
static bool primitive(const DIType *T, uint64_t Bytes) {
  if (Bytes != 1 && Bytes != 2 && Bytes != 4 && Bytes != 8) return false;
  if (isa_and_nonnull<DIBasicType>(T)) return true;
  if (const auto *D = dyn_cast_or_null<DIDerivedType>(T)) return D->getTag() == dwarf::DW_TAG_pointer_type;
  if (const auto *C = dyn_cast_or_null<DICompositeType>(T)) return C->getTag() == dwarf::DW_TAG_enumeration_type;
  return false;
}

// The last source line of every scope of `F` (a variable is in scope from its
// declaration through the last line of its block).
static std::map<const DIScope *, unsigned> lastLines(Function &F) {
  std::map<const DIScope *, unsigned> Last;
  for (Instruction &I : instructions(F)) {
    const DILocation *L = I.getDebugLoc().get();
    if (!L || !L->getLine() || L->getInlinedAt()) continue;
    for (const DIScope *S = L->getScope(); S; S = S->getScope()) {
      unsigned &M = Last[S];
      if (L->getLine() > M) M = L->getLine();
      if (isa<DISubprogram>(S) || isa<DIFile>(S)) break;
    }
  }
  return Last;
}

// Is A's address known where the entry's allocas end (the variable array is
// filled there)? A static alloca of the entry block, not a dynamic one.
static bool atEntry(const AllocaInst &A, const BasicBlock &Entry) {
  return A.getParent() == &Entry && A.isStaticAlloca();
}

FrameVars frameVars(Sites &S, Function &Copy) {
  LLVMContext &C = Copy.getContext();
  PointerType *Ptr = PointerType::get(C, 0);
  Type *I32 = Type::getInt32Ty(C), *I64 = Type::getInt64Ty(C);
  BasicBlock &Entry = Copy.getEntryBlock();
  std::vector<std::pair<const DILocalVariable *, AllocaInst *>> Vars;
  for (Instruction &I : instructions(Copy))
    if (auto *D = dyn_cast<DbgDeclareInst>(&I))
      if (auto *A = dyn_cast_or_null<AllocaInst>(D->getAddress()); A && D->getVariable() && !D->getDebugLoc()->getInlinedAt())
        Vars.push_back({D->getVariable(), A});

  auto *VarTy = StructType::get(C, {Ptr, I32, I32, I32, I32});
  auto *RecordTy = StructType::get(C, {I64, Ptr});
  std::map<const DIScope *, unsigned> Last = lastLines(Copy);
  std::vector<Constant *> Entries;
  for (auto &[V, A] : Vars) {
    const DIType *T = resolved(V->getType());
    uint64_t Bytes = T ? T->getSizeInBits() / 8 : 0;
    uint32_t Flags = (primitive(T, Bytes) ? Primitive : 0) | (V->getArg() ? Parameter : 0);
    // A variable-length array has no address at the entry: its alloca is
    // dynamic (after its length is computed, or in a later block).
    if (!atEntry(*A, Entry)) Flags |= Unavailable;
    auto It = Last.find(V->getScope());
    unsigned End = It != Last.end() ? It->second : V->getLine();
    Entries.push_back(ConstantStruct::get(VarTy, {S.string(V->getName()), ConstantInt::get(I32, V->getLine()),
                                                  ConstantInt::get(I32, End), ConstantInt::get(I32, Bytes),
                                                  ConstantInt::get(I32, Flags)}));
  }
  Constant *List = ConstantPointerNull::get(Ptr);
  if (!Entries.empty()) {
    auto *ArrTy = ArrayType::get(VarTy, Entries.size());
    List = new GlobalVariable(*Copy.getParent(), ArrTy, true, GlobalValue::PrivateLinkage,
                              ConstantArray::get(ArrTy, Entries), "heddle.loom.vars");
  }
  auto *Record = new GlobalVariable(*Copy.getParent(), RecordTy, true, GlobalValue::PrivateLinkage,
                                    ConstantStruct::get(RecordTy, {ConstantInt::get(I64, Entries.size()), List}),
                                    "heddle.loom.frame");
  if (Vars.empty()) return {Record, ConstantPointerNull::get(Ptr)};

  // The array, among the allocas; its entries stored before anything else runs.
  IRBuilder<> B(&Entry, Entry.getFirstInsertionPt());
  auto *ArrTy = ArrayType::get(Ptr, Vars.size());
  AllocaInst *Array = B.CreateAlloca(ArrTy, nullptr, "heddle.loom.vars");
  Array->setMetadata(ArrayMark, MDNode::get(C, {}));
  B.SetInsertPoint(firstAfterAllocas(Entry));
  for (size_t I = 0; I < Vars.size(); I++) {
    AllocaInst *A = Vars[I].second;
    Value *Addr = atEntry(*A, Entry) ? static_cast<Value *>(A) : ConstantPointerNull::get(Ptr);
    B.CreateStore(Addr, B.CreateConstInBoundsGEP2_64(ArrTy, Array, 0, I));
  }
  return {Record, Array};
}

namespace {
// A capture that is not a store of the address into the variable array.
struct ElsewhereTracker : CaptureTracker {
  bool Elsewhere = false;
  void tooManyUses() override { Elsewhere = true; }
  bool captured(const Use *U) override {
    if (const auto *St = dyn_cast<StoreInst>(U->getUser()); St && U->getOperandNo() == 0)
      if (const auto *A = dyn_cast<AllocaInst>(getUnderlyingObject(St->getPointerOperand()));
          A && A->getMetadata(ArrayMark))
        return false;
    Elsewhere = true;
    return true;
  }
};
} // namespace

bool onlyInFrameVars(const AllocaInst &A) {
  if (A.getMetadata(ArrayMark)) return true;
  ElsewhereTracker T;
  PointerMayBeCaptured(&A, &T);
  return !T.Elsewhere;
}

} // namespace heddle_loom
