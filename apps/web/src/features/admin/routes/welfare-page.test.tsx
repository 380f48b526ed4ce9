import type { AdminReport } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import WelfarePage from './welfare-page';

const ID = '0b7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b';
const REPORT: AdminReport = {
  id: ID,
  targetType: 'COMMENT',
  targetId: '1c7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
  reason: 'BULLYING',
  note: 'This upset my son',
  status: 'OPEN',
  createdAt: '2026-11-27T08:00:00.000Z',
  resolvedAt: null,
  resolutionNote: null,
  content: {
    playerId: '2c7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
    playerName: 'Elsa Karlsson',
    clipId: '3c7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
    text: 'You will never be good',
    authorName: 'Kim Berg',
    atSeconds: 1.2,
    posterUrl: null,
    hidden: false,
  },
};

const api = setupApiServer('/admin/welfare');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser({ authorities: ['ROLE_ADMIN'], player: false }));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

describe('the console’s welfare queue', () => {
  it('shows the reported comment and hides it with a note', async () => {
    let hidden = false;
    api.on('GET /api/v1/admin/reports', (_r, res) => json(res, 200, hidden ? [] : [REPORT]));
    api.on(`PUT /api/v1/admin/reports/${ID}`, (_r, res) => {
      hidden = true;
      json(res, 200, { ...REPORT, status: 'HIDDEN', content: { ...REPORT.content, hidden: true } });
    });
    client = createQueryClient();
    renderWithRouter([{ path: '/admin/welfare', element: withQueryClient(<WelfarePage />, client) }], {
      path: '/admin/welfare',
    });
    const card = await screen.findByRole('article', { name: 'Clip comment of Elsa Karlsson' });
    expect(card).toHaveTextContent('You will never be good');
    expect(card).toHaveTextContent('Reason: It is unkind or bullying');
    expect(card).toHaveTextContent('Reporter’s note: This upset my son');
    const hide = within(card).getByRole('button', { name: 'Hide' });
    expect(hide).toBeDisabled();
    await userEvent.click(within(card).getByRole('textbox', { name: 'Note for the record' }));
    await userEvent.paste('Unkind, hidden');
    await userEvent.click(hide);
    expect(await screen.findByRole('status')).toHaveTextContent('No reports here.');
    expect(api.calls(`PUT /api/v1/admin/reports/${ID}`)[0]?.json).toEqual({
      action: 'HIDE',
      note: 'Unkind, hidden',
    });
  }, 15_000);
});
