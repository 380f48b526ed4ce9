import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every console change: who, when, what, before and after. Append-only (a trigger refuses UPDATE/DELETE). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who made the change; null for the operator command line. No foreign key on purpose. */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_target_idx').on(t.targetType, t.targetId, t.at.desc()),
    // 0042: the readable log's filters.
    index('audit_events_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_events_action_idx').on(t.action, t.at.desc()),
    index('audit_events_target_id_idx').on(t.targetId, t.at.desc()),
  ],
);
