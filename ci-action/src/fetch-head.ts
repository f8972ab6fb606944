// actions/checkout's default (fetch-depth: 1) gives a pull_request job only the merge commit,
// so the pull request's head — whose lines annotations carry — is missing. It is fetched here,
// one commit deep, from `origin` (which actions/checkout sets up) with the job's token. The token
// goes to git through GIT_CONFIG_* variables, as an extra header scoped to the GitHub server, so
// it is on no command line (an error message would print that) and reaches no other host.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface FetchAccess {
  token: string;
  /** GITHUB_SERVER_URL: the header is sent to this host only. */
  serverUrl: string;
}

/** The environment that gives git the token as actions/checkout does (http.<server>/.extraheader). */
export function gitAuthEnv(access: FetchAccess): Record<string, string> {
  const basic = Buffer.from(`x-access-token:${access.token}`, 'utf8').toString('base64');
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `http.${access.serverUrl.replace(/\/*$/, '/')}.extraheader`,
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}`,
  };
}

/** Fetches `sha` from origin, one commit deep; undefined when it worked, else git's reason. */
export async function fetchCommit(workspace: string, sha: string, access: FetchAccess | undefined): Promise<string | undefined> {
  try {
    await run('git', ['fetch', '--no-tags', '--no-recurse-submodules', '--depth=1', 'origin', sha], {
      cwd: workspace,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...(access && access.token ? gitAuthEnv(access) : {}) },
      timeout: 120_000,
    });
    return undefined;
  } catch (e) {
    const { stderr, message } = e as { stderr?: string; message: string };
    const lines = (stderr?.trim() || message).split('\n').filter(Boolean);
    const errors = lines.filter((l) => /^(fatal|error):/.test(l));
    return (errors.length > 0 ? errors : lines.slice(-2)).join(' ');
  }
}
