# lit configuration for heddle's runtime tests (LLVM lit + FileCheck).
#
# Each test is one small C/C++ program whose RUN: lines build it, run it under
# heddle, and FileCheck the human summary and the SARIF. Substitutions:
#   %heddle-cc, %heddle-c++  the compiler wrappers (instrument + link libheddle)
#   %heddle                  the heddle CLI (heddle run / heddle report)
#   %FileCheck               LLVM FileCheck
#   %opt                     LLVM opt (`%opt -passes=verify`: the IR verifier on -emit-llvm output)
#   %sarif-validate          scripts/sarif-validate.sh (SARIF SDK, SARIF + GitHub rules; `true` with
#                            --param heddle_skip_sarif_validate=1)
#   %cc-log-writer           a plain compiler linked with the event-log writer only:
#                            test drivers that append records themselves (Inputs/fake_runtime.h)
#   %python                  the Python that runs lit (small JSON checks)
#   %reporter-src            runtime/reporter (unit drivers compile a module with it)
#   %inputs                  runtime/test/Inputs (sarif_query.py: SARIF facts for FileCheck/diff)
#   %{long}                  a relative path of 602 characters (three 200-character
#                            directories): tests of paths longer than any fixed buffer
# Features: `heddle-cc` when the compiler wrappers are built (REQUIRES: heddle-cc);
# `root` when running as root with setpriv (REQUIRES: root); `openmp` when -fopenmp builds.
#
# Run one suite by hand after a build:
#   python3 /usr/lib/llvm-16/build/utils/lit/lit.py -sv \
#     --param heddle_site_config=build/runtime/test/lit.site.cfg.py runtime/test/reports
import os
import sys

config.name = "heddle-runtime"

sys.path.insert(0, os.path.dirname(__file__))
from heddle_lit_format import HeddleShTest  # noqa: E402 (a module, so lit's workers can unpickle it)

