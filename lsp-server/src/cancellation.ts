// A request the client cancelled is answered with the RequestCancelled error (LSP 3.17 "$/cancelRequest"),
// not with an empty result the client could take for "nothing here". The handlers check the token between
// steps of their work and stop early; this wrapper turns that, or a cancellation that arrived before the
// request was dispatched, into the error.
import { LSPErrorCodes, ResponseError, type CancellationToken } from 'vscode-languageserver';

export function requestCancelled(): ResponseError<void> {
  return new ResponseError(LSPErrorCodes.RequestCancelled, 'request cancelled by the client');
}

export function honouringCancellation<P, R>(
  handler: (params: P, token: CancellationToken) => R,
): (params: P, token: CancellationToken) => R | ResponseError<void> {
  return (params, token) => {
    if (token.isCancellationRequested) return requestCancelled();
    const result = handler(params, token);
    return token.isCancellationRequested ? requestCancelled() : result;
  };
}
