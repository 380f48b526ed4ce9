/**
 * The start-up without a network (lib/start-up.ts, docs/spec-changes.md): the user who saved
 * sessions for offline is signed in from the device, nothing is cleared and no token is refreshed;
 * when the network is back, `whenOnline` runs the start-up check again. False when nobody saved.
 */
import { setUser } from '../user-store';
import { savedUser } from './saved';

export async function startOffline(whenOnline: () => void): Promise<boolean> {
  const user = await savedUser();
  if (!user) return false;
  setUser(user);
  window.addEventListener('online', whenOnline, { once: true });
  return true;
}
