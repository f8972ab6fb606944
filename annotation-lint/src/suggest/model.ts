// The data types of annotation suggestions applied to source files (heddle annotate, the editor's quick fixes).
// The input is the sarif package's resolved result; everything here is plain data (the language server sends
// it between threads).
import type { ResolvedArtifact, ResolvedResult } from '@heddle/sarif';

/** What planning needs of a runtime result (a ResolvedResult is one; the language server keeps just these). */
export type SuggestionResult = Pick<ResolvedResult, 'ruleId' | 'title' | 'primary' | 'fixes' | 'heddle'>;

/** Where the suggestion's files are and what they hold now. */
export interface SourceFiles {
  /** The local path of a file a fix or location names (see @heddle/sarif artifactFilePath); undefined: none. */
  pathOf(artifact: ResolvedArtifact, absoluteUri?: string): string | undefined;
  /** The file's current text; undefined when it cannot be read. */
  read(path: string): string | undefined;
}

/** One replacement in a file's current text: [start, end) in UTF-16 code units, replaced by `text`. */
export interface PlannedEdit {
  start: number;
  end: number;
  text: string;
}

/** A file with every accepted fix applied. */
export interface PlannedFile {
  path: string;
  before: string;
  after: string;
  /** Sorted by position, none overlapping, identical edits (and repeated `#include <heddle.h>`) kept once. */
  edits: PlannedEdit[];
}

/** Where a result is reported: its primary location (else its fix's first file), for messages. */
export interface SuggestionPlace {
  path: string;
  /** 1-based; 0 when unknown. */
  line: number;
}

export interface SuggestionOutcome {
  result: SuggestionResult;
  where: SuggestionPlace;
  /** The fix's description (or the result's title when the fix has none). */
  description: string;
}

export interface RefusedFix extends SuggestionOutcome {
  /** Why the fix was not applied: a sentence that says what would go wrong and where. */
  reason: string;
  /**
   * The fix's own place when the check that refused it was of another file than the suggestion's (its first
   * inserted statement there): the reason's line numbers are that file's (trial round 14 finding 5: test-hash.c's
   * `hash`, whose fix went into concur-hash.c, was "refused test-hash.c:19: … not declared before line 19").
   */
  fixPlace?: SuggestionPlace;
}

export interface AnnotationPlan {
  /** The files the accepted fixes change, in the order first touched. */
  files: PlannedFile[];
  accepted: SuggestionOutcome[];
  refused: RefusedFix[];
  /** Fixes whose inserted lines are all in the file already (applied before): nothing to do. */
  alreadyApplied: SuggestionOutcome[];
  /** Suggestions without a fix (a message only): nothing to apply. */
  withoutFix: SuggestionOutcome[];
  /** Files a fix names that could not be read: no fix touching them was applied. */
  missing: { path: string; results: SuggestionOutcome[] }[];
}
