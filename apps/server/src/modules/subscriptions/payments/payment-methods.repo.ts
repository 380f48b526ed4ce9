import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { billingCustomers, childPayers, paymentMethods, players } from '../../../db/schema/index.ts';
import type { ProviderKind } from '../../../integrations/payments/index.ts';

/**
 * Who is the customer for `userId`'s subscriptions: a household child's payer (one customer per
 * payer for all their children, docs/households.md), else the user. Every function here asks it.
 */
function billingOwner(userId: string): SQL<string> {
  return sql<string>`coalesce((select ${childPayers.userId} from ${childPayers}
    join ${players} on ${players.id} = ${childPayers.playerId}
    where ${players.userId} = ${userId} limit 1), ${userId}::uuid)`;
}

/** The customer at the provider who pays for `userId`'s subscriptions (their payer's for a child). */
export async function findCustomer(db: Db, userId: string, provider: ProviderKind) {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, billingOwner(userId)), eq(billingCustomers.provider, provider)));
  return row ?? null;
}

/** One customer per owner and provider: the first insert wins, the others read it. */
export async function saveCustomer(
  db: Db,
  userId: string,
  provider: ProviderKind,
  providerCustomerId: string,
) {
  await db
    .insert(billingCustomers)
    .values({ userId: billingOwner(userId), provider, providerCustomerId })
    .onConflictDoNothing();
  return (await findCustomer(db, userId, provider))!;
}

/** The customer's default card: one row per customer, replaced when the card changes. */
export async function savePaymentMethod(
  db: Db,
  billingCustomerId: string,
  card: {
    id: string;
    brand: string;
    last4: string;
    expMonth: number | null;
    expYear: number | null;
    country?: string | null;
  },
) {
  const values = {
    billingCustomerId,
    providerPaymentMethodId: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    country: card.country ?? null,
    updatedAt: new Date(),
  };
  const [before] = await db
    .select({ id: paymentMethods.providerPaymentMethodId })
    .from(paymentMethods)
    .where(eq(paymentMethods.billingCustomerId, billingCustomerId));
  await db
    .insert(paymentMethods)
    .values(values)
    .onConflictDoUpdate({ target: paymentMethods.billingCustomerId, set: values });
  return { changed: before?.id !== card.id };
}

export async function findPaymentMethod(db: Db, userId: string, provider: ProviderKind) {
  const [row] = await db
    .select({
      id: paymentMethods.providerPaymentMethodId,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
      country: paymentMethods.country,
      customerId: billingCustomers.providerCustomerId,
    })
    .from(paymentMethods)
    .innerJoin(billingCustomers, eq(billingCustomers.id, paymentMethods.billingCustomerId))
    .where(and(eq(billingCustomers.userId, billingOwner(userId)), eq(billingCustomers.provider, provider)));
  return row ?? null;
}
