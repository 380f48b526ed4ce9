import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  /** The body parsed as a form (token calls) */
  form: Record<string, string>;
  /** The body parsed as JSON (undefined when empty or not JSON) */
  json: unknown;
}

export type Handler = (request: ReceivedRequest, res: ServerResponse) => void;

/** An answer as data: status 200 unless given. */
export interface Reply {
  status?: number;
  body?: unknown;
}

/** Answers JSON with a status. */
export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** The API's own 404 body. */
function notFoundBody(status: number, path: string) {
  return { status, error: 'Not Found', message: 'Not found', path };
}

const notFound: Handler = (request, res) => json(res, 404, notFoundBody(404, request.path));

/**
 * Turns a function that returns answers as data into a handler: nothing returned answers 404, a
 * reply without a body answers the 404 body with the reply's status.
 */
export function replyWith(handle: (request: ReceivedRequest) => Reply | undefined): Handler {
  return (request, res) => {
    const reply = handle(request);
    const status = reply?.status ?? (reply ? 200 : 404);
    json(res, status, reply?.body ?? notFoundBody(status, request.path));
  };
}

function parseJson(body: string): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * A real HTTP server standing in for the API in component tests: routes are `"METHOD /path"`
 * handlers, every request is recorded, other requests go to the fallback (404 unless the test sets
 * one with `respond`). The page's URL is pointed at it so the api client's relative calls reach it;
 * answers also allow other origins, for tests that call it from elsewhere.
 */
export function createApiServer() {
  const received: ReceivedRequest[] = [];
  const routes = new Map<string, Handler>();
  let fallback: Handler = notFound;
  let origin = '';
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
        json: parseJson(body),
      };
      received.push(request);
      res.setHeader('Access-Control-Allow-Origin', '*');
      (routes.get(`${request.method} ${request.path}`) ?? fallback)(request, res);
    });
  });
  return {
    /** `http://127.0.0.1:<port>` once listening. */
    get origin() {
      return origin;
    },
    received,
    /** Sets (or replaces) the answer of `"METHOD /path"`. */
    on(route: string, handler: Handler) {
      routes.set(route, handler);
    },
    /** How requests without a route are answered from now on. */
    respond(handler: Handler) {
      fallback = handler;
    },
    /** Forgets routes, the fallback and what was received. */
    reset() {
      routes.clear();
      fallback = notFound;
      received.length = 0;
    },
    calls(route: string): ReceivedRequest[] {
      return received.filter((r) => `${r.method} ${r.path}` === route);
    },
    /** Every request so far as `"METHOD /path"`, in order. */
    requested(): string[] {
      return received.map((r) => `${r.method} ${r.path}`);
    },
    async listen(): Promise<void> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ApiServer = ReturnType<typeof createApiServer>;

/**
 * Starts a server; with `page` the test page moves to that path on it, and with `fallback` the
 * requests without a route are answered by it.
 */
export async function startApiServer({ page, fallback }: { page?: string; fallback?: Handler } = {}) {
  const api = createApiServer();
  await api.listen();
  if (fallback) api.respond(fallback);
  if (page !== undefined) setPageUrl(`${api.origin}${page}`);
  return api;
}

/**
 * One server for a test file: started before the tests, closed after them, and before each test
 * reset (no routes, nothing received) with the page moved to `page` on it when one is given.
 */
export function setupApiServer(page?: string): ApiServer {
  const api = createApiServer();
  beforeAll(() => api.listen());
  afterAll(() => api.close());
  beforeEach(() => {
    api.reset();
    if (page !== undefined) setPageUrl(`${api.origin}${page}`);
  });
  return api;
}

/** Moves the test page to another address (happy-dom's own API), e.g. the fake API's origin. */
export function setPageUrl(url: string): void {
  window.happyDOM.setURL(url);
}
