// Every request handler is wrapped here, which answers two kinds of request without running it:
// - one the client cancelled, with the RequestCancelled error (LSP 3.17 "$/cancelRequest"), not with an empty
//   result the client could take for "nothing here". vscode-jsonrpc marks a request's token cancelled when the
//   cancellation arrived while the request was still queued; the handlers are synchronous (code actions wait
//   only for annotation-lint's parser), so checking at dispatch is the whole job;
// - one whose params do not have the shape the method's handler reads, with InvalidParams (-32602) naming the
//   field, what it should be and what it is (a handler reading a missing field would throw, which vscode-jsonrpc
//   answers with InternalError, -32603: the client's mistake told as the server's).
import { ErrorCodes, LSPErrorCodes, ResponseError, type CancellationToken } from 'vscode-languageserver';

export function requestCancelled(): ResponseError<void> {
  return new ResponseError(LSPErrorCodes.RequestCancelled, 'request cancelled by the client');
}

/** What a handler reads of its params: the document, a position in it, or a code action's range and context. */
export type ParamsShape = 'document' | 'position' | 'codeAction';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown) => (v === undefined ? 'missing' : JSON.stringify(v)?.slice(0, 80) ?? String(v));
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function positionProblem(value: unknown, at: string): string | undefined {
  if (!isObject(value)) return `${at} must be a Position {line, character}, but is ${shown(value)}`;
  for (const key of ['line', 'character']) {
    if (!isCount(value[key])) return `${at}.${key} must be a non-negative integer, but is ${shown(value[key])}`;
  }
  return undefined;
}

function rangeProblem(value: unknown, at: string): string | undefined {
  if (!isObject(value)) return `${at} must be a Range {start, end}, but is ${shown(value)}`;
  return positionProblem(value.start, `${at}.start`) ?? positionProblem(value.end, `${at}.end`);
}

/** What is wrong with a request's params for a handler of that shape, or undefined. */
export function paramsProblem(params: unknown, shape: ParamsShape): string | undefined {
  if (!isObject(params)) return `params must be an object, but are ${shown(params)}`;
  const document = params.textDocument;
  if (!isObject(document) || typeof document.uri !== 'string') return `params.textDocument must be {uri: string}, but is ${shown(document)}`;
  if (shape === 'position') return positionProblem(params.position, 'params.position');
  if (shape !== 'codeAction') return undefined;
  const context = params.context;
  const problem = rangeProblem(params.range, 'params.range');
  if (problem) return problem;
  if (!isObject(context) || !Array.isArray(context.diagnostics)) return `params.context must be {diagnostics: Diagnostic[]}, but is ${shown(context)}`;
  const bad = context.diagnostics.findIndex((d) => !isObject(d) || rangeProblem(d.range, 'range') !== undefined || typeof d.message !== 'string');
  if (bad >= 0) return `params.context.diagnostics[${bad}] must be a Diagnostic {range, message}, but is ${shown(context.diagnostics[bad])}`;
  if (context.only !== undefined && !(Array.isArray(context.only) && context.only.every((k) => typeof k === 'string'))) {
    return `params.context.only must be a list of code action kinds, but is ${shown(context.only)}`;
  }
  return undefined;
}

export function invalidParams(problem: string): ResponseError<void> {
  return new ResponseError(ErrorCodes.InvalidParams, `invalid params: ${problem}`);
}

/** workspace/executeCommand's params: {command: string, arguments?: any[]}. */
export function commandProblem(params: unknown): string | undefined {
  if (!isObject(params) || typeof params.command !== 'string') return `params must be {command: string, arguments?: []}, but are ${shown(params)}`;
  return params.arguments === undefined || Array.isArray(params.arguments) ? undefined : `params.arguments must be a list, but is ${shown(params.arguments)}`;
}

export function honouringCancellation<P, R>(shape: ParamsShape, handler: (params: P) => R): (params: P, token: CancellationToken) => R | ResponseError<void> {
  return (params, token) => {
    if (token.isCancellationRequested) return requestCancelled();
    const problem = paramsProblem(params, shape);
    return problem ? invalidParams(problem) : handler(params);
  };
}
