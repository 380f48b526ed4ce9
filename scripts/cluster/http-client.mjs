// A small HTTP client for the cluster and outage tests: JSON and form bodies, bearer or Basic
// client credentials, and a chosen source address. Every 127.x.y.z is this machine, so a test can
// come "from" an address of its own and never share a per-address rate limit (kept in the shared
// Redis) with another test running at the same time.
import { randomInt } from 'node:crypto';
import http from 'node:http';

const CLIENT = `Basic ${Buffer.from('academy-web:academy-web-secret').toString('base64')}`;

/** A loopback address unlikely to be used by anyone else (127.0.0.1 is what everyone uses). */
export function randomLoopbackAddress() {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * `request(method, path, { json, form, token, client, headers })` against `baseUrl` from `from`;
 * resolves with { status, headers, body } (JSON parsed when it is JSON). Keep-alive connections.
 */
export function httpClient(baseUrl, { from = '127.0.0.1' } = {}) {
  const agent = new http.Agent({ keepAlive: true, localAddress: from, maxSockets: 32 });
  const request = (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const headers = { accept: 'application/json', ...options.headers };
      let payload;
      if (options.json !== undefined) {
        payload = JSON.stringify(options.json);
        headers['content-type'] = 'application/json';
      } else if (options.form) {
        payload = new URLSearchParams(options.form).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.client) headers.authorization = CLIENT;
      const req = http.request(new URL(path, baseUrl), { method, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body = text;
          if ((res.headers['content-type'] ?? '').includes('json') && text) {
            try {
              body = JSON.parse(text);
            } catch {
              // Not JSON after all: keep the text.
            }
          }
          resolve({ status: res.statusCode, headers: res.headers, body });
        });
        res.on('error', reject);
      });
      req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path}: no answer within 60 s`)));
      req.on('error', reject);
      req.end(payload);
    });
  return { request, close: () => agent.destroy(), from };
}
