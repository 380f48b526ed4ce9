import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

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
