import type { PlayerEvent } from '@academy/contract';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { formatTimeRange } from '@/lib/format';
import { useAnswerTraining } from '../api/schedule';

const REASON_MAX = 200;

/** One coming training: when and where, the answer (attending by default), declining with a reason. */
export function TrainingRow({ playerId, event }: { playerId: string; event: PlayerEvent }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswerTraining(playerId);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  const start = new Date(event.startsAt);
  const started = start.getTime() <= Date.now();
  const coming = event.rsvp === 'ATTENDING';

  function decline(e: FormEvent) {
    e.preventDefault();
    answer.mutate(
      { eventId: event.id, rsvp: 'NOT_ATTENDING', reason: reason.trim() || undefined },
      { onSuccess: () => setDeclining(false) },
    );
  }

  return (
    <li className="list-group-item">
      <h3 className="h6 mb-1">{event.title}</h3>
      <p className="mb-1 small">
        {formatTimeRange(event.startsAt, event.endsAt, i18n.language)}
        {event.place && ` · ${event.place}`}
      </p>
      <p className="mb-2 small">
        <span className={`badge ${coming ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {coming ? t('schedule.coming') : t('schedule.notComing')}
        </span>
        {!coming && event.reason && <span className="ms-2">{event.reason}</span>}
      </p>
      {answer.isError && (
        <div className="alert alert-danger py-2" role="alert">
          {t('schedule.answerFailed')}
        </div>
      )}
      {!started &&
        (declining ? (
          <form onSubmit={decline} className="d-flex flex-wrap gap-2 align-items-end">
            <div className="flex-grow-1">
              <label htmlFor={`${id}-reason`} className="form-label small mb-1">
                {t('schedule.reasonLabel')}
              </label>
              <input
                id={`${id}-reason`}
                className="form-control form-control-sm"
                maxLength={REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            <BusyButton type="submit" size="sm" variant="danger" busy={answer.isPending}>
              {t('schedule.confirmDecline')}
            </BusyButton>
            <Button size="sm" variant="outline-secondary" onClick={() => setDeclining(false)}>
              {t('schedule.keep')}
            </Button>
          </form>
        ) : coming ? (
          <Button size="sm" variant="outline-danger" onClick={() => setDeclining(true)}>
            {t('schedule.decline')}
            <span className="visually-hidden">: {event.title}</span>
          </Button>
        ) : (
          <BusyButton
            size="sm"
            variant="outline-success"
            busy={answer.isPending}
            onClick={() => answer.mutate({ eventId: event.id, rsvp: 'ATTENDING' })}
          >
            {t('schedule.comeAfterAll')}
            <span className="visually-hidden">: {event.title}</span>
          </BusyButton>
        ))}
    </li>
  );
}
