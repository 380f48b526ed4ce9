/**
 * A co-guardian invitation (`/household/join?token=`) opened by someone without an account or a
 * role yet: the token is kept here so it survives sign-up, verification and sign-in, and the
 * newcomer lands on the invitation (not on role selection) and becomes a guardian by accepting.
 * Session storage, like the coach's join link (team-invite.ts): start-up clears local storage.
 */
import { readSessionStorage, removeSessionStorage, writeSessionStorage } from '../storage';

const PENDING_HOUSEHOLD_INVITE_KEY = 'pending_household_invite';
export const HOUSEHOLD_JOIN_PATH = '/household/join';

export function rememberHouseholdInvite(token: string): void {
  writeSessionStorage(PENDING_HOUSEHOLD_INVITE_KEY, token);
}

export function pendingHouseholdInvite(): string | null {
  return readSessionStorage(PENDING_HOUSEHOLD_INVITE_KEY);
}

export function forgetHouseholdInvite(): void {
  removeSessionStorage(PENDING_HOUSEHOLD_INVITE_KEY);
}

/** Is there an invitation to come back to: kept, or the address being the invitation itself? */
export function hasHouseholdInvite(pathname: string): boolean {
  return pathname === HOUSEHOLD_JOIN_PATH || pendingHouseholdInvite() !== null;
}
