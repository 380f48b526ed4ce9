import { BILLING_MESSAGES } from '@academy/contract';
import type { Config } from '../../../config.ts';
import { fieldError } from '../../../lib/errors.ts';

/**
 * A callback URL is accepted only on the app's own origin (PUBLIC_URL) or an origin of
 * CHECKOUT_RETURN_ORIGINS, so checkout cannot be used as an open redirect. A path such as
 * `/account?…` is taken relative to PUBLIC_URL.
 */
export function validateCallbackUrl(
  config: Pick<Config, 'publicUrl' | 'billing'>,
  value: string | undefined,
  fallback: string,
  field: string,
): string {
  if (value === undefined || value === '') return fallback;
  let url: URL;
  try {
    url = new URL(value, `${config.publicUrl}/`);
  } catch {
    throw fieldError(field, BILLING_MESSAGES.callbackNotAllowed);
  }
  const allowed = new Set([new URL(config.publicUrl).origin, ...config.billing.returnOrigins]);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !allowed.has(url.origin) || url.username) {
    throw fieldError(field, BILLING_MESSAGES.callbackNotAllowed);
  }
  return url.toString();
}
