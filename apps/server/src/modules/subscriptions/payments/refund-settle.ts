import { asLanguage, translate } from '../../../lib/language.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { buildRefundMail } from '../mail/refund-mail.ts';
import { findMailRecipient, findSubscriptionView } from '../subscriptions.repo.ts';
import { receiptPath } from './payments.service.ts';
import {
  claimRefundMail,
  findRefund,
  liveRefundsOf,
  releaseRefundMail,
  settleRefund,
} from './refunds.repo.ts';
import { findPaymentById } from './payments.repo.ts';

type Deps = Pick<ServiceContext, 'db' | 'mailer' | 'log' | 'config'>;

/** Stripe's refund statuses in ours. */
export function refundStatusOf(status: string): 'PENDING' | 'SUCCEEDED' | 'FAILED' {
  if (status === 'succeeded') return 'SUCCEEDED';
  if (status === 'failed' || status === 'canceled') return 'FAILED';
  return 'PENDING';
}

/**
 * What the provider said about one of our refunds (its answer to the call, or its event: whichever comes
 * first): the row takes the status, and a refund that succeeded is mailed to the payer once.
 */
export async function settleRefundOutcome(
  deps: Deps,
  refundId: string,
  outcome: { id: string; status: string },
  now: Date,
) {
  const row = await settleRefund(deps.db, refundId, {
    status: refundStatusOf(outcome.status),
    providerRefundId: outcome.id,
    at: now,
  });
  if (row?.status === 'SUCCEEDED') await mailRefundReceipt(deps, refundId, now);
  return row;
}

/** The refund's receipt in the payer's language, once (a claim on the row); a failed send is logged. */
async function mailRefundReceipt(deps: Deps, refundId: string, now: Date) {
  if (!(await claimRefundMail(deps.db, refundId, now))) return;
  try {
    const refund = (await findRefund(deps.db, refundId))!;
    const payment = await findPaymentById(deps.db, refund.paymentId);
    const to = await findMailRecipient(deps.db, refund.userId);
    const view = payment ? await findSubscriptionView(deps.db, payment.subscriptionId) : null;
    if (!payment || !to || !view) return;
    const language = asLanguage(to.language);
    const refundedInAll = (await liveRefundsOf(deps.db, payment.id)).reduce((sum, r) => sum + r.amount, 0);
    await deps.mailer.send(
      buildRefundMail({
        to: to.email,
        name: to.firstName,
        language,
        programTitle: translate(view.program.titles, language),
        refund,
        payment,
        refundedInAll,
        receiptUrl: `${deps.config.publicUrl}${receiptPath(payment.receiptToken)}`,
      }),
    );
  } catch (error) {
    await releaseRefundMail(deps.db, refundId);
    deps.log.error({ err: error, refund: refundId }, 'refund receipt could not be mailed');
  }
}
