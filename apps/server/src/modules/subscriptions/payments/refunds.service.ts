import { CARE_MESSAGES, type Language, type Payment, type RefundRequest } from '@academy/contract';
import { isSandbox } from '../../../integrations/payments/index.ts';
import { recordAuditEvent } from '../../../lib/audit.repo.ts';
import { AppError, conflict, fieldError, notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { handlePaymentEvent } from '../provider/provider-sync.ts';
import { findPaymentWithProgram } from './payments.repo.ts';
import { paymentsJson } from './payments.service.ts';
import { settleRefundOutcome } from './refund-settle.ts';
import {
  findRepeatedRefund,
  insertRefund,
  liveRefundsOf,
  lockPayment,
  settleRefund,
} from './refunds.repo.ts';

/** The same refund asked again within this time (a double click, a retried request) is the same refund. */
const REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * `POST /api/v1/admin/payments/{id}/refund`: whole or part of a payment back to the card, through the
 * provider that took it. The refund is reserved (PENDING) and audited with its reason under the payment's
 * row lock, so two clicks or two processes never refund more than was paid and the same request twice
 * makes one refund; then the provider is asked (idempotency key: our refund's id) and its answer, or its
 * event, settles the row and mails the receipt.
 */
export async function refundPayment(
  ctx: ServiceContext,
  actorId: string,
  paymentId: string,
  body: RefundRequest,
  language: Language,
): Promise<Payment> {
  const now = ctx.clock.now();
  const reserved = await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw notFound(CARE_MESSAGES.paymentNotFound);
    if (payment.provider !== ctx.payments.kind) throw conflict(CARE_MESSAGES.refundFailed);
    const refunded = (await liveRefundsOf(tx, payment.id)).reduce((sum, r) => sum + r.amount, 0);
    const left = payment.amount - refunded;
    const amount = body.amount ?? left;
    const repeated = await findRepeatedRefund(tx, {
      paymentId,
      actorId,
      amount,
      reason: body.reason,
      since: new Date(now.getTime() - REPEAT_WINDOW_MS),
    });
    if (repeated) return null;
    if (amount <= 0 || amount > left) throw fieldError('amount', CARE_MESSAGES.refundTooLarge);
    const refund = await insertRefund(tx, {
      paymentId,
      userId: payment.userId,
      provider: payment.provider,
      amount,
      currency: payment.currency,
      reason: body.reason,
      actorId,
      createdAt: now,
    });
    await recordAuditEvent(tx, {
      actorId,
      action: 'payment.refund',
      targetType: 'user',
      targetId: payment.userId,
      detail: {
        paymentId,
        reason: body.reason,
        amount,
        currency: payment.currency,
        before: { refunded },
        after: { refunded: refunded + amount },
      },
    });
    return { refund, payment };
  });

  if (reserved) {
    const { refund, payment } = reserved;
    let made: Awaited<ReturnType<ServiceContext['payments']['refundPayment']>>;
    try {
      made = await ctx.payments.refundPayment({
        invoiceId: payment.providerInvoiceId,
        amount: refund.amount,
        currency: refund.currency,
        metadata: { paymentId, refundId: refund.id },
        idempotencyKey: `refund-${refund.id}`,
      });
    } catch (error) {
      ctx.log.error({ err: error, refund: refund.id }, 'the provider did not make the refund');
      await settleRefund(ctx.db, refund.id, { status: 'FAILED', providerRefundId: null, at: now });
      throw new AppError(502, CARE_MESSAGES.refundFailed);
    }
    await settleRefundOutcome(ctx, refund.id, made, now);
    // The sandbox's refund event goes through the one handler, as Stripe's webhook does.
    if (isSandbox(ctx.payments)) {
      for (const event of ctx.payments.takeEvents()) await handlePaymentEvent(ctx, event, now);
    }
  }
  const row = await findPaymentWithProgram(ctx.db, paymentId);
  return (await paymentsJson(ctx, [row!], language))[0]!;
}
