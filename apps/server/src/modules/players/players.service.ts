import {
  ageReachedInYear,
  type CreatePlayer,
  DEFAULT_TIME_ZONE,
  dayIn,
  ERROR_MESSAGES,
  PLAYER_MESSAGES,
  needsGuardian,
  type Player,
  PRIVACY_MESSAGES,
  type UpdatePlayer,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent } from '../../lib/audit.repo.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { requireAccess, requireUserAccess } from '../../lib/player-access.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { addClub } from '../clubs/clubs.service.ts';
import {
  assertGuardianNotSelf,
  mailGuardianRequestOrLog,
  startGuardianApproval,
} from '../privacy/guardian.service.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  findAgeGroupIdForAge,
  findClubById,
  findPlayerByUserId,
  insertPlayerIfAbsent,
  lockPlayer,
  lockUserRoles,
  type PlayerRow,
  updatePlayerRow,
  findPlayerTimeZone,
  findUserTimeZone,
} from './players.repo.ts';
import { auditPlayerCreated } from './player-audit.ts';

/** The player's today (YYYY-MM-DD) and year in their time zone: ages change on the birthday there. */
function todayOfPlayer(now: Date, timeZone: string | null): { today: string; year: number } {
  const today = dayIn(now, timeZone ?? DEFAULT_TIME_ZONE);
  return { today, year: Number(today.slice(0, 4)) };
}

export function toPlayerJson(row: PlayerRow): Player {
  return {
    id: row.id,
    userId: row.userId,
    ageGroupId: row.ageGroupId,
    clubId: row.clubId,
    clubName: row.clubName,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    heightUnit: 'cm',
    heightValue: Number(row.heightValue),
    weightUnit: 'kg',
    weightValue: Number(row.weightValue),
    currentLocation: {
      longitude: row.locationLongitude,
      latitude: row.locationLatitude,
      city: row.locationCity,
      country: row.locationCountry,
      streetAddress: row.locationStreet,
    },
    nationality: row.nationality,
    playerPositions: row.positions as Player['playerPositions'],
    guardianApproval: row.guardianApproval,
  };
}

/**
 * `POST /api/v1/player`: the user themself (or an admin) creates the user's one player profile. The
 * user must hold ROLE_PLAYER; the age group comes from the date of birth (age reached this calendar
 * year, in the player's time zone); the club is `clubId`, or `clubName` added like `POST /api/v1/club` does. The club, the
 * role check and the player are one transaction: a failure leaves no new club behind.
 */
export async function createPlayer(
  ctx: ServiceContext,
  requester: Viewer,
  input: CreatePlayer,
  now: Date = ctx.clock.now(),
): Promise<Player> {
  const db = ctx.db;
  await requireUserAccess(db, requester, 'manage-profile', input.userId);
  const { today, year } = todayOfPlayer(now, await findUserTimeZone(db, input.userId));
  // Under 16 a guardian approves first (api-contract.md, "Children and privacy").
  const underAge = needsGuardian(input.dateOfBirth, today);
  if (underAge && !input.guardianEmail)
    throw fieldError('guardianEmail', PRIVACY_MESSAGES.guardianEmailRequired);
  const guardianEmail = underAge ? (input.guardianEmail ?? null) : null;
  const age = ageReachedInYear(input.dateOfBirth, year);
  const ageGroupId = await findAgeGroupIdForAge(db, age);
  if (!ageGroupId) throw fieldError('dateOfBirth', PLAYER_MESSAGES.dateOfBirthRange);

  const created = await db.transaction(async (tx) => {
    const user = await lockUserRoles(tx, input.userId);
    if (!user) throw notFound(PLAYER_MESSAGES.userNotFound);
    if (guardianEmail) await assertGuardianNotSelf(tx, input.userId, guardianEmail);
    if (!user.authorities.includes('ROLE_PLAYER')) {
      throw new AppError(403, PLAYER_MESSAGES.notAPlayer, [
        { field: 'userId', message: PLAYER_MESSAGES.notAPlayer },
      ]);
    }
    if (await findPlayerByUserId(tx, input.userId)) throw conflict(PLAYER_MESSAGES.playerExists, 'userId');

    const row = await insertPlayerProfile(tx, input, ageGroupId, requester.id, now);
    const token = guardianEmail
      ? await startGuardianApproval(tx, { playerId: row.id, guardianEmail, language: user.language }, now)
      : null;
    await auditPlayerCreated(tx, requester, row, Boolean(token));
    return {
      player: { ...row, guardianApproval: token ? ('PENDING' as const) : row.guardianApproval },
      token,
    };
  });
  if (created.token) await mailGuardianRequestOrLog(ctx, created.player.id, created.token, now);
  return toPlayerJson(created.player);
}

