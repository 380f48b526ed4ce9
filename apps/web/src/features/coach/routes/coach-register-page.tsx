import type { CoachEvent, EventAnswer, EventAttendance } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { PageIntro } from '@/components/ui/page-intro';
import { QueryState } from '@/components/ui/query-state';
import { formatTimeRange } from '@/lib/format';
import { coachEventsQueryOptions, registerRange, useCancelTraining, useMarkAttendance } from '../api/events';
import '../coach.css';

const MARKS: readonly EventAttendance[] = ['PRESENT', 'EXCUSED', 'ABSENT'];

/** One player's row of the register: three large radio buttons, one tap each. */
function RegisterRow({ eventId, answer, open }: { eventId: string; answer: EventAnswer; open: boolean }) {
  const { t } = useTranslation();
  const mark = useMarkAttendance(eventId);
  const name = `${answer.firstName} ${answer.lastName}`.trim();
  const groupName = `mark-${answer.playerId}`;
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <div>
          <span className="fw-semibold">{name}</span>
          {answer.rsvp === 'NOT_ATTENDING' && (
            <span className="d-block small text-body-secondary">
              {t('coachWeek.register.declined')}
              {answer.reason ? `: ${answer.reason}` : ''}
            </span>
          )}
        </div>
        {open && (
          <fieldset className="btn-group register-marks" disabled={mark.isPending}>
            <legend className="visually-hidden">{t('coachWeek.register.markOf', { name })}</legend>
            {MARKS.map((value) => (
              <Fragment key={value}>
                <input
                  type="radio"
                  className="btn-check"
                  name={groupName}
                  id={`${groupName}-${value}`}
                  checked={answer.attendance === value}
                  onChange={() => mark.mutate({ playerId: answer.playerId, attendance: value })}
                />
                <label
                  className={`btn btn-outline-${value === 'PRESENT' ? 'success' : value === 'EXCUSED' ? 'secondary' : 'danger'}`}
                  htmlFor={`${groupName}-${value}`}
                >
                  {t(`coachWeek.register.${value}`)}
                </label>
              </Fragment>
            ))}
          </fieldset>
        )}
      </div>
    </li>
  );
}

/** /coach/events/:eventId: a training's answers and, once it has started, its register. */
export default function CoachRegisterPage() {
  const { t, i18n } = useTranslation();
  const { eventId = '' } = useParams();
  const [now] = useState(() => new Date());
  const range = useMemo(() => registerRange(now), [now]);
  const events = useQuery(coachEventsQueryOptions(range.from, range.to));
  const cancel = useCancelTraining();
  const [confirming, setConfirming] = useState(false);
  const event = events.data?.find((e) => e.id === eventId);

  /** The training's answers, register and cancel button. */
  function registerBody(event: CoachEvent) {
    return (
      <>
        <p>
          {formatTimeRange(event.startsAt, event.endsAt, i18n.language)}
          {event.place && ` · ${event.place}`}
        </p>
        <p>{t('coachWeek.counts', { attending: event.attending, notAttending: event.notAttending })}</p>
        {!event.started && <Alert variant="info">{t('coachWeek.register.notYet')}</Alert>}
        {event.answers.length === 0 ? (
          <p>{t('coachWeek.register.noPlayers')}</p>
        ) : (
          <ul className="list-group mb-4" aria-label={t('coachWeek.register.listLabel')}>
            {event.answers.map((answer) => (
              <RegisterRow key={answer.playerId} eventId={event.id} answer={answer} open={event.started} />
            ))}
          </ul>
        )}
        {!event.started &&
          (confirming ? (
            <div className="alert alert-warning" role="alert">
              <p>{t('coachWeek.register.cancelConfirm')}</p>
              <div className="d-flex gap-2">
                <BusyButton variant="danger" busy={cancel.isPending} onClick={() => cancel.mutate(event.id)}>
                  {t('coachWeek.register.cancelYes')}
                </BusyButton>
                <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
                  {t('coachWeek.register.cancelNo')}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="outline-danger" onClick={() => setConfirming(true)}>
              {t('coachWeek.register.cancelTraining')}
            </Button>
          ))}
      </>
    );
  }

  return (
    <div className="container py-4">
      <p>
        <Link to="/coach">{t('coachWeek.register.back')}</Link>
      </p>
      <PageIntro
        title={event?.title ?? t('coachWeek.register.title')}
        purpose={t('coachWeek.register.purpose')}
      />
      <QueryState query={events} loading={t('coachWeek.loading')} failed={t('coachWeek.loadFailed')}>
        {() =>
          // The training as the week's list has it: gone (or just cancelled) says so.
          !event || cancel.isSuccess ? (
            <Alert variant="info">{t('coachWeek.register.notFound')}</Alert>
          ) : (
            registerBody(event)
          )
        }
      </QueryState>
    </div>
  );
}
