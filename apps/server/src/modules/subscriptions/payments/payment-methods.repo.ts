import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { billingCustomers, paymentMethods } from '../../../db/schema/index.ts';
import type { ProviderKind } from '../../../integrations/payments/index.ts';

export async function findCustomer(db: Db, userId: string, provider: ProviderKind) {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row ?? null;
}

/** One customer per user and provider: the first insert wins, the others read it. */
export async function saveCustomer(
  db: Db,
  userId: string,
  provider: ProviderKind,
  providerCustomerId: string,
) {
  await db.insert(billingCustomers).values({ userId, provider, providerCustomerId }).onConflictDoNothing();
  return (await findCustomer(db, userId, provider))!;
}

/** The customer's default card: one row per customer, replaced when the card changes. */
export async function savePaymentMethod(
  db: Db,
  billingCustomerId: string,
  card: { id: string; brand: string; last4: string; expMonth: number | null; expYear: number | null },
) {
  const values = {
    billingCustomerId,
    providerPaymentMethodId: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
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
      customerId: billingCustomers.providerCustomerId,
    })
    .from(paymentMethods)
    .innerJoin(billingCustomers, eq(billingCustomers.id, paymentMethods.billingCustomerId))
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row ?? null;
}
