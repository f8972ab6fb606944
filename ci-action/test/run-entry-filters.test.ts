// runEntry tells a run whose execution filters heddle refused from any other failure by the line heddle prints
// (the SARIF does not say it). A real process: the line may come in one chunk with a lot after it, or split in two.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ManifestEntry } from '../src/manifest.js';
import { runEntry } from '../src/run-entry.js';

const LINE = 'heddle: the program was not run: fix the execution filters above (docs/filters.md).';

function entry(): ManifestEntry {
  return { name: 'filtered', command: ['sh'], benchmark: undefined, timeoutSeconds: 60, expectExit: [0], env: {}, cwd: undefined, native: undefined, nativeBuild: false, filters: ['f.hfilter'] };
}

async function refusedAfter(script: string): Promise<boolean | undefined> {
  const run = await runEntry({ entry: entry(), argv: ['sh', '-c', script], cwd: process.cwd(), env: process.env, sarifPath: undefined, reportStatuses: [66], programEnd: () => undefined });
  assert.equal(run.exitCode, 2);
  return run.filtersRefused;
}

describe('a refusal of the execution filters', () => {
  it('is found when one write holds the line and 400 more characters after it', async () => {
    assert.equal(await refusedAfter(`printf '%s\\n%0400d\\n' '${LINE}' 0; exit 2`), true);
  });

  it('is found when the line is split across two writes', async () => {
    const half = LINE.length / 2;
    assert.equal(await refusedAfter(`printf '%s' '${LINE.slice(0, half)}'; sleep 0.2; printf '%s\\n' '${LINE.slice(half)}'; exit 2`), true);
  });

  it('is not claimed for a run that failed for another reason', async () => {
    assert.equal(await refusedAfter(`printf 'heddle: cannot open the event log\\n'; exit 2`), undefined);
  });
});
