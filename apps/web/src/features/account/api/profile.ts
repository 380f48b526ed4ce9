import type {
  Language,
  ManagerMe,
  Player,
  UpdateManagerInput,
  UpdatePlayerInput,
  User,
} from '@academy/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { replaceCurrentUser } from '@/lib/load-user';
import { SUBSCRIPTIONS_KEY } from '@/lib/queries/active-subscription';
import { managerMeQuery } from '@/lib/queries/manager';
import { playerQuery } from '@/lib/queries/player';
import { RETRY_IDEMPOTENT } from '@/lib/query-client';

export interface PersonInput {
  firstName: string;
  lastName: string;
  language: Language;
  /** '' leaves the stored zone as it is. */
  timeZone: string;
}

/**
 * PUT /v1/user/{id}/person with the name and language (the phone is left as it is, so no password
 * is asked). Silent: the form puts the server's messages under its fields.
 */
export async function updatePerson(user: User, person: PersonInput): Promise<User> {
  const updated = await apiPut<User>(
    `/v1/user/${encodeURIComponent(user.id)}/person`,
    { id: user.id, ...person, timeZone: person.timeZone || undefined },
    { silent: true },
  );
  replaceCurrentUser(updated);
  return updated;
}

export function useUpdatePerson() {
  return useMutation({
    mutationFn: ({ user, person }: { user: User; person: PersonInput }) => updatePerson(user, person),
    ...RETRY_IDEMPOTENT,
  });
}

/** PUT /v1/player/{id}: the corrected profile (the age group and the approval follow on the server). */
export function updatePlayer(playerId: string, fields: UpdatePlayerInput): Promise<Player> {
  return apiPut<Player>(`/v1/player/${encodeURIComponent(playerId)}`, fields, { silent: true });
}

/**
 * Saves the profile; every reader of the player datum sees the answer at once. The subscriptions are
 * read again: a new location can move the price region, and the age group decides the next program.
 */
export function useUpdatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ player, fields }: { player: Player; fields: UpdatePlayerInput }) =>
      updatePlayer(player.id, fields),
    onSuccess: async (updated) => {
      const query = playerQuery(updated.userId);
      queryClient.setQueryData(query.queryKey, updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
      ]);
    },
  });
}

/** PUT /v1/manager/me: the coach's corrected company, gender and place (silent: the form shows errors). */
export function updateManager(fields: UpdateManagerInput): Promise<ManagerMe> {
  return apiPut<ManagerMe>('/v1/manager/me', fields, { silent: true });
}

/** Saves the coach's fields; /coach and the Profile tab read the answer from the one manager datum. */
export function useUpdateManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateManager,
    onSuccess: (updated) => queryClient.setQueryData(managerMeQuery().queryKey, updated),
    ...RETRY_IDEMPOTENT,
  });
}
