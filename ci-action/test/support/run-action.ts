// Runs the bundled action (dist/index.js) the way a runner does: a fresh node process,
// inputs as INPUT_* variables, the event payload in GITHUB_EVENT_PATH, and the files the
// runner reads afterwards (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY). Returns what a user would see.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { tempDir } from './temp-dirs.js';

export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REPO_ROOT = resolve(PACKAGE_DIR, '..');
/**
 * The committed bundle; HEDDLE_TEST_ACTION_BUNDLE names another build (`node build.mjs DIR`), e.g. while the shared
 * dist/ is rebuilt by others. The install tests need it at ci-action/dist/ of a heddle checkout (the one it builds heddle from).
 */
export const BUNDLE = process.env.HEDDLE_TEST_ACTION_BUNDLE ? resolve(process.env.HEDDLE_TEST_ACTION_BUNDLE) : join(PACKAGE_DIR, 'dist', 'index.js');

/**
 * The committed action as a runner checks it out, in a new folder outside this repository:
 * ROOT/ci-action/{action.yml,dist/}. Returns ROOT (the "checkout" the action builds heddle from) and
 * the copy's dist/ and dist/index.js.
 */
export function copyAction(): { root: string; dist: string; bundle: string } {
  const root = tempDir('heddle-action-copy');
  const dist = join(root, 'ci-action', 'dist');
  mkdirSync(dist, { recursive: true });
  for (const f of readdirSync(dirname(BUNDLE))) copyFileSync(join(dirname(BUNDLE), f), join(dist, f));
  copyFileSync(join(PACKAGE_DIR, 'action.yml'), join(root, 'ci-action', 'action.yml'));
  return { root, dist, bundle: join(dist, 'index.js') };
}

/**
 * The runtime the tests run: the real one when it is built (scripts/test.sh builds it into
 * $HEDDLE_BUILD_DIR, default build/, before the TypeScript tests), else the stand-in of
 * test/fixtures/fake-runtime. HEDDLE_TEST_RUNTIME_HOME names another build tree;
 * HEDDLE_TEST_RUNTIME_HOME=stand-in forces the stand-in.
 */
export function heddleHome(): string {
  const standIn = join(PACKAGE_DIR, 'test', 'fixtures', 'fake-runtime');
  const chosen = process.env.HEDDLE_TEST_RUNTIME_HOME;
  if (chosen === 'stand-in') return standIn;
  if (chosen) return resolve(chosen);
  const built = resolve(REPO_ROOT, process.env.HEDDLE_BUILD_DIR ?? 'build');
  return ['heddle', 'heddle-cc', 'heddle-c++'].every((t) => existsSync(join(built, 'bin', t))) ? built : standIn;
}

/**
 * The Node that runs the action, as the runner's would: HEDDLE_TEST_ACTION_NODE (e.g. a Node 24 binary, the
 * runtime action.yml names), else the one running the tests.
 */
export const ACTION_NODE = process.env.HEDDLE_TEST_ACTION_NODE ? resolve(process.env.HEDDLE_TEST_ACTION_NODE) : process.execPath;

const TEST_TOKEN = 'ghs_test_token';

/**
 * INPUT_* of every input that action.yml gives a default, as the runner sets them for inputs a
 * workflow leaves out: the action then runs with action.yml's defaults, not with fallbacks of its own.
 * The one expression among the defaults, `${{ github.token }}`, is the job's token.
 */
export function defaultInputs(): Record<string, string> {
  const action = parse(readFileSync(join(PACKAGE_DIR, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
  const env: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) {
    if (input.default === undefined) continue;
    env[`INPUT_${name.toUpperCase()}`] = input.default.replace('${{ github.token }}', TEST_TOKEN);
  }
  return env;
}

export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

export interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  commands: WorkflowCommand[];
  /** Workflow-command annotations (error/warning/notice), in order. */
  annotations: WorkflowCommand[];
  /** RUNNER_TEMP of the run. */
  runnerTemp: string;
  /** With `cancel`: how long the action took to end after the signal was sent (ms), undefined if never sent. */
  msAfterSignal?: number;
}

export interface PullRequestEvent {
  number: number;
  headSha: string;
  baseRef: string;
  fork?: boolean;
}

export interface ActionSetup {
  workspace: string;
  apiUrl: string;
  inputs: Record<string, string>;
  pullRequest?: PullRequestEvent;
  /** Branch name for push events (GITHUB_REF_NAME). */
  refName?: string;
  /** false: no HEDDLE_HOME, so the action has to find heddle itself; a string: that HEDDLE_HOME. */
  heddleHome?: false | string;
  sha?: string;
  /** Variables to set (e.g. PATH) over the runner's. */
  env?: NodeJS.ProcessEnv;
  /** Another copy of the bundle to run (e.g. one placed in a different checkout). */
  bundle?: string;
  /** Run as this user (the test must be root to switch); the runner's files are made writable for it. */
  user?: { uid: number; gid: number };
  /** Another Node binary to run the action with. */
  node?: string;
  /**
   * Send `signal` to the action `delayMs` after its output first matches `when` (the runner cancelling the job),
   * or, with `until`, at the first check from then on (every 100 ms) that finds `until()` true.
   */
  cancel?: { when: RegExp; signal: NodeJS.Signals; delayMs: number; until?: () => boolean };
}

const unescapeData = (s: string) => s.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
const unescapeProperty = (s: string) => unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',');

