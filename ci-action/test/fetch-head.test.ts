// Fetching the pull request's head (fetch-head.ts) sends the job's token the way
// actions/checkout does — an Authorization header for the GitHub server only — and never shows it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { it } from 'node:test';
import { fetchCommit, gitAuthEnv } from '../src/fetch-head.js';
import { tempDir } from './support/temp-dirs.js';

it('sends the token as a basic Authorization header to the GitHub server, and not in its error', async () => {
  const seen: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers.authorization);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const dir = tempDir('heddle-fetch-head');
    execFileSync('git', ['init', '-q'], { cwd: dir });
    execFileSync('git', ['remote', 'add', 'origin', `${url}/octo/demo.git`], { cwd: dir });
    const token = 'ghs_secret_token_value';
    const failed = await fetchCommit(dir, 'a'.repeat(40), { token, serverUrl: url });
    assert.ok(failed, 'the server has no repository');
    assert.ok(!failed.includes(token) && !failed.includes(Buffer.from(`x-access-token:${token}`).toString('base64')), failed);
    assert.equal(seen[0], `basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`);
    // Another host gets no header.
    seen.length = 0;
    await fetchCommit(dir, 'a'.repeat(40), { token, serverUrl: 'https://github.example' });
    assert.deepEqual(seen, [undefined]);
  } finally {
    server.close();
  }
});

it('scopes the header to the server URL, with one trailing slash', () => {
  assert.equal(gitAuthEnv({ token: 't', serverUrl: 'https://github.com' }).GIT_CONFIG_KEY_0, 'http.https://github.com/.extraheader');
  assert.equal(gitAuthEnv({ token: 't', serverUrl: 'https://ghe.example/' }).GIT_CONFIG_KEY_0, 'http.https://ghe.example/.extraheader');
});
