import { HOUSEHOLD_MESSAGES, type PlayerGuardians, ageAt } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { notFound } from '../../lib/errors.ts';
import { asLanguage } from '../../lib/language.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import { findPlayerPerson } from '../../lib/player-access.repo.ts';
import { GUARDIANS_UNTIL } from '../../lib/player-access-policy.ts';
import type { AccountLimiter } from '../../lib/rate-limits.ts';
import { confirmPassword } from '../../lib/reauthenticate.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findPasswordHolder, listPlayerGuardians, removeGuardian } from './guardians.repo.ts';
import { householdMail } from './households.mail.ts';

/** The day a player born on `dateOfBirth` (YYYY-MM-DD) turns `years` (29 February: 1 March). */
export function birthdayAt(dateOfBirth: string, years: number): string {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * `GET /api/v1/player/{playerId}/guardians` (the player with their own login): who else reads the
 * player's data, until when, and from which day the player may remove them.
 */
export async function getPlayerGuardians(
  ctx: ServiceContext,
  viewer: Viewer,
  playerId: string,
  now: Date = ctx.clock.now(),
): Promise<PlayerGuardians> {
  await requirePlayer(ctx.db, viewer, 'read-guardians', playerId, now);
  const player = await findPlayerPerson(ctx.db, playerId);
  if (!player) throw notFound();
  const canRead = ageAt(player.dateOfBirth, now, player.timeZone) < GUARDIANS_UNTIL;
  const guardians = await listPlayerGuardians(ctx.db, playerId);
  const seen = new Set<string>();
  return {
    guardians: guardians
      .filter((g) => !seen.has(g.userId) && seen.add(g.userId))
      .map((g) => ({
        userId: g.userId,
        firstName: g.firstName,
        lastName: g.lastName,
        relation: g.payer ? ('PAYER' as const) : ('GUARDIAN' as const),
        canRead,
      })),
    removableFrom: birthdayAt(player.dateOfBirth, GUARDIANS_UNTIL),
  };
}

/**
 * `DELETE /api/v1/player/{playerId}/guardians/{userId} { password }` (the player, from 18: before,
 * 403 `Guardians keep access until the player is 18`): with the player's password (counted before
 * it is checked), in one transaction with its audit row; the removed guardian is mailed in their
 * language. A repeated request finds no guardian (404) and mails nobody.
 */
export async function removePlayerGuardian(
  ctx: ServiceContext,
  passwordChecks: AccountLimiter,
  viewer: Viewer,
  input: { playerId: string; userId: string; password?: string },
  now: Date = ctx.clock.now(),
): Promise<void> {
  await requirePlayer(ctx.db, viewer, 'remove-guardian', input.playerId, now);
  const self = await findPasswordHolder(ctx.db, viewer.id);
  if (!self) throw notFound();
  await confirmPassword(passwordChecks, self, input.password);
  const removed = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const guardian = (await listPlayerGuardians(db, input.playerId)).find((g) => g.userId === input.userId);
    if (!guardian) throw notFound(HOUSEHOLD_MESSAGES.guardianNotFound);
    // A parallel request that read the guardian too finds them removed here (it waited for the row).
    const first = await removeGuardian(db, { ...input, householdId: guardian.householdId });
    if (!first) throw notFound(HOUSEHOLD_MESSAGES.guardianNotFound);
    await recordAuditEvent(db, {
      actorId: viewer.id,
      action: 'player.guardianRemoved',
      targetType: 'player',
      targetId: input.playerId,
      detail: { guardianId: input.userId, before: { guardian: true }, after: { guardian: false } },
    });
    return guardian;
  });
  if (!removed.email) return;
  const player = await findPlayerPerson(ctx.db, input.playerId);
  await ctx.mailer.send(
    householdMail('GUARDIAN_REMOVED', asLanguage(removed.language), removed.email, {
      name: removed.firstName,
      child: `${player?.firstName ?? ''} ${player?.lastName ?? ''}`.trim(),
    }),
  );
  ctx.log.info({ playerId: input.playerId, guardianId: input.userId }, 'guardian removed by the player');
}
