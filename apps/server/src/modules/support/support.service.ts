import type { SupportMessageRequest } from '@academy/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { fieldError, forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/token.service.ts';
import { insertSupportMessage, markSupportMessageMailed } from './support.repo.ts';

interface SupportDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  supportEmail: string;
}

/**
 * Stores the message first (it is never lost), then mails it to the support address with the
 * sender as Reply-To. A mail failure is logged; the stored message stays for the team to read.
 */
export async function sendSupportMessage(
  deps: SupportDeps,
  sender: AuthUser | null,
  input: SupportMessageRequest,
  language: string,
): Promise<{ id: string }> {
  if (sender && input.userId && input.userId !== sender.id) throw forbidden();
  const email = sender?.email ?? input.email;
  if (!email) throw fieldError('email', 'Email is required');
  const row = await insertSupportMessage(deps.db, {
    userId: sender?.id ?? null,
    email,
    subject: input.subject,
    message: input.message,
    language,
  });
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: email,
      subject: `[Support] ${input.subject}`,
      text: [
        `From: ${email}${sender ? ` (user ${sender.id})` : ' (visitor)'}`,
        `Language: ${language}`,
        `Message id: ${row.id}`,
        '',
        input.message,
      ].join('\n'),
    });
    await markSupportMessageMailed(deps.db, row.id);
  } catch (error) {
    deps.log.error({ err: error, supportMessageId: row.id }, 'support message stored but not mailed');
  }
  return { id: row.id };
}
