/**
 * What the device offers the player: a beep (Web Audio) and a buzz (Vibration API) when a timed step
 * ends, and a screen kept awake (Screen Wake Lock API) while the player is open. Each is used only
 * where the browser has it; without it the player works the same, silently.
 */
let audio: AudioContext | null = null;

/** Browsers let a page play sound only after a tap: the first Start makes the audio context. */
export function prepareSound(): void {
  if (audio || typeof window === 'undefined' || !('AudioContext' in window)) return;
  try {
    audio = new AudioContext();
  } catch {
    audio = null;
  }
}

/** Three short high beeps and a buzz. */
export function signalEnd(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate([200, 100, 200, 100, 400]);
  }
  if (!audio) return;
  void audio.resume().catch(() => {});
  const start = audio.currentTime;
  for (let i = 0; i < 3; i += 1) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    const at = start + i * 0.35;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.5, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.3);
  }
}

interface WakeLockSentinelLike {
  release(): Promise<void>;
  released: boolean;
}

/**
 * Keeps the screen on until the returned function is called. The browser drops the lock when the
 * page is hidden; it is asked for again when the page is shown.
 */
export function keepScreenAwake(): () => void {
  const wakeLock = (
    navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } }
  ).wakeLock;
  if (!wakeLock) return () => {};
  let sentinel: WakeLockSentinelLike | null = null;
  let active = true;
  const acquire = () => {
    if (!active || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    wakeLock
      .request('screen')
      .then((lock) => {
        if (active) sentinel = lock;
        else void lock.release().catch(() => {});
      })
      .catch(() => {
        // Refused (battery saver, no user gesture): the screen follows its own settings.
      });
  };
  acquire();
  document.addEventListener('visibilitychange', acquire);
  return () => {
    active = false;
    document.removeEventListener('visibilitychange', acquire);
    void sentinel?.release().catch(() => {});
    sentinel = null;
  };
}
