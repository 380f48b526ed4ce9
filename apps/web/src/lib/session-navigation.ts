/**
 * Where the session sends people (spec §2, §4): the sign-in and onboarding paths, `payment_model`
 * carried across them, and the router the session navigates with. `connectSessionRouter(router)`
 * is called once by the app (app/router.tsx) or by a test with a data router.
 */
export const PAYMENT_MODEL_PARAM = 'payment_model';
export const LOGIN_PATH = '/auth/login';
export const VERIFICATION_PATH = '/onboarding/verification';
export const ROLE_SELECTION_PATH = '/onboarding/role-selection';
export const PLAYER_INFO_PATH = '/onboarding/player-basic-info';
export const MANAGER_INFO_PATH = '/onboarding/manager-basic-info';
/** A coach's home: their team. */
export const COACH_HOME_PATH = '/coach';
/** A guardian's home: their children (households). */
export const HOUSEHOLD_PATH = '/household';
/** A signed-in player's home (a child signed in with the PIN too): their training. */
export const PROGRAM_PATH = '/program';

/** What the session needs of a router: the app's (app/router.tsx) or a data router (createMemoryRouter in tests). */
export interface SessionRouter {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { location: { pathname: string; search: string } };
}

let router: SessionRouter | null = null;

export function connectSessionRouter(next: SessionRouter | null): void {
  router = next;
}

export function currentLocation(): { pathname: string; search: string } {
  return router?.state.location ?? { pathname: window.location.pathname, search: window.location.search };
}

export async function navigate(to: string, replace = false): Promise<void> {
  if (router) await router.navigate(to, { replace });
  else window.location.assign(to);
}

/** The `payment_model` of the current address, kept across the sign-in and onboarding routes. */
export function currentPaymentModel(): string | null {
  return new URLSearchParams(currentLocation().search).get(PAYMENT_MODEL_PARAM);
}

/** `path` with `payment_model` appended when there is one. */
export function withPaymentModel(path: string, paymentModel: string | null = currentPaymentModel()): string {
  if (!paymentModel) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${new URLSearchParams({ [PAYMENT_MODEL_PARAM]: paymentModel })}`;
}
