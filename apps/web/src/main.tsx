import 'bootstrap/dist/css/bootstrap.min.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstPageLoads } from './app/router';
import { hasFirstPaint } from './lib/first-paint';
import { initI18n } from './lib/i18n';

// Started before the first render: the translations download while React mounts, and the
// providers' Suspense boundary shows a spinner until they are in.
const translationsLoaded = initI18n();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const render = () => createRoot(document.getElementById('root')!).render(app);

if (hasFirstPaint()) {
  // The static first screen is showing, so there is no spinner to draw: the app renders once, when
  // the translations and the page's code are in, and as a transition, which React renders in
  // slices: short tasks after the first paint instead of a few long ones (Lighthouse counts each
  // task's time over 50 ms as blocking).
  void Promise.allSettled([translationsLoaded, ...firstPageLoads]).then(() => startTransition(render));
} else {
  render();
}
