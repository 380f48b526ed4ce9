import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { playerTrainingProgramSubscriptions } from './subscriptions.ts';
import { users } from './users.ts';

export const billingCustomers = pgTable(
  'billing_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('billing_customers_user_provider_unique').on(t.userId, t.provider),
    unique('billing_customers_provider_customer_unique').on(t.provider, t.providerCustomerId),
  ],
);

export const paymentMethods = pgTable('payment_methods', {
  id: uuid('id').primaryKey().defaultRandom(),
  billingCustomerId: uuid('billing_customer_id')
    .notNull()
    .unique('payment_methods_customer_unique')
    .references(() => billingCustomers.id, { onDelete: 'cascade' }),
  providerPaymentMethodId: text('provider_payment_method_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  subscriptionId: uuid('subscription_id')
    .notNull()
    .references(() => playerTrainingProgramSubscriptions.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  paymentModel: text('payment_model', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
  language: text('language').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  coupon: text('coupon'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status', { enum: ['OPEN', 'COMPLETE', 'EXPIRED'] })
    .notNull()
    .default('OPEN'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  providerSubscriptionId: text('provider_subscription_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox provider's own record of a subscription (what Stripe would keep). */
export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  subscriptionId: uuid('subscription_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  cardBrand: text('card_brand').notNull(),
  cardLast4: text('card_last4').notNull(),
  paymentModel: text('payment_model', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['trialing', 'active', 'canceled'] }).notNull(),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  latestInvoiceAmountPaid: integer('latest_invoice_amount_paid').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const processedEvents = pgTable(
  'processed_events',
  {
    eventId: text('event_id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('processed_events_processed_at_idx').on(t.processedAt)],
);
