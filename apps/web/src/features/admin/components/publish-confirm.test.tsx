import type { AdminPublishSummary } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { PublishConfirm } from './publish-confirm';

const ID = '5b1f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
const SUMMARY = `GET /api/v1/admin/training-programs/${ID}/publish-summary`;

const NOTHING: AdminPublishSummary = {
  replaces: null,
  titles: [],
  phases: { added: [], removed: [], changed: [] },
  sessions: { added: [], removed: [], changed: [] },
  fees: [],
  currentPlayers: 0,
  currentSubscriptions: 0,
};

const api = setupApiServer('/admin/programs');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderConfirm() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  client = createQueryClient();
  renderWithClient(
    <PublishConfirm programId={ID} busy={false} onConfirm={onConfirm} onCancel={onCancel} />,
    client,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('alertdialog', { name: 'Publish this program?' }) };
}

describe('the question before a program is published', () => {
  it('lists what changes against the live program and who keeps it, then publishes on request', async () => {
    api.on(SUMMARY, (_r, res) =>
      json(res, 200, {
        ...NOTHING,
        replaces: { id: 'live', titles: { en: 'Ball mastery' } },
        titles: [{ language: 'sv', before: 'Bollkontroll', after: 'Bollbehandling' }],
        phases: { added: ['Heading'], removed: [], changed: ['First touch'] },
        sessions: { added: [], removed: ['Toe taps', 'Sole rolls'], changed: [] },
        fees: [{ region: 'AFRICA', type: 'MONTHLY', before: '9 kr', after: '12 kr' }],
        currentPlayers: 40,
        currentSubscriptions: 2,
      }),
    );
    const { dialog, onConfirm } = renderConfirm();
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(
      await within(dialog).findByText('It replaces “Ball mastery” for new subscriptions.'),
    ).toBeVisible();
    const changes = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Title in Svenska: “Bollkontroll” → “Bollbehandling”',
      'Phases added: Heading',
      'Phases changed: First touch',
      'Sessions removed: Toe taps, Sole rolls',
      'Monthly fee, Africa: 9 kr → 12 kr',
    ]);
    expect(dialog).toHaveTextContent(
      '2 running subscriptions are on the live program: they keep that program and their progress. New subscriptions get this one.',
    );
    await userEvent.click(publish);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says when the age group has no live program and nothing changes', async () => {
    api.on(SUMMARY, (_r, res) => json(res, 200, { ...NOTHING, currentSubscriptions: 1 }));
    const { dialog, onCancel } = renderConfirm();
    expect(await within(dialog).findByText('No program of this age group is live yet.')).toBeVisible();
    expect(dialog).toHaveTextContent('Nothing changes against the live program.');
    expect(dialog).toHaveTextContent('1 running subscription is on the live program');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('does not let a program be published while its summary cannot be read', async () => {
    api.on(SUMMARY, (_r, res) => json(res, 403, { status: 403, message: 'Forbidden' }));
    const { dialog } = renderConfirm();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.queryByText(/running subscription/)).toBeNull();
  });
});
