import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

export async function insertEvent(db: Db, name: string): Promise<{ id: string; name: string }> {
  const [row] = await db.insert(events).values({ name }).returning({ id: events.id, name: events.name });
  return row!;
}
