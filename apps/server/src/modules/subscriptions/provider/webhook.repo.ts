import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { processedEvents } from '../../../db/schema/index.ts';
import type { ProviderKind } from '../../../integrations/payments/index.ts';

export async function isEventProcessed(db: Db, eventId: string) {
  const [row] = await db
    .select({ id: processedEvents.eventId })
    .from(processedEvents)
    .where(eq(processedEvents.eventId, eventId));
  return Boolean(row);
}

/** Stripe retries an event for three days; ids older than `before` need not be kept. */
export async function pruneProcessedEvents(db: Db, before: Date) {
  const rows = await db
    .delete(processedEvents)
    .where(lt(processedEvents.processedAt, before))
    .returning({ id: processedEvents.eventId });
  return rows.length;
}

export async function markEventProcessed(
  db: Db,
  event: { id: string; type: string },
  provider: ProviderKind,
) {
  await db
    .insert(processedEvents)
    .values({ eventId: event.id, type: event.type, provider })
    .onConflictDoNothing();
}
