/**
 * Serves a build on 127.0.0.1 the way GitHub Pages does: under a base path, `/x` from `x.html`
 * or `x/index.html`, `404.html` with status 404 for anything else, text gzipped when the client
 * accepts it, and a 10-minute cache lifetime. Used by the Lighthouse audit (whose transfer sizes
 * depend on the compression) and by the tests that crawl a build. Written out: serve-handler
 * redirects `x.html` addresses and sirv gzips only files compressed ahead of time.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

const compressible = (type: string) =>
  /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(type);

export interface PagesServer {
  /** e.g. http://127.0.0.1:39123/portfolio/ */
  url: string;
  origin: string;
  port: number;
  server: Server;
  close: () => Promise<void>;
}

/** Starts serving `root` under `base` on 127.0.0.1 (`port` 0: any free port). */
export function servePages(root: string, base = '/', port = 0): Promise<PagesServer> {
  const dir = path.resolve(root);
  const prefix = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  const gzipCache = new Map<string, Buffer>();

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const send = (file: string, status = 200) => {
      const type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      let body: Buffer = readFileSync(file);
      const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'max-age=600' };
      if (acceptsGzip && compressible(type)) {
        const cached = gzipCache.get(file) ?? gzipSync(body, { level: 9 });
        gzipCache.set(file, cached);
        body = cached;
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      headers['Content-Length'] = String(body.length);
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const notFound = () => {
      const page = path.join(dir, '404.html');
      if (existsSync(page)) send(page, 404);
      else response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    };
    if (`${pathname}/` === prefix) {
      response.writeHead(301, { Location: prefix }).end();
      return;
    }
    if (!pathname.startsWith(prefix)) return notFound();
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      return notFound();
    }
    const target = path.join(dir, relative);
    if (target !== dir && !target.startsWith(dir + path.sep)) return notFound();
    const candidates = [target, `${target}.html`, path.join(target, 'index.html')];
    const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return file ? send(file) : notFound();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const origin = `http://127.0.0.1:${actual}`;
      resolve({
        url: `${origin}${prefix}`,
        origin,
        port: actual,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
