// The one place the server imports the sarif package (reading logs, the resolved result model, its LSP and
// text views), so the rest of the server depends on these names only.
export {
  readSarifFileSync, resolveResults, toLspDiagnostic, spanToFileUri, spanToRange, renderResultText,
  type ResolvedResult, type ResolvedThread,
} from '@heddle/sarif';
