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
/* Install: creates the thread-exit hook that gives up a finished thread's hold. */
int hd_loom_gate_install(void);

#endif
