// Rule 5: heddle_set_sticky_read where another thread may already run: in
// code reachable from a thread start routine, or after a pthread_create on
// some path that no pthread_join of the same thread follows (also through callers). Sticky-read must be set while the program
// is single-threaded (PUSh §2).
import type { Program } from '../program.js';
import { othersMayRunNow } from '../flow-state.js';
import { finding, where } from '../../finding.js';
import type { Finding } from '../../types.js';

export function stickyReadWhileThreadsRun(program: Program): Finding[] {
  const out: Finding[] = [];
  for (const { fn, event, state } of program.calls) {
    if (event.callee !== 'heddle_set_sticky_read' || !othersMayRunNow(state)) continue;
    const start = program.threadStarts.get(fn.item.name);
    const why = program.threadCode.has(fn.item.name)
      ? `${fn.item.name}() runs in a thread${start ? ` (started at ${where(start.file.path, start.item.range, fn.file.path)})` : ''}`
      : `a thread may already run here (pthread_create comes before this call on some path to it, and no pthread_join of that thread since)`;
    out.push(finding('sticky-read-while-threads-run', fn.file.path, event.range, `heddle_set_sticky_read must be called while no other thread runs, but ${why}: move it before the first pthread_create, or use heddle_acquire_read / HEDDLE_READ_SHARED`));
  }
  return out;
}
