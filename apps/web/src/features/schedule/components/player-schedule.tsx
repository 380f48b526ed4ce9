import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { QueryState } from '@/components/ui/query-state';
import { formatPercent } from '@/lib/format';
import { attendanceQueryOptions, playerEventsQueryOptions } from '../api/schedule';
import { CalendarLinkCard } from './calendar-link';
import { TrainingRow } from './training-row';

/** A player's coming trainings, their season attendance and (for the player and guardians) the calendar link. */
export function PlayerSchedule({ playerId, calendar }: { playerId: string; calendar: boolean }) {
  const { t, i18n } = useTranslation();
  const events = useQuery(playerEventsQueryOptions(playerId));
  const attendance = useQuery(attendanceQueryOptions(playerId));

  const list = (
    <QueryState query={events} loading={t('schedule.loading')} failed={t('schedule.loadFailed')}>
      {(coming) =>
        coming.length === 0 ? (
          <p className="text-body-secondary">{t('schedule.empty')}</p>
        ) : (
          <ul className="list-group mb-4" aria-label={t('schedule.listLabel')}>
            {coming.map((event) => (
              <TrainingRow key={event.id} playerId={playerId} event={event} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );

  return (
    <>
      <section aria-labelledby="schedule-rate-heading" className="card mb-4">
        <div className="card-body">
          <h2 id="schedule-rate-heading" className="h5">
            {t('schedule.rate.heading')}
          </h2>
          {attendance.isPending ? (
            <LoadingSpinner label={t('schedule.loading')} />
          ) : attendance.isError ? (
            <p className="text-danger mb-0">{t('schedule.loadFailed')}</p>
          ) : attendance.data.events === 0 ? (
            <p className="mb-0">{t('schedule.rate.none')}</p>
          ) : (
            <>
              <p className="display-6 mb-1" data-testid="attendance-rate">
                {formatPercent(attendance.data.rate, i18n.language)}
              </p>
              <p className="mb-0">
                {t('schedule.rate.detail', {
                  present: attendance.data.present,
                  excused: attendance.data.excused,
                  absent: attendance.data.absent,
                })}
              </p>
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="schedule-list-heading">
        <h2 id="schedule-list-heading" className="h5 mb-3">
          {t('schedule.upcoming')}
        </h2>
        {list}
      </section>
      {calendar && <CalendarLinkCard playerId={playerId} />}
    </>
  );
}
