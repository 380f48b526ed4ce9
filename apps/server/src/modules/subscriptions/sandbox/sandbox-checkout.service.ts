import { randomBytes } from 'node:crypto';
import { type Language, SANDBOX_CARDS } from '@academy/contract';
import { isSandbox, type ProviderCard } from '../../../integrations/payments/index.ts';
import { translate } from '../../../lib/language.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { type CheckoutSessionRow, findCheckoutSessionView } from '../checkout/checkout.repo.ts';
import { ensureCustomer } from '../payments/payment-methods.service.ts';
import { handlePaymentEvent } from '../provider/provider-sync.ts';

export type SandboxCardError =
  | 'cardNumberRequired'
  | 'cardNumberInvalid'
  | 'declined'
  | 'expiryInvalid'
  | 'expired'
  | 'cvcInvalid';

export interface SandboxCheckoutView {
  session: CheckoutSessionRow;
  programTitle: string;
}

export type SandboxCheckoutState =
  | { state: 'unknown' }
  | { state: 'expired' | 'used'; session: CheckoutSessionRow }
  | { state: 'open'; view: SandboxCheckoutView };

export async function getSandboxCheckout(ctx: ServiceContext, id: string, now = new Date()) {
  if (!isSandbox(ctx.payments)) return { state: 'unknown' } as const;
  const row = await findCheckoutSessionView(ctx.db, id);
  if (row?.session.provider !== 'sandbox') return { state: 'unknown' } as const;
  const { session } = row;
  const ended =
    row.subscriptionStatus === 'ENDED' || (row.availableTill !== null && row.availableTill <= now);
  if (session.status === 'COMPLETE' || row.billingEnabled || ended) {
    return { state: 'used', session } as const;
  }
  if (session.status === 'EXPIRED' || session.expiresAt <= now) return { state: 'expired', session } as const;
  const language = session.language as Language;
  return {
    state: 'open',
    view: { session, programTitle: translate(row.programTitles, language) },
  } as const satisfies SandboxCheckoutState;
}

export interface SandboxCardForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

/** Checks the form; expiry and CVC are optional for scripted callers but checked when given. */
export function checkSandboxCard(
  form: SandboxCardForm,
  now: Date,
): { errors: Partial<Record<'cardNumber' | 'expiry' | 'cvc', SandboxCardError>>; card?: ProviderCard } {
  const errors: Partial<Record<'cardNumber' | 'expiry' | 'cvc', SandboxCardError>> = {};
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  let expMonth: number | null = null;
  let expYear: number | null = null;
  const expiry = (form.expiry ?? '').trim();
  if (expiry) {
    const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry);
    const month = match ? Number(match[1]) : 0;
    const year = match ? Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]) : 0;
    if (!match || month < 1 || month > 12) errors.expiry = 'expiryInvalid';
    else if (
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    ) {
      errors.expiry = 'expired';
    } else {
      expMonth = month;
      expYear = year;
    }
  }
  const cvc = (form.cvc ?? '').trim();
  if (cvc && !/^\d{3,4}$/.test(cvc)) errors.cvc = 'cvcInvalid';
  if (!number) errors.cardNumber = 'cardNumberRequired';
  else if (number === SANDBOX_CARDS.declined) errors.cardNumber = 'declined';
  else if (number !== SANDBOX_CARDS.success && number !== SANDBOX_CARDS.failsLater) {
    errors.cardNumber = 'cardNumberInvalid';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    card: {
      id: `pm_sb_${randomBytes(12).toString('base64url')}`,
      brand: 'visa',
      last4: number.slice(-4),
      expMonth,
      expYear,
      ...(number === SANDBOX_CARDS.failsLater ? { failsCharges: true } : {}),
    },
  };
}

export type SandboxPayResult =
  | { state: 'unknown' }
  | { state: 'expired' | 'used'; session: CheckoutSessionRow }
  | { state: 'invalid'; view: SandboxCheckoutView; errors: ReturnType<typeof checkSandboxCard>['errors'] }
  | { state: 'paid'; redirect: string };

/** The sandbox page's form: 4242… pays (through the webhook handler), 4000…0002 is declined. */
export async function paySandboxCheckout(
  ctx: ServiceContext,
  id: string,
  form: SandboxCardForm,
  now = new Date(),
): Promise<SandboxPayResult> {
  const current = await getSandboxCheckout(ctx, id, now);
  if (current.state !== 'open') return current;
  const { errors, card } = checkSandboxCard(form, now);
  if (!card || !isSandbox(ctx.payments)) return { state: 'invalid', view: current.view, errors };
  const { session } = current.view;
  // Card 0341 attaches, but a charge now (no free month) fails as the first one.
  if (card.failsCharges && session.trialDays === 0) {
    return { state: 'invalid', view: current.view, errors: { cardNumber: 'declined' } };
  }
  const customerId = await ensureCustomer(ctx, session.userId);
  const events = await ctx.payments.completeCheckout({
    session: {
      id: session.id,
      subscriptionId: session.subscriptionId,
      paymentModel: session.paymentModel,
      amount: session.amount,
      currency: session.currency,
      trialDays: session.trialDays,
      metadata: session.metadata,
    },
    customerId,
    card,
    now,
  });
  if (!events) return { state: 'used', session };
  for (const event of events) await handlePaymentEvent(ctx, event, now);
  return { state: 'paid', redirect: session.successUrl };
}
