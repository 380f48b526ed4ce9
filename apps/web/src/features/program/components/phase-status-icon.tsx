import type { PhaseStatus } from '@academy/contract';

const PATHS: Record<PhaseStatus, string> = {
  // A check: done.
  COMPLETE:
    'M13.78 4.22a.75.75 0 0 1 0 1.06l-7.25 7.25a.75.75 0 0 1-1.06 0L2.22 9.28a.75.75 0 0 1 1.06-1.06L6 10.94l6.72-6.72a.75.75 0 0 1 1.06 0z',
  // A play triangle: the phase to train now.
  ACTIVE: 'M4.5 2.6v10.8a.6.6 0 0 0 .9.5l8.4-5.4a.6.6 0 0 0 0-1L5.4 2.1a.6.6 0 0 0-.9.5z',
  // A padlock: not unlocked yet.
  INACTIVE:
    'M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1zm2 6H6V4.5a2 2 0 1 1 4 0z',
};

/** The phase status as a shape (check, play, lock), so it is told apart without reading or colour. */
export function PhaseStatusIcon({ status, size = 14 }: { status: PhaseStatus; size?: number }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      data-icon={status}
    >
      <path d={PATHS[status]} />
    </svg>
  );
}
