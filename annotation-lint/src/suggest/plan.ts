// Plans applying annotation suggestions: resolves each result's fix to edits of the files' current texts, checks
// each fix on its own (checks.ts), then merges the accepted ones per file — sorted, identical edits and repeated
// `#include <heddle.h>` kept once, a fix overlapping an accepted one refused whole. A refused fix changes nothing.
import type { Parser } from 'web-tree-sitter';
import type { ResolvedFix } from '@heddle/sarif';
import { createCParser, createParser } from '../c/language.js';
import { CPP_SOURCE } from '../project.js';
import { checkFix, countErrors, parseFile, type FixEdit, type ParsedFile } from './checks.js';
import type { AnnotationPlan, PlannedEdit, PlannedFile, SourceFiles, SuggestionOutcome, SuggestionPlace, SuggestionResult } from './model.js';
import { applyEdits, withLineEnding } from './text.js';

const HEDDLE_INCLUDE = /^[ \t]*#[ \t]*include[ \t]*[<"]heddle\.h[>"]/m;

/** Whether an edit inserts `#include <heddle.h>` (or "heddle.h") and nothing else. */
export function isHeddleInclude(text: string): boolean {
  return HEDDLE_INCLUDE.test(text) && text.trim().split(/\r?\n/).length === 1;
}

let cParser: Promise<Parser> | undefined;
let cppParser: Promise<Parser> | undefined;

/** The parsers a plan reads its files with: tree-sitter-cpp for C++ files (a range-for or a lambda next to an
 * inserted line is an ERROR to tree-sitter-c, and the fix was refused), loaded only when a result names one. */
interface Parsers {
  c: Parser;
  cpp?: Parser;
}

/** An accepted edit and the result whose fix it belongs to. */
interface OwnedEdit extends PlannedEdit {
  owner: SuggestionOutcome;
  include: boolean;
}

