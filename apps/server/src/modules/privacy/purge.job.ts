import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { smsOutboxDir } from '../../integrations/sms/sms-sender.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { type PurgeReport, purgeStaleRows } from './purge.repo.ts';

const BATCH = 5000;
const DAY = 24 * 60 * 60 * 1000;
const OUTBOX_DAYS = 30;
/** Texts carry only sign-in codes (valid minutes): kept a week, like the codes' own rows. */
const SMS_OUTBOX_DAYS = 7;

export type HousekeepingReport = PurgeReport & { outboxMails: number; outboxTexts: number };

/** Files of an outbox folder last written more than `days` ago. */
async function purgeFolder(dir: string, now: Date, days: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const oldest = now.getTime() - days * DAY;
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

/** Mails of the development outbox (DATA_DIR/outbox, when no SMTP_URL is set) older than 30 days. */
function purgeOutbox(ctx: ServiceContext, now: Date): Promise<number> {
  if (ctx.config.mail.kind !== 'outbox') return Promise.resolve(0);
  return purgeFolder(path.join(ctx.config.dataDir, 'outbox'), now, OUTBOX_DAYS);
}

/** Texts of the SMS outbox (DATA_DIR/sms-outbox, when no SMS_URL is set) older than 7 days. */
function purgeSmsOutbox(ctx: ServiceContext, now: Date): Promise<number> {
  if (ctx.config.sms.kind !== 'outbox') return Promise.resolve(0);
  return purgeFolder(smsOutboxDir(ctx.config), now, SMS_OUTBOX_DAYS);
}

/**
 * Housekeeping beside the retention job: rows that have served their purpose (spent tokens, old
 * codes and sign-in attempts, finished checkouts, providers' event ids, app events) and old outbox
 * mails and texts are deleted, so nothing is kept forever. Deleting is idempotent: several processes may run it.
 */
export async function runHousekeeping(
  ctx: ServiceContext,
  now = ctx.clock.now(),
): Promise<HousekeepingReport> {
  const rows = await purgeStaleRows(ctx.db, now, BATCH);
  return { ...rows, outboxMails: await purgeOutbox(ctx, now), outboxTexts: await purgeSmsOutbox(ctx, now) };
}
