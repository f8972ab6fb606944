// Runs the SARIF SDK's validator (scripts/sarif-validate.sh: SARIF and GitHub rule kinds).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './run-action.js';

export function sarifValidate(...files: string[]): { ok: boolean; output: string } {
  const r = spawnSync('bash', [join(REPO_ROOT, 'scripts', 'sarif-validate.sh'), ...files], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}
