/* stop_signals.h — race mode's annotation suggestions for a process that a
 * stop signal (SIGTERM, SIGINT, SIGHUP) ends (stop_signals.c). */
#ifndef HEDDLE_STOP_SIGNALS_H
#define HEDDLE_STOP_SIGNALS_H

/* At start-up, in race mode, with the log open: takes each stop signal whose
 * disposition is still the default (terminate). */
void hd_stop_signals_init(void);

#endif
