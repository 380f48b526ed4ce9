import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testSubscription } from '@/test/subscriptions';
import { testProgress, testSession } from '@/test/training';
import { testUser } from '@/test/users';
import SessionPage from './session-page';

const PLAYER_PROGRAM_ID = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';
const PROGRESS = `GET /api/v1/training-program/player-training-program/${PLAYER_PROGRAM_ID}/progress`;

const api = setupApiServer('/program/phase/b1/session/s1');

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser());
  api.on('GET /api/v1/player-training-program-subscription', (_r, res) =>
    json(res, 200, [testSubscription({ playerTrainingProgramId: PLAYER_PROGRAM_ID })]),
  );
  api.on('GET /api/v1/training-program-block/b1/sessions', (_r, res) =>
    json(res, 200, [
      testSession({ id: 's1', videoUrl: 'https://video.example/toe-taps' }),
      testSession({ id: 's2', title: 'Cone slalom', order: 2 }),
    ]),
  );
  api.on(PROGRESS, (_r, res) => json(res, 200, testProgress()));
});

let client = createQueryClient();

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage(path = '/program/phase/b1/session/s1') {
  client = createQueryClient();
  return renderWithRouter(
    [
      {
        path: '/program/phase/:blockId/session/:sessionId',
        element: withQueryClient(<SessionPage />, client),
      },
      { path: '/program', element: <p>program home</p> },
    ],
    { path },
  );
}

