// "Work around with an execution filter" against the real runtime (issue #13, "Editor and CI use it"): each
// program is built with heddle-cc and run under `heddle run`; the server shows its SARIF; the action's filter is
// saved into heddle.filterFile; then `heddle run --filter` with that file must end the report (and, for the
// counter, the lost updates): the filter prevents the problem, not only reads right. Needs the native build
// (scripts/test.sh builds it first); without it the tests are skipped and say why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CodeActionRequest, ExecuteCommandRequest, type CodeAction, type Diagnostic } from 'vscode-languageserver-protocol';
import { useServer } from './support/server-fixture.js';
import { packageDir } from './support/server-bundle.js';

const top = resolve(packageDir, '..');
const bin = resolve(top, process.env.HEDDLE_BUILD_DIR ?? 'build', 'bin');
const missing = ['heddle', 'heddle-cc'].filter((b) => !existsSync(join(bin, b)));
const skip = missing.length > 0 ? `the native build is missing ${missing.join(', ')} in ${bin} (cmake --build build)` : false;

/** The programs, each in its own folder of the workspace with its own filter file; `source` is in the repository. */
const PROGRAMS = {
  counter: 'runtime/test/loom/mutual-exclusion-counter.c',
  uaf: 'runtime/test/loom/order-use-after-free.c',
  policy: 'runtime/test/policies/fig1-unordered.c',
  racy: 'vscode-extension/test/e2e/fixture/racy.c',
  peek: 'lsp-server/test/fixtures/programs/peek-without-lock.c',
  // The use after free with its thread count a macro, which the runtime cannot read: the filter gets its value.
  uafmacro: 'runtime/test/loom/order-use-after-free.c',
} as const;
/** How each copy differs from its source. */
const EDITS: Partial<Record<Program, (text: string) => string>> = {
  racy: (text) => text.replace('HEDDLE_READSHARED', 'HEDDLE_READ_SHARED'), // as the e2e test leaves it: it compiles
  uafmacro: (text) => text.replace('int numCPU = 3;', '#define CONSUMERS 3').replaceAll('numCPU', 'CONSUMERS'),
};
type Program = keyof typeof PROGRAMS;
/**
 * Arguments of the run without a filter. The use after free's consumers leave once main has freed (`late`: a relaxed
 * flag, no happens-before), so that run shows it whatever the schedule; by default they sleep 200 ms, which a loaded
 * machine can outlast (main frees after their last use: a data race, no use after free). The filtered runs keep the
 * default: there the free waits for the consumers, which must not wait for it.
 */
const UNFILTERED_ARGS: Partial<Record<Program, string[]>> = { uaf: ['late'], uafmacro: ['late'] };

const server = useServer({
  skip: skip !== false,
  prepare: (dir) => {
    for (const [name, source] of Object.entries(PROGRAMS)) {
      const folder = join(dir, 'filters', name);
      mkdirSync(folder, { recursive: true });
      const text = readFileSync(join(top, source), 'utf8');
      writeFileSync(join(folder, `${name}.c`), EDITS[name as Program]?.(text) ?? text);
      copyFileSync(join(top, 'runtime', 'include', 'heddle.h'), join(folder, 'heddle.h'));
      // -O0 for racy.c, as the e2e test builds it: at -O1 count() is inlined and its load reported on the loop's line.
      const optimisation = name === 'racy' ? '-O0' : '-O1';
      const cc = spawnSync(join(bin, 'heddle-cc'), ['-g', optimisation, `${name}.c`, '-o', name, '-lpthread'], { cwd: folder, encoding: 'utf8', timeout: 300_000 });
      assert.equal(cc.status, 0, cc.stderr);
    }
  },
});

const folderOf = (name: Program) => server.path(join('filters', name));
/** The 1-based line of the first (or last) line matching `marker` in the program's source. */
function lineOf(name: Program, marker: RegExp, which: 'first' | 'last' = 'first'): number {
  const lines = server.read(join('filters', name, `${name}.c`)).split('\n');
  const matching = lines.flatMap((l, i) => (marker.test(l) ? [i] : []));
  const index = (which === 'first' ? matching[0] : matching.at(-1)) ?? -1;
  assert.ok(index >= 0, `no line of ${name}.c matches ${marker}`);
  return index + 1;
}

/**
 * `heddle run` of the program (with the filter file and the program's arguments when given) from the workspace
 * folder, so the log's paths are relative to it as the server reads them: its stderr and stdout, and the SARIF's rules.
 */