function overlaps(a: PlannedEdit, b: PlannedEdit): boolean {
  if (a.start === a.end && b.start === b.end) return false;
  if (a.start === a.end) return b.start < a.start && a.start < b.end;
  if (b.start === b.end) return a.start < b.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

const byPosition = (a: PlannedEdit, b: PlannedEdit) => a.start - b.start || a.end - b.end;

/**
 * Lines inserted at one place by different suggestions: a global's acquire (`heddle_acquire_write(&input)`) first and
 * its release last, since the other calls there may read the global to name what it points to
 * (`heddle_acquire_write(input)`), which is inaccessible to the thread before the one and after the other.
 */
function insertionRank(e: PlannedEdit): number {
  if (e.start !== e.end) return 1;
  if (/^\s*heddle_acquire_(?:read|write)\(\s*&/.test(e.text)) return 0;
  if (/^\s*heddle_release_(?:read|write)\(\s*&/.test(e.text)) return 2;
  return 1;
}

/**
 * The same for objects reached through each other: `heddle_acquire_write(work->path)` reads `work`, so it goes after
 * `heddle_acquire_write(work)`, and a release of `request->path` before that of `request` (trial 18 F1). A policy
 * call gives the object up as a release does: `heddle_set_locked(pool->queue, &pool->lock)` reads `pool`, so it goes
 * before `heddle_set_locked(pool, &pool->lock)`, after which that read needs the mutex (trial round 12 finding 4).
 * The rank is how many `->` the (first) argument goes through, negated for a release or a policy call.
 */
function reachRank(e: PlannedEdit): number {
  const call = /^\s*heddle_(acquire|release|set)_(?:read|write|locked|sticky_read|racy)\(([^,;]*)[,)]/.exec(e.text);
  if (!call || e.start !== e.end) return 0;
  const depth = (call[2] ?? '').split('->').length - 1;
  return call[1] === 'acquire' ? depth : -depth;
}

class Planner {
  private readonly parsed = new Map<string, ParsedFile | undefined>();
  /** Accepted edits per file, in acceptance order; a Map keeps the order files were first touched. */
  private readonly edits = new Map<string, OwnedEdit[]>();
  readonly plan: AnnotationPlan = { files: [], accepted: [], refused: [], alreadyApplied: [], withoutFix: [], missing: [] };
  /** Per file, its lines without surrounding white space (to see a fix applied before). */
  private readonly lineSets = new Map<string, Set<string>>();

  constructor(private readonly parsers: Parsers, private readonly files: SourceFiles) {}

  private parserFor(path: string): Parser {
    return (CPP_SOURCE.test(path) && this.parsers.cpp) || this.parsers.c;
  }

  private file(path: string): ParsedFile | undefined {
    if (!this.parsed.has(path)) {
      const text = this.files.read(path);
      this.parsed.set(path, text === undefined ? undefined : parseFile(this.parserFor(path), text));
    }
    return this.parsed.get(path);
  }

  private outcome(result: SuggestionResult, fix: ResolvedFix | undefined): SuggestionOutcome {
    const span = result.primary?.span;
    const change = fix?.changes[0];
    const where = span
      ? { path: this.files.pathOf(span) ?? span.path, line: span.startLine }
      : change
        ? { path: this.files.pathOf(change.artifact, change.absoluteUri) ?? change.artifact.path, line: change.replacements[0]?.deleted.startLine ?? 0 }
        : { path: '', line: 0 };
    return { result, where, description: fix?.description || result.title };
  }

  private refuse(outcome: SuggestionOutcome, reason: string, fixPlace?: SuggestionPlace): void {
    this.plan.refused.push({ ...outcome, reason, ...(fixPlace && { fixPlace }) });
  }

  private missing(path: string, outcome: SuggestionOutcome): void {
    const entry = this.plan.missing.find((m) => m.path === path);
    if (entry) entry.results.push(outcome);
    else this.plan.missing.push({ path, results: [outcome] });
  }

  private hasLine(path: string, file: ParsedFile, text: string): boolean {
    let lines = this.lineSets.get(path);
    if (!lines) this.lineSets.set(path, (lines = new Set(file.text.split(/\r\n|\r|\n/).map((l) => l.trim()))));
    return text.split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== '').every((l) => lines.has(l));
  }

  /**
   * The fix's edits per file, or why it cannot be applied ('missing' when a file could not be read). Inserted
   * lines the file already has (a fix applied before, an #include <heddle.h>) are left out; `present` counts them.
   */
  private editsOf(fix: ResolvedFix): { perFile: Map<string, FixEdit[]>; present: number } | string | { missing: string } {
    const perFile = new Map<string, FixEdit[]>();
    let present = 0;
    for (const change of fix.changes) {
      const path = this.files.pathOf(change.artifact, change.absoluteUri);
      if (path === undefined) return `it edits ${change.artifact.uri}, which names no file that may be edited here (not a local file, or outside the source root)`;
      const file = this.file(path);
      if (!file) return { missing: path };
      const edits = perFile.get(path) ?? [];
      perFile.set(path, edits);
      for (const replacement of change.replacements) {
        const range = file.lines.range(replacement.deleted, fix.columnKind);
        if (typeof range === 'string') return `its edit of ${change.artifact.path} cannot be placed: ${range}`;
        const text = withLineEnding(replacement.inserted, file.lines.eol);
        // Already there (an earlier fix, the user): the include is not inserted again.
        if (isHeddleInclude(text) && range.start === range.end && HEDDLE_INCLUDE.test(file.text)) continue;
        const lineStart = file.lines.starts[file.lines.lineOf(range.start) - 1] === range.start;
        const lineInsertion = range.start === range.end && lineStart && text.endsWith('\n');
        if (lineInsertion && text.trim() !== '' && this.hasLine(path, file, text)) {
          present++;
          continue;
        }
        edits.push({ ...range, text, lineInsertion });
      }
      edits.sort(byPosition);
      const clash = edits.findIndex((e, i) => i > 0 && overlaps(edits[i - 1]!, e));
      if (clash > 0) return `its own edits overlap at line ${file.lines.lineOf(edits[clash]!.start)} of ${change.artifact.path}`;
    }
    return { perFile, present };
  }

  add(result: SuggestionResult): void {
    const fix = result.fixes[0];
    const outcome = this.outcome(result, fix);
    if (!fix) {
      this.plan.withoutFix.push(outcome);
      return;
    }
    if (fix.problem) return this.refuse(outcome, fix.problem);
    const planned = this.editsOf(fix);
    if (typeof planned === 'string') return this.refuse(outcome, planned);
    if ('missing' in planned) return this.missing(planned.missing, outcome);
    const { perFile, present } = planned;
    if (present > 0 && [...perFile.values()].every((edits) => edits.length === 0)) {
      this.plan.alreadyApplied.push(outcome);
      return;
    }
    const span = result.primary?.span;
    const primaryPath = span && this.files.pathOf(span);
    const pending: [string, OwnedEdit][] = [];
    for (const [path, edits] of perFile) {
      const file = this.file(path)!;
      const reference = primaryPath === path && span!.startLine <= file.lines.lineCount ? file.lines.ends[span!.startLine - 1] : undefined;
      const problem = checkFix(this.parserFor(path), { file, edits, ...(result.heddle.suggestion && { suggestion: result.heddle.suggestion }), ...(reference !== undefined && { reference }) });
      if (problem) return this.refuse(outcome, problem, path === outcome.where.path ? undefined : fixPlaceIn(path, file, edits));
      const accepted = this.edits.get(path) ?? [];
      for (const edit of edits) {
        const include = isHeddleInclude(edit.text);
        const same = (e: PlannedEdit) => e.start === edit.start && e.end === edit.end && e.text === edit.text;
        if (accepted.some(same) || pending.some(([p, e]) => p === path && same(e))) continue;
        if (include && edit.start === edit.end && [...accepted, ...pending.filter(([p]) => p === path).map(([, e]) => e)].some((e) => e.include)) continue;
        const other = accepted.find((e) => overlaps(e, edit));
        if (other) {
          return this.refuse(outcome, `its edit at line ${file.lines.lineOf(edit.start)} overlaps the fix of the suggestion at ${other.owner.where.path}:${other.owner.where.line} (${other.owner.description}), which was accepted first`);
        }
        const { lineInsertion: _, ...plain } = edit;
        pending.push([path, { ...plain, owner: outcome, include }]);
      }
    }
    for (const [path, edit] of pending) {
      const list = this.edits.get(path) ?? [];
      list.push(edit);
      this.edits.set(path, list);
    }
    this.plan.accepted.push(outcome);
  }

  /** The files with every accepted fix applied; a file the fixes together break refuses all of them. */
  finish(): AnnotationPlan {
    for (const [path, edits] of this.edits) {
      const file = this.file(path)!;
      const after = applyEdits(file.text, edits);
      const tree = this.parserFor(path).parse(after);
      const errors = tree ? countErrors(tree.rootNode) : Infinity;
      tree?.delete();
      if (errors > file.errors) {
        const owners = new Set(edits.map((e) => e.owner));
        for (const owner of owners) this.refuse(owner, `together with the other fixes of ${path} it would make the file fail to parse`);
        this.plan.accepted = this.plan.accepted.filter((o) => !owners.has(o));
        for (const [other, list] of this.edits) this.edits.set(other, list.filter((e) => !owners.has(e.owner)));
      }
    }
    for (const [path, edits] of this.edits) {
      if (edits.length === 0) continue;
      const file = this.file(path)!;
      const sorted = edits
        .map((e, i) => ({ e, i }))
        .sort((a, b) => byPosition(a.e, b.e) || insertionRank(a.e) - insertionRank(b.e) || reachRank(a.e) - reachRank(b.e) || a.i - b.i)
        .map(({ e }) => ({ start: e.start, end: e.end, text: e.text }));
      this.plan.files.push({ path, before: file.text, after: applyEdits(file.text, sorted), edits: sorted } satisfies PlannedFile);
    }
    for (const file of this.parsed.values()) file?.tree.delete();
    return this.plan;
  }
}

/** A fix's place in one file it edits: its first inserted line that is not the #include. */
function fixPlaceIn(path: string, file: ParsedFile, edits: readonly FixEdit[]): SuggestionPlace {
  const edit = edits.find((e) => !isHeddleInclude(e.text)) ?? edits[0];
  return { path, line: edit ? file.lines.lineOf(edit.start) : 0 };
}

/**
 * Which of the results' fixes can be applied to the files as they are now, and the files with them applied.
 * Results are taken in order (their first fix each); the plan says why each refused one was refused.
 */
export async function planAnnotations(results: readonly SuggestionResult[], files: SourceFiles): Promise<AnnotationPlan> {
  cParser ??= createCParser();
  const named = results.flatMap((r) => [r.primary?.span?.path, ...(r.fixes ?? []).flatMap((f) => f.changes.map((c) => c.artifact.path))]);
  if (named.some((path) => path !== undefined && CPP_SOURCE.test(path))) cppParser ??= createParser('cpp');
  const planner = new Planner({ c: await cParser, ...(cppParser && { cpp: await cppParser }) }, files);
  for (const result of results) planner.add(result);
  return planner.finish();
}
