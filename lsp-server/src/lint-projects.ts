// annotation-lint's LintProject, one per directory: its C files and the files the workspace folder's compile
// database links with them (cross-file rules follow threads and locks through them; annotation-lint splits them
// into programs — by the database's targets, else one per file defining main), plus, for a filter, the filter
// and the C files it names. Each project is
// brought up to date before a lint: open documents by version, files on disk by size and mtime, so an edit
// re-parses only what changed. Open documents are handed over as text: annotation-lint finds the edit itself
// and, when it lies inside one definition, re-reads that definition alone (no whole-file reparse, which
// web-tree-sitter does in time proportional to the file) — cheaper than handing over the server's own tree,
// which would have to be reparsed whole after every edit first.
// The workspace folder's .heddle-lint.json applies as it does to the CLI run there: files its include/exclude
// globs leave out are neither linted nor part of a program, and its rule severities apply; a project is
// recreated when the config file changes. A bad config is reported to the user once per version of the file,
// with the CLI's message (which file, which field, what is allowed), and linting goes on with the defaults.
// A program with a file above OFF_THREAD_CHARS (only when heddle.maxFileSize is raised) is linted in a worker
// thread instead (lint-offthread.ts), from scratch each time, so the server keeps answering meanwhile.
import { dirname, join } from 'node:path';
import type { CompileDatabases, FolderDatabase } from './compile-databases.js';
import { CONFIG_FILE, configSelects, LintProject, loadConfig, type Finding, type LintConfig } from './lint-api.js';
import { lintOffThread, OFF_THREAD_CHARS, type OffThreadLint } from './lint-offthread.js';
import type { Workspace } from './workspace.js';

interface ProjectState {
  project: LintProject;
  /** The config file's version the project was made with: its rule severities are fixed at creation. */
  configVersion: string;
  /** The compile database's version its programs are grouped by. */
  databaseVersion: string;
  /** path → what the project holds: "open:<version>" or "disk:<size>:<mtime>". */
  versions: Map<string, string>;
  /** The documents linted through it; when the last is released, the project (trees, facts) is dropped. */
  users: Set<string>;
  /** The files whose incremental path was warmed up (LintProject.warmUp) after their first lint. */
  warmed: Set<string>;
}

/** Files shorter than this lint fast from the first edit on: no warm-up. */
const WARM_UP_CHARS = 50_000;

export class LintProjects {
  private readonly projects = new Map<string, Promise<ProjectState>>();
  /** Workspace folder → its config, read again when the file's version changes. */
  private readonly configs = new Map<string, { version: string; config: LintConfig }>();
  /** Lints running in a worker, by the path they lint. */
  private readonly inFlight = new Map<string, OffThreadLint>();
  constructor(
    private readonly workspace: Workspace,
    private readonly databases: CompileDatabases,
    /** Tells the person at the editor about a broken config file. */
    private readonly reportConfigProblem: (message: string) => void,
  ) {}

  /** The files a C file's program may take in: those of its directory and those the compile database links with it. */
  programCandidates(path: string): string[] {
    const linked = this.databases.forPath(path).database?.linkedWith(path) ?? [];
    return [...new Set([...this.workspace.siblingSources(path), ...linked])].sort();
  }

  /**
   * The findings located in `path`, with `members` (other files of its program) in the project; undefined when a
   * lint in a worker (a program with a big file) was cancelled (`cancel`: a newer version supersedes it).
   */
  async lintFile(path: string, members: readonly string[]): Promise<Finding[] | undefined> {
    const { version: configVersion, config } = this.configFor(path);
    if (!configSelects(config, path)) return [];
    const wanted = new Set([path, ...members.filter((m) => configSelects(config, m))]);
    const database = this.databases.forPath(path);
    if ([...wanted].some((p) => (this.workspace.sizeOf(p) ?? 0) > OFF_THREAD_CHARS)) return this.lintOffThread(path, wanted, config, database);
    const key = dirname(path);
    let state = this.projects.get(key);
    if (state && (await state).configVersion !== configVersion) {
      this.dispose(await state);
      state = undefined;
    }
    if (!state) {
      state = LintProject.create({ rules: config.rules, build: database.database }).then((project) => ({ project, configVersion, databaseVersion: database.version, versions: new Map(), users: new Set<string>(), warmed: new Set<string>() }));
      this.projects.set(key, state);
    }
    const resolved = await state;
    if (resolved.databaseVersion !== database.version) {
      resolved.project.setBuild(database.database);
      resolved.databaseVersion = database.version;
    }
    resolved.users.add(path);
    await resolved.project.prepare(wanted); // loads tree-sitter-cpp for the first C++ file
    this.sync(resolved, wanted);
    const findings = resolved.project.lintFile(path);
    this.warmUp(key, resolved, path);
    return findings;
  }

