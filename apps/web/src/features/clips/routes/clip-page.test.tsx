import type { Clip, User } from '@academy/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import { formatMoment } from '../components/clip-review';
import ClipPage from './clip-page';

const ID = '4d7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b';
const CLIP_URL = `/api/v1/clips/${ID}`;
const CLIP: Clip = {
  id: ID,
  playerId: '2c7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
  sessionId: '11111111-1111-4111-8111-111111111111',
  challengeId: null,
  status: 'READY',
  durationSeconds: 12,
  posterUrl: '/media/poster.jpg',
  playbackUrl: '/media/clip.mp4',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2027-02-18T10:00:00.000Z',
  verdict: null,
  comments: [
    {
      id: '5d7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
      atSeconds: 75.3,
      text: 'Plant foot closer to the ball',
      authorName: 'Carla Coach',
      createdAt: '2026-11-20T11:00:00.000Z',
    },
  ],
};

const api = setupApiServer(`/clips/${ID}`);
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage(authorities: User['authorities']) {
  setUser(testUser({ authorities, player: authorities.includes('ROLE_PLAYER') }));
  client = createQueryClient();
  return renderWithRouter([{ path: '/clips/:id', element: withQueryClient(<ClipPage />, client) }], {
    path: `/clips/${ID}`,
  });
}

describe('a clip’s page', () => {
  it('writes a moment as minutes, seconds and tenths', () => {
    expect(formatMoment(75.3)).toBe('1:15.3');
    expect(formatMoment(0)).toBe('0:00.0');
    expect(formatMoment(9.96)).toBe('0:09.0');
  });

  it('shows the player the clip, its comments at their moments, the wait for a verdict, and no coach tools', async () => {
    api.on(`GET ${CLIP_URL}`, (_r, res) => json(res, 200, CLIP));
    renderPage(['ROLE_PLAYER']);
    expect(await screen.findByText('Waiting for the coach')).toBeVisible();
    expect(screen.getByText('Ready')).toBeVisible();
    expect(screen.getByText(/^Deleted automatically on /)).toBeVisible();
    expect(screen.getByLabelText('The clip')).toHaveAttribute('src', '/media/clip.mp4');
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(within(comments).getByRole('listitem')).toHaveTextContent(
      'Carla Coach: Plant foot closer to the ball',
    );
    expect(within(comments).getByRole('button', { name: 'At 1:15.3' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add comment' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Verdict' })).toBeNull();
  });

  it('lets a coach comment at the moment picked on the timeline, and the comment joins the list in order', async () => {
    api.on(`GET ${CLIP_URL}`, (_r, res) => json(res, 200, { ...CLIP, comments: CLIP.comments }));
    api.on(`POST ${CLIP_URL}/comments`, (request, res) => {
      const body = request.json as { atSeconds: number; text: string };
      json(res, 201, {
        id: '6d7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b',
        ...body,
        authorName: 'Carla Coach',
        createdAt: '2026-11-21T09:00:00.000Z',
      });
    });
    renderPage(['ROLE_MANAGER']);
    const timeline = await screen.findByRole('slider', { name: 'Moment of the clip: 0:00.0' });
    // happy-dom's step check (value % 0.1) refuses most tenths a browser accepts; 3.2 passes it.
    fireEvent.change(timeline, { target: { value: '3.2' } });
    const field = screen.getByRole('textbox', { name: 'Comment at 0:03.2' });
    const send = screen.getByRole('button', { name: 'Add comment' });
    expect(send).toBeDisabled();
    await userEvent.click(field);
    await userEvent.paste('  Head up before the pass  ');
    await userEvent.click(send);
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(await within(comments).findByRole('button', { name: 'At 0:03.2' })).toBeVisible();
    const items = within(comments).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Head up before the pass'),
      expect.stringContaining('Plant foot closer to the ball'),
    ]);
    expect(field).toHaveValue('');
    expect(api.calls(`POST ${CLIP_URL}/comments`)[0]?.json).toEqual({
      atSeconds: 3.2,
      text: 'Head up before the pass',
    });
  });

  it('tells a coach when a comment is refused, and keeps what was written', async () => {
    api.on(`GET ${CLIP_URL}`, (_r, res) => json(res, 200, CLIP));
    api.on(`POST ${CLIP_URL}/comments`, (_r, res) =>
      json(res, 409, { status: 409, message: 'The clip is not ready yet', code: 'clip.notReady' }),
    );
    renderPage(['ROLE_MANAGER']);
    const field = await screen.findByRole('textbox', { name: 'Comment at 0:00.0' });
    await userEvent.click(field);
    await userEvent.paste('Nice touch');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The clip is not ready yet');
    expect(field).toHaveValue('Nice touch');
  });

  it('lets a coach approve the clip: the verdict shows as chosen', async () => {
    let verdict: Clip['verdict'] = null;
    api.on(`GET ${CLIP_URL}`, (_r, res) => json(res, 200, { ...CLIP, verdict }));
    api.on(`PUT ${CLIP_URL}/verdict`, (request, res) => {
      verdict = (request.json as { verdict: Clip['verdict'] }).verdict;
      json(res, 200, { ...CLIP, verdict });
    });
    renderPage(['ROLE_MANAGER']);
    const section = await screen.findByRole('region', { name: 'Verdict' });
    const approve = within(section).getByRole('button', { name: 'Approve' });
    expect(approve).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(approve);
    await waitFor(() => expect(approve).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('Approved')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Ask to try again' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.calls(`PUT ${CLIP_URL}/verdict`).map((call) => call.json)).toEqual([{ verdict: 'APPROVED' }]);
  });

  it('lets a guardian comment but not judge', async () => {
    api.on(`GET ${CLIP_URL}`, (_r, res) => json(res, 200, CLIP));
    renderPage(['ROLE_GUARDIAN']);
    expect(await screen.findByRole('button', { name: 'Add comment' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Verdict' })).toBeNull();
  });

  it('says why a rejected clip cannot be watched', async () => {
    api.on(`GET ${CLIP_URL}`, (_r, res) =>
      json(res, 200, { ...CLIP, status: 'REJECTED', playbackUrl: null, posterUrl: null, comments: [] }),
    );
    renderPage(['ROLE_PLAYER']);
    expect(await screen.findByText(/longer than 60 seconds or not a video we can read/)).toBeVisible();
    expect(screen.getByText('Not usable')).toBeVisible();
    expect(screen.queryByLabelText('The clip')).toBeNull();
  });

  it('offers to try again when the clip cannot be loaded, and shows it once it can', async () => {
    let fail = true;
    api.on(`GET ${CLIP_URL}`, (_r, res) =>
      fail ? json(res, 403, { status: 403, message: 'Forbidden', code: 'FORBIDDEN' }) : json(res, 200, CLIP),
    );
    renderPage(['ROLE_PLAYER']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Waiting for the coach')).toBeVisible();
  });
});