describe('session page', () => {
  it('shows the steps, coaching points, equipment and a video link that opens in a new tab', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Toe taps' })).toBeVisible();
    const steps = within(await screen.findByRole('region', { name: 'What to do' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Put the ball in front of you.',
      'Tap it with one sole, then the other.',
      'Count to 20.',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Coaching points' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Equipment' })).getByText('Cones')).toBeVisible();
    const video = screen.getByRole('link', { name: /Watch the video/ });
    expect(video).toHaveAttribute('target', '_blank');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /My program/ })).toHaveAttribute('href', '/program');
  });

  it('leads to the session’s own skill challenge when the console chose one, and to none otherwise', async () => {
    const CHALLENGE = '9f5a7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
    api.on('GET /api/v1/training-program-block/b1/sessions', (_r, res) =>
      json(res, 200, [
        testSession({ id: 's1', challengeId: CHALLENGE }),
        testSession({ id: 's2', order: 2 }),
      ]),
    );
    renderPage();
    const link = await screen.findByRole('link', { name: 'Try this session’s skill challenge' });
    expect(link).toHaveAttribute('href', `/program/challenge/${CHALLENGE}`);
  });

  it('shows no challenge link for a session without one', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Toe taps' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Try this session’s skill challenge' })).toBeNull();
  });

  it('Done sends the rating and the note, then shows the session done with Undo', async () => {
    let done = false;
    api.on(PROGRESS, (_r, res) => json(res, 200, testProgress()));
    api.on('PUT /api/v1/player-training-session/s1/complete', (_req, res) => {
      done = true;
      json(
        res,
        200,
        testProgress({
          completedSessionIds: ['s2', 's1'],
          completions: [
            ...testProgress().completions,
            { trainingSessionId: 's1', completedAt: '2026-03-03T17:00:00.000Z', rating: 5, note: 'Easy' },
          ],
        }),
      );
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: '5 of 5' }));
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Easy');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/your rating 5 of 5/)).toBeVisible();
    expect(done).toBe(true);
    const put = api.calls('PUT /api/v1/player-training-session/s1/complete')[0];
    expect(JSON.parse(put?.body ?? '')).toEqual({
      playerTrainingProgramId: PLAYER_PROGRAM_ID,
      rating: 5,
      note: 'Easy',
      shareNote: false,
    });

    api.on('DELETE /api/v1/player-training-session/s1/complete', (req, res) => {
      expect(req.query.get('playerTrainingProgramId')).toBe(PLAYER_PROGRAM_ID);
      json(res, 200, testProgress());
    });
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled());
  });

  it('after Done, the next open session of the phase is one tap away', async () => {
    api.on('GET /api/v1/training-program-block/b1/sessions', (_r, res) =>
      json(res, 200, [
        testSession({ id: 's1', order: 1 }),
        testSession({ id: 's2', title: 'Cone slalom', order: 2 }),
        testSession({ id: 's3', title: 'Wall passes', order: 3 }),
      ]),
    );
    api.on('PUT /api/v1/player-training-session/s1/complete', (_r, res) =>
      json(res, 200, testProgress({ completedSessionIds: ['s2', 's1'] })),
    );
    renderPage();
    expect(screen.queryByRole('link', { name: 'Next session' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    const next = await screen.findByRole('link', { name: 'Next session' });
    // s2 is done already: the next open one is s3.
    expect(next).toHaveAttribute('href', '/program/phase/b1/session/s3');
    expect(screen.getByText('Wall passes')).toBeVisible();
  });

  it("the phase's last Done is celebrated, briefly, with the next phase's first session", async () => {
    api.on('GET /api/v1/training-program-block/b2/sessions', (_r, res) =>
      json(res, 200, [testSession({ id: 's4', title: 'Short passes', order: 1 })]),
    );
    const base = testProgress();
    const after = testProgress({
      completedSessionIds: ['s2', 's1'],
      phases: [
        { ...base.phases[0]!, status: 'COMPLETE', sessionsDone: 2, sessionsTotal: 2 },
        { ...base.phases[1]!, status: 'ACTIVE' },
      ],
    });
    api.on('PUT /api/v1/player-training-session/s1/complete', (_r, res) => {
      api.on(PROGRESS, (_q, reread) => json(reread, 200, after));
      json(res, 200, after);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    const heading = await screen.findByRole('heading', {
      name: 'Well done: Phase 1: Ball control is complete',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const moment = screen.getByRole('region', { name: 'Well done: Phase 1: Ball control is complete' });
    expect(moment).toHaveTextContent(
      'You finished all its 2 sessions. The next phase is open: Phase 2: Passing.',
    );
    expect(await within(moment).findByRole('link', { name: 'Start the next phase' })).toHaveAttribute(
      'href',
      '/program/phase/b2/session/s4',
    );
  });

  it('says in words when an active subscription is needed (402)', async () => {
    api.on('PUT /api/v1/player-training-session/s1/complete', (_r, res) =>
      json(res, 402, {
        status: 402,
        error: 'Payment Required',
        code: 'training.activeSubscriptionRequired',
        message: 'Active subscription required',
        path: '/',
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You need an active subscription to record training.',
    );
  });

  it('a session of a locked phase can be read but not done', async () => {
    api.on('GET /api/v1/training-program-block/b2/sessions', (_r, res) =>
      json(res, 200, [testSession({ id: 's3' })]),
    );
    renderPage('/program/phase/b2/session/s3');
    expect(await screen.findByText(/This phase is locked/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
  });

  it('a session outside the program: a message, not a crash', async () => {
    renderPage('/program/phase/b1/session/unknown');
    expect(await screen.findByText('This session is not part of your program.')).toBeVisible();
  });

  it('says what the session needs, what to do alone, and when a heading session must wait', async () => {
    api.on('GET /api/v1/training-program-block/b1/sessions', (_r, res) =>
      json(res, 200, [
        testSession({
          id: 's1',
          title: 'Heading: attack and defend',
          headers: 10,
          space: 'PARK',
          needsPartner: true,
          soloAlternative: 'Throw the ball against a wall and catch it.',
        }),
      ]),
    );
    api.on(PROGRESS, (_r, res) =>
      json(res, 200, testProgress({ headingWaitUntil: '2026-03-09T17:00:00.000Z' })),
    );
    renderPage();
    const needs = await screen.findByRole('region', { name: 'What you need' });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Space: a park or open field, about 30 × 20 m',
      'A partner: a parent, a friend or a teammate',
      '10 headers, with a slightly softer ball',
    ]);
    expect(within(needs).getByText('No partner today?')).toBeVisible();
    expect(within(needs).getByText(/Throw the ball against a wall/)).toBeVisible();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You did a heading session in the last few days. To protect your head, wait until Monday, March 9 before the next heading session',
    );
  });
});
