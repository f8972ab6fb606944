/* fault.c — the protection-key fault (SIGSEGV, SEGV_PKUERR) on a key the
 * backend owns: the check backend's decision (access.c's hd_check_object:
 * untouched becomes private to the first toucher, a locked object's first
 * access is verified, anything else not allowed is reported), then the pages
 * move to the object's new domain and the access runs again — or, after a
 * report, runs once with the key opened: the trap flag stops the thread after
 * that one instruction (SIGTRAP) and its PKRU is closed again, so the program
 * goes on as under the check backend (halt_on_error stops it in the report).
 * Faults in the runtime or in libc (their interceptors checked the call) are
 * let through the same way without a decision. Other SIGSEGVs and SIGTRAPs go
 * to the program's own handlers (signals.c). */
#include <errno.h>
#include <signal.h>
#include <sys/ucontext.h>

#include "access.h"
#include "arena.h"
#include "domain.h"
#include "globals.h"
#include "insn_size.h"
#include "keys.h"
#include "mpk.h"
#include "mpk_internal.h"
#include "pkru.h"
#include "signal_safe.h"
#include "stats.h"
#include "thread.h"

#define TRAP_FLAG 0x100u

/* Hooked accesses not settled inline, newest last (hd_mpk_defer). */
struct deferred {
  uintptr_t addr;
  size_t size;
  int is_write;
  struct hd_caller c;
};
#define NDEFERRED 4
static __thread struct deferred deferred[NDEFERRED];
static __thread unsigned deferred_next;

/* The last fault this thread took the retry path for, and how often in a row:
 * a retry that faults again at once (the pages' key and the record disagree)
 * is stepped instead, so no inconsistency can loop. */
static __thread uintptr_t retry_addr;
static __thread unsigned retries;

/* A single step in progress: the PKRU to put back after it, and the
 * instruction and address it runs (a fault of both before the trap is the
 * same access). */
static __thread int stepping;
static __thread uint32_t pkru_after_step;
static __thread uintptr_t step_pc, step_addr;

/* Defined (weak) by every object heddle-cc --backend=mpk compiled (runtime/pass/mpk_build.cpp). */
extern const char __heddle_built_for_mpk __attribute__((weak));

void hd_mpk_defer(uintptr_t addr, size_t size, int is_write, struct hd_caller c) {
  hd_mpk_close_window(); /* the access is the program's: the domains decide it */
  /* Code built for backend=mpk calls no hook before the single accesses it
   * leaves to the keys, so a deferred loop-level span could outlive its loop
   * and name a later access elsewhere in the same object: there the fault
   * names the instruction itself, always (its line and width). */
  if (&__heddle_built_for_mpk) return;
  deferred[deferred_next++ % NDEFERRED] = (struct deferred){addr, size, is_write, c};
}

static const struct deferred *deferred_for(uintptr_t addr, int is_write) {
  for (unsigned i = 1; i <= NDEFERRED; i++) {
    const struct deferred *d = &deferred[(deferred_next - i) % NDEFERRED];
    if (d->size && addr - d->addr < d->size && d->is_write == is_write) return d;
  }
  return 0;
}

/* Runs the faulting instruction once with key open, then SIGTRAP puts
 * `after` into the PKRU. */
static void step_once(ucontext_t *uc, uint32_t *pkru, int key, uintptr_t addr, uint32_t after) {
  uintptr_t pc = (uintptr_t)uc->uc_mcontext.gregs[REG_RIP];
  /* The same instruction's other operand (movs, a second page): the keys its
   * step opened already stay open, or the two faults would take turns. */
  uint32_t open = stepping && pc == step_pc ? *pkru : after;
  pkru_after_step = after;
  *pkru = open & ~HD_PKRU_BITS(key);
  uc->uc_mcontext.gregs[REG_EFL] |= TRAP_FLAG;
  step_pc = pc;
  step_addr = addr;
  stepping = 1;
}

/* The instruction being stepped faulted again at the same address before it
 * completed: another thread moved the object's pages to another key since
 * the fault (the last reader's release_read makes a read-shared object
 * inaccessible: the closed key), or a signal handler that ran in between put
 * the thread's own PKRU back into the frame (a rehash's stop, rehash.c). Its
 * access was decided — and reported — already: deciding it again reported one
 * read twice or more (scale/compact-records.c with dedup=0 in the VM: 96
 * reports of 70 reads without rehashes, 136-139 with; 67 to 69 of the 70
 * steps met the closed key). This key opens too, the step runs again, and the
 * PKRU after it follows a rehash that moved the thread's own key. */
