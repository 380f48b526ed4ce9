import type { CoachEvent } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { formatTimeRange } from '@/lib/format';
import { coachEventsQueryOptions, weekRange } from '../api/events';
import { ScheduleForm } from './schedule-form';

function sameDay(a: Date, b: Date) {
  return a.toDateString() === b.toDateString();
}

/** One training: when, where, how many come, who cannot and why, and the register once it started. */
function TrainingItem({ event, today }: { event: CoachEvent; today: boolean }) {
  const { t, i18n } = useTranslation();
  const declined = event.answers.filter((a) => a.rsvp === 'NOT_ATTENDING');
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <h4 className="h6 mb-1">
            {event.title}
            {today && <span className="badge text-bg-primary ms-2">{t('coachWeek.today')}</span>}
          </h4>
          <p className="mb-1 small">
            {formatTimeRange(event.startsAt, event.endsAt, i18n.language)}
            {event.place && ` · ${event.place}`}
          </p>
          <p className="mb-1 small">
            {t('coachWeek.counts', { attending: event.attending, notAttending: event.notAttending })}
          </p>
          {declined.length > 0 && (
            <ul className="small mb-1 ps-3">
              {declined.map((a) => (
                <li key={a.playerId}>
                  {a.firstName} {a.lastName}
                  {a.reason ? `: ${a.reason}` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="align-self-center">
          <Link
            className={`btn btn-sm ${event.started ? 'btn-primary' : 'btn-outline-secondary'}`}
            to={`/coach/events/${event.id}`}
          >
            {event.started ? t('coachWeek.takeRegister') : t('coachWeek.open')}
            <span className="visually-hidden">: {event.title}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}

/** The coach's week: today's and this week's trainings with answers, and scheduling a new one. */
export function WeekTrainings() {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const range = useMemo(() => weekRange(now), [now]);
  const events = useQuery(coachEventsQueryOptions(range.from, range.to));
  const [scheduling, setScheduling] = useState(false);

  return (
    <section aria-labelledby="coach-week-heading" className="mb-4">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id="coach-week-heading" className="h5 mb-0">
          {t('coachWeek.heading')}
        </h2>
        {!scheduling && (
          <Button variant="primary" size="sm" onClick={() => setScheduling(true)}>
            {t('coachWeek.schedule')}
          </Button>
        )}
      </div>
      {scheduling && <ScheduleForm onDone={() => setScheduling(false)} />}
      <QueryState query={events} loading={t('coachWeek.loading')} failed={t('coachWeek.loadFailed')}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-body-secondary">{t('coachWeek.empty')}</p>
          ) : (
            <ul className="list-group mb-3" aria-label={t('coachWeek.listLabel')}>
              {list.map((event) => (
                <TrainingItem key={event.id} event={event} today={sameDay(new Date(event.startsAt), now)} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
