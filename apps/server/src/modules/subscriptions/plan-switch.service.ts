import {
  formatAmountLabel,
  type Language,
  type PaymentModel,
  type PaymentModelSwitch,
  SUBSCRIPTION_MESSAGES,
} from '@academy/contract';
import { isSandbox, prorate } from '../../integrations/payments/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { feeOf, priceInput, priceView, toFeeJson } from './prices.service.ts';
import { handlePaymentEvent, syncProviderSubscription } from './provider/provider-sync.ts';
import { claimPaymentModelSwitch, findSubscriptionView } from './subscriptions.repo.ts';
import { requireRunningSubscription } from './subscription-guards.ts';
import { toSubscriptionJson } from './subscription-json.ts';
import { auditAdminWrite } from '../../lib/admin-audit.ts';

/**
 * `PUT …/{id}/payment-model`: the switch between MONTHLY and YEARLY of a billed subscription.
 * Without `confirm` it only answers the arithmetic (what is charged now, the credit, the new
 * price); with it, the provider switches (Stripe's proration, the sandbox the same) and the
 * subscription is synced. A conditional update claims the switch, so two taps switch once.
 */
export async function switchPaymentModel(
  ctx: ServiceContext,
  user: Viewer,
  id: string,
  input: { paymentModel: PaymentModel; confirm: boolean },
  language: Language,
  now = ctx.clock.now(),
): Promise<PaymentModelSwitch> {
  const view = await priceView(await requireRunningSubscription(ctx.db, user, id, now));
  const billed =
    view.billingEnabled &&
    view.providerSubscriptionId !== null &&
    view.paymentProvider === ctx.payments.kind &&
    view.paymentModel !== null &&
    view.currentPeriodEnd !== null;
  if (!billed) throw new AppError(409, SUBSCRIPTION_MESSAGES.notBilled);
  if (view.paymentModel === input.paymentModel) {
    throw new AppError(409, SUBSCRIPTION_MESSAGES.samePaymentModel, [
      { field: 'paymentModel', message: SUBSCRIPTION_MESSAGES.samePaymentModel },
    ]);
  }
  const current = feeOf(view, view.paymentModel!);
  const next = feeOf(view, input.paymentModel);
  const inTrial = view.paymentStatus === 'TRIAL';
  const { credit, amountDueNow } = prorate({
    currentAmount: current.amount,
    currentModel: view.paymentModel!,
    newAmount: next.amount,
    periodEnd: view.currentPeriodEnd!,
    now,
    inTrial,
  });
  const answer = {
    paymentModel: input.paymentModel,
    amountDueNow,
    currency: next.currency,
    label:
      amountDueNow === next.amount && next.label
        ? next.label
        : formatAmountLabel(amountDueNow, next.currency),
    credit,
    newPrice: toFeeJson(next),
  };
  if (!input.confirm) {
    const subscription = await toSubscriptionJson(view, language);
    return { ...answer, nextChargeAt: subscription.nextChargeAt, switched: false, subscription };
  }
  if (!(await claimPaymentModelSwitch(ctx.db, view.id, view.paymentModel!, input.paymentModel, now))) {
    throw new AppError(409, SUBSCRIPTION_MESSAGES.samePaymentModel);
  }
  try {
    const remote = await ctx.payments.changePrice(
      view.providerSubscriptionId!,
      priceInput(view, input.paymentModel),
    );
    await syncProviderSubscription(ctx, remote, now);
    if (isSandbox(ctx.payments)) {
      for (const event of ctx.payments.takeEvents()) await handlePaymentEvent(ctx, event, now);
    }
  } catch (error) {
    await claimPaymentModelSwitch(ctx.db, view.id, input.paymentModel, view.paymentModel!, now);
    throw error;
  }
  await auditAdminWrite(ctx.db, user, 'subscribe', view, {
    action: 'subscription.paymentModel',
    targetType: 'subscription',
    targetId: view.id,
    before: { paymentModel: view.paymentModel },
    after: { paymentModel: input.paymentModel },
  });
  const subscription = await toSubscriptionJson((await findSubscriptionView(ctx.db, view.id))!, language);
  return { ...answer, nextChargeAt: subscription.nextChargeAt, switched: true, subscription };
}
