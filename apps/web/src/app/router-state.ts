/*
 * What the app's router (router.tsx) tells the layouts and guards beyond react-router's own hooks.
 * The app runs react-router's small declarative router, not a data router (createBrowserRouter
 * brings about 16 kB gzip of loaders, actions, fetchers and revalidation the app does not use),
 * so useNavigation() and useMatches() are not available there. These hooks read the app router's
 * answer and, inside a data router (the tests' createMemoryRouter), the data router's.
 */
import { createContext, useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';

/** What a layout reads from the matched route (see layouts/main-layout.tsx). */
export interface RouteHandle {
  /** The navigation bar's home button; shown unless a route turns it off. */
  showHome?: boolean;
}

/** True while a navigation waits for its page (its code is still downloading). */
export const NavigationPendingContext = createContext(false);

/** The routes matched for the current address, outermost first. */
export const RouteMatchesContext = createContext<readonly { route: { handle?: unknown } }[] | null>(null);

/** A navigation is under way (the data router's `navigation.state !== 'idle'`). */
export function useNavigationPending(): boolean {
  const pending = useContext(NavigationPendingContext);
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
  return pending || (dataRouterState !== null && dataRouterState.navigation.state !== 'idle');
}

/** The `handle` of each matched route, outermost first (the data router's `useMatches()`). */
export function useRouteHandles(): unknown[] {
  const matches = useContext(RouteMatchesContext);
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
  return (matches ?? dataRouterState?.matches ?? []).map((match) => match.route.handle);
}

/** The error a route failed with, for its errorElement (the data router's useRouteError()). */
export const RouteErrorValueContext = createContext<{ error: unknown } | null>(null);
