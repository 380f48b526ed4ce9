import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './billing.ts';
import { users } from './users.ts';

/**
 * 0041_console_refunds_billing_actions.sql: a refund of a payment, whole or part. Reserved PENDING under
 * the payment's row lock before the provider is asked; SUCCEEDED once the provider refunded; FAILED
 * when it refused (the amount is free again).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCEEDED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refunds_provider_refund_unique').on(t.provider, t.providerRefundId),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_user_idx').on(t.userId),
  ],
);
