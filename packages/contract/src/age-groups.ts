import { ageReachedInYear } from './players.ts';

/**
 * Age groups U7..U19 and SENIOR (README "Onboarding"): a player belongs to the group of the age
 * reached in the current calendar year (UTC on the server). The server seeds these rows; the web
 * app names the group a new date of birth moves a player to before it is saved.
 */
export const AGE_GROUPS: readonly {
  id: string;
  name: string;
  minAge: number;
  maxAge: number;
  sortOrder: number;
}[] = [
  { id: 'U7', name: 'Under 7', minAge: 0, maxAge: 6, sortOrder: 7 },
  ...Array.from({ length: 12 }, (_, i) => {
    const n = i + 8;
    return { id: `U${n}`, name: `Under ${n}`, minAge: n - 1, maxAge: n - 1, sortOrder: n };
  }),
  { id: 'SENIOR', name: 'Senior', minAge: 19, maxAge: 200, sortOrder: 100 },
];

/** The age group of a player born on `dateOfBirth` (YYYY-MM-DD) in `year`, or null outside every group. */
export function ageGroupIdOf(dateOfBirth: string, year: number): string | null {
  const age = ageReachedInYear(dateOfBirth, year);
  const group = AGE_GROUPS.find((g) => g.minAge <= age && age <= g.maxAge);
  return group?.id ?? null;
}
