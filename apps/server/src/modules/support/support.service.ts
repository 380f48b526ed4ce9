import type { SupportMessageRequest } from '@academy/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { fieldError, forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/token.service.ts';
import { supportMail } from './support.mail.ts';
import {
  insertSupportMessage,
  markSupportMessageAcknowledged,
  markSupportMessageMailed,
} from './support.repo.ts';

interface SupportDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  supportEmail: string;
}

/**
 * Stores the message first (it is never lost; the console's inbox lists it), mails it to the support
 * address with the sender as Reply-To, and acknowledges it to the sender with its reference. A mail
 * failure is logged; the stored message stays for the team to read and answer.
 */
export async function sendSupportMessage(
  deps: SupportDeps,
  sender: AuthUser | null,
  input: SupportMessageRequest,
  language: string,
): Promise<{ id: string; reference: number }> {
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
        `Reference: #${row.referenceNumber}`,
        `Message id: ${row.id}`,
        '',
        input.message,
      ].join('\n'),
    });
    await markSupportMessageMailed(deps.db, row.id);
  } catch (error) {
    deps.log.error({ err: error, supportMessageId: row.id }, 'support message stored but not mailed');
  }
  const reference = row.referenceNumber!;
  try {
    await deps.mailer.send(
      supportMail(
        'ACKNOWLEDGEMENT',
        language,
        email,
        { reference, subject: input.subject },
        deps.supportEmail,
      ),
    );
    await markSupportMessageAcknowledged(deps.db, row.id);
  } catch (error) {
    deps.log.error({ err: error, supportMessageId: row.id }, 'support message stored but not acknowledged');
  }
  return { id: row.id, reference };
}
