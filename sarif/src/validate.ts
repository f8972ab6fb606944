// JSON-schema validation against the official SARIF 2.1.0 schema. The schema file is the
// SARIF SDK's own copy (node_modules/@microsoft/sarif-multitool-linux/sarif-2.1.0.json,
// multitool 5.7.0), vendored in src/schema/. It is compiled ahead of time by ajv (2020-12
// draft, as that copy declares) into schema/sarif-validator.generated.ts by
// generate-validator.mjs: compiling it at start-up cost every tool ~350 ms of CPU.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { validate as generatedValidate } from './schema/sarif-validator.generated.js';
import { SarifInputError } from './errors.js';
import type { Log } from './types.js';

export interface SchemaProblem {
  /** JSON path of the offending value, e.g. `$.runs[0].results[2].level`. */
  path: string;
  /** What the schema wanted there. */
  message: string;
}

/** The shape of an ajv validate function (the generated module is untyped). */
interface ValidateFunction {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}
const validator = (): ValidateFunction => generatedValidate as ValidateFunction;

/** `/runs/0/results/2` → `$.runs[0].results[2]` (JSON pointer to a readable JSON path). */
export function pointerToJsonPath(pointer: string): string {
  if (pointer === '') return '$';
  return (
    '$' +
    pointer
      .split('/')
      .slice(1)
      .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((key) => (/^\d+$/.test(key) ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`))
      .join('')
  );
}

function describe(error: ErrorObject): SchemaProblem {
  let path = error.instancePath;
  let message = error.message ?? error.keyword;
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    path = `${path}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    message = 'is not a SARIF 2.1.0 property here';
  } else if (error.keyword === 'enum') {
    message = `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return { path: pointerToJsonPath(path), message };
}

/**
 * Checks a parsed JSON value against the SARIF 2.1.0 schema. Returns the problems, the
 * deepest (most specific) first, at most `limit`; an empty array means valid.
 */
export function validateSarif(value: unknown, limit = 5): SchemaProblem[] {
  const validate = validator();
  if (validate(value)) return [];
  const errors = [...(validate.errors ?? [])]
    // oneOf/anyOf summaries repeat what their branches said; the branch errors are more useful.
    .filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if')
    .sort((a, b) => b.instancePath.split('/').length - a.instancePath.split('/').length);
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of errors) {
    const problem = describe(error);
    const key = `${problem.path} ${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
    if (problems.length >= limit) break;
  }
  return problems.length > 0 ? problems : [{ path: '$', message: 'does not match the SARIF 2.1.0 schema' }];
}

/** Throws a SarifInputError naming the source and the JSON path of the first problem. */
export function assertValidSarif(value: unknown, source: string): asserts value is Log {
  const problems = validateSarif(value, 1);
  const first = problems[0];
  if (first) {
    throw new SarifInputError(source, `not a valid SARIF 2.1.0 log: value ${first.message}`, first.path,
      'check the producing tool writes SARIF 2.1.0; `heddle-sarif validate FILE` lists every problem');
  }
}
