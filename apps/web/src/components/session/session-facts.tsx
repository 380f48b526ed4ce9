import type { TrainingSession } from '@academy/contract';
import { useTranslation } from 'react-i18next';

/** What the session needs beyond its equipment: the space, a partner (and what to do alone), headers. */
export function SessionFacts({ session }: { session: TrainingSession }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="session-needs-heading" className="mb-4">
      <h2 id="session-needs-heading" className="h5">
        {t('safety.session.needs')}
      </h2>
      <ul className="ps-3 mb-2">
        <li>{t(`safety.space.${session.space}`)}</li>
        <li>{session.needsPartner ? t('safety.session.partner') : t('safety.session.alone')}</li>
        {session.headers > 0 && <li>{t('safety.session.headers', { count: session.headers })}</li>}
      </ul>
      {session.soloAlternative && (
        <p className="small border-start border-3 ps-2">
          <strong>{t('safety.session.soloHeading')}</strong> {session.soloAlternative}
        </p>
      )}
    </section>
  );
}

/** A heading session done recently: the FA's rhythm asks the next one to wait (program and session pages). */
export function HeadingRest({ until }: { until: string | null }) {
  const { t, i18n } = useTranslation();
  if (!until) return null;
  const date = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(until));
  return (
    <div className="alert alert-warning" role="note">
      {t('safety.headingRest', { date })}
    </div>
  );
}
