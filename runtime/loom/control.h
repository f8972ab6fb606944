/* control.h — starts the control channel's thread (control.c). */
#ifndef HEDDLE_LOOM_CONTROL_H
#define HEDDLE_LOOM_CONTROL_H

/* At start-up, on the main thread: when the executable has slots, a runtime
 * thread listens for `heddle filter` (control_proto.h). A wait in a live
 * filter longer than timeout_ms (0: no limit) removes it as a deadlock. */
void hd_loom_control_start(long timeout_ms);

#endif
