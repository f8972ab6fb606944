// Merging several logs (runtime runs, lint, CI shards) into one: one run per tool and
// category (optionally one category for all), rules de-duplicated, results moved over with their index references inlined,
// identical results (e.g. the same finding from two shards) kept once — naming every object it was reported
// for (objects.ts) —, URIs rebased onto
// one %SRCROOT%, and the result kept within GitHub's limits (limits.ts).
import { cloneJson } from './clone.js';
import { SARIF_SCHEMA_URI, categoryToAutomationId } from './builder.js';
import { detachResult } from './detach.js';
import { fillGithubRequiredMetadata } from './conform.js';
import { foldObjects } from './objects.js';
import { enforceGithubLimits } from './limits.js';
import { runCategory } from './resolve.js';
import { groupRuns } from './run-key.js';
import { RuleTable } from './rules.js';
import { inferSrcRoot, rebaseRunOntoSrcRoot } from './uris.js';
import type { Artifact, Log, Result, Run } from './types.js';

export interface MergeOptions {
  /**
   * Absolute source root; absolute URIs under it become %SRCROOT%-relative. Default: the
   * first input run's own %SRCROOT% / SRCROOT base, when it is a local directory.
   */
  srcRoot?: string;
  /** Keep identical results once (default true). */
  dedupe?: boolean;
  /** Keep the output within GitHub's upload limits and fill the rule metadata it requires (default true). */
  githubLimits?: boolean;
  /**
   * GitHub code-scanning category for the whole output: every run's runAutomationDetails.id
   * becomes `category/` (GitHub's rule: the id up to its last `/` is the category, so the
   * trailing slash makes all of it the category), and runs of one tool then merge into one
   * whatever category they had (e.g. CI shards). '' removes the ids (GitHub then uses the
   * workflow and job). Default: every run keeps its own category.
   */
  category?: string;
}

/** Puts a run into the given category, dropping the old run-specific id and guids. */
function setCategory(run: Run, category: string): void {
  if (category === '') delete run.automationDetails;
  else run.automationDetails = { id: categoryToAutomationId(category) };
}

/**
 * What makes two results the same finding. With partialFingerprints (heddle's are computed from the code at the
 * location and numbered per run) they decide, not the message: heddle's messages name threads by their index
 * (T1, T2), which depends on scheduling, so two runs of one program would otherwise keep the same finding twice.
 * Without fingerprints the message text is all there is to tell results at one location apart.
 */
function resultIdentity(result: Result): string {
  const physical = result.locations?.[0]?.physicalLocation;
  const fingerprints = result.partialFingerprints;
  const hasFingerprints = fingerprints !== undefined && Object.keys(fingerprints).length > 0;
  return JSON.stringify([
    result.ruleId,
    physical?.artifactLocation?.uriBaseId,
    physical?.artifactLocation?.uri,
    physical?.region?.startLine,
    physical?.region?.startColumn,
    hasFingerprints ? fingerprints : [result.message.text ?? result.message.id, result.message.arguments],
    result.level,
  ]);
}

/** Combines runs of one tool and category into the first of them (all are modified). */
function combine(runs: Run[], dedupe: boolean): Run {
  const [first, ...rest] = runs;
  const target = first!;
  const rules = new RuleTable(target);
  const artifacts = new Map<string, Artifact>();
  const results: Result[] = [];
  const seen = new Map<string, Result>();
  for (const source of [first!, ...rest]) {
    for (const rule of source.tool.driver.rules ?? []) rules.ensure(rule.id, rule);
    for (const result of source.results ?? []) {
      detachResult(result, source);
      rules.rehome(result, source);
      const identity = resultIdentity(result);
      const same = dedupe ? seen.get(identity) : undefined;
      if (same) {
        foldObjects(same, result); // the same finding, maybe about another object: the kept result names it too
        continue;
      }
      seen.set(identity, result);
      results.push(result);
    }
    for (const artifact of source.artifacts ?? []) {
      const key = `${artifact.location?.uriBaseId ?? ''} ${artifact.location?.uri ?? ''}`;
      if (!artifacts.has(key)) {
        const { parentIndex: _parent, ...rest } = artifact;
        artifacts.set(key, rest);
      }
    }
    if (source !== target) {
      target.invocations = [...(target.invocations ?? []), ...(source.invocations ?? [])];
      target.originalUriBaseIds = { ...source.originalUriBaseIds, ...target.originalUriBaseIds };
      const extensions = target.tool.extensions ?? [];
      for (const extension of source.tool.extensions ?? []) {
        if (!extensions.some((e) => e.name === extension.name)) extensions.push(extension);
      }
      if (extensions.length > 0) target.tool.extensions = extensions;
    }
  }
  target.results = results;
  // Results no longer point into these tables (detachResult inlined them).
  delete target.logicalLocations;
  delete target.threadFlowLocations;
  if (artifacts.size > 0) target.artifacts = [...artifacts.values()];
  else delete target.artifacts;
  const category = runCategory(first!);
  if (category) target.automationDetails = { id: categoryToAutomationId(category) };
  return target;
}

export function mergeLogs(logs: Log[], options: MergeOptions = {}): Log {
  const dedupe = options.dedupe ?? true;
  const srcRoot = options.srcRoot ?? inferSrcRoot(logs);
  // Copies first: the category decides which runs are "the same analysis" and merge.
  const copies = logs.flatMap((log) =>
    log.runs.map((run) => {
      const copy = cloneJson(run);
      if (options.category !== undefined) setCategory(copy, options.category);
      if (srcRoot) rebaseRunOntoSrcRoot(copy, srcRoot);
      return { run: copy };
    }),
  );
  const runs = groupRuns(copies).map((group) => combine(group.map(({ run }) => run), dedupe));
  const merged: Log = { $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs };
  return options.githubLimits === false ? merged : enforceGithubLimits(fillGithubRequiredMetadata(merged));
}
