// How heddle checks memory nobody annotated, per heddle flavour: the runtime
// option `unannotated` (HEDDLE_OPTIONS). `private` is strict PUSh semantics
// (unannotated memory is private to one thread), which the annotated suite's
// ground truth is written for; `race` (the runtime's default) checks it with
// happens-before race detection.
//
// A runtime from before race mode knows no `unannotated` key and refuses to
// start with it (HEDDLE_OPTIONS: unknown option, exit 2); strict is then its only
// mode. The harness asks the built runtime once (a probe program) and passes the
// option only when it is understood; results record which it was.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Toolchain } from './build.js';
import type { HeddleFlavor } from './flavors.js';

export type UnannotatedMode = 'private' | 'race';

export const UNANNOTATED_MODE: Record<HeddleFlavor, UnannotatedMode> = {
  heddle: 'private',
  heddle_race: 'race',
};

/**
 * The HEDDLE_OPTIONS a heddle flavour runs with: its mode when the runtime has modes, else none
 * (a runtime without modes is strict, and refuses the key). Never inherited from the caller.
 */
export function heddleOptions(flavor: HeddleFlavor, runtimeHasModes: boolean): string {
  return runtimeHasModes ? `unannotated=${UNANNOTATED_MODE[flavor]}` : '';
}

/** The environment of a heddle run: exactly these options (an empty string removes the variable). */
export function heddleEnv(options: string): NodeJS.ProcessEnv {
  return { HEDDLE_OPTIONS: options === '' ? undefined : options };
}

/** What the runtime answered to `HEDDLE_OPTIONS=unannotated=private`. */
export function modesFromProbe(status: number | null, stderr: string): boolean {
  if (status === 0) return true;
  if (status === 2 && /unknown option 'unannotated'/.test(stderr)) return false;
  throw new Error(`probing the runtime for HEDDLE_OPTIONS unannotated: exit status ${status}, stderr: ${stderr.slice(0, 2000)}`);
}

const PROBE_SOURCE = '/* Built by tests/benchmarks/harness/modes.ts: does the runtime start with HEDDLE_OPTIONS=unannotated=private? */\nint main(void) { return 0; }\n';
const probed = new Map<string, boolean>();

/** Whether this build's runtime has the `unannotated` option (asked once per build tree). */
export function runtimeHasModes(tc: Toolchain): boolean {
  const known = probed.get(tc.buildDir);
  if (known !== undefined) return known;
  const dir = join(tc.buildDir, 'benchmarks', 'probe');
  mkdirSync(dir, { recursive: true });
  const source = join(dir, 'options-probe.c');
  if (!existsSync(source) || readFileSync(source, 'utf8') !== PROBE_SOURCE) writeFileSync(source, PROBE_SOURCE);
  const bin = build({ name: 'options-probe', sources: [source], flavor: 'heddle' }, tc);
  const r = spawnSync(bin, [], {
    encoding: 'utf8',
    env: { ...process.env, HEDDLE_LOG_DIR: undefined, ...heddleEnv('unannotated=private') },
    timeout: 60_000,
  });
  const has = modesFromProbe(r.status, r.stderr ?? '');
  probed.set(tc.buildDir, has);
  return has;
}
