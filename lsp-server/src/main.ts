// heddle-lsp: the language server's command line. The LSP transport comes from the arguments the client
// passes (--stdio, --node-ipc, --socket=N, --pipe=NAME), as for every vscode-languageserver server.
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
// The version module alone (not sarif-api.ts, whose @heddle/sarif would pull the results worker's SARIF code in).
import { versionLine } from '@heddle/sarif/build-info';
import { startServer } from './server.js';

const USAGE = `usage: heddle-lsp --stdio | --version
The heddle language server: diagnostics, quick fixes, hover, completion and navigation for sharing
annotations in C/C++ files and for execution filters (.hfilter), plus the runtime's results from SARIF logs.
Editors start it; it speaks the Language Server Protocol on the transport named by its argument
(--stdio, --node-ipc, --socket=PORT or --pipe=NAME).`;

const args = process.argv.slice(2);
if (args.includes('--version')) {
  process.stdout.write(`${versionLine('heddle-lsp')}\n`);
  process.exit(0);
}
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (!args.some((a) => /^--(stdio|node-ipc|socket|pipe)/.test(a))) {
  process.stderr.write(`heddle-lsp: no transport given.\n${USAGE}\n`);
  process.exit(2);
}
const connection = createConnection(ProposedFeatures.all);
// A failed promise somewhere in a feature must cost that feature's answer, not the editor's server.
process.on('unhandledRejection', (reason) => {
  connection.console.error(`heddle-lsp: unexpected failure: ${reason instanceof Error ? reason.stack : String(reason)}`);
});
startServer(connection);
