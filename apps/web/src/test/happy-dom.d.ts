import type { DetachedWindowAPI } from 'happy-dom';

declare global {
  interface Window {
    /** happy-dom's control API in unit tests (e.g. `window.happyDOM.setURL(url)`); absent in browsers. */
    happyDOM: DetachedWindowAPI;
  }
}
