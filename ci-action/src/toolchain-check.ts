// Whether an installed heddle can build a program here: heddle-cc compiles and links a small
// pthreads program. A heddle found installed or restored from the cache skips the package
// installation that building it does, so clang-16 or libelf may be missing; without this check
// that would surface as the user's build failing, with heddle-cc's hint about a script users do
// not have. heddle-tools.ts turns a failure into the packages to install.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { HeddleTools } from './heddle-tools.js';

const run = promisify(execFile);

const PROGRAM = '#include <pthread.h>\n#include "heddle.h"\nstatic void *work(void *arg) { return arg; }\nint main(void) { pthread_t t; pthread_create(&t, 0, work, 0); return pthread_join(t, 0); }\n';

/** undefined when heddle-cc built the program; else what it said. */
export async function toolchainProblem(tools: HeddleTools): Promise<string | undefined> {
  const dir = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'heddle-toolchain-'));
  try {
    writeFileSync(join(dir, 'check.c'), PROGRAM);
    await run(tools.cc, ['-pthread', '-o', join(dir, 'check'), join(dir, 'check.c')], { cwd: dir, timeout: 120_000 });
    return undefined;
  } catch (e) {
    const { stderr, message } = e as { stderr?: string; message: string };
    return (stderr?.trim() || message).split('\n').filter(Boolean).slice(-3).join(' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