static void step_again(ucontext_t *uc, uint32_t *pkru, int key) {
  if (hd_self) pkru_after_step = hd_mpk_pkru_for(hd_self, pkru_after_step);
  *pkru &= ~HD_PKRU_BITS(key);
  uc->uc_mcontext.gregs[REG_EFL] |= TRAP_FLAG;
  HD_MPK_COUNT(settled);
}

/* The instrumentation's hooks that follow an atomic instruction (runtime/pass/atomics.cpp). */
void __heddle_atomic_load(const void *p, uint32_t size, int order);
void __heddle_atomic_acquire(const void *p);
void __heddle_atomic_cmpxchg(const void *p, uint32_t size, int success_order, int failure_order, int succeeded);

/* Is the instruction at pc an atomic one? Atomics are synchronisation, never
 * checked (the check backend does not see them as accesses). A locked
 * read-modify-write says so in its encoding (LOCK prefix, or XCHG with
 * memory); an atomic load is a plain MOV, known by the call of its hook the
 * instrumentation puts right after it. Atomic stores open the window in
 * their hook, which runs before them. */
static int atomic_instruction(uintptr_t pc) {
  const uint8_t *b = (const uint8_t *)pc;
  int i = 0;
  for (; i < 6; i++) {
    uint8_t x = b[i];
    if (x == 0xF0) return 1;
    if (x == 0x66 || x == 0x67 || x == 0xF2 || x == 0xF3 || x == 0x2E || x == 0x3E || x == 0x26 || x == 0x64 ||
        x == 0x65 || x == 0x36 || (x & 0xF0) == 0x40)
      continue;
    break;
  }
  if (b[i] == 0x86 || b[i] == 0x87) return 1;
  /* call rel32 to an after-hook within the next few instructions */
  for (int k = 1; k < 40; k++) {
    if (b[k] != 0xE8) continue;
    int32_t rel;
    __builtin_memcpy(&rel, b + k + 1, 4);
    uintptr_t to = pc + (uintptr_t)k + 5 + (uintptr_t)(intptr_t)rel;
    if (to == (uintptr_t)__heddle_atomic_load || to == (uintptr_t)__heddle_atomic_acquire ||
        to == (uintptr_t)__heddle_atomic_cmpxchg)
      return 1;
  }
  return 0;
}

static void decide(ucontext_t *uc, uint32_t *pkru, int key, uintptr_t addr, int is_write) {
  uintptr_t pc = (uintptr_t)uc->uc_mcontext.gregs[REG_RIP];
  struct hd_thread *t = hd_self;
  struct hd_object *o = hd_arena_find(addr);
  if (!o) o = hd_globals_find(addr); /* an annotated global on pages of its own (domain.c) */
  if (!t || !o || hd_in_runtime || hd_rt_depth || !hd_from_program(pc)) {
    /* libc or the runtime: its interceptor decides; every domain opens
     * (domain.c's window) for the interrupted code too. */
    HD_MPK_COUNT(runtime_steps);
    hd_mpk_open_window();
    *pkru &= ~hd_mpk_owned_bits;
    return;
  }
  /* The thread may use the domain and only its PKRU is stale: a signal
   * handler of the program runs with the kernel's default PKRU, or a rehash
   * moved the thread's own domain. */
  uint32_t want = hd_mpk_refresh_self(t, *pkru);
  if (hd_mpk_object_key(o) == key && hd_mpk_pkru_allows(want, key, is_write)) {
    *pkru = want;
    HD_MPK_COUNT(settled);
    HD_MPK_COUNT(pkru_writes);
    return;
  }
  if (atomic_instruction(pc)) {
    HD_MPK_COUNT(settled);
    hd_mpk_open_window();
    *pkru &= ~hd_mpk_owned_bits;
    return;
  }
  /* Where and how wide the access was: the hook's, when it deferred it;
   * else the instruction itself (frame 0 is the faulting pc: +1, as the
   * reporter reads frames as return addresses), its frame chain from rbp,
   * and the width its encoding says (insn_size.c). */
  const struct deferred *d = deferred_for(addr, is_write);
  uintptr_t frame[2] = {(uintptr_t)uc->uc_mcontext.gregs[REG_RBP], pc + 1};
  struct hd_caller c = d ? d->c : (struct hd_caller){pc + 1, (uintptr_t)frame};
  uint64_t before = hd_mpk_reports_so_far();
  unsigned size = d ? (unsigned)d->size : hd_insn_access_size((const uint8_t *)pc);
  hd_check_object(t, o, d ? d->addr : addr, size ? size : 1, is_write, c);
  hd_mpk_changed_slow(o, t, 0);
  want = hd_mpk_pkru_for(t, *pkru);
  int key_now = hd_mpk_object_key(o);
  retries = retry_addr == addr ? retries + 1 : 0;
  retry_addr = addr;
  /* Counted by the decision, not by how the access runs on: a rehash while
   * this thread decided may have put it on the object's key again, and then
   * even a reported access just runs again. */
  int reported = hd_mpk_reports_so_far() != before;
  if (reported) HD_MPK_COUNT(violations);
  if (retries < 3 && (!key_now || hd_mpk_pkru_allows(want, key_now, is_write))) {
    *pkru = want;
    if (!reported) HD_MPK_COUNT(settled);
    HD_MPK_COUNT(pkru_writes);
    return;
  }
  step_once(uc, pkru, key, addr, want);
}

