import { randomBytes } from 'node:crypto';
import type { Role, UserStatus } from '@academy/contract';
import { hashPassword } from '../lib/passwords.ts';
import { createTotpSecret, encryptSecret } from '../lib/totp.ts';
import { totpKeys, withTotpKey } from '../lib/totp-key.ts';
import { type IssuedTokens, issueTokens } from '../modules/auth/token.service.ts';
import { insertUser, type UserRow } from '../modules/users/users.repo.ts';
import type { TestApp } from './helpers.ts';

export interface TestUser {
  user: UserRow;
  password: string;
  tokens: IssuedTokens;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
  /** The TOTP secret (base32) when two-factor is on: `generateTotp(totpSecret)` signs in. */
  totpSecret: string | null;
}

let counter = 0;

/** A user stored directly (ACTIVE player by default) with a live token pair. */
export async function createTestUser(
  t: Pick<TestApp, 'database' | 'config' | 'clock'>,
  options: {
    email?: string;
    password?: string;
    authorities?: Role[];
    status?: UserStatus;
    language?: 'en' | 'sv' | 'fr' | 'pt';
    firstName?: string;
    lastName?: string;
    phone?: { countryCode: string; number: string };
    /** The phone number's code was confirmed (default true: a sign-in name). */
    phoneVerified?: boolean;
    /** Two-factor on; by default for admins, who work only with it (Trust, round 3). */
    twoFactor?: boolean;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const password = options.password ?? 'secret-pass-1';
  const email = options.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.test`;
  const authorities = options.authorities ?? ['ROLE_PLAYER'];
  const twoFactor =
    options.twoFactor ?? authorities.some((r) => r === 'ROLE_ADMIN' || r === 'ROLE_SUPER_ADMIN');
  const totpSecret = twoFactor ? createTotpSecret() : null;
  const user = await insertUser(t.database.db, {
    email,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? `User${counter}`,
    passwordHash: await hashPassword(password),
    status: options.status ?? 'ACTIVE',
    authorities,
    twoFaEnabled: twoFactor,
    totpSecret: totpSecret ? encryptSecret(totpSecret, totpKeys(withTotpKey(t.config)).current) : null,
    language: options.language ?? 'en',
    phoneCountryCode: options.phone?.countryCode ?? null,
    phoneNumber: options.phone?.number ?? null,
    phoneE164: options.phone ? `${options.phone.countryCode}${options.phone.number}` : null,
    // A factory number is a verified sign-in name unless the test says otherwise.
    phoneVerifiedAt: options.phone && options.phoneVerified !== false ? t.clock.now() : null,
  });
  const tokens = await issueTokens(
    t.database.db,
    { userId: user.id, clientId: t.config.oauthClient.id },
    t.clock.now(),
  );
  return {
    user,
    password,
    tokens,
    headers: { authorization: `Bearer ${tokens.access_token}` },
    totpSecret,
  };
}

/** The Basic header of the web client (token and sign-up calls). */
export function clientAuthHeader(t: Pick<TestApp, 'config'>): { authorization: string } {
  const { id, secret } = t.config.oauthClient;
  return { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` };
}
