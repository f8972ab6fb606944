// The one place the server imports annotation-lint, so the rest of the server depends on these names only.
export {
  parseFilter, isExecutableStatement, LintProject, loadCLanguage, parserInUse, loadConfig, configSelects, CONFIG_FILE, type LintConfig, POLICIES, ANNOTATIONS, RULES, ruleInfo, ruleDocsUri,
  type Constraint, type Expr, type FilterEvent, type FilterParseResult, type FunctionRegion, type Region,
  type Finding, type Fix, type Range, type Severity, type RuleSettings,
  findCompileDatabase, loadCompileDatabase, type CompileDatabase,
} from '@heddle/annotation-lint';
export {
  planAnnotations, type AnnotationPlan, type PlannedFile, type SourceFiles, type SuggestionResult,
} from '@heddle/annotation-lint';
