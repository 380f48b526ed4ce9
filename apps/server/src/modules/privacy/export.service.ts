import { type AccountExport, PRIVACY_POLICY_VERSION } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUserAccess } from '../../lib/player-access.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  dumpCards,
  dumpChallengeResults,
  dumpPhaseProgress,
  dumpProviderSubscriptions,
  dumpFeeChanges,
  dumpReminders,
  dumpRows,
  dumpSessionCompletions,
  dumpSupportMessages,
  findPersonTables,
  findPlayerId,
  type Row,
} from './export.repo.ts';

/**
 * Tables the export reads by name (or leaves out, with the reason). Every other table with a
 * `user_id` or `player_id` column (or `manager_id`: a coach's own work) is found in the database
 * and exported as it is, in the section its name suggests or under `other`. export.test.ts fails
 * when a table that holds a person's data is reached neither way.
 */
export const EXPORT_TABLES: Record<string, string> = {
  users: 'user',
  players: 'player',
  managers: 'manager',
  guardian_approvals: 'consents',
  consents:
    'consents (the consent ledger: the player’s own, and every row the user gave or revoked as a guardian)',
  player_training_program_subscriptions: 'subscriptions',
  subscription_reminders: 'subscriptions (reminders mailed)',
  subscription_fee_changes: 'subscriptions (fee changes noticed)',
  checkout_sessions: 'subscriptions (checkout sessions)',
  billing_customers: 'payments (the card provider customer)',
  payment_methods: 'payments (the saved card: brand and last four digits)',
  sandbox_subscriptions: 'payments (what the built-in card provider keeps)',
  player_training_programs: 'progress',
  player_training_program_blocks: 'progress (phases)',
  player_training_session_completions: 'progress (sessions done, with rating and note)',
  challenge_results: 'progress (skill challenge results: value, tier, personal best, verification)',
  support_messages: 'supportMessages',
  support_replies: 'supportMessages (the academy’s replies, with each message)',
  support_notes:
    'supportMessages (not exported: the team’s internal notes on a message, erased with it; an admin’s own notes keep no copy here)',
  login_attempts: 'signInHistory',
  oauth_tokens: 'signInHistory (sessions: when and by which app; never the tokens)',
  verifications: 'other (codes mailed: when and to which address; never the codes)',
  clubs: 'other (clubs the user added)',
  clips: 'other.clips (the player’s clips with their comments and links to the video that work for a day)',
  clip_comments:
    'other.clips (with each clip; a comment the user wrote on another player’s clip stays with that clip)',
  admin_invitations: 'other (the link mailed to a new admin to set a password: when, used; never the link)',
  household_invitations:
    'other (invitations the user sent as a guardian: to which address, when; never the link)',
};

/** Where a table found in the database goes, by its name. */
function sectionOf(table: string): 'payments' | 'progress' | 'feedback' | 'other' {
  if (/payment|invoice|receipt/.test(table)) return 'payments';
  if (/feedback|comment/.test(table)) return 'feedback';
  if (/progress|training_session|completion|session_done/.test(table)) return 'progress';
  return 'other';
}

function one(rows: Row[]): Row | null {
  return rows[0] ?? null;
}

/**
 * `GET /api/v1/user/export`: everything the product holds about the user, as one document. Another
 * user's (`?userId=`, the console's "Download data") is for admins only, and is recorded in the audit
 * trail in the transaction that reads it: no export without its record.
 */
export async function exportAccount(
  db: Db,
  requester: Viewer,
  userId: string = requester.id,
  now: Date,
): Promise<AccountExport> {
  const access = await requireUserAccess(db, requester, 'export', userId);
  if (access.as === 'self') return collectAccount(db, userId, now);
  return db.transaction(async (tx) => {
    const data = await collectAccount(tx, userId, now);
    await recordAuditEvent(tx, {
      actorId: requester.id,
      action: 'user.export',
      targetType: 'user',
      targetId: userId,
      detail: { exportedAt: data.exportedAt, policyVersion: data.policyVersion },
    });
    return data;
  });
}

async function collectAccount(db: Db, userId: string, now: Date): Promise<AccountExport> {
  const user = one(await dumpRows(db, 'users', 'id', userId));
  if (!user) throw notFound();
  const playerId = await findPlayerId(db, userId);
  const byPlayer = (table: string) => (playerId ? dumpRows(db, table, 'player_id', playerId) : []);
  const manager = one(await dumpRows(db, 'managers', 'user_id', userId));
  const managerId = manager ? String(manager.id) : null;
  // A coach's own work: the feedback they wrote, their team, what they assigned or scheduled.
  const byManager = (table: string) => (managerId ? dumpRows(db, table, 'manager_id', managerId) : []);

  const result: AccountExport = {
    exportedAt: now.toISOString(),
    policyVersion: PRIVACY_POLICY_VERSION,
    user,
    player: one(await dumpRows(db, 'players', 'user_id', userId)),
    manager,
    consents: [
      ...(await byPlayer('guardian_approvals')),
      ...(await byPlayer('consents')).map((row) => ({ table: 'consents', ...row })),
      ...(await dumpRows(db, 'consents', 'granted_by', userId))
        .filter((row) => row.player_id !== playerId)
        .map((row) => ({ table: 'consents', ...row })),
    ],
    subscriptions: [
      ...(await byPlayer('player_training_program_subscriptions')),
      ...(playerId ? await dumpReminders(db, playerId) : []),
      ...(playerId ? await dumpFeeChanges(db, playerId) : []),
      ...(await dumpRows(db, 'checkout_sessions', 'user_id', userId)),
    ],
    payments: [
      ...(await dumpRows(db, 'billing_customers', 'user_id', userId)),
      ...(await dumpCards(db, userId)),
      ...(playerId ? await dumpProviderSubscriptions(db, playerId) : []),
    ],
    progress: [
      ...(await byPlayer('player_training_programs')),
      ...(playerId ? await dumpPhaseProgress(db, playerId) : []),
      ...(playerId ? await dumpSessionCompletions(db, playerId) : []),
      ...(playerId
        ? (await dumpChallengeResults(db, playerId)).map((row) => ({ table: 'challenge_results', ...row }))
        : []),
    ],
    feedback: [],
    supportMessages: await dumpSupportMessages(db, userId, String(user.email)),
    signInHistory: [
      ...(await dumpRows(db, 'login_attempts', 'user_id', userId)),
      ...(await dumpRows(db, 'oauth_tokens', 'user_id', userId)),
    ],
    other: {
      verifications: await dumpRows(db, 'verifications', 'user_id', userId),
      clubs: await dumpRows(db, 'clubs', 'created_by', userId),
      household_invitations: await dumpRows(db, 'household_invitations', 'invited_by', userId),
    },
  };

  for (const { table, column } of await findPersonTables(db)) {
    if (table in EXPORT_TABLES) continue;
    const found =
      column === 'user_id'
        ? await dumpRows(db, table, column, userId)
        : column === 'player_id'
          ? await byPlayer(table)
          : await byManager(table);
    const section = sectionOf(table);
    if (section === 'other') result.other[table] = [...(result.other[table] ?? []), ...found];
    else result[section].push(...found.map((row) => ({ table, ...row })));
  }
  return result;
}
