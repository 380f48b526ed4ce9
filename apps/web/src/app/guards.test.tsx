import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testUser } from '@/test/users';
import { storeToken } from '@/lib/auth-store';
import { restoreSession } from '@/lib/start-up';
import { setUser } from '@/lib/user-store';
import { renderWithRouter } from '@/test/render';
import { GuestOnlyGuard, RoleGuard, SignedInGuard } from './guards';

const player = testUser({ id: 'u1' });

const routes = [
  { path: '/', element: <p>home</p> },
  { element: <GuestOnlyGuard />, children: [{ path: '/auth/login', element: <p>login form</p> }] },
  {
    element: (
      <SignedInGuard>
        <section aria-label="onboarding layout">
          <p>onboarding</p>
        </section>
      </SignedInGuard>
    ),
    children: [{ path: '/onboarding/verification', element: null }],
  },
  {
    element: <RoleGuard requiredRole="ROLE_PLAYER" />,
    children: [{ path: '/program', element: <p>program</p> }],
  },
];

beforeAll(async () => {
  // No stored token: the start-up check ends at once, as it does for an anonymous visitor.
  await restoreSession();
});

describe('route guards (spec §2, §6)', () => {
  it('/auth/* is open to anonymous visitors', () => {
    renderWithRouter(routes, { path: '/auth/login' });
    expect(screen.getByText('login form')).toBeInTheDocument();
  });

  it('/auth/* sends a signed-in user home', async () => {
    storeToken({ access_token: 't', expires_in: 60 });
    const { router } = renderWithRouter(routes, { path: '/auth/login' });
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/onboarding/* sends an anonymous visitor to sign in, keeping payment_model', async () => {
    const { router } = renderWithRouter(routes, { path: '/onboarding/verification?payment_model=MONTHLY' });
    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?payment_model=MONTHLY');
  });

  it('/onboarding/* renders its layout for a signed-in user', () => {
    storeToken({ access_token: 't', expires_in: 60 });
    renderWithRouter(routes, { path: '/onboarding/verification' });
    expect(screen.getByRole('region', { name: 'onboarding layout' })).toBeInTheDocument();
  });

  it('/program sends an anonymous visitor to sign in', async () => {
    const { router } = renderWithRouter(routes, { path: '/program' });
    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('/program waits for the user, then lets a player in', async () => {
    storeToken({ access_token: 't', expires_in: 60 });
    renderWithRouter(routes, { path: '/program' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    act(() => setUser(player));
    expect(await screen.findByText('program')).toBeInTheDocument();
  });

  it('/program sends a signed-in user without ROLE_PLAYER home', async () => {
    storeToken({ access_token: 't', expires_in: 60 });
    setUser({ ...player, authorities: ['ROLE_MANAGER'], player: false, manager: true });
    const { router } = renderWithRouter(routes, { path: '/program' });
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
