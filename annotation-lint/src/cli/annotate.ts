// heddle-lint annotate [--srcroot DIR] [--apply] results.sarif... (also run as `heddle annotate`, which names
// itself in the help and the notes: `program` below).
// Applies race mode's annotation suggestions: prints a unified diff of every fix that passes the checks
// (suggest/), or with --apply writes the files (atomically, keeping their mode). Refused fixes go to stderr.
// Exit codes: 0 every fix printed/applied, 1 some were refused, 2 bad input (options, unreadable SARIF, a
// source file the log names that is not there).
import { chmodSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { ANNOTATION_SUGGESTION_RULE, artifactFilePath, readSarifFile, resolveResults, SarifInputError, type ResolvedResult } from '@heddle/sarif';
import { planAnnotations } from '../suggest/plan.js';
import { unifiedDiff } from '../suggest/diff.js';
import type { AnnotationPlan, PlannedFile, SuggestionOutcome } from '../suggest/model.js';
import { UsageError } from './usage-error.js';

const annotateHelp = (program: string) => `usage: ${program} annotate [--srcroot DIR] [--apply] results.sarif...

Applies the annotation suggestions (rule annotation-suggestion) that heddle run
wrote in race mode. Each fix is checked with the C parser first: the file must
still parse, an inserted annotation must be a statement of its own, and the
names it uses must mean the same objects there. Refused fixes are listed on
stderr with file:line and why.

options:
  --srcroot DIR   the source root the log's %SRCROOT% paths are relative to, and
                  the folder diff paths are relative to (default: the current folder)
  --apply         write the files (each atomically) instead of printing a diff
  -h, --help      this help

Without --apply, prints a unified diff (apply it with git apply or patch -p1 in DIR).
exit codes: 0 every fix printed or applied, 1 some fixes refused,
            2 bad input (options, SARIF, a source file that is not there)
`;

interface CliOutput {
  code: number;
  stdout: string;
  stderr: string;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Writes `text` to `path` through a temporary file in the same folder and a rename, keeping the file's mode. */
function writeAtomically(path: string, text: string): void {
  const mode = statSync(path).mode & 0o7777;
  const temp = join(dirname(path), `.${basename(path)}.heddle-${process.pid}.tmp`);
  try {
    writeFileSync(temp, text, { mode });
    chmodSync(temp, mode);
    renameSync(temp, path);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
}

async function suggestionsOf(files: string[], cwd: string): Promise<ResolvedResult[]> {
  const results: ResolvedResult[] = [];
  for (const file of files) {
    if (!statSync(resolve(cwd, file), { throwIfNoEntry: false })?.isFile()) {
      throw new UsageError(`annotate: ${file}: no such SARIF file (heddle run writes heddle-results.sarif, or the file given with --out)`);
    }
    try {
      const log = await readSarifFile(resolve(cwd, file));
      results.push(...resolveResults(log).filter((r) => r.ruleId === ANNOTATION_SUGGESTION_RULE && r.baselineState !== 'absent'));
    } catch (err) {
      if (err instanceof SarifInputError) throw new UsageError(err.message);
      throw new UsageError(`${file}: cannot read it: ${(err as Error).message}`);
    }
  }
  return results;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : /(s|x)$/.test(word) ? 'es' : 's'}`;

/** Runs `heddle-lint annotate` in-process; `program` is the name the user called (`heddle` for `heddle annotate`). */
export async function runAnnotate(argv: string[], cwd: string, program: string): Promise<CliOutput> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { srcroot: { type: 'string' }, apply: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (err) {
    throw new UsageError(`${(err as Error).message} (see ${program} annotate --help)`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { code: 0, stdout: annotateHelp(program), stderr: '' };
  if (positionals.length === 0) throw new UsageError(`annotate: name the SARIF file(s) heddle run wrote, e.g. ${program} annotate heddle-results.sarif`);
  const srcRoot = resolve(cwd, values.srcroot ?? '.');
  if (!statSync(srcRoot, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`--srcroot ${values.srcroot}: no such folder`);
  const shown = (path: string) => relative(srcRoot, path).split(sep).join('/');
  const inRoot = (path: string) => {
    const rel = relative(srcRoot, path);
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  };

  const results = await suggestionsOf(positionals, cwd);
  const plan = await planAnnotations(results, {
    pathOf: (artifact, absoluteUri) => {
      const path = artifactFilePath(artifact, srcRoot, absoluteUri);
      return path !== undefined && inRoot(path) ? path : undefined;
    },
    read: readText,
  });
  if (plan.missing.length > 0) {
    const lines = plan.missing.map(({ path, results: missed }) =>
      `annotate: ${shown(path)}: no such file (${path}), named by ${plural(missed.length, 'suggestion')}. ` +
      `The log's paths are relative to the folder heddle run was given as --srcroot (default: where it ran): pass that folder as --srcroot${values.srcroot ? ` instead of ${values.srcroot}` : ''}.`);
    throw new UsageError(lines.join(`\n${program}: `));
  }
  const where = (o: SuggestionOutcome) => `${o.where.path ? shown(o.where.path) : '?'}:${o.where.line}`;
  // Why the runtime wrote no fix (properties.suggestion.noFix): what stood in the way and what to write instead.
  const why = (o: SuggestionOutcome) => {
    const reason = o.result.heddle.suggestion?.noFix;
    return reason ? `\n${program}:   why: ${reason}` : ' (the log gives no reason: heddle run of an earlier version wrote it)';
  };
  const stderr = [
    // The fix's own file and line first when it is another file than the suggestion's: the reason's lines are its.
    ...plan.refused.map((r) => `${program}: refused ${r.fixPlace ? `${where({ ...r, where: r.fixPlace })} (the fix of the suggestion at ${where(r)})` : where(r)}: ${r.description}: ${r.reason}\n`),
    ...plan.alreadyApplied.map((o) => `${program}: note: ${where(o)}: already applied: ${o.description}\n`),
    ...plan.withoutFix.map((o) => `${program}: note: ${where(o)}: no fix to apply: ${o.result.title}${why(o)}\n`),
    `${program}: ${plural(plan.accepted.length, 'fix')} ${values.apply ? 'applied' : 'in the diff'} (${plural(plan.files.length, 'file')}), ` +
      `${plan.refused.length} refused, ${plan.withoutFix.length} without a fix${plan.alreadyApplied.length > 0 ? `, ${plan.alreadyApplied.length} already applied` : ''}\n`,
  ].join('');
  const stdout = values.apply ? applyPlan(plan, shown, where) : plan.files.map((f) => unifiedDiff(f, shown(f.path))).join('');
  return { code: plan.refused.length > 0 ? 1 : 0, stdout, stderr };
}

function applyPlan(plan: AnnotationPlan, shown: (path: string) => string, where: (o: SuggestionOutcome) => string): string {
  const written: PlannedFile[] = [];
  for (const file of plan.files) {
    try {
      writeAtomically(file.path, file.after);
      written.push(file);
    } catch (err) {
      const done = written.length > 0 ? ` (already written: ${written.map((f) => shown(f.path)).join(', ')})` : '';
      throw new UsageError(`annotate: cannot write ${shown(file.path)}: ${(err as Error).message}${done}`);
    }
  }
  const lines = plan.files.map((f) => `${shown(f.path)}: ${plural(f.edits.length, 'edit')}\n`);
  lines.push(...plan.accepted.map((o) => `  ${where(o)}: ${o.description}\n`));
  return lines.join('');
}
