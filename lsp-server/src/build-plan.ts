// `heddle/buildPlan` (a request of the VS Code extension's "Run under heddle"): how to build the program a C file
// with main belongs to with heddle-cc — its sources and the options to compile them with — by the same program
// model as the linter (issue #14, items 1 and 2): the compile database's target when the file is in it (its
// flags, from its folder), else the file alone.
import { dirname } from 'node:path';
import type { CompileDatabases } from './compile-databases.js';
import type { ServerContext } from './server.js';
import { invalidParams } from './cancellation.js';

export const BUILD_PLAN_REQUEST = 'heddle/buildPlan';

export interface BuildPlan {
  /** Absolute paths of the sources to compile and link. */
  readonly sources: readonly string[];
  /** Compiler options (-I, -D, -std, …), relative paths relative to `directory`. */
  readonly flags: readonly string[];
  /** Where to run the compiler. */
  readonly directory: string;
  /** The compile database the plan comes from, if any. */
  readonly database?: string;
}

export function buildPlan(path: string, databases: CompileDatabases): BuildPlan {
  const database = databases.forPath(path).database;
  const unit = database?.unitOf(path);
  if (!database || !unit) return { sources: [path], flags: [], directory: dirname(path) };
  const sources = database.linkedWith(path).filter((s) => s !== path);
  return { sources: [path, ...sources], flags: unit.flags, directory: unit.directory, database: database.path };
}

export function registerBuildPlan(context: Pick<ServerContext, 'connection' | 'workspace' | 'databases'>): void {
  context.connection.onRequest(BUILD_PLAN_REQUEST, (params: unknown) => {
    const uri = (params as { uri?: unknown } | undefined)?.uri;
    const path = typeof uri === 'string' ? context.workspace.pathOf(uri) : undefined;
    if (!path) return invalidParams(`${BUILD_PLAN_REQUEST} needs {uri: string} naming a file, but got ${JSON.stringify(params)}`);
    return buildPlan(path, context.databases);
  });
}