function run(name: Program, out: string, filter?: string, programArgs: string[] = []): { err: string; out: string; rules: string[] } {
  const log = join('filters', name, out);
  const args = ['run', '--out', log, ...(filter ? ['--filter', filter] : []), '--', `./filters/${name}/${name}`, ...programArgs];
  const done = spawnSync(join(bin, 'heddle'), args, { cwd: server.dir, encoding: 'utf8', timeout: 120_000 });
  assert.ok(existsSync(server.path(log)), `heddle run wrote no log (exit ${done.status}): ${done.stderr}`);
  const sarif = JSON.parse(server.read(log)) as { runs: { results?: { ruleId?: string }[] }[] };
  // Annotation suggestions are notes about how the program shares memory, not reports.
  const rules = sarif.runs.flatMap((r) => r.results ?? []).map((r) => r.ruleId ?? '').filter((rule) => rule !== 'annotation-suggestion');
  return { err: done.stderr, out: done.stdout, rules };
}

/** Runs the program under heddle into the workspace's results log and returns the server's diagnostic of `rule`. */
async function reported(name: Program, rule: string, line?: number): Promise<{ uri: string; diagnostic: Diagnostic }> {
  const plain = run(name, 'heddle-results.sarif', undefined, UNFILTERED_ARGS[name]);
  assert.ok(plain.rules.includes(rule), `without a filter the program reports ${rule}: ${plain.err}`);
  const uri = await server.open(join('filters', name, `${name}.c`), 'c');
  const wanted = (x: Diagnostic) => x.code === rule && (line === undefined || x.range.start.line === line - 1);
  const diagnostics = await server.session.diagnostics(uri, (d) => d.some(wanted), `the ${rule} result of ${name}${line ? ` at line ${line}` : ''}`);
  return { uri, diagnostic: diagnostics.find(wanted)! };
}

async function filterAction(uri: string, diagnostic: Diagnostic): Promise<CodeAction | undefined> {
  const actions = (await server.session.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri }, range: diagnostic.range, context: { diagnostics: [diagnostic] },
  })) as CodeAction[];
  return actions.find((a) => a.title.startsWith('Work around with an execution filter'));
}

/** Applies the action as a client does (executes its command), with the program's own filter file configured. */
async function save(name: Program, action: CodeAction): Promise<{ path: string; text: string; outcome: unknown }> {
  assert.ok(action.command, `the action has a command: ${JSON.stringify(action)}`);
  const outcome = await server.session.connection.sendRequest(ExecuteCommandRequest.type, { command: action.command.command, arguments: action.command.arguments ?? [] });
  const path = join(folderOf(name), 'heddle.hfilter');
  return { path, text: readFileSync(path, 'utf8'), outcome };
}

async function useFilterFileOf(name: Program): Promise<void> {
  const asked = server.session.configurationRequests;
  await server.session.changeSettings({ filterFile: `filters/${name}/heddle.hfilter` });
  await server.session.waitFor('the server to read the new settings', () => (server.session.configurationRequests > asked ? true : undefined));
}

