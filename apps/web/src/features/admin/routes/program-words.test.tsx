import type { AdminProgram } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { setUser } from '@/lib/user-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import ProgramPage from './program-page';

const ID = '5b1f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
const PHASE = '6c2f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
const SESSION = '7d3f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
const ALL = (en: string) => ({ en, sv: `${en} sv`, fr: `${en} fr`, pt: `${en} pt` });
const session = {
  id: SESSION,
  order: 1,
  titles: ALL('Wall passes'),
  descriptions: ALL('Pass against a wall.'),
  durationMinutes: 20,
  headers: 0,
  track: 'ALL' as const,
  diagram: null,
  steps: {
    en: ['Pass for 30 seconds'],
    sv: ['Passa i 30 sekunder'],
    fr: ['Passe 30 secondes'],
    pt: ['Passa durante 30 segundos'],
  },
  stepSeconds: [30],
  coachingPoints: ALL('Soft touch'),
  equipment: ['ball', 'wall'],
  challengeId: null,
};
const program = (status: AdminProgram['status'], players: number): AdminProgram => ({
  id: ID,
  ageGroupId: 'U12',
  status,
  titles: ALL('U12 spring'),
  fees: [],
  blocks: [
    {
      id: PHASE,
      order: 1,
      titles: ALL('First touch'),
      descriptions: {},
      challengeId: null,
      sessions: [
        { ...session, coachingPoints: { en: ['Soft touch'], sv: ['Mjuk'], fr: ['Doux'], pt: ['Suave'] } },
      ],
    },
  ],
  players,
  updatedAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
});

const api = setupApiServer('/admin/programs');
let client = createQueryClient();

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
  setUser(testUser({ authorities: ['ROLE_ADMIN'], player: false }));
  api.on('GET /api/v1/admin/challenges', (_r, res) => json(res, 200, []));
  api.on(`GET /api/v1/admin/training-programs/${ID}/versions`, (_r, res) => json(res, 200, []));
});

afterEach(async () => {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
});

function renderPage() {
  client = createQueryClient();
  return renderWithRouter(
    [{ path: '/admin/programs/:id', element: withQueryClient(<ProgramPage />, client) }],
    { path: `/admin/programs/${ID}` },
  );
}

