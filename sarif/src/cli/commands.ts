// The heddle-sarif subcommands. Each returns an exit code and writes its report to the
// given streams, so tests can run them in-process as well as through the bundled binary.
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { compareWithBaseline, baselineCounts } from '../baseline.js';
import { writeSarifFile } from '../builder.js';
import { SarifInputError } from '../errors.js';
import { mergeLogs } from '../merge.js';
import { parseSarif, readSarifFile, readSarifText } from '../read.js';
import { validateSarif } from '../validate.js';
import { formatWorkflowCommand, toGithubAnnotations } from '../views/github.js';
import { renderMarkdown } from '../views/markdown.js';
import { renderText } from '../views/text.js';
import type { Log } from '../types.js';
import { EXIT_CHECK_FAILED, EXIT_OK, UsageError } from './exit-codes.js';

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

function parse<O extends NonNullable<ParseArgsConfig['options']>>(command: string, args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message}`);
  }
}

function needFiles(command: string, files: string[]): void {
  if (files.length === 0) throw new UsageError(`${command}: no SARIF files given`);
}

async function readAll(files: string[]): Promise<Log[]> {
  return Promise.all(files.map((file) => readSarifFile(file)));
}

/** One log from several: as is for one file, merged (without GitHub trimming) for more. */
async function readOne(files: string[], srcRoot: string | undefined): Promise<Log> {
  const logs = await readAll(files);
  return logs.length === 1 && !srcRoot ? logs[0]! : mergeLogs(logs, { githubLimits: false, ...(srcRoot && { srcRoot }) });
}

function write(path: string, log: Log): void {
  try {
    writeSarifFile(path, log);
  } catch (error) {
    throw new SarifInputError(path, `cannot write output: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

export async function validateCommand(args: string[], io: Io): Promise<number> {
  const { positionals: files } = parse('validate', args, {});
  needFiles('validate', files);
  let invalid = 0;
  for (const file of files) {
    let problems: { path: string; message: string }[];
    try {
      // Parse without the schema check first so every schema problem can be listed.
      const log = parseSarif(await readSarifText(file), file, { validate: false });
      problems = validateSarif(log, 20);
    } catch (error) {
      if (!(error instanceof SarifInputError)) throw error;
      problems = [{ path: error.where ?? '$', message: error.problem }];
    }
    if (problems.length === 0) io.out(`${file}: valid SARIF 2.1.0\n`);
    else {
      invalid++;
      for (const p of problems) io.err(`${file}: ${p.path}: ${p.message}\n`);
    }
  }
  return invalid > 0 ? EXIT_CHECK_FAILED : EXIT_OK;
}

export async function mergeCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals: files } = parse('merge', args, {
    output: { type: 'string', short: 'o' },
    'src-root': { type: 'string' },
    'no-github-limits': { type: 'boolean' },
    category: { type: 'string' },
  });
  needFiles('merge', files);
  if (!values.output) throw new UsageError('merge: -o/--output FILE is required');
  const srcRoot = values['src-root'] ? resolve(values['src-root']) : undefined;
  const merged = mergeLogs(await readAll(files), { githubLimits: !values['no-github-limits'], ...(srcRoot && { srcRoot }), ...(values.category !== undefined && { category: values.category }) });
  write(values.output, merged);
  const results = merged.runs.reduce((n, run) => n + (run.results?.length ?? 0), 0);
  io.err(`heddle-sarif: merged ${files.length} file(s) into ${values.output}: ${merged.runs.length} run(s), ${results} result(s)\n`);
  return EXIT_OK;
}

export async function diffCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals: files } = parse('diff', args, {
    baseline: { type: 'string', short: 'b' },
    output: { type: 'string', short: 'o' },
    'fail-on-new': { type: 'boolean' },
    'src-root': { type: 'string' },
  });
  needFiles('diff', files);
  if (!values.baseline) throw new UsageError('diff: --baseline FILE is required');
  const srcRoot = values['src-root'] ? resolve(values['src-root']) : undefined;
  const current = await readOne(files, srcRoot);
  const baseline = await readSarifFile(values.baseline);
  const compared = compareWithBaseline(current, baseline);
  if (values.output) write(values.output, compared);
  const counts = baselineCounts(compared);
  io.out(`new: ${counts.new}, unchanged: ${counts.unchanged}, absent: ${counts.absent}\n`);
  return values['fail-on-new'] && counts.new > 0 ? EXIT_CHECK_FAILED : EXIT_OK;
}

const FORMATS = ['text', 'markdown', 'github'] as const;

export async function renderCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals: files } = parse('render', args, {
    format: { type: 'string', short: 'f', default: 'text' },
    'link-base': { type: 'string' },
    top: { type: 'string' },
    title: { type: 'string' },
    'src-root': { type: 'string' },
  });
  needFiles('render', files);
  const format = values.format as (typeof FORMATS)[number];
  if (!FORMATS.includes(format)) throw new UsageError(`render: --format must be one of ${FORMATS.join(', ')}, not "${values.format}"`);
  const top = values.top === undefined ? undefined : Number(values.top);
  if (top !== undefined && !(Number.isInteger(top) && top >= 0)) throw new UsageError(`render: --top must be a whole number, not "${values.top}"`);
  const srcRoot = values['src-root'] ? resolve(values['src-root']) : undefined;
  const log = await readOne(files, srcRoot);
  if (format === 'text') io.out(renderText(log));
  else if (format === 'markdown') {
    io.out(renderMarkdown(log, { ...(values['link-base'] && { linkBase: values['link-base'] }), ...(top !== undefined && { top }), ...(values.title && { title: values.title }) }));
  } else {
    const view = toGithubAnnotations(log, srcRoot ? { srcRoot } : {});
    for (const a of view.annotations) io.out(`${formatWorkflowCommand(a)}\n`);
    const left = view.omitted.length + view.unlocated.length;
    if (left > 0) io.out(`::notice title=heddle-sarif::${left} more result(s) are not annotated (GitHub shows at most 10 per level per step); see the job summary\n`);
  }
  return EXIT_OK;
}
