// A stand-in for the Actions cache service on 127.0.0.1 (ACTIONS_CACHE_URL): the v1 REST protocol
// @actions/cache speaks to a server that is not github.com (GitHub Enterprise Server): look up
// keys (`GET _apis/artifactcache/cache`), reserve (`POST caches`), upload chunks with Content-Range
// (`PATCH caches/ID`), commit (`POST caches/ID`), and download from the archiveLocation it gave.
// Entries live in memory; every request is recorded.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { closeServer, listenLocal, localUrl, sendJson as send } from './local-server.js';

interface Entry {
  key: string;
  version: string;
  chunks: { start: number; data: Buffer }[];
  size?: number;
}

export class FakeCacheService {
  readonly requests: { method: string; path: string }[] = [];
  private readonly entries = new Map<number, Entry>();
  private server: Server | undefined;
  private nextId = 1;

  async start(): Promise<string> {
    this.server = await listenLocal((req, res) => this.handle(req, res));
    return this.url;
  }

  /** ACTIONS_CACHE_URL: the library appends `_apis/artifactcache/...`. */
  get url(): string {
    return `${localUrl(this.server!)}/`;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  /** Committed entries' keys. */
  keys(): string[] {
    return [...this.entries.values()].filter((e) => e.size !== undefined).map((e) => e.key);
  }

  /** Sizes of the committed archives, in bytes. */
  archiveSizes(): number[] {
    return [...this.entries.values()].flatMap((e) => (e.size !== undefined ? [e.size] : []));
  }

  private archive(e: Entry): Buffer {
    const out = Buffer.alloc(e.size ?? 0);
    for (const c of e.chunks) c.data.copy(out, c.start);
    return out;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: url.pathname });
    let m: RegExpExecArray | null;
    if (method === 'GET' && url.pathname === '/_apis/artifactcache/cache') {
      const keys = (url.searchParams.get('keys') ?? '').split(',');
      const version = url.searchParams.get('version');
      for (const key of keys) {
        const hit = [...this.entries.entries()].find(([, e]) => e.size !== undefined && e.version === version && e.key === key);
        if (hit) return send(res, 200, { cacheKey: hit[1].key, scope: 'refs/heads/main', archiveLocation: `${this.url}archives/${hit[0]}` });
      }
      return void res.writeHead(204).end();
    }
    if (method === 'POST' && url.pathname === '/_apis/artifactcache/caches') {
      const { key, version } = JSON.parse(body.toString('utf8')) as { key: string; version: string };
      if ([...this.entries.values()].some((e) => e.key === key && e.version === version)) return send(res, 409, { message: `Cache already exists: ${key}` });
      const id = this.nextId++;
      this.entries.set(id, { key, version, chunks: [] });
      return send(res, 201, { cacheId: id });
    }
    if ((m = /^\/_apis\/artifactcache\/caches\/(\d+)$/.exec(url.pathname))) {
      const entry = this.entries.get(Number(m[1]));
      if (!entry) return send(res, 404, { message: 'no such cache' });
      if (method === 'PATCH') {
        const start = Number(/^bytes (\d+)-/.exec(req.headers['content-range'] ?? '')?.[1] ?? NaN);
        if (Number.isNaN(start)) return send(res, 400, { message: 'Content-Range required' });
        entry.chunks.push({ start, data: body });
        return void res.writeHead(204).end();
      }
      if (method === 'POST') {
        entry.size = (JSON.parse(body.toString('utf8')) as { size: number }).size;
        return void res.writeHead(204).end();
      }
    }
    if (method === 'GET' && (m = /^\/archives\/(\d+)$/.exec(url.pathname))) {
      const entry = this.entries.get(Number(m[1]));
      if (!entry) return send(res, 404, { message: 'no such archive' });
      const data = this.archive(entry);
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': data.length });
      return void res.end(data);
    }
    send(res, 404, { message: 'Not Found' });
  }
}
