import type { PhaseProgress, TrainingProgress, TrainingSession } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionsQueryOptions } from '../api/training';
import { sessionPath } from './phase-cards';

function TrophyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v2H8v-2h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3zm0 4H6v1a2 2 0 0 0 1 1.7V7zm10 0v2.7A2 2 0 0 0 18 8V7h-1z" />
    </svg>
  );
}

/** The first session of `sessions` not done yet, after `currentId` when it is among them. */
function firstOpen(sessions: readonly TrainingSession[], done: ReadonlySet<string>, currentId?: string) {
  const ordered = [...sessions].sort((a, b) => a.order - b.order);
  const from = currentId ? ordered.findIndex((session) => session.id === currentId) : -1;
  return [...ordered.slice(from + 1), ...ordered.slice(0, from + 1)].find((session) => !done.has(session.id));
}

interface AfterSessionProps {
  phase: PhaseProgress;
  progress: TrainingProgress;
  /** The phase's sessions (already loaded by the session page). */
  sessions: readonly TrainingSession[];
  currentId: string;
}

/**
 * What comes after Done: the phase's next open session one tap away; or, when the phase is
 * complete, a short, calm celebration with the next phase's first session (or the program's end).
 */
export function AfterSession({ phase, progress, sessions, currentId }: AfterSessionProps) {
  const { t, i18n } = useTranslation();
  const done = new Set(progress.completedSessionIds);
  const phaseComplete = phase.status === 'COMPLETE';
  const nextPhase = phaseComplete ? progress.phases.find((p) => p.status === 'ACTIVE') : undefined;
  const nextPhaseSessions = useQuery({
    ...sessionsQueryOptions(nextPhase?.trainingProgramBlockId ?? '', i18n.language),
    enabled: !!nextPhase,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The moment is announced once, as it happens.
  useEffect(() => {
    if (phaseComplete) headingRef.current?.focus();
  }, [phaseComplete]);

  if (!phaseComplete) {
    const next = firstOpen(sessions, done, currentId);
    if (!next || !done.has(currentId)) return null;
    return (
      <div className="border-top mt-3 pt-3 d-flex flex-wrap align-items-center gap-2">
        <div className="flex-grow-1">
          <p className="small text-body-secondary mb-0">{t('program.next.heading')}</p>
          <p className="fw-semibold mb-0 text-break">{next.title}</p>
        </div>
        <Link className="btn btn-primary" to={sessionPath(phase.trainingProgramBlockId, next.id)}>
          {t('firstWeek.training.nextSession')}
        </Link>
      </div>
    );
  }

  const nextSession =
    nextPhase && nextPhaseSessions.data ? firstOpen(nextPhaseSessions.data, done) : undefined;
  return (
    <section className="phase-celebration mt-3" aria-labelledby="phase-celebration-heading">
      <div className="phase-celebration-icon text-warning">
        <TrophyIcon />
      </div>
      <div className="flex-grow-1">
        <h3 id="phase-celebration-heading" ref={headingRef} tabIndex={-1} className="h5 mb-1">
          {progress.programComplete
            ? t('firstWeek.training.programDoneTitle')
            : t('firstWeek.training.phaseDoneTitle', { phase: phase.title })}
        </h3>
        <p className="mb-2">
          {t('firstWeek.training.phaseDoneText', {
            count: phase.sessionsTotal,
            minutes: phase.minutesTrained,
          })}
          {nextPhase && ` ${t('firstWeek.training.nextPhaseOpen', { phase: nextPhase.title })}`}
        </p>
        {nextPhase && nextSession ? (
          <Link
            className="btn btn-primary"
            to={sessionPath(nextPhase.trainingProgramBlockId, nextSession.id)}
          >
            {t('firstWeek.training.startNextPhase')}
          </Link>
        ) : (
          <Link className="btn btn-outline-primary" to="/program">
            {progress.programComplete ? t('program.session.backToProgram') : t('program.session.toNextPhase')}
          </Link>
        )}
      </div>
    </section>
  );
}
