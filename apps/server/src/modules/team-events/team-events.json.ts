import type { CoachEvent, PlayerEvent } from '@academy/contract';
import type { AnswerRow, TeamEventRow } from './team-events.repo.ts';

/** A training as the family sees it: attending unless declined, the mark once the coach took it. */
export function toPlayerEvent(event: TeamEventRow, answer: AnswerRow | null): PlayerEvent {
  return {
    id: event.id,
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    place: event.place,
    rsvp: answer?.rsvp ?? 'ATTENDING',
    reason: answer?.rsvp === 'NOT_ATTENDING' ? answer.reason : null,
    attendance: answer?.attendance ?? null,
  };
}

/** A training as its coach sees it: every player of the team with their answer and mark. */
export function toCoachEvent(
  event: TeamEventRow,
  team: { playerId: string; firstName: string; lastName: string }[],
  answers: AnswerRow[],
  now: Date,
): CoachEvent {
  const byPlayer = new Map(answers.filter((a) => a.eventId === event.id).map((a) => [a.playerId, a]));
  const list = team.map((p) => {
    const { rsvp, reason, attendance } = toPlayerEvent(event, byPlayer.get(p.playerId) ?? null);
    return { ...p, rsvp, reason, attendance };
  });
  const notAttending = list.filter((a) => a.rsvp === 'NOT_ATTENDING').length;
  return {
    id: event.id,
    seriesId: event.seriesId,
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    place: event.place,
    started: event.startsAt.getTime() <= now.getTime(),
    attending: list.length - notAttending,
    notAttending,
    answers: list,
  };
}
