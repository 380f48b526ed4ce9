/**
 * A coach's join link (`/join/{teamCode}`) opened before signing in: the code is kept here so it
 * survives sign-in, sign-up and onboarding, and the player is offered the join afterwards. Session
 * storage: start-up clears local storage when there is no token (spec §4), which would drop it.
 */
import { readSessionStorage, removeSessionStorage, writeSessionStorage } from '../storage';

const PENDING_TEAM_CODE_KEY = 'pending_team_code';
export const JOIN_PATH = '/join';

export function joinPath(teamCode: string): string {
  return `${JOIN_PATH}/${encodeURIComponent(teamCode)}`;
}

export function rememberTeamInvite(teamCode: string): void {
  writeSessionStorage(PENDING_TEAM_CODE_KEY, teamCode);
}

export function pendingTeamInvite(): string | null {
  return readSessionStorage(PENDING_TEAM_CODE_KEY);
}

export function forgetTeamInvite(): void {
  removeSessionStorage(PENDING_TEAM_CODE_KEY);
}
