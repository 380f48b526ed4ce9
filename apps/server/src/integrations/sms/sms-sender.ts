import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

/** One text message: the full international number and the words (already in the recipient's language). */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  readonly kind: 'http' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

/** Where the outbox keeps its messages: one JSON file per text in DATA_DIR/sms-outbox. */
export function smsOutboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'sms-outbox');
}

/**
 * An HTTP gateway when SMS_URL is set (form fields `from`, `to`, `message`, Basic auth from the URL's
 * user and password: 46elks' shape; any gateway taking those fields works), else the outbox. The text
 * carries a code: the log names only the number's last digits and where it went.
 */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  const masked = (to: string) => `…${to.slice(-2)}`;
  if (config.sms.kind === 'http') {
    const url = new URL(config.sms.url);
    const auth = url.username
      ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
      : null;
    url.username = '';
    url.password = '';
    const from = config.sms.from;
    return {
      kind: 'http',
      async send({ to, text }) {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(auth ? { authorization: auth } : {}),
          },
          body: new URLSearchParams({ from, to, message: text }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
        log.info({ sms: { to: masked(to) } }, 'text message sent');
      },
    };
  }
  const dir = smsOutboxDir(config);
  const from = config.sms.from;
  return {
    kind: 'outbox',
    async send({ to, text }) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`;
      const file = path.join(dir, name);
      await writeFile(file, `${JSON.stringify({ from, to, text }, null, 2)}\n`, { mode: 0o600 });
      log.info({ sms: { to: masked(to), outbox: file } }, 'text message written to the outbox');
    },
  };
}
