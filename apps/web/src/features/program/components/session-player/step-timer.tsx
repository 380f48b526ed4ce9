import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Countdown,
  formatLeft,
  isRunning,
  msLeft,
  newCountdown,
  pauseCountdown,
  startCountdown,
} from './countdown';
import { prepareSound, signalEnd } from './device';

/**
 * A timed step's countdown: start, pause, start over; at zero a beep and a buzz (where the device
 * allows) and "Time's up" for screen readers. Space starts and pauses it from anywhere in the player.
 */
export function StepTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const [countdown, setCountdown] = useState<Countdown>(() => newCountdown(seconds));
  const [now, setNow] = useState(() => Date.now());
  const [ended, setEnded] = useState(false);
  const running = isRunning(countdown);
  const left = msLeft(countdown, now);
  const endedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (!running || left > 0 || endedFor.current === countdown.endsAt) return;
    endedFor.current = countdown.endsAt;
    setCountdown((c) => pauseCountdown(c, Date.now()));
    setEnded(true);
    signalEnd();
  }, [running, left, countdown.endsAt]);

  const toggle = () => {
    prepareSound();
    setEnded(false);
    const at = Date.now();
    setNow(at);
    setCountdown((c) => (isRunning(c) ? pauseCountdown(c, at) : startCountdown(c, at)));
  };
  const reset = () => {
    setEnded(false);
    setNow(Date.now());
    setCountdown(newCountdown(seconds));
  };

  return (
    <div className="session-timer text-center my-3">
      <div
        className="session-timer-figure display-4 fw-semibold font-monospace"
        role="timer"
        aria-label={t('player.timer.label')}
      >
        {formatLeft(left)}
      </div>
      <p className="small mb-2" aria-live="assertive">
        {ended ? t('player.timer.ended') : ''}
      </p>
      <div className="d-flex justify-content-center gap-2">
        <button
          type="button"
          className={`btn ${running ? 'btn-warning' : 'btn-success'} btn-lg`}
          onClick={toggle}
          data-player-timer-toggle
        >
          {running
            ? t('player.timer.pause')
            : left < countdown.totalMs && left > 0
              ? t('player.timer.resume')
              : t('player.timer.start')}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-lg" onClick={reset}>
          {t('player.timer.reset')}
        </button>
      </div>
    </div>
  );
}
