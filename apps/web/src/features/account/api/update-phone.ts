import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { setUser, type User } from '@/lib/user-store';

/** Spec §7: the whole user object goes to PUT /v1/user/{id}/person; only the phone differs. */
export async function updatePhone(user: User, phoneNumber: User['phoneNumber']): Promise<User> {
  const updated = await apiPut<User>(
    `/v1/user/${encodeURIComponent(user.id)}/person`,
    { ...user, phoneNumber },
    {
      silent: true,
    },
  );
  setUser(updated);
  return updated;
}

export function useUpdatePhone() {
  return useMutation({
    mutationFn: ({ user, phoneNumber }: { user: User; phoneNumber: User['phoneNumber'] }) =>
      updatePhone(user, phoneNumber),
  });
}
