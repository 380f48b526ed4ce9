import type { FastifyInstance } from 'fastify';
import { asLanguage } from '../../lib/language.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { deleteAccount } from './deletion.service.ts';
import { mailDate, privacyMail } from './privacy.mail.ts';
import { runHousekeeping } from './purge.job.ts';
import {
  claimInactivityWarnings,
  findStaleUnverified,
  findWarnedInactive,
  unclaimInactivityWarning,
} from './retention.repo.ts';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 100;

/** Calendar arithmetic in UTC: `months` months before or after `date`. */
function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

export interface RetentionReport {
  unverifiedDeleted: number;
  warned: number;
  inactiveDeleted: number;
}

/**
 * The privacy policy's retention (README, "Children and privacy"): NON_VERIFIED accounts older than
 * 7 days are deleted; an account without a sign-in for a year is warned by mail; three months after
 * the warning, still without a sign-in, it is deleted like a deletion the user asked for. Each step is
 * claimed in the database, so several server processes do each once.
 */
export async function runRetentionJob(ctx: ServiceContext, now = ctx.clock.now()): Promise<RetentionReport> {
  const report: RetentionReport = { unverifiedDeleted: 0, warned: 0, inactiveDeleted: 0 };

  for (const id of await findStaleUnverified(ctx.db, new Date(now.getTime() - 7 * DAY), BATCH)) {
    if (await deleteAccount(ctx, id, { reason: 'never-verified', now, mail: false }))
      report.unverifiedDeleted++;
  }

  for (const user of await claimInactivityWarnings(ctx.db, addMonths(now, -12), now, BATCH)) {
    const language = asLanguage(user.language);
    try {
      await ctx.mailer.send(
        privacyMail('INACTIVITY_WARNING', language, user.email, {
          name: user.firstName,
          deadline: mailDate(addMonths(now, 3), language),
          url: `${ctx.config.publicUrl}/auth/login`,
        }),
      );
      report.warned++;
    } catch (error) {
      await unclaimInactivityWarning(ctx.db, user.id);
      ctx.log.error({ err: error, userId: user.id }, 'inactivity warning could not be mailed');
    }
  }

  for (const id of await findWarnedInactive(ctx.db, addMonths(now, -3), BATCH)) {
    try {
      if (await deleteAccount(ctx, id, { reason: 'inactive', now })) report.inactiveDeleted++;
    } catch (error) {
      ctx.log.error({ err: error, userId: id }, 'inactive account could not be deleted');
    }
  }
  return report;
}

/** The retention and housekeeping jobs beside the subscription job, with its period (SUBSCRIPTION_JOB_INTERVAL_SECONDS). */
export function scheduleRetentionJob(app: FastifyInstance, ctx: ServiceContext): void {
  schedulePeriodicJob(app, {
    name: 'retention job',
    seconds: ctx.config.billing.jobIntervalSeconds,
    firstDelaySeconds: 15,
    run: () => runRetentionJob(ctx),
    worthLogging: (report) => report.unverifiedDeleted + report.warned + report.inactiveDeleted > 0,
  });
  schedulePeriodicJob(app, {
    name: 'housekeeping job',
    seconds: ctx.config.billing.jobIntervalSeconds,
    firstDelaySeconds: 45,
    run: () => runHousekeeping(ctx),
    worthLogging: (report) => Object.values(report).some((count) => count > 0),
  });
}
