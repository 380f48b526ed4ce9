import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players.ts';
import { trainingProgramBlocks, trainingPrograms } from './training-programs.ts';

export const playerTrainingPrograms = pgTable(
  'player_training_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    trainingProgramId: uuid('training_program_id')
      .notNull()
      .references(() => trainingPrograms.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('player_training_programs_player_program_unique').on(t.playerId, t.trainingProgramId),
    index('player_training_programs_program_idx').on(t.trainingProgramId),
  ],
);

export const playerTrainingProgramBlocks = pgTable(
  'player_training_program_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerTrainingProgramId: uuid('player_training_program_id')
      .notNull()
      .references(() => playerTrainingPrograms.id, { onDelete: 'cascade' }),
    trainingProgramBlockId: uuid('training_program_block_id')
      .notNull()
      .references(() => trainingProgramBlocks.id),
    status: text('status', { enum: ['COMPLETE', 'ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('INACTIVE'),
    startDate: timestamp('start_date', { withTimezone: true }),
  },
  (t) => [
    unique('player_training_program_blocks_unique').on(t.playerTrainingProgramId, t.trainingProgramBlockId),
    index('player_training_program_blocks_block_idx').on(t.trainingProgramBlockId),
  ],
);

export const playerTrainingProgramSubscriptions = pgTable(
  'player_training_program_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    trainingProgramId: uuid('training_program_id')
      .notNull()
      .references(() => trainingPrograms.id),
    status: text('status', { enum: ['ACTIVE', 'ENDED'] })
      .notNull()
      .default('ACTIVE'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    availableTill: timestamp('available_till', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    billingEnabled: boolean('billing_enabled').notNull().default(false),
    yearlyPaidOff: boolean('yearly_paid_off').notNull().default(false),
    paymentModel: text('payment_model', { enum: ['MONTHLY', 'YEARLY'] }),
    /** Set on the player's first subscription only: the end of the free month. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    coupon: text('coupon'),
    paymentProvider: text('payment_provider', { enum: ['sandbox', 'stripe'] }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** 0010_i12_billing.sql: NONE without billing; PAST_DUE since `pastDueSince`, UNPAID after the grace. */
    paymentStatus: text('payment_status', { enum: ['NONE', 'TRIAL', 'PAID', 'PAST_DUE', 'UNPAID'] })
      .notNull()
      .default('NONE'),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** 0022_trust.sql: the price region, fixed at the first payment step from the card's issuing country. */
    priceRegion: text('price_region', { enum: ['DEFAULT', 'AFRICA'] }),
    /** 0041: billing paused from the console (PAUSE), cleared by RESUME. */
    billingPausedAt: timestamp('billing_paused_at', { withTimezone: true }),
    playerTrainingProgramId: uuid('player_training_program_id').references(() => playerTrainingPrograms.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pt_subscriptions_one_active_per_player').on(t.playerId).where(sql`${t.status} = 'ACTIVE'`),
    uniqueIndex('pt_subscriptions_one_trial_per_player')
      .on(t.playerId)
      .where(sql`${t.trialEndsAt} IS NOT NULL`),
    uniqueIndex('pt_subscriptions_provider_subscription_key')
      .on(t.paymentProvider, t.providerSubscriptionId)
      .where(sql`${t.providerSubscriptionId} IS NOT NULL`),
    index('pt_subscriptions_player_start_idx').on(t.playerId, t.startDate),
    index('pt_subscriptions_program_idx').on(t.trainingProgramId),
    index('pt_subscriptions_player_program_idx').on(t.playerTrainingProgramId),
  ],
);

export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => playerTrainingProgramSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'subscription_reminders_pk', columns: [t.subscriptionId, t.kind] })],
);

/**
 * 0036_console_fee_versions.sql: a fee change a running subscription was given notice of. While
 * `appliedAt` is null it pays `current*`; from its renewal at `effectiveFrom`, `next*` (the program's fee).
 */
export const subscriptionFeeChanges = pgTable(
  'subscription_fee_changes',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => playerTrainingProgramSubscriptions.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
    region: text('region', { enum: ['DEFAULT', 'AFRICA'] }).notNull(),
    currentAmount: integer('current_amount').notNull(),
    currentCurrency: text('current_currency').notNull(),
    currentLabel: text('current_label'),
    nextAmount: integer('next_amount').notNull(),
    nextCurrency: text('next_currency').notNull(),
    nextLabel: text('next_label'),
    /** A change of the subscription's price region (a card from another region): its region from then on. */
    nextRegion: text('next_region', { enum: ['DEFAULT', 'AFRICA'] }),
    noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.type] }),
    index('subscription_fee_changes_pending_idx').on(t.effectiveFrom).where(sql`${t.appliedAt} is null`),
  ],
);
