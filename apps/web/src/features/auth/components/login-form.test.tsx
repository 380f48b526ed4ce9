import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getToken } from '@/lib/auth-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithSession } from '@/test/render';
import { testUser } from '@/test/users';
import { LoginForm } from './login-form';

const user = testUser({ id: 'u1', twoFAEnabledStatus: true });
const tokens = {
  access_token: 'a1',
  token_type: 'bearer',
  refresh_token: 'r1',
  expires_in: 3600,
  scope: 'read write',
};

const api = setupApiServer('/');
// The shared phone input's widget downloads when a phone field first shows: have it ready.
beforeAll(() => import('@/components/ui/phone-input-widget'), 30_000);

function renderLogin(path = '/auth/login') {
  return renderWithSession(
    [
      { path: '/auth/login', element: <LoginForm /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { path },
  );
}

describe('sign-in form (spec §5)', () => {
  it('an empty submit only shows the e-mail and password messages', async () => {
    const u = userEvent.setup();
    renderLogin();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.received).toHaveLength(0);
  });

  it("a short password says 'Password must be 6 characters long.'", async () => {
    const u = userEvent.setup();
    renderLogin();
    await u.type(screen.getByLabelText('Email'), 'ada@example.com');
    await u.type(screen.getByLabelText('Password'), '12345');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password must be 6 characters long.')).toBeInTheDocument();
    expect(api.received).toHaveLength(0);
  });

  it('phone mode asks for the phone number; the one phone input sends it with the Swedish dial code', async () => {
    const u = userEvent.setup();
    api.on('POST /api/oauth/token', (_r, res) => json(res, 200, tokens));
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, user));
    const { router } = renderLogin();
    await u.click(screen.getByRole('button', { name: 'Sign in with your phone number instead' }));
    const country = await screen.findByRole('combobox', { name: 'Phone number country' });
    expect(country).toHaveValue('SE');

    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();

    await u.type(screen.getByRole('textbox', { name: 'Phone number' }), '070-123 45 67');
    await u.type(screen.getByLabelText('Password'), 'secret1');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('POST /api/oauth/token')[0].form.username).toBe('+46701234567');
  });

  it('another country changes the prefix; a number that cannot be real is refused before sending', async () => {
    const u = userEvent.setup();
    api.on('POST /api/oauth/token', (_r, res) =>
      json(res, 400, {
        error: 'invalid_grant',
        error_description: 'Bad credentials',
        code: 'oauth.badCredentials',
      }),
    );
    renderLogin();
    await u.click(screen.getByRole('button', { name: 'Sign in with your phone number instead' }));
    const country = await screen.findByRole('combobox', { name: 'Phone number country' });
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await u.type(phone, '12');
    await u.type(screen.getByLabelText('Password'), 'secret1');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(api.calls('POST /api/oauth/token')).toHaveLength(0);

    await u.selectOptions(country, 'PT');
    await u.clear(phone);
    await u.type(phone, '912345678');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.calls('POST /api/oauth/token')).toHaveLength(1));
    expect(api.calls('POST /api/oauth/token')[0].form.username).toBe('+351912345678');
  });

  it("wrong credentials toast 'Invalid username/password'", async () => {
    const u = userEvent.setup();
    api.on('POST /api/oauth/token', (_r, res) =>
      json(res, 400, {
        error: 'invalid_grant',
        error_description: 'Bad credentials',
        code: 'oauth.badCredentials',
      }),
    );
    renderLogin();
    await u.type(screen.getByLabelText('Email'), 'ada@example.com');
    await u.type(screen.getByLabelText('Password'), 'wrong12');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    const { getToasts } = await import('@/lib/toast-store');
    await waitFor(() => expect(getToasts().map((t) => t.message)).toEqual(['Invalid username/password']));
    expect(getToken()).toBeNull();
  });

  it('a two-factor account gets the code dialog, which re-sends the login with the code and closes', async () => {
    const u = userEvent.setup();
    api.on('POST /api/oauth/token', (r, res) =>
      r.form.code === '654321'
        ? json(res, 200, tokens)
        : json(res, 400, {
            error: 'invalid_grant',
            error_description: 'Invalid verification code',
            code: 'verification.invalidCode',
          }),
    );
    api.on('GET /api/v1/user', (_r, res) => json(res, 200, user));
    const { router } = renderLogin();
    await u.type(screen.getByLabelText('Email'), 'ada@example.com');
    await u.type(screen.getByLabelText('Password'), 'secret1');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Two-factor verification' });
    await u.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Authenticator code is required')).toBeInTheDocument();

    await u.type(within(dialog).getByLabelText('Authenticator code'), '111111');
    await u.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();

    await u.clear(within(dialog).getByLabelText('Authenticator code'));
    await u.type(within(dialog).getByLabelText('Authenticator code'), '654321');
    await u.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBe('a1');
    const last = api.calls('POST /api/oauth/token').at(-1);
    expect(last?.form).toMatchObject({ username: 'ada@example.com', password: 'secret1', code: '654321' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps payment_model on the sign-up link', () => {
    renderLogin('/auth/login?payment_model=YEARLY');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth/signup?payment_model=YEARLY',
    );
  });
});
