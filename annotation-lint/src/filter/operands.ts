// The regions and events a constraint is made of: what rule 6 checks one by one
// (check.ts) and what the deadlock check (deadlock.ts) locates in the sources.
import type { Constraint, FilterEvent, Region } from './ast.js';

export function regionsOf(c: Constraint): Region[] {
  return c.kind === 'mutualExclusion' ? c.regions : c.kind === 'unilateralExclusion' ? [c.region] : [];
}

/** An execution order's events, or the entry and exit events of an exclusion's code regions. */
export function eventsOf(c: Constraint): FilterEvent[] {
  if (c.kind === 'executionOrder') return c.events;
  return regionsOf(c).flatMap((r) => (r.kind === 'codeRegion' ? [...r.entries, ...r.exits] : []));
}
