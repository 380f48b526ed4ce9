import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { FeedbackForm } from './feedback-form';

const PLAYER = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const PHASE = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const FEEDBACK = `POST /api/v1/player/${PLAYER}/feedback`;
const phases = [
  { trainingProgramBlockId: PHASE, title: 'Phase 1: first touch' },
  { trainingProgramBlockId: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', title: 'Phase 2: passing' },
];

const api = setupApiServer('/coach');

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  api.on(FEEDBACK, (req, res) =>
    json(res, 201, {
      id: 'f1',
      managerName: 'Carla Coach',
      createdAt: '2026-11-27T10:00:00.000Z',
      trainingProgramBlockId: null,
      ...(req.json as object),
    }),
  );
});

const sent = () => api.received.filter((r) => r.method === 'POST').map((r) => r.json);
const box = () => screen.getByLabelText('Your feedback to the player');

describe('the coach’s feedback to a player', () => {
  it('refuses an empty message without sending, and says how many characters are left', async () => {
    const u = userEvent.setup();
    renderWithClient(<FeedbackForm playerId={PLAYER} phases={phases} />);
    expect(screen.getByText('2000 characters left. The player also gets it by e-mail.')).toBeVisible();
    await u.type(box(), '   ');
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Write something first.')).toBeVisible();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveFocus();
    expect(sent()).toEqual([]);
    await u.type(box(), 'Good');
    expect(box()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('1993 characters left. The player also gets it by e-mail.')).toBeVisible();
  });

  it('sends the text about a chosen phase, clears the form and says so', async () => {
    const u = userEvent.setup();
    renderWithClient(<FeedbackForm playerId={PLAYER} phases={phases} />);
    const phase = screen.getByLabelText('About a phase (optional)');
    expect(phase).toHaveValue('');
    expect(screen.getByRole('option', { name: 'The whole program' })).toBeInTheDocument();
    await u.type(box(), '  Keep your head up when you pass.  ');
    await u.selectOptions(phase, PHASE);
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Feedback sent.'));
    expect(sent()).toEqual([{ text: 'Keep your head up when you pass.', trainingProgramBlockId: PHASE }]);
    expect(box()).toHaveValue('');
    expect(phase).toHaveValue('');
  });

  it('without phases offers none and sends about the whole program', async () => {
    const u = userEvent.setup();
    renderWithClient(<FeedbackForm playerId={PLAYER} phases={[]} />);
    expect(screen.queryByLabelText('About a phase (optional)')).not.toBeInTheDocument();
    await u.type(box(), 'Well done this week.');
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(sent()).toEqual([{ text: 'Well done this week.' }]));
  });

  it('says when the player has left the team or the phase is not theirs, and keeps the text', async () => {
    const u = userEvent.setup();
    const answers = [
      [403, { message: 'Access is denied', code: 'error.forbidden' }],
      [400, { message: "This phase is not in the player's program", code: 'coach.phaseNotInProgram' }],
    ] as const;
    let call = 0;
    api.on(FEEDBACK, (_req, res) => {
      const [status, body] = answers[Math.min(call++, answers.length - 1)]!;
      json(res, status, body);
    });
    renderWithClient(<FeedbackForm playerId={PLAYER} phases={phases} />);
    await u.type(box(), 'Nice first touch.');
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This player is no longer in your team.');
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent("This phase is not in the player's program."),
    );
    expect(box()).toHaveValue('Nice first touch.');
  });
});