describe('the console program editor: every word of a session', () => {
  it('on a live program, offers no session field that Save phase would silently drop', async () => {
    api.on(`GET /api/v1/admin/training-programs/${ID}`, (_r, res) => json(res, 200, program('PUBLIC', 3)));
    renderPage();
    await screen.findByText(/its sessions change in a new draft/);
    expect(screen.queryByRole('button', { name: /Edit session/ })).toBeNull();
    // The phase form holds the phase's own fields only: every text box it has is saved by Save phase.
    const phaseForm = screen.getByRole('button', { name: 'Save phase' }).closest('form')!;
    expect(within(phaseForm).queryByDisplayValue('Wall passes')).toBeNull();
    expect(screen.queryByDisplayValue('Wall passes')).toBeNull();
    expect(screen.getAllByText(/Wall passes/).length).toBeGreaterThan(0);
  });

  it('in a draft, saves the Portuguese description and says Saved only once the server has it', {
    timeout: 20_000,
  }, async () => {
    api.on(`GET /api/v1/admin/training-programs/${ID}`, (_r, res) => json(res, 200, program('DRAFT', 0)));
    let body: Record<string, unknown> | undefined;
    let answer: (() => void) | undefined;
    api.on(`PUT /api/v1/admin/training-programs/${ID}/blocks/${PHASE}/sessions/${SESSION}`, (req, res) => {
      body = req.json as Record<string, unknown>;
      const saved = program('DRAFT', 0);
      saved.blocks[0]!.sessions[0]!.descriptions = { ...session.descriptions, pt: 'Passa contra a parede.' };
      answer = () => json(res, 200, saved);
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Edit session/ }));
    const form = screen.getByRole('form', { name: 'Session Wall passes' });
    const intro = within(form).getByRole('group', { name: /^Introduction/ });
    await user.clear(within(intro).getByLabelText('Português'));
    await user.type(within(intro).getByLabelText('Português'), 'Passa contra a parede.');
    expect(within(form).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save session' }));
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.queryByText('Saved')).toBeNull();
    answer!();
    // The form is drawn again from the saved session, then says so.
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Session Wall passes' })).getByText('Saved'),
      ).toBeInTheDocument(),
    );
    expect(body).toMatchObject({
      descriptions: { en: 'Pass against a wall.', pt: 'Passa contra a parede.' },
      steps: session.steps,
      coachingPoints: { en: ['Soft touch'], sv: ['Mjuk'], fr: ['Doux'], pt: ['Suave'] },
      equipment: ['ball', 'wall'],
      durationMinutes: 20,
    });
  });

  it('gives each step its own seconds field, one per English step, and sends the seconds as data', {
    timeout: 20_000,
  }, async () => {
    api.on(`GET /api/v1/admin/training-programs/${ID}`, (_r, res) => json(res, 200, program('DRAFT', 0)));
    let body: Record<string, unknown> | undefined;
    api.on(`PUT /api/v1/admin/training-programs/${ID}/blocks/${PHASE}/sessions/${SESSION}`, (req, res) => {
      body = req.json as Record<string, unknown>;
      json(res, 200, program('DRAFT', 0));
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Edit session/ }));
    const form = screen.getByRole('form', { name: 'Session Wall passes' });
    const seconds = within(form).getByRole('group', { name: /^Seconds of each step/ });
    expect(within(seconds).getByLabelText('Step 1, seconds')).toHaveValue(30);
    expect(within(seconds).queryByLabelText('Step 2, seconds')).toBeNull();

    // A second step in every language: its seconds field appears; left empty it has no timer.
    const steps = within(form).getByRole('group', { name: /^Steps/ });
    for (const [language, text] of [
      ['English', 'Rest and breathe'],
      ['Svenska', 'Vila och andas'],
      ['Français', 'Repos et respiration'],
      ['Português', 'Descansa e respira'],
    ] as const) {
      await user.type(within(steps).getByLabelText(language), `{Enter}${text}`);
    }
    const second = within(seconds).getByLabelText('Step 2, seconds');
    expect(second).toHaveValue(null);
    await user.clear(within(seconds).getByLabelText('Step 1, seconds'));
    await user.type(within(seconds).getByLabelText('Step 1, seconds'), '45');
    await user.click(within(form).getByRole('button', { name: 'Save session' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      steps: {
        en: ['Pass for 30 seconds', 'Rest and breathe'],
        pt: ['Passa durante 30 segundos', 'Descansa e respira'],
      },
      stepSeconds: [45, null],
    });
    // With a time: the browser keeps a number of 1 to 3600 seconds.
    await user.type(second, '4000');
    expect((second as HTMLInputElement).checkValidity()).toBe(false);
  });

  it('chooses a skill challenge for the session itself, sent as its challengeId', async () => {
    const CHALLENGE = '8e4f7a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
    api.on('GET /api/v1/admin/challenges', (_r, res) =>
      json(res, 200, [{ id: CHALLENGE, title: ALL('Wall passes in 30 seconds') }]),
    );
    api.on(`GET /api/v1/admin/training-programs/${ID}`, (_r, res) => json(res, 200, program('DRAFT', 0)));
    let body: Record<string, unknown> | undefined;
    api.on(`PUT /api/v1/admin/training-programs/${ID}/blocks/${PHASE}/sessions/${SESSION}`, (req, res) => {
      body = req.json as Record<string, unknown>;
      json(res, 200, program('DRAFT', 0));
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Edit session/ }));
    const form = screen.getByRole('form', { name: 'Session Wall passes' });
    const select = within(form).getByLabelText('Skill challenge of this session');
    expect(select).toHaveValue('');
    await within(select).findByRole('option', { name: 'Wall passes in 30 seconds' });
    await user.selectOptions(select, 'Wall passes in 30 seconds');
    await user.click(within(form).getByRole('button', { name: 'Save session' }));
    await waitFor(() => expect(body).toMatchObject({ challengeId: CHALLENGE }));
  });
});
