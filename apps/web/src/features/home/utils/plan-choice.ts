import { getToken } from '@/lib/auth-store';
import type { PaymentModel } from '@academy/contract';

/** An anonymous visitor's plan choice: sign-up carries it on (spec §2, §4). */
export function signupPath(paymentModel: PaymentModel): string {
  return `/auth/signup?${new URLSearchParams({ payment_model: paymentModel })}`;
}

/**
 * A signed-in player's plan choice is handed to the continue-training flow of /account, which
 * runs the checkout. The one place to change if that hand-over changes.
 */
export function accountCheckoutPath(paymentModel: PaymentModel): string {
  const params = new URLSearchParams({
    isUserFromWebView: 'true',
    access_token: getToken() ?? '',
    payment_model: paymentModel,
  });
  return `/account?${params}`;
}
