// An HTTP server on 127.0.0.1 for the tests' stand-ins of GitHub's services: a handler that
// throws answers 500 with its message.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function listenLocal(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<Server> {
  const server = createServer((req, res) => {
    handle(req, res).catch((e: Error) => sendJson(res, 500, { message: e.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export const localUrl = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export const closeServer = (server: Server | undefined) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}
