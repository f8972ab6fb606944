// Builds a program variant in one of the flavours the harness compares
// (flavors.ts). Each flavour is a real compiler command; binaries are cached in
// the build tree and rebuilt when a source, the compiler command or the runtime
// changes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isHeddleFlavor, type Flavor } from './flavors.js';
import { BENCH_DIR, REPO_DIR, type Program, type Variant } from './suite.js';

/** Where the heddle tools are: a build tree (build/bin/heddle-cc, build/bin/heddle). */
export interface Toolchain {
  buildDir: string;
  heddleCc: string;
  heddle: string;
}

export class ToolchainError extends Error {}

export function findToolchain(buildDir: string): Toolchain {
  const heddleCc = join(buildDir, 'bin', 'heddle-cc');
  const heddle = join(buildDir, 'bin', 'heddle');
  for (const tool of [heddleCc, heddle])
    if (!existsSync(tool))
      throw new ToolchainError(
        `${tool} not found: build heddle first (cmake -S . -B ${buildDir} -G Ninja && cmake --build ${buildDir}), ` +
          'or pass --build-dir for another build tree',
      );
  return { buildDir, heddleCc, heddle };
}

/** The compiler command of a flavour (without sources and output). */
export function compilerOf(flavor: Flavor, tc: Toolchain): string[] {
  switch (flavor) {
    case 'native':
      return ['cc', '-O2', '-g'];
    case 'heddle':
      return [tc.heddleCc, '-O2', '-g'];
    case 'heddle_race':
      // Every annotation compiled out (heddle.h): the program as if nobody had annotated it.
      return [tc.heddleCc, '-O2', '-g', '-DHEDDLE_NO_ANNOTATIONS'];
    case 'tsan_gcc':
      return ['gcc', '-O2', '-g', '-fsanitize=thread'];
    case 'tsan_clang':
      return ['clang-16', '-O2', '-g', '-fsanitize=thread'];
  }
}

/** Every file a build depends on besides the listed sources: headers, and for heddle its runtime. */
function dependencies(flavor: Flavor, tc: Toolchain): string[] {
  const headers = ['common', 'programs'].flatMap((d) =>
    readdirSync(join(BENCH_DIR, d))
      .filter((f) => f.endsWith('.h'))
      .map((f) => join(BENCH_DIR, d, f)),
  );
  headers.push(join(REPO_DIR, 'runtime', 'include', 'heddle.h'));
  if (isHeddleFlavor(flavor)) {
    headers.push(tc.heddleCc);
    const lib = join(tc.buildDir, 'lib');
    if (existsSync(lib)) headers.push(...readdirSync(lib).filter((f) => /\.(a|so)$/.test(f)).map((f) => join(lib, f)));
  }
  return headers;
}

export interface BuildRequest {
  /** The program's sources (relative to tests/benchmarks/), its variant, or an explicit list for runtime/examples. */
  name: string;
  sources: string[];
  define?: string;
  flavor: Flavor;
  /** A heddle flavour built for backend=mpk (`heddle-cc --backend=mpk`, docs/mpk.md), into `<flavor>-mpk-build/`. */
  forMpk?: boolean;
}

/** `from`: a copy of tests/benchmarks/ to build instead (at `root`), its binaries named `prefix-<name>`. */
export function requestFor(p: Program, v: Variant, flavor: Flavor, from?: { root: string; prefix: string }): BuildRequest {
  const root = from?.root ?? BENCH_DIR;
  const name = v.name === 'correct' ? p.program : `${p.program}-${v.name}`;
  return {
    name: from ? `${from.prefix}-${name}` : name,
    sources: [...p.sources.map((s) => join(root, s)), join(root, 'common', 'bench.c')],
    define: v.define,
    flavor,
  };
}

/** Compiles (unless the cached binary is current) and returns the binary's path. */
export function build(req: BuildRequest, tc: Toolchain): string {
  const dir = join(tc.buildDir, 'benchmarks', req.forMpk ? `${req.flavor}-mpk-build` : req.flavor);
  mkdirSync(dir, { recursive: true });
  const out = join(dir, req.name);
  const [compiler, ...flags] = compilerOf(req.flavor, tc) as [string, ...string[]];
  const argv = [
    compiler,
    ...(req.forMpk ? ['--backend=mpk'] : []),
    ...flags,
    `-I${join(BENCH_DIR, 'common')}`,
    `-I${join(BENCH_DIR, 'programs')}`,
    `-I${join(REPO_DIR, 'runtime', 'include')}`,
    ...(req.define ? [`-D${req.define}`] : []),
    ...req.sources,
    '-o',
    out,
    '-lpthread',
    '-lm',
  ];
  const stamp = `${out}.cmd`;
  const command = JSON.stringify(argv);
  if (existsSync(out) && existsSync(stamp) && readFileSync(stamp, 'utf8') === command) {
    const built = statSync(out).mtimeMs;
    if ([...req.sources, ...dependencies(req.flavor, tc)].every((f) => !existsSync(f) || statSync(f).mtimeMs <= built)) return out;
  }
  const [cc, ...args] = argv as [string, ...string[]];
  const r = spawnSync(cc, args, { encoding: 'utf8', cwd: REPO_DIR });
  if (r.error || r.status !== 0)
    throw new Error(`building ${req.name} (${req.flavor}) failed:\n$ ${argv.join(' ')}\n${r.error?.message ?? ''}${r.stderr}`);
  writeFileSync(stamp, command);
  return out;
}
