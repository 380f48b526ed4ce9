import { and, asc, desc, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  fees,
  players,
  playerTrainingProgramSubscriptions as subs,
  trainingPrograms,
  users,
} from '../../db/schema/index.ts';
import { type FeeChangeRow, findPendingFeeChanges } from './fee-changes.repo.ts';

export type SubscriptionRow = typeof subs.$inferSelect;
export type SubscriptionUpdate = Partial<typeof subs.$inferInsert>;
export type FeeRow = typeof fees.$inferSelect;

/** A subscription with what its JSON and its access checks need. */
export type SubscriptionView = SubscriptionRow & {
  userId: string;
  program: typeof trainingPrograms.$inferSelect;
  /** The program's fees in every price region. */
  fees: FeeRow[];
  /** The player profile's location: its country decides the price region. */
  location: { latitude: number; longitude: number };
  /** Fee changes given notice of that have not taken effect (it pays their current fee until then). */
  feeChanges: FeeChangeRow[];
};

/** A player's age group (the program they may subscribe to). */
export async function findPlayer(db: Db, id: string) {
  const [row] = await db
    .select({ id: players.id, userId: players.userId, ageGroupId: players.ageGroupId })
    .from(players)
    .where(eq(players.id, id));
  return row ?? null;
}

export async function findPlayerByUserId(db: Db, userId: string) {
  const [row] = await db
    .select({ id: players.id, userId: players.userId, ageGroupId: players.ageGroupId })
    .from(players)
    .where(eq(players.userId, userId));
  return row ?? null;
}

/** ACTIVE subscriptions whose availableTill has passed become ENDED (all, or one player's). */
export async function endExpiredSubscriptions(db: Db, now: Date, playerId?: string): Promise<number> {
  const conditions: SQL[] = [
    eq(subs.status, 'ACTIVE'),
    isNotNull(subs.availableTill),
    lte(subs.availableTill, now),
  ];
  if (playerId) conditions.push(eq(subs.playerId, playerId));
  const ended = await db
    .update(subs)
    .set({ status: 'ENDED', endedAt: sql`${subs.availableTill}`, updatedAt: now })
    .where(and(...conditions))
    .returning({ id: subs.id });
  return ended.length;
}

async function selectViews(db: Db, where: SQL | undefined, limit = 100): Promise<SubscriptionView[]> {
  const rows = await db
    .select({
      sub: subs,
      userId: players.userId,
      program: trainingPrograms,
      latitude: players.locationLatitude,
      longitude: players.locationLongitude,
    })
    .from(subs)
    .innerJoin(players, eq(players.id, subs.playerId))
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, subs.trainingProgramId))
    .where(where)
    .orderBy(asc(subs.status), desc(subs.startDate))
    .limit(limit);
  if (rows.length === 0) return [];
  const programIds = [...new Set(rows.map((r) => r.program.id))];
  const feeRows = await db
    .select()
    .from(fees)
    .where(inArray(fees.trainingProgramId, programIds))
    .orderBy(asc(fees.type));
  const pending = await findPendingFeeChanges(
    db,
    rows.map((r) => r.sub.id),
  );
  return rows.map((r) => ({
    ...r.sub,
    userId: r.userId,
    program: r.program,
    fees: feeRows.filter((f) => f.trainingProgramId === r.program.id),
    location: { latitude: r.latitude, longitude: r.longitude },
    feeChanges: pending.filter((c) => c.subscriptionId === r.sub.id),
  }));
}

export async function listSubscriptions(
  db: Db,
  filter: { playerId?: string; status?: SubscriptionRow['status'] },
): Promise<SubscriptionView[]> {
  const conditions: SQL[] = [];
  if (filter.playerId) conditions.push(eq(subs.playerId, filter.playerId));
  if (filter.status) conditions.push(eq(subs.status, filter.status));
  return selectViews(db, conditions.length ? and(...conditions) : undefined);
}

export async function findSubscriptionView(db: Db, id: string): Promise<SubscriptionView | null> {
  return (await selectViews(db, eq(subs.id, id), 1))[0] ?? null;
}

