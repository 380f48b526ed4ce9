import type { PaymentModel } from '@academy/contract';
import type { MailMessage } from '../../../integrations/mail/mailer.ts';
import { asLanguage, translate } from '../../../lib/language.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { fillTemplate } from '../../../lib/text.ts';
import { formatDate, formatMoney } from './format.ts';
import { SUBSCRIPTION_MAIL_TEXTS, type SubscriptionMailKind } from './subscription-mail.texts.ts';
import { findMailRecipient, type SubscriptionView } from '../subscriptions.repo.ts';
import { claimReminder, releaseReminder } from '../reminders.repo.ts';

export type { SubscriptionMailKind };

export interface SubscriptionMailInput {
  /** The charge the mail states: the amount (minor units) and currency really charged; null: none. */
  charge: { amount: number; currency: string } | null;
  date: Date | null;
  /** The link the mail leads to (the account page, a receipt). */
  url: string;
  paymentModel?: PaymentModel | null;
}

/** One mail of the subscription's life, in the user's language; the link is clickable. */
export function buildSubscriptionMail(
  kind: SubscriptionMailKind,
  to: { email: string; firstName: string; language: string },
  programTitles: Parameters<typeof translate>[0],
  input: SubscriptionMailInput,
): MailMessage {
  const language = asLanguage(to.language);
  const t = SUBSCRIPTION_MAIL_TEXTS[language];
  const values = {
    name: to.firstName,
    program: translate(programTitles, language),
    plan: input.paymentModel ? t.plans[input.paymentModel] : '',
    amount: input.charge ? formatMoney(input.charge.amount, input.charge.currency, language) : '',
    date: input.date ? formatDate(input.date, language) : '',
    url: input.url,
  };
  return {
    to: to.email,
    subject: fillTemplate(t.mails[kind].subject, values),
    language,
    paragraphs: [t.greeting, ...t.mails[kind].lines, t.signoff].map((p) => fillTemplate(p, values)),
  };
}

/**
 * Sends one of the subscription's mails. With `once`, a claim in subscription_reminders makes it go
 * out once (a repeated event, two processes); a failed send gives the claim back. A mail that cannot
 * be sent is logged: the payment or the change it tells about stands.
 */
export async function sendSubscriptionMail(
  ctx: Pick<ServiceContext, 'db' | 'mailer' | 'log'>,
  kind: SubscriptionMailKind,
  view: Pick<SubscriptionView, 'id' | 'userId' | 'program' | 'paymentModel'>,
  input: SubscriptionMailInput,
  once?: { key: string; now: Date },
): Promise<void> {
  if (once && !(await claimReminder(ctx.db, view.id, once.key, once.now))) return;
  try {
    const to = await findMailRecipient(ctx.db, view.userId);
    if (!to) return;
    await ctx.mailer.send(
      buildSubscriptionMail(kind, to, view.program.titles, { paymentModel: view.paymentModel, ...input }),
    );
  } catch (error) {
    if (once) await releaseReminder(ctx.db, view.id, once.key);
    ctx.log.error({ err: error, subscription: view.id, kind }, 'subscription mail could not be sent');
  }
}
