// LintProject: the set of C sources and filters linted together, kept parsed.
// The CLI fills it once; the language server keeps one per workspace and calls
// setFile on every change — with the new text only (the edit is diffed and
// tree-sitter reparses incrementally) or with a tree it parsed itself.
import type { Parser, Tree } from 'web-tree-sitter';
import { createCParser } from './c/language.js';
import { nativeCParser, type NativeCParser } from './c/native-parser.js';
import { Program } from './c/program.js';
import { annotationMisuse } from './c/rules/annotation-misuse.js';
import { unbalancedChanges } from './c/rules/balance.js';
import { lockedAccessOutsideLock } from './c/rules/locked-access.js';
import { unannotatedSharedGlobals } from './c/rules/shared-globals.js';
import { stickyReadWhileThreadsRun } from './c/rules/sticky-read.js';
import { CSource } from './c/source.js';
import type { FilterParseResult } from './filter/ast.js';
import { checkFilter } from './filter/check.js';
import { MAX_FLOW_DEPTH } from './c/too-deep.js';
import { parseFilter } from './filter/parser.js';
import { finding } from './finding.js';
import { ruleInfo } from './rules.js';
import type { Finding, Severity } from './types.js';

/** Per-rule severity override; 'off' drops the rule's findings. */
export type RuleSettings = Readonly<Record<string, Severity | 'off'>>;

export const C_SOURCE = /\.(c|h)$/;
export const FILTER_SOURCE = /\.hfilter$/;

interface FilterSource {
  text: string;
  parsed: FilterParseResult;
}

export class LintProject {
  private readonly sources = new Map<string, CSource>();
  private readonly filters = new Map<string, FilterSource>();
  private cached: Finding[] | undefined;
  /** The last analysis: the next one reuses per-call work while globals and functions stay the same. */
  private program: Program | undefined;

  private constructor(private readonly parser: Parser, private readonly native: NativeCParser | undefined, private readonly rules: RuleSettings) {}

  /**
   * `parser`: 'auto' (default) parses whole files natively when the native parser is built
   * (native-parser.ts), 'wasm' always uses web-tree-sitter. Findings are the same either way.
   */
  static async create(options: { rules?: RuleSettings; parser?: 'auto' | 'wasm' } = {}): Promise<LintProject> {
    for (const id of Object.keys(options.rules ?? {})) ruleInfo(id); // unknown ids fail loudly, not silently
    const native = options.parser === 'wasm' ? undefined : nativeCParser();
    return new LintProject(await createCParser(), native, options.rules ?? {});
  }

  /**
   * Adds or updates a file (.c/.h: C, .hfilter: execution filter). For C, pass
   * `tree` to use a tree you parsed (with this package's web-tree-sitter and
   * loadCLanguage()); otherwise an edit inside one definition re-reads that
   * definition alone, and any other edit reparses the file incrementally.
   */
  setFile(path: string, text: string, tree?: Tree): void {
    if (FILTER_SOURCE.test(path)) {
      this.filters.set(path, { text, parsed: parseFilter(text) });
      this.cached = undefined;
      return;
    }
    const old = this.sources.get(path);
    if (old && !old.update(text, tree)) return; // unchanged: the findings stand
    if (!old) this.sources.set(path, new CSource(this.parser, this.native, path, text, tree));
    this.cached = undefined;
  }

  removeFile(path: string): void {
    this.sources.get(path)?.dispose();
    this.cached = undefined;
    this.sources.delete(path);
    this.filters.delete(path);
  }

  /**
   * The current tree of a C file (owned by the project unless you passed it in). After an edit the
   * project could lint without a whole-file reparse, the reparse happens here, on first request.
   */
  tree(path: string): Tree | undefined {
    return this.sources.get(path)?.tree();
  }

  filter(path: string): FilterParseResult | undefined {
    return this.filters.get(path)?.parsed;
  }

  paths(): string[] {
    return [...this.sources.keys(), ...this.filters.keys()];
  }

  /** Every finding of every file, sorted by file and position. */
  lint(): Finding[] {
    this.cached ??= this.runRules();
    return this.cached;
  }

  /** The findings located in one file (cross-file rules still see the whole project). */
  lintFile(path: string): Finding[] {
    return this.lint().filter((f) => f.file === path);
  }

  private runRules(): Finding[] {
    const files = [...this.sources.values()].map((s) => s.facts);
    const program = new Program(files, this.program);
    this.program = program;
    const functionNames = new Set(program.functions.keys());
    const all: Finding[] = [
      ...files.flatMap((f) => f.syntaxErrors.map((r) => finding('parse-error', f.path, r, 'tree-sitter-c cannot parse this; rules skip code they cannot read: fix the syntax (or exclude the file)'))),
      ...files.flatMap((f) => f.tooDeep.map((r) => finding('parse-error', f.path, r, `this definition nests too deeply for heddle-lint to analyse (over ${MAX_FLOW_DEPTH} levels of statements or expression); rules skip it: split it into smaller functions or expressions (or exclude the file)`))),
      ...annotationMisuse(program),
      ...unbalancedChanges(program),
      ...unannotatedSharedGlobals(program),
      ...lockedAccessOutsideLock(program),
      ...stickyReadWhileThreadsRun(program),
      ...[...this.filters].flatMap(([path, f]) => checkFilter({ path, text: f.text, parsed: f.parsed, sources: files, functionNames })),
    ];
    return applySettings(all, this.rules).sort(byLocation);
  }
}

function applySettings(findings: Finding[], rules: RuleSettings): Finding[] {
  return findings.flatMap((f) => {
    const setting = rules[f.ruleId];
    if (setting === 'off') return [];
    return [setting ? { ...f, severity: setting } : f];
  });
}

function byLocation(a: Finding, b: Finding): number {
  return a.file.localeCompare(b.file) || a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character || a.ruleId.localeCompare(b.ruleId);
}
