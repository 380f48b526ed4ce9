import type { Challenge } from '@academy/contract';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

const TICK_MS = 100;

/** Milliseconds as "0:14.3" (a stopwatch) or "0:27" (a countdown). */
function clock(ms: number, tenths: boolean): string {
  const totalTenths = Math.floor(ms / 100);
  const minutes = Math.floor(totalTenths / 600);
  const seconds = Math.floor((totalTenths % 600) / 10);
  const rest = `${minutes}:${String(seconds).padStart(2, '0')}`;
  return tenths ? `${rest}.${totalTenths % 10}` : rest;
}

/** A running clock: elapsed milliseconds, from the wall clock (a throttled tab loses no time). */
function useClock() {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const base = useRef(0);
  useEffect(() => {
    if (startedAt === null) return;
    const id = window.setInterval(() => setElapsed(base.current + Date.now() - startedAt), TICK_MS);
    return () => window.clearInterval(id);
  }, [startedAt]);
  return {
    running: startedAt !== null,
    elapsed,
    start: () => setStartedAt(Date.now()),
    stop: () => {
      if (startedAt === null) return elapsed;
      const total = base.current + Date.now() - startedAt;
      base.current = total;
      setElapsed(total);
      setStartedAt(null);
      return total;
    },
    reset: () => {
      base.current = 0;
      setElapsed(0);
      setStartedAt(null);
    },
  };
}

interface HelperProps {
  challenge: Pick<Challenge, 'unit' | 'timeLimitSeconds'>;
  /** Puts the measured value into the result form. */
  onUse: (value: number) => void;
}

/** The stopwatch of a timed run: one big Start/Stop button where the thumb is. */
function Stopwatch({ onUse }: Pick<HelperProps, 'onUse'>) {
  const { t, i18n } = useTranslation();
  const watch = useClock();
  const [announcement, setAnnouncement] = useState('');
  const seconds = Math.round(watch.elapsed / 100) / 10;
  return (
    <div>
      <p
        className="challenge-clock display-5 text-center mb-2"
        role="timer"
        aria-label={t('challenges.helper.stopwatch')}
      >
        {clock(watch.elapsed, true)}
      </p>
      <div className="d-grid gap-2">
        {watch.running ? (
          <Button
            variant="danger"
            size="lg"
            className="challenge-big-button"
            onClick={() => {
              const total = watch.stop();
              setAnnouncement(
                t('challenges.helper.stopped', {
                  time: formatNumber(Math.round(total / 100) / 10, i18n.language),
                }),
              );
            }}
          >
            {t('challenges.helper.stop')}
          </Button>
        ) : (
          <Button
            variant="success"
            size="lg"
            className="challenge-big-button"
            onClick={() => {
              watch.reset();
              watch.start();
              setAnnouncement(t('challenges.helper.started'));
            }}
          >
            {watch.elapsed > 0 ? t('challenges.helper.again') : t('challenges.helper.start')}
          </Button>
        )}
        {!watch.running && watch.elapsed > 0 && (
          <Button variant="outline-primary" onClick={() => onUse(seconds)}>
            {t('challenges.helper.useTime', { time: formatNumber(seconds, i18n.language) })}
          </Button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** A tap counter with an optional countdown (wall passes in 30 s): the +1 button fills the width. */
function Counter({ limitSeconds, onUse }: { limitSeconds: number | null; onUse: (value: number) => void }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const watch = useClock();
  const limitMs = (limitSeconds ?? 0) * 1000;
  const timeUp = limitSeconds !== null && watch.elapsed >= limitMs;
  const { running, stop } = watch;

  useEffect(() => {
    if (!running || !timeUp) return;
    stop();
    setAnnouncement(t('challenges.helper.timeUp'));
    navigator.vibrate?.([300, 100, 300]);
  }, [running, timeUp, stop, t]);

  return (
    <div>
      {limitSeconds !== null && (
        <>
          <p
            className="challenge-clock display-5 text-center mb-2"
            role="timer"
            aria-label={t('challenges.helper.countdown')}
          >
            {clock(Math.ceil(Math.max(0, limitMs - watch.elapsed) / 1000) * 1000, false)}
          </p>
          <div className="d-grid mb-3">
            <Button
              variant={watch.running ? 'outline-danger' : 'success'}
              size="lg"
              onClick={() => {
                if (watch.running) {
                  watch.stop();
                  setAnnouncement(t('challenges.helper.paused'));
                  return;
                }
                watch.reset();
                setCount(0);
                watch.start();
                setAnnouncement(t('challenges.helper.countdownStarted', { seconds: limitSeconds }));
              }}
            >
              {watch.running
                ? t('challenges.helper.stop')
                : t('challenges.helper.startCountdown', { seconds: limitSeconds })}
            </Button>
          </div>
        </>
      )}
      <p className="text-center mb-2">
        <span className="visually-hidden">{t('challenges.helper.count')}: </span>
        <output className="challenge-count display-4 fw-bold" aria-live="polite">
          {count}
        </output>
      </p>
      <div className="d-grid gap-2">
        <Button
          variant="primary"
          size="lg"
          className="challenge-big-button challenge-tap"
          onClick={() => setCount((c) => c + 1)}
        >
          {t('challenges.helper.plusOne')}
        </Button>
        <div className="d-flex gap-2">
          <Button
            variant="outline-secondary"
            className="flex-fill"
            disabled={count === 0}
            onClick={() => setCount((c) => Math.max(0, c - 1))}
          >
            {t('challenges.helper.minusOne')}
          </Button>
          <Button
            variant="outline-secondary"
            className="flex-fill"
            disabled={count === 0 && watch.elapsed === 0}
            onClick={() => {
              setCount(0);
              watch.reset();
            }}
          >
            {t('challenges.helper.reset')}
          </Button>
        </div>
        <Button
          variant="outline-primary"
          disabled={count === 0 || watch.running}
          onClick={() => onUse(count)}
        >
          {t('challenges.helper.useCount', { count })}
        </Button>
      </div>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </div>
  );
}

/**
 * The helper beside the instructions: a stopwatch for a timed run, a tap counter for a count (with
 * the countdown when the count has a time limit). Big buttons in one column, usable with one thumb
 * while the other hand holds the ball or the phone; the time or count goes into the form below.
 */
export function ChallengeTimer({ challenge, onUse }: HelperProps) {
  return challenge.unit === 'SECONDS' ? (
    <Stopwatch onUse={onUse} />
  ) : (
    <Counter limitSeconds={challenge.timeLimitSeconds} onUse={onUse} />
  );
}
