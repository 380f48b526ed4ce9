import { BILLING_MESSAGES } from '@academy/contract';
import { type ProviderEvent, WebhookSignatureError } from '../../../integrations/payments/index.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { handlePaymentEvent } from './provider-sync.ts';

/** `POST /api/v1/billing/webhook`: a verified Stripe event through the one handler. */
export async function receiveWebhook(ctx: ServiceContext, rawBody: Buffer, signature: string | undefined) {
  let event: ProviderEvent;
  try {
    event = ctx.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest(BILLING_MESSAGES.badSignature);
    throw error;
  }
  const outcome = await handlePaymentEvent(ctx, event);
  ctx.log.info({ event: { id: event.id, type: event.type }, outcome }, 'payment event');
}
