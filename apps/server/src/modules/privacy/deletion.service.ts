import { HOUSEHOLD_MESSAGES, PRIVACY_MESSAGES } from '@academy/contract';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { paysForRunningSubscription } from '../../lib/guardianship.repo.ts';
import { asLanguage } from '../../lib/language.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  claimDeletion,
  eraseUser,
  findBillingCustomers,
  findProviderSubscriptions,
  findUserForDeletion,
  releaseDeletion,
  revokeEveryToken,
} from './deletion.repo.ts';
import { mailDate, privacyMail } from './privacy.mail.ts';
import { clipIdsOfUser, removeFilesOfClips } from '../clips/clips-privacy.ts';

export type DeletionReason = 'own-request' | 'guardian-declined' | 'inactive' | 'never-verified';

/**
 * Deletes an account (README, "Children and privacy"): claimed once (several processes, double
 * taps), the card provider's subscriptions cancelled at once and its customer deleted, then the
 * person erased in one transaction and a confirmation mailed. False when another run has it.
 * A provider failure gives the claim back and answers 503, so nothing is half done on our side.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  userId: string,
  options: { reason: DeletionReason; now?: Date; mail?: boolean },
): Promise<boolean> {
  const now = options.now ?? ctx.clock.now();
  const user = await claimDeletion(ctx.db, userId, now);
  if (!user) return false;
  await revokeEveryToken(ctx.db, userId, now);
  try {
    for (const sub of await findProviderSubscriptions(ctx.db, userId)) {
      if (sub.provider === ctx.payments.kind && sub.providerSubscriptionId) {
        await ctx.payments.cancelSubscriptionNow(sub.providerSubscriptionId);
      }
    }
    for (const customer of await findBillingCustomers(ctx.db, userId)) {
      if (customer.provider === ctx.payments.kind)
        await ctx.payments.deleteCustomer(customer.providerCustomerId);
      else ctx.log.warn({ userId, provider: customer.provider }, 'customer of another provider left behind');
    }
  } catch (error) {
    await releaseDeletion(ctx.db, userId);
    ctx.log.error({ err: error, userId }, 'account deletion: the card provider failed');
    throw new AppError(503, PRIVACY_MESSAGES.deletionUnavailable);
  }
  const clipIds = await clipIdsOfUser(ctx, userId);
  await ctx.db.transaction((tx) => eraseUser(tx, user));
  await removeFilesOfClips(ctx, clipIds);
  ctx.log.info({ userId, reason: options.reason }, 'account deleted');
  if (options.mail !== false) {
    const language = asLanguage(user.language);
    try {
      await ctx.mailer.send(
        privacyMail('ACCOUNT_DELETED', language, user.email, {
          name: user.firstName,
          date: mailDate(now, language),
        }),
      );
    } catch (error) {
      ctx.log.error({ err: error, userId }, 'deletion confirmation could not be mailed');
    }
  }
  return true;
}

/** `DELETE /api/v1/user { password }`: one's own account, with the current password. */
export async function deleteOwnAccount(
  ctx: ServiceContext,
  requester: Viewer,
  password: string,
): Promise<void> {
  const user = await findUserForDeletion(ctx.db, requester.id);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldError('password', PRIVACY_MESSAGES.passwordWrong);
  }
  // A payer hands the role over or ends the child's subscription first (api-contract.md, "Households").
  if (await paysForRunningSubscription(ctx.db, requester.id)) {
    throw new AppError(409, HOUSEHOLD_MESSAGES.payerCannotDelete);
  }
  await deleteAccount(ctx, requester.id, { reason: 'own-request' });
}
