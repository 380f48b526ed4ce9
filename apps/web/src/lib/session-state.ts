import { createStore, useStore } from './create-store';

/** What route guards read of the session (app/guards.tsx). */
export interface SessionState {
  /** The start-up check has finished (a stored token was confirmed, refreshed or dropped). */
  started: boolean;
  /** A sign-in is running and will navigate by itself: guards must not redirect meanwhile. */
  busy: boolean;
}

const sessionStore = createStore<SessionState>({ started: false, busy: false });

export function getSessionState(): SessionState {
  return sessionStore.getState();
}

export function useSessionState(): SessionState {
  return useStore(sessionStore);
}

export function markSessionStarted(): void {
  sessionStore.setState({ started: true });
}

/** Runs a sign-in with `busy` set, so guards leave its navigation to it. */
export async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
  sessionStore.setState({ busy: true });
  try {
    return await work();
  } finally {
    sessionStore.setState({ busy: false });
  }
}
