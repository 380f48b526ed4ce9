import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** react-router's own key, so positions saved before this component existed still apply. */
const STORAGE_KEY = 'react-router-scroll-positions';

let positions: Record<string, number> | null = null;

/**
 * The positions kept in session storage, read once per page load (main.tsx reads them in a task of
 * their own before the first render behind the static first screen, not in the first commit).
 */
export function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * What react-router's <ScrollRestoration /> does, for any router (it needs a data router): a new
 * page starts at the top (or at the element its #hash names), back and forward return to where the
 * visitor was on that entry, and a reload too (positions are kept in session storage).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  // The history entry scrolls are recorded for; it changes in the same commit as the page.
  const current = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      savedPositions()[current.current] = window.scrollY;
    };
    const persist = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage unavailable: positions then last for this page load only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = action === NavigationType.Pop ? savedPositions()[location.key] : undefined;
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable element id: start at the top.
      }
    }
    window.scrollTo(0, 0);
  }, [location, action]);

  return null;
}
