import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { loadQueryClient } from '@/lib/query-client-loader';
import { AdminGuard, GuestOnlyGuard, RoleGuard, SignedInGuard } from './guards';
import { MainLayout } from './layouts/main-layout';
import { OnboardingLayout } from './layouts/onboarding-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import type { RouteHandle } from './router-state';

/**
 * Loads a page file (its default export) only when its route is visited: one chunk per page. The
 * query client (TanStack Query) downloads alongside, unless the page does without it on its first
 * render and loads it itself when needed (`{ queryClient: false }`, see lib/query-client-loader.ts).
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  { queryClient = true }: { queryClient?: boolean } = {},
): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), queryClient ? loadQueryClient() : null]);
    return { Component: module.default };
  };
}

/*
 * The route table of spec §2. Routes are grouped under pathless routes so that a guard can wrap
 * a whole group: give the group `element: <SomeGuard />` where the guard renders <Outlet /> when
 * the visitor may pass and <Navigate /> otherwise.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: (
      <LoadingSpinner className="d-flex justify-content-center align-items-center vh-100" />
    ),
    children: [
      {
        element: <MainLayout />,
        children: [
          // Public pages: no guard.
          {
            index: true,
            handle: { showHome: false } satisfies RouteHandle,
            lazy: page(() => import('@/features/home/routes/home-page'), { queryClient: false }),
          },
          { path: 'terms-of-service', lazy: page(() => import('@/features/content/routes/terms-page')) },
          { path: 'privacy-policy', lazy: page(() => import('@/features/content/routes/privacy-page')) },
          { path: 'support', lazy: page(() => import('@/features/support/routes/support-page')) },
          // A coach's join link: works signed out too (the code waits for the sign-in).
          { path: 'join/:teamCode', lazy: page(() => import('@/features/program/routes/join-team-page')) },
          // An invitation to a family: signed out it keeps the link through sign-up and sign-in; a
          // newcomer without a role becomes a guardian by accepting (lib/flows/household-invite.ts).
          {
            path: 'household/join',
            lazy: page(() => import('@/features/household/routes/household-join-page')),
          },
          // A player of 16 or more takes over their account with the mailed link (no sign-in).
          {
            path: 'household/handover',
            lazy: page(() => import('@/features/household/routes/handover-page')),
          },
          // A new admin chooses their own password with the mailed link (no sign-in).
          {
            path: 'admin-invitation',
            lazy: page(() => import('@/features/auth/routes/admin-invitation-page')),
          },
          {
            path: 'guardian-approval',
            lazy: page(() => import('@/features/privacy/routes/guardian-approval-page')),
          },

          // Sign-in and sign-up: blocked for signed-in users.
          {
            element: <GuestOnlyGuard />,
            children: [
              // The sign-in reads no server data: the cache loads with the signed-in user (lib/load-user.ts).
              {
                path: 'auth/login',
                lazy: page(() => import('@/features/auth/routes/login-page'), { queryClient: false }),
              },
              { path: 'auth/signup', lazy: page(() => import('@/features/auth/routes/signup-page')) },
              {
                path: 'auth/forgot-password',
                lazy: page(() => import('@/features/auth/routes/forgot-password-page')),
              },
            ],
          },

          // Program home: logged-in guard and ROLE_PLAYER.
          {
            element: <RoleGuard requiredRole="ROLE_PLAYER" />,
            children: [
              { path: 'program', lazy: page(() => import('@/features/program/routes/program-home-page')) },
              {
                path: 'program/phase/:blockId/session/:sessionId',
                lazy: page(() => import('@/features/program/routes/session-page')),
              },
              {
                path: 'program/challenge/:challengeId',
                lazy: page(() => import('@/features/challenges/routes/challenge-page')),
              },
              { path: 'schedule', lazy: page(() => import('@/features/schedule/routes/schedule-page')) },
            ],
          },

          // A guardian's home (households): ROLE_GUARDIAN.
          {
            element: <RoleGuard requiredRole="ROLE_GUARDIAN" />,
            children: [
              { path: 'household', lazy: page(() => import('@/features/household/routes/household-page')) },
              {
                path: 'household/consents',
                lazy: page(() => import('@/features/household/routes/consents-page')),
              },
              {
                path: 'household/schedule/:playerId',
                lazy: page(() => import('@/features/schedule/routes/child-schedule-page')),
              },
            ],
          },
          // Show your coach: any signed-in user (the page asks the server who may see what).
          {
            element: <SignedInGuard />,
            children: [
              // Show your coach: the player or a guardian sends a clip; the player, guardians and coaches see it.
              { path: 'clips/new', lazy: page(() => import('@/features/clips/routes/new-clip-page')) },
              { path: 'clips/:id', lazy: page(() => import('@/features/clips/routes/clip-page')) },
            ],
          },

          // Coach home: ROLE_MANAGER.
          {
            element: <RoleGuard requiredRole="ROLE_MANAGER" />,
            children: [
              { path: 'coach', lazy: page(() => import('@/features/coach/routes/coach-home-page')) },
              {
                path: 'coach/players/:playerId',
                lazy: page(() => import('@/features/coach/routes/coach-player-page')),
              },
              { path: 'coach/clips', lazy: page(() => import('@/features/clips/routes/review-queue-page')) },
              {
                path: 'coach/events/:eventId',
                lazy: page(() => import('@/features/coach/routes/coach-register-page')),
              },
            ],
          },

          { path: '*', lazy: page(() => import('./not-found-page')) },
        ],
      },

      // Account settings: reached with query parameters (spec §2); its own header instead of the navbar.
      { path: 'account', lazy: page(() => import('@/features/account/routes/account-page')) },

      // The academy console: admins only (everyone else sees the not-found page), with its own layout,
      // navigation and route table (app/admin-console.tsx), downloaded only by admins.
      { path: 'admin/*', element: <AdminGuard /> },

      // Onboarding: logged-in guard; navbar without a home button.
      {
        element: (
          <SignedInGuard>
            <OnboardingLayout />
          </SignedInGuard>
        ),
        children: [
          {
            path: 'onboarding/verification',
            lazy: page(() => import('@/features/onboarding/routes/verification-page')),
          },
          {
            path: 'onboarding/role-selection',
            lazy: page(() => import('@/features/onboarding/routes/role-selection-page')),
          },
          {
            path: 'onboarding/player-basic-info',
            lazy: page(() => import('@/features/onboarding/routes/player-basic-info-page')),
          },
          {
            path: 'onboarding/manager-basic-info',
            lazy: page(() => import('@/features/onboarding/routes/manager-basic-info-page')),
          },
        ],
      },
    ],
  },
];
