import type { FastifyRequest } from 'fastify';
import { type DestinationStream, type LoggerOptions, pino } from 'pino';

const SECRET_QUERY_KEYS = /^(token|access_token|refresh_token|code|verificationCode|password)$/i;

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

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        ...secretFields.map((f) => `*.${f}`),
        ...secretFields.map((f) => `*.*.${f}`),
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
        userAgent: req.headers['user-agent'],
        ...(req.headers.authorization ? { authorization: '[Redacted]' } : {}),
      }),
    },
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
  return pino.destination({ dest: 1, sync: false });
}
