import { randomBytes } from 'node:crypto';
import type { Language, Payment, PaymentModel } from '@academy/contract';
import type { Translations } from '../../../db/schema/index.ts';
import type { ProviderKind } from '../../../integrations/payments/index.ts';
import { translate } from '../../../lib/language.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { formatDate } from '../mail/format.ts';
import { findPaymentMethod } from './payment-methods.repo.ts';
import { insertPayment, listPaymentsOfUser, type PaymentRow } from './payments.repo.ts';
import { refundsOfPayments } from './refunds.repo.ts';
import { sendSubscriptionMail } from '../mail/subscription-mail.ts';
import type { SubscriptionView } from '../subscriptions.repo.ts';
import { requirePlayer } from '../../../lib/player-access.ts';

const PLAN: Record<Language, Record<PaymentModel, string>> = {
  en: { MONTHLY: 'monthly plan', YEARLY: 'yearly plan' },
  sv: { MONTHLY: 'månadsplan', YEARLY: 'årsplan' },
  fr: { MONTHLY: 'formule mensuelle', YEARLY: 'formule annuelle' },
  pt: { MONTHLY: 'plano mensal', YEARLY: 'plano anual' },
};

export const receiptPath = (token: string) => `/receipts/${token}`;

/** "U12 program · monthly plan · 1 March 2026 – 1 April 2026" in the language. */
export function describePayment(
  payment: Pick<PaymentRow, 'paymentModel' | 'periodStart' | 'periodEnd'>,
  programTitles: Translations,
  language: Language,
): string {
  const parts = [translate(programTitles, language), PLAN[language][payment.paymentModel]];
  if (payment.periodStart && payment.periodEnd) {
    parts.push(`${formatDate(payment.periodStart, language)} – ${formatDate(payment.periodEnd, language)}`);
  }
  return parts.join(' · ');
}

export interface PaidInvoice {
  id: string;
  amount: number;
  currency: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  paidAt: Date;
}

/** Records a paid invoice once (a receipt on /account) and mails its receipt. */
export async function recordPayment(
  ctx: Pick<ServiceContext, 'db' | 'mailer' | 'log' | 'config'>,
  provider: ProviderKind,
  view: SubscriptionView,
  invoice: PaidInvoice,
  label: string,
): Promise<PaymentRow | null> {
  if (!view.paymentModel || invoice.amount <= 0) return null;
  const card = await findPaymentMethod(ctx.db, view.userId, provider);
  const row = await insertPayment(ctx.db, {
    subscriptionId: view.id,
    userId: view.userId,
    provider,
    providerInvoiceId: invoice.id,
    amount: invoice.amount,
    currency: invoice.currency.toUpperCase(),
    label,
    paymentModel: view.paymentModel,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    receiptToken: randomBytes(24).toString('base64url'),
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    paidAt: invoice.paidAt,
  });
  if (row) {
    await sendSubscriptionMail(ctx, 'receipt', view, {
      charge: { amount: row.amount, currency: row.currency },
      date: row.paidAt,
      url: `${ctx.config.publicUrl}${receiptPath(row.receiptToken)}`,
    });
  }
  return row;
}

/** `GET /api/v1/billing/payments?playerId=`: the player's user's payments, newest first. */
export async function listPayments(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  user: Viewer,
  playerId: string,
  language: Language,
): Promise<Payment[]> {
  const { player } = await requirePlayer(ctx.db, user, 'read-payments', playerId);
  return paymentsJson(ctx, await listPaymentsOfUser(ctx.db, player.userId), language);
}

/** Payments as the API answers them, each with its refunds (made or under way). */
export async function paymentsJson(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  rows: { payment: PaymentRow; programTitles: Translations }[],
  language: Language,
): Promise<Payment[]> {
  const refunds = await refundsOfPayments(
    ctx.db,
    rows.map((r) => r.payment.id),
  );
  return rows.map(({ payment, programTitles }) => {
    const own = refunds.filter((r) => r.paymentId === payment.id);
    return {
      id: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      label: payment.label,
      paidAt: payment.paidAt.toISOString(),
      description: describePayment(payment, programTitles, language),
      receiptUrl: `${ctx.config.publicUrl}${receiptPath(payment.receiptToken)}`,
      refunds: own.map((r) => ({
        amount: r.amount,
        at: (r.refundedAt ?? r.createdAt).toISOString(),
        reason: r.reason,
      })),
      refundedAmount: own.reduce((sum, r) => sum + r.amount, 0),
    };
  });
}
