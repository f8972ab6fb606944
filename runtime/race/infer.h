/* infer.h — annotation inference from race mode's observations (infer.c). */
#ifndef HEDDLE_INFER_H
#define HEDDLE_INFER_H

struct hd_object;

/* Proposes o's annotation if it was shared without a race (o->mu held). */
void hd_race_infer(struct hd_object *o);
/* At exit, or as a stop signal ends the process: every global and live heap
 * object still unannotated. Runs once per process; returns whether this call
 * made them (0: not race mode, or made already / being made). */
int hd_race_infer_all(void);

#endif
