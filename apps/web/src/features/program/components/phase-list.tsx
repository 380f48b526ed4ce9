import { useTranslation } from 'react-i18next';
import type { Phase } from '../api/program';
import { PhaseStatusIcon } from './phase-status-icon';

/** Spec §2 "Program home": COMPLETE success with a check, ACTIVE/INACTIVE primary, no status bordered. */
export function phaseBadgeClass(status: NonNullable<Phase['playerPhase']>['status'] | null): string {
  if (status === 'COMPLETE') return 'text-bg-success';
  if (status === 'ACTIVE' || status === 'INACTIVE') return 'text-bg-primary';
  return 'border border-primary text-primary bg-body';
}

/**
 * The program's phases as badges, in order; each shows its status as a shape (check, play, lock)
 * and in words, not only by colour. The ACTIVE one is ringed.
 */
export function PhaseList({ phases }: { phases: readonly Phase[] }) {
  const { t } = useTranslation();
  return (
    <ol className="list-unstyled d-flex flex-wrap gap-2 mb-0">
      {phases.map((phase) => {
        const status = phase.playerPhase?.status ?? null;
        return (
          <li key={phase.id} className="mw-100">
            <span
              className={`badge rounded-pill fs-6 fw-medium d-inline-flex align-items-center gap-2 text-wrap text-start mw-100 ${phaseBadgeClass(status)}${status === 'ACTIVE' ? ' phase-badge-active' : ''}`}
              data-status={status ?? 'NONE'}
            >
              {status && <PhaseStatusIcon status={status} />}
              <span>{phase.title}</span>
              <span aria-hidden="true">·</span>
              <span className="visually-hidden">, </span>
              <span className="small fw-normal">{t(`program.phaseStatus.${status ?? 'NONE'}`)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
