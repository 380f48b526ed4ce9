import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  billingCustomers,
  paymentMethods,
  players,
  playerTrainingProgramBlocks,
  playerTrainingPrograms,
  playerTrainingProgramSubscriptions,
  playerTrainingSessionCompletions,
  sandboxSubscriptions,
  subscriptionReminders,
  supportMessages,
  supportReplies,
  subscriptionFeeChanges,
} from '../../db/schema/index.ts';

export type Row = Record<string, unknown>;

/** Columns never exported: hashes of passwords, tokens and codes, two-factor secrets. */
const SECRET_COLUMN = /(hash|secret|token|totp)/;

function withoutSecrets(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key)));
}

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: { row: Row }[] };
  return result.rows.map((r) => withoutSecrets(r.row));
}

/**
 * The tables with a `user_id` or `player_id` column, read from the database itself, so a table added
 * later is exported without anyone remembering to (README, "Children and privacy").
 */
export async function findPersonTables(
  db: Db,
): Promise<{ table: string; column: 'user_id' | 'player_id' | 'manager_id' }[]> {
  const result = (await db.execute(sql`
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = current_schema() and column_name in ('user_id', 'player_id', 'manager_id')
    order by table_name, column_name`)) as unknown as {
    rows: { table: string; column: 'user_id' | 'player_id' | 'manager_id' }[];
  };
  return result.rows;
}

/** Every row of `table` whose `column` is `id`, as JSON (column names as stored), secrets left out. */
export async function dumpRows(db: Db, table: string, column: string, id: string): Promise<Row[]> {
  return rows(
    db,
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where ${sql.identifier(column)} = ${id} order by 1`,
  );
}

export async function findPlayerId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.userId, userId));
  return row?.id ?? null;
}

/**
 * Rows of `table` that belong to the person through a parent row: `table.<link> = parent.id` and
 * `parent.<owner> = id` (a phase through the player's program, a card through the user's customer).
 */
function dumpThrough(
  db: Db,
  table: PgTable,
  link: string,
  parent: { table: PgTable; owner: 'player_id' | 'user_id' },
  id: string,
  orderBy?: string,
): Promise<Row[]> {
  return rows(
    db,
    sql`select to_jsonb(x) as row from ${table} x
      join ${parent.table} p on p.id = x.${sql.identifier(link)}
      where p.${sql.identifier(parent.owner)} = ${id}${orderBy ? sql.raw(` order by x.${orderBy}`) : sql``}`,
  );
}

const playerProgram = { table: playerTrainingPrograms, owner: 'player_id' } as const;
const playerSubscription = { table: playerTrainingProgramSubscriptions, owner: 'player_id' } as const;

/** The player's phases (the progress rows reached through the player's programs). */
export const dumpPhaseProgress = (db: Db, playerId: string) =>
  dumpThrough(
    db,
    playerTrainingProgramBlocks,
    'player_training_program_id',
    playerProgram,
    playerId,
    'start_date nulls last',
  );

/** The training sessions the player has done (with rating and note), through the player's programs. */
export const dumpSessionCompletions = (db: Db, playerId: string) =>
  dumpThrough(db, playerTrainingSessionCompletions, 'player_training_program_id', playerProgram, playerId);

/** The free-month reminders mailed about the player's subscriptions. */
export const dumpReminders = (db: Db, playerId: string) =>
  dumpThrough(db, subscriptionReminders, 'subscription_id', playerSubscription, playerId);

/** The fee changes noticed to the player's subscriptions (the old and new fee, the notice, the date). */
export const dumpFeeChanges = (db: Db, playerId: string) =>
  dumpThrough(db, subscriptionFeeChanges, 'subscription_id', playerSubscription, playerId);

/** The saved card (brand, last four digits, expiry) of the user's billing customers. */
export const dumpCards = (db: Db, userId: string) =>
  dumpThrough(
    db,
    paymentMethods,
    'billing_customer_id',
    { table: billingCustomers, owner: 'user_id' },
    userId,
  );

/** What the built-in card provider keeps about the player's subscriptions. */
export const dumpProviderSubscriptions = (db: Db, playerId: string) =>
  dumpThrough(db, sandboxSubscriptions, 'subscription_id', playerSubscription, playerId);

/** Support messages sent signed in, or with the account's e-mail before signing in. */
export async function dumpSupportMessages(db: Db, userId: string, email: string): Promise<Row[]> {
  return rows(
    db,
    // With the academy's replies to each (their text and time; the staff member's id stays out).
    sql`select to_jsonb(m) || jsonb_build_object('replies', (
        select coalesce(jsonb_agg(jsonb_build_object('text', r.text, 'createdAt', r.created_at)
          order by r.created_at), '[]'::jsonb)
        from ${supportReplies} r where r.support_message_id = m.id)) as row
      from ${supportMessages} m
      where m.user_id = ${userId} or lower(m.email) = ${email.toLowerCase()} order by m.created_at`,
  );
}

/** The player's challenge results, each with the challenge's key (what `challenge_id` stands for). */
export function dumpChallengeResults(db: Db, playerId: string): Promise<Row[]> {
  return rows(
    db,
    sql`select to_jsonb(r) || jsonb_build_object('challenge', c.content_key) as row
      from challenge_results r join challenges c on c.id = r.challenge_id
      where r.player_id = ${playerId} order by r.created_at`,
  );
}
