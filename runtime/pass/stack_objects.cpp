// stack_objects.cpp — the locals threads may share, moved to memory the
// runtime tracks (runtime/stack/stack_objects.h says why and what the runtime
// does with them).
//
// Which functions: those that may create a thread — a direct call of
// pthread_create, thrd_create or libstdc++'s std::thread::_M_start_thread
// (every std::thread, std::jthread and std::async thread starts there), or
// an OpenMP parallel region's libomp entry (__kmpc_fork_call) — and,
// through the module's direct calls, every function that calls one of them
// (a local of main passed down to the function that starts the pool), and
// main always (it may start its threads through another file's function).
// Only their locals can be another thread's shared object while the threads
// run: a thread's own locals reach other threads only through memory they
// already share, which is future work (docs/runtime.md, race mode's limits).
// Such functions run a few times (main, setup functions), so a heap slot per
// local and call costs nothing measurable.
//
// Which locals: static allocas whose address escapes (what the access checks
// already instrument: pass_shared.cpp neverShared); a local whose address goes
// nowhere cannot be reached by another thread. Left on the stack: dynamic
// allocas and variable-length arrays, inalloca/swifterror slots, locals of
// functions that call setjmp (a longjmp back would find the frame's objects
// freed or not, depending on the path) or make a musttail call (nothing may run
// between it and the return).
//
// How: right after the alloca, `p = __heddle_stack_alloc(size, align, name)`
// and `local = p ? p : alloca` (NULL: the runtime keeps it on the stack —
// strict mode, stack_objects=0), every use of the alloca then uses `local`;
// before every `ret` and `resume` (an exception leaving through a landing pad),
// `__heddle_stack_free(p)`. A frame left by longjmp, or by an exception through
// a call without a landing pad, is never freed: a leak, no false report.
// Runs before any function gets its checks, so the moved locals' accesses are
// checked like a heap object's.
#include "pass_shared.h"
#include "loom_vars.h"

#include "llvm/IR/DebugInfo.h"

namespace heddle {

// A call that starts a thread itself.
static bool startsThread(const Function &Callee) {
  StringRef N = Callee.getName();
  // __kmpc_fork_call/_teams: an OpenMP parallel (or teams) region, whose threads run the outlined
  // region with pointers to the caller's locals (a `reduction` or `shared` accumulator).
  return N == "pthread_create" || N == "thrd_create" || N.startswith("_ZNSt6thread15_M_start_thread") ||
         N == "__kmpc_fork_call" || N == "__kmpc_fork_teams";
}

static Function *directCallee(const CallBase &CB) {
  return dyn_cast<Function>(CB.getCalledOperand()->stripPointerCasts());
}

// The functions of M that may create a thread (see the top of this file).
static DenseSet<Function *> threadCreators(Module &M) {
  DenseSet<Function *> Creators;
  DenseMap<Function *, SmallVector<Function *, 4>> Callers;
  SmallVector<Function *, 16> Work;
  auto add = [&](Function *F) {
    if (Creators.insert(F).second) Work.push_back(F);
  };
  for (Function &F : M) {
    if (F.isDeclaration()) continue;
    if (F.getName() == "main") add(&F);
    for (Instruction &I : instructions(F)) {
      auto *CB = dyn_cast<CallBase>(&I);
      Function *Callee = CB ? directCallee(*CB) : nullptr;
      if (!Callee) continue;
      if (startsThread(*Callee)) add(&F);
      else if (!Callee->isDeclaration()) Callers[Callee].push_back(&F);
    }
  }
  while (!Work.empty())
    for (Function *Caller : Callers.lookup(Work.pop_back_val())) add(Caller);
  return Creators;
}

static bool hasMustTailCall(const Function &F) {
  for (const Instruction &I : instructions(F))
    if (const auto *CI = dyn_cast<CallInst>(&I); CI && CI->isMustTailCall()) return true;
  return false;
}

// The locals of F to move (see the top of this file).
static SmallVector<AllocaInst *, 8> sharedLocals(Function &F) {
  SmallVector<AllocaInst *, 8> Locals;
  const DataLayout &DL = F.getParent()->getDataLayout();
  for (Instruction &I : F.getEntryBlock()) {
    auto *A = dyn_cast<AllocaInst>(&I);
    if (!A || !A->isStaticAlloca() || A->isSwiftError() || A->isUsedWithInAlloca()) continue;
    std::optional<TypeSize> Size = A->getAllocationSize(DL);
    if (!Size || Size->isScalable() || !Size->getFixedValue()) continue;
    if (A->getName().startswith("heddle.")) continue; // the instrumentation's own
    if (!heddle_loom::onlyInFrameVars(*A)) Locals.push_back(A);
  }
  return Locals;
}

// Does D say its variable lives in A's slot? An llvm.dbg.declare, or one of
// the dbg.values (DW_OP_deref: the variable is what the slot holds) that
// InstCombine turns a declare into at -O1 and above. Not a dbg.value of the
// slot's address itself (an inlined constructor's `this`).
static bool livesIn(const DbgVariableIntrinsic &D) {
  return isa<DbgDeclareInst>(D) || D.getExpression()->startsWithDeref();
}

// The variable a slot holds, as markLocals found it before the optimisers ran.
static const char *const LocalMark = "heddle.local";

void markLocals(Module &M) {
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *D = dyn_cast<DbgDeclareInst>(&I))
        if (auto *A = dyn_cast_or_null<AllocaInst>(D->getAddress()); A && D->getVariable())
          A->setMetadata(LocalMark, MDNode::get(M.getContext(), {D->getVariable()}));
}

