import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { calendarLinkQueryOptions, useRenewCalendarLink } from '../api/schedule';

/** The private calendar link to subscribe to in a phone's calendar, with Copy and a new link. */
export function CalendarLinkCard({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const link = useQuery({ ...calendarLinkQueryOptions(playerId), enabled: shown });
  const renew = useRenewCalendarLink(playerId);

  return (
    <section className="card mb-4" aria-labelledby={`${id}-h`}>
      <div className="card-body">
        <h2 id={`${id}-h`} className="h5">
          {t('schedule.calendar.heading')}
        </h2>
        <p>{t('schedule.calendar.intro')}</p>
        {!shown ? (
          <Button variant="outline-primary" size="sm" onClick={() => setShown(true)}>
            {t('schedule.calendar.show')}
          </Button>
        ) : link.isError ? (
          <div className="alert alert-danger" role="alert">
            {t('schedule.calendar.failed')}
          </div>
        ) : !link.data ? (
          <p>{t('schedule.calendar.loading')}</p>
        ) : (
          <>
            <label htmlFor={`${id}-url`} className="form-label">
              {t('schedule.calendar.linkLabel')}
            </label>
            <div className="input-group mb-2">
              <input id={`${id}-url`} className="form-control" readOnly value={link.data.url} />
              <Button
                variant="outline-secondary"
                onClick={() =>
                  void navigator.clipboard?.writeText(link.data.url).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {t('schedule.calendar.copy')}
              </Button>
            </div>
            <p className="small" aria-live="polite">
              {copied ? t('schedule.calendar.copied') : t('schedule.calendar.private')}
            </p>
            <BusyButton
              variant="outline-danger"
              size="sm"
              busy={renew.isPending}
              onClick={() => renew.mutate()}
            >
              {t('schedule.calendar.renew')}
            </BusyButton>
          </>
        )}
      </div>
    </section>
  );
}
