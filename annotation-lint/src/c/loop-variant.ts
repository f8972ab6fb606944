// Calls inside a loop whose arguments name a variable the loop writes
// (`heddle_acquire_read(x + starts[t])` in `for (t…)`): the object differs per
// iteration, so rule 2 cannot pair acquire and release up (CallEvent.loopVariant).
import type { AccessEvent, CallEvent, Flow } from './facts.js';

function eventsIn(f: Flow, out: (CallEvent | AccessEvent)[]): (CallEvent | AccessEvent)[] {
  if (f.k === 'seq') for (const i of f.items) eventsIn(i, out);
  else if (f.k === 'branch') for (const a of f.arms) eventsIn(a, out);
  else if (f.k === 'loop') eventsIn(f.test, eventsIn(f.body, out));
  else if (f.k === 'switch') eventsIn(f.body, out);
  else if (f.k === 'call' || f.k === 'access') out.push(f);
  return out;
}

/** Marks the calls in a loop whose arguments name a variable the loop writes (CallEvent.loopVariant). */
export function markLoopVariant(loop: Extract<Flow, { k: 'loop' }>): Flow {
  const events = eventsIn(loop, []);
  const written = new Set(events.filter((e): e is AccessEvent => e.k === 'access' && e.write).map((e) => e.name));
  if (written.size === 0) return loop;
  for (const e of events) {
    if (e.k === 'call' && e.args.some((a) => (a.text.match(/[A-Za-z_]\w*/g) ?? []).some((name) => written.has(name)))) e.loopVariant = true;
  }
  return loop;
}
