import { BILLING_MESSAGES, type PaymentMethod } from '@academy/contract';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { getUserJson } from '../users/users.service.ts';
import { findCustomer, findPaymentMethod, saveCustomer } from './payment-methods.repo.ts';
import { requirePlayerAccess } from './subscriptions.service.ts';

/** The user's customer at the provider, made on first use (one per user and provider). */
export async function ensureCustomer(ctx: ServiceContext, userId: string): Promise<string> {
  const existing = await findCustomer(ctx.db, userId, ctx.payments.kind);
  if (existing) return existing.providerCustomerId;
  const user = await getUserJson(ctx.db, userId);
  const created = await ctx.payments.createCustomer({
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  return (await saveCustomer(ctx.db, userId, ctx.payments.kind, created)).providerCustomerId;
}

/** `GET /api/v1/billing/payment-method`: the player's saved card, or 404. */
export async function getPaymentMethod(
  ctx: ServiceContext,
  user: Viewer,
  playerId: string,
): Promise<PaymentMethod> {
  const player = await requirePlayerAccess(ctx.db, user, playerId);
  const card = await findPaymentMethod(ctx.db, player.userId, ctx.payments.kind);
  if (!card) throw notFound(BILLING_MESSAGES.paymentMethodNotFound);
  return { brand: card.brand, lastFourDigits: card.last4 };
}
