import { BILLING_MESSAGES, type Language, type PaymentMethod } from '@academy/contract';
import { auditAdminWrite } from '../../../lib/admin-audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { ServiceContext } from '../../../lib/service-context.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { getUserJson } from '../../users/users.service.ts';
import { validateCallbackUrl } from '../checkout/callback-url.ts';
import { findCustomer, findPaymentMethod, saveCustomer } from './payment-methods.repo.ts';
import { findBillingOwner, findPayerOfChildUser } from '../../../lib/guardianship.repo.ts';
import { requirePlayer } from '../../../lib/player-access.ts';

/**
 * The customer at the provider who pays for `userId`'s subscriptions, made on first use (one per
 * user and provider). A household child's subscriptions are the payer's: one customer for all the
 * children they pay for (lib/guardianship.repo.ts, findBillingOwner).
 */
export async function ensureCustomer(ctx: ServiceContext, userId: string): Promise<string> {
  const existing = await findCustomer(ctx.db, userId, ctx.payments.kind);
  if (existing) return existing.providerCustomerId;
  const ownerId = await findBillingOwner(ctx.db, userId);
  const user = await getUserJson(ctx.db, ownerId);
  // A child without e-mail and without payer (none left): the provider gets no address of theirs.
  const contact = user.email ? user : ((await findPayerOfChildUser(ctx.db, ownerId)) ?? user);
  const created = await ctx.payments.createCustomer({
    id: user.id,
    email: contact.email,
    name: `${contact.firstName} ${contact.lastName}`.trim(),
  });
  return (await saveCustomer(ctx.db, userId, ctx.payments.kind, created)).providerCustomerId;
}

/** `GET /api/v1/billing/payment-method`: the player's saved card, or 404. */
export async function getPaymentMethod(
  ctx: ServiceContext,
  user: Viewer,
  playerId: string,
): Promise<PaymentMethod> {
  const { player } = await requirePlayer(ctx.db, user, 'pay', playerId);
  const card = await findPaymentMethod(ctx.db, player.userId, ctx.payments.kind);
  if (!card) throw notFound(BILLING_MESSAGES.paymentMethodNotFound);
  return { brand: card.brand, lastFourDigits: card.last4 };
}

/**
 * `POST /api/v1/billing/portal-session`: where the player changes the card and pays what is
 * overdue (Stripe's customer portal, or the sandbox's card page); back to `returnURL` after.
 */
export async function createPortalSession(
  ctx: ServiceContext,
  user: Viewer,
  input: { playerId: string; returnURL?: string; language: Language },
): Promise<{ url: string }> {
  const returnUrl = validateCallbackUrl(
    ctx.config,
    input.returnURL,
    `${ctx.config.publicUrl}/account`,
    'returnURL',
  );
  const { player } = await requirePlayer(ctx.db, user, 'pay', input.playerId);
  const customer = await findCustomer(ctx.db, player.userId, ctx.payments.kind);
  if (!customer) throw new AppError(409, BILLING_MESSAGES.noCustomer);
  const session = await ctx.payments.createPortalSession({
    customerId: customer.providerCustomerId,
    userId: player.userId,
    returnUrl,
    language: input.language,
  });
  // The card page changes the owner's card and pays what is due: an admin opening it is a write.
  await auditAdminWrite(
    ctx.db,
    user,
    'pay',
    { userId: player.userId, playerId: player.id },
    {
      action: 'billing.portal',
      targetType: 'player',
      targetId: player.id,
      after: { provider: ctx.payments.kind },
    },
  );
  return session;
}
