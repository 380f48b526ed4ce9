import { type Language, LANGUAGES } from '@academy/contract';
import { isSandbox } from '../../integrations/payments/index.ts';
import { pruneProcessedEvents } from '../billing/billing.repo.ts';
import { handlePaymentEvent } from '../billing/billing.sync.ts';
import { findProgramById } from '../programs/programs.repo.ts';
import { buildTrialEndingMail } from './reminder-mail.ts';
import {
  claimReminder,
  endExpiredSubscriptions,
  findFee,
  findTrialsEndingSoon,
  releaseReminder,
} from './subscriptions.repo.ts';
import { type BillingDeps, translate } from './subscriptions.service.ts';

const DAY = 24 * 60 * 60 * 1000;
export const REMINDER_DAYS_BEFORE = 3;
export const TRIAL_ENDING_REMINDER = 'TRIAL_ENDING';
/** How long handled event ids are kept (Stripe retries for up to three days). */
const PROCESSED_EVENT_DAYS = 30;

export interface JobReport {
  providerEvents: number;
  ended: number;
  reminders: number;
}

/**
 * The periodic job (also called by tests with a chosen `now`): the sandbox provider's renewals
 * and period ends, subscriptions past availableTill become ENDED, and the free-month reminder
 * goes out once, three days before the free month ends.
 */
export async function runSubscriptionJob(deps: BillingDeps, now = new Date()): Promise<JobReport> {
  let providerEvents = 0;
  if (isSandbox(deps.provider)) {
    for (const event of await deps.provider.advance(now)) {
      await handlePaymentEvent(deps, event, now);
      providerEvents += 1;
    }
  }
  const ended = await endExpiredSubscriptions(deps.db, now);
  const reminders = await sendTrialReminders(deps, now);
  await pruneProcessedEvents(deps.db, new Date(now.getTime() - PROCESSED_EVENT_DAYS * DAY));
  return { providerEvents, ended, reminders };
}

async function sendTrialReminders(deps: BillingDeps, now: Date): Promise<number> {
  const due = await findTrialsEndingSoon(
    deps.db,
    now,
    new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY),
    TRIAL_ENDING_REMINDER,
  );
  let sent = 0;
  for (const row of due) {
    if (!row.paymentModel || !row.trialEndsAt) continue;
    const [fee, program] = await Promise.all([
      findFee(deps.db, row.trainingProgramId, row.paymentModel),
      findProgramById(deps.db, row.trainingProgramId),
    ]);
    if (!fee || !program) continue;
    if (!(await claimReminder(deps.db, row.id, TRIAL_ENDING_REMINDER, now))) continue;
    const language = (
      (LANGUAGES as readonly string[]).includes(row.language) ? row.language : 'en'
    ) as Language;
    try {
      await deps.mailer.send(
        buildTrialEndingMail({
          to: row.email,
          name: row.firstName,
          language,
          programTitle: translate(program.titles, language),
          chargeDate: row.trialEndsAt,
          paymentModel: row.paymentModel,
          amount: fee.amount,
          currency: fee.currency,
          accountUrl: `${deps.config.publicUrl}/account`,
        }),
      );
      sent += 1;
    } catch (error) {
      // Give the claim back so the next run tries again.
      await releaseReminder(deps.db, row.id, TRIAL_ENDING_REMINDER);
      deps.log.error({ err: error, subscription: row.id }, 'free-month reminder could not be sent');
    }
  }
  return sent;
}
