import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import { type MailDraft, renderMail } from './layout.ts';

/** What a module sends: the words; the mailer puts every mail into the one layout (layout.ts). */
export type MailMessage = MailDraft;

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the outbox: one JSON file per mail in DATA_DIR/outbox. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const frame = { publicUrl: config.publicUrl, supportEmail: config.supportEmail };
  if (config.mail.kind === 'smtp') {
    const url = config.mail.url;
    // nodemailer is loaded with the first mail, not at start-up.
    let transport: Promise<Transporter> | undefined;
    const connect = () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
    const from = config.mail.from;
    return {
      kind: 'smtp',
      async send(draft) {
        const message = await renderMail(draft, frame);
        const info = await (await connect()).sendMail({ from, ...message });
        // The body carries codes: only who and what goes to the log.
        log.info(
          { mail: { to: message.to, subject: message.subject, messageId: info.messageId } },
          'mail sent',
        );
      },
      async close() {
        (await transport)?.close();
      },
    };
  }
  const dir = path.join(config.dataDir, 'outbox');
  const from = config.mail.from;
  return {
    kind: 'outbox',
    async send(draft) {
      const message = await renderMail(draft, frame);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`;
      const file = path.join(dir, name);
      await writeFile(file, `${JSON.stringify({ from, ...message }, null, 2)}\n`, { mode: 0o600 });
      log.info(
        { mail: { to: message.to, subject: message.subject, outbox: file } },
        'mail written to the outbox',
      );
    },
    async close() {},
  };
}
