import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { accessLogger, loggerOptions, maskSecrets } from './logger.ts';

/** A stream that keeps what is written to it, one entry per write. */
function lineSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

function capture() {
  const { lines, stream } = lineSink();
  return { log: pino(loggerOptions('info'), stream), lines };
}

describe('log redaction', () => {
  it('masks secret fields one and two levels down, in child loggers too, without changing the object', () => {
    const { log, lines } = capture();
    const body = { email: 'a@example.test', password: 'hunter2', nested: { code: '123456', keep: 'x' } };
    log.child({ reqId: 'r1' }).info({ body, err: Object.assign(new Error('boom'), { token: 'tk' }) }, 'm');
    const line = lines.join('');
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('123456');
    expect(line).not.toContain('"tk"');
    expect(line).toContain('boom');
    expect(line).toContain('a@example.test');
    expect(line).toContain('"keep":"x"');
    expect(line).toContain('"reqId":"r1"');
    expect(body.password).toBe('hunter2');
    expect(body.nested.code).toBe('123456');
  });

  it('masks a set-cookie header of a logged reply', () => {
    const { log, lines } = capture();
    log.info({ res: { headers: { 'set-cookie': 'sid=1' } } }, 'm');
    expect(lines.join('')).not.toContain('sid=1');
  });

  it('leaves arrays arrays and objects without secrets as they are', () => {
    const list = [{ password: 'p' }, { ok: 1 }];
    const masked = maskSecrets({ list });
    expect(Array.isArray(masked.list)).toBe(true);
    expect(masked.list[0]).toEqual({ password: '[Redacted]' });
    const clean = { a: { b: 1 } };
    expect(maskSecrets(clean)).toBe(clean);
  });
});

describe('the access line', () => {
  it("writes one JSON line per answer with pino's fields, the masked URL and no secret", () => {
    const { lines, stream } = lineSink();
    const write = accessLogger(pino({ level: 'info' }, stream), stream);
    const request = {
      id: 'req-7',
      method: 'GET',
      url: '/api/v1/check_token?token=tok-secret-1&x=1',
      ip: '203.0.113.9',
      headers: { authorization: 'Bearer bearer-secret-2', 'user-agent': 'Academy/1.0' },
    } as unknown as FastifyRequest;
    write(request, 200, 1.25);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    const line = JSON.parse(lines[0] ?? '');
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      reqId: 'req-7',
      req: {
        method: 'GET',
        url: '/api/v1/check_token?token=%5BRedacted%5D&x=1',
        remoteAddress: '203.0.113.9',
        userAgent: 'Academy/1.0',
        authorization: '[Redacted]',
      },
      res: { statusCode: 200 },
      responseTime: 1.25,
      msg: 'request completed',
    });
    expect(typeof line.time).toBe('number');
    expect(lines[0]).not.toContain('secret');
  });

  it('logs a successful probe (/api/health, /api/ready) at debug level, a failing one at info', () => {
    const { lines, stream } = lineSink();
    const probe = (url: string) =>
      ({ id: 'r', method: 'GET', url, ip: '::1', headers: {} }) as unknown as FastifyRequest;
    accessLogger(pino({ level: 'info' }, stream), stream)(probe('/api/ready'), 200, 1);
    accessLogger(pino({ level: 'info' }, stream), stream)(probe('/api/health?x=1'), 200, 1);
    expect(lines).toHaveLength(0);
    accessLogger(pino({ level: 'info' }, stream), stream)(probe('/api/ready'), 503, 1);
    expect(lines.map((line) => JSON.parse(line).level)).toEqual([30]);
    accessLogger(pino({ level: 'debug' }, stream), stream)(probe('/api/health'), 200, 1);
    expect(lines.map((line) => JSON.parse(line).level)).toEqual([30, 20]);
  });

  it('writes nothing when the level is above info', () => {
    const { lines, stream } = lineSink();
    const write = accessLogger(pino({ level: 'warn' }, stream), stream);
    write({ id: 'r', method: 'GET', url: '/', ip: '::1', headers: {} } as unknown as FastifyRequest, 200, 1);
    expect(lines).toHaveLength(0);
  });

  /** A routed request as the access line sees it: the URL, the matched route and its parameters. */
  const routed = (method: string, url: string, route: string, params: Record<string, string>) =>
    ({
      id: 'r',
      method,
      url,
      params,
      routeOptions: { url: route },
      ip: '::1',
      headers: {},
    }) as unknown as FastifyRequest;

  it('logs the route of a link whose path is a secret (a receipt, an invitation) without the token', () => {
    const { lines, stream } = lineSink();
    const write = accessLogger(pino({ level: 'info' }, stream), stream);
    const token = 'rcpt-secret-abcdefghijklmnopqrstuvwx';
    write(routed('GET', `/receipts/${token}?lang=sv`, '/receipts/:token', { token }), 200, 1);
    write(
      routed(
        'POST',
        '/api/v1/household/invitations/inv-secret-1/accept',
        '/api/v1/household/invitations/:token/accept',
        {
          token: 'inv-secret-1',
        },
      ),
      204,
      1,
    );
    const urls = lines.map((line) => JSON.parse(line).req.url);
    expect(urls).toEqual(['/receipts/[Redacted]?lang=sv', '/api/v1/household/invitations/[Redacted]/accept']);
    expect(lines.join('')).not.toContain('secret');
  });

  it('keeps the path of a route whose parameters are not secrets', () => {
    const { lines, stream } = lineSink();
    const request = routed(
      'GET',
      '/api/v1/player/p-1/challenge-results',
      '/api/v1/player/:playerId/challenge-results',
      {
        playerId: 'p-1',
      },
    );
    accessLogger(pino({ level: 'info' }, stream), stream)(request, 200, 1);
    expect(JSON.parse(lines[0] ?? '').req.url).toBe('/api/v1/player/p-1/challenge-results');
  });
});
