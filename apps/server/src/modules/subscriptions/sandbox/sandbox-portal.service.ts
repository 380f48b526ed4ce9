import type { Language } from '@academy/contract';
import { isSandbox } from '../../../integrations/payments/index.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { findPaymentMethod } from '../payments/payment-methods.repo.ts';
import { handlePaymentEvent } from '../provider/provider-sync.ts';
import { checkSandboxCard, type SandboxCardForm } from './sandbox-checkout.service.ts';
import type { SandboxFieldErrors } from './sandbox-page.ts';

export interface SandboxPortalView {
  id: string;
  language: Language;
  returnUrl: string;
  card: { brand: string; last4: string } | null;
}

export type SandboxPortalState =
  | { state: 'unknown' }
  | { state: 'expired'; language: Language }
  | { state: 'open'; view: SandboxPortalView };

/** The sandbox's card page (Stripe's customer portal for the sandbox): its session and the card on file. */
export async function getSandboxPortal(
  ctx: ServiceContext,
  id: string,
  now = new Date(),
): Promise<SandboxPortalState> {
  if (!isSandbox(ctx.payments)) return { state: 'unknown' };
  const session = await ctx.payments.findPortalSession(id);
  if (!session) return { state: 'unknown' };
  const language = session.language as Language;
  if (session.expiresAt <= now) return { state: 'expired', language };
  const card = await findPaymentMethod(ctx.db, session.userId, 'sandbox');
  return {
    state: 'open',
    view: {
      id,
      language,
      returnUrl: session.returnUrl,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
    },
  };
}

export type SandboxPortalResult =
  | Exclude<SandboxPortalState, { state: 'open' }>
  | { state: 'invalid'; view: SandboxPortalView; errors: SandboxFieldErrors }
  | { state: 'saved'; redirect: string };

/**
 * The new card goes on every running subscription of the customer and pays what is overdue at
 * once; the provider's events go through the one handler (PAID again, the receipt).
 */
export async function saveSandboxPortalCard(
  ctx: ServiceContext,
  id: string,
  form: SandboxCardForm,
  now = new Date(),
): Promise<SandboxPortalResult> {
  const current = await getSandboxPortal(ctx, id, now);
  if (current.state !== 'open' || !isSandbox(ctx.payments)) return current as SandboxPortalResult;
  const { errors, card } = checkSandboxCard(form, now);
  if (!card) return { state: 'invalid', view: current.view, errors };
  const session = (await ctx.payments.findPortalSession(id))!;
  for (const event of await ctx.payments.updateCard(session.customerId, card, now)) {
    await handlePaymentEvent(ctx, event, now);
  }
  return { state: 'saved', redirect: current.view.returnUrl };
}
