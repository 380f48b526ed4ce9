/**
 * Registers the service worker (vite-plugin-pwa's /sw.js, apps/web/build/pwa.ts) and offers a new
 * version when one waits: "A new version is ready — Reload". The new worker takes over only when
 * the user asks, and the page then reloads once, so no page runs old code against a new cache.
 * Registered by the signed-in player's program pages once they have rendered (use-service-worker.ts),
 * never from a first visit's critical code.
 */
import { i18n } from '../i18n';

const PROMPT_ID = 'app-update-prompt';
let registering: Promise<ServiceWorkerRegistration | null> | null = null;

function showUpdatePrompt(waiting: ServiceWorker): void {
  if (document.getElementById(PROMPT_ID)) return;
  const box = document.createElement('div');
  box.id = PROMPT_ID;
  box.setAttribute('role', 'status');
  box.className =
    'alert alert-info shadow position-fixed bottom-0 start-0 end-0 m-2 d-flex flex-wrap align-items-center gap-2';
  box.style.zIndex = '1090';
  const text = document.createElement('span');
  text.className = 'flex-grow-1';
  text.textContent = i18n.t('offline.update.ready');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'btn btn-primary btn-sm';
  reload.textContent = i18n.t('offline.update.reload');
  reload.addEventListener('click', () => {
    reload.disabled = true;
    // vite-plugin-pwa's worker activates on this message; the page reloads on the change.
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  const later = document.createElement('button');
  later.type = 'button';
  later.className = 'btn btn-outline-secondary btn-sm';
  later.textContent = i18n.t('offline.update.later');
  later.addEventListener('click', () => box.remove());
  box.append(text, reload, later);
  document.body.append(box);
}

function watch(registration: ServiceWorkerRegistration): void {
  const offer = (worker: ServiceWorker | null) => {
    // The first install has no controller: nothing old to replace.
    if (worker && navigator.serviceWorker.controller) showUpdatePrompt(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(registration.waiting ?? installing);
    });
  });
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded || !document.getElementById(PROMPT_ID)) return;
    reloaded = true;
    window.location.reload();
  });
  // A tab left open looks for a new version when it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine)
      void registration.update().catch(() => {});
  });
}

/** Registers once per page; null where service workers are unavailable or blocked. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  registering ??= (async () => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null;
    try {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      watch(registration);
      return registration;
    } catch {
      return null;
    }
  })();
  return registering;
}
