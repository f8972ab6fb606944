// Race mode's inference against the hand annotations (pure): which hand annotations
// (hand-annotations.ts) a suggestion reproduces — the same object (a global by name,
// `name.N` being LLVM's part of a split global struct; a heap object by the runtime's
// allocation site `file.c:line`) and one of the object's hand policies. A suggestion
// result reproduces at most `occurrences` annotations (heddle merges results per rule
// and site, so objects allocated through one wrapper line share a result).
import type { HandAnnotation } from './hand-annotations.js';
import type { HeddleReport, Suggestion } from './reports.js';
import type { AnnotationMatch } from './results.js';

/** A suggestion with where heddle placed it. */
export interface PlacedSuggestion extends Suggestion {
  location: string;
}

export function suggestionsOf(reports: HeddleReport[]): PlacedSuggestion[] {
  return reports.flatMap((r) => (r.rule === 'annotation-suggestion' && r.suggestion ? [{ ...r.suggestion, location: r.location }] : []));
}

/** The object a suggestion is about, as hand-annotations.ts keys it: `global:name` or the site `file.c:line`. */
export function suggestedObject(s: PlacedSuggestion): string {
  return s.object !== undefined ? `global:${s.object.replace(/\.\d+$/, '')}` : s.location;
}

function handObject(a: HandAnnotation): string {
  return a.site ?? a.object;
}

export function matchSuggestions(annotations: HandAnnotation[], suggestions: PlacedSuggestion[]): AnnotationMatch[] {
  const left = suggestions.map((s) => s.occurrences);
  return annotations.map((a) => {
    const same = suggestions.map((s, i) => ({ s, i })).filter(({ s }) => suggestedObject(s) === handObject(a));
    const hit = same.find(({ s, i }) => left[i]! > 0 && a.policies.includes(s.kind));
    if (hit) left[hit.i]!--;
    return {
      object: a.object,
      at: a.at,
      policies: a.policies,
      suggested: [...new Set(same.map(({ s }) => s.kind))].sort(),
      reproduced: hit !== undefined,
    };
  });
}
