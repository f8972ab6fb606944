// Runner conditions the tests make: another user without root or sudo, and a PATH that lacks
// some commands (a package that is not installed).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { tempDir } from './temp-dirs.js';

/** The user the no-root tests run the action as. */
export const NOBODY = { uid: 65534, gid: 65534 };

/** Why the action cannot be run as NOBODY here (a test's skip reason), or false. Root can switch — if nobody can start this node binary at all. */
export function cannotRunAsNobody(): string | false {
  if (process.getuid?.() !== 0) return 'needs root to run the action as another user';
  return spawnSync(process.execPath, ['-e', '0'], { ...NOBODY, cwd: tmpdir() }).status !== 0 ? `user nobody cannot run ${process.execPath}` : false;
}

/** A directory of links to every command on `path` (and node) except those named like `left`: a PATH without them. */
export function pathWithout(left: RegExp, path = process.env.PATH ?? ''): string {
  const bin = tempDir('heddle-path-without');
  for (const dir of [...path.split(delimiter), dirname(process.execPath)]) {
    if (!dir || !existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (!left.test(name) && !existsSync(join(bin, name))) symlinkSync(join(dir, name), join(bin, name));
  }
  chmodSync(bin, 0o755);
  return bin;
}
