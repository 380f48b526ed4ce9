import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { smsOutboxDir } from '../integrations/sms/sms-sender.ts';
import { clientAuthHeader } from './factories.ts';
import type { TestApp } from './helpers.ts';
import type { CapturedMail } from './smtp-sink.ts';

/** The six-digit code in a mail's text body. */
export function codeIn(mail: CapturedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in mail: ${mail.text}`);
  return match[1]!;
}

let ipCounter = 0;
/** A fresh client address per call, so per-address limits of one test never reach another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** `POST /api/oauth/token`, form-encoded with the client's Basic credentials. */
export function tokenCall(t: TestApp, form: Record<string, string>, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { ...clientAuthHeader(t), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress,
  });
}

export function passwordLogin(
  t: TestApp,
  username: string,
  password: string,
  extra: Record<string, string> = {},
) {
  return tokenCall(t, { grant_type: 'password', username, password, scope: 'read write', ...extra });
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The text messages of the SMS outbox (DATA_DIR/sms-outbox) sent to `to`, oldest first. */
export function textsTo(
  t: Pick<TestApp, 'config'>,
  to: string,
): { from: string; to: string; text: string }[] {
  const dir = smsOutboxDir(t.config);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { from: string; to: string; text: string },
    )
    .filter((sms) => sms.to === to);
}

/** The six-digit code of the newest text message to `to`. */
export function textedCode(t: Pick<TestApp, 'config'>, to: string): string {
  const newest = textsTo(t, to).at(-1);
  const match = newest && /\b(\d{6})\b/.exec(newest.text);
  if (!match) throw new Error(`no text message with a code to ${to}`);
  return match[1]!;
}
