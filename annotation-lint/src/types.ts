// The data types every part of annotation-lint shares: positions, findings, fixes.
// Positions follow the Language Server Protocol (0-based line, character in
// UTF-16 code units = JavaScript string index within the line), so the
// language server hands them to the editor unchanged.

export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

export type Severity = 'error' | 'warning' | 'note';

/** One textual replacement in a file (an empty range inserts). */
export interface TextEdit {
  file: string;
  range: Range;
  newText: string;
}

/** A machine-applicable fix: SARIF `fixes[]`, an LSP quick fix. */
export interface Fix {
  description: string;
  edits: TextEdit[];
}

/** Another place that explains a finding (the conflicting access, the acquire, ...). */
export interface RelatedLocation {
  file: string;
  range: Range;
  message: string;
}

export interface Finding {
  /** Stable rule id, documented in docs/lint-rules.md (see RULES in rules.ts). */
  ruleId: string;
  severity: Severity;
  /** What is wrong and how to fix it. */
  message: string;
  file: string;
  range: Range;
  fixes: Fix[];
  related: RelatedLocation[];
}
