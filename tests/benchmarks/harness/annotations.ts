// Annotation cost per program, as in PUSh Table 1: lines of code (no blank or
// comment lines), lines carrying a heddle annotation, and their share. The
// shared common/ files are counted once, as their own row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, type Program } from './suite.js';

export interface AnnotationCost {
  name: string;
  loc: number;
  annotations: number;
  percent: number;
}

/** Removes C comments (keeping line breaks) so blank and comment-only lines can be dropped. */
export function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, (m) =>
    m.startsWith('/') ? m.replace(/[^\n]/g, ' ') : m,
  );
}

const ANNOTATION = /\bheddle_(malloc|malloc_locked|acquire_write|release_write|acquire_read|release_read|set_racy|set_sticky_read|set_locked|slice)\s*\(|\bHEDDLE_GLOBAL(_LOCKED)?\s*\(/;

export function countLines(files: string[]): { loc: number; annotations: number } {
  let loc = 0;
  let annotations = 0;
  for (const f of files)
    for (const line of stripComments(readFileSync(f, 'utf8')).split('\n')) {
      if (line.trim() === '') continue;
      loc++;
      if (ANNOTATION.test(line)) annotations++;
    }
  return { loc, annotations };
}

export function annotationCosts(suite: Program[]): AnnotationCost[] {
  const row = (name: string, files: string[]): AnnotationCost => {
    const { loc, annotations } = countLines(files);
    return { name, loc, annotations, percent: loc ? (100 * annotations) / loc : 0 };
  };
  return [
    ...suite.map((p) => row(p.program, p.sources.map((s) => join(BENCH_DIR, s)))),
    row('common (shared)', ['bench.c', 'bench.h'].map((f) => join(BENCH_DIR, 'common', f))),
  ];
}
