import type { Language, PaymentModel, PriceRegion } from '@academy/contract';

export type ProviderKind = 'sandbox' | 'stripe';

/** The subscription as the provider keeps it: the only source the webhook handler trusts. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Stripe's statuses: trialing, active, past_due, canceled, unpaid, incomplete… */
  status: string;
  /** Our subscription id, from the provider subscription's metadata. */
  subscriptionId: string | null;
  paymentModel: PaymentModel | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  endedAt: Date | null;
  /** A yearly invoice was paid (not the free trial's zero invoice). */
  yearlyPaidOff: boolean;
  paymentMethod: ProviderCard | null;
  /** The price region it charges (from our metadata); null for subscriptions made before it was kept. */
  priceRegion: PriceRegion | null;
}

export interface ProviderCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  /** The issuing country (ISO alpha-2) as the provider reports it (Stripe: `card.country`). */
  country?: string | null;
  /** Sandbox only: card 4000 0000 0000 0341 attaches, then every charge fails. */
  failsCharges?: boolean;
}

/** Where the customer manages the card: Stripe's customer portal, or the sandbox's card page. */
export interface PortalInput {
  customerId: string;
  userId: string;
  returnUrl: string;
  language: Language;
}

/** A Stripe-shaped event: the sandbox builds the same objects, so both go through one handler. */
export interface ProviderEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export interface PriceInput {
  /** Stable per program; the price lookup key adds type, amount and currency. */
  productKey: string;
  productName: string;
  paymentModel: PaymentModel;
  amount: number;
  currency: string;
  /** The price region of the fee (the fee follows the card: AFRICA only on a card issued there). */
  region: PriceRegion;
}

export interface CheckoutInput {
  subscriptionId: string;
  playerId: string;
  customerId: string;
  language: Language;
  price: PriceInput;
  /** 30 on the player's first subscription, else 0. */
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
  coupon: string | null;
  metadata: Record<string, string>;
  /**
   * The same key gives the same session back (Stripe keeps keys for 24 h): a request repeated after
   * a crash or a network error cannot open a second payable checkout.
   */
  idempotencyKey: string;
}

/** What became of an open checkout asked to expire: paid already (then it cannot be), or not payable now. */
export type ExpiredCheckout = { paidSubscriptionId: string | null };

export interface CreateSubscriptionInput {
  subscriptionId: string;
  playerId: string;
  customerId: string;
  /** The saved card (when the provider has no default of its own). */
  card: ProviderCard | null;
  price: PriceInput;
  trialDays: number;
}

/** A refund of (part of) a paid invoice. */
export interface RefundInput {
  invoiceId: string;
  amount: number;
  currency: string;
  /** Ours (payment and refund ids), kept on the provider's refund: its event finds the rows by them. */
  metadata: { paymentId: string; refundId: string };
  /** A repeated call (a retry, a second process) makes one refund. */
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  amount: number;
  currency: string;
  /** Stripe's: succeeded, pending (banks may take days), failed, canceled. */
  status: string;
}

export class WebhookSignatureError extends Error {}
export class NoPaymentMethodError extends Error {}

/** One interface, two implementations chosen by configuration (sandbox or Stripe). */
export interface PaymentProvider {
  readonly kind: ProviderKind;
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  createCheckoutSession(input: CheckoutInput): Promise<{ sessionId: string; url: string; expiresAt: Date }>;
  /**
   * Makes a checkout session unpayable (Stripe: `checkout.sessions.expire`). A session the customer
   * has paid meanwhile cannot expire: its provider subscription is answered instead.
   */
  expireCheckoutSession(id: string): Promise<ExpiredCheckout>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Bills the customer's saved card; throws NoPaymentMethodError when there is none. */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  /** Makes the card the customer's default for later invoices and subscriptions. */
  setDefaultCard(customerId: string, cardId: string): Promise<void>;
  /** A page where the customer changes the card (and pays what is overdue). */
  createPortalSession(input: PortalInput): Promise<{ url: string }>;
  /**
   * Moves a subscription to another plan now, prorated: the unused part of the current period is
   * credited against the new price, charged at once; the new period starts now (in the free month
   * nothing is charged and the new price applies from its end).
   */
  changePrice(id: string, price: PriceInput): Promise<ProviderSubscription>;
  /**
   * The price charged from the next renewal on (a fee change given notice of): no proration, the
   * period and the plan stay.
   */
  setRenewalPrice(id: string, price: PriceInput): Promise<void>;
  /** Pauses or resumes collection (Stripe: `pause_collection: { behavior: 'void' }`): nothing is charged while paused. */
  setCollectionPaused(id: string, paused: boolean): Promise<void>;
  /** Refunds (part of) a paid invoice to the card; the provider's refund event follows. */
  refundPayment(input: RefundInput): Promise<ProviderRefund>;
  /** Moves the end of the free period (Stripe: `trial_end`); nothing is charged before it. */
  extendTrial(id: string, until: Date): Promise<ProviderSubscription>;
  /** Ends the subscription now, without waiting for the period's end (account deletion); an ended one is fine. */
  cancelSubscriptionNow(id: string): Promise<void>;
  /** Deletes the customer and what the provider keeps about them (account deletion); an unknown one is fine. */
  deleteCustomer(customerId: string): Promise<void>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export const TRIAL_DAYS = 30;