# External shell: RUN lines may use $?, redirections and background jobs
# (crash tests check exact exit statuses and signal forwarding).
config.test_format = HeddleShTest(execute_external=True)
config.suffixes = [".c", ".cpp", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in", "heddle_lit_format.py"]

# The configured site file carries the build tree's paths; without it nothing can run.
site = lit_config.params.get("heddle_site_config")
if site is None:
    guess = os.path.join(os.path.dirname(__file__), "..", "..", "build", "runtime", "test",
                         "lit.site.cfg.py")
    site = os.path.abspath(guess)
if not os.path.exists(site):
    lit_config.fatal("heddle: %s not found; configure the build first "
                     "(cmake -S . -B build) and pass --param heddle_site_config=<build>/"
                     "runtime/test/lit.site.cfg.py" % site)
lit_config.load_config(config, site)

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = config.heddle_obj_root
# --param heddle_backend=mpk (ctest -L mpk, under scripts/in-vm.sh --serve): the
# same tests with backend=mpk, programs compiled here and run in the PKU VM
# (runtime/mpk/test/vm-compile.sh); their files go to a tree of their own.
backend = lit_config.params.get("heddle_backend")
config.heddle_backend = backend
if backend:
    config.test_exec_root = os.path.join(config.heddle_obj_root, "backend-" + backend)
    config.available_features.add("backend-" + backend)
    # `program-in-vm`: what %heddle-cc builds is a stub, the program runs in the VM. A test that
    # needs the program on this machine — its pid, its live control socket (`heddle filter`), its
    # output while it runs, a signal sent to it, a setuid copy, readelf on the executable — says
    # `UNSUPPORTED: program-in-vm` with the reason; backend=mpk has nothing to do with it.
    config.available_features.add("program-in-vm")
    config.environment["HEDDLE_TEST_BACKEND"] = backend
    if "HEDDLE_VM_DIR" in os.environ:
        config.environment["HEDDLE_VM_DIR"] = os.environ["HEDDLE_VM_DIR"]
    # A test program that hangs in the VM is killed with its stacks printed (scripts/vm/exec.sh) after
    # exec.sh's default 600 s: the longest, crash/fork-while-allocating.c, took ~250 s at load ~17.
    if "HEDDLE_VM_PROG_TIMEOUT" in os.environ:
        config.environment["HEDDLE_VM_PROG_TIMEOUT"] = os.environ["HEDDLE_VM_PROG_TIMEOUT"]

bin_dir = config.heddle_bin_dir
inputs = os.path.join(config.test_source_root, "Inputs")
writer_lib = os.path.join(config.heddle_lib_dir, "libheddle_log_writer.a")
cc_log_writer = " ".join([
    config.heddle_cc, "-g", "-O0", "-fno-omit-frame-pointer", "-pthread",
    "-I" + os.path.join(config.heddle_src_root, "runtime", "common"),
    "-I" + inputs,
    "-Wl,--whole-archive", writer_lib, "-Wl,--no-whole-archive",
])

# Longest names first: lit substitutes in list order.
vm_compile = ""
if backend:
    vm_compile = os.path.join(config.heddle_src_root, "runtime", "mpk", "test", "vm-compile.sh") + " "
config.substitutions.append(("%heddle-c\\+\\+", vm_compile + os.path.join(bin_dir, "heddle-c++")))
config.substitutions.append(("%heddle-cc", vm_compile + os.path.join(bin_dir, "heddle-cc")))
config.substitutions.append(("%heddle", os.path.join(bin_dir, "heddle")))
config.substitutions.append(("%FileCheck", config.heddle_filecheck))
config.substitutions.append(("%opt", config.heddle_opt))
# --param heddle_skip_sarif_validate=1 (scripts/lit-stress.sh): the validator takes most of a test's time and
# its verdict does not depend on the schedule; repeated runs hunting timing-dependent outcomes skip it.
if lit_config.params.get("heddle_skip_sarif_validate") == "1":
    config.substitutions.append(("%sarif-validate", "true"))
else:
    config.substitutions.append(("%sarif-validate",
                                 os.path.join(config.heddle_src_root, "scripts", "sarif-validate.sh")))
config.substitutions.append(("%cc-log-writer", cc_log_writer))
config.substitutions.append(("%python", config.heddle_python))
# The reporter's sources, for tests that drive one of its modules directly.
config.substitutions.append(("%reporter-src",
                             os.path.join(config.heddle_src_root, "runtime", "reporter")))
config.substitutions.append(("%inputs", inputs))
config.substitutions.append(("%{long}", "/".join(c * 200 for c in "def")))

if os.path.exists(os.path.join(bin_dir, "heddle-cc")):
    config.available_features.add("heddle-cc")
# `root`: the tests may make a setuid-root copy of a program and run it as
# nobody with setpriv (a real AT_SECURE start; runtime/test/reliability).
import shutil
if os.geteuid() == 0 and shutil.which("setpriv"):
    config.available_features.add("root")
# `pku`: this machine's CPU and kernel have memory protection keys (backend=mpk
# works here, not only in scripts/in-vm.sh's VM).
try:
    with open("/proc/cpuinfo") as cpuinfo:
        flags = next((l.split() for l in cpuinfo if l.startswith("flags")), [])
    if "pku" in flags and "ospke" in flags:
        config.available_features.add("pku")
except OSError:
    pass

# `openmp`: the test compiler builds and links -fopenmp programs (libomp-16-dev,
# scripts/debian-packages.txt; without it clang stops at "'omp.h' file not found").
import subprocess
try:
    probe = subprocess.run([config.heddle_cc, "-fopenmp", "-x", "c", "-", "-o", os.devnull],
                           input=b"#include <omp.h>\nint main(void) { return omp_get_max_threads() < 0; }\n",
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    if probe.returncode == 0:
        config.available_features.add("openmp")
except (OSError, subprocess.SubprocessError):
    pass

# Tests set their own HEDDLE_* variables; never inherit the caller's.
for name in ("HEDDLE_OPTIONS", "HEDDLE_LOG_DIR"):
    config.environment.pop(name, None)
# Every heddle-cc build here runs LLVM's IR verifier after each stage of heddle's passes
# (runtime/pass/verify_ir.cpp), whatever the caller's environment says: IR a pass breaks fails the
# test as "heddle pass produced invalid IR ... in function `f`", not as a crash in clang's backend.
config.environment["HEDDLE_CC_VERIFY"] = "1"
# The suites written for PUSh's policies run in strict mode (unannotated memory
# private to one thread); race/ (lit.local.cfg) runs in the default race mode.
# A test that sets HEDDLE_OPTIONS itself names the mode it needs.
config.environment["HEDDLE_OPTIONS"] = "unannotated=private"
config.environment["PATH"] = os.pathsep.join([bin_dir, os.environ.get("PATH", "")])
