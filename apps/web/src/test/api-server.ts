import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  /** The body parsed as a form (token calls) */
  form: Record<string, string>;
}

export type Handler = (request: ReceivedRequest, res: ServerResponse) => void;

/** Answers JSON with a status. */
export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * A real HTTP server standing in for the API in component tests: routes are `"METHOD /path"`
 * handlers, every request is recorded, unknown routes answer 404. The page's URL is pointed at it
 * so the api client's relative calls reach it.
 */
export async function startApiServer() {
  const received: ReceivedRequest[] = [];
  const routes = new Map<string, Handler>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      received.push(request);
      const handler = routes.get(`${request.method} ${request.path}`);
      if (handler) handler(request, res);
      else json(res, 404, { status: 404, error: 'Not Found', message: 'Not found', path: request.path });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    /** Sets (or replaces) the answer of `"METHOD /path"`. */
    on(route: string, handler: Handler) {
      routes.set(route, handler);
    },
    reset() {
      routes.clear();
      received.length = 0;
    },
    calls(route: string): ReceivedRequest[] {
      return received.filter((r) => `${r.method} ${r.path}` === route);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ApiServer = Awaited<ReturnType<typeof startApiServer>>;

/** Moves the test page to another address (happy-dom's own API), e.g. the fake API's origin. */
export function setPageUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(url);
}
