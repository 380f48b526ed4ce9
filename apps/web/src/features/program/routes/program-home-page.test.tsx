import type { Subscription } from '@academy/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testChallenge, testResult, testSlalom } from '@/test/challenges';
import { testPlayer } from '@/test/players';
import { TEST_PROGRAM_ID, TEST_SUBSCRIPTION_ID, testSubscription } from '@/test/subscriptions';
import { testProgress, testSession } from '@/test/training';
import { testUser } from '@/test/users';
import ProgramHomePage from './program-home-page';

const PROGRAM_ID = TEST_PROGRAM_ID;
const PLAYER_PROGRAM_ID = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';
const SUBSCRIPTION_ID = TEST_SUBSCRIPTION_ID;
const LIST = 'GET /api/v1/player-training-program-subscription';

/** Billed yearly, with its training program started. */
function subscription(overrides: Partial<Subscription> = {}) {
  return testSubscription({
    billingEnabled: true,
    paymentModel: 'YEARLY',
    playerTrainingProgramId: PLAYER_PROGRAM_ID,
    trainingProgram: { id: PROGRAM_ID, title: 'U12 Development program', fees: [] },
    ...overrides,
  });
}

const api = setupApiServer('/program');

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  // The role guard lets only a loaded player in.
  setUser(testUser());
  api.on(`GET /api/v1/training-program-block/training-program/${PROGRAM_ID}`, (req, res) =>
    json(
      res,
      200,
      req.query.get('language') === 'sv'
        ? [
            { id: 'b1', title: 'Fas 1: Bollkontroll', order: 1, challengeId: testChallenge().id },
            { id: 'b2', title: 'Fas 2: Passningar', order: 2, challengeId: testSlalom().id },
          ]
        : [
            { id: 'b1', title: 'Phase 1: Ball control', order: 1, challengeId: testChallenge().id },
            { id: 'b2', title: 'Phase 2: Passing', order: 2, challengeId: testSlalom().id },
          ],
    ),
  );
  api.on('GET /api/v1/training-program/player-training-program-block', (_r, res) =>
    json(res, 200, [
      { id: 'p1', status: 'ACTIVE', startDate: '2026-03-01T00:00:00.000Z', trainingProgramBlockId: 'b1' },
      { id: 'p2', status: 'INACTIVE', startDate: null, trainingProgramBlockId: 'b2' },
    ]),
  );
  api.on(`GET /api/v1/training-program/player-training-program/${PLAYER_PROGRAM_ID}/progress`, (_r, res) =>
    json(res, 200, testProgress()),
  );
  const player = testPlayer();
  api.on(`GET /api/v1/player/user/${testUser().id}`, (_r, res) => json(res, 200, player));
  api.on('GET /api/v1/challenges', (_r, res) => json(res, 200, [testChallenge(), testSlalom()]));
  api.on(`GET /api/v1/player/${player.id}/challenge-results`, (_r, res) =>
    json(res, 200, [testResult({ value: 120, tier: 'SILVER' }), testResult({ value: 90, tier: 'BRONZE' })]),
  );
  api.on('GET /api/v1/training-program-block/b1/sessions', (_r, res) =>
    json(res, 200, [
      testSession({ id: 's1', title: 'Toe taps', order: 1 }),
      testSession({ id: 's2', title: 'Cone slalom', order: 2 }),
    ]),
  );
});

let client = createQueryClient();

