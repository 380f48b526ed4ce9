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
  /** The issuing country (ISO alpha-2) as the provider reports it (0022_trust.sql). */
  country: text('country'),
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
  /** The fee's label (99 kr, 1 $): what the app showed, shown again on the sandbox page. */
  priceLabel: text('price_label'),
  /** The price region the checkout offers (0022_trust.sql): AFRICA is taken only from a card issued there. */
  priceRegion: text('price_region', { enum: ['DEFAULT', 'AFRICA'] }),
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
  /** The provider's page (Stripe's or the sandbox's): a repeated request gets the same one back. */
  url: text('url'),
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
  cardCountry: text('card_country'),
  /** The region of the price it charges (Stripe keeps it in the subscription's metadata). */
  priceRegion: text('price_region', { enum: ['DEFAULT', 'AFRICA'] }),
  paymentModel: text('payment_model', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['trialing', 'active', 'past_due', 'unpaid', 'canceled'] }).notNull(),
  /** Card 4000 0000 0000 0341: attaches, then every charge fails. */
  cardFails: boolean('card_fails').notNull().default(false),
  latestInvoiceId: text('latest_invoice_id'),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  latestInvoiceAmountPaid: integer('latest_invoice_amount_paid').notNull().default(0),
  /** Minor units left from a plan switch's credit (Stripe's customer balance): pays the next charges. */
  creditBalance: integer('credit_balance').notNull().default(0),
  /** 0036_console_billing_pause.sql: Stripe's pause_collection (void): periods move on, nothing is charged. */
  collectionPaused: boolean('collection_paused').notNull().default(false),
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

/** A successful charge: the receipts of /account (0010_i12_billing.sql). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => playerTrainingProgramSubscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The amount as the app showed it (99 kr, 1 $). */
    label: text('label').notNull(),
    paymentModel: text('payment_model', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The receipt page's unguessable address (the page needs no token, like Stripe's). */
    receiptToken: text('receipt_token').notNull().unique('payments_receipt_token_unique'),
    /** The card on file when it was charged, for the receipt (null: recorded before it was kept). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_provider_invoice_unique').on(t.provider, t.providerInvoiceId),
    index('payments_user_paid_idx').on(t.userId, t.paidAt),
    index('payments_subscription_idx').on(t.subscriptionId),
  ],
);

/** The sandbox's card-update page (Stripe's customer portal for the sandbox). */
export const sandboxPortalSessions = pgTable('sandbox_portal_sessions', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull(),
  language: text('language').notNull(),
  returnUrl: text('return_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
