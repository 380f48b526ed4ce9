import type { User } from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { replaceCurrentUser } from '@/lib/load-user';
import { RETRY_IDEMPOTENT } from '@/lib/query-client';

/** Spec §7: the whole user object goes to PUT /v1/user/{id}/person; only the phone differs. */
export async function updatePhone(user: User, phoneNumber: User['phoneNumber']): Promise<User> {
  const updated = await apiPut<User>(
    `/v1/user/${encodeURIComponent(user.id)}/person`,
    { ...user, phoneNumber },
    {
      silent: true,
    },
  );
  replaceCurrentUser(updated);
  return updated;
}

export function useUpdatePhone() {
  return useMutation({
    // The whole person is sent: sending it twice changes nothing more.
    ...RETRY_IDEMPOTENT,
    mutationFn: ({ user, phoneNumber }: { user: User; phoneNumber: User['phoneNumber'] }) =>
      updatePhone(user, phoneNumber),
  });
}