// The local's name and where it is declared, from the debug intrinsic that
// says it lives in the slot (the variable's line and scope and, for a local
// of an inlined function, where it was inlined); else from markLocals' mark
// (a local whose declare the optimisers turned into dbg.values of its stored
// values: its address only stored, never passed); else the alloca's own name
// at the function's line.
static std::pair<std::string, DebugLoc> describe(AllocaInst *A) {
  DISubprogram *SP = A->getFunction()->getSubprogram();
  if (MDNode *Mark = A->getMetadata(LocalMark))
    if (auto *V = dyn_cast_or_null<DILocalVariable>(Mark->getOperand(0).get()); V && SP) {
      // Its own function's local: at its line; an inlined callee's (no inlinedAt here): at the function's.
      bool Own = V->getScope()->getSubprogram() == SP;
      return {V->getName().str(), DILocation::get(A->getContext(), Own ? V->getLine() : SP->getLine(), 0,
                                                  Own ? V->getScope() : static_cast<DIScope *>(SP))};
    }
  SmallVector<DbgVariableIntrinsic *, 4> Users;
  findDbgUsers(Users, A);
  for (DbgVariableIntrinsic *D : Users) {
    DILocalVariable *V = D->getVariable();
    if (!V || !D->getDebugLoc() || !livesIn(*D)) continue;
    DebugLoc Loc = DILocation::get(A->getContext(), V->getLine(), 0, V->getScope(), D->getDebugLoc()->getInlinedAt());
    return {V->getName().str(), Loc};
  }
  DebugLoc Loc;
  if (SP) Loc = DILocation::get(A->getContext(), SP->getLine(), 0, SP);
  return {A->getName().str(), Loc};
}

// The name as a constant string of the module (one per distinct name).
static Constant *nameConstant(Module &M, StringRef Name) {
  std::string Sym = ("__heddle_stack_name." + Name).str();
  if (GlobalVariable *G = M.getGlobalVariable(Sym, /*AllowInternal=*/true)) return G;
  Constant *Init = ConstantDataArray::getString(M.getContext(), Name);
  auto *G = new GlobalVariable(M, Init->getType(), /*isConstant=*/true, GlobalValue::PrivateLinkage, Init, Sym);
  G->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  G->setAlignment(Align(1));
  return G;
}

