import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServiceContext } from '../../lib/service-context.ts';
import { type PurgeReport, purgeStaleRows } from './purge.repo.ts';

const BATCH = 5000;
const OUTBOX_DAYS = 30;

export type HousekeepingReport = PurgeReport & { outboxMails: number };

/** Mails of the development outbox (DATA_DIR/outbox, when no SMTP_URL is set) older than 30 days. */
async function purgeOutbox(ctx: ServiceContext, now: Date): Promise<number> {
  if (ctx.config.mail.kind !== 'outbox') return 0;
  const dir = path.join(ctx.config.dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const oldest = now.getTime() - OUTBOX_DAYS * 24 * 60 * 60 * 1000;
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= oldest) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

/**
 * Housekeeping beside the retention job: rows that have served their purpose (spent tokens, old
 * codes and sign-in attempts, finished checkouts, providers' event ids, app events) and old outbox
 * mails are deleted, so nothing is kept forever. Deleting is idempotent: several processes may run it.
 */
export async function runHousekeeping(
  ctx: ServiceContext,
  now = ctx.clock.now(),
): Promise<HousekeepingReport> {
  const rows = await purgeStaleRows(ctx.db, now, BATCH);
  return { ...rows, outboxMails: await purgeOutbox(ctx, now) };
}