test('a data race in one block: both threads\' accesses in one critical section; the filter ends the race and the lost updates', { skip }, async () => {
  await useFilterFileOf('counter');
  const { uri, diagnostic } = await reported('counter', 'data-race');
  const [read, write] = [lineOf('counter', /READ-HERE \*\//), lineOf('counter', /WRITE-HERE \*\//)];
  const span = `{counter.c:${read}, counter.c:${write}}`;
  // Written as the region twice: both threads' conflicting statements (the read and the write) are inside it.
  const action = await filterAction(uri, diagnostic);
  assert.equal(action?.title, `Work around with an execution filter: ${span} <> ${span}`);
  const shownBefore = server.session.shownDocuments.length;
  const saved = await save('counter', action!);
  assert.deepEqual(saved.outcome, { added: true, problems: 0 });
  assert.match(saved.text, new RegExp(`^// data-race at filters/counter/counter\\.c:\\d+: both threads' accesses \\(lines ${read}-${write}\\) run as one critical section\\n${span.replace(/[{}.]/g, '\\$&')} <> ${span.replace(/[{}.]/g, '\\$&')}\\n$`));
  await server.session.waitFor('the filter shown', () => server.session.shownDocuments.slice(shownBefore).find((u) => u === pathToFileURL(saved.path).href));
  await server.session.waitFor('the validation', () => server.session.messages.find((m) => /filters\/counter\/heddle\.hfilter is a valid execution filter/.test(m.message)));

  // The same action again adds nothing: the line is there.
  const again = await save('counter', action!);
  assert.deepEqual(again.outcome, { added: false, problems: 0 });
  assert.equal(again.text, saved.text);

  for (let i = 0; i < 3; i++) {
    const fixed = run('counter', 'with-filter.sarif', saved.path);
    assert.deepEqual(fixed.rules, [], fixed.err);
    assert.match(fixed.out, /^counter=8000 expected=8000$/m, 'no lost update');
  }
});

test('a data race between two functions: each access\'s statement is a region; the filter ends the race; a read-shared violation gets no filter, with the reason', { skip }, async () => {
  await useFilterFileOf('racy');
  const [inCount, inMain] = [lineOf('racy', /^\s+hits\+\+;/), lineOf('racy', /^\s+hits\+\+;/, 'last')];
  // Which thread's access is reported depends on the interleaving: either way, the two statements exclude each other.
  const { uri, diagnostic } = await reported('racy', 'data-race');
  const constraints = [`{racy.c:${inCount}, racy.c:${inCount}} <> {racy.c:${inMain}, racy.c:${inMain}}`, `{racy.c:${inMain}, racy.c:${inMain}} <> {racy.c:${inCount}, racy.c:${inCount}}`];
  const action = await filterAction(uri, diagnostic);
  assert.ok(action && constraints.includes(action.title.replace(/^.*?: /, '')), action?.title);
  const saved = await save('racy', action);
  const fixed = run('racy', 'with-filter.sarif', saved.path);
  assert.ok(!fixed.rules.includes('data-race'), fixed.err);
  assert.ok(fixed.rules.includes('sharing-violation'), 'the read-shared violation stays: a filter does not change a policy');

  const violation = (server.session.published.get(uri)?.diagnostics ?? []).find((d) => d.code === 'sharing-violation');
  assert.ok(violation);
  const refused = await filterAction(uri, violation);
  assert.equal(refused?.title, 'Work around with an execution filter');
  assert.match(refused?.disabled?.reason ?? '', /policy \(read-shared\) forbids this access in whatever order the threads run/);
  assert.equal(refused?.command, undefined);
});

for (const [name, count] of [['uaf', 'numCPU'], ['uafmacro', '3']] as const) {
  test(`a use after free (${name}): the free waits for every consumer's last use (LOOM Fig. 4), {${count}}; the filter ends the use after free`, { skip }, async () => {
    await useFilterFileOf(name);
    const { uri, diagnostic } = await reported(name, 'use-after-free'); // race mode: the program gave the fifo no policy
    const expected = `${name}.c:${lineOf(name, /LAST-USE: /)} {${count}} > ${name}.c:${lineOf(name, /THE-FREE: /)}`;
    const action = await filterAction(uri, diagnostic);
    assert.equal(action?.title, `Work around with an execution filter: ${expected}`, action?.disabled?.reason);
    const saved = await save(name, action!);
    assert.match(saved.text, new RegExp(`: the free waits for the last use of each of the ${count} threads\\n${expected.replace(/[{}.]/g, '\\$&')}\\n$`));
    for (let i = 0; i < 3; i++) {
      const fixed = run(name, 'with-filter.sarif', saved.path);
      assert.ok(!fixed.rules.includes('use-after-free'), fixed.err);
      assert.match(fixed.out, /^consumed 300$/m);
    }
  });
}

test('an unordered policy change: the change waits for the other thread\'s conflicting one; the filter ends the report', { skip }, async () => {
  await useFilterFileOf('policy');
  const { uri, diagnostic } = await reported('policy', 'unordered-policy-change');
  const action = await filterAction(uri, diagnostic);
  const release = lineOf('policy', /heddle_release_write\(obj\);/);
  const acquire = lineOf('policy', /heddle_acquire_write\(obj\); \/\/ CHECK-DAG/);
  assert.equal(action?.title, `Work around with an execution filter: policy.c:${release} > policy.c:${acquire}`);
  const saved = await save('policy', action!);
  const fixed = run('policy', 'with-filter.sarif', saved.path);
  assert.deepEqual(fixed.rules, [], fixed.err);
});

test('lock-not-held: the action is disabled with the reason, and indeed a mutual exclusion filter leaves the report', { skip }, async () => {
  await useFilterFileOf('peek');
  const read = lineOf('peek', /UNLOCKED-READ/);
  const { uri, diagnostic } = await reported('peek', 'lock-not-held', read);
  const action = await filterAction(uri, diagnostic);
  assert.equal(action?.title, 'Work around with an execution filter');
  assert.match(action?.disabled?.reason ?? '', /does not hold the object's own mutex, and a filter's lock is another lock/);
  // What the reason says, run: the unlocked read excluded with the locked write is still lock-not-held.
  const write = lineOf('peek', /LOCKED-WRITE/);
  const handWritten = join(folderOf('peek'), 'by-hand.hfilter');
  writeFileSync(handWritten, `{peek.c:${read}, peek.c:${read}} <> {peek.c:${write}, peek.c:${write}}\n`);
  const filtered = run('peek', 'with-filter.sarif', handWritten);
  assert.match(filtered.err, /^heddle: \d+ reports? \(.*lock-not-held/m);
  assert.ok(filtered.rules.includes('lock-not-held'), filtered.err);
});