/* The kernel names the key the page's mapping carries when it handles the
 * fault, not the key the access met: another thread's pkey_mprotect may come
 * in between (arch/x86/mm/fault.c says so). A fault on a key the thread's
 * PKRU allows is such a fault: the page was retagged since — e.g. to key 0,
 * which is no key of the backend's, when a sliced array's first touch in
 * another thread moved it off the closed key (kmeans). Handed to the program's
 * disposition it killed the process (SIGSEGV, no report). The access runs
 * again, against the page's key now, which it then meets: the same address
 * faulting so STALE_RETRIES times in a row, with no other protection-key
 * fault of this thread between, is no such fault (the kernel completes a
 * pkey_mprotect before the faulting thread handles the fault) and goes on to
 * the program's handler instead of looping. */
#define STALE_RETRIES 100
static __thread uintptr_t stale_addr;
static __thread unsigned stale_runs;

static int retagged_meanwhile(const siginfo_t *si, ucontext_t *uc) {
  uint32_t *pkru = hd_pkru_in_context(uc);
  int is_write = (uc->uc_mcontext.gregs[REG_ERR] & 2) != 0;
  if (!pkru || si->si_pkey >= 16 || !hd_mpk_pkru_allows(*pkru, si->si_pkey, is_write)) return 0;
  uintptr_t addr = (uintptr_t)si->si_addr;
  stale_runs = stale_addr == addr ? stale_runs + 1 : 0;
  stale_addr = addr;
  if (stale_runs >= STALE_RETRIES) return 0;
  HD_MPK_COUNT(faults);
  HD_MPK_COUNT(settled);
  return 1;
}

static void on_segv(int sig, siginfo_t *si, void *ucv) {
  ucontext_t *uc = ucv;
  if (si->si_code != SEGV_PKUERR || !hd_mpk_key_owned(si->si_pkey)) {
    if (si->si_code == SEGV_PKUERR && retagged_meanwhile(si, uc)) return;
    hd_mpk_chain(sig, si, ucv);
    return;
  }
  uint32_t *pkru = hd_pkru_in_context(uc);
  if (!pkru) {
    /* Cannot happen with a kernel that delivers SEGV_PKUERR; never loop. */
    hd_stderr_str("heddle: backend=mpk: the signal frame holds no PKRU; cannot continue\n");
    _exit(70);
  }
  int saved = errno;
  stale_addr = 0;
  HD_MPK_COUNT(faults);
  if (stepping && (uintptr_t)uc->uc_mcontext.gregs[REG_RIP] == step_pc && (uintptr_t)si->si_addr == step_addr) {
    step_again(uc, pkru, si->si_pkey);
    errno = saved;
    return;
  }
  decide(uc, pkru, si->si_pkey, (uintptr_t)si->si_addr,
         (uc->uc_mcontext.gregs[REG_ERR] & 2) != 0); /* page-fault error code: bit 1 = write */
  errno = saved;
}

static void on_trap(int sig, siginfo_t *si, void *ucv) {
  ucontext_t *uc = ucv;
  if (!stepping || si->si_code != TRAP_TRACE) {
    hd_mpk_chain(sig, si, ucv);
    return;
  }
  stepping = 0;
  uc->uc_mcontext.gregs[REG_EFL] &= ~(greg_t)TRAP_FLAG;
  uint32_t *pkru = hd_pkru_in_context(uc);
  if (pkru) *pkru = pkru_after_step;
}

void hd_mpk_faults_install(void) {
  hd_mpk_install_handler(SIGSEGV, on_segv);
  hd_mpk_install_handler(SIGTRAP, on_trap);
}
