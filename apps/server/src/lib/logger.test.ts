import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, maskSecrets } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
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
