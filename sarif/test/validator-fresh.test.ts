// The precompiled schema validator (src/schema/sarif-validator.generated.ts) is what ajv makes
// of the vendored schema now: a schema or ajv upgrade without regenerating it fails here.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { it } from 'node:test';
import { packageDir } from './helpers.js';

it('the committed precompiled validator equals a fresh generation from the schema', () => {
  const run = spawnSync(process.execPath, [join(packageDir, 'generate-validator.mjs'), '--check'], { encoding: 'utf8', timeout: 120_000 });
  assert.equal(run.status, 0, `${run.stderr}\nregenerate with: node sarif/generate-validator.mjs`);
});
