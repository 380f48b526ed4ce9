import { useLayoutEffect } from 'react';

/**
 * Ends the static first screen of index.html (`build/first-paint.ts`): removes it and shows the
 * app's root, before the browser draws the page that replaces it. Safe to call when there is none.
 */
export function endFirstPaint(): void {
  document.getElementById('first-paint')?.remove();
  document.documentElement.classList.remove('first-paint');
}

/** The static first screen is on show (the head's inline script decided so before the app's script ran). */
export function hasFirstPaint(): boolean {
  return document.documentElement.classList.contains('first-paint');
}

/** For the pages that have a static first screen (`/`, `/auth/login`) and the route error page. */
export function useFirstPaintHandOver(): void {
  useLayoutEffect(endFirstPaint, []);
}
