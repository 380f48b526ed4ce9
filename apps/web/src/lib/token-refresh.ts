import { getAuthState, getRefreshToken, subscribeAuthState } from './auth-store';

/** How long before the access token expires the pair is renewed. */
export const REFRESH_AHEAD_MS = 60_000;
/** Never sooner than this, so a clock far off or a token about to expire cannot cause a loop. */
const MIN_DELAY_MS = 5_000;
/** setTimeout's largest delay (about 24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Renews the token pair a minute before the access token expires, so someone who keeps the app open
 * for longer than a token lives is not met by 'Access denied. Please login again.' on their next
 * click. A failed renewal changes nothing here: the next call's 401 signs out as spec §8 says.
 * Answers a function that stops it.
 */
export function keepTokenFresh(refresh: () => Promise<unknown>, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor = 0;
  const schedule = () => {
    const { token, tokenExpiry } = getAuthState();
    if (!token || !tokenExpiry || !getRefreshToken()) {
      clearTimeout(timer);
      scheduledFor = 0;
      return;
    }
    if (tokenExpiry === scheduledFor) return;
    clearTimeout(timer);
    scheduledFor = tokenExpiry;
    const delay = Math.min(Math.max(tokenExpiry - now() - REFRESH_AHEAD_MS, MIN_DELAY_MS), MAX_DELAY_MS);
    timer = setTimeout(() => void refresh(), delay);
  };
  const unsubscribe = subscribeAuthState(schedule);
  schedule();
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
