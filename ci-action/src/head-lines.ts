// On pull_request events actions/checkout checks out the merge commit (refs/pull/N/merge), so
// the results carry the merge commit's line numbers; but annotations (workflow commands and
// the check run, both on the pull request's head) and the changed-lines ranking use the
// head's. When the two commits differ, each result's lines are mapped to the head's, one
// `git diff` per file; a result on lines the base branch changed has no line in the head and
// is listed in the summary instead. Without the head commit in the workspace (a shallow merge
// checkout) it is fetched (fetch-head.ts); when that fails no line is trusted: the results are
// listed, with a warning saying why and how to fix it.
// The lines named inside a placed annotation's text (stacks, related locations) are mapped
// with the same per-file maps.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { MAX_ANNOTATION_TEXT_BYTES, MAX_ANNOTATION_TITLE_CHARS, truncateChars, truncateUtf8, type GithubAnnotation } from '@heddle/sarif';
import { fetchCommit, type FetchAccess } from './fetch-head.js';
import { lineMapFromDiff, SAME_LINES, type LineMap } from './line-map.js';
import { mapLineReferences, type MappedLine } from './line-references.js';

const run = promisify(execFile);

/** A result that is not annotated on a line, and why. */
export interface Unplaced {
  annotation: GithubAnnotation;
  reason: string;
}

/** Anything carrying an annotation (result-annotations.ts's groups carry their findings along). */
export interface Annotated {
  annotation: GithubAnnotation;
}

export interface HeadPlacement<T extends Annotated> {
  /** The items with their annotations on the head commit's line numbers. */
  placed: T[];
  unplaced: (T & Unplaced)[];
  /** The commit whose lines the results carry: links to it show the right lines. */
  checkedOut: string;
  /** Said once in the summary. */
  note?: string;
  /** Said once as a warning annotation: annotations need a different checkout. */
  warning?: string;
}

const short = (sha: string) => sha.slice(0, 12);

