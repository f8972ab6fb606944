// Builds the ResolvedResult model (model.ts) from a log: follows rule indices, applies
// defaults (level from the rule's defaultConfiguration, kind other than "fail" → level
// none); locations are resolved by locations.ts, threads and their events by threads.ts.
import type { ResolvedResult } from './model.js';
import { messageStrings, stripEmbeddedLinks, firstSentence } from './messages.js';
import { resolveLocation } from './locations.js';
import { threadsOf } from './threads.js';
import { fixesOf } from './fixes.js';
import { GITHUB_FINGERPRINT_KEY } from './github-limits.js';
import { SUGGESTION_CALLS, SUGGESTION_KINDS, type AnnotationSuggestion, type SuggestionCall, type SuggestionKind } from './types.js';
import type { BaselineState, HeddleResultProperties, Level, Log, ReportingDescriptor, Result, Run } from './types.js';

/** GitHub's category of a run: runAutomationDetails.id up to its last `/` ('' when none). */
export function runCategory(run: Run): string {
  const id = run.automationDetails?.id;
  if (!id) return '';
  const slash = id.lastIndexOf('/');
  return slash < 0 ? id : id.slice(0, slash);
}

/** The rule of a result: by ruleIndex, else by ruleId/rule.id among the driver's rules. */
export function findRule(result: Result, run: Run): ReportingDescriptor | undefined {
  // CodeQL-style logs keep rules in a tool extension (a query pack), named by rule.toolComponent.
  const component = result.rule?.toolComponent;
  const owner = component?.index !== undefined ? run.tool.extensions?.[component.index] : component?.name !== undefined ? run.tool.extensions?.find((e) => e.name === component.name) : undefined;
  const rules = (owner ?? run.tool.driver).rules ?? [];
  const index = result.ruleIndex ?? result.rule?.index;
  if (index !== undefined && index >= 0 && rules[index]) return rules[index];
  const id = result.ruleId ?? result.rule?.id;
  return id === undefined ? undefined : rules.find((r) => r.id === id);
}

export function ruleIdOf(result: Result, run: Run): string {
  return result.ruleId ?? result.rule?.id ?? findRule(result, run)?.id ?? '(no rule)';
}

export function levelOf(result: Result, rule: ReportingDescriptor | undefined): Level {
  if (result.kind !== undefined && result.kind !== 'fail') return 'none';
  return result.level ?? rule?.defaultConfiguration?.level ?? 'warning';
}

function fingerprintOf(result: Result): string | undefined {
  const partial = result.partialFingerprints;
  if (partial) {
    const primary = partial[GITHUB_FINGERPRINT_KEY];
    if (primary !== undefined) return primary;
    const keys = Object.keys(partial).sort();
    if (keys[0] !== undefined) return `${keys[0]}=${partial[keys[0]]}`;
  }
  return undefined;
}

function heddlePropertiesOf(result: Result): HeddleResultProperties {
  const bag = (result.properties ?? {}) as Record<string, unknown>;
  const out: HeddleResultProperties = {};
  for (const key of ['object', 'policy', 'detail', 'address'] as const) {
    if (typeof bag[key] === 'string') out[key] = bag[key];
  }
  for (const key of ['thread', 'accessSize', 'objectSize', 'owner', 'pid', 'occurrences'] as const) {
    if (typeof bag[key] === 'number') out[key] = bag[key];
  }
  if (bag.access === 'read' || bag.access === 'write' || bag.access === 'call') out.access = bag.access;
  const suggestion = suggestionOf(bag.suggestion);
  if (suggestion) out.suggestion = suggestion;
  return out;
}

/** properties.suggestion, when it has a known kind; unknown fields (and malformed calls) are left out. */
function suggestionOf(value: unknown): AnnotationSuggestion | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const bag = value as Record<string, unknown>;
  if (!SUGGESTION_KINDS.includes(bag.kind as SuggestionKind)) return undefined;
  const calls = Array.isArray(bag.calls) ? bag.calls.flatMap(callOf) : [];
  return {
    kind: bag.kind as SuggestionKind,
    ...(typeof bag.object === 'string' && { object: bag.object }),
    ...(typeof bag.lock === 'string' && { lock: bag.lock }),
    ...(typeof bag.variable === 'string' && { variable: bag.variable }),
    ...(typeof bag.threads === 'number' && { threads: bag.threads }),
    ...(calls.length > 0 && { calls }),
    ...(typeof bag.noFix === 'string' && { noFix: bag.noFix }),
  };
}

function callOf(value: unknown): SuggestionCall[] {
  if (typeof value !== 'object' || value === null) return [];
  const { call, expression, line, accessLine } = value as Record<string, unknown>;
  const name = SUGGESTION_CALLS.find((known) => known === call);
  if (!name) return [];
  if (typeof expression !== 'string' || !Number.isInteger(line) || !Number.isInteger(accessLine)) return [];
  return [{ call: name, expression, line: line as number, accessLine: accessLine as number }];
}

function baselineStateOf(result: Result): BaselineState | undefined {
  switch (result.baselineState) {
    case 'new':
    case 'absent':
    case 'unchanged':
      return result.baselineState;
    case 'updated':
      return 'unchanged';
    default:
      return undefined;
  }
}

export function resolveResult(result: Result, run: Run, runIndex: number, resultIndex: number): ResolvedResult {
  const rule = findRule(result, run);
  const { text, markdown } = messageStrings(result.message, rule, run);
  const message = stripEmbeddedLinks(text);
  const primaryLocation = result.locations?.[0];
  const fingerprint = fingerprintOf(result);
  const baselineState = baselineStateOf(result);
  return {
    runIndex,
    resultIndex,
    toolName: run.tool.driver.name,
    category: runCategory(run),
    ruleId: ruleIdOf(result, run),
    ...(rule && { rule }),
    ...(rule?.helpUri && { helpUri: rule.helpUri }),
    level: levelOf(result, rule),
    message,
    markdown: markdown ?? text,
    title: firstSentence(message),
    ...(primaryLocation && { primary: resolveLocation(primaryLocation, run) }),
    related: (result.relatedLocations ?? []).map((l) => resolveLocation(l, run)),
    threads: threadsOf(result, run),
    fixes: fixesOf(result, run),
    ...(fingerprint !== undefined && { fingerprint }),
    ...(baselineState && { baselineState }),
    heddle: heddlePropertiesOf(result),
    result,
  };
}

/** Every result of every run, in log order. */
export function resolveResults(log: Log): ResolvedResult[] {
  const out: ResolvedResult[] = [];
  log.runs.forEach((run, runIndex) => {
    (run.results ?? []).forEach((result, resultIndex) => out.push(resolveResult(result, run, runIndex, resultIndex)));
  });
  return out;
}