/** `GET /api/v1/player/user/{userId}`: the user themself or an admin; 404 'Player not found'. */
export async function getPlayerOfUser(db: Db, requester: Viewer, userId: string): Promise<Player> {
  await requireUserAccess(db, requester, 'read-profile', userId);
  const row = await findPlayerByUserId(db, userId);
  if (!row) throw notFound(ERROR_MESSAGES.playerNotFound);
  return toPlayerJson(row);
}

/**
 * `PUT /api/v1/player/{playerId}`: the profile corrected (children grow). The age group follows the
 * new date of birth (an ACTIVE subscription keeps the program it was bought with; the next one
 * follows the new group). Becoming under 16 asks for a guardian as creation does; reaching 16 while
 * approval is pending ends the wait; an approval given stays.
 */
export async function updatePlayer(
  ctx: ServiceContext,
  requester: Viewer,
  playerId: string,
  input: UpdatePlayer,
  now: Date = ctx.clock.now(),
): Promise<Player> {
  const { today, year } = todayOfPlayer(now, await findPlayerTimeZone(ctx.db, playerId));
  const age = ageReachedInYear(input.dateOfBirth, year);
  const ageGroupId = await findAgeGroupIdForAge(ctx.db, age);
  if (!ageGroupId) throw fieldError('dateOfBirth', PLAYER_MESSAGES.dateOfBirthRange);
  const underAge = needsGuardian(input.dateOfBirth, today);

  const updated = await ctx.db.transaction(async (tx) => {
    const current = await lockPlayer(tx, playerId);
    if (!current) throw notFound(ERROR_MESSAGES.playerNotFound);
    const access = await requireAccess(tx, requester, 'manage-profile', {
      userId: current.userId,
      playerId: current.id,
    });
    // Guardian approval holds: while it is pending, and whenever a new date of birth would end the
    // need for it, the player cannot change the date alone (an admin can, audited).
    const dateChanged = input.dateOfBirth !== current.dateOfBirth;
    const wasUnderAge = needsGuardian(current.dateOfBirth, today);
    if (
      access.as === 'self' &&
      dateChanged &&
      (current.guardianApproval === 'PENDING' || (wasUnderAge && !underAge))
    ) {
      throw forbidden(PRIVACY_MESSAGES.guardianApprovalNeeded);
    }
    const user = await lockUserRoles(tx, current.userId);
    const needsRequest = underAge && current.guardianApproval === 'NOT_NEEDED';
    if (needsRequest && !input.guardianEmail) {
      throw fieldError('guardianEmail', PRIVACY_MESSAGES.guardianEmailRequired);
    }
    if (needsRequest) await assertGuardianNotSelf(tx, current.userId, input.guardianEmail!);
    const club = input.clubId
      ? await findClubById(tx, input.clubId)
      : (await addClub(tx, { name: input.clubName!, createdBy: requester.id })).club;
    if (!club) throw fieldError('clubId', PLAYER_MESSAGES.clubNotFound);
    const row = await updatePlayerRow(
      tx,
      playerId,
      {
        ageGroupId,
        clubId: club.id,
        clubName: club.name,
        dateOfBirth: input.dateOfBirth,
        gender: input.gender,
        heightValue: input.heightValue,
        weightValue: input.weightValue,
        nationality: input.nationality,
        positions: input.playerPositions,
        locationCity: input.currentLocation.city,
        locationCountry: input.currentLocation.country,
        locationStreet: input.currentLocation.streetAddress,
        locationLatitude: input.currentLocation.latitude,
        locationLongitude: input.currentLocation.longitude,
        ...(!underAge && current.guardianApproval === 'PENDING'
          ? { guardianApproval: 'NOT_NEEDED' as const }
          : {}),
      },
      now,
    );
    const token = needsRequest
      ? await startGuardianApproval(
          tx,
          { playerId, guardianEmail: input.guardianEmail!, language: user?.language ?? 'en' },
          now,
        )
      : null;
    // Every write by an admin to another user's data is in the audit trail (Trust, round 3).
    if (access.as === 'admin' && current.userId !== requester.id) {
      await recordAuditEvent(tx, {
        actorId: requester.id,
        action: 'player.update',
        targetType: 'player',
        targetId: playerId,
        detail: {
          before: { dateOfBirth: current.dateOfBirth, ageGroupId: current.ageGroupId },
          after: { dateOfBirth: row.dateOfBirth, ageGroupId: row.ageGroupId },
          guardianApproval: token ? 'PENDING' : row.guardianApproval,
        },
      });
    }
    if (current.ageGroupId !== ageGroupId || current.guardianApproval !== row.guardianApproval || token) {
      ctx.log.info(
        {
          playerId,
          from: current.ageGroupId,
          to: ageGroupId,
          guardian: token ? 'PENDING' : row.guardianApproval,
        },
        'player profile corrected',
      );
    }
    return {
      player: { ...row, guardianApproval: token ? ('PENDING' as const) : row.guardianApproval },
      token,
    };
  });
  if (updated.token) await mailGuardianRequestOrLog(ctx, playerId, updated.token, now);
  return toPlayerJson(updated.player);
}

