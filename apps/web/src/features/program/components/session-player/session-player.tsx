import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepScreenAwake } from './device';
import { StepTimer } from './step-timer';

export interface SessionPlayerProps {
  steps: readonly string[];
  /** Beside `steps`: the seconds of a timed step, null for an untimed one. */
  stepSeconds?: readonly (number | null)[];
  /** The session's diagram, when there is one (the lead wires the renderer in). */
  renderDiagram?: () => ReactNode;
  /** Done with the rating and note, shown after the last step. */
  doneForm: ReactNode;
  onClose: () => void;
}

/**
 * The session step by step, made for one hand on a phone: the step in large type, a timer for a
 * timed step, Back and Next at the bottom within a thumb's reach, the diagram a tap away, and Done
 * at the end. The screen stays on while it is open. Keys: ← and → move between steps, Space runs
 * the timer, Escape closes.
 */
export function SessionPlayer({ steps, stepSeconds, renderDiagram, doneForm, onClose }: SessionPlayerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [showDiagram, setShowDiagram] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const finished = index >= steps.length;
  const seconds = finished ? null : (stepSeconds?.[index] ?? null);

  useEffect(() => keepScreenAwake(), []);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // The heading says where the player is: focus goes there on every move (screen readers read it).
  const go = (next: number) => {
    setIndex(Math.max(0, Math.min(steps.length, next)));
    setTimeout(() => headingRef.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Escape') onClose();
    else if (event.key === ' ' && target.tagName !== 'BUTTON') {
      const toggle = event.currentTarget.querySelector<HTMLButtonElement>('[data-player-timer-toggle]');
      if (!toggle) return;
      event.preventDefault();
      toggle.click();
    }
  };

  return (
    <section
      className="session-player card border-primary"
      aria-labelledby="session-player-heading"
      onKeyDown={onKeyDown}
    >
      <div className="card-body d-flex flex-column">
        <div className="d-flex align-items-center gap-2 mb-2">
          <h2
            id="session-player-heading"
            ref={headingRef}
            tabIndex={-1}
            className="h6 mb-0 flex-grow-1 text-body-secondary"
          >
            {finished ? t('player.finished') : t('player.stepOf', { step: index + 1, total: steps.length })}
          </h2>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
            {t('player.close')}
          </button>
        </div>
        <div
          className="progress mb-3"
          role="progressbar"
          aria-label={t('player.progress')}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={index}
          style={{ height: '0.4rem' }}
        >
          <div className="progress-bar" style={{ width: `${(index / Math.max(steps.length, 1)) * 100}%` }} />
        </div>

        {finished ? (
          <div>
            <p className="lead">{t('player.wellDone')}</p>
            {doneForm}
          </div>
        ) : (
          <>
            <p className="session-player-step fs-4 mb-2">{steps[index]}</p>
            {seconds !== null && <StepTimer key={index} seconds={seconds} />}
          </>
        )}

        {renderDiagram && !finished && (
          <div className="mt-2">
            <button
              type="button"
              className="btn btn-link px-0"
              aria-expanded={showDiagram}
              onClick={() => setShowDiagram((shown) => !shown)}
            >
              {showDiagram ? t('player.hideDiagram') : t('player.showDiagram')}
            </button>
            {showDiagram && <div className="mt-2">{renderDiagram()}</div>}
          </div>
        )}

        <div className="session-player-nav d-flex gap-2 mt-3">
          <button
            type="button"
            className="btn btn-outline-primary btn-lg flex-fill"
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            {t('player.back')}
          </button>
          {!finished && (
            <button type="button" className="btn btn-primary btn-lg flex-fill" onClick={() => go(index + 1)}>
              {index === steps.length - 1 ? t('player.finish') : t('player.next')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
