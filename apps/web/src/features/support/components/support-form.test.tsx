import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { i18n } from '@/lib/i18n';
import { getToasts } from '@/lib/toast-store';
import type { User } from '@academy/contract';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithRouter, withQueryClient } from '@/test/render';
import { testUser } from '@/test/users';
import { SupportForm } from './support-form';

const user = testUser();

const api = setupApiServer('/support');
beforeEach(() => {
  api.respond((_req, res) => json(res, 201, { id: 'm1' }));
});

function renderForm(who: User | null) {
  return renderWithRouter(
    [
      { path: '/support', element: withQueryClient(<SupportForm user={who} />) },
      { path: '/', element: <p>home page</p> },
    ],
    { path: '/support' },
  );
}

describe('support form (spec §2, §5)', () => {
  it('an invalid submit shows every field error and sends nothing', async () => {
    const u = userEvent.setup();
    renderForm(null);
    await u.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Subject is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(api.received).toHaveLength(0);
  });

  it('a visitor sends their e-mail, sees "Message sent" and goes home', async () => {
    const u = userEvent.setup();
    renderForm(null);
    await u.type(screen.getByLabelText('Your e-mail'), 'visitor@example.com');
    await u.type(screen.getByLabelText('Subject'), 'Training times');
    await u.type(screen.getByLabelText('Message'), 'When does the U12 group train?');
    await u.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(getToasts().map((t) => t.message)).toContain('Message sent');
    expect(api.received[0]).toMatchObject({ method: 'POST', path: '/api/v1/support' });
    expect(JSON.parse(api.received[0]!.body)).toEqual({
      email: 'visitor@example.com',
      subject: 'Training times',
      message: 'When does the U12 group train?',
    });
  });

  it('a visitor writing from the French interface sends the language, so the answer comes in French', async () => {
    await i18n.changeLanguage('fr');
    const u = userEvent.setup();
    renderForm(null);
    await u.type(screen.getByLabelText('Votre adresse e-mail'), 'visiteur@example.com');
    await u.type(screen.getByLabelText('Objet'), 'Compte entraîneur');
    await u.type(screen.getByLabelText('Message'), 'Comment devenir entraîneur ?');
    await u.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(api.received[0]?.query.get('language')).toBe('fr');
  });

  it('a signed-in user is not asked for an e-mail and sends their userId', async () => {
    storeToken({ access_token: 'token-1', expires_in: 3600 });
    const u = userEvent.setup();
    renderForm(user);
    expect(screen.queryByLabelText('Your e-mail')).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('Subject'), 'Invoice');
    await u.type(screen.getByLabelText('Message'), 'Please send me a receipt.');
    await u.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(JSON.parse(api.received[0]!.body)).toEqual({
      userId: user.id,
      subject: 'Invoice',
      message: 'Please send me a receipt.',
    });
    expect(api.received[0]!.headers.authorization).toBe('Bearer token-1');
  });

  it("shows the server's message when sending is rate limited", async () => {
    const limited = 'Too many requests, please try again later';
    api.respond((_req, res) =>
      json(res, 429, { status: 429, error: 'Too Many Requests', message: limited, path: '/api/v1/support' }),
    );
    const u = userEvent.setup();
    renderForm(user);
    await u.type(screen.getByLabelText('Subject'), 'Again');
    await u.type(screen.getByLabelText('Message'), 'And again');
    await u.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
  });
});
