import { bigint, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** The number the sender is given in the acknowledgement (`#1042`). */
    referenceNumber: bigint('reference_number', { mode: 'number' }).generatedByDefaultAsIdentity({
      startWith: 1001,
    }),
    status: text('status', { enum: ['OPEN', 'ANSWERED'] })
      .notNull()
      .default('OPEN'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** 0042: the admin who looks after the message (null: nobody yet). */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_created_idx').on(t.createdAt),
    index('support_messages_status_created_idx').on(t.status, t.createdAt),
    unique('support_messages_reference_unique').on(t.referenceNumber),
    index('support_messages_assignee_idx').on(t.assigneeId, t.status, t.createdAt),
  ],
);

/** A reply written in the console; mailed to the sender and kept with the message. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supportMessageId: uuid('support_message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_replies_message_idx').on(t.supportMessageId, t.createdAt)],
);

/** 0042: the team's internal note on a message; never mailed, never shown to the sender. */
export const supportNotes = pgTable(
  'support_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supportMessageId: uuid('support_message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_notes_message_idx').on(t.supportMessageId, t.createdAt)],
);

/** Referral events from external club sites. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_name_created_idx').on(t.name, t.createdAt)],
);
