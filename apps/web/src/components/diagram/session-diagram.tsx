import type { Diagram } from '@academy/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loopSeconds } from './diagram-model';
import { DiagramSvg } from './diagram-svg';
import { describeDiagram } from './diagram-text';
import './diagram.css';

export const DIAGRAM_SPEEDS = [0.5, 1, 2] as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the reader asked for less motion (followed live). */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia?.(REDUCED_MOTION).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

/** Seconds into the loop, advancing with the screen's frames while running. */
function useLoopClock(loop: number, running: boolean, speed: number): number {
  const [time, setTime] = useState(0);
  const timeRef = useRef(0);
  useEffect(() => {
    if (!running) return;
    let last: number | null = null;
    let frame = 0;
    const tick = (now: number) => {
      if (last !== null) {
        timeRef.current = (timeRef.current + ((now - last) / 1000) * speed) % loop;
        setTime(timeRef.current);
      }
      last = now;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [loop, running, speed]);
  return time;
}

/**
 * A session's pitch diagram: animated in a loop with play/pause and speed, a still picture with
 * numbered arrows under `prefers-reduced-motion` and in print, and the same in words (text alternative).
 */
export function SessionDiagram({ diagram }: { diagram: Diagram }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const reduced = useReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [speed, setSpeed] = useState<number>(1);
  const loop = useMemo(() => loopSeconds(diagram), [diagram]);
  const time = useLoopClock(loop, playing && !reduced, speed);
  const { summary, steps } = useMemo(
    () => describeDiagram(diagram, t, i18n.language),
    [diagram, t, i18n.language],
  );

  return (
    <figure className="session-diagram mb-3" aria-labelledby={`${id}-caption`}>
      {!reduced && (
        <DiagramSvg className="diagram-svg diagram-animated" diagram={diagram} time={time} label={summary} />
      )}
      <DiagramSvg
        className={`diagram-svg diagram-still${reduced ? '' : ' diagram-print-only'}`}
        diagram={diagram}
        time={null}
        label={summary}
      />
      {!reduced && (
        <div className="diagram-controls mt-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-pressed={!playing}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? t('diagram.pause') : t('diagram.play')}
          </button>
          <fieldset className="btn-group btn-group-sm">
            <legend className="visually-hidden">{t('diagram.speed')}</legend>
            {DIAGRAM_SPEEDS.map((value) => (
              <button
                key={value}
                type="button"
                className={`btn ${speed === value ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={speed === value}
                onClick={() => setSpeed(value)}
              >
                {t('diagram.speedValue', { speed: value })}
              </button>
            ))}
          </fieldset>
        </div>
      )}
      <figcaption id={`${id}-caption`} className="small text-body-secondary mt-2">
        {summary}
      </figcaption>
      <details className="diagram-text small">
        <summary>{t('diagram.inWords')}</summary>
        <ol className="mb-0 ps-3">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
    </figure>
  );
}
