// A request the client cancelled is answered with the RequestCancelled error (LSP 3.17 "$/cancelRequest"),
// not with an empty result the client could take for "nothing here". vscode-jsonrpc marks a request's token
// cancelled when the cancellation arrived while the request was still queued; the handlers are synchronous
// (code actions wait only for annotation-lint's parser), so checking at dispatch is the whole job.
import { LSPErrorCodes, ResponseError, type CancellationToken } from 'vscode-languageserver';

export function requestCancelled(): ResponseError<void> {
  return new ResponseError(LSPErrorCodes.RequestCancelled, 'request cancelled by the client');
}

export function honouringCancellation<P, R>(handler: (params: P) => R): (params: P, token: CancellationToken) => R | ResponseError<void> {
  return (params, token) => (token.isCancellationRequested ? requestCancelled() : handler(params));
}