  /**
   * After a big file's first lint, warms its incremental path up in idle turns (one LintProject.warmUp step per
   * turn), so the first edits lint as fast as the later ones; stops when the file changes or the project goes.
   */
  private warmUp(key: string, state: ProjectState, path: string): void {
    if (state.warmed.has(path) || (this.workspace.sizeOf(path) ?? 0) < WARM_UP_CHARS) return;
    state.warmed.add(path);
    const version = state.versions.get(path);
    const steps = state.project.warmUp(path);
    const step = () => {
      if (this.projects.get(key) === undefined || state.versions.get(path) !== version || this.workspace.versionOf(path) !== version) return;
      if (!steps.next().done) setImmediate(step);
    };
    setImmediate(step);
  }

  /** Stops the worker lint of `path` in flight, if any: its result would be stale. */
  cancel(path: string): void {
    this.inFlight.get(path)?.cancel();
  }

  /**
   * A program with a file above OFF_THREAD_CHARS is linted from scratch in a worker (lint-offthread.ts): the main
   * thread stays free for requests and edits. Its projects are not kept: the next lint starts from the texts again.
   */
  private async lintOffThread(path: string, wanted: ReadonlySet<string>, config: LintConfig, database: FolderDatabase): Promise<Finding[] | undefined> {
    this.cancel(path);
    const files = [...wanted].map((p) => this.workspace.read(p)).filter((f) => f !== undefined).map((f) => ({ path: f.path, text: f.text }));
    const db = database.database;
    const build = Object.fromEntries(files.map((f) => [f.path, { targets: [...(db?.targetsOf(f.path) ?? [])], defines: [...(db?.definesOf(f.path) ?? [])], language: db?.languageOf(f.path) }]));
    const lint = lintOffThread({ path, files, rules: config.rules, build });
    this.inFlight.set(path, lint);
    try {
      return await lint.findings;
    } finally {
      if (this.inFlight.get(path) === lint) this.inFlight.delete(path);
    }
  }

  /**
   * `path` is no longer linted (its document closed). A program none of whose documents is open any more
   * is dropped, so a long session does not keep every directory it ever opened parsed.
   */
  async release(path: string): Promise<void> {
    const key = dirname(path);
    const state = this.projects.get(key);
    if (!state) return;
    const resolved = await state;
    resolved.users.delete(path);
    if (resolved.users.size > 0 || this.projects.get(key) !== state) return;
    this.projects.delete(key);
    this.dispose(resolved);
  }

  /** How many programs are kept (for tests). */
  get size(): number {
    return this.projects.size;
  }

  private configFor(path: string): { version: string; config: LintConfig } {
    const folder = this.workspace.folderOf(path);
    const version = this.workspace.versionOf(join(folder, CONFIG_FILE)) ?? 'none';
    let known = this.configs.get(folder);
    if (known?.version !== version) {
      known = { version, config: this.readConfig(folder) };
      this.configs.set(folder, known);
    }
    return known;
  }

  private readConfig(folder: string): LintConfig {
    try {
      return loadConfig(folder);
    } catch (error) {
      this.reportConfigProblem(`${(error as Error).message}. Until it is fixed, files are linted with the default settings.`);
      return { root: folder, include: [], exclude: [], rules: {} };
    }
  }

  private dispose(state: ProjectState): void {
    for (const path of state.versions.keys()) state.project.removeFile(path);
  }

  private sync(state: ProjectState, wanted: ReadonlySet<string>): void {
    for (const path of [...state.versions.keys()]) {
      if (!wanted.has(path)) {
        state.project.removeFile(path);
        state.versions.delete(path);
      }
    }
    for (const path of wanted) {
      const version = this.workspace.versionOf(path);
      if (version === state.versions.get(path)) continue;
      const file = version === undefined ? undefined : this.workspace.read(path);
      if (!file) {
        state.project.removeFile(path);
        state.versions.delete(path);
        continue;
      }
      state.project.setFile(path, file.text);
      state.versions.set(path, version as string);
    }
  }
}
