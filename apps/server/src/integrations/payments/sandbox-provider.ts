import type { PaymentModel, PriceRegion } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { addPeriod } from './proration.ts';
import {
  type CreateSubscriptionInput,
  NoPaymentMethodError,
  type PaymentProvider,
  type ProviderCard,
  type ProviderEvent,
  WebhookSignatureError,
} from './provider.ts';
import { advanceSandbox, changeSandboxPrice, updateSandboxCard } from './sandbox-charges.ts';
import { event, newId } from './sandbox-events.ts';
import { sandboxRefund } from './sandbox-refunds.ts';
import {
  createSandboxSubscription,
  firstInvoicePaid,
  toProviderSubscription,
} from './sandbox-subscription.ts';
import {
  claimCheckoutSession,
  expireSandboxCheckout,
  findLiveSandboxSubscriptionFor,
  findLiveSandboxSubscriptionsOfCustomer,
  findSandboxPortalSession,
  deleteSandboxCustomer,
  findSandboxSubscription,
  insertSandboxPortalSession,
  type SandboxPortalSessionRow,
  updateSandboxSubscription,
} from './sandbox.repo.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A checkout paid for a subscription that runs already: rolls the claim back. */
class AlreadyBilled extends Error {}
export const SANDBOX_SESSION_TTL_MS = DAY;
export { addPeriod };

export interface SandboxCheckoutPayment {
  session: {
    id: string;
    subscriptionId: string;
    paymentModel: PaymentModel;
    amount: number;
    currency: string;
    region: PriceRegion;
    trialDays: number;
    metadata: Record<string, unknown>;
  };
  customerId: string;
  card: ProviderCard;
  now: Date;
}

export interface SandboxProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  /** The hosted page's successful payment: the same events Stripe would send, or null if the session is not open. */
  completeCheckout(payment: SandboxCheckoutPayment): Promise<ProviderEvent[] | null>;
  /** Renews or ends subscriptions whose period is over; returns the events Stripe would send. */
  advance(now: Date): Promise<ProviderEvent[]>;
  /** The card page's new card: on every running subscription of the customer, paying what is overdue. */
  updateCard(customerId: string, card: ProviderCard, now: Date): Promise<ProviderEvent[]>;
  findPortalSession(id: string): Promise<SandboxPortalSessionRow | null>;
  /** What the customer's overdue renewals add up to (null: nothing is due), for the card page. */
  amountDue(customerId: string): Promise<{ amount: number; currency: string } | null>;
  /** Events of calls that answer a subscription (a plan switch's invoice), for the one handler. */
  takeEvents(): ProviderEvent[];
}

/**
 * The built-in provider: keeps its own subscriptions (sandbox_subscriptions) as Stripe keeps
 * them, and speaks Stripe's events, so the handler above it is the same for both.
 */
