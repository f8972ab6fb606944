// @heddle/sarif: the one place that reads, checks, builds, merges, compares and renders
// SARIF 2.1.0 for heddle. See README.md for the API and the conventions it relies on.
export * from './types.js';
export * from './github-limits.js';
export { SarifInputError } from './errors.js';
export { parseSarif, readSarifFile, readSarifFileSync, readSarifText, MAX_LOG_BYTES, type ReadOptions } from './read.js';
export { validateSarif, assertValidSarif, pointerToJsonPath, type SchemaProblem } from './validate.js';
export {
  SarifLogBuilder,
  RunBuilder,
  sourceLocation,
  serializeSarif,
  writeSarifFile,
  categoryToAutomationId,
  SARIF_SCHEMA_URI,
  type RunOptions,
  type ToolInfo,
  type SourceSpanInput,
  type ResultInput,
} from './builder.js';
export { mergeLogs, type MergeOptions } from './merge.js';
export { enforceGithubLimits, addRunNotification, type LimitOptions } from './limits.js';
export { invocationOutcomes, noteworthyInvocations, type InvocationOutcome, type InvocationNotification } from './invocations.js';
export { compareWithBaseline, baselineCounts, type BaselineCounts } from './baseline.js';
export { rebaseRunOntoSrcRoot, absoluteUriOf } from './uris.js';
export { resolveResults, resolveResult, runCategory } from './resolve.js';
export { reportingThread, reportedEvent, reportedCall, type ReportedCall } from './reported.js';
export { firstSentence, stripEmbeddedLinks, referencedLocationIds } from './messages.js';
export {
  byImportance,
  levelRank,
  formatSpan,
  type ResolvedResult,
  type ResolvedLocation,
  type ResolvedThread,
  type ResolvedThreadEvent,
  type SourceSpan,
  type ResolvedArtifact,
  type TextRegion,
  type ColumnKind,
  type ResolvedFix,
  type ResolvedArtifactChange,
  type ResolvedReplacement,
} from './model.js';
export { artifactFilePath } from './uris.js';
export { toLspDiagnostics, toLspDiagnostic, spanToRange, spanToFileUri, type LspViewOptions, type FileDiagnostics, type DiagnosticData } from './views/lsp.js';
export {
  toGithubAnnotations,
  toGithubAnnotation,
  formatWorkflowCommand,
  checkRunBatches,
  type GithubAnnotation,
  type GithubView,
  type GithubViewOptions,
  type AnnotationLevel,
} from './views/github.js';
export { renderText, renderResultText } from './views/text.js';
export { renderMarkdown, renderInvocationsMarkdown, escapeCell, inlineCode, type MarkdownViewOptions } from './views/markdown.js';
export { utf8Bytes, linesBytes, linesThatFit, truncateUtf8, truncateChars } from './views/text-budget.js';
export { buildInfo, versionLine, type BuildInfo } from './build-info.js';
