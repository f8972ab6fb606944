// A recording stand-in for GitHub's REST API on 127.0.0.1 (the real one cannot be
// reached from tests). It answers the endpoints the action calls the way the REST API
// does — status codes, shapes, pagination, redirect to an artifact's zip — and records
// every request so tests can assert on the exact payloads.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { closeServer, listenLocal, localUrl, sendJson as send } from './local-server.js';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

export interface PullFile {
  filename: string;
  status?: string;
  patch?: string;
}

export interface FakeArtifact {
  id: number;
  name: string;
  headBranch: string;
  createdAt: string;
  expired?: boolean;
  zip: Uint8Array;
}

export interface FakeGitHubOptions {
  pullFiles?: PullFile[];
  /** The pull request files API fails with this status (e.g. 502). */
  pullFilesStatus?: number;
  /** Token may read but not write (fork pull requests): writes answer 403. */
  readOnly?: boolean;
  artifacts?: FakeArtifact[];
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  private server: Server | undefined;
  private nextCheckRunId = 1000;

  constructor(private readonly options: FakeGitHubOptions = {}) {}

  async start(): Promise<string> {
    this.server = await listenLocal((req, res) => this.handle(req, res));
    return this.url;
  }

  get url(): string {
    return localUrl(this.server!);
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  /** Requests whose method and path match, e.g. ('POST', /check-runs$/). */
  find(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? JSON.parse(raw) : undefined;
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, body });

    if (method !== 'GET' && this.options.readOnly) {
      return send(res, 403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' });
    }
    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/.exec(url.pathname))) {
      if (this.options.pullFilesStatus) return send(res, this.options.pullFilesStatus, { message: 'Server Error' });
      return this.page(res, url, this.options.pullFiles ?? [], (f) => ({ sha: '0', status: 'modified', additions: 1, deletions: 0, changes: 1, ...f }));
    }
    if (method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/check-runs$/.test(url.pathname)) {
      const id = this.nextCheckRunId++;
      return send(res, 201, { id, html_url: `https://github.example/checks/${id}`, status: (body as { status?: string }).status });
    }
    if (method === 'PATCH' && (m = /^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/.exec(url.pathname))) {
      return send(res, 200, { id: Number(m[1]) });
    }
    if (method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/code-scanning\/sarifs$/.test(url.pathname)) {
      const id = `sarif-${this.nextCheckRunId++}`;
      return send(res, 202, { id, url: `${this.url}${url.pathname}/${id}` });
    }
    if (method === 'GET' && /^\/repos\/[^/]+\/[^/]+\/actions\/artifacts$/.test(url.pathname)) {
      const name = url.searchParams.get('name');
      const list = (this.options.artifacts ?? [])
        .filter((a) => !name || a.name === name)
        .map((a) => ({ id: a.id, name: a.name, expired: a.expired ?? false, created_at: a.createdAt, size_in_bytes: a.zip.length, workflow_run: { id: a.id * 10, head_branch: a.headBranch } }));
      return send(res, 200, { total_count: list.length, artifacts: list });
    }
    if (method === 'GET' && (m = /^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/.exec(url.pathname))) {
      // The API answers with a redirect to short-lived blob storage.
      res.writeHead(302, { location: `${this.url}/blob/${m[1]}` });
      return void res.end();
    }
    if (method === 'GET' && (m = /^\/blob\/(\d+)$/.exec(url.pathname))) {
      const artifact = (this.options.artifacts ?? []).find((a) => a.id === Number(m![1]));
      if (!artifact) return send(res, 404, { message: 'Not Found' });
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': artifact.zip.length });
      return void res.end(Buffer.from(artifact.zip));
    }
    send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
  }

  private page<T>(res: ServerResponse, url: URL, items: T[], shape: (t: T) => unknown): void {
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const headers: Record<string, string> = {};
    if (page * perPage < items.length) {
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      headers.link = `<${next.toString()}>; rel="next"`;
    }
    send(res, 200, slice.map(shape), headers);
  }
}
