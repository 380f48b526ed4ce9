/**
 * The service worker's start from the app shell, after the page has loaded and gone idle: only for
 * a visitor with a stored session or a page the worker already controls (an installed app), so an
 * anonymous first visit downloads none of it. A signed-in page registers it itself too (the
 * program's "Save for offline").
 */
import { getToken, subscribeAuthState } from '../auth-store';

export function startServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  let started = false;
  const start = () => {
    if (started || (!getToken() && !navigator.serviceWorker.controller)) return;
    started = true;
    void import('./register').then((m) => m.registerServiceWorker());
  };
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(start, { timeout: 5000 })
      : setTimeout(start, 2000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  // A visitor who signs in later gets it then.
  subscribeAuthState(() => {
    if (getToken()) idle();
  });
}
