import { randomBytes } from 'node:crypto';
import { type Language, SANDBOX_CARD_COUNTRIES, SANDBOX_CARDS } from '@academy/contract';
import { isSandbox, type ProviderCard } from '../../../integrations/payments/index.ts';
import { translate } from '../../../lib/language.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import {
  type CheckoutSessionRow,
  findCheckoutSessionView,
  findProgramFee,
  repriceOpenCheckoutSession,
} from '../checkout/checkout.repo.ts';
import { chargedRegion, feeLabel } from '../prices.service.ts';
import { ensureCustomer } from '../payments/payment-methods.service.ts';
import { handlePaymentEvent } from '../provider/provider-sync.ts';

export type SandboxCardError =
  | 'cardNumberRequired'
  | 'cardNumberInvalid'
  | 'declined'
  | 'expiryInvalid'
  | 'expired'
  | 'cvcInvalid'
  | 'cardOutsideRegion';

export interface SandboxCheckoutView {
  session: CheckoutSessionRow;
  programTitle: string;
  /** A checkout at the AFRICA fees: the standard fee a card issued elsewhere may pay instead. */
  standardFee: { amount: number; currency: string; label: string } | null;
}

export type SandboxCheckoutState =
  | { state: 'unknown' }
  | { state: 'expired' | 'used'; session: CheckoutSessionRow }
  | { state: 'open'; view: SandboxCheckoutView };

export async function getSandboxCheckout(ctx: ServiceContext, id: string, now = ctx.clock.now()) {
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
  const standard =
    session.priceRegion === 'AFRICA'
      ? await findProgramFee(ctx.db, row.trainingProgramId, 'DEFAULT', session.paymentModel)
      : null;
  return {
    state: 'open',
    view: {
      session,
      programTitle: translate(row.programTitles, language),
      standardFee: standard
        ? { amount: standard.amount, currency: standard.currency, label: feeLabel(standard) }
        : null,
    },
  } as const satisfies SandboxCheckoutState;
}

export interface SandboxCardForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  /** `yes`: a card issued outside the AFRICA countries pays the standard fee instead. */
  standardFee?: string;
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
  else if (!SANDBOX_CARD_COUNTRIES[number]) errors.cardNumber = 'cardNumberInvalid';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    card: {
      id: `pm_sb_${randomBytes(12).toString('base64url')}`,
      brand: 'visa',
      last4: number.slice(-4),
      expMonth,
      expYear,
      country: SANDBOX_CARD_COUNTRIES[number] ?? null,
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
  now = ctx.clock.now(),
): Promise<SandboxPayResult> {
  const current = await getSandboxCheckout(ctx, id, now);
  if (current.state !== 'open') return current;
  const { errors, card } = checkSandboxCard(form, now);
  if (!card || !isSandbox(ctx.payments)) return { state: 'invalid', view: current.view, errors };
  let { session } = current.view;
  // The fee follows the card (Trust, round 3): the AFRICA fees are never taken from a card issued
  // elsewhere. The page says so and offers the standard fee, which the same card may then pay.
  if (session.priceRegion === 'AFRICA' && chargedRegion('AFRICA', card.country) !== 'AFRICA') {
    const standard = current.view.standardFee;
    if (form.standardFee !== 'yes' || !standard) {
      return { state: 'invalid', view: current.view, errors: { cardNumber: 'cardOutsideRegion' } };
    }
    const repriced = await repriceOpenCheckoutSession(ctx.db, session.id, {
      amount: standard.amount,
      currency: standard.currency,
      priceLabel: standard.label,
      priceRegion: 'DEFAULT',
    });
    if (!repriced) return { state: 'used', session };
    session = repriced;
  }
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
      region: session.priceRegion ?? 'DEFAULT',
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
