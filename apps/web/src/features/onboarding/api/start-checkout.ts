import { type PaymentModel, PAYMENT_MODELS, type Player } from '@academy/contract';
import { ensureActiveSubscription, startCheckout } from '@/lib/checkout';

export function isPaymentModel(value: string | null | undefined): value is PaymentModel {
  return !!value && (PAYMENT_MODELS as readonly string[]).includes(value);
}

/**
 * The hand-over from onboarding to the card checkout (spec §4 "Onboarding sequence", after player
 * creation with payment_model): the player's ACTIVE subscription (the age group's program is
 * subscribed to first when there is none), then the checkout, whose return URLs both lead home with
 * is_user_first_signin=true. lib/checkout.ts does the work; it is shared with sign-in and /account.
 */
export async function startCheckoutAfterOnboarding(
  player: Pick<Player, 'id' | 'ageGroupId'>,
  paymentModel: PaymentModel,
): Promise<void> {
  const subscription = await ensureActiveSubscription(player);
  await startCheckout({ subscription, paymentModel, returnTo: 'first-signin' });
}
