import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToken, storeToken } from './auth-store';
import { keepTokenFresh, REFRESH_AHEAD_MS } from './token-refresh';

const pair = (suffix: string, expiresIn = 3600) => ({
  access_token: `access-${suffix}`,
  refresh_token: `refresh-${suffix}`,
  expires_in: expiresIn,
});

describe('keeping the token fresh', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    resetToken();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    resetToken();
  });

  it('renews the pair a minute before the access token expires, and again after each renewal', async () => {
    const refresh = vi.fn(async () => storeToken(pair(`r${refresh.mock.calls.length}`)));
    storeToken(pair('first'));
    stop = keepTokenFresh(refresh);
    await vi.advanceTimersByTimeAsync(3600 * 1000 - REFRESH_AHEAD_MS - 1000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3600 * 1000 - REFRESH_AHEAD_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a token, and stops when the user signs out', async () => {
    const refresh = vi.fn(async () => {});
    stop = keepTokenFresh(refresh);
    await vi.advanceTimersByTimeAsync(2 * 3600 * 1000);
    expect(refresh).not.toHaveBeenCalled();
    storeToken(pair('later'));
    resetToken();
    await vi.advanceTimersByTimeAsync(2 * 3600 * 1000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('waits a few seconds at least when the token is already about to expire', async () => {
    const refresh = vi.fn(async () => {});
    storeToken(pair('short', 10));
    stop = keepTokenFresh(refresh);
    await vi.advanceTimersByTimeAsync(4000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