/** Several subscriptions' views at once (a fee change's subscribers). */
export async function findSubscriptionViews(db: Db, ids: string[]): Promise<SubscriptionView[]> {
  if (ids.length === 0) return [];
  return selectViews(db, inArray(subs.id, ids), ids.length);
}

export async function findActiveSubscriptionView(db: Db, playerId: string) {
  return (await selectViews(db, and(eq(subs.playerId, playerId), eq(subs.status, 'ACTIVE')), 1))[0] ?? null;
}

export async function findSubscriptionByProviderId(db: Db, provider: 'sandbox' | 'stripe', id: string) {
  const [row] = await db
    .select()
    .from(subs)
    .where(and(eq(subs.paymentProvider, provider), eq(subs.providerSubscriptionId, id)));
  return row ?? null;
}

/**
 * Inserts an ACTIVE subscription unless the player has one: the partial unique index decides,
 * so concurrent calls make one row (null for the others). The player's first subscription gets
 * the free month (the trial index allows one per player).
 */
export async function insertSubscriptionUnlessActive(
  db: Db,
  input: { playerId: string; trainingProgramId: string; coupon: string | null; now: Date; trialDays: number },
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .insert(subs)
    .values({
      playerId: input.playerId,
      trainingProgramId: input.trainingProgramId,
      coupon: input.coupon,
      startDate: input.now,
      trialEndsAt: sql`CASE WHEN NOT EXISTS (SELECT 1 FROM ${subs} s WHERE s.player_id = ${input.playerId} AND s.trial_ends_at IS NOT NULL) THEN ${input.now.toISOString()}::timestamptz + make_interval(days => ${input.trialDays}) END`,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Updates an ACTIVE subscription (ENDED ones are history and never change). */
export async function updateActiveSubscription(db: Db, id: string, set: SubscriptionUpdate) {
  const [row] = await db
    .update(subs)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(subs.id, id), eq(subs.status, 'ACTIVE')))
    .returning();
  return row ?? null;
}

/**
 * The provider's state onto an ACTIVE subscription that this provider subscription bills, or may
 * bill (none billing it now); null when another live provider subscription holds it.
 */
export async function updateBillingFromProvider(
  db: Db,
  id: string,
  providerSubscriptionId: string,
  set: SubscriptionUpdate,
) {
  const [row] = await db
    .update(subs)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(subs.id, id),
        eq(subs.status, 'ACTIVE'),
        sql`(${subs.providerSubscriptionId} is null or ${subs.providerSubscriptionId} = ${providerSubscriptionId} or not ${subs.billingEnabled})`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function findLastPaymentModel(db: Db, playerId: string) {
  const [row] = await db
    .select({ paymentModel: subs.paymentModel })
    .from(subs)
    .where(and(eq(subs.playerId, playerId), isNotNull(subs.paymentModel)))
    .orderBy(desc(subs.startDate))
    .limit(1);
  return row?.paymentModel ?? null;
}

/** A training program as a subscription needs it. */
export async function findProgram(db: Db, id: string) {
  const [row] = await db.select().from(trainingPrograms).where(eq(trainingPrograms.id, id));
  return row ?? null;
}

/** Who the subscription's mails go to. */
export async function findMailRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** PAST_DUE subscriptions whose grace period ended before `cutoff` become UNPAID. */
export async function markUnpaidAfterGrace(db: Db, cutoff: Date, now: Date): Promise<number> {
  const rows = await db
    .update(subs)
    .set({ paymentStatus: 'UNPAID', updatedAt: now })
    .where(and(eq(subs.status, 'ACTIVE'), eq(subs.paymentStatus, 'PAST_DUE'), lte(subs.pastDueSince, cutoff)))
    .returning({ id: subs.id });
  return rows.length;
}

/** Moves the plan from `from` to `to`; false when it is not `from` any more (another tap switched). */
export async function claimPaymentModelSwitch(
  db: Db,
  id: string,
  from: 'MONTHLY' | 'YEARLY',
  to: 'MONTHLY' | 'YEARLY',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(subs)
    .set({ paymentModel: to, updatedAt: now })
    .where(and(eq(subs.id, id), eq(subs.paymentModel, from)))
    .returning({ id: subs.id });
  return rows.length === 1;
}
