// Schema-valid but unusual logs (dangling indices, message ids without strings, no
// regions, no URIs, no results) must never crash a view, merge or the baseline.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  compareWithBaseline,
  invocationOutcomes,
  mergeLogs,
  renderMarkdown,
  renderText,
  toGithubAnnotations,
  toLspDiagnostics,
  validateSarif,
  type Log,
} from '../src/index.js';
import { fixture } from './helpers.js';

type Mutation = [string, (log: Log) => void];

function eachObject(value: unknown, visit: (o: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) value.forEach((v) => eachObject(v, visit));
  else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    Object.values(value).forEach((v) => eachObject(v, visit));
  }
}

const mutations: Mutation[] = [
  ['dangling rule, artifact and threadFlowLocation indices', (log) => eachObject(log, (o) => {
    if ('ruleIndex' in o) o.ruleIndex = 99;
    if ('index' in o) o.index = 42;
  })],
  ['message ids that no rule defines', (log) => log.runs.forEach((run) => run.results?.forEach((r) => (r.message = { id: 'nowhere', arguments: ['a'] })))],
  ['no regions', (log) => eachObject(log, (o) => delete o.region)],
  ['artifact locations without URIs', (log) => eachObject(log, (o) => {
    if (o.artifactLocation && typeof o.artifactLocation === 'object') o.artifactLocation = { description: { text: 'somewhere' } };
  })],
  ['runs without results', (log) => log.runs.forEach((run) => delete run.results)],
  ['notifications with message ids nothing defines, failed invocations without exit code', (log) => log.runs.forEach((run) => run.invocations?.forEach((inv) => {
    inv.executionSuccessful = false;
    delete inv.exitCode;
    [...(inv.toolExecutionNotifications ?? []), ...(inv.toolConfigurationNotifications ?? [])].forEach((n) => (n.message = { id: 'nowhere' }));
  }))],
  ['no rules, ids only in result.rule', (log) => log.runs.forEach((run) => {
    delete run.tool.driver.rules;
    run.results?.forEach((r) => {
      r.rule = { id: r.ruleId ?? 'x' };
      delete r.ruleId;
      delete r.ruleIndex;
    });
  })],
];

describe('unusual but schema-valid logs', () => {
  for (const name of ['heddle-runtime.sarif', 'heddle-events.handwritten.sarif', 'codeql-style.handwritten.sarif', 'eslint-formatter-sarif.sarif', 'runtime-real/locked.sarif', 'runtime-real/api-misuse.sarif', 'runtime-real/not-instrumented.sarif', 'annotation-suggestions.handwritten.sarif']) {
    for (const [what, mutate] of mutations) {
      it(`${name}: ${what}`, () => {
        const log = fixture(name);
        mutate(log);
        assert.deepEqual(validateSarif(log), [], 'the mutation keeps the log schema-valid');
        renderText(log);
        renderMarkdown(log);
        invocationOutcomes(log);
        toGithubAnnotations(log);
        toLspDiagnostics(log, { srcRoot: '/src' });
        const merged = mergeLogs([log, fixture(name)]);
        assert.deepEqual(validateSarif(merged), [], 'merge output stays schema-valid');
        compareWithBaseline(log, fixture(name));
        compareWithBaseline(fixture(name), log);
      });
    }
  }
});
