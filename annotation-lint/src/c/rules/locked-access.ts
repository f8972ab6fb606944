// Rule 4: an object annotated HEDDLE_GLOBAL_LOCKED(g, &m) accessed where m is
// not held — like clang's -Wthread-safety for GUARDED_BY. The lockset at each
// access comes from program.ts (locks held on every path, including those
// every caller holds).
import { globalAnnotations } from '../annotated.js';
import { objectKey } from '../flow-state.js';
import { globalId, type Program } from '../program.js';
import { finding, where } from '../../finding.js';
import type { Finding } from '../../types.js';

export function lockedAccessOutsideLock(program: Program): Finding[] {
  const out: Finding[] = [];
  const annotations = globalAnnotations(program);
  for (const a of program.accesses) {
    const ann = annotations.get(globalId(a.global.file, a.global.item.name));
    if (!ann?.mutexArg) continue;
    const mutex = objectKey(ann.mutexArg);
    if (a.state.locks.has(mutex)) continue;
    // A C++ mutex (annotated through its native_handle()) is taken by a lock holder.
    const remedy = /native_handle\(\)$/.test(ann.mutexArg) ? `hold std::lock_guard lock(${mutex}) in a block around the access` : `call pthread_mutex_lock(${ann.mutexArg}) before and the matching unlock after`;
    out.push(finding('locked-access-outside-lock', a.fn.file.path, a.event.range,
      `'${a.event.name}' is HEDDLE_GLOBAL_LOCKED(${ann.name}, ${ann.mutexArg}) but ${a.fn.item.name}() ${a.write ? 'writes' : 'reads'} it without holding ${mutex}: ${remedy}`,
      [], [{ file: ann.file.path, range: ann.call.range, message: `annotated here (${where(ann.file.path, ann.call.range, a.fn.file.path)})` }]));
  }
  return out;
}
