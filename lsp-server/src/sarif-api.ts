// The one place the server imports the sarif package (reading logs, the resolved result model, its LSP and
// text views), so the rest of the server depends on these names only.
export {
  readSarifFileSync, resolveResults, toLspDiagnostic, spanToFileUri, spanToRange, renderResultText, artifactFilePath,
  ANNOTATION_SUGGESTION_RULE, type ResolvedArtifact, type ResolvedResult, type ResolvedThread, type TextRegion,
} from '@heddle/sarif';
