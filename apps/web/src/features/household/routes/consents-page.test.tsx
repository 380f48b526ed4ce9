import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { consent, household, householdChild } from '../test/fixtures';
import ConsentsPage from './consents-page';

const api = setupApiServer('/household/consents');
const GRANT = 'POST /api/v1/household/consents';

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on('GET /api/v1/household', (_r, res) =>
    json(res, 200, household([householdChild(), householdChild({ playerId: 'p-2', firstName: 'Leo' })])),
  );
  api.on('GET /api/v1/household/consents', (_r, res) =>
    json(res, 200, [
      consent(),
      consent({ id: 'c-2', scopes: ['COACH'], revokedAt: '2026-11-10T12:00:00.000Z' }),
      consent({
        id: 'c-3',
        playerId: 'p-2',
        scopes: ['PROFILE', 'TRAINING', 'COACH', 'VIDEO', 'NOTIFICATIONS'],
      }),
    ]),
  );
  api.on(GRANT, (request, res) => json(res, 201, consent({ id: 'c-9', ...(request.json as object) })));
  api.on('DELETE /api/v1/household/consents/c-1', (_r, res) =>
    json(res, 200, consent({ revokedAt: '2026-11-27T10:00:00.000Z' })),
  );
});

describe('the consents page', () => {
  it('lists each child’s consents with revoked ones marked, and offers only what is not in force', async () => {
    renderWithRouter(withQueryClient(<ConsentsPage />), { path: '/household/consents' });
    const maja = await screen.findByRole('region', { name: 'Maja Berg' });
    expect(within(maja).getByText('Profile, Training')).toBeVisible();
    expect(within(maja).getByText(/revoked/)).toBeVisible();
    const offered = within(maja)
      .getAllByRole('checkbox')
      .map((box) => box.closest('div')?.textContent ?? '');
    expect(offered.map((text) => text.split('The')[0])).toEqual(['Coach', 'Video', 'Notifications']);
    // Only the consent in force can be revoked.
    expect(within(maja).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);

    const leo = screen.getByRole('region', { name: 'Leo Berg' });
    expect(within(leo).queryByRole('checkbox')).toBeNull();
    expect(within(leo).getByText('Every consent is given.')).toBeVisible();
  });

  it('gives the ticked scopes for one child and revokes a consent by its named button', async () => {
    renderWithRouter(withQueryClient(<ConsentsPage />), { path: '/household/consents' });
    const maja = await screen.findByRole('region', { name: 'Maja Berg' });
    const give = within(maja).getByRole('button', { name: 'Give consent' });
    expect(give).toBeDisabled();
    await userEvent.click(within(maja).getByRole('checkbox', { name: /^Video/ }));
    await userEvent.click(within(maja).getByRole('checkbox', { name: /^Coach/ }));
    await userEvent.click(give);
    await expect.poll(() => api.calls(GRANT).length).toBe(1);
    expect(api.calls(GRANT)[0]!.json).toEqual({ playerId: 'p-1', scopes: ['VIDEO', 'COACH'] });

    await userEvent.click(within(maja).getByRole('button', { name: 'Revoke Profile, Training for Maja' }));
    await expect.poll(() => api.calls('DELETE /api/v1/household/consents/c-1').length).toBe(1);
  });

  it('says so when the family cannot be loaded and tries again on request', async () => {
    let fail = true;
    api.on('GET /api/v1/household', (_r, res) =>
      fail
        ? json(res, 403, {
            status: 403,
            error: 'Forbidden',
            code: 'household.notAGuardian',
            message: 'Only a parent or guardian can do this',
            path: '/api/v1/household',
          })
        : json(res, 200, household([])),
    );
    renderWithRouter(withQueryClient(<ConsentsPage />), { path: '/household/consents' });
    expect(await screen.findByText('Your family could not be loaded.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No children yet. Add a child to start.')).toBeVisible();
  });
});