/** The age group of a date of birth (age reached this calendar year in the zone); 400 on dateOfBirth when none. */
export async function ageGroupForDateOfBirth(
  db: Db,
  dateOfBirth: string,
  now: Date,
  timeZone: string | null,
): Promise<string> {
  const ageGroupId = await findAgeGroupIdForAge(
    db,
    ageReachedInYear(dateOfBirth, todayOfPlayer(now, timeZone).year),
  );
  if (!ageGroupId) throw fieldError('dateOfBirth', PLAYER_MESSAGES.dateOfBirthRange);
  return ageGroupId;
}

/**
 * Inserts the player profile of `userId` inside the caller's transaction (the player's own creation,
 * and a guardian's child): the club is `clubId` or `clubName` added as `POST /api/v1/club` does;
 * the guardian approval is the column's default unless given. 409 when the user has one.
 */
export async function insertPlayerProfile(
  tx: Db,
  input: Omit<CreatePlayer, 'guardianEmail'> & { guardianApproval?: PlayerRow['guardianApproval'] },
  ageGroupId: string,
  createdBy: string,
  now: Date,
): Promise<PlayerRow> {
  const club = input.clubId
    ? await findClubById(tx, input.clubId)
    : (await addClub(tx, { name: input.clubName!, createdBy })).club;
  if (!club) throw fieldError('clubId', PLAYER_MESSAGES.clubNotFound);
  const row = await insertPlayerIfAbsent(
    tx,
    {
      userId: input.userId,
      ageGroupId,
      clubId: club.id,
      clubName: club.name,
      dateOfBirth: input.dateOfBirth,
      gender: input.gender,
      heightValue: input.heightValue,
      heightUnit: input.heightUnit,
      weightValue: input.weightValue,
      weightUnit: input.weightUnit,
      nationality: input.nationality,
      positions: input.playerPositions,
      locationCity: input.currentLocation.city,
      locationCountry: input.currentLocation.country,
      locationStreet: input.currentLocation.streetAddress,
      locationLatitude: input.currentLocation.latitude,
      locationLongitude: input.currentLocation.longitude,
      guardianApproval: input.guardianApproval,
    },
    now,
  );
  if (!row) throw conflict(PLAYER_MESSAGES.playerExists, 'userId');
  return row;
}
