// A thin typed layer for writing SARIF (used by annotation-lint and the tests): the types
// are @types/sarif's, the builder only does the bookkeeping that is easy to get wrong by
// hand — rule indices, %SRCROOT%-relative URIs, automationDetails, invocation status.
// (node-sarif-builder was considered; it has no notion of threadFlows, categories or
// %SRCROOT% rebasing, so it would add a dependency without removing any of this code.)
import { isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SRCROOT } from './github-limits.js';
import { jsonText, writeJsonFile } from './json-writer.js';
import type { Level, Location, Log, Notification, ReportingDescriptor, Result, Run } from './types.js';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

export interface ToolInfo {
  name: string;
  version?: string;
  semanticVersion?: string;
  informationUri?: string;
  organization?: string;
}

export interface RunOptions {
  tool: ToolInfo;
  /** GitHub category; written as runAutomationDetails.id `category/`. */
  category?: string;
  /** Absolute source root; recorded as originalUriBaseIds[%SRCROOT%] and used to relativize paths. */
  srcRoot?: string;
}

export interface SourceSpanInput {
  /** A path relative to the source root (or absolute under it). */
  path: string;
  startLine: number;
  startColumn?: number;
  endLine?: number;
  /** Exclusive, as in SARIF. */
  endColumn?: number;
  /** Text of the location (shown as related-location text, thread-frame text). */
  message?: string;
  /** Function or other logical location at this place. */
  functionName?: string;
  /** relatedLocations id, referenced from messages as `[text](id)`. */
  id?: number;
}

/** Makes a %SRCROOT%-relative source location; absolute paths are made relative to srcRoot. */
export function sourceLocation(input: SourceSpanInput, srcRoot?: string): Location {
  let path = input.path;
  if (isAbsolute(path) && srcRoot) path = relative(srcRoot, path);
  if (isAbsolute(path)) throw new Error(`sourceLocation: ${path} is absolute and not under the source root`);
  const uri = path.split(sep).join('/');
  const location: Location = {
    physicalLocation: {
      artifactLocation: { uri, uriBaseId: SRCROOT },
      region: {
        startLine: input.startLine,
        ...(input.startColumn !== undefined && { startColumn: input.startColumn }),
        ...(input.endLine !== undefined && { endLine: input.endLine }),
        ...(input.endColumn !== undefined && { endColumn: input.endColumn }),
      },
    },
  };
  if (input.id !== undefined) location.id = input.id;
  if (input.message !== undefined) location.message = { text: input.message };
  if (input.functionName !== undefined) location.logicalLocations = [{ name: input.functionName, kind: 'function' }];
  return location;
}

/** The result fields a caller gives; ruleIndex is filled in by the builder. */
export type ResultInput = Omit<Result, 'ruleId' | 'ruleIndex' | 'rule'> & { ruleId: string };

export class RunBuilder {
  private readonly rules: ReportingDescriptor[] = [];
  private readonly ruleIndex = new Map<string, number>();
  private readonly results: Result[] = [];
  private readonly notifications: Notification[] = [];
  private executionSuccessful = true;

  constructor(private readonly options: RunOptions) {}

  get srcRoot(): string | undefined {
    return this.options.srcRoot;
  }

  /** Adds a rule once; adding the same id again returns the first one's index. */
  addRule(rule: ReportingDescriptor): number {
    const known = this.ruleIndex.get(rule.id);
    if (known !== undefined) return known;
    this.rules.push(rule);
    this.ruleIndex.set(rule.id, this.rules.length - 1);
    return this.rules.length - 1;
  }

  /** Adds a result of a rule added before (a programming error otherwise). */
  addResult(input: ResultInput): Result {
    const index = this.ruleIndex.get(input.ruleId);
    if (index === undefined) throw new Error(`RunBuilder.addResult: rule ${input.ruleId} was not added with addRule`);
    const result: Result = { ...input, ruleIndex: index };
    this.results.push(result);
    return result;
  }

  /** A tool execution notification (shown by viewers; used to say what was truncated or failed). */
  addNotification(level: Level, text: string, descriptorId?: string): void {
    this.notifications.push({ level, message: { text }, ...(descriptorId && { descriptor: { id: descriptorId } }) });
  }

  /** Marks the run as failed (e.g. the program under test crashed before the log was complete). */
  markFailed(): void {
    this.executionSuccessful = false;
  }

  build(): Run {
    const { tool, category, srcRoot } = this.options;
    const run: Run = {
      tool: { driver: { ...tool, rules: [...this.rules] } },
      invocations: [
        {
          executionSuccessful: this.executionSuccessful,
          ...(this.notifications.length > 0 && { toolExecutionNotifications: [...this.notifications] }),
        },
      ],
      results: [...this.results],
      columnKind: 'utf16CodeUnits',
    };
    if (srcRoot) run.originalUriBaseIds = { [SRCROOT]: { uri: pathToFileURL(srcRoot.endsWith('/') ? srcRoot : `${srcRoot}/`).href } };
    if (category !== undefined) run.automationDetails = { id: categoryToAutomationId(category) };
    return run;
  }
}

/** `lint` → `lint/`: a trailing slash makes the whole id the category (GitHub's rule). */
export function categoryToAutomationId(category: string): string {
  return category.endsWith('/') ? category : `${category}/`;
}

export class SarifLogBuilder {
  private readonly runs: RunBuilder[] = [];

  addRun(options: RunOptions): RunBuilder {
    const run = new RunBuilder(options);
    this.runs.push(run);
    return run;
  }

  build(): Log {
    return { $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs: this.runs.map((r) => r.build()) };
  }
}

/** Serializes a log the way every heddle tool writes it (2-space JSON, trailing newline). */
/** The log's text as heddle writes it (pretty-printed, a final newline); at any depth, within what one string holds. */
export function serializeSarif(log: Log): string {
  return `${jsonText(log)}\n`;
}

/** Writes the log as serializeSarif would, a chunk at a time: any size (one string holds ~512 M characters at most). */
export function writeSarifFile(path: string, log: Log): void {
  writeJsonFile(path, log);
}
