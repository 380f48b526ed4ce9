/**
 * A coach's join link (`/join/{teamCode}`) opened before signing in: the code is kept here so it
 * survives sign-in, sign-up and onboarding, and the player is offered the join afterwards.
 */
import { readStorage, removeStorage, writeStorage } from './storage';

const PENDING_TEAM_CODE_KEY = 'pending_team_code';
export const JOIN_PATH = '/join';

export function joinPath(teamCode: string): string {
  return `${JOIN_PATH}/${encodeURIComponent(teamCode)}`;
}

export function rememberTeamInvite(teamCode: string): void {
  writeStorage(PENDING_TEAM_CODE_KEY, teamCode);
}

export function pendingTeamInvite(): string | null {
  return readStorage(PENDING_TEAM_CODE_KEY);
}

export function forgetTeamInvite(): void {
  removeStorage(PENDING_TEAM_CODE_KEY);
}
