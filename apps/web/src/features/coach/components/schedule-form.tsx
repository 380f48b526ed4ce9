import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useScheduleTraining } from '../api/events';

const TITLE_MAX = 80;
const PLACE_MAX = 120;

/** An instant from a date and a time typed in the browser's own zone (the coach's). */
function instantOf(day: string, time: string): string {
  return new Date(`${day}T${time}`).toISOString();
}

function todayInBrowser(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Scheduling a training: title, day, start and end, place, and optionally every week until a day. */
export function ScheduleForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const schedule = useScheduleTraining();
  const id = useId();
  const [title, setTitle] = useState(() => t('coachWeek.form.defaultTitle'));
  const [day, setDay] = useState(todayInBrowser);
  const [start, setStart] = useState('18:00');
  const [end, setEnd] = useState('19:30');
  const [place, setPlace] = useState('');
  const [weekly, setWeekly] = useState(false);
  const [until, setUntil] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return setInvalid(t('coachWeek.form.titleRequired'));
    if (!day || !start || !end || end <= start) return setInvalid(t('coachWeek.form.timesInvalid'));
    if (weekly && (!until || until < day)) return setInvalid(t('coachWeek.form.untilInvalid'));
    setInvalid(null);
    schedule.mutate(
      {
        title: title.trim(),
        startsAt: instantOf(day, start),
        endsAt: instantOf(day, end),
        place: place.trim() || undefined,
        weeklyUntil: weekly ? until : undefined,
      },
      {
        onSuccess: (created) => {
          showToast({ type: 'success', message: t('coachWeek.form.scheduled', { n: created.length }) });
          onDone();
        },
      },
    );
  }

  const serverError =
    schedule.error &&
    (isApiError(schedule.error) && schedule.error.fieldErrors.length > 0
      ? schedule.error.fieldErrors.map((f) => f.message).join(' ')
      : t('coachWeek.form.failed'));
  const error = invalid ?? serverError;

  return (
    <form onSubmit={submit} noValidate className="card card-body mb-3" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="h6">
        {t('coachWeek.form.heading')}
      </h3>
      <div className="row g-2">
        <div className="col-12 col-md-6">
          <label htmlFor={`${id}-title`} className="form-label">
            {t('coachWeek.form.title')}
          </label>
          <input
            id={`${id}-title`}
            className="form-control"
            maxLength={TITLE_MAX}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor={`${id}-place`} className="form-label">
            {t('coachWeek.form.place')}
          </label>
          <input
            id={`${id}-place`}
            className="form-control"
            maxLength={PLACE_MAX}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
          />
        </div>
        <div className="col-12 col-sm-4">
          <label htmlFor={`${id}-day`} className="form-label">
            {t('coachWeek.form.day')}
          </label>
          <input
            id={`${id}-day`}
            type="date"
            className="form-control"
            value={day}
            onChange={(e) => setDay(e.target.value)}
          />
        </div>
        <div className="col-6 col-sm-4">
          <label htmlFor={`${id}-start`} className="form-label">
            {t('coachWeek.form.start')}
          </label>
          <input
            id={`${id}-start`}
            type="time"
            className="form-control"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div className="col-6 col-sm-4">
          <label htmlFor={`${id}-end`} className="form-label">
            {t('coachWeek.form.end')}
          </label>
          <input
            id={`${id}-end`}
            type="time"
            className="form-control"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <div className="col-12">
          <div className="form-check">
            <input
              id={`${id}-weekly`}
              type="checkbox"
              className="form-check-input"
              checked={weekly}
              onChange={(e) => setWeekly(e.target.checked)}
            />
            <label htmlFor={`${id}-weekly`} className="form-check-label">
              {t('coachWeek.form.weekly')}
            </label>
          </div>
        </div>
        {weekly && (
          <div className="col-12 col-sm-4">
            <label htmlFor={`${id}-until`} className="form-label">
              {t('coachWeek.form.until')}
            </label>
            <input
              id={`${id}-until`}
              type="date"
              className="form-control"
              min={day}
              value={until}
              onChange={(e) => setUntil(e.target.value)}
            />
          </div>
        )}
      </div>
      {error && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {error}
        </div>
      )}
      <div className="d-flex gap-2 mt-3">
        <BusyButton type="submit" busy={schedule.isPending}>
          {t('coachWeek.form.submit')}
        </BusyButton>
        <Button variant="outline-secondary" onClick={onDone} disabled={schedule.isPending}>
          {t('coachWeek.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
