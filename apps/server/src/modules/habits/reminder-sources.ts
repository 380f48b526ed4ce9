import { asLanguage, translate } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { findAssignmentsDueTomorrow } from '../assignments/due.service.ts';
import { findChangedTrainings } from '../team-events/changed.repo.ts';
import { formatWhen } from '../team-events/team-events.mail.ts';
import type { ReminderKind } from './reminder-texts.ts';

const HOUR = 60 * 60 * 1000;

/** A reminder one user could get now; `refKey` makes it once (a week, an assignment, an event change). */
export interface ReminderCandidate {
  userId: string;
  kind: ReminderKind;
  refKey: string;
  /** Filled into the text (the recipient's first name is added as `name`). */
  values: Record<string, string>;
  /** Where the notification opens (a path of the web app). */
  path: string;
}

/** Where candidates of one kind come from. Other modules add theirs with `addReminderSource`. */
export interface ReminderSource {
  kind: ReminderKind;
  find(ctx: ServiceContext, now: Date): Promise<ReminderCandidate[]>;
}

/** "For tomorrow: …": a coach's assignment not done yet and due tomorrow in the player's zone. */
export const assignmentDueTomorrow: ReminderSource = {
  kind: 'ASSIGNMENT_DUE',
  async find(ctx, now) {
    return (await findAssignmentsDueTomorrow(ctx.db, now)).map((due) => ({
      userId: due.userId,
      kind: 'ASSIGNMENT_DUE',
      refKey: `assignment:${due.assignmentId}:${due.playerId}`,
      values: { title: translate(due.titles, asLanguage(due.language)) },
      path: '/program',
    }));
  },
};

/**
 * "Training changed": a team training moved in the last 48 hours that starts within 48 hours, for
 * every player of the team who has not declined it (once per change).
 */
export const trainingChanged: ReminderSource = {
  kind: 'TRAINING_CHANGED',
  async find(ctx, now) {
    const rows = await findChangedTrainings(
      ctx.db,
      new Date(now.getTime() - 48 * HOUR),
      now,
      new Date(now.getTime() + 48 * HOUR),
    );
    return rows.map((row) => ({
      userId: row.userId,
      kind: 'TRAINING_CHANGED',
      refKey: `event:${row.eventId}:${row.playerId}:${row.updatedAt.toISOString()}`,
      values: {
        title: row.title,
        when: formatWhen(row.startsAt, row.endsAt, asLanguage(row.language), row.timeZone ?? 'UTC'),
      },
      path: '/schedule',
    }));
  },
};
