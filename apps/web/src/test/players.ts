import type { Player } from '@academy/contract';
import { testUser } from './users';

/** The place the player-form tests choose ('Stockholm, Sweden') as the form sends it. */
export const STOCKHOLM_LOCATION = {
  longitude: 18.0649,
  latitude: 59.33258,
  city: 'Stockholm',
  country: 'Sweden',
  streetAddress: null,
};

/** The place the coach-form tests pick: its suggestion (GET /v1/location) and coordinates (…-detail). */
export const LISBON_SUGGESTION = {
  label: 'Lisbon, Portugal',
  city: 'Lisbon',
  country: 'Portugal',
  countryCode: 'PT',
  street: null,
  locationId: 'gn:2267057',
};
export const LISBON_DETAIL = { Latitude: 38.72, Longitude: -9.13 };

/**
 * The profile the player-form tests fill in and the profile tab starts from (a forward from Sweden):
 * what the form sends besides the club, the date of birth, the user and the guardian.
 */
export const TEST_PROFILE = {
  gender: 'FEMALE',
  heightUnit: 'cm',
  heightValue: 152,
  weightUnit: 'kg',
  weightValue: 41.5,
  currentLocation: STOCKHOLM_LOCATION,
  nationality: 'SE',
  playerPositions: ['CENTER_FORWARD'],
} satisfies Partial<Player>;

/** A date of birth `years` years and a day before today, in the browser's own calendar. */
export function bornYearsAgo(years: number): string {
  const now = new Date();
  const d = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The age group of a date of birth this year: U13 for a player born 12 years ago. */
export const ageGroupOf = (dateOfBirth: string) =>
  `U${new Date().getUTCFullYear() - Number(dateOfBirth.slice(0, 4)) + 1}`;

/** testUser's player, 17 years old, at Hammarby IF with TEST_PROFILE; `overrides` change fields. */
export function testPlayer(overrides: Partial<Player> = {}): Player {
  const dateOfBirth = overrides.dateOfBirth ?? bornYearsAgo(17);
  return {
    id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    userId: testUser().id,
    ageGroupId: ageGroupOf(dateOfBirth),
    clubId: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b',
    clubName: 'Hammarby IF',
    dateOfBirth,
    ...TEST_PROFILE,
    guardianApproval: 'NOT_NEEDED',
    ...overrides,
  };
}
