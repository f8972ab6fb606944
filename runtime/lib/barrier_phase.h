/* barrier_phase.h — which round of a pthread barrier a thread arrives in.
 *
 * A barrier orders every arrival of a round before every departure from that
 * round, and nothing of the next round before them. One clock per barrier
 * (TSan's model, and heddle's before) orders too much: a thread that leaves
 * round k late acquires the releases that quicker threads already made
 * arriving in round k+1, so what they did between the two rounds looks
 * ordered before it. A new-user trial (Jacobi sweeps with the second barrier
 * of each iteration missing: thread 0 swaps the buffers while the others
 * start the next sweep) was reported by both TSans every run and by heddle in
 * 1 run of 9. Here each round releases into and acquires from its own key:
 * two per barrier, by the round's parity (no thread can arrive in round k+2
 * before every thread has left round k). The round is counted from the
 * arrivals and the count given to pthread_barrier_init. */
#ifndef HEDDLE_BARRIER_PHASE_H
#define HEDDLE_BARRIER_PHASE_H

/* pthread_barrier_init(b, ..., count) succeeded: rounds start over. */
void hd_barrier_init(const void *b, unsigned count);
/* pthread_barrier_destroy(b): b's rounds are no longer counted. */
void hd_barrier_destroy(const void *b);
/* A thread arrives at b: the sync address of the round it arrives in (b
 * itself for a barrier whose init was not seen or that did not fit). */
const void *hd_barrier_arrive(const void *b);

#endif
