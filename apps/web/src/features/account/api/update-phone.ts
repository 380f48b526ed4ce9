import type { User } from '@academy/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { replaceCurrentUser } from '@/lib/load-user';

/**
 * Spec §7: the whole user object goes to PUT /v1/user/{id}/person; only the phone differs. A new
 * number needs the current password (re-authentication).
 */
export async function updatePhone(
  user: User,
  phoneNumber: User['phoneNumber'],
  password: string,
): Promise<User> {
  const updated = await apiPut<User>(
    `/v1/user/${encodeURIComponent(user.id)}/person`,
    { ...user, phoneNumber, password },
    {
      silent: true,
    },
  );
  replaceCurrentUser(updated);
  return updated;
}

export function useUpdatePhone() {
  return useMutation({
    mutationFn: ({
      user,
      phoneNumber,
      password,
    }: {
      user: User;
      phoneNumber: User['phoneNumber'];
      password: string;
    }) => updatePhone(user, phoneNumber, password),
  });
}
