import {
  type BillingActionRequest,
  type BillingActionResult,
  CARE_MESSAGES,
  USER_MESSAGES,
} from '@academy/contract';
import { findLastAuditEvent, recordAuditEvent } from '../../lib/audit.repo.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  findUserStatus,
  lockRunningOfUser,
  type RunningSubscriptionRow,
  setSubscriptionFields,
} from './billing-actions.repo.ts';
import { sendSubscriptionMail } from './mail/subscription-mail.ts';
import { syncProviderSubscription } from './provider/provider-sync.ts';
import { nextChargeAt } from './subscription-json.ts';
import { endExpiredSubscriptions, findSubscriptionViews } from './subscriptions.repo.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The same action with the same reason by the same admin within this time is a repeated click. */
const REPEAT_WINDOW_MS = 60_000;

type Row = RunningSubscriptionRow;
const latest = (...dates: (Date | null)[]) =>
  dates.filter((d): d is Date => !!d).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;

/** What the action changes in our rows: the fields per subscription (null: untouched). */
function plan(body: BillingActionRequest, row: Row, billed: boolean, now: Date) {
  switch (body.action) {
    case 'PAUSE':
      return billed ? { billingPausedAt: now } : null;
    case 'RESUME':
      return row.billingPausedAt ? { billingPausedAt: null } : null;
    case 'CANCEL_NOW':
      return { availableTill: now };
    case 'CANCEL_AT_PERIOD_END': {
      if (row.availableTill) return null;
      const end = latest(row.trialEndsAt, row.currentPeriodEnd);
      return { availableTill: end && end > now ? end : now };
    }
    case 'EXTEND': {
      // The free period grows: billed, the next charge moves; unbilled, the free month's end moves.
      if (!billed && !row.trialEndsAt) return null;
      const base = latest(now, billed ? row.currentPeriodEnd : null, row.trialEndsAt)!;
      const until = new Date(base.getTime() + body.days! * DAY);
      return billed
        ? { currentPeriodEnd: until, trialEndsAt: row.trialEndsAt ? until : null }
        : { trialEndsAt: until };
    }
  }
}

/**
 * `PUT /api/v1/admin/users/{id}/billing`: pause or resume billing, cancel now or at the period's end,
 * or extend the free period of every running subscription of the user. Our rows and the audit record
 * (with the reason) are one transaction under the subscriptions' row locks (the same request twice
 * within a minute changes nothing more); then the provider is told, and what it answers is synced.
 */
export async function setUserBilling(
  ctx: ServiceContext,
  actorId: string,
  userId: string,
  body: BillingActionRequest,
): Promise<BillingActionResult> {
  const now = ctx.clock.now();
  const isBilled = (row: Row) =>
    row.billingEnabled && !!row.providerSubscriptionId && row.paymentProvider === ctx.payments.kind;
  const changed = await ctx.db.transaction(async (tx) => {
    const status = await findUserStatus(tx, userId);
    if (!status) throw notFound(USER_MESSAGES.userNotFound);
    const rows = await lockRunningOfUser(tx, userId);
    if (rows.length === 0) throw conflict(CARE_MESSAGES.noSubscription);
    const last = await findLastAuditEvent(tx, 'user.billing', userId);
    const detail = last?.detail as Record<string, unknown> | undefined;
    if (
      last &&
      last.actorId === actorId &&
      detail?.action === body.action &&
      detail?.reason === body.reason &&
      (detail?.days ?? null) === (body.days ?? null) &&
      now.getTime() - last.at.getTime() < REPEAT_WINDOW_MS
    ) {
      return { rows, work: [] as { row: Row; set: NonNullable<ReturnType<typeof plan>> }[], status };
    }
    const work = rows.flatMap((row) => {
      const set = plan(body, row, isBilled(row), now);
      return set ? [{ row, set }] : [];
    });
    if (work.length === 0 && (body.action === 'PAUSE' || body.action === 'EXTEND')) {
      throw conflict(CARE_MESSAGES.notBilled);
    }
    for (const { row, set } of work) await setSubscriptionFields(tx, row.id, set, now);
    await recordAuditEvent(tx, {
      actorId,
      action: 'user.billing',
      targetType: 'user',
      targetId: userId,
      detail: {
        action: body.action,
        reason: body.reason,
        days: body.days ?? null,
        subscriptions: work.map(({ row }) => row.id),
        before: work.map(({ row, set }) =>
          Object.fromEntries(Object.keys(set).map((k) => [k, row[k as keyof typeof set] ?? null])),
        ),
        after: work.map(({ set }) => set),
      },
    });
    return { rows, work, status };
  });

  try {
    for (const { row, set } of changed.work)
      await tellProvider(ctx, body, row, set, isBilled(row), changed.status, now);
  } catch (error) {
    ctx.log.error(
      { err: error, user: userId, action: body.action },
      'billing action could not reach the provider',
    );
    throw new AppError(502, CARE_MESSAGES.providerFailed);
  }
  const views = await findSubscriptionViews(
    ctx.db,
    changed.rows.map((r) => r.id),
  );
  return {
    action: body.action,
    subscriptions: views.map((view) => ({
      id: view.id,
      status: view.status,
      availableTill: view.availableTill?.toISOString() ?? null,
      trialEndsAt: view.trialEndsAt?.toISOString() ?? null,
      nextChargeAt: view.billingPausedAt ? null : (nextChargeAt(view)?.toISOString() ?? null),
      billingPaused: !!view.billingPausedAt,
    })),
  };
}

async function tellProvider(
  ctx: ServiceContext,
  body: BillingActionRequest,
  row: Row,
  set: NonNullable<ReturnType<typeof plan>>,
  billed: boolean,
  userStatus: string,
  now: Date,
) {
  const providerId = row.providerSubscriptionId!;
  switch (body.action) {
    case 'PAUSE':
      return ctx.payments.setCollectionPaused(providerId, true);
    case 'RESUME':
      // A disabled account stays paused until it is enabled.
      if (billed && userStatus !== 'DISABLED') await ctx.payments.setCollectionPaused(providerId, false);
      return;
    case 'EXTEND':
      if (billed && set.currentPeriodEnd) {
        await syncProviderSubscription(
          ctx,
          await ctx.payments.extendTrial(providerId, set.currentPeriodEnd),
          now,
        );
      }
      return;
    case 'CANCEL_AT_PERIOD_END':
      if (billed)
        await syncProviderSubscription(ctx, await ctx.payments.setCancelAtPeriodEnd(providerId, true), now);
      return mailCancellation(ctx, row.id);
    case 'CANCEL_NOW':
      if (billed) await ctx.payments.cancelSubscriptionNow(providerId);
      await endExpiredSubscriptions(ctx.db, now, row.playerId);
      return mailCancellation(ctx, row.id);
  }
}

async function mailCancellation(ctx: ServiceContext, id: string) {
  const [view] = await findSubscriptionViews(ctx.db, [id]);
  if (!view) return;
  await sendSubscriptionMail(ctx, 'cancellation', view, {
    charge: null,
    date: view.availableTill,
    url: `${ctx.config.publicUrl}/account`,
  });
}
