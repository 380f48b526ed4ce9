/**
 * A short-lived in-process copy of per-user answers (which user a bearer token belongs to, the
 * user's own JSON), so the authenticated reads skip the database. It is only correct together with
 * its invalidation (plugins/auth.ts): the database announces every change to a user, their tokens,
 * player or manager row on the channel `academy_auth` (migration 0016), and every process forgets
 * that user's entries at once. While that channel is not listening, the cache is off.
 */
export class UserScopedCache<T> {
  private readonly entries = new Map<string, { value: T; userId: string; expires: number }>();
  private readonly keysByUser = new Map<string, Set<string>>();
  /** Bumped by every invalidation: an answer looked up before one must not be stored after it. */
  private generation = 0;
  enabled = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    /** The app's clock in milliseconds (a test clock moves token expiry here too). */
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** Call before reading from the database; pass the result to `set`. */
  ticket(): number {
    return this.generation;
  }

  get(key: string, now = this.nowMs()): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.delete(key, entry.userId);
      return undefined;
    }
    return entry.value;
  }

  /** Stores `value` unless the cache is off or something was invalidated since `ticket`. */
  set(key: string, userId: string, value: T, ticket: number, expiresAt = Number.POSITIVE_INFINITY): void {
    if (!this.enabled || ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest, this.entries.get(oldest)!.userId);
    }
    this.entries.set(key, { value, userId, expires: Math.min(this.nowMs() + this.ttlMs, expiresAt) });
    const keys = this.keysByUser.get(userId) ?? new Set<string>();
    keys.add(key);
    this.keysByUser.set(userId, keys);
  }

  forgetUser(userId: string): void {
    this.generation++;
    const keys = this.keysByUser.get(userId);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.keysByUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string, userId: string) {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }
}

const localListeners = new Set<(userId: string) => void>();

/** Caches of this process subscribe here (plugins/auth.ts); returns the unsubscribe. */
export function onLocalUserChange(listener: (userId: string) => void): () => void {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

/**
 * Told by code that just revoked a user's tokens: this process forgets that user at once, before
 * the database's notification arrives (other processes learn from the notification).
 */
export function announceUserChange(userId: string): void {
  for (const listener of localListeners) listener(userId);
}
