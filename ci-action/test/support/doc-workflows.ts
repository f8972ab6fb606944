// The example workflows of docs/ci-action.md: every ```yaml block that has `jobs:`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { REPO_ROOT } from './run-action.js';

export const DOCS = join(REPO_ROOT, 'docs', 'ci-action.md');

export interface ExampleWorkflow {
  /** The block's text as the docs show it. */
  text: string;
  /** 1-based line of the block's first YAML line in the docs. */
  line: number;
  /** The parsed workflow; parse errors (YAML syntax, duplicate keys) are thrown naming the docs line. */
  workflow: { on?: unknown; permissions?: unknown; jobs: Record<string, { permissions?: Record<string, string> }> };
}

export function exampleWorkflows(): ExampleWorkflow[] {
  const docs = readFileSync(DOCS, 'utf8');
  return [...docs.matchAll(/```yaml\n([\s\S]*?)```/g)].flatMap((m) => {
    const text = m[1]!;
    const line = docs.slice(0, m.index).split('\n').length + 1;
    const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true });
    if (doc.errors.length > 0) throw new Error(`docs/ci-action.md:${line}: example YAML does not parse: ${doc.errors[0]!.message}`);
    const workflow = doc.toJS() as ExampleWorkflow['workflow'] | null;
    return workflow && typeof workflow === 'object' && 'jobs' in workflow ? [{ text, line, workflow }] : [];
  });
}
