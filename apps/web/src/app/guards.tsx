import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { useAuthState } from '@/lib/auth-store';
import type { Role } from '@academy/contract';
import { loadQueryClient } from '@/lib/query-client-loader';
import { LOGIN_PATH, PAYMENT_MODEL_PARAM } from '@/lib/session-navigation';
import { useSessionState } from '@/lib/session-state';
import { isAdminUser, useUserState } from '@/lib/user-store';
import { MainLayout } from './layouts/main-layout';
import { useNavigationPending } from './router-state';

/** Keeps `payment_model` when a guard sends the visitor on (spec §2). */
function usePaymentModelSearch(): string {
  const { search } = useLocation();
  const paymentModel = new URLSearchParams(search).get(PAYMENT_MODEL_PARAM);
  return paymentModel ? `?${new URLSearchParams({ [PAYMENT_MODEL_PARAM]: paymentModel })}` : '';
}

/**
 * /auth/*: only for visitors who are not signed in; a signed-in user goes to /. It waits for the
 * start-up check (a stored token may turn out dead) and never interrupts a sign-in that is
 * navigating by itself.
 */
export function GuestOnlyGuard() {
  const { isAuthenticated } = useAuthState();
  const { started, busy } = useSessionState();
  const navigating = useNavigationPending();
  if (isAuthenticated && !started) return <LoadingSpinner />;
  if (isAuthenticated && !busy && !navigating) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * /onboarding/* and /program: a signed-in user only; others go to /auth/login. Renders `children`
 * (e.g. a layout) or else the matched child route.
 */
export function SignedInGuard({ children }: { children?: ReactNode }) {
  const { isAuthenticated } = useAuthState();
  const search = usePaymentModelSearch();
  if (!isAuthenticated) return <Navigate to={`${LOGIN_PATH}${search}`} replace />;
  return children ?? <Outlet />;
}

/**
 * A signed-in user with `requiredRole` (spec §6: /program needs ROLE_PLAYER). Waits for the user to load;
 * a user without the role goes to /.
 */
export function RoleGuard({ requiredRole }: { requiredRole: Role }) {
  const { isAuthenticated } = useAuthState();
  const { user } = useUserState();
  if (!isAuthenticated) return <Navigate to={LOGIN_PATH} replace />;
  if (!user) return <LoadingSpinner />;
  if (!user.authorities.includes(requiredRole)) return <Navigate to="/" replace />;
  return <Outlet />;
}

const NotFoundPage = lazy(() => import('./not-found-page'));
const AdminConsole = lazy(async () => {
  const [module] = await Promise.all([import('./admin-console'), loadQueryClient()]);
  return module;
});

/**
 * /admin: ROLE_ADMIN or ROLE_SUPER_ADMIN. Everybody else (visitors included) gets the not-found page,
 * so the console does not announce itself; its code is only downloaded by admins.
 */
export function AdminGuard() {
  const { isAuthenticated } = useAuthState();
  const { user } = useUserState();
  if (isAuthenticated && !user) return <LoadingSpinner />;
  if (!isAdminUser(user)) {
    return (
      <MainLayout>
        <Suspense fallback={<LoadingSpinner />}>
          <NotFoundPage />
        </Suspense>
      </MainLayout>
    );
  }
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <AdminConsole />
    </Suspense>
  );
}
