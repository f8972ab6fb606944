// Which globals the program already annotates: HEDDLE_GLOBAL(_LOCKED) at file
// scope, or policy changes (heddle_set_*, heddle_acquire_*) on &g in code.
import type { CallEvent, FileFacts } from './facts.js';
import { globalId, type Program } from './program.js';

export interface GlobalAnnotation {
  file: FileFacts;
  call: CallEvent;
  name: string;
  /** For HEDDLE_GLOBAL_LOCKED: the mutex argument as written (`&m`). */
  mutexArg?: string;
}

const annotationsOf = new WeakMap<Program, Map<string, GlobalAnnotation>>();

/** HEDDLE_GLOBAL(_LOCKED) annotations by the annotated global's identity (program.ts globalId). */
export function globalAnnotations(program: Program): Map<string, GlobalAnnotation> {
  const known = annotationsOf.get(program);
  if (known) return known;
  const out = new Map<string, GlobalAnnotation>();
  annotationsOf.set(program, out);
  for (const file of program.files) {
    for (const call of file.topLevelCalls) {
      const first = call.args[0];
      if ((call.callee !== 'HEDDLE_GLOBAL' && call.callee !== 'HEDDLE_GLOBAL_LOCKED') || first?.shape.kind !== 'identifier') continue;
      const a: GlobalAnnotation = { file, call, name: first.shape.target };
      if (call.callee === 'HEDDLE_GLOBAL_LOCKED' && call.args[1]) a.mutexArg = call.args[1].text;
      out.set(globalId(file, a.name), a);
    }
  }
  return out;
}

/** Globals whose policy code manages: `heddle_*(&g, ...)` anywhere. */
export function managedGlobals(program: Program): Set<string> {
  const out = new Set<string>();
  for (const { event } of program.calls) {
    const first = event.args[0];
    if (!event.callee.startsWith('heddle_') || !first) continue;
    if (first.shape.kind === 'address' || first.shape.kind === 'identifier') {
      const base = /^[A-Za-z_][A-Za-z0-9_]*/.exec(first.shape.target)?.[0];
      if (base) out.add(base);
    }
  }
  return out;
}
