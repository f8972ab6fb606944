// A filter that deadlocks the program (LOOM §3.3) is detected by a timeout,
// removed with a warning naming it, and the program goes on without it.
// 1. An order whose awaited event can only come after the wait (one thread).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: printf 'filter-deadlock.c:%%s > filter-deadlock.c:%%s\n' $(grep -n 'LATER-LINE' %s | tail -1 | cut -d: -f1) $(grep -n 'EARLIER-LINE' %s | tail -1 | cut -d: -f1) > %t.hfilter
// RUN: env HEDDLE_OPTIONS=filters=%t.hfilter:filter_timeout_ms=500 %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=ORDER < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// ORDER: heddle: warning: execution filter {{.*}}.hfilter:1:1: a thread waited {{[0-9]+}} ms in this constraint, so it deadlocks the program (LOOM 3.3): the constraint is removed
// OUT: done 2
// OUT: exit=0
// 2. The bundled pipeline's use after free (tests/benchmarks, -DBUG_UAF_QUEUE) with LOOM Fig. 4's filter:
// main frees the fifo before it sets the flag the compressors wait for before their last use, so main
// waiting for that use waits forever. The filter is removed after the timeout, the program finishes
// (checksum ok) and the use after free it could not prevent is reported.
// RUN: %heddle-cc -g -O1 -DBUG_UAF_QUEUE -I%S/../../../tests/benchmarks/common %S/../../../tests/benchmarks/programs/pipeline.c %S/../../../tests/benchmarks/programs/lz.c %S/../../../tests/benchmarks/common/bench.c -o %t.pipeline
// RUN: printf 'pipeline.c:%%s {2} > pipeline.c:%%s\n' $(grep -n 'pthread_mutex_unlock(&fifo->mut);' %S/../../../tests/benchmarks/programs/pipeline.c | tail -1 | cut -d: -f1) $(grep -n 'queue_delete(cfg.fifo); /\*' %S/../../../tests/benchmarks/programs/pipeline.c | head -1 | cut -d: -f1) > %t.pipeline.hfilter
// RUN: env HEDDLE_OPTIONS=unannotated=private:filter_timeout_ms=1000 %heddle run --out %t.sarif --filter %t.pipeline.hfilter -- %t.pipeline --threads 2 --scale 0.01 > %t.pipeline.out 2> %t.pipeline.err; echo "exit=$?" >> %t.pipeline.err
// RUN: %FileCheck %s --check-prefix=PIPELINE < %t.pipeline.err
// RUN: %FileCheck %s --check-prefix=PIPEOUT < %t.pipeline.out
// PIPELINE: heddle: warning: execution filter {{.*}}pipeline.hfilter:1:1: a thread waited {{[0-9]+}} ms in this constraint, so it deadlocks the program
// PIPELINE: use after free
// PIPELINE: exit=66
// PIPEOUT: pipeline threads=2 scale=0.01 checksum=0c7e0ae5f6311b1b ok
#include <stdio.h>

int steps;

int main(void) {
  steps++; /* EARLIER-LINE */
  steps++; /* LATER-LINE */
  printf("done %d\n", steps);
  return 0;
}
