import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves a build the way GitHub Pages does: under a base path, `/x` from `x.html` or
 * `x/index.html`, and `404.html` with status 404 for anything else.
 */
export function serveStatic(root: string, base = '/'): Promise<{ url: string; server: Server }> {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const send = (file: string, status = 200) => {
      response.writeHead(status, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    };
    const notFound = () => {
      const page = path.join(root, '404.html');
      if (existsSync(page)) send(page, 404);
      else response.writeHead(404).end('Not found');
    };
    if (`${pathname}/` === prefix) {
      response.writeHead(301, { Location: prefix }).end();
      return;
    }
    if (!pathname.startsWith(prefix)) return notFound();
    const relative = decodeURIComponent(pathname.slice(prefix.length));
    const target = path.join(root, relative);
    if (!target.startsWith(root)) return notFound();
    const candidates = [target, `${target}.html`, path.join(target, 'index.html')];
    const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return file ? send(file) : notFound();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}${prefix}`, server });
    });
  });
}
