import { type HouseholdChild, HOUSEHOLD_MESSAGES, isTrivialPin } from '@academy/contract';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { revokeAllUserTokens } from '../auth/token.service.ts';
import { findHouseholdChild, setChildLogin } from './households.repo.ts';
import { getHousehold, householdOf } from './households.service.ts';

/**
 * `PUT /api/v1/household/children/{playerId}/login { username, pin }`: a guardian gives the child a
 * login, or a new PIN (a lost device, a forgotten PIN): the child's sessions end with the old PIN.
 * The PIN is hashed like a password; the trivial ones are refused. Guesses at sign-in are counted
 * before they are checked, as passwords are (auth.service.ts).
 */
export async function setLogin(
  ctx: ServiceContext,
  viewer: Viewer,
  playerId: string,
  input: { username: string; pin: string },
): Promise<HouseholdChild> {
  const householdId = await householdOf(ctx.db, viewer);
  if (isTrivialPin(input.pin)) throw fieldError('pin', HOUSEHOLD_MESSAGES.pinTooSimple);
  const child = await findHouseholdChild(ctx.db, householdId, playerId);
  if (!child) throw notFound(HOUSEHOLD_MESSAGES.childNotFound);
  if (!child.householdManaged) throw forbidden(HOUSEHOLD_MESSAGES.guardiansUntil18);
  const passwordHash = await hashPassword(input.pin);
  const set = await setChildLogin(ctx.db, child.userId, { username: input.username, passwordHash });
  if (!set) throw conflict(HOUSEHOLD_MESSAGES.usernameTaken, 'username');
  await revokeAllUserTokens(ctx.db, child.userId, ctx.clock.now());
  ctx.log.info({ playerId, by: viewer.id }, 'child login set');
  return (await getHousehold(ctx.db, viewer)).children.find((c) => c.playerId === playerId)!;
}
