/**
 * Serves a build on 127.0.0.1 the way GitHub Pages does: under a base path (`/base` redirects to
 * `/base/`), `/x` from `x.html` or `x/index.html`, 404.html with status 404 for anything else, gzip
 * when the client accepts it, and a 10-minute cache lifetime. Used by the audit (whose transfer
 * sizes depend on the compression), the interaction benchmark and the tests that crawl a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import compression from 'compression';
import connect from 'connect';
import serveStatic from 'serve-static';
import { normaliseBase } from './page-weight.ts';

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
  const prefix = normaliseBase(base);
  const app = connect();
  // Every text file, however small, at level 9: the sizes `gzip -9` gives (scripts/lib/page-weight.ts).
  // Its types are Express's; it takes any Node request.
  app.use(compression({ level: 9, threshold: 0 }) as connect.NextHandleFunction);
  app.use(prefix, (request, response, next) => {
    if (request.originalUrl === prefix.slice(0, -1)) response.writeHead(301, { Location: prefix }).end();
    else next();
  });
  // serve-static redirects `/work` to `/work/` when a work/ folder exists; GitHub Pages serves work.html.
  app.use(prefix, (request, _response, next) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!pathname.endsWith('/') && existsSync(path.join(dir, `${pathname}.html`)))
      request.url = `${pathname}.html${search}`;
    next();
  });
  // Dot-files too (.well-known/): the site publishes with .nojekyll, so GitHub Pages serves them.
  app.use(prefix, serveStatic(dir, { extensions: ['html'], maxAge: '10m', dotfiles: 'allow' }));
  app.use((_request, response) => {
    const page = path.join(dir, '404.html');
    response.statusCode = 404;
    response.setHeader('Content-Type', existsSync(page) ? 'text/html; charset=utf-8' : 'text/plain');
    response.end(existsSync(page) ? readFileSync(page) : 'Not found');
  });
  const server = createServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as { port: number };
      const origin = `http://127.0.0.1:${actual}`;
      const close = async () => {
        server.closeAllConnections();
        await promisify(server.close.bind(server))();
      };
      resolve({ url: `${origin}${prefix}`, origin, port: actual, server, close });
    });
  });
}
