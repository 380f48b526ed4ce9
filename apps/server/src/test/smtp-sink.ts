import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text part (quoted-printable and base64 undone), or the raw body. */
  text: string;
}

function decodeQuotedPrintable(input: string): string {
  const bytes = input
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  // RFC 2047: whitespace between two adjacent encoded words is not part of the text.
  return value
    .replace(/(\?=)\s+(?==\?utf-8\?)/gi, '$1')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Reads the subject and the text/plain part of a nodemailer message well enough for tests. */
export function parseMail(raw: string): { subject: string; text: string } {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const textPart =
    /Content-Type: text\/plain[^\r\n]*\r\n(?:[^\r\n]+\r\n)*?(?:Content-Transfer-Encoding: ([^\r\n]+)\r\n)?(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)(?:\r\n--|$)/i.exec(
      raw,
    );
  const encoding = (
    textPart?.[1] ??
    /Content-Transfer-Encoding: ([^\r\n]+)/i.exec(headers)?.[1] ??
    ''
  ).toLowerCase();
  const body = textPart?.[2] ?? raw.slice(headerEnd + 4);
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { subject, text };
}

export interface SmtpSink {
  url: string;
  mails: CapturedMail[];
  /** The latest mail to `to` (waits for one). */
  waitForMail(to: string, timeoutMs?: number): Promise<CapturedMail>;
  /** The first mail to `to` among those received after the first `since` mails (waits for one). */
  nextMail(to: string, since: number, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          ...parseMail(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits until `find` sees a mail; each new mail wakes it. */
  async function waitFor(find: () => CapturedMail | undefined, missing: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${missing} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      return waitFor(
        () => [...mails].reverse().find((m) => m.to.includes(address)),
        `no mail to ${to}`,
        timeoutMs,
      );
    },
    nextMail(to, since, timeoutMs = 5000) {
      const address = to.toLowerCase();
      return waitFor(
        () => mails.slice(since).find((m) => m.to.includes(address)),
        `no new mail to ${to}`,
        timeoutMs,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
