// Runs code-server (a real VS Code 1.100.3 served over HTTP) for the end-to-end test:
// installs it once with setup-code-server.sh (cached outside the repository), installs the
// built .vsix into a throw-away profile, and serves a workspace on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Installs code-server unless cached; returns its install directory. */
export function setupCodeServer(): string {
  const run = spawnSync('bash', [join(here, 'setup-code-server.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) throw new Error(`setup-code-server.sh failed with exit code ${run.status}`);
  const lines = run.stdout.trim().split('\n');
  return lines[lines.length - 1]!;
}

function entryOf(installDir: string): string {
  return join(installDir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
}

export interface Profile {
  userDataDir: string;
  extensionsDir: string;
  /** XDG_CONFIG_HOME / XDG_DATA_HOME, so nothing is written to the real home. */
  home: string;
}

/**
 * A fresh profile under `root` with settings that keep the workbench quiet and predictable, plus `user`: the
 * user's own settings (where a machine's tools are named, as an installed heddle would be found).
 */
export function createProfile(root: string, user: Record<string, unknown> = {}): Profile {
  const profile = { userDataDir: join(root, 'user-data'), extensionsDir: join(root, 'extensions'), home: join(root, 'home') };
  mkdirSync(join(profile.userDataDir, 'User'), { recursive: true });
  mkdirSync(profile.extensionsDir, { recursive: true });
  mkdirSync(profile.home, { recursive: true });
  writeFileSync(
    join(profile.userDataDir, 'User', 'settings.json'),
    JSON.stringify(
      {
        'workbench.startupEditor': 'none',
        'workbench.tips.enabled': false,
        'workbench.enableExperiments': false,
        'telemetry.telemetryLevel': 'off',
        'security.workspace.trust.enabled': false,
        'extensions.autoUpdate': false,
        'extensions.autoCheckUpdates': false,
        'update.mode': 'none',
        'editor.quickSuggestions': { other: false, comments: false, strings: false },
        'files.autoSave': 'off',
        'window.commandCenter': false,
        ...user,
      },
      null,
      2,
    ),
  );
  // code-server is VS Code's remote: machine-scoped settings (heddle.executable) are read from the remote
  // machine's settings, not the user's.
  mkdirSync(join(profile.userDataDir, 'Machine'), { recursive: true });
  writeFileSync(join(profile.userDataDir, 'Machine', 'settings.json'), JSON.stringify(user, null, 2));
  return profile;
}

function environment(profile: Profile): NodeJS.ProcessEnv {
  // heddle run tasks started from the editor run in heddle's default mode (race mode for unannotated memory), as a
  // user's would: main's and count()'s `hits++` are a data race there, which an execution filter prevents (the "Run
  // with this filter" test); strict mode's private-object violation of `hits` no filter can prevent.
  const { HEDDLE_OPTIONS: _options, ...inherited } = process.env;
  return {
    ...inherited,

    XDG_CONFIG_HOME: join(profile.home, 'config'),
    XDG_DATA_HOME: join(profile.home, 'data'),
    XDG_CACHE_HOME: join(profile.home, 'cache'),
  };
}

function profileArgs(profile: Profile): string[] {
  return ['--user-data-dir', profile.userDataDir, '--extensions-dir', profile.extensionsDir];
}

export function installExtension(installDir: string, profile: Profile, vsix: string): void {
  const run = spawnSync(process.execPath, [entryOf(installDir), ...profileArgs(profile), '--install-extension', vsix], {
    env: environment(profile),
    encoding: 'utf8',
  });
  if (run.status !== 0 || !/was successfully installed/.test(run.stdout)) {
    throw new Error(`installing ${vsix} into code-server failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningCodeServer {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilHealthy(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`code-server exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`code-server did not answer on ${url} within ${timeoutMs / 1000}s; see ${logFile}`);
}

/** Serves `workspace` on 127.0.0.1 without authentication; the log goes to `logFile`. */
export async function startCodeServer(installDir: string, profile: Profile, logFile: string): Promise<RunningCodeServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [entryOf(installDir), ...profileArgs(profile), '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`, '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override'],
    { env: environment(profile), stdio: ['ignore', log, log] },
  );
  await waitUntilHealthy(url, child, logFile, 120_000);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
