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
