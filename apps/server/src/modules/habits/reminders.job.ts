import { dayIn, type Language } from '@academy/contract';
import type { FastifyInstance } from 'fastify';
import { asLanguage } from '../../lib/language.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { fillTemplate } from '../../lib/text.ts';
import { runDigest } from './digest.ts';
import { habitFigures } from './goals.service.ts';
import { settingsOf } from './notifications.service.ts';
import { pushToUser } from './push.service.ts';
import { isQuiet, localTime } from './quiet-hours.ts';
import { REMINDER_FOOTER, REMINDER_TEXTS } from './reminder-texts.ts';
import {
  assignmentDueTomorrow,
  type ReminderCandidate,
  type ReminderSource,
  trainingChanged,
} from './reminder-sources.ts';
import { claimReminder, findRecentlyTrainedPlayers, findRecipient } from './reminders.repo.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * "Your week's goal is within reach": the player trained this week, is one or two sessions from the
 * goal, and the week has enough days left for them.
 */
const goalWithinReach: ReminderSource = {
  kind: 'GOAL_WITHIN_REACH',
  async find(ctx, now) {
    const found: ReminderCandidate[] = [];
    for (const { playerId, userId } of await findRecentlyTrainedPlayers(
      ctx.db,
      new Date(now.getTime() - 8 * DAY),
    )) {
      const { week } = await habitFigures(ctx.db, playerId, now);
      const recipient = await findRecipient(ctx.db, userId);
      const today = dayIn(now, recipient?.timeZone ?? 'UTC');
      const daysLeft = 7 - Math.round((Date.parse(today) - Date.parse(week.weekStart)) / DAY);
      const left = week.goal - week.done;
      if (week.status !== 'ON_TRACK' || week.done < 1 || left > 2 || left > daysLeft) continue;
      found.push({
        userId,
        kind: 'GOAL_WITHIN_REACH',
        refKey: week.weekStart,
        values: { done: String(week.done), goal: String(week.goal) },
        path: '/program',
      });
    }
    return found;
  },
};

const SOURCES: ReminderSource[] = [goalWithinReach, assignmentDueTomorrow, trainingChanged];

/** The hook for more kinds (an assignment due tomorrow, a training changed within 48 hours). */
export function addReminderSource(source: ReminderSource): void {
  if (!SOURCES.some((s) => s.kind === source.kind)) SOURCES.push(source);
}

export interface ReminderReport {
  sent: number;
  deferred: number;
  digests: number;
}

function reminderMail(language: Language, to: string, title: string, body: string, url: string) {
  const footer = fillTemplate(REMINDER_FOOTER[language], { url });
  return { to, subject: title, language, paragraphs: [body, footer] };
}

/** Sends one candidate when the user wants it, outside quiet hours, once, at most one a day. */
async function deliver(
  ctx: ServiceContext,
  candidate: ReminderCandidate,
  now: Date,
): Promise<'sent' | 'deferred' | 'none'> {
  const recipient = await findRecipient(ctx.db, candidate.userId);
  if (!recipient) return 'none';
  const { settings } = await settingsOf(ctx.db, candidate.userId, now);
  const byMail = settings.email.reminders && recipient.email !== '';
  if (!byMail && !settings.push.enabled) return 'none';
  const zone = recipient.timeZone ?? 'UTC';
  if (isQuiet(localTime(now, zone), settings.quietHours)) return 'deferred';
  const claimed = await claimReminder(ctx.db, {
    userId: candidate.userId,
    kind: candidate.kind,
    refKey: candidate.refKey,
    localDay: dayIn(now, zone),
    now,
  });
  if (!claimed) return 'none';
  const language = asLanguage(recipient.language);
  const texts = REMINDER_TEXTS[language][candidate.kind];
  const values = { ...candidate.values, name: recipient.firstName };
  const title = fillTemplate(texts.title, values);
  const body = fillTemplate(texts.body, values);
  const url = `${ctx.config.publicUrl}${candidate.path}`;
  if (settings.push.enabled) await pushToUser(ctx, candidate.userId, { title, body, url });
  if (byMail) {
    try {
      await ctx.mailer.send(
        reminderMail(language, recipient.email, title, body, `${ctx.config.publicUrl}/account`),
      );
    } catch (error) {
      ctx.log.error({ err: error, userId: candidate.userId }, 'reminder could not be mailed');
    }
  }
  return 'sent';
}

/** One run: every source's reminders, then the guardians' weekly digests. */
export async function runReminderJob(ctx: ServiceContext, now = ctx.clock.now()): Promise<ReminderReport> {
  const report: ReminderReport = { sent: 0, deferred: 0, digests: 0 };
  for (const source of SOURCES) {
    for (const candidate of await source.find(ctx, now)) {
      const outcome = await deliver(ctx, candidate, now);
      if (outcome === 'sent') report.sent++;
      if (outcome === 'deferred') report.deferred++;
    }
  }
  report.digests = await runDigest(ctx, now);
  return report;
}

export function scheduleReminderJob(app: FastifyInstance, ctx: ServiceContext): void {
  schedulePeriodicJob(app, {
    name: 'reminder job',
    seconds: ctx.config.habits.jobIntervalSeconds,
    firstDelaySeconds: 30,
    run: () => runReminderJob(ctx),
    worthLogging: (report) => report.sent + report.digests > 0,
  });
}
