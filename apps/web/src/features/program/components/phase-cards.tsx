import type { Challenge, PhaseStatus, TrainingProgress, TrainingSession } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { challengePath } from '@/lib/queries/challenges';
import type { Phase } from '../api/program';
import { sessionsQueryOptions } from '../api/training';
import { PhaseStatusIcon } from './phase-status-icon';
import { SaveOffline } from './save-offline';

const MARK_CLASS: Record<PhaseStatus, string> = {
  COMPLETE: 'text-bg-success',
  ACTIVE: 'text-bg-primary',
  INACTIVE: 'bg-secondary-subtle text-body',
};

export function sessionPath(blockId: string, sessionId: string): string {
  return `/program/phase/${encodeURIComponent(blockId)}/session/${encodeURIComponent(sessionId)}`;
}

function PhaseSessions({ phase, done }: { phase: Phase; done: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(sessionsQueryOptions(phase.id, i18n.language));
  return (
    <QueryState
      query={query}
      loading={t('program.sessions.loading')}
      spinnerClassName="py-3"
      failed={t('program.sessions.loadFailed')}
    >
      {(sessions) => <SessionList phase={phase} done={done} sessions={sessions} />}
    </QueryState>
  );
}

function SessionList({
  phase,
  done,
  sessions,
}: {
  phase: Phase;
  done: ReadonlySet<string>;
  sessions: TrainingSession[];
}) {
  const { t } = useTranslation();
  if (sessions.length === 0) return <p className="mb-0">{t('program.sessions.empty')}</p>;
  return (
    <ol className="list-group list-group-numbered">
      {sessions.map((session) => {
        const isDone = done.has(session.id);
        return (
          <li key={session.id} className="list-group-item d-flex align-items-start gap-2">
            <div className="flex-grow-1 min-w-0">
              <Link to={sessionPath(phase.id, session.id)} className="fw-semibold text-break">
                {session.title}
              </Link>
              <div className="small text-body-secondary">
                {t('program.sessions.minutes', { count: session.durationMinutes })}
              </div>
            </div>
            {isDone && (
              <span className="badge text-bg-success d-inline-flex align-items-center gap-1">
                <PhaseStatusIcon status="COMPLETE" size={12} />
                {t('program.sessions.done')}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function PhaseCard({
  phase,
  progress,
  challenge,
}: {
  phase: Phase;
  progress: TrainingProgress | undefined;
  challenge: Challenge | undefined;
}) {
  const { t } = useTranslation();
  const status = phase.playerPhase?.status ?? 'INACTIVE';
  const [open, setOpen] = useState(status === 'ACTIVE');
  const figures = progress?.phases.find((p) => p.trainingProgramBlockId === phase.id);
  const done = new Set(progress?.completedSessionIds ?? []);
  return (
    <li className="mb-3">
      <details
        className="phase-card card"
        data-status={status}
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="card-body d-flex align-items-center gap-3">
          <span className={`phase-status-mark ${MARK_CLASS[status]}`}>
            <PhaseStatusIcon status={status} size={16} />
          </span>
          <span className="flex-grow-1 min-w-0">
            <span className="d-block small text-body-secondary">
              {t('program.phaseNumber', { number: phase.order })} · {t(`program.phaseStatus.${status}`)}
            </span>
            <span className="d-block h6 mb-0 text-break">{phase.title}</span>
            {figures && (
              <span className="d-block small">
                {t('program.progress.sessionsValue', {
                  done: figures.sessionsDone,
                  total: figures.sessionsTotal,
                })}
              </span>
            )}
          </span>
        </summary>
        {open && (
          <div className="card-body pt-0">
            {status === 'INACTIVE' && <p className="small">{t('program.sessions.lockedHint')}</p>}
            <PhaseSessions phase={phase} done={done} />
            {status !== 'INACTIVE' && <SaveOffline blockId={phase.id} />}
            {challenge && (
              <p className="mt-3 mb-0">
                <span className="fw-semibold">{t('challenges.program.phaseChallenge')}:</span>{' '}
                <Link to={challengePath(challenge.id)}>{challenge.title}</Link>
              </p>
            )}
          </div>
        )}
      </details>
    </li>
  );
}

/**
 * Every phase as a card: the ACTIVE one open with its sessions and the skill challenge that closes
 * it, the others a click away.
 */
export function PhaseCards({
  phases,
  progress,
  challenges = [],
}: {
  phases: readonly Phase[];
  progress: TrainingProgress | undefined;
  challenges?: readonly Challenge[];
}) {
  return (
    <ol className="list-unstyled mb-0">
      {phases.map((phase) => (
        <PhaseCard
          key={`${phase.id}-${phase.playerPhase?.status ?? 'NONE'}`}
          phase={phase}
          progress={progress}
          challenge={challenges.find((c) => c.id === phase.challengeId)}
        />
      ))}
    </ol>
  );
}
