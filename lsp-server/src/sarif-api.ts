// The one place the server imports the sarif package (reading logs, the resolved result model, its LSP and
// text views), so the rest of the server depends on these names only.
export { readSarifFileSync } from '../../sarif/src/read.js';
export { resolveResults } from '../../sarif/src/resolve.js';
export type { ResolvedResult, ResolvedThread } from '../../sarif/src/model.js';
export { toLspDiagnostic, spanToFileUri, spanToRange } from '../../sarif/src/views/lsp.js';
export { renderResultText } from '../../sarif/src/views/text.js';
