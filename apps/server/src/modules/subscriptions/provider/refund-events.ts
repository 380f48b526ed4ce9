import type { ProviderEvent } from '../../../integrations/payments/index.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import { settleRefundOutcome } from '../payments/refund-settle.ts';
import { findRefund } from '../payments/refunds.repo.ts';

export const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed']);

/**
 * A provider's refund event (Stripe's webhook, the sandbox's own): settles the refund our console made
 * (found by the `refundId` in its metadata) and mails its receipt once. A refund made elsewhere (Stripe's
 * dashboard) carries no such id: it is logged, for a person to record.
 */
export async function applyRefundEvent(
  deps: Pick<ServiceContext, 'db' | 'mailer' | 'log' | 'config'>,
  event: ProviderEvent,
  now: Date,
) {
  const object = event.data.object as { id?: unknown; status?: unknown; metadata?: { refundId?: unknown } };
  const refundId = typeof object.metadata?.refundId === 'string' ? object.metadata.refundId : null;
  const row = refundId && /^[0-9a-f-]{36}$/i.test(refundId) ? await findRefund(deps.db, refundId) : null;
  if (!row) {
    deps.log.warn({ event: event.id, refund: object.id }, 'a refund the console did not make');
    return;
  }
  await settleRefundOutcome(deps, row.id, { id: String(object.id), status: String(object.status) }, now);
}
