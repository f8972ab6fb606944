// Builds the ResolvedResult model (model.ts) from a log: follows rule, artifact,
// logical-location and threadFlowLocation indices, applies defaults (level from the rule's
// defaultConfiguration, kind other than "fail" → level none), and collects threads.
import { fileURLToPath } from 'node:url';
import type { ResolvedLocation, ResolvedResult, ResolvedThread, SourceSpan } from './model.js';
import { messageStrings, stripEmbeddedLinks, firstSentence } from './messages.js';
import { GITHUB_FINGERPRINT_KEY } from './github-limits.js';
import type {
  ArtifactLocation,
  BaselineState,
  HeddleResultProperties,
  Level,
  Location,
  Log,
  ReportingDescriptor,
  Result,
  Run,
  ThreadFlowLocation,
} from './types.js';

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

/** The artifact location with an artifacts[index] reference filled in. */
export function artifactLocationOf(location: ArtifactLocation | undefined, run: Run): ArtifactLocation | undefined {
  if (!location) return undefined;
  if (location.uri !== undefined || location.index === undefined) return location;
  const artifact = run.artifacts?.[location.index]?.location;
  return artifact ? { ...artifact, ...location, uri: artifact.uri, uriBaseId: location.uriBaseId ?? artifact.uriBaseId } : location;
}

function readablePath(uri: string): string {
  if (uri.startsWith('file:')) {
    try {
      return fileURLToPath(uri);
    } catch {
      return uri;
    }
  }
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

export function spanOf(location: Location | undefined, run: Run): SourceSpan | undefined {
  const physical = location?.physicalLocation;
  const artifact = artifactLocationOf(physical?.artifactLocation, run);
  if (!artifact?.uri) return undefined;
  const region = physical?.region ?? physical?.contextRegion;
  const startLine = region?.startLine ?? 1;
  return {
    uri: artifact.uri,
    ...(artifact.uriBaseId !== undefined && { uriBaseId: artifact.uriBaseId }),
    path: readablePath(artifact.uri),
    startLine,
    ...(region?.startColumn !== undefined && { startColumn: region.startColumn }),
    endLine: region?.endLine ?? startLine,
    ...(region?.endColumn !== undefined && { endColumn: region.endColumn }),
  };
}

function functionNameOf(location: Location | undefined, run: Run): string | undefined {
  const logical = location?.logicalLocations?.[0];
  if (!logical) return undefined;
  const indexed = logical.index !== undefined ? run.logicalLocations?.[logical.index] : undefined;
  return logical.fullyQualifiedName ?? logical.name ?? indexed?.fullyQualifiedName ?? indexed?.name;
}

export function resolveLocation(location: Location | undefined, run: Run): ResolvedLocation {
  const span = spanOf(location, run);
  const functionName = functionNameOf(location, run);
  const message = location?.message ? stripEmbeddedLinks(messageStrings(location.message, undefined, run).text) : undefined;
  return {
    ...(span && { span }),
    ...(message && { message }),
    ...(functionName && { functionName }),
    ...(location?.id !== undefined && { id: location.id }),
  };
}

function threadFlowLocationOf(tfl: ThreadFlowLocation, run: Run): ThreadFlowLocation {
  return tfl.index !== undefined && run.threadFlowLocations?.[tfl.index] ? { ...run.threadFlowLocations[tfl.index], ...tfl } : tfl;
}

function threadsOf(result: Result, run: Run): ResolvedThread[] {
  const threads: ResolvedThread[] = [];
  for (const codeFlow of result.codeFlows ?? []) {
    for (const threadFlow of codeFlow.threadFlows) {
      const frames: ResolvedLocation[] = [];
      for (const raw of threadFlow.locations) {
        const tfl = threadFlowLocationOf(raw, run);
        if (tfl.location) frames.push(resolveLocation(tfl.location, run));
        else if (tfl.stack) {
          // stack.frames[0] is the innermost frame; frames here run outermost first.
          for (const frame of [...tfl.stack.frames].reverse()) frames.push(resolveLocation(frame.location, run));
        }
      }
      const name = threadFlow.message ? stripEmbeddedLinks(messageStrings(threadFlow.message, undefined, run).text) : threadFlow.id ?? `thread ${threads.length + 1}`;
      threads.push({ ...(threadFlow.id !== undefined && { id: threadFlow.id }), name, frames });
    }
  }
  if (threads.length === 0) {
    // No codeFlows: result.stacks (e.g. a crash report) are the next best thing.
    for (const stack of result.stacks ?? []) {
      const frames = [...stack.frames].reverse().map((frame) => resolveLocation(frame.location, run));
      threads.push({ name: stack.message?.text ?? `stack ${threads.length + 1}`, frames });
    }
  }
  return threads;
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
  if (bag.access === 'read' || bag.access === 'write') out.access = bag.access;
  return out;
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