async function git(workspace: string, args: string[]): Promise<string> {
  // Paths are files, never patterns (a file may be called a*b.c).
  const { stdout } = await run('git', ['--literal-pathspecs', ...args], { cwd: workspace, maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

const succeeds = (p: Promise<unknown>) => p.then(() => true, () => false);

/** The commit in the workspace (`git rev-parse HEAD`), else the workflow's GITHUB_SHA. */
async function checkedOutCommit(workspace: string, workflowSha: string): Promise<string> {
  try {
    return (await git(workspace, ['rev-parse', '--verify', '--quiet', 'HEAD'])).trim() || workflowSha;
  } catch {
    return workflowSha;
  }
}

/** The repository-relative path of a file of the workspace that `path` (relative to it, or absolute) names; else undefined. */
function repositoryFile(workspace: string, path: string): string | undefined {
  const rel = normalize(isAbsolute(path) ? relative(workspace, path) : path);
  if (rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return undefined;
  return statSync(join(workspace, rel), { throwIfNoEntry: false })?.isFile() ? rel.split(sep).join('/') : undefined;
}

/** The annotation with the lines named in its texts mapped, the texts cut to GitHub's limits again (a note makes them longer). */
async function withHeadReferences(a: GithubAnnotation, headLine: (path: string, line: number) => Promise<MappedLine | undefined>): Promise<GithubAnnotation> {
  const [title, message, details] = await Promise.all([a.title, a.message, a.raw_details ?? ''].map((text) => mapLineReferences(text, headLine)));
  return {
    ...a,
    title: truncateChars(title!, MAX_ANNOTATION_TITLE_CHARS),
    message: truncateUtf8(message!, MAX_ANNOTATION_TEXT_BYTES),
    ...(a.raw_details !== undefined && { raw_details: truncateUtf8(details!, MAX_ANNOTATION_TEXT_BYTES) }),
  };
}

/** Maps each item's annotation lines from the checked-out commit to the pull request's head. */
export async function placeOnHeadLines<T extends Annotated>(
  items: T[],
  ctx: { workspace: string; headSha: string | undefined; workflowSha: string; fetch?: FetchAccess | 'no-network' },
): Promise<HeadPlacement<T>> {
  const { workspace, headSha } = ctx;
  // Without results there is nothing to place (and nothing to warn about).
  if (!headSha || items.length === 0) return { placed: items, unplaced: [], checkedOut: ctx.workflowSha };
  const checkedOut = await checkedOutCommit(workspace, ctx.workflowSha);
  if (checkedOut === headSha) return { placed: items, unplaced: [], checkedOut };

  const hasHead = () => succeeds(git(workspace, ['cat-file', '-e', `${headSha}^{commit}`]));
  let fetched: string | undefined;
  if (!(await hasHead())) {
    const failed = ctx.fetch === 'no-network' ? 'not fetched: the job was cancelled' : await fetchCommit(workspace, headSha, ctx.fetch);
    if (failed !== undefined || !(await hasHead())) {
      const reason = `line numbers are the checked-out commit's (${short(checkedOut)}), not the pull request head's (${short(headSha)}, not in the workspace)`;
      const fix = 'give actions/checkout "fetch-depth: 2" (the merge commit and its parents), or check out the head with "ref: ${{ github.event.pull_request.head.sha }}"';
      const said = `heddle: results are not annotated on lines: the workspace has commit ${short(checkedOut)} (the merge of the pull request into its base) but not the pull request's head ${short(headSha)} (fetching it from origin failed: ${failed ?? 'the commit is still missing'}), and a line's number differs between the two where the base branch changed the file. To fix it, ${fix}. The job summary lists the ${items.length} result(s).`;
      return { placed: [], unplaced: items.map((item) => ({ ...item, reason })), checkedOut, note: said, warning: said };
    }
    fetched = `fetched the pull request's head ${short(headSha)} (git fetch --depth=1 origin)`;
  }

  const maps = new Map<string, Promise<LineMap | string>>();
  const mapOf = (path: string) => {
    let map = maps.get(path);
    if (!map) {
      map = git(workspace, ['diff', '--no-ext-diff', '--no-textconv', '--no-color', '--unified=0', headSha, checkedOut, '--', path]).then(
        (diff) => (diff ? lineMapFromDiff(diff) : SAME_LINES),
        (e: Error) => `git diff of ${path} failed: ${e.message.trim()}`,
      );
      maps.set(path, map);
    }
    return map;
  };
  const files = new Map<string, string | undefined>();
  const headLine = async (path: string, line: number): Promise<MappedLine | undefined> => {
    if (!files.has(path)) files.set(path, repositoryFile(workspace, path));
    const file = files.get(path);
    if (file === undefined) return undefined;
    const map = await mapOf(file);
    if (typeof map === 'string') return { note: "the checked-out commit's line" };
    const span = map.toHead(line, line);
    return span ? { line: span.start } : { note: "the merge commit's line: the base branch changed it" };
  };
  const placed: T[] = [];
  const unplaced: (T & Unplaced)[] = [];
  for (const item of items) {
    const { annotation } = item;
    const map = await mapOf(annotation.path);
    const span = typeof map === 'string' ? undefined : map.toHead(annotation.start_line, annotation.end_line);
    if (span) placed.push({ ...item, annotation: await withHeadReferences({ ...annotation, start_line: span.start, end_line: span.end }, headLine) });
    else unplaced.push({ ...item, reason: typeof map === 'string' ? map : `the base branch changed this line since the pull request's head ${short(headSha)}` });
  }
  const note = `Line numbers mapped from the checked-out commit ${short(checkedOut)} to the pull request's head ${short(headSha)}${fetched ? ` (${fetched})` : ''}${unplaced.length > 0 ? `; ${unplaced.length} result(s) on lines the base branch changed are listed below, not annotated` : ''}.`;
  return { placed, unplaced, checkedOut, note };
}
