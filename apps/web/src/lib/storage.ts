// Storage can be missing or throw (private mode, some mobile web views); the app must keep working without it.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply does not survive a reload.
  }
}

export function removeStorage(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Same as above.
  }
}

export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Same as above.
  }
}

/**
 * The tab's session storage: for what a visitor brings before signing in (a referral, a coach's
 * join link), which start-up's clearing of local storage without a token must not drop.
 */
export function readSessionStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionStorage(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // The value lives for this page only.
  }
}

export function removeSessionStorage(...keys: string[]): void {
  try {
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // Same as above.
  }
}
