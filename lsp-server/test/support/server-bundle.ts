// The tests drive the real bundle (dist/server.js, what the extension ships). Build it when it is missing
// or older than a source file it bundles (this package's, annotation-lint's, sarif's), so
// `node scripts/ts-test.mjs lsp-server` works without a prior `npm run build`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverBundle = join(packageDir, 'dist', 'server.js');
/** Built with the server, which starts it for every SARIF log it loads. */
const resultsWorkerBundle = join(packageDir, 'dist', 'results-worker.js');
/** Built with the server, which lints a program with a big file in it. */
const lintWorkerBundle = join(packageDir, 'dist', 'lint-worker.js');

function newestSource(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((e) =>
      e.isDirectory() ? newestSource(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs,
    ),
  );
}

export function ensureServerBundle(): string {
  const sources = ['lsp-server/src', 'annotation-lint/src', 'sarif/src'].map((dir) => join(packageDir, '..', dir)).filter(existsSync);
  const newest = Math.max(...sources.map(newestSource));
  const stale = [serverBundle, resultsWorkerBundle, lintWorkerBundle].some((bundle) => !existsSync(bundle) || statSync(bundle).mtimeMs < newest);
  if (stale) execFileSync(process.execPath, [join(packageDir, 'build.mjs')], { cwd: packageDir, stdio: 'inherit' });
  return serverBundle;
}
