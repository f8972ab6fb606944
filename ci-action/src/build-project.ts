// Builds the user's project with heddle's compiler wrappers, either with the user's
// own build command (CC/CXX set) or with CMake (compilers passed as cache variables).
// The output is kept: a failing build is reported with its last lines, because a
// build failure must not look like a clean run (no SARIF is written for it).
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import * as core from '@actions/core';
import { exec } from '@actions/exec';
import { which } from '@actions/io';
import { UserError } from './errors.js';
import type { HeddleTools } from './heddle-tools.js';
import { withCommandsStopped } from './untrusted-output.js';

export interface BuildRequest {
  workspace: string;
  buildCommand: string;
  cmakeArgs: string[];
  buildDir: string;
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
    await step('build-command', 'bash', ['-eo', 'pipefail', '-c', req.buildCommand], req.workspace, env);
    return;
  }
  const dir = buildDirectory(req);
  await step('cmake configure', 'cmake', ['-S', req.workspace, '-B', dir, `-DCMAKE_C_COMPILER=${tools.cc}`, `-DCMAKE_CXX_COMPILER=${tools.cxx}`, ...req.cmakeArgs], req.workspace, env);
  await step('cmake build', 'cmake', ['--build', dir], req.workspace, env);
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
    await step('native cmake configure', 'cmake', ['-S', req.workspace, '-B', dir, ...compilers, ...req.cmakeArgs], req.workspace, env);
    await step('native cmake build', 'cmake', ['--build', dir], req.workspace, env);
    return { dir };
  } catch (e) {
    if (!(e instanceof BuildError)) throw e;
    return { problem: `the native build (for overhead figures) failed: ${e.step} exited with status ${e.status}; see the log group "Build: ${e.step}"` };
  }
}

async function step(name: string, cmd: string, args: string[], cwd: string, env: Record<string, string>): Promise<void> {
  const lines: string[] = [];
  const keep = (data: Buffer) => {
    lines.push(...data.toString('utf8').split('\n'));
    if (lines.length > TAIL_LINES * 4) lines.splice(0, lines.length - TAIL_LINES);
  };
  const status = await core.group(`Build: ${name}`, () =>
    withCommandsStopped(() =>
      exec(cmd, args, { cwd, env, ignoreReturnCode: true, listeners: { stdout: keep, stderr: keep } }).catch((e: Error) => {
        lines.push(e.message);
        return 127;
      }),
    ),
  );
  if (status !== 0) {
    const tail = lines.filter((l) => l.trim() !== '').slice(-TAIL_LINES).join('\n');
    throw new BuildError(name, status, tail);
  }
}
