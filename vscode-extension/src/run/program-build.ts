// What "Run under heddle" (the code lens on main, the `heddle` launch configuration) runs, as plain functions
// (unit-tested): where a file defines main, and the command lines that build its program with heddle-cc from
// the language server's build plan (lsp-server/src/build-plan.ts: the compile database's target and flags, else
// the file alone) and run it under `heddle run`.
import { basename, dirname, extname, join } from 'node:path';
import type { CommandLine } from '../commands/commandLines.js';

/** The build plan the language server answers `heddle/buildPlan` with (lsp-server/src/build-plan.ts). */
export interface BuildPlan {
  readonly sources: readonly string[];
  readonly flags: readonly string[];
  readonly directory: string;
  readonly database?: string;
}

export const BUILD_PLAN_REQUEST = 'heddle/buildPlan';

/** 0-based lines where a function `main` is defined (`int main(`, `int main (void)`, `main(` at a line's start). */
export function mainDefinitions(text: string): number[] {
  const lines: number[] = [];
  const pattern = /^[ \t]*(?:(?:static|extern|signed|unsigned|int|void)[ \t\n]+)*\**[ \t]*main[ \t]*\(/gm;
  for (const m of text.matchAll(pattern)) {
    // A declaration (`int main(void);`) is no definition: the parameter list is followed by `;`.
    const after = text.slice(m.index + m[0].length);
    const close = after.indexOf(')');
    if (close >= 0 && /^\s*;/.test(after.slice(close + 1))) continue;
    const line = text.slice(0, m.index + m[0].indexOf('main')).split('\n').length - 1;
    lines.push(line);
  }
  return lines;
}

/** heddle-cc (heddle-c++ for C++) beside the configured heddle executable, else on PATH. */
export function compilerFor(heddleExecutable: string, source: string): string {
  const name = /\.(cc|cpp|cxx|C|c\+\+)$/.test(source) ? 'heddle-c++' : 'heddle-cc';
  return heddleExecutable.includes('/') ? join(dirname(heddleExecutable), name) : name;
}

/** Where the program built from `mainFile` goes: `<folder>/.heddle/bin/<name>`. */
export function programPath(folder: string, mainFile: string): string {
  return join(folder, '.heddle', 'bin', basename(mainFile, extname(mainFile)));
}

/** heddle-cc <flags> -g <sources> -o <program> -lpthread, run in the plan's folder. */
export function buildCommandLine(compiler: string, plan: BuildPlan, program: string): CommandLine & { cwd: string } {
  const debugInfo = plan.flags.some((f) => /^-g/.test(f)) ? [] : ['-g'];
  return { command: compiler, args: [...plan.flags, ...debugInfo, ...plan.sources, '-o', program, '-lpthread'], cwd: plan.directory };
}