/** Workflow commands as the runner reads them, honouring ::stop-commands::TOKEN ... ::TOKEN::. */
export function parseCommands(stdout: string): WorkflowCommand[] {
  const out: WorkflowCommand[] = [];
  let stoppedUntil: string | undefined;
  for (const line of stdout.split('\n')) {
    if (stoppedUntil !== undefined) {
      if (line === stoppedUntil) stoppedUntil = undefined;
      continue;
    }
    const m = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    if (m[1] === 'stop-commands') {
      stoppedUntil = `::${m[3]}::`;
      continue;
    }
    const properties: Record<string, string> = {};
    for (const kv of (m[2] ?? '').split(',').filter(Boolean)) {
      const i = kv.indexOf('=');
      properties[kv.slice(0, i)] = unescapeProperty(kv.slice(i + 1));
    }
    out.push({ command: m[1]!, properties, message: unescapeData(m[3]!) });
  }
  return out;
}

/** GITHUB_OUTPUT is a sequence of `name<<DELIM`, value lines, `DELIM`. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const end = lines.indexOf(m[2]!, i + 1);
    outputs[m[1]!] = lines.slice(i + 1, end).join('\n');
    i = end;
  }
  return outputs;
}

export async function runAction(setup: ActionSetup): Promise<ActionRun> {
  const runner = tempDir('heddle-runner');
  const files = { event: join(runner, 'event.json'), output: join(runner, 'output'), summary: join(runner, 'summary.md') };
  const pr = setup.pullRequest;
  const sha = pr?.headSha ?? setup.sha ?? '0123456789abcdef0123456789abcdef01234567';
  const payload = pr
    ? {
        action: 'synchronize',
        number: pr.number,
        pull_request: {
          number: pr.number,
          head: { sha: pr.headSha, ref: 'feature', repo: { full_name: pr.fork ? 'contributor/heddle-demo' : 'octo/heddle-demo' } },
          base: { sha: 'b'.repeat(40), ref: pr.baseRef, repo: { full_name: 'octo/heddle-demo' } },
        },
        repository: { full_name: 'octo/heddle-demo', name: 'heddle-demo', owner: { login: 'octo' } },
      }
    : { ref: `refs/heads/${setup.refName ?? 'main'}`, repository: { full_name: 'octo/heddle-demo', name: 'heddle-demo', owner: { login: 'octo' } } };
  writeFileSync(files.event, JSON.stringify(payload));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(setup.heddleHome !== false && { HEDDLE_HOME: setup.heddleHome ?? heddleHome() }),
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: setup.workspace,
    GITHUB_EVENT_NAME: pr ? 'pull_request' : 'push',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_API_URL: setup.apiUrl,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_REPOSITORY: 'octo/heddle-demo',
    GITHUB_SHA: sha,
    GITHUB_REF: pr ? `refs/pull/${pr.number}/merge` : `refs/heads/${setup.refName ?? 'main'}`,
    GITHUB_REF_NAME: pr ? `${pr.number}/merge` : (setup.refName ?? 'main'),
    RUNNER_TEMP: runner,
    ...defaultInputs(),
  };
  for (const [name, value] of Object.entries(setup.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  Object.assign(env, setup.env);
  if (setup.user) {
    chmodSync(runner, 0o777);
    for (const f of Object.values(files)) chmodSync(f, 0o666);
  }

  const child = spawn(setup.node ?? ACTION_NODE, [setup.bundle ?? BUNDLE], { cwd: setup.workspace, env, stdio: ['ignore', 'pipe', 'pipe'], ...setup.user });
  let stdout = '';
  let stderr = '';
  let cancelTimer: NodeJS.Timeout | undefined;
  let signalledAt: number | undefined;
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString('utf8');
    const { cancel } = setup;
    if (cancel && !cancelTimer && cancel.when.test(stdout)) {
      const send = () => {
        if (child.exitCode !== null) return;
        if (!cancel.until || cancel.until()) {
          signalledAt = Date.now();
          child.kill(cancel.signal);
        } else cancelTimer = setTimeout(send, 100);
      };
      cancelTimer = setTimeout(send, cancel.delayMs);
    }
  });
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const status = await new Promise<number | null>((res) => child.on('close', (code) => res(code)));
  const msAfterSignal = signalledAt === undefined ? undefined : Date.now() - signalledAt;
  clearTimeout(cancelTimer);
  const commands = parseCommands(stdout);
  return {
    status,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    summary: existsSync(files.summary) ? readFileSync(files.summary, 'utf8') : '',
    commands,
    annotations: commands.filter((c) => c.command === 'error' || c.command === 'warning' || c.command === 'notice'),
    runnerTemp: runner,
    msAfterSignal,
  };
}
