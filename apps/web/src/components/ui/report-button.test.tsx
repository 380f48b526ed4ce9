import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { ReportButton } from './report-button';

const CLIP = '3c7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b';
const api = setupApiServer('/clips/x');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderButton() {
  client = createQueryClient();
  return renderWithRouter(
    [
      {
        path: '/clips/x',
        element: withQueryClient(<ReportButton targetType="CLIP" targetId={CLIP} />, client),
      },
    ],
    { path: '/clips/x' },
  );
}

describe('the report button', () => {
  it('sends the reason and the note, then thanks the reporter', async () => {
    api.on('POST /api/v1/reports', (req, res) =>
      json(res, 201, { id: CLIP, ...(req.json as object), createdAt: '2026-11-27T08:00:00.000Z' }),
    );
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Report this clip' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What is wrong?' }), 'PRIVACY');
    await userEvent.click(screen.getByRole('textbox', { name: /Anything else/ }));
    await userEvent.paste('My address is visible');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('welfare team will look at it');
    expect(api.calls('POST /api/v1/reports')[0]?.json).toEqual({
      targetType: 'CLIP',
      targetId: CLIP,
      reason: 'PRIVACY',
      note: 'My address is visible',
    });
  }, 15_000);

  it('says so when the user already reported it', async () => {
    api.on('POST /api/v1/reports', (_req, res) =>
      json(res, 409, {
        status: 409,
        error: 'Conflict',
        code: 'report.alreadyReported',
        message: 'You have already reported this',
        path: '/api/v1/reports',
      }),
    );
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Report this clip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reported this');
  }, 15_000);
});