// Moves F's shared locals; false when it has none.
static bool moveLocals(Function &F, FunctionCallee Alloc, FunctionCallee Free) {
  if (F.callsFunctionThatReturnsTwice() || hasMustTailCall(F)) return false;
  SmallVector<AllocaInst *, 8> Locals = sharedLocals(F);
  if (Locals.empty()) return false;
  Module &M = *F.getParent();
  const DataLayout &DL = M.getDataLayout();
  SmallVector<Value *, 8> Objects;
  for (AllocaInst *A : Locals) {
    Instruction *At = A->getNextNode();
    while (isa<AllocaInst>(At)) At = At->getNextNode(); // keep the allocas together
    IRBuilder<> B(At);
    auto [Name, Loc] = describe(A);
    uint64_t Size = A->getAllocationSize(DL)->getFixedValue();
    CallInst *P = B.CreateCall(Alloc, {B.getInt64(Size), B.getInt64(A->getAlign().value()), nameConstant(M, Name)},
                               "heddle.stack.object");
    if (Loc) P->setDebugLoc(Loc); // the report's "declared here"
    Value *Local = B.CreateSelect(B.CreateIsNull(P), A, P, "heddle.stack.local");
    // Every use but the lifetime markers (which must name an alloca; the
    // stack copy is only the fallback now) and the select itself.
    SmallVector<Instruction *, 4> Lifetimes;
    for (User *U : A->users())
      if (auto *I = dyn_cast<Instruction>(U); I && I->isLifetimeStartOrEnd()) Lifetimes.push_back(I);
    for (Instruction *I : Lifetimes) I->eraseFromParent();
    A->replaceUsesWithIf(Local, [&](Use &U) { return U.getUser() != Local; });
    // The debugger finds the variable where it lives (ASan's fake stack does
    // the same); a declare may stand before the select, the dbg.values that
    // name the slot stand after the first instruction that is no alloca.
    SmallVector<DbgVariableIntrinsic *, 4> Users;
    findDbgUsers(Users, A);
    for (DbgVariableIntrinsic *D : Users) {
      D->replaceVariableLocationOp(A, Local);
      if (isa<DbgDeclareInst>(D)) D->moveAfter(cast<Instruction>(Local));
    }
    Objects.push_back(P);
  }
  for (BasicBlock &BB : F) {
    Instruction *T = BB.getTerminator();
    if (!isa<ReturnInst>(T) && !isa<ResumeInst>(T)) continue;
    IRBuilder<> B(T);
    for (auto It = Objects.rbegin(); It != Objects.rend(); ++It)
      B.CreateCall(Free, {*It})->setDebugLoc(T->getDebugLoc());
  }
  return true;
}

SmallVector<Function *, 4> moveStackObjects(Module &M) {
  SmallVector<Function *, 4> Moved;
  DenseSet<Function *> Creators = threadCreators(M);
  if (Creators.empty()) return Moved;
  LLVMContext &C = M.getContext();
  Type *I64 = Type::getInt64Ty(C);
  PointerType *Ptr = PointerType::get(C, 0);
  AttributeList NoUnwind = AttributeList().addFnAttribute(C, Attribute::NoUnwind);
  FunctionCallee Alloc = M.getOrInsertFunction("__heddle_stack_alloc", NoUnwind, Ptr, I64, I64, Ptr);
  FunctionCallee Free = M.getOrInsertFunction("__heddle_stack_free", NoUnwind, Type::getVoidTy(C), Ptr);
  for (Function &F : M) // in the module's order: the same output every time
    if (Creators.count(&F) && !F.getName().startswith("__heddle") && !F.hasFnAttribute(Attribute::Naked) &&
        !F.hasFnAttribute(Attribute::DisableSanitizerInstrumentation) && moveLocals(F, Alloc, Free))
      Moved.push_back(&F);
  return Moved;
}

} // namespace heddle
