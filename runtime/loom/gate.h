/* gate.h — unilateral exclusion, evacuation-lite (LOOM §3.3, §4.2): a
 * reader/writer gate. Once a filter with `r <> *` is installed, every thread
 * running instrumented code holds the gate shared, passing it at each slot
 * (statements, function entries and exits, loop headers); it gives the gate up
 * around calls into code without source (which may block) and while it waits
 * in a filter's own lock or semaphore. The thread entering such a region takes
 * the gate exclusively: it waits until every other thread has parked at a slot
 * or left instrumented code, runs the region alone, then reopens the gate. */
#ifndef HEDDLE_LOOM_GATE_H
#define HEDDLE_LOOM_GATE_H

/* Set at install when some filter has a unilateral exclusion: otherwise the
 * gate costs nothing and nobody holds it. */
extern int hd_loom_gate_installed;

/* A slot: takes the gate shared if this thread does not hold it, or steps
 * aside while another thread waits to take it exclusively. */
void hd_loom_gate_pass(void);
/* Gives up a shared hold for a wait or a call out of instrumented code; returns
 * 1 if something was given up (then hd_loom_gate_unpark takes it again). */
int hd_loom_gate_park(void);
void hd_loom_gate_unpark(void);
struct hd_loom_keyed;
/* Region entry and exit of a unilateral exclusion (they nest per thread). The
 * entry returns 0 when the region could not be made exclusive within the
 * filter timeout (the constraint is then removed) or the gate is off. */
int hd_loom_gate_enter_exclusive(struct hd_loom_keyed *constraint);
void hd_loom_gate_exit_exclusive(void);
/* Install: creates the thread-exit hook that gives up a finished thread's hold
 * (once; the gate stays on while the slot-padded code is). */
int hd_loom_gate_install(void);

/* Whether this thread holds the gate shared. */
int hd_loom_gate_holding(void);
/* Gives the shared hold up for good: the thread returns to optimised code. */
void hd_loom_gate_leave(void);

/* The live installer (LOOM §4.2's update lock taken in write mode): claims the
 * gate, so every thread holding it shared steps aside at its next slot where
 * `unsafe` (run by that thread) returns 0, while threads inside a region the
 * filter adds run on until they are out (evacuation); hd_loom_gate_readers()
 * tells when all have. 1: claimed; 0: a unilateral region held it past
 * deadline_ms (monotonic, hd_loom_now_ms). */
int hd_loom_gate_claim(long deadline_ms, int (*unsafe)(void));
void hd_loom_gate_unclaim(void);
/* Optimised code after a call out: waits while the installer holds the gate
 * (unless it is at an unsafe place: then it runs on, evacuating). */
void hd_loom_gate_wait_installer(void);
/* For the installer while it holds the gate: threads holding it shared (evacuating), and a wait of at most
 * `ms` for any change of the gate. */
int hd_loom_gate_readers(void);
void hd_loom_gate_wait_change(long ms);

#endif
