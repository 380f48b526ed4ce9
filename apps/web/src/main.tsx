import 'bootstrap/dist/css/bootstrap.min.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadFirstPage } from './app/router';
import { savedPositions } from './app/scroll-restoration';
import { hasFirstPaint } from './lib/first-paint';
import { initI18n } from './lib/i18n';
import { startSession } from './lib/start-up';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const render = () => createRoot(document.getElementById('root')!).render(app);

if (hasFirstPaint()) {
  // The static first screen is showing, so there is no spinner to draw: the app renders once, when
  // the translations and the page's code are in, and as a transition, which React renders in
  // slices. Each step of the start-up is a task of its own (the downloads themselves started with
  // the page's preload hints): Lighthouse counts each task's time over 50 ms after the first paint
  // as blocking.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  void (async () => {
    await nextTask();
    const translationsLoaded = initI18n();
    await nextTask();
    const pageLoaded = loadFirstPage();
    // No stored session (or the static screen would not show): the check ends at once, and the
    // guards then render with it rather than again when the app's effect would start it.
    void startSession();
    await nextTask();
    savedPositions();
    await Promise.allSettled([translationsLoaded, pageLoaded]);
    startTransition(render);
  })();
} else {
  // The translations and the page's code download while React mounts; the providers' Suspense
  // boundary shows a spinner until they are in.
  void initI18n();
  void loadFirstPage();
  render();
}
