import type { SupportMessageRequest } from '@academy/contract';
import { fieldError, forbidden } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { insertSupportMessage, markSupportMessageMailed } from './support.repo.ts';

/**
 * Stores the message first (it is never lost), then mails it to the support address with the
 * sender as Reply-To. A mail failure is logged; the stored message stays for the team to read.
 */
export async function sendSupportMessage(
  ctx: ServiceContext,
  sender: Viewer | null,
  input: SupportMessageRequest,
  language: string,
): Promise<{ id: string }> {
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
      text: [
        `From: ${email}${sender ? ` (user ${sender.id})` : ' (visitor)'}`,
        `Language: ${language}`,
        `Message id: ${row.id}`,
        '',
        input.message,
      ].join('\n'),
    });
    await markSupportMessageMailed(ctx.db, row.id);
  } catch (error) {
    ctx.log.error({ err: error, supportMessageId: row.id }, 'support message stored but not mailed');
  }
  return { id: row.id };
}
