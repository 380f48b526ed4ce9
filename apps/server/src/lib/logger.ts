import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type DestinationStream, type LoggerOptions, pino } from 'pino';

const SECRET_QUERY_KEYS = /^(token|access_token|refresh_token|code|verificationCode|password|signature)$/i;

/** Masks the values of secret query parameters (check_token?token=…, ?access_token=…) in logged URLs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[Redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

const secretFields = [
  'password',
  'newPassword',
  'existingPassword',
  'token',
  'access_token',
  'refresh_token',
  'code',
  'verificationCode',
  'totpSecret',
  'secret',
];

/** Path parameters that are secrets themselves (a receipt's or an invitation's link token). */
const SECRET_PATH_PARAM = /token$/i;

/**
 * The URL as logged: secret query values masked, and where the matched route has a secret path
 * parameter (`/receipts/:token`), the route's pattern with that parameter masked instead of the
 * value (a receipt link in the access log would open the receipt for whoever reads the log).
 */
export function loggedUrl(req: Pick<FastifyRequest, 'url' | 'params'> & { routeOptions?: { url?: string } }) {
  const pattern = req.routeOptions?.url;
  if (!pattern?.includes(':') || !/:\w*token\b/i.test(pattern)) return redactUrl(req.url);
  const params = (req.params ?? {}) as Record<string, unknown>;
  const path = pattern.replace(/:(\w+)/g, (whole, name: string) =>
    SECRET_PATH_PARAM.test(name) ? '[Redacted]' : encodeURIComponent(String(params[name] ?? whole)),
  );
  const q = req.url.indexOf('?');
  return redactUrl(q < 0 ? path : `${path}${req.url.slice(q)}`);
}

/** What a log line says about a request: method, URL (secrets masked), address, user agent. */
export function requestFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggedUrl(req),
    remoteAddress: req.ip,
    userAgent: req.headers['user-agent'],
    ...(req.headers.authorization ? { authorization: '[Redacted]' } : {}),
  };
}

const SECRET_FIELDS = new Set(secretFields);

function copyOf(value: object): Record<string, unknown> {
  if (Array.isArray(value)) return [...value] as unknown as Record<string, unknown>;
  // Keeps the prototype and the non-enumerable own properties (an Error's message and stack).
  return Object.create(Object.getPrototypeOf(value), Object.getOwnPropertyDescriptors(value));
}

/**
 * The logged object with the value of every secret field (password, token, code…) within two
 * levels replaced by `[Redacted]`; copied only where something is replaced, never changed in place.
 */
export function maskSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > 2) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    // The request and reply are logged through serializers that keep only safe fields.
    if (depth === 0 && (key === 'req' || key === 'res')) continue;
    const field = (value as Record<string, unknown>)[key];
    const next = SECRET_FIELDS.has(key) && field !== undefined ? '[Redacted]' : maskSecrets(field, depth + 1);
    if (next !== field) {
      copy ??= copyOf(value);
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Fixed paths only: pino applies its redaction to every child logger's bindings too (one per
    // request), and wildcard paths made that the dearest step of a request. Secret fields at any
    // place within two levels are masked by maskSecrets, once per line actually written.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[Redacted]',
    },
    formatters: { log: (object) => maskSecrets(object) },
    serializers: { req: requestFields },
  };
}

/**
 * Where the server's log goes. Development: pino-pretty (a dev dependency) prints readable,
 * coloured lines. Production and tests: one JSON object per line on stdout, written
 * asynchronously (a request never waits for a `write` system call; pino flushes what is left when
 * the process exits). When the reader of stdout goes away (EPIPE), pino's destination stops
 * writing instead of throwing, so the server keeps serving and still stops on SIGTERM.
 */
export async function logDestination(env: string): Promise<DestinationStream> {
  if (env === 'development') {
    try {
      const { default: pretty } = await import('pino-pretty');
      return pretty({
        colorize: process.stdout.isTTY,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,reqId',
        messageFormat:
          '{if req.method}{req.method} {req.url} {end}{if res.statusCode}{res.statusCode} {end}{msg}',
        hideObject: false,
      });
    } catch {
      // Installed without dev dependencies: JSON lines as in production.
    }
  }
  // Lines gather in memory until 4 KB are waiting, then go out in one write (one write per line
  // cost about a tenth of a small answer); a quiet server's lines still go out within 250 ms.
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}

/**
 * The probes of load balancers and orchestrators (HAProxy asks every process's /api/ready every two
 * seconds): a successful answer is logged at debug level, a failing one at info like any request.
 */
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

/**
 * Writes the `request completed` line: the JSON line the app's logger would write (pino's fields:
 * level, time, pid, hostname), made by one JSON.stringify of its few fields and written to the same
 * stream. Every field is built from requestFields, which leaves no secret in, so no redaction walk
 * is needed; pino's generic line building was the dearest part of a small answer. Info level, but
 * a successful probe's line is at debug level (PROBE_PATHS).
 */
export function accessLogger(
  appLog: FastifyBaseLogger,
  stream: DestinationStream,
): (request: FastifyRequest, statusCode: number, responseTime: number) => void {
  const base = { pid: process.pid, hostname: hostname() };
  const INFO = pino.levels.values.info ?? 30;
  const DEBUG = pino.levels.values.debug ?? 20;
  return (request, statusCode, responseTime) => {
    const probe = statusCode < 400 && PROBE_PATHS.has(request.url.split('?', 1)[0] as string);
    const level = probe ? DEBUG : INFO;
    if ((pino.levels.values[appLog.level] ?? 0) > level) return;
    const line = JSON.stringify({
      level,
      time: Date.now(),
      ...base,
      reqId: request.id,
      req: requestFields(request),
      res: { statusCode },
      responseTime,
      msg: 'request completed',
    });
    stream.write(`${line}\n`);
  };
}
