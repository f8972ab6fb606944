// Starts the heddle language server (heddle-lsp, bundled into dist/server/ by build.mjs)
// over stdio and connects it to C, C++ and execution-filter documents. The server reads
// its settings (section "heddle") with workspace/configuration; changes are pushed to it.
import * as vscode from 'vscode';
import { LanguageClient, TransportKind } from 'vscode-languageclient/node.js';
import type { LanguageClientOptions, ServerOptions } from 'vscode-languageclient/node.js';
import { readSettings } from './settings.js';

export const BUNDLED_SERVER = 'dist/server/server.js';

export function serverOptions(serverModule: string): ServerOptions {
  return {
    run: { module: serverModule, transport: TransportKind.stdio },
    debug: { module: serverModule, transport: TransportKind.stdio, options: { execArgv: ['--nolazy', '--inspect=6019'] } },
  };
}

export function clientOptions(output: vscode.OutputChannel): LanguageClientOptions {
  return {
    documentSelector: [
      { scheme: 'file', language: 'c' },
      { scheme: 'file', language: 'cpp' },
      { scheme: 'file', language: 'hfilter' },
      { scheme: 'untitled', language: 'hfilter' },
    ],
    synchronize: { configurationSection: 'heddle' },
    outputChannel: output,
  };
}

export async function startClient(context: vscode.ExtensionContext, output: vscode.OutputChannel): Promise<LanguageClient> {
  const custom = readSettings().serverPath;
  const serverModule = custom || context.asAbsolutePath(BUNDLED_SERVER);
  // VS Code says "The <name> server crashed": named so that reads "The heddle language server crashed".
  const client = new LanguageClient('heddle', 'heddle language', serverOptions(serverModule), clientOptions(output));
  await client.start();
  return client;
}
