// verify_ir.cpp — LLVM's IR verifier after each stage of heddle's passes.
//
// clang's driver disables the verifier in release builds (-disable-llvm-
// verifier), so IR a heddle pass breaks reaches the optimiser and the backend
// unchecked and crashes one of them far from the cause (session 20: a loom
// twin's frame slot stored before the VLA it names existed died in the
// machine scheduler, docs/benchmarks.md round 12 finding 1). With the
// verifier after each heddle stage — the pipeline's start (loom slots, no
// speculation), the early simplification (allocations kept), the optimiser's
// end (the checks, loom's late work, their clean-up) — such a bug stops the
// compilation at once as
//     error: heddle pass produced invalid IR (after STAGE) in function `F`: WHY
// Whether it runs: HEDDLE_CC_VERIFY in the environment of the compiler
// (heddle-cc passes it on unchanged): `0` off, anything else on; unset: on,
// the default — it costs about 0.5% of a compile (docs/runtime.md, "Building
// a program for heddle").
#include "pass_shared.h"

#include "llvm/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"

#include <cstdlib>
#include <cstring>
#include <string>

using namespace llvm;

namespace {

// Tests only (lit wrappers/verify-ir.c): the instrumentation stage breaks
// the function of this name (a use before its definition), as a heddle pass
// bug would, for the verifier to catch. Needs the plugin -load'ed before the
// -mllvm options are parsed (heddle-cc --backend=mpk does).
cl::opt<std::string> BreakForTest("heddle-test-break-ir", cl::Hidden,
                                  cl::desc("tests only: make the instrumentation stage's IR of this function invalid"));

void breakForTest(Module &M) {
  Function *F = BreakForTest.empty() ? nullptr : M.getFunction(BreakForTest);
  if (!F || F->isDeclaration()) return;
  IRBuilder<> B(&*F->getEntryBlock().getFirstInsertionPt());
  Type *I32 = B.getInt32Ty();
  // `use` before `def`, in one block: "Instruction does not dominate all uses!"
  Instruction *Def = BinaryOperator::CreateAdd(ConstantInt::get(I32, 1), ConstantInt::get(I32, 2), "heddle.def");
  Instruction *Use = BinaryOperator::CreateAdd(Def, ConstantInt::get(I32, 3), "heddle.use");
  B.Insert(Use);
  B.Insert(Def);
}

bool verifyEnabled() {
  const char *v = std::getenv("HEDDLE_CC_VERIFY");
  return !v || std::strcmp(v, "0") != 0;
}

class HeddleVerify : public PassInfoMixin<HeddleVerify> {
  const char *Stage;
  bool Last;

public:
  explicit HeddleVerify(const char *Stage, bool Last = false) : Stage(Stage), Last(Last) {}

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    if (Last) breakForTest(M);
    std::string Why;
    raw_string_ostream OS(Why);
    // One pass over the module when it is sound (the usual case); the
    // function-by-function search only to name the ones that are not.
    if (!verifyModule(M, &OS)) return PreservedAnalyses::all();
    bool Named = false;
    for (Function &F : M) {
      if (F.isDeclaration()) continue;
      std::string InF;
      raw_string_ostream FOS(InF);
      if (!verifyFunction(F, &FOS)) continue;
      // An error diagnostic, not report_fatal_error: clang prints that as a
      // crash ("PLEASE submit a bug report", a stack dump) though nothing
      // crashed. The body goes, so that nothing after this chokes on it;
      // the compilation fails with the error.
      M.getContext().emitError(Twine("heddle pass produced invalid IR (after ") + Stage + ") in function `" +
                               F.getName() + "`: " + StringRef(FOS.str()).rtrim());
      F.deleteBody();
      Named = true;
    }
    Why.clear();
    if (verifyModule(M, &OS))
      report_fatal_error(Twine("heddle pass produced invalid IR (after ") + Stage + "), outside any one function: " +
                             StringRef(OS.str()).rtrim(),
                         /*gen_crash_diag=*/false);
    return Named ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

} // namespace

// Registered after every other heddle callback of each extension point, so
// each verification follows all of that stage's passes.
void heddleRegisterVerify(PassBuilder &PB) {
  if (!verifyEnabled()) return;
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) { MPM.addPass(HeddleVerify("the pipeline-start passes")); });
  PB.registerPipelineEarlySimplificationEPCallback([](ModulePassManager &MPM, OptimizationLevel) {
    MPM.addPass(HeddleVerify("the early-simplification passes"));
  });
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) { MPM.addPass(HeddleVerify("the instrumentation", /*Last=*/true)); });
}
