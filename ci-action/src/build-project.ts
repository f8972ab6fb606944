// Builds the user's project with heddle's compiler wrappers, either with the user's
// own build command (CC/CXX set) or with CMake (compilers passed as cache variables).
// The output is kept: a failing build is reported with its last lines, because a
// build failure must not look like a clean run (no SARIF is written for it). Each step runs in
// a process group of its own, so cancelling the job stops cmake, ninja and the compilers too.
import { constants as osConstants } from 'node:os';
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import * as core from '@actions/core';
import { which } from '@actions/io';
import type { Cancellation } from './cancellation.js';
import { UserError } from './errors.js';
import type { HeddleTools } from './heddle-tools.js';
import { CANCEL_GRACE_MS, runInGroup } from './process-group.js';
import { withCommandsStopped } from './untrusted-output.js';

export interface BuildRequest {
  workspace: string;
  buildCommand: string;
  cmakeArgs: string[];
  buildDir: string;
  /** A cancelled job stops the build's whole process group (process-group.ts). */
  cancellation?: Cancellation;
}

const TAIL_LINES = 30;

export class BuildError extends UserError {
  constructor(
    readonly step: string,
    readonly status: number,
    readonly outputTail: string,
  ) {
    super(`the project's build failed: ${step} exited with status ${status}. heddle ran nothing and wrote no SARIF. Last lines of its output:\n${outputTail}\nFix the build (it uses CC=heddle-cc, CXX=heddle-c++), or check the build-command / cmake-args inputs.`);
  }
}

export function buildDirectory(req: BuildRequest): string {
  return isAbsolute(req.buildDir) ? req.buildDir : join(req.workspace, req.buildDir);
}

export async function buildProject(req: BuildRequest, tools: HeddleTools): Promise<void> {
  const env = { ...process.env, CC: tools.cc, CXX: tools.cxx } as Record<string, string>;
  if (req.buildCommand !== '') {
    await step('build-command', 'bash', ['-eo', 'pipefail', '-c', req.buildCommand], req.workspace, env, req.cancellation);
    return;
  }
  const dir = buildDirectory(req);
  // The compile database is heddle-lint's program model (lint.ts); cmake-args come after, so they can turn it off.
  await step('cmake configure', 'cmake', ['-S', req.workspace, '-B', dir, `-DCMAKE_C_COMPILER=${tools.cc}`, `-DCMAKE_CXX_COMPILER=${tools.cxx}`, '-DCMAKE_EXPORT_COMPILE_COMMANDS=ON', ...req.cmakeArgs], req.workspace, env, req.cancellation);
  await step('cmake build', 'cmake', ['--build', dir], req.workspace, env, req.cancellation);
}

/**
 * The same CMake project built without heddle into <build-dir>-native, for the overhead of
 * `native: true` benchmarks: the compilers heddle-cc wraps (clang-16, or HEDDLE_CLANG/HEDDLE_CLANGXX)
 * when present, so the figure is heddle's cost and not a compiler's; heddle.h on CPATH (without
 * HEDDLE_ENABLED its annotations compile to nothing). A failing native build costs only the
 * overhead figures: it returns why instead of throwing.
 */
export async function buildNativeProject(req: BuildRequest, tools: HeddleTools): Promise<{ dir: string } | { problem: string }> {
  const dir = `${buildDirectory(req)}-native`;
  const include = join(dirname(dirname(tools.cc)), 'include');
  const env = { ...process.env, CPATH: [include, process.env.CPATH].filter(Boolean).join(delimiter) } as Record<string, string>;
  delete env.CC;
  delete env.CXX;
  const compilers: string[] = [];
  for (const [variable, wanted] of [['CMAKE_C_COMPILER', process.env.HEDDLE_CLANG ?? 'clang-16'], ['CMAKE_CXX_COMPILER', process.env.HEDDLE_CLANGXX ?? 'clang++-16']] as const) {
    const found = await which(wanted, false);
    if (found) compilers.push(`-D${variable}=${found}`);
  }
  try {
    await step('native cmake configure', 'cmake', ['-S', req.workspace, '-B', dir, ...compilers, ...req.cmakeArgs], req.workspace, env, req.cancellation);
    await step('native cmake build', 'cmake', ['--build', dir], req.workspace, env, req.cancellation);
    return { dir };
  } catch (e) {
    if (!(e instanceof BuildError)) throw e;
    return { problem: `the native build (for overhead figures) failed: ${e.step} exited with status ${e.status}; see the log group "Build: ${e.step}"` };
  }
}

function cancelledBuild(signal: string, name: string, outputTail: string): UserError {
  return new UserError(`the job was cancelled (${signal}) while building the project: ${name} and everything it started were stopped (${signal} to its process group); nothing ran under heddle and no SARIF was written. Last lines of its output:\n${outputTail}`);
}

async function step(name: string, cmd: string, args: string[], cwd: string, env: Record<string, string>, cancellation: Cancellation | undefined): Promise<void> {
  // A signal between two steps (configure, then build) starts no further one.
  if (cancellation?.signal) throw cancelledBuild(cancellation.signal, name, '(nothing: it was not started)');
  const lines: string[] = [];
  const keep = (data: Buffer) => {
    process.stdout.write(data);
    lines.push(...data.toString('utf8').split('\n'));
    if (lines.length > TAIL_LINES * 4) lines.splice(0, lines.length - TAIL_LINES);
  };
  const tail = () => lines.filter((l) => l.trim() !== '').slice(-TAIL_LINES).join('\n');
  const end = await core.group(`Build: ${name}`, () =>
    withCommandsStopped(() => {
      core.info(`[command]${[cmd, ...args].join(' ')}`);
      return runInGroup(cmd, args, {
        cwd,
        env,
        onOutput: keep,
        cancellation,
        onCancel: (sig) => core.info(`${name}: ${sig} received (the job is cancelled); passing it to the build's process group, SIGKILL in ${CANCEL_GRACE_MS / 1000}s`),
      });
    }),
  );
  if (end.cancelledBy) throw cancelledBuild(end.cancelledBy, name, tail());
  if (end.startError) lines.push(`could not start ${cmd}: ${end.startError.message}`);
  const status = end.startError ? 127 : (end.exitCode ?? 128 + (osConstants.signals[end.signal!] ?? 0));
  if (status !== 0) throw new BuildError(name, status, tail());
}