afterEach(async () => {
  // Reads still under way finish before the next test (and before the server closes).
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage() {
  client = createQueryClient();
  return renderWithRouter(
    [
      { path: '/program', element: withQueryClient(<ProgramHomePage />, client) },
      { path: '/account', element: <p>account page</p> },
      { path: '/program/phase/:phaseId/session/:sessionId', element: <p>session page</p> },
      { path: '/', element: <p>home page</p> },
    ],
    { path: '/program' },
  );
}

describe('program home (spec §2, §4 "Program home flow")', () => {
  it('shows a spinner, then the program title, the start phase button and the phases', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your training program…');
    expect(await screen.findByRole('heading', { level: 1, name: 'U12 Development program' })).toBeVisible();
    const phases = within(await screen.findByRole('region', { name: 'Phases' })).getAllByRole('listitem');
    expect(phases.map((p) => p.textContent)).toEqual([
      'Phase 1: Ball control·, Active',
      'Phase 2: Passing·, Inactive',
    ]);
    expect(
      api
        .calls('GET /api/v1/training-program/player-training-program-block')[0]
        ?.query.get('playerTrainingProgramId'),
    ).toBe(PLAYER_PROGRAM_ID);
    // The ACTIVE phase's sessions and the skill challenges load last.
    await screen.findByRole('link', { name: 'Toe taps' });
    await screen.findByRole('region', { name: 'Skill challenges' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it("start phase opens the active phase's next session once the card bills", async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    const { router } = renderPage();
    await screen.findByRole('region', { name: 'Phases' });
    const start = await screen.findByRole('link', { name: 'Start phase' });
    await userEvent.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/program/phase/b1/session/s1'));
  });

  it('before billing the spec\'s web-view rule: "Choose how to pay" goes to /account with the token', async () => {
    api.on(LIST, (_r, res) =>
      json(res, 200, [subscription({ billingEnabled: false, paymentStatus: 'NONE' })]),
    );
    const { router } = renderPage();
    await screen.findByRole('region', { name: 'Phases' });
    // The free month has not started: the page says so.
    expect(screen.getByRole('heading', { name: 'Your free month has not started yet' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start phase' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose how to pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('access_token')).toBe('token-1');
    expect(params.get('isUserFromWebView')).toBe('true');
  });

  it('a failed renewal: until when training stays open and the way to update the card', async () => {
    api.on(LIST, (_r, res) =>
      json(res, 200, [subscription({ paymentStatus: 'PAST_DUE', graceEndsAt: '2026-04-07T10:00:00.000Z' })]),
    );
    renderPage();
    const notice = await screen.findByRole('heading', { name: 'Your last payment did not go through' });
    expect(notice.parentElement).toHaveTextContent('Training stays open until 7 April 2026.');
    expect(screen.getByRole('link', { name: 'Update your card' })).toHaveAttribute(
      'href',
      expect.stringContaining('/account?'),
    );
  });

  it('no choose-how-to-pay button once the year is paid off', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription({ yearlyPaidOff: true })]));
    renderPage();
    expect(await screen.findByRole('region', { name: 'Phases' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose how to pay' })).not.toBeInTheDocument();
  });

  it('reloads the phases in the new language', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    renderPage();
    expect((await screen.findAllByText('Phase 1: Ball control'))[0]).toBeVisible();
    await act(() => i18n.changeLanguage('sv'));
    expect((await screen.findAllByText('Fas 1: Bollkontroll'))[0]).toBeVisible();
    expect(screen.getByRole('region', { name: 'Faser' })).toBeVisible();
  });

  it("creates the player's program for an ACTIVE subscription without one, then shows it", async () => {
    let created = false;
    api.on(LIST, (_r, res) =>
      json(res, 200, [subscription({ playerTrainingProgramId: created ? PLAYER_PROGRAM_ID : null })]),
    );
    api.on('POST /api/v1/training-program/player-training-program', (_r, res) => {
      created = true;
      json(res, 201, {
        id: PLAYER_PROGRAM_ID,
        playerId: 'p',
        trainingProgramId: PROGRAM_ID,
        playerTrainingProgramSubscriptionId: SUBSCRIPTION_ID,
        createdAt: '2026-03-01T10:00:00.000Z',
      });
    });
    renderPage();
    expect((await screen.findAllByText('Phase 1: Ball control'))[0]).toBeVisible();
    const posts = api.calls('POST /api/v1/training-program/player-training-program');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.body ?? '')).toEqual({
      playerTrainingProgramSubscriptionId: SUBSCRIPTION_ID,
    });
  });

  it('goes home when the subscription has no program and is not ACTIVE', async () => {
    api.on(LIST, (_r, res) =>
      json(res, 200, [subscription({ status: 'ENDED', playerTrainingProgramId: null })]),
    );
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('POST /api/v1/training-program/player-training-program')).toHaveLength(0);
  });

  it('without a subscription: the no-active-subscription alert and no button', async () => {
    api.on(LIST, (_r, res) => json(res, 200, []));
    renderPage();
    expect(await screen.findByText('No active subscription')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Training program' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start phase' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the progress figures and the ACTIVE phase open with its sessions, the locked one closed', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    renderPage();
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(within(progress).getByText('1 of 6')).toBeVisible();
    expect(within(progress).getByText('25 minutes')).toBeVisible();
    expect(within(progress).getByText('2 days')).toBeVisible();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
    const training = screen.getByRole('region', { name: 'Your training' });
    const link = await within(training).findByRole('link', { name: 'Toe taps' });
    expect(link).toHaveAttribute('href', '/program/phase/b1/session/s1');
    expect(within(training).getAllByText('Done')).toHaveLength(1);
    const cards = training.querySelectorAll('details');
    expect(cards[0]).toHaveAttribute('open');
    expect(cards[0]).toHaveAttribute('data-status', 'ACTIVE');
    expect(cards[1]).not.toHaveAttribute('open');
    expect(cards[1]).toHaveAttribute('data-status', 'INACTIVE');
    expect(api.calls('GET /api/v1/training-program-block/b2/sessions')).toHaveLength(0);
    // The first session not done yet of the ACTIVE phase, one tap away (s2 is done, s1 is not).
    const next = screen.getByRole('region', { name: 'Next session' });
    expect(next).toHaveTextContent('Toe taps');
    expect(within(next).getByRole('link', { name: 'Start the session' })).toHaveAttribute(
      'href',
      '/program/phase/b1/session/s1',
    );
  });

  it('names the ACTIVE phase’s challenge and lists the age group’s challenges with the best result and medal', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    renderPage();
    const training = await screen.findByRole('region', { name: 'Your training' });
    expect(await within(training).findByRole('link', { name: 'Juggling' })).toHaveAttribute(
      'href',
      `/program/challenge/${testChallenge().id}`,
    );
    const challenges = await screen.findByRole('region', { name: 'Skill challenges' });
    const items = await within(challenges).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'JugglingBest: 120Silver',
      'Slalom dribbleNot tried yet',
    ]);
    expect(api.calls('GET /api/v1/challenges')[0]?.query.get('ageGroupId')).toBe(testPlayer().ageGroupId);
  });

  it('keeps the program when the challenges cannot be loaded, with a retry', async () => {
    api.on(LIST, (_r, res) => json(res, 200, [subscription()]));
    let fail = true;
    api.on('GET /api/v1/challenges', (_r, res) =>
      fail
        ? json(res, 404, { status: 404, error: 'Not Found', message: 'Not found', path: '/' })
        : json(res, 200, [testChallenge()]),
    );
    renderPage();
    const challenges = await screen.findByRole('region', { name: 'Skill challenges' });
    expect(await within(challenges).findByRole('alert')).toHaveTextContent(
      'The challenges could not be loaded.',
    );
    expect(screen.getByRole('region', { name: 'Your training' })).toBeVisible();
    fail = false;
    await userEvent.click(within(challenges).getByRole('button', { name: 'Try again' }));
    expect(await within(challenges).findByRole('link', { name: 'Juggling' })).toBeVisible();
  });
});
