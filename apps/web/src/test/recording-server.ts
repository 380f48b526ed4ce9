import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Responder = (request: ReceivedRequest, res: ServerResponse) => void;

export interface RecordingServer {
  origin: string;
  received: ReceivedRequest[];
  /** How the next requests are answered (default: 200 `{}`). */
  respond: (responder: Responder) => void;
  close: () => Promise<void>;
}

/**
 * A real HTTP server standing in for the API in component tests: it records every request and
 * answers as the test says. Point the page at it with `setPageUrl(`${origin}/…`)` so the API
 * client treats it as its own origin.
 */
export async function startRecordingServer(): Promise<RecordingServer> {
  const received: ReceivedRequest[] = [];
  let responder: Responder = (_req, res) => json(res, 200, {});
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const request = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      received.push(request);
      res.setHeader('Access-Control-Allow-Origin', '*');
      responder(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    respond: (next) => {
      responder = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** Moves the test page to another address (happy-dom's own API). */
export function setPageUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(url);
}
