import {
  ageReachedInYear,
  type CreatePlayer,
  ERROR_MESSAGES,
  PLAYER_MESSAGES,
  type Player,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { canActFor } from '../../lib/viewer.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { addClub } from '../clubs/clubs.service.ts';
import {
  findAgeGroupIdForAge,
  findClubById,
  findPlayerByUserId,
  insertPlayerIfAbsent,
  lockUserRoles,
  type PlayerRow,
} from './players.repo.ts';

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
  };
}

/**
 * `POST /api/v1/player`: the user themself (or an admin) creates the user's one player profile. The
 * user must hold ROLE_PLAYER; the age group comes from the date of birth (age reached this calendar
 * year, UTC); the club is `clubId`, or `clubName` added like `POST /api/v1/club` does. The club, the
 * role check and the player are one transaction: a failure leaves no new club behind.
 */
export async function createPlayer(
  db: Db,
  requester: Viewer,
  input: CreatePlayer,
  now: Date = new Date(),
): Promise<Player> {
  if (!canActFor(requester, input.userId)) throw forbidden();
  const age = ageReachedInYear(input.dateOfBirth, now.getUTCFullYear());
  const ageGroupId = await findAgeGroupIdForAge(db, age);
  if (!ageGroupId) throw fieldError('dateOfBirth', PLAYER_MESSAGES.dateOfBirthRange);

  return db.transaction(async (tx) => {
    const user = await lockUserRoles(tx, input.userId);
    if (!user) throw notFound(PLAYER_MESSAGES.userNotFound);
    if (!user.authorities.includes('ROLE_PLAYER')) {
      throw new AppError(403, PLAYER_MESSAGES.notAPlayer, [
        { field: 'userId', message: PLAYER_MESSAGES.notAPlayer },
      ]);
    }
    if (await findPlayerByUserId(tx, input.userId)) throw conflict(PLAYER_MESSAGES.playerExists, 'userId');

    const club = input.clubId
      ? await findClubById(tx, input.clubId)
      : (await addClub(tx, { name: input.clubName!, createdBy: requester.id })).club;
    if (!club) throw fieldError('clubId', PLAYER_MESSAGES.clubNotFound);

    const row = await insertPlayerIfAbsent(tx, {
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
    });
    if (!row) throw conflict(PLAYER_MESSAGES.playerExists, 'userId');
    return toPlayerJson(row);
  });
}

/** `GET /api/v1/player/user/{userId}`: the user themself or an admin; 404 'Player not found'. */
export async function getPlayerOfUser(db: Db, requester: Viewer, userId: string): Promise<Player> {
  if (!canActFor(requester, userId)) throw forbidden();
  const row = await findPlayerByUserId(db, userId);
  if (!row) throw notFound(ERROR_MESSAGES.playerNotFound);
  return toPlayerJson(row);
}
