// What a test run left behind, for scripts/ts-test.mjs: the entries of the tests' private TMPDIR (named by their
// prefix, then removed) and the processes that still carry that TMPDIR in their environment (code-server, a browser,
// a server a test started and did not stop: named, then ended — SIGTERM, SIGKILL after a grace). Tests clean up
// after themselves; this keeps a forgotten or crashed clean-up from piling up in /tmp or running on.
import { readdirSync, readFileSync, rmSync } from 'node:fs';

const GRACE_MS = 2000;
/** Caches that tools keep in TMPDIR on purpose, not a test's leftovers: tsx's compile cache (tsx-UID). */
const TOOL_CACHES = [/^tsx-\d+$/];

/** pid and command line of every process whose environment holds `TMPDIR=dir` (zombies have none). */
function processesWithTmpdir(dir) {
  const marker = `TMPDIR=${dir}`;
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let environ;
    try {
      environ = readFileSync(`/proc/${entry}/environ`, 'latin1');
    } catch {
      continue; // gone meanwhile, or not ours to read
    }
    if (!environ.split('\0').includes(marker)) continue;
    let command = '';
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0').join(' ').trim();
    } catch {
      // gone meanwhile: its pid is still worth naming
    }
    found.push({ pid: Number(entry), command });
  }
  return found;
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

async function endStrayProcesses(dir) {
  const stray = processesWithTmpdir(dir);
  if (stray.length === 0) return;
  console.error(`ts-test: ${stray.length} process(es) started by the tests outlived them; ending them:`);
  for (const p of stray) console.error(`  ${p.pid} ${p.command.slice(0, 200)}`);
  for (const p of stray) signal(p.pid, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  while (Date.now() < deadline && processesWithTmpdir(dir).length > 0) await new Promise((r) => setTimeout(r, 100));
  for (const p of processesWithTmpdir(dir)) signal(p.pid, 'SIGKILL');
}

/**
 * Counts per name with its random suffix cut: mkdtemp's `heddle-runner-AbC123` → `heddle-runner`, VS Code's
 * `vscode-ipc-<uuid>` → `vscode-ipc` (the last part, then every part before it with a digit in it).
 */
function byPrefix(names) {
  const counts = new Map();
  for (const name of names) {
    const prefix = name.replace(/[-.][^-.]*$/, '').replace(/([-.][0-9a-f]*\d[0-9a-f]*)+$/i, '') || name;
    counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return [...counts].map(([prefix, n]) => `${prefix} (${n})`).join(', ');
}

/** Ends the processes still using `dir` as TMPDIR, names what the tests left in it, and removes it unless `keep`. */
export async function reportLeftovers(dir, { keep = false } = {}) {
  await endStrayProcesses(dir);
  const left = readdirSync(dir).filter((name) => !TOOL_CACHES.some((cache) => cache.test(name)));
  if (keep) {
    console.error(`ts-test: kept the tests' TMPDIR ${dir}`);
    return;
  }
  if (left.length > 0) console.error(`ts-test: the tests left ${left.length} entries in their TMPDIR (removed): ${byPrefix(left)}`);
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
