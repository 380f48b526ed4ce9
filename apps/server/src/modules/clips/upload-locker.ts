import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Database } from '../../db/client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const RELEASE_CHANNEL = 'clip_upload_release';
const ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * tus upload locks in PostgreSQL, so an upload broken off on one server process can continue on
 * another: a session-level advisory lock on one pooled connection held for the request. A request
 * that finds the lock taken NOTIFYs the holder (any process) to let go: the old, half-open request
 * of a dropped connection ends, and the resumed one goes on.
 */
export class PostgresUploadLocker implements Locker {
  /** Release requests of the locks this process holds, by upload id. */
  readonly held = new Map<string, RequestRelease>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      RELEASE_CHANNEL,
      (id) => void this.held.get(id)?.(),
      () => {},
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  newLock(id: string): Lock {
    return new PostgresUploadLock(id, this);
  }

  connection<T>(fn: (exec: (text: string) => Promise<unknown[]>) => Promise<T>): Promise<T> {
    return this.database.withConnection(fn);
  }
}

class PostgresUploadLock implements Lock {
  private release: (() => void) | null = null;
  private finished: Promise<void> | null = null;

  constructor(
    private readonly id: string,
    private readonly locker: PostgresUploadLocker,
  ) {
    if (!UUID.test(id)) throw ERRORS.FILE_NOT_FOUND;
  }

  lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const key = `hashtextextended('clip-upload:${this.id}', 0)`;
    return new Promise<void>((acquired, failed) => {
      this.finished = this.locker
        .connection(async (exec) => {
          const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
          for (;;) {
            const [row] = (await exec(`select pg_try_advisory_lock(${key}) as ok`)) as { ok: boolean }[];
            if (row?.ok) break;
            await exec(`select pg_notify('${RELEASE_CHANNEL}', '${this.id}')`);
            if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
            await sleep(RETRY_MS);
          }
          this.locker.held.set(this.id, requestRelease);
          const released = new Promise<void>((resolve) => {
            this.release = resolve;
          });
          acquired();
          await released;
          if (this.locker.held.get(this.id) === requestRelease) this.locker.held.delete(this.id);
          await exec(`select pg_advisory_unlock(${key})`);
        })
        .catch((error: unknown) => failed(error));
    });
  }

  async unlock(): Promise<void> {
    this.release?.();
    await this.finished;
  }
}
