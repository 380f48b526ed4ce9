import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { habitKeys, pushSubscriptions } from '../../db/schema/index.ts';

export interface StoredKeys {
  vapidPublicKey: string;
  vapidPrivateKey: string;
  unsubscribeSecret: string;
}

/** The one row of keys; the first process to need them stores its pair, every other reads that one. */
export async function findOrStoreKeys(db: Db, candidate: StoredKeys): Promise<StoredKeys> {
  await db
    .insert(habitKeys)
    .values({ id: 1, ...candidate })
    .onConflictDoNothing();
  const [row] = await db.select().from(habitKeys).where(eq(habitKeys.id, 1));
  return row!;
}

/** Keeps a browser's subscription for the user (the same endpoint again: its new keys and owner). */
export async function saveSubscription(
  db: Db,
  input: { userId: string; endpoint: string; p256dh: string; auth: string },
) {
  await db
    .insert(pushSubscriptions)
    .values(input)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: input.userId, p256dh: input.p256dh, auth: input.auth },
    });
}

export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** A subscription the push service says is gone (404, 410). */
export async function forgetEndpoint(db: Db, endpoint: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export function findSubscriptions(db: Db, userId: string) {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}
