import type { ChallengeResult } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import {
  JUGGLING_ID,
  PASSES_ID,
  SLALOM_ID,
  testChallenge,
  testResult,
  testSlalom,
  testWallPasses,
} from '@/test/challenges';
import { testPlayer } from '@/test/players';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import ChallengePage from './challenge-page';

const player = testPlayer();
const RESULTS = `/api/v1/player/${player.id}/challenge-results`;
const api = setupApiServer(`/program/challenge/${JUGGLING_ID}`);
let stored: ChallengeResult[] = [];

beforeEach(() => {
  stored = [testResult({ value: 90, tier: 'BRONZE', createdAt: '2026-03-01T17:00:00.000Z' })];
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser());
  api.on(`GET /api/v1/player/user/${testUser().id}`, (_r, res) => json(res, 200, player));
  api.on('GET /api/v1/challenges', (_r, res) =>
    json(res, 200, [testChallenge(), testSlalom(), testWallPasses()]),
  );
  api.on(`GET ${RESULTS}`, (_r, res) => json(res, 200, stored));
});

let client = createQueryClient();

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage(challengeId = JUGGLING_ID) {
  client = createQueryClient();
  return renderWithRouter(
    [
      { path: '/program/challenge/:challengeId', element: withQueryClient(<ChallengePage />, client) },
      { path: '/program', element: <p>program home</p> },
    ],
    { path: `/program/challenge/${challengeId}` },
  );
}

describe('the challenge page', () => {
  it('shows how to do it, the age group’s marks and the history as a chart and a table', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Juggling' })).toBeVisible();
    expect(api.calls('GET /api/v1/challenges')[0]?.query.get('ageGroupId')).toBe(player.ageGroupId);
    const steps = await screen.findByRole('region', { name: 'How to do it' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    const marks = screen.getByRole('region', { name: 'Marks for your age group (reach at least)' });
    expect(
      within(marks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bronze 40', 'Silver 100', 'Gold 200']);
    const history = screen.getByRole('region', { name: 'Your results' });
    expect(within(history).getByRole('img', { name: '1 result. Best: 90. Latest: 90.' })).toBeVisible();
    expect(within(history).getByText('Your best: 90')).toBeVisible();
    await userEvent.click(within(history).getByText('Show the results as a table'));
    const rows = within(within(history).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('90');
    expect(rows[1]).toHaveTextContent('Bronze');
  });

  it('records a result with a busy button and shows its medal and a new personal best', async () => {
    let answer: (() => void) | null = null;
    api.on(`POST ${RESULTS}`, (req, res) => {
      const body = req.json as { challengeId: string; value: number };
      const result = testResult({
        challengeId: body.challengeId,
        value: body.value,
        tier: 'SILVER',
        personalBest: true,
      });
      answer = () => {
        stored = [result, ...stored];
        json(res, 201, result);
      };
    });
    renderPage();
    const form = await screen.findByRole('region', { name: 'Record your result' });
    await userEvent.type(within(form).getByLabelText('Your result (a number)'), '120');
    await userEvent.click(within(form).getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(answer).not.toBeNull());
    expect(within(form).getByRole('button', { name: 'Save result' })).toBeDisabled();
    answer!();
    const status = await within(form).findByRole('status');
    expect(status).toHaveTextContent('Saved: 120');
    expect(status).toHaveTextContent('Silver');
    expect(status).toHaveTextContent('New personal best!');
    expect(api.calls(`POST ${RESULTS}`)[0]?.json).toEqual({ challengeId: JUGGLING_ID, value: 120 });
    const history = screen.getByRole('region', { name: 'Your results' });
    expect(
      await within(history).findByRole('img', { name: '2 results. Best: 120. Latest: 120.' }),
    ).toBeVisible();
  });

  it('checks the value before sending and explains a refused save', async () => {
    api.on(`POST ${RESULTS}`, (_r, res) =>
      json(res, 429, {
        status: 429,
        error: 'Too Many Requests',
        message: 'Too many requests',
        path: RESULTS,
      }),
    );
    renderPage();
    const form = await screen.findByRole('region', { name: 'Record your result' });
    const input = within(form).getByLabelText('Your result (a number)');
    await userEvent.type(input, '12.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save result' }));
    expect(within(form).getByText('Enter a whole number.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '6000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save result' }));
    expect(within(form).getByText('The most this challenge allows is 5,000.')).toBeVisible();
    expect(api.calls(`POST ${RESULTS}`)).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Save result' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many results in a short time. Wait a minute and try again.',
    );
  });

  it('counts taps with one button and puts the count into the form; a timed count has its countdown', async () => {
    renderPage(PASSES_ID);
    await screen.findByRole('heading', { level: 1, name: 'Wall passes in 30 seconds' });
    const helper = await screen.findByRole('region', { name: 'Counter' });
    expect(within(helper).getByRole('timer', { name: 'Time left' })).toHaveTextContent('0:30');
    expect(within(helper).getByRole('button', { name: 'Start 30 s' })).toBeVisible();
    const tap = within(helper).getByRole('button', { name: '+1' });
    for (let i = 0; i < 4; i++) await userEvent.click(tap);
    await userEvent.click(within(helper).getByRole('button', { name: '−1' }));
    await userEvent.click(within(helper).getByRole('button', { name: 'Use 3' }));
    expect(screen.getByLabelText('Your result (a number)')).toHaveValue('3');
  });

  it('times a run with a stopwatch and says when a time may have one decimal', async () => {
    renderPage(SLALOM_ID);
    await screen.findByRole('heading', { level: 1, name: 'Slalom dribble' });
    expect(
      await screen.findByRole('region', { name: 'Marks for your age group (a time of at most)' }),
    ).toHaveTextContent('Gold 12 s');
    const helper = screen.getByRole('region', { name: 'Stopwatch' });
    expect(within(helper).getByRole('timer', { name: 'Stopwatch' })).toHaveTextContent('0:00.0');
    await userEvent.click(within(helper).getByRole('button', { name: 'Start' }));
    await userEvent.click(await within(helper).findByRole('button', { name: 'Stop' }));
    await userEvent.click(within(helper).getByRole('button', { name: /^Use .* s$/ }));
    const input = screen.getByLabelText('Your time in seconds');
    // The stopwatch's time, to a tenth, went into the form.
    expect((input as HTMLInputElement).value).toMatch(/^\d+(\.\d)?$/);
    await userEvent.clear(input);
    await userEvent.type(input, '14.25');
    await userEvent.click(screen.getByRole('button', { name: 'Save result' }));
    expect(screen.getByText('Give the time with at most one decimal.')).toBeVisible();
  });

  it('says so when the challenge is not one of the age group’s', async () => {
    renderPage('00000000-0000-4000-8000-00000000dead');
    expect(
      await screen.findByText('This challenge is not one of your age group’s challenges.'),
    ).toBeVisible();
  });
});
