// @heddle/annotation-lint — the public API (documented in README.md).
// Everything the language server, the CLI and the CI action use is exported
// here; anything not exported is internal and may change.

// Findings and positions (LSP conventions: 0-based lines, UTF-16 characters).
export type { Finding, Fix, Position, Range, RelatedLocation, Severity, TextEdit } from './types.js';
// The rule catalog: ids, summaries, help, default severities.
export { RULES, ruleInfo, ruleDocsUri, type RuleInfo } from './rules.js';

// Linting C sources and filters together, incrementally.
export { LintProject, C_SOURCE, FILTER_SOURCE, type RuleSettings } from './project.js';
export { loadCLanguage, createCParser } from './c/language.js';
// The program model: which files link into which program (a compile database's targets, else one per `main`).
export type { BuildModel } from './c/program-model.js';
export { COMPILE_DATABASE, findCompileDatabase, loadCompileDatabase, type CompileDatabase, type CompileUnit } from './compile-database.js';
/** Whether whole-file parses go to the native parser (dist/c-parser.node), and if not, why not. */
export { nativeCParser, nativeParserUnavailable, parserInUse } from './c/native-parser.js';
export { diffEdit } from './c/text-edit.js';
/** Whether a C statement node runs code where it begins (the lines a filter event may name). */
export { executes as isExecutableStatement } from './c/extract.js';
export { POLICIES, ANNOTATIONS } from './c/annotation-api.js';
// .heddle-lint.json (include/exclude globs, rule severities), read the way the CLI reads it; loadConfig
// throws an Error whose message names the file, the field and what is allowed.
export { loadConfig, configSelects, CONFIG_FILE, type LintConfig } from './cli/config.js';

// The execution-filter language.
export { parseFilter } from './filter/parser.js';
export type {
  CodeRegion, Constraint, ExecutionOrder, Expr, FilterDiagnostic, FilterErrorCode, FilterEvent, FilterFile,
  FilterParseResult, FunctionRegion, MutualExclusion, Region, UnilateralExclusion,
} from './filter/ast.js';
export { printConstraint, printEvent, printExpr, printRegion } from './filter/print.js';
export { childExprs } from './filter/expr-children.js';
export { toCorpusJson } from './filter/corpus-json.js';

// Annotation suggestions (race mode's `annotation-suggestion` results): their fixes checked with the C parser and
// merged per file (heddle annotate, the editor's quick fixes).
export { planAnnotations } from './suggest/plan.js';
export { unifiedDiff } from './suggest/diff.js';
export type {
  AnnotationPlan, PlannedEdit, PlannedFile, RefusedFix, SourceFiles, SuggestionOutcome, SuggestionPlace, SuggestionResult,
} from './suggest/model.js';
