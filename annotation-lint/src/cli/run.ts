// heddle-lint [paths…] [--format text|json|sarif] [--output FILE] [--config FILE] [-p BUILD_DIR]
// Exit codes: 0 no error-level findings, 1 error-level findings, 2 usage error, 3 internal error.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildInfo, serializeSarif, versionLine } from '@heddle/sarif';
import { parserInUse } from '../c/native-parser.js';
import { LintProject } from '../project.js';
import { formatJson } from '../output/json.js';
import { findingsToSarif } from '../output/sarif.js';
import { formatText } from '../output/text.js';
import { findCompileDatabase, loadCompileDatabase, type CompileDatabase } from '../compile-database.js';
import { collectFiles, NOT_LINTED_SOURCE } from './collect.js';
import { loadConfig } from './config.js';
import { UsageError } from './usage-error.js';
import { runAnnotate } from './annotate.js';


const HELP = `usage: heddle-lint [paths…] [options]
       heddle-lint annotate [--srcroot DIR] [--apply] results.sarif...   (see heddle-lint annotate --help)

Lints heddle sharing annotations in C sources (.c, .h), C++ sources (.cc, .cpp,
.cxx, .C, .hh, .hpp, .hxx; a .h is C unless the compile database compiles it as
C++) and LOOM execution filters (.hfilter). Paths are files or folders (default:
the current folder).

options:
  --format text|json|sarif   output format (default: text)
  -o, --output FILE          write the output to FILE instead of stdout
  --config FILE              config file (default: ./.heddle-lint.json if present)
  -p, --build-path DIR       the build folder holding compile_commands.json: which
                             files link into which program, and their -D macros
                             (default: ./compile_commands.json or
                             ./build/compile_commands.json if present; without
                             one, each file defining main is a program with the
                             files that define none)
  -h, --help                 this help
  --version                  print the version and which C parser is in use

exit codes: 0 no errors, 1 error-level findings, 2 usage or configuration error,
            3 internal error (a bug in heddle-lint: please report it)
rules: docs/lint-rules.md · filter language: docs/filters.md
`;

/** Runs heddle-lint in-process; the caller prints `stdout` and exits with `code`. Throws UsageError for exit 2.
 * `program` is the name messages use (bin.ts: `programName`). */
export async function runCli(argv: string[], cwd: string, program = 'heddle-lint'): Promise<{ code: number; stdout: string; stderr?: string }> {
  if (argv[0] === 'annotate') return runAnnotate(argv.slice(1), cwd, program);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'text' },
        output: { type: 'string', short: 'o' },
        config: { type: 'string' },
        'build-path': { type: 'string', short: 'p' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
      },
    });
  } catch (err) {
    throw new UsageError(`${(err as Error).message} (see heddle-lint --help)`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { code: 0, stdout: HELP };
  if (values.version) return { code: 0, stdout: `${versionLine('heddle-lint')}\n${parserInUse()}\n` };
  const format = values.format;
  if (format !== 'text' && format !== 'json' && format !== 'sarif') throw new UsageError(`--format must be text, json or sarif, not '${format}'`);

  const config = loadConfig(cwd, values.config);
  const { files, skipped, excluded, notLinted } = collectFiles(cwd, positionals, config);
  const warning = notLintedWarning(notLinted);
  const stderr = [
    ...skipped.map((f) => `heddle-lint: skipping ${f}: not a C or C++ source (.c, .h, .cc, .cpp, .cxx, .C, .hh, .hpp, .hxx) or an execution filter (.hfilter)${NOT_LINTED_SOURCE.test(f) ? ': this language is not linted' : ''}\n`),
    ...excluded.map((f) => `heddle-lint: skipping ${f}: excluded by ${config.file ?? 'the config'} (include/exclude)\n`),
    ...(warning ? [`heddle-lint: warning: ${warning}\n`] : []),
  ].join('');
  const database = compileDatabase(cwd, values['build-path']);
  const build = database && {
    targetsOf: (p: string) => database.targetsOf(resolve(cwd, p)),
    definesOf: (p: string) => database.definesOf(resolve(cwd, p)),
    languageOf: (p: string) => database.languageOf(resolve(cwd, p)),
  };
  const project = await LintProject.create({ rules: config.rules, build });
  await project.prepare(files);
  for (const f of files) {
    let text;
    try {
      text = readFileSync(resolve(cwd, f), 'utf8');
    } catch (err) {
      throw new UsageError(`${f}: cannot read: ${(err as Error).message}`);
    }
    project.setFile(f, text);
  }
  const findings = project.lint();
  const output =
    format === 'sarif' ? serializeSarif(findingsToSarif(findings, { srcRoot: cwd, toolVersion: buildInfo().version, informationUri: buildInfo().homepage, ...(warning && { warnings: [warning] }) }))
    : format === 'json' ? formatJson(findings, files, notLinted)
    : formatText(findings, files.length, notLinted.length);
  const code = findings.some((f) => f.severity === 'error') ? 1 : 0;
  if (values.output) {
    try {
      writeFileSync(resolve(cwd, values.output), output);
    } catch (err) {
      throw new UsageError(`--output ${values.output}: cannot write it: ${(err as Error).message} (does its folder exist and may it be written?)`);
    }
    return { code, stdout: '', stderr };
  }
  return { code, stdout: output, stderr };
}

/** The -p database (an error when it cannot be read), else the one found in the current folder or its build/. */
function compileDatabase(cwd: string, buildPath: string | undefined): CompileDatabase | undefined {
  const where = buildPath === undefined ? findCompileDatabase(cwd) : resolve(cwd, buildPath);
  if (where === undefined) return undefined;
  try {
    return loadCompileDatabase(where);
  } catch (error) {
    throw new UsageError(`${buildPath === undefined ? '' : '-p: '}${(error as Error).message}`);
  }
}

const LISTED = 10;

/** What to say about Objective-C, CUDA or C++-module files found or named: they are not linted (undefined: there are none). */
function notLintedWarning(files: readonly string[]): string | undefined {
  if (files.length === 0) return undefined;
  const list = files.slice(0, LISTED).join(', ') + (files.length > LISTED ? `, and ${files.length - LISTED} more` : '');
  return `${files.length} file${files.length === 1 ? ' was' : 's were'} not linted: heddle-lint reads C and C++ only (not Objective-C, CUDA or C++ modules), so their annotations are not checked (${list})`;
}
