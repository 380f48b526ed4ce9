import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (request: ReceivedRequest) => { status?: number; body?: unknown } | undefined;

/**
 * A real HTTP server standing in for the API in component tests: it records every request and
 * answers from `handle` (404 when that returns nothing). The page is pointed at it, as the app is
 * served by the API's own host.
 */
export async function startApiServer(handle: Handler) {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body: raw ? JSON.parse(raw) : undefined,
      };
      received.push(request);
      const reply = handle(request);
      const status = reply?.status ?? (reply ? 200 : 404);
      const body = reply?.body ?? { status, error: 'Not Found', message: 'Not found', path: url.pathname };
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  window.happyDOM.setURL(`${origin}/`);
  return {
    origin,
    received,
    calls: () => received.map((r) => `${r.method} ${r.path}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
