import { apiGet } from '@/lib/api-client';
import { setUser, type User } from '@/lib/user-store';

/** Re-reads the signed-in user (after a change the server made to it) and puts it in the user store. */
export async function refetchCurrentUser(): Promise<User> {
  const user = await apiGet<User>('/v1/user');
  setUser(user);
  return user;
}
