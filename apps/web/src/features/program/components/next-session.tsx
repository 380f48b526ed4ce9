import type { TrainingProgress } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Phase } from '../api/program';
import { sessionsQueryOptions } from '../api/training';
import { sessionPath } from './phase-cards';

/**
 * The first session of the ACTIVE phase not done yet, with its phase and address; null while it
 * loads or when the phase has none left.
 */
export function useNextSession(phases: readonly Phase[], progress: TrainingProgress | undefined) {
  const { i18n } = useTranslation();
  const active = phases.find((phase) => phase.playerPhase?.status === 'ACTIVE');
  const query = useQuery({ ...sessionsQueryOptions(active?.id ?? '', i18n.language), enabled: !!active });
  const done = new Set(progress?.completedSessionIds ?? []);
  const next = progress ? query.data?.find((session) => !done.has(session.id)) : undefined;
  if (!active || !next) return null;
  return { phase: active, session: next, path: sessionPath(active.id, next.id) };
}

/** The next session one tap away (nothing while it loads). */
export function NextSession({ phases, progress }: { phases: readonly Phase[]; progress: TrainingProgress }) {
  const { t } = useTranslation();
  const found = useNextSession(phases, progress);
  if (!found) return null;
  const { phase: active, session: next, path } = found;
  return (
    <section aria-labelledby="program-next-heading" className="card border-primary mb-4">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="flex-grow-1 min-w-0">
          <h2 id="program-next-heading" className="h6 text-body-secondary mb-1">
            {t('program.next.heading')}
          </h2>
          <p className="h5 mb-0 text-break">{next.title}</p>
          <p className="small mb-0">
            {active.title} · {t('program.sessions.minutes', { count: next.durationMinutes })}
          </p>
        </div>
        <Link to={path} className="btn btn-primary">
          {t('program.next.open')}
        </Link>
      </div>
    </section>
  );
}
