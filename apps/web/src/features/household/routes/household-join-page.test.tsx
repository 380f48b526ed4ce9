import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/lib/logout';
import { storeToken } from '@/lib/auth-store';
import { forgetHouseholdInvite, pendingHouseholdInvite } from '@/lib/flows/household-invite';
import { onboardingRoute } from '@/lib/load-user';
import { connectSessionRouter } from '@/lib/session-navigation';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithSession, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import { household } from '../test/fixtures';
import HouseholdJoinPage from './household-join-page';

const api = setupApiServer('/household/join');
const TOKEN = 'invitation-token-0123456789abcdef';

afterEach(() => {
  forgetHouseholdInvite();
  connectSessionRouter(null);
});

function render() {
  return renderWithSession(
    [
      { path: '/household/join', element: withQueryClient(<HouseholdJoinPage />) },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { path: `/household/join?token=${TOKEN}` },
  );
}

describe('an invitation to a family, for someone with no account or no role yet', () => {
  it('signed out: keeps the link through sign-up and offers to create an account or sign in', async () => {
    void logout();
    render();
    expect(await screen.findByRole('link', { name: 'Create my account' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(screen.getByRole('link', { name: 'I have an account' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
    await waitFor(() => expect(pendingHouseholdInvite()).toBe(TOKEN));
  });

  it('after sign-up and verification a user without a role is sent to the invitation, not to role selection', () => {
    const newcomer = testUser({ authorities: [], player: false });
    connectSessionRouter(
      createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/onboarding/verification'] }),
    );
    expect(onboardingRoute(newcomer)).toBe('/onboarding/role-selection');
    sessionStorage.setItem('pending_household_invite', TOKEN);
    expect(onboardingRoute(newcomer)).toBe('/household/join');
    expect(onboardingRoute({ ...newcomer, status: 'NON_VERIFIED' })).toBe('/onboarding/verification');
  });

  it('signed in without a role: accepting makes them a guardian and opens the family', async () => {
    storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
    setUser(testUser({ id: 'new-1', authorities: [], player: false }));
    api.on(`POST /api/v1/household/invitations/${TOKEN}/accept`, (_r, res) => json(res, 200, household([])));
    api.on('POST /api/oauth/token', (_r, res) =>
      json(res, 200, {
        access_token: 'token-2',
        refresh_token: 'refresh-2',
        expires_in: 3600,
        token_type: 'bearer',
      }),
    );
    api.on('GET /api/v1/user', (_r, res) =>
      json(res, 200, testUser({ id: 'new-1', authorities: ['ROLE_GUARDIAN'], player: false })),
    );
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/household'));
    expect(api.calls(`POST /api/v1/household/invitations/${TOKEN}/accept`)).toHaveLength(1);
    expect(pendingHouseholdInvite()).toBeNull();
  });
});
