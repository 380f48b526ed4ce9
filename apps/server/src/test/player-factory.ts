import { players } from '../db/schema/index.ts';
import type { TestApp } from './helpers.ts';

/** A player row for a user, stored directly (the onboarding call is another area's). */
export async function createTestPlayer(
  t: Pick<TestApp, 'database'>,
  userId: string,
  options: {
    ageGroupId?: string;
    /** Where the profile says the player lives: its country decides the price region. Stockholm by default. */
    location?: { city: string; country: string; latitude: number; longitude: number };
  } = {},
): Promise<{ id: string; userId: string; ageGroupId: string }> {
  const [row] = await t.database.db
    .insert(players)
    .values({
      userId,
      ageGroupId: options.ageGroupId ?? 'U12',
      dateOfBirth: '2014-05-01',
      gender: 'MALE',
      heightValue: 150,
      weightValue: 40,
      nationality: 'SE',
      positions: ['GOAL_KEEPER'],
      locationCity: options.location?.city ?? 'Stockholm',
      locationCountry: options.location?.country ?? 'Sweden',
      locationLatitude: options.location?.latitude ?? 59.33,
      locationLongitude: options.location?.longitude ?? 18.06,
    })
    .returning({ id: players.id, userId: players.userId, ageGroupId: players.ageGroupId });
  return row!;
}

/** Lagos: a player in the AFRICA price region. */
export const LAGOS = { city: 'Lagos', country: 'Nigeria', latitude: 6.45, longitude: 3.39 };
