// The setup every server test file shares: a fresh copy of the fixture workspace and a real server session
// on it, started before the file's first test and stopped (copy removed) after its last.
import { after, before } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyWorkspace } from './fixture-workspace.js';
import { LspSession, type SessionOptions } from './lsp-session.js';

export interface ServerFixtureOptions {
  /** The "heddle" settings the client answers workspace/configuration with. */
  settings?: SessionOptions['settings'];
  /** Runs on the workspace copy before the server starts (write logs, configs, build a program). */
  prepare?: (dir: string) => void;
  /** Runs once the server is up, before the first test (open the documents every test uses). It is part of
   * the fixture's own before() hook: node:test (Node 20) does not wait for one top-level hook before the next. */
  ready?: (fixture: ServerFixture) => Promise<void>;
  /** Set when the file's tests are skipped: nothing is started. */
  skip?: boolean;
}

export interface ServerFixture {
  /** The workspace copy. */
  readonly dir: string;
  readonly session: LspSession;
  /** A path in the workspace copy. */
  path(name: string): string;
  /** A file of the workspace copy, as it is on disk now. */
  read(name: string): string;
  /** Opens a workspace file (with its disk text unless given); returns its URI. */
  open(name: string, languageId: string, text?: string): Promise<string>;
}

export function useServer(options: ServerFixtureOptions = {}): ServerFixture {
  let workspace: ReturnType<typeof copyWorkspace> | undefined;
  let session: LspSession | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the server fixture is used before its before() hook ran');
    return value;
  };
  before(async () => {
    if (options.skip) return;
    workspace = copyWorkspace();
    options.prepare?.(workspace.dir);
    session = await LspSession.start({ workspace: workspace.dir, ...(options.settings && { settings: options.settings }) });
    await options.ready?.(fixture);
  });
  after(async () => {
    await session?.stop();
    workspace?.remove();
  });
  const fixture: ServerFixture = {
    get dir() {
      return started(workspace).dir;
    },
    get session() {
      return started(session);
    },
    path: (name) => join(fixture.dir, name),
    read: (name) => readFileSync(fixture.path(name), 'utf8'),
    open: (name, languageId, text) => fixture.session.open(fixture.path(name), languageId, text ?? fixture.read(name)),
  };
  return fixture;
}
