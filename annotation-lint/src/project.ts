// LintProject: the set of C and C++ sources and filters linted together, kept parsed.
// The CLI fills it once; the language server keeps one per workspace and calls
// setFile on every change — with the new text only (the edit is diffed and
// tree-sitter reparses incrementally) or with a tree it parsed itself.
import type { Parser, Tree } from 'web-tree-sitter';
import { createParser, type SourceLanguage } from './c/language.js';
import { nativeCParser, type NativeCParser } from './c/native-parser.js';
import { Program } from './c/program.js';
import { partitionPrograms, type BuildModel } from './c/program-model.js';
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
const NO_MACROS: ReadonlyMap<string, string> = new Map();
export const FILTER_SOURCE = /\.hfilter$/;
/** C++ sources and headers, read with tree-sitter-cpp (a `.h` is C unless the compile database compiles it as C++). */
export const CPP_SOURCE = /\.(cc|cpp|cxx|c\+\+|C|hpp|hh|hxx|h\+\+|ipp|tpp)$/;
/** Every file heddle-lint reads as source. */
export const SOURCE = /\.(c|h|cc|cpp|cxx|c\+\+|C|hpp|hh|hxx|h\+\+|ipp|tpp)$/;

interface FilterSource {
  text: string;
  parsed: FilterParseResult;
}

export class LintProject {
  private readonly sources = new Map<string, CSource>();
  private readonly filters = new Map<string, FilterSource>();
  private cached: Finding[] | undefined;
  /** The last analysis of each program: the next one reuses per-call work while globals and functions stay the same. */
  private programs = new Map<string, Program>();

  /** tree-sitter-cpp's parser, made when the first C++ file comes (setFile needs it at once: see `prepare`). */
  private cppParser: Parser | undefined;

  private constructor(
    private readonly parser: Parser,
    private readonly native: NativeCParser | undefined,
    private readonly rules: RuleSettings,
    private build: BuildModel | undefined,
  ) {}

  /**
   * `parser`: 'auto' (default) parses whole files natively when the native parser is built
   * (native-parser.ts), 'wasm' always uses web-tree-sitter. Findings are the same either way.
   * `build`: which build targets each file is compiled into and the macros it is compiled with (a compile
   * database's); without it, every file defining `main` is a program of its own with the files that define none
   * (c/program-model.ts), and only macros the file defines itself decide its `#if`s (c/dead-code.ts).
   */
  static async create(options: { rules?: RuleSettings; parser?: 'auto' | 'wasm'; build?: BuildModel } = {}): Promise<LintProject> {
    for (const id of Object.keys(options.rules ?? {})) ruleInfo(id); // unknown ids fail loudly, not silently
    const native = options.parser === 'wasm' ? undefined : nativeCParser();
    return new LintProject(await createParser('c'), native, options.rules ?? {}, options.build);
  }

  /**
   * Loads what `paths` need before setFile is called with them: tree-sitter-cpp's grammar when one of them is C++
   * (loading is asynchronous, setFile is not; a C-only project never loads it). setFile of a C++ file before
   * this throws an error that says so.
   */
  async prepare(paths: Iterable<string>): Promise<void> {
    if (this.cppParser) return;
    for (const path of paths) {
      if (this.languageOf(path) === 'cpp') {
        this.cppParser = await createParser('cpp');
        return;
      }
    }
  }

  /** How `path` is read: C++ by its extension, or a `.h` the compile database compiles as C++; else C. */
  languageOf(path: string): SourceLanguage {
    if (CPP_SOURCE.test(path)) return 'cpp';
    return path.endsWith('.h') && this.build?.languageOf?.(path) === 'cpp' ? 'cpp' : 'c';
  }

  /** A new compile database (or none): programs are grouped again and `#if`s decided again at the next lint. */
  setBuild(build: BuildModel | undefined): void {
    this.build = build;
    for (const [path, source] of this.sources) source.setMacros(this.macrosOf(path));
    this.cached = undefined;
  }

