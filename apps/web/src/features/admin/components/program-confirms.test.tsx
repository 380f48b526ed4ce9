import type { AdminProgramVersion } from '@academy/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { FeeChangeConfirm } from './fee-change-confirm';
import { RestoreVersion } from './restore-version';

const ID = '5b1f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
const VERSIONS = `GET /api/v1/admin/training-programs/${ID}/versions`;
const RESTORE = `POST /api/v1/admin/training-programs/${ID}/restore`;

function version(overrides: Partial<AdminProgramVersion>): AdminProgramVersion {
  return {
    id: 'v2',
    programId: ID,
    replacedProgramId: '4b1f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b',
    publishedAt: '2026-11-20T10:00:00.000Z',
    restoredAt: null,
    ...overrides,
  };
}

const api = setupApiServer('/admin/programs');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderRestore() {
  client = createQueryClient();
  return renderWithClient(<RestoreVersion programId={ID} />, client);
}

describe('going back to the version a live program replaced', () => {
  it('restores only after a confirmation, and says so', async () => {
    api.on(VERSIONS, (_r, res) => json(res, 200, [version({})]));
    api.on(RESTORE, (_r, res) => json(res, 200, { id: ID, status: 'ARCHIVED' }));
    renderRestore();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore the previous version' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Restore the previous version' });
    expect(dialog).toHaveTextContent('Players keep the program and progress they have.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls(RESTORE)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Restore the previous version' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls(RESTORE)).toHaveLength(1);
    expect(getToasts().at(-1)).toMatchObject({ message: 'The previous version is live again.' });
  });

  it('offers nothing for a first version, one already restored, or a program never published', async () => {
    for (const answer of [
      [version({ replacedProgramId: null })],
      [version({ restoredAt: '2026-11-21T10:00:00.000Z' })],
      [],
    ]) {
      api.on(VERSIONS, (_r, res) => json(res, 200, answer));
      const { unmount } = renderRestore();
      await waitFor(() => expect(api.calls(VERSIONS).length).toBeGreaterThan(0));
      await waitFor(() => expect(client.isFetching()).toBe(0));
      expect(screen.queryByRole('button', { name: 'Restore the previous version' })).toBeNull();
      unmount();
      api.reset();
    }
  });
});

describe('the question before new fees are saved', () => {
  it('says how many running subscriptions are reached and from when, and names the count on the button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <FeeChangeConfirm
        preview={{ affectedSubscriptions: 3, earliestEffectiveFrom: '2027-01-05' }}
        busy={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Change the fees?' });
    expect(dialog).toHaveTextContent('3 running subscriptions pay a changed fee.');
    expect(dialog).toHaveTextContent(/the earliest on .*2027/);
    expect(dialog).toHaveTextContent('New subscriptions pay the new fees at once.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Change fees and notify 3 subscribers' }),
    );
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('speaks of one subscriber in the singular, and of no notice when nobody is reached', () => {
    const { rerender } = render(
      <FeeChangeConfirm
        preview={{ affectedSubscriptions: 1, earliestEffectiveFrom: '2027-01-05' }}
        busy={false}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('1 running subscription pays a changed fee.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change fees and notify 1 subscriber' })).toBeVisible();
    rerender(
      <FeeChangeConfirm
        preview={{ affectedSubscriptions: 0, earliestEffectiveFrom: null }}
        busy
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('0 running subscriptions pay a changed fee.')).toBeVisible();
    expect(screen.queryByText(/notice by e-mail/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
