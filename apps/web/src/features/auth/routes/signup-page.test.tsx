import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getToken } from '@/lib/auth-store';
import { config } from '@/lib/config';
import { queryClient } from '@/lib/query-client';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithSession, withQueryClient } from '@/test/render';
import SignupPage from './signup-page';

const api = setupApiServer('/');
// The shared phone input's widget downloads when a phone field first shows: have it ready.
beforeAll(() => import('@/components/ui/phone-input-widget'), 30_000);
beforeEach(() => {
  api.on('GET /terms/en.txt', (_r, res) =>
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end('1. Play fair.\n2. Have fun.'),
  );
});

function renderSignup(path = '/auth/signup') {
  return renderWithSession(
    [
      { path: '/auth/signup', element: withQueryClient(<SignupPage />, queryClient) },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { path },
  );
}

async function fillDetails(
  u: ReturnType<typeof userEvent.setup>,
  overrides: { email?: string; password?: string; confirm?: string } = {},
) {
  const v: { name: string; email: string; phone: string; password: string; confirm?: string } = {
    name: 'Ada King Lovelace',
    email: 'ada@example.com',
    phone: '701234567',
    password: 'secret-12',
    ...overrides,
  };
  await u.type(screen.getByLabelText('Full name'), v.name);
  await u.type(screen.getByLabelText('Email'), v.email);
  // The phone input's widget downloads once the field shows.
  await screen.findByRole('combobox', { name: 'Phone number country' });
  await u.type(screen.getByRole('textbox', { name: 'Phone number' }), v.phone);
  await u.type(screen.getByLabelText('Password'), v.password);
  await u.type(screen.getByLabelText('Confirm password'), v.confirm ?? v.password);
}

/** Step 2: the accept button waits for the terms text. */
async function acceptTerms(u: ReturnType<typeof userEvent.setup>) {
  const accept = await screen.findByRole('button', { name: 'Accept and continue' });
  await waitFor(() => expect(accept).toBeEnabled());
  await u.click(accept);
}

describe('sign-up step 1 (spec §5)', () => {
  it('an empty submit shows every required message and stays on the details', async () => {
    const u = userEvent.setup();
    renderSignup();
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Terms of use' })).not.toBeInTheDocument();
  });

  it('checks the e-mail, the password length and that the passwords match', async () => {
    const u = userEvent.setup();
    renderSignup();
    await fillDetails(u, { email: 'ada@', password: '1234567', confirm: '1234568' });
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Passwords dont match')).toBeInTheDocument();
  });

  it("the phone takes digits only, starts at the browser's Sweden and reports whether the number is valid", async () => {
    const u = userEvent.setup();
    renderSignup();
    expect(await screen.findByRole('combobox', { name: 'Phone number country' })).toHaveValue('SE');
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await u.type(phone, 'ab-c7');
    expect(phone).toHaveValue('7');
    expect(screen.getByText('Not a valid phone number yet')).toBeInTheDocument();
    await u.type(phone, '01234567');
    expect(await screen.findByText('Valid phone number')).toBeInTheDocument();
  });
});

describe('sign-up Back and Forward', () => {
  it("the browser's Back on the terms step returns to the filled details, the phone's country kept", async () => {
    const u = userEvent.setup();
    const { router } = renderSignup();
    await u.type(screen.getByLabelText('Full name'), 'Tiago Santos');
    await u.type(screen.getByLabelText('Email'), 'tiago@example.com');
    await u.selectOptions(await screen.findByRole('combobox', { name: 'Phone number country' }), 'PT');
    await u.type(screen.getByRole('textbox', { name: 'Phone number' }), '912345678');
    await u.type(screen.getByLabelText('Password'), 'secret-12');
    await u.type(screen.getByLabelText('Confirm password'), 'secret-12');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=terms');

    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('Full name')).toHaveValue('Tiago Santos');
    expect(screen.getByLabelText('Email')).toHaveValue('tiago@example.com');
    expect(await screen.findByRole('combobox', { name: 'Phone number country' })).toHaveValue('PT');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('912 345 678');

    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
  });
});

describe('sign-up terms (spec §2)', () => {
  it('reads the terms from the configured location, as the terms page does', async () => {
    const base = config.termsBaseUrl;
    (config as { termsBaseUrl: string }).termsBaseUrl = '/bucket/terms/';
    api.on('GET /bucket/terms/en.txt', (_r, res) =>
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Terms from the bucket.'),
    );
    try {
      const u = userEvent.setup();
      renderSignup();
      await fillDetails(u);
      await u.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Terms from the bucket.')).toBeInTheDocument();
      expect(api.calls('GET /terms/en.txt')).toHaveLength(0);
    } finally {
      (config as { termsBaseUrl: string }).termsBaseUrl = base;
    }
  });
});

describe('sign-up flow (spec §4)', () => {
  it('details → terms → account created → signed in → verification, keeping payment_model', async () => {
    const u = userEvent.setup();
    let created: Record<string, unknown> | null = null;
    api.on('POST /api/v1/user', (r, res) => {
      created = JSON.parse(r.body);
      json(res, 201, { id: 'u9', status: 'NON_VERIFIED', authorities: [] });
    });
    api.on('POST /api/oauth/token', (_r, res) =>
      json(res, 200, {
        access_token: 'a9',
        token_type: 'bearer',
        refresh_token: 'r9',
        expires_in: 3600,
        scope: 'read write',
      }),
    );
    api.on('GET /api/v1/user', (_r, res) =>
      json(res, 200, {
        id: 'u9',
        username: 'ada@example.com',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'King Lovelace',
        phoneNumber: { countryCode: '+46', number: '701234567' },
        status: 'NON_VERIFIED',
        verificationId: 'v9',
        authorities: [],
        twoFAEnabledStatus: false,
        player: false,
        manager: false,
        language: 'en',
      }),
    );
    const { router } = renderSignup('/auth/signup?payment_model=MONTHLY');
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    expect(await screen.findByText(/Play fair/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Back to your details' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada King Lovelace');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await acceptTerms(u);

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/verification'));
    expect(router.state.location.search).toBe('?payment_model=MONTHLY');
    expect(created).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: 'ada@example.com',
      language: 'en',
      phoneNumber: { countryCode: '+46', number: '701234567' },
      password: 'secret-12',
      // The browser's time zone (the test environment's).
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const [signup] = api.calls('POST /api/v1/user');
    expect(signup.headers.authorization).toBe(`Basic ${btoa('academy-web:academy-web-secret')}`);
    expect(api.calls('POST /api/oauth/token')[0].form).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      username: 'ada@example.com',
      password: 'secret-12',
    });
    expect(getToken()).toBe('a9');
  });

  it("a taken e-mail (409) returns to the details with the server's message on the e-mail field", async () => {
    const u = userEvent.setup();
    api.on('POST /api/v1/user', (_r, res) =>
      json(res, 409, {
        status: 409,
        error: 'Conflict',
        code: 'verification.emailTaken',
        message: 'An account with this email already exists',
        path: '/api/v1/user',
      }),
    );
    renderSignup();
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await acceptTerms(u);
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
    expect(api.calls('POST /api/oauth/token')).toHaveLength(0);
  });

  it('a taken phone (409) marks the phone field', async () => {
    const u = userEvent.setup();
    api.on('POST /api/v1/user', (_r, res) =>
      json(res, 409, {
        status: 409,
        error: 'Conflict',
        code: 'user.phoneTaken',
        message: 'An account with this phone number already exists',
        path: '/api/v1/user',
      }),
    );
    renderSignup();
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await acceptTerms(u);
    expect(await screen.findByText('An account with this phone number already exists')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
  });
});
