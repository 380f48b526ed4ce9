/**
 * The device's offline store (IndexedDB, database `academy-offline`): `saved` holds what "Save for
 * offline" kept (API answers by user and query key, and the signed-in user), `queue` the sessions
 * completed offline. Neither is local storage, so the spec's start-up clearing (lib/logout.ts)
 * leaves both alone (docs/spec-changes.md). Without IndexedDB every call fails and callers go on
 * without the offline copy.
 */
const DB_NAME = 'academy-offline';
const VERSION = 1;
export type StoreName = 'saved' | 'queue';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('saved')) db.createObjectStore('saved');
      if (!db.objectStoreNames.contains('queue')) db.createObjectStore('queue', { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function run<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  action: (s: IDBObjectStore) => IDBRequest,
): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, mode);
        const request = action(tx.objectStore(store));
        tx.oncomplete = () => resolve(request.result as T);
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      }),
  );
}

export function idbGet<T>(store: StoreName, key: IDBValidKey): Promise<T | undefined> {
  return run<T | undefined>(store, 'readonly', (s) => s.get(key));
}

export function idbPut(store: StoreName, value: unknown, key?: IDBValidKey): Promise<void> {
  return run<unknown>(store, 'readwrite', (s) => s.put(value, key)).then(() => undefined);
}

export function idbDelete(store: StoreName, key: IDBValidKey): Promise<void> {
  return run<unknown>(store, 'readwrite', (s) => s.delete(key)).then(() => undefined);
}

export function idbAll<T>(store: StoreName): Promise<T[]> {
  return run<T[]>(store, 'readonly', (s) => s.getAll());
}

/** Closes and forgets the connection (tests start each case on a fresh database). */
export function resetIdbConnection(): void {
  void opening?.then((db) => db.close()).catch(() => {});
  opening = null;
}
