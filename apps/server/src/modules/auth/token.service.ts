import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { announceUserChange } from '../../lib/auth-cache.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  findLiveAccessToken,
  insertTokenPair,
  revokeTokenFamily,
  revokeUserTokens,
  type TokenRow,
} from './token.repo.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A sign-in lasts at most this long, however often its refresh token is exchanged. */
export const SIGN_IN_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
export const TOKEN_SCOPE = 'read write';

export interface IssuedTokens {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: string;
  /** Not sent to clients. */
  row: TokenRow;
}

/** Tokens are opaque random strings; only their SHA-256 is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Issues a new access/refresh pair; a refresh passes the family of the pair it replaces and the
 * family's end, so the refresh token never outlives the sign-in's absolute lifetime.
 */
export async function issueTokens(
  db: Db,
  input: { userId: string; clientId: string; familyId?: string; familyExpiresAt?: Date; scope?: string },
  at: Date,
): Promise<IssuedTokens> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const now = at.getTime();
  const familyExpiresAt = input.familyExpiresAt ?? new Date(now + SIGN_IN_MAX_AGE_SECONDS * 1000);
  const row = await insertTokenPair(db, {
    userId: input.userId,
    clientId: input.clientId,
    familyId: input.familyId ?? randomUUID(),
    accessHash: hashToken(accessToken),
    refreshHash: hashToken(refreshToken),
    scope: input.scope ?? TOKEN_SCOPE,
    accessExpiresAt: new Date(now + ACCESS_TOKEN_TTL_SECONDS * 1000),
    refreshExpiresAt: new Date(Math.min(now + REFRESH_TOKEN_TTL_SECONDS * 1000, familyExpiresAt.getTime())),
    familyExpiresAt,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    scope: row.scope,
    row,
  };
}

/** The user behind a live access token, or null (unknown, expired, rotated, revoked or disabled). */
export async function authenticateAccessToken(
  db: Db,
  accessToken: string,
  now: Date,
): Promise<Viewer | null> {
  if (!accessToken || accessToken.length > 200) return null;
  const found = await findLiveAccessToken(db, hashToken(accessToken), now);
  if (!found || found.user.status === 'DISABLED') return null;
  return {
    id: found.user.id,
    email: found.user.email,
    authorities: found.user.authorities as Role[],
    status: found.user.status,
    language: found.user.language,
    timeZone: found.user.timeZone,
    tokenId: found.token.id,
    familyId: found.token.familyId,
    clientId: found.token.clientId,
    accessExpiresAt: found.token.accessExpiresAt,
    twoFactor: found.user.twoFaEnabled,
    householdManaged: found.user.householdManaged,
  };
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  for (const userId of await revokeTokenFamily(db, familyId, now)) announceUserChange(userId);
}

export async function revokeAllUserTokens(
  db: Db,
  userId: string,
  now: Date,
  exceptFamilyId?: string,
): Promise<void> {
  await revokeUserTokens(db, userId, now, exceptFamilyId);
  announceUserChange(userId);
}
