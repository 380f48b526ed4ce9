import { useTranslation } from 'react-i18next';
import type { Phase } from '../api/program';

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M13.78 4.22a.75.75 0 0 1 0 1.06l-7.25 7.25a.75.75 0 0 1-1.06 0L2.22 9.28a.75.75 0 0 1 1.06-1.06L6 10.94l6.72-6.72a.75.75 0 0 1 1.06 0z" />
    </svg>
  );
}

/** Spec §2 "Program home": COMPLETE success with a check, ACTIVE/INACTIVE primary, no status bordered. */
export function phaseBadgeClass(status: NonNullable<Phase['playerPhase']>['status'] | null): string {
  if (status === 'COMPLETE') return 'text-bg-success';
  if (status === 'ACTIVE' || status === 'INACTIVE') return 'text-bg-primary';
  return 'border border-primary text-primary bg-body';
}

/** The program's phases as badges, in order; each says its status in words too (not only by colour). */
export function PhaseList({ phases }: { phases: readonly Phase[] }) {
  const { t } = useTranslation();
  return (
    <ol className="list-unstyled d-flex flex-wrap gap-2 mb-0">
      {phases.map((phase) => {
        const status = phase.playerPhase?.status ?? null;
        return (
          <li key={phase.id} className="mw-100">
            <span
              className={`badge rounded-pill fs-6 fw-medium d-inline-flex align-items-center gap-2 text-wrap text-start mw-100 ${phaseBadgeClass(status)}`}
              data-status={status ?? 'NONE'}
            >
              {status === 'COMPLETE' && <CheckIcon />}
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