export function createSandboxProvider(db: Db): SandboxProvider {
  const pending: ProviderEvent[] = [];
  return {
    kind: 'sandbox',

    async createCustomer() {
      return newId('cus_sb');
    },

    async createCheckoutSession() {
      const sessionId = newId('cs_sb', 24);
      return {
        sessionId,
        url: `/sandbox/checkout/${sessionId}`,
        expiresAt: new Date(Date.now() + SANDBOX_SESSION_TTL_MS),
      };
    },

    async getSubscription(id) {
      const row = await findSandboxSubscription(db, id);
      if (!row) throw new Error(`No such sandbox subscription: ${id}`);
      return toProviderSubscription(row);
    },

    async setCancelAtPeriodEnd(id, cancel) {
      const row = await updateSandboxSubscription(db, id, { cancelAtPeriodEnd: cancel });
      if (!row) throw new Error(`No such sandbox subscription: ${id}`);
      return toProviderSubscription(row);
    },

    async createSubscription(input: CreateSubscriptionInput) {
      if (!input.card) throw new NoPaymentMethodError('The customer has no saved card');
      // Like Stripe's idempotency key: a repeated call answers the subscription already running.
      const row = await createSandboxSubscription(
        db,
        {
          subscriptionId: input.subscriptionId,
          customerId: input.customerId,
          card: input.card,
          paymentModel: input.price.paymentModel,
          amount: input.price.amount,
          currency: input.price.currency,
          region: input.price.region,
          trialDays: input.trialDays,
        },
        new Date(),
      );
      if (row && !row.trialEnd) {
        // Charged at once, as Stripe's first invoice: its event records the payment.
        pending.push(firstInvoicePaid(row, row.createdAt));
      }
      const running = row ?? (await findLiveSandboxSubscriptionFor(db, input.subscriptionId));
      if (!running) throw new Error(`Sandbox subscription for ${input.subscriptionId} not created`);
      return toProviderSubscription(running);
    },

    async setDefaultCard() {},

    async cancelSubscriptionNow(id) {
      const row = await findSandboxSubscription(db, id);
      if (!row || row.status === 'canceled') return;
      await updateSandboxSubscription(db, id, { status: 'canceled', endedAt: new Date() });
    },

    async deleteCustomer(customerId) {
      await deleteSandboxCustomer(db, customerId);
    },

    parseWebhook() {
      throw new WebhookSignatureError('The sandbox provider takes no webhooks');
    },

    expireCheckoutSession: (id) => expireSandboxCheckout(db, id),

    async completeCheckout({ session, customerId, card, now }) {
      const subscriptionId = newId('sub_sb');
      // The claim and the subscription it pays for are one step: whoever expires the session
      // after the claim finds the subscription there.
      const row = await db
        .transaction(async (tx) => {
          if (!(await claimCheckoutSession(tx, session.id, now, subscriptionId))) return null;
          const created = await createSandboxSubscription(
            tx,
            {
              id: subscriptionId,
              subscriptionId: session.subscriptionId,
              customerId,
              card,
              paymentModel: session.paymentModel,
              amount: session.amount,
              currency: session.currency,
              region: session.region,
              trialDays: session.trialDays,
            },
            now,
          );
          // Already billed another way: the claim is undone, nothing is charged.
          if (!created) throw new AlreadyBilled();
          return created;
        })
        .catch((error) => {
          if (error instanceof AlreadyBilled) return null;
          throw error;
        });
      if (!row) return null;
      const events = [
        event('checkout.session.completed', {
          id: session.id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'complete',
          customer: customerId,
          subscription: row.id,
          client_reference_id: session.subscriptionId,
          metadata: session.metadata,
        }),
      ];
      if (!row.trialEnd) events.push(firstInvoicePaid(row, now));
      return events;
    },

    advance: (now) => advanceSandbox(db, now),

    updateCard: (customerId, card, now) => updateSandboxCard(db, customerId, card, now),

    async createPortalSession(input) {
      const id = newId('bps_sb', 24);
      await insertSandboxPortalSession(db, {
        id,
        userId: input.userId,
        customerId: input.customerId,
        language: input.language,
        returnUrl: input.returnUrl,
        expiresAt: new Date(Date.now() + SANDBOX_SESSION_TTL_MS),
      });
      return { url: `/sandbox/portal/${id}` };
    },

    findPortalSession: (id) => findSandboxPortalSession(db, id),

    async amountDue(customerId) {
      const overdue = (await findLiveSandboxSubscriptionsOfCustomer(db, customerId)).filter(
        (sub) => sub.status === 'past_due' || sub.status === 'unpaid',
      );
      if (overdue.length === 0) return null;
      const amount = overdue.reduce((sum, sub) => sum + sub.amount, 0);
      return { amount, currency: overdue[0]!.currency };
    },

    async changePrice(id, price) {
      const { row, events } = await changeSandboxPrice(db, id, price, new Date());
      pending.push(...events);
      return toProviderSubscription(row);
    },

    async setRenewalPrice(id, price) {
      const row = await updateSandboxSubscription(db, id, { amount: price.amount, currency: price.currency });
      if (!row) throw new Error(`No such sandbox subscription: ${id}`);
    },

    async setCollectionPaused(id, paused) {
      await updateSandboxSubscription(db, id, { collectionPaused: paused });
    },

    async refundPayment(input) {
      const made = sandboxRefund(input, new Date());
      pending.push(made.event);
      return made.refund;
    },

    async extendTrial(id, until) {
      const row = await updateSandboxSubscription(db, id, {
        trialEnd: until,
        currentPeriodEnd: until,
        status: 'trialing',
      });
      if (!row) throw new Error(`No such sandbox subscription: ${id}`);
      return toProviderSubscription(row);
    },

    takeEvents: () => pending.splice(0),
  };
}
