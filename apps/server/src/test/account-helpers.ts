import type { startSmtpSink } from './smtp-sink.ts';
import { clientAuthHeader } from './factories.ts';
import type { TestApp } from './helpers.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
type Mail = Sink['mails'][number];

/** The first mail to `to` among those received after the first `since` mails. */
export async function nextMail(sink: Sink, to: string, since: number, timeoutMs = 5000): Promise<Mail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sink.mails.slice(since).find((m) => m.to.includes(address));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no new mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The Subject header with RFC 2047 encoded words joined and decoded (UTF-8). */
export function subjectOf(mail: Mail): string {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const value = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** The six-digit code in a mail's text body. */
export function codeIn(mail: Mail): string {
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
