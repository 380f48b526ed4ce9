import type { Consent, Household, HouseholdChild } from '@academy/contract';

/** A child of the household as `GET /api/v1/household` lists it. */
export function householdChild(overrides: Partial<HouseholdChild> = {}): HouseholdChild {
  return {
    playerId: 'p-1',
    userId: 'u-1',
    firstName: 'Maja',
    lastName: 'Berg',
    dateOfBirth: '2016-03-01',
    ageGroupId: 'U11',
    username: null,
    guardians: [{ userId: 'g-1', firstName: 'Eva', lastName: 'Berg', payer: true }],
    ...overrides,
  };
}

export function household(children: HouseholdChild[]): Household {
  return {
    id: 'h-1',
    guardians: [
      { userId: 'g-1', firstName: 'Eva', lastName: 'Berg', email: 'eva@example.test', payer: true },
    ],
    children,
  };
}

export function consent(overrides: Partial<Consent> = {}): Consent {
  return {
    id: 'c-1',
    playerId: 'p-1',
    scopes: ['PROFILE', 'TRAINING'],
    method: 'CHILD_ADDED',
    policyVersion: '2026-11',
    grantedBy: 'g-1',
    ip: null,
    userAgent: null,
    grantedAt: '2026-11-02T09:30:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}
