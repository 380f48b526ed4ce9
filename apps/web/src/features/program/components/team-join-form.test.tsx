import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { i18n } from '@/lib/i18n';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { TeamJoinForm } from './team-join-form';

const api = setupApiServer('/program');

function forbidden(message: string, code: string) {
  api.on('POST /api/v1/player/coach', (_r, res) =>
    json(res, 403, { status: 403, error: 'Forbidden', message, code, path: '/api/v1/player/coach' }),
  );
}

async function join(label: string, button: string) {
  storeToken({ access_token: 'token-1', expires_in: 3600 });
  renderWithRouter(withQueryClient(<TeamJoinForm />), { path: '/program' });
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(label), 'K7MQ2XPA');
  await u.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('alert');
}

describe('team join form: the real reason a join was refused', () => {
  it('a child waiting for approval is told so in French, not "only players can join"', async () => {
    await i18n.changeLanguage('fr');
    forbidden('Guardian approval needed', 'privacy.guardianApprovalNeeded');
    const alert = await join('Code d’équipe de votre entraîneur', 'Rejoindre l’équipe');
    expect(alert).toHaveTextContent(/^Accord du responsable légal requis/);
    expect(alert).not.toHaveTextContent('Seuls les joueurs');
  });

  it('someone who is not a player is told only players can join', async () => {
    forbidden('Only a player can join a team', 'coach.notAPlayer');
    const alert = await join('Team code from your coach', 'Join team');
    expect(alert).toHaveTextContent('Only players can join a team.');
  });
});
