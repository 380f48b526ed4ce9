import type { User } from '@academy/contract';

/** A signed-up, verified player (Ada Lovelace, no phone, no two-factor); `overrides` change fields. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '7d0f2f4e-1b7a-4c59-9a53-0c1f0f6a2b11',
    username: 'ada@example.com',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneNumber: null,
    phoneVerified: false,
    status: 'ACTIVE',
    verificationId: null,
    authorities: ['ROLE_PLAYER'],
    twoFAEnabledStatus: false,
    player: true,
    manager: false,
    language: 'en',
    timeZone: 'Europe/Stockholm',
    ...overrides,
  };
}
