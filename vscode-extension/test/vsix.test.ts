// The packaged extension (dist/heddle-vscode.vsix, written by `npm run build`): exactly the
// files the installed extension needs, and a manifest whose parts agree with each other,
// with the code and with the language server's settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yauzl from 'yauzl';
import { SETTING_KEYS } from '@heddle/lsp-server';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const vsixPath = join(packageDir, 'dist', 'heddle-vscode.vsix');

function readVsix(path: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (openError, zip) => {
      if (openError) return reject(openError);
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

let cached: Map<string, Buffer> | undefined;
async function vsix(): Promise<Map<string, Buffer>> {
  assert.ok(existsSync(vsixPath), `${vsixPath} is missing: run npm run build -w vscode-extension first`);
  cached ??= await readVsix(vsixPath);
  return cached;
}

async function packagedManifest() {
  return JSON.parse((await vsix()).get('extension/package.json')!.toString('utf8'));
}

test('the .vsix holds exactly the bundle, the bundled server, grammar, language configuration, icons and README', async () => {
  const names = [...(await vsix()).keys()].sort();
  const icons = readdirSync(join(packageDir, 'icons')).map((name) => `extension/icons/${name}`);
  assert.deepEqual(
    names,
    [
      '[Content_Types].xml',
      'extension.vsixmanifest',
      'extension/readme.md', // vsce's name for the README
      'extension/dist/extension.cjs',
      'extension/dist/server/package.json',
      'extension/dist/server/server.js',
      'extension/dist/server/results-worker.js', // the server loads SARIF logs in it (found next to server.js)
      'extension/dist/server/lint-worker.js', // the server lints programs with a big file in it (found next to server.js)
      'extension/dist/server/c-parser.node', // annotation-lint's native C parser (the server falls back to wasm without it)
      'extension/dist/server/tree-sitter-c.wasm',
      'extension/dist/server/tree-sitter-cpp.wasm',
      'extension/dist/server/web-tree-sitter.wasm',
      ...icons,
      'extension/language-configuration.json',
      'extension/package.json',
      'extension/syntaxes/hfilter.tmLanguage.json',
    ].sort(),
  );
});

test('the bundled server runs as the module type its package declares, and the client bundle is CommonJS for VS Code 1.100', async () => {
  const files = await vsix();
  const serverType = JSON.parse(readFileSync(join(packageDir, '..', 'lsp-server', 'package.json'), 'utf8')).type;
  assert.equal(JSON.parse(files.get('extension/dist/server/package.json')!.toString()).type, serverType);
  const client = files.get('extension/dist/extension.cjs')!.toString('utf8');
  assert.match(client, /module\.exports/);
  assert.doesNotMatch(client, /require\("\.\/impl\//, 'a UMD build slipped into the bundle (relative requires cannot resolve in dist/)');
});

test('manifest: identity, engine, entry point inside the package, activation', async () => {
  const manifest = await packagedManifest();
  const files = await vsix();
  assert.equal(manifest.name, 'heddle-vscode');
  assert.equal(manifest.publisher, 'heddle');
  assert.equal(manifest.engines.vscode, '^1.100.0');
  assert.ok(files.has(`extension/${manifest.main.replace(/^\.\//, '')}`), `main ${manifest.main} is not in the .vsix`);
  assert.match(files.get('extension.vsixmanifest')!.toString(), /<Identity Language="en-US" Id="heddle-vscode" Version="0\.1\.0" Publisher="heddle"/);
  for (const event of ['onLanguage:c', 'onLanguage:cpp', 'onLanguage:hfilter']) assert.ok(manifest.activationEvents.includes(event), event);
  // The extension's own icon: a PNG (the marketplace and the Extensions view take no SVG), 128×128 (issue #14, item 9).
  const icon = files.get(`extension/${manifest.icon}`);
  assert.ok(icon, `icon ${manifest.icon} is not in the .vsix`);
  assert.equal(icon.subarray(1, 4).toString(), 'PNG');
  assert.deepEqual([icon.readUInt32BE(16), icon.readUInt32BE(20)], [128, 128]);
  // A category only for what it contributes: "Debuggers" needs a debugger.
  assert.equal(manifest.categories.includes('Debuggers'), (manifest.contributes.debuggers ?? []).length > 0);
});

test('manifest: every contributed file path (grammar, language configuration, icons) is in the .vsix', async () => {
  const manifest = await packagedManifest();
  const files = await vsix();
  const paths = [
    ...manifest.contributes.grammars.map((g: { path: string }) => g.path),
    ...manifest.contributes.languages.flatMap((l: { configuration: string; icon: { light: string; dark: string } }) => [l.configuration, l.icon.light, l.icon.dark]),
    ...manifest.contributes.viewsContainers.activitybar.map((c: { icon: string }) => c.icon),
  ];
  for (const path of paths) assert.ok(files.has(`extension/${path.replace(/^\.\//, '')}`), `${path} is contributed but not packaged`);
  const grammar = JSON.parse(files.get('extension/syntaxes/hfilter.tmLanguage.json')!.toString());
  assert.equal(grammar.scopeName, manifest.contributes.grammars[0].scopeName);
});

test('manifest: the commands contributed and the commands the code registers are the same set', async () => {
  const manifest = await packagedManifest();
  const contributed = manifest.contributes.commands.map((c: { command: string }) => c.command).sort();
  const source = readFileSync(join(packageDir, 'src', 'extension.ts'), 'utf8') + readFileSync(join(packageDir, 'src', 'results', 'view.ts'), 'utf8');
  const registered = [...source.matchAll(/registerCommand\('([^']+)'/g)].map((m) => m[1]);
  const openFrame = /OPEN_FRAME_COMMAND = '([^']+)'/.exec(source)?.[1];
  assert.deepEqual([...registered, openFrame].sort(), contributed);
  for (const command of manifest.contributes.commands) assert.ok(command.title && command.category === 'heddle', command.command);
});

test('manifest: every setting is documented, and the language server\'s settings are all declared with its defaults', async () => {
  const manifest = await packagedManifest();
  const properties: Record<string, { description?: string; markdownDescription?: string; default?: unknown }> = manifest.contributes.configuration.properties;
  for (const [key, property] of Object.entries(properties)) {
    assert.ok((property.description ?? property.markdownDescription ?? '').length > 20, `${key} has no description`);
    assert.ok('default' in property, `${key} has no default`);
  }
  const { DEFAULT_SETTINGS } = await import('@heddle/lsp-server');
  for (const [name, key] of Object.entries(SETTING_KEYS)) {
    assert.ok(properties[key], `the server reads ${key} but the manifest does not declare it`);
    assert.deepEqual(properties[key]!.default, (DEFAULT_SETTINGS as Record<string, unknown>)[name], `${key}: manifest default differs from the server's`);
  }
});

test('manifest: the results view and its container exist under the ids the code uses', async () => {
  const manifest = await packagedManifest();
  const views = manifest.contributes.views.heddle.map((v: { id: string }) => v.id);
  assert.deepEqual(views, ['heddle.results']);
  const extension = readFileSync(join(packageDir, 'src', 'extension.ts'), 'utf8');
  assert.match(extension, /createTreeView\('heddle\.results'/);
});