  private macrosOf(path: string): ReadonlyMap<string, string> {
    return this.build?.definesOf(path) ?? NO_MACROS;
  }

  /**
   * Adds or updates a file (.c/.h: C, .cc/.cpp/.cxx/.C/.hh/.hpp/.hxx: C++ — after `prepare` —, .hfilter: execution
   * filter). For C, pass
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
    if (!old) this.sources.set(path, this.newSource(path, text, tree));
    this.cached = undefined;
  }

  /**
   * Warms the incremental path up on `path` right after it was opened, before the person types: the first edits
   * after opening a 10,000-line file took 117–441 ms to lint, the later ones a tenth of that — the JIT had not yet
   * compiled the per-definition path (issue #14, item 13). Each step types a blank before the closing brace of
   * one definition (spread over the file), lints, takes it back and lints again, leaving the file as it was. The
   * caller runs one step per idle turn and stops when a real edit comes.
   */
  *warmUp(path: string, steps = 6): Generator<void, void, void> {
    const text = this.sources.get(path)?.given;
    if (text === undefined) return;
    const ends: number[] = [];
    for (const m of text.matchAll(/^\}/gm)) ends.push(m.index);
    const stride = Math.max(1, Math.floor(ends.length / steps));
    for (let i = 0; i < ends.length && i / stride < steps; i += stride) {
      const source = this.sources.get(path);
      if (!source || source.given !== text) return; // edited or removed meanwhile: the real edits warm it now
      const at = ends[i]!;
      this.setFile(path, `${text.slice(0, at)} ${text.slice(at)}`);
      this.lint();
      this.setFile(path, text);
      this.lint();
      yield;
    }
  }

  private newSource(path: string, text: string, tree?: Tree): CSource {
    if (this.languageOf(path) === 'c') return new CSource(this.parser, this.native, path, text, tree, this.macrosOf(path));
    if (!this.cppParser) throw new Error(`annotation-lint: ${path} is C++: call LintProject.prepare([path]) first (it loads tree-sitter-cpp)`);
    return new CSource(this.cppParser, this.native, path, text, tree, this.macrosOf(path), true);
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
    const programs = new Map<string, Program>();
    const functionNames = new Set<string>();
    const ruleFindings: Finding[] = [];
    for (const { key, files: members } of partitionPrograms(files, this.build)) {
      const program = new Program(members, this.programs.get(key));
      programs.set(key, program);
      for (const name of program.functions.keys()) functionNames.add(name);
      ruleFindings.push(
        ...annotationMisuse(program),
        ...unbalancedChanges(program),
        ...unannotatedSharedGlobals(program),
        ...lockedAccessOutsideLock(program),
        ...stickyReadWhileThreadsRun(program),
      );
    }
    this.programs = programs;
    const all: Finding[] = [
      ...files.flatMap((f) => f.syntaxErrors.map((r) => finding('parse-error', f.path, r, `${this.languageOf(f.path) === 'cpp' ? 'tree-sitter-cpp' : 'tree-sitter-c'} cannot parse this; rules skip code they cannot read: fix the syntax (or exclude the file)`))),
      ...files.flatMap((f) => f.tooDeep.map((r) => finding('parse-error', f.path, r, `this definition nests too deeply for heddle-lint to analyse (over ${MAX_FLOW_DEPTH} levels of statements or expression); rules skip it: split it into smaller functions or expressions (or exclude the file)`))),
      // A file shared by several programs (a header, a file without main) is checked in each: a finding once.
      ...onePerPlace(ruleFindings),
      ...[...this.filters].flatMap(([path, f]) => checkFilter({ path, text: f.text, parsed: f.parsed, sources: files, functionNames })),
    ];
    return applySettings(all, this.rules).sort(byLocation);
  }
}

function onePerPlace(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.ruleId}|${f.file}|${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
