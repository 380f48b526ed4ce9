import type { CreateManagerInput, CreatePlayerInput, Manager, Player, RoleName } from '@academy/contract';
import { apiPost, apiPut } from '@/lib/api-client';
import type { User } from '@academy/contract';

/** PUT /v1/user: the role without its ROLE_ prefix (spec §6). */
export function setRole(userId: string, role: RoleName): Promise<User> {
  return apiPut<User>('/v1/user', { id: userId, role });
}

export function createPlayer(payload: CreatePlayerInput): Promise<Player> {
  return apiPost<Player>('/v1/player', payload);
}

export function createManager(payload: CreateManagerInput): Promise<Manager> {
  return apiPost<Manager>('/v1/manager', payload);
}
