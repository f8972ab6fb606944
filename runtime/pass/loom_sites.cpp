// loom_sites.cpp — see loom_sites.h.
#include "loom_sites.h"
#include "library_calls.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

#include <cstring>

using namespace llvm;

namespace heddle_loom {

Sites::Sites(Module &Mod) : M(Mod) {
  LLVMContext &C = M.getContext();
  PointerType *Ptr = PointerType::get(C, 0);
  Type *I32 = Type::getInt32Ty(C);
  Ty = StructType::get(C, {Ptr, Ptr, I32, I32, Ptr, Ptr, Ptr});
}

Constant *Sites::string(StringRef S) {
  auto It = Strings.find(S.str());
  if (It != Strings.end()) return It->second;
  IRBuilder<> B(M.getContext());
  Constant *G = B.CreateGlobalStringPtr(S, "heddle.loom.str", 0, &M);
  Strings[S.str()] = G;
  return G;
}

// A private global in section heddle_loom_sites (the runtime walks the
// section). Private: no symbol, so the runtime's globals table (which tracks
// every data symbol of the executable) never sees the sites.
Constant *Sites::site(const std::string &File, const std::string &Func, unsigned Line, SiteKind Kind,
                      Constant *Outer, Constant *Vars) {
  LLVMContext &C = M.getContext();
  Type *I32 = Type::getInt32Ty(C);
  Constant *Null = ConstantPointerNull::get(PointerType::get(C, 0));
  Constant *Init = ConstantStruct::get(
      Ty, {string(File), string(Func), ConstantInt::get(I32, Line), ConstantInt::get(I32, Kind), Null,
           Outer ? Outer : Null, Vars ? Vars : Null});
  auto *G = new GlobalVariable(M, Ty, false, GlobalValue::PrivateLinkage, Init, "heddle.loom.site");
  G->setSection("heddle_loom_sites");
  G->setAlignment(Align(8));
  All.push_back(G); // kept at the end, in one go: appending one by one is quadratic
  return G;
}

void Sites::keep(std::vector<GlobalValue *> Extra) {
  Extra.insert(Extra.end(), All.begin(), All.end());
  if (!Extra.empty()) appendToCompilerUsed(M, Extra);
  All.clear();
}

std::string pathOf(const DIScope *Scope) {
  StringRef File = Scope->getFilename(), Dir = Scope->getDirectory();
  if (File.startswith("/") || Dir.empty()) return File.str();
  return (Dir + "/" + File).str();
}

std::string qualifiedName(const DISubprogram *SP, StringRef Fallback) {
  std::string Name = SP->getName().str();
  if (Name.empty()) return Fallback.str();
  for (const DIScope *S = SP->getScope(); S && !isa<DIFile>(S) && !isa<DICompileUnit>(S); S = S->getScope()) {
    StringRef N = S->getName();
    if (!N.empty()) Name = (N + "::" + Name).str();
  }
  return Name;
}

bool leavesInstrumentedCode(const CallBase &CB) {
  if (isa<DbgInfoIntrinsic>(CB) || CB.isInlineAsm()) return false;
  const Function *Callee = CB.getCalledFunction();
  if (!Callee) return true;
  if (Callee->isIntrinsic() || !Callee->isDeclaration()) return false;
  StringRef N = Callee->getName();
  if (N.startswith("__heddle")) return false;
  // Computation only (libm, the complex helpers) and the C library's string and
  // memory functions: nothing there waits or needs a slot.
  return !heddle::isPureLibraryFunction(N) && !heddle::isMemoryLibraryFunction(N);
}

bool mayBlock(const CallBase &CB, const TargetLibraryInfo &TLI) {
  if (!leavesInstrumentedCode(CB)) return false;
  const Function *Callee = CB.getCalledFunction();
  LibFunc LF;
  if (!Callee || !TLI.getLibFunc(*Callee, LF)) return true; /* pthread_*, recv, poll, usleep, an indirect call */
  static const char *const Io[] = {"read",  "write", "pread",  "pwrite", "fread",  "fwrite", "fgets",   "fgetc",
                                   "getc",  "getchar", "gets", "scanf",  "fscanf", "vscanf", "vfscanf", "system",
                                   "popen", "pclose", "fflush", "fclose", "fopen", "open",   "printf",  "fprintf",
                                   "vprintf", "vfprintf", "puts", "fputs", "putchar", "fputc", "putc",  "perror"};
  for (const char *N : Io)
    if (Callee->getName() == N) return true;
  return false;
}

std::set<const Function *> reachingBlockingCalls(const Module &M, const TargetLibraryInfo &TLI) {
  std::set<const Function *> R;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const Function &F : M) {
      if (F.isDeclaration() || R.count(&F)) continue;
      for (const Instruction &I : instructions(F)) {
        const auto *CB = dyn_cast<CallBase>(&I);
        if (!CB) continue;
        if (mayBlock(*CB, TLI) || (CB->getCalledFunction() && R.count(CB->getCalledFunction()))) {
          R.insert(&F);
          Changed = true;
          break;
        }
      }
    }
  }
  return R;
}

Instruction *firstAfterAllocas(BasicBlock &BB) {
  BasicBlock::iterator It = BB.getFirstInsertionPt();
  while (isa<AllocaInst>(&*It) || isa<DbgInfoIntrinsic>(&*It)) ++It;
  return &*It;
}

Value *loadOn(IRBuilder<> &B, Module &M) {
  auto *On = cast<GlobalVariable>(M.getOrInsertGlobal(OnFlag, B.getInt8Ty()));
  return B.CreateICmpNE(B.CreateLoad(B.getInt8Ty(), On, "heddle.loom.on"), B.getInt8(0));
}

} // namespace heddle_loom
