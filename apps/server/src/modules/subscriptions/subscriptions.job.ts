import { PAST_DUE_GRACE_DAYS } from '@academy/contract';
import type { FastifyInstance } from 'fastify';
import { isSandbox } from '../../integrations/payments/index.ts';
import { asLanguage, translate } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { findEndedWithOpenCheckout } from './checkout/checkout.repo.ts';
import { closeOpenCheckouts } from './checkout/open-checkouts.ts';
import { applyDueFeeChanges } from './fee-changes.service.ts';
import { priceView } from './prices.service.ts';
import { formatMoney } from './mail/format.ts';
import { handlePaymentEvent } from './provider/provider-sync.ts';
import { buildTrialEndingMail } from './mail/reminder-mail.ts';
import { endExpiredSubscriptions, findSubscriptionView, markUnpaidAfterGrace } from './subscriptions.repo.ts';
import { claimReminder, findTrialsEndingSoon, releaseReminder } from './reminders.repo.ts';
import { pruneProcessedEvents } from './provider/webhook.repo.ts';

const DAY = 24 * 60 * 60 * 1000;
export const REMINDER_DAYS_BEFORE = 3;
export const TRIAL_ENDING_REMINDER = 'TRIAL_ENDING';
/** How long handled event ids are kept (Stripe retries for up to three days). */
const PROCESSED_EVENT_DAYS = 30;

export interface JobReport {
  providerEvents: number;
  ended: number;
  reminders: number;
  /** PAST_DUE subscriptions whose grace period ended: training pauses. */
  unpaid: number;
}

/**
 * The periodic job (also called by tests with a chosen `now`): fee changes due at the next renewal
 * go to the provider, the sandbox provider's renewals
 * and period ends, subscriptions past availableTill become ENDED, PAST_DUE ones past their grace
 * period UNPAID, and the free-month reminder
 * goes out once, three days before the free month ends.
 */
export async function runSubscriptionJob(ctx: ServiceContext, now = ctx.clock.now()): Promise<JobReport> {
  let providerEvents = 0;
  // A fee change given notice of reaches the provider before the renewal that charges it.
  await applyDueFeeChanges(ctx, now);
  if (isSandbox(ctx.payments)) {
    for (const event of await ctx.payments.advance(now)) {
      await handlePaymentEvent(ctx, event, now);
      providerEvents += 1;
    }
  }
  const ended = await endExpiredSubscriptions(ctx.db, now);
  // An ended subscription takes no payment: its open checkouts expire at the provider.
  for (const subscriptionId of await findEndedWithOpenCheckout(ctx.db, now)) {
    await closeOpenCheckouts(ctx, subscriptionId).catch((error) =>
      ctx.log.error({ err: error, subscription: subscriptionId }, 'open checkout could not be expired'),
    );
  }
  const unpaid = await markUnpaidAfterGrace(ctx.db, new Date(now.getTime() - PAST_DUE_GRACE_DAYS * DAY), now);
  const reminders = await sendTrialReminders(ctx, now);
  await pruneProcessedEvents(ctx.db, new Date(now.getTime() - PROCESSED_EVENT_DAYS * DAY));
  return { providerEvents, ended, reminders, unpaid };
}

async function sendTrialReminders(ctx: ServiceContext, now: Date): Promise<number> {
  const due = await findTrialsEndingSoon(
    ctx.db,
    now,
    new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY),
    TRIAL_ENDING_REMINDER,
  );
  let sent = 0;
  for (const row of due) {
    if (!row.paymentModel || !row.trialEndsAt) continue;
    const view = await findSubscriptionView(ctx.db, row.id);
    const fee = view && (await priceView(view)).regionFees.find((f) => f.type === row.paymentModel);
    if (!view || !fee) continue;
    const program = view.program;
    if (!(await claimReminder(ctx.db, row.id, TRIAL_ENDING_REMINDER, now))) continue;
    const language = asLanguage(row.language);
    try {
      await ctx.mailer.send(
        buildTrialEndingMail({
          to: row.email,
          name: row.firstName,
          language,
          programTitle: translate(program.titles, language),
          chargeDate: row.trialEndsAt,
          paymentModel: row.paymentModel,
          amountLabel: formatMoney(fee.amount, fee.currency, language),
          accountUrl: `${ctx.config.publicUrl}/account`,
        }),
      );
      sent += 1;
    } catch (error) {
      // Give the claim back so the next run tries again.
      await releaseReminder(ctx.db, row.id, TRIAL_ENDING_REMINDER);
      ctx.log.error({ err: error, subscription: row.id }, 'free-month reminder could not be sent');
    }
  }
  return sent;
}

/**
 * Runs the job every SUBSCRIPTION_JOB_INTERVAL_SECONDS in this process (0: never); a slow run is
 * never overlapped by the next, and closing the app waits for the run in progress.
 */
export function scheduleSubscriptionJob(app: FastifyInstance, ctx: ServiceContext): void {
  const seconds = ctx.config.billing.jobIntervalSeconds;
  if (seconds <= 0) return;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runSubscriptionJob(ctx)
      .then((report) => {
        // One line per run at debug level (the cluster test counts each process's runs), info when it did something.
        if (report.ended || report.reminders || report.providerEvents || report.unpaid) {
          ctx.log.info({ report }, 'subscription job');
        } else ctx.log.debug({ report }, 'subscription job');
      })
      .catch((error) => ctx.log.error({ err: error }, 'subscription job failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, Math.min(seconds, 10) * 1000);
  const timer = setInterval(tick, seconds * 1000);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
