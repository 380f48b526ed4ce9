import type { SupportMessageRequest } from '@academy/contract';
import { fieldError, forbidden } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { supportMail } from './support.mail.ts';
import {
  insertSupportMessage,
  markSupportMessageAcknowledged,
  markSupportMessageMailed,
} from './support.repo.ts';

/**
 * Stores the message first (it is never lost; the console's inbox lists it), mails it to the support
 * address with the sender as Reply-To, and acknowledges it to the sender with its reference. A mail
 * failure is logged; the stored message stays for the team to read and answer.
 */
export async function sendSupportMessage(
  ctx: ServiceContext,
  sender: Viewer | null,
  input: SupportMessageRequest,
  language: string,
  options: { acknowledge?: boolean } = {},
): Promise<{ id: string; reference: number }> {
  if (sender && input.userId && input.userId !== sender.id) throw forbidden();
  const email = sender?.email ?? input.email;
  if (!email) throw fieldError('email', 'Email is required');
  const row = await insertSupportMessage(ctx.db, {
    userId: sender?.id ?? null,
    email,
    subject: input.subject,
    message: input.message,
    language,
  });
  try {
    await ctx.mailer.send({
      to: ctx.config.supportEmail,
      replyTo: email,
      subject: `[Support] ${input.subject}`,
      language: 'en',
      paragraphs: [
        [
          `From: ${email}${sender ? ` (user ${sender.id})` : ' (visitor)'}`,
          `Language: ${language}`,
          `Reference: #${row.referenceNumber}`,
          `Message id: ${row.id}`,
        ].join('\n'),
        { quote: input.message },
      ],
    });
    await markSupportMessageMailed(ctx.db, row.id, ctx.clock.now());
  } catch (error) {
    ctx.log.error({ err: error, supportMessageId: row.id }, 'support message stored but not mailed');
  }
  const reference = row.referenceNumber!;
  if (options.acknowledge === false) return { id: row.id, reference };
  try {
    await ctx.mailer.send(
      supportMail(
        'ACKNOWLEDGEMENT',
        language,
        email,
        { reference, subject: input.subject },
        ctx.config.supportEmail,
      ),
    );
    await markSupportMessageAcknowledged(ctx.db, row.id, ctx.clock.now());
  } catch (error) {
    ctx.log.error({ err: error, supportMessageId: row.id }, 'support message stored but not acknowledged');
  }
  return { id: row.id, reference };
}
