import { dayIn } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import type { Translations } from '../../db/schema/index.ts';
import { statusesOf } from './assignments.service.ts';
import { findAssignmentsDueBetween } from './due.repo.ts';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export interface AssignmentDueTomorrow {
  assignmentId: string;
  playerId: string;
  userId: string;
  /** The player's language (the reminder's). */
  language: string;
  titles: Translations;
}

/**
 * Open assignments (not done) due tomorrow in each player's own time zone: what the "for tomorrow"
 * reminder is about (docs/habits.md).
 */
export async function findAssignmentsDueTomorrow(db: Db, now: Date): Promise<AssignmentDueTomorrow[]> {
  // Every zone's "tomorrow" lies within a day of UTC's.
  const rows = await findAssignmentsDueBetween(
    db,
    isoDay(new Date(now.getTime() - DAY)),
    isoDay(new Date(now.getTime() + 2 * DAY)),
  );
  const statuses = await statusesOf(
    db,
    rows,
    rows.map((r) => ({ assignmentId: r.id, playerId: r.playerId, timeZone: r.timeZone })),
    now,
  );
  return rows
    .filter((r) => {
      const tomorrow = isoDay(new Date(Date.parse(dayIn(now, r.timeZone ?? 'UTC')) + DAY));
      return r.dueDate === tomorrow && statuses.get(`${r.id}:${r.playerId}`) === 'OPEN';
    })
    .map((r) => ({
      assignmentId: r.id,
      playerId: r.playerId,
      userId: r.userId,
      language: r.language,
      titles: (r.sessionTitles ?? r.challengeTitles) as Translations,
    }));
}
