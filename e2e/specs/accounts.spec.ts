import * as OTPAuth from 'otpauth';
import { signInBrowser, signInWithForm, storedSession } from '../fixtures/browser-session';
import { expect, test, uniqueEmail, uniquePhone } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../fixtures/page-checks';

test.describe('sign-up', () => {
  test('details → terms → mailed code → verified → role selection, keeping payment_model', async ({
    page,
    mailbox,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/auth/signup?payment_model=MONTHLY');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();

    await page.getByLabel('Full name').fill('Zlatan Test Player');
    await page.getByLabel('Email').fill(email);
    await expect(page.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('SE');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.pressSequentially(`x${uniquePhone()}`);
    await expect(page.getByText('Valid phone number')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm password').fill('secret-pass-1');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
    const box = page.getByRole('region', { name: 'Terms of use' });
    await expect(box).not.toBeEmpty();
    expect(await box.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('275px');
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    // A new account is NON_VERIFIED: the onboarding routing asks for the mailed code first.
    await expect(page).toHaveURL(/\/onboarding\/verification\?payment_model=MONTHLY$/);
    const code = await mailbox.waitForCode(email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify account' }).click();
    await expect(page.getByText('Account Verified Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding\/role-selection\?payment_model=MONTHLY$/);
    expect((await storedSession(page)).token).toBeTruthy();
  });

  test('a wrong code is refused and a new code can be sent', async ({ page, api, mailbox }) => {
    // Several mails and calls in a row: give it room when the machine is busy.
    test.slow();
    const email = uniqueEmail('resend');
    const password = 'secret-pass-1';
    const created = await api.post<{ id: string }>('/v1/user', {
      client: true,
      json: {
        firstName: 'Resend',
        lastName: 'Test',
        email,
        language: 'en',
        phoneNumber: { countryCode: '+46', number: uniquePhone() },
        password,
      },
    });
    expect(created.status).toBe(201);
    const first = await mailbox.waitForCode(email);

    await signInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/onboarding\/verification$/);
    // The navigation bar has switched to the signed-in menu: the page no longer moves.
    await expect(page.getByRole('button', { name: 'Hi, Resend' })).toBeVisible();

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText('Another verification code has been sent to your email id!')).toBeVisible();
    const second = await mailbox.waitForCode(email);

    const wrong = first === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrong === second ? '222222' : wrong);
    await page.getByRole('button', { name: 'Verify account' }).click();
    // Said beside the field (and in a toast).
    await expect(page.getByLabel('Verification code')).toHaveAccessibleDescription(
      /Invalid verification code/,
    );
    await expect(page.getByTestId('toast-error')).toContainText('Invalid verification code');
    await expect(page).toHaveURL(/\/onboarding\/verification$/);

    await page.getByLabel('Verification code').fill(second);
    await page.getByRole('button', { name: 'Verify account' }).click();
    await expect(page).toHaveURL(/\/onboarding\/role-selection$/);
  });

  test('an e-mail that is already registered is reported on the e-mail field', async ({ page, api }) => {
    const { email } = await api.createVerifiedUser();
    await page.goto('/auth/signup');
    await page.getByLabel('Full name').fill('Second Account');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially(uniquePhone());
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm password').fill('secret-pass-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
  });
});

test.describe('sign-in', () => {
  test('by phone number with the Swedish dial code, then signed-in navigation bar and logout', async ({
    page,
    api,
  }) => {
    const phone = uniquePhone();
    // A number signs in once its texted code is confirmed (Trust, round 3).
    const { password } = await api.createVerifiedUser({ phone, firstName: 'Phoebe', verifyPhone: true });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in with your phone number instead' }).click();
    // The one phone input of the app (as on sign-up): Sweden by default, the trunk 0 dropped.
    await expect(page.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('SE');
    await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially(`0${phone}`);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Verified, without a role yet: the onboarding routing picks role selection.
    await expect(page).toHaveURL(/\/onboarding\/role-selection$/);
    // The address changes before the lazily loaded page (and its layout's navbar) replaces the sign-in
    // page: open the menu of the page that stays.
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your role' })).toBeVisible();
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.refreshToken).toBeTruthy();

    await page.getByRole('button', { name: 'Hi, Phoebe' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    // The settings page takes the token from the address and then removes it from there.
    await expect(page).toHaveURL(/\/account\?isUserFromWebView=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    expect((await storedSession(page)).token).toBe(session.token);

    await page.goto('/');
    // A user without a role is routed on to role selection once loaded (spec §4, rule 2).
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your role' })).toBeVisible();
    await page.getByRole('button', { name: 'Hi, Phoebe' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await storedSession(page)).token).toBeNull();
    // The pair is revoked on the server as well.
    await expect
      .poll(
        async () =>
          (
            await api.post<{ active: boolean }>('/oauth/check_token', {
              client: true,
              query: { token: session.token ?? '' },
            })
          ).body.active,
      )
      .toBe(false);
  });

  test('with two-factor: the code dialog re-sends the login with the authenticator code', async ({
    page,
    api,
  }) => {
    const { user, email, password, token } = await api.createVerifiedUser();
    const enabled = await api.put<{ key: string }>('/v1/user/enable-2fa', {
      token: token.access_token,
      json: { id: user.id, enabled: true, password },
    });
    expect(enabled.status).toBe(200);
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(enabled.body.key),
      digits: 6,
      period: 30,
    });
    const confirmed = await api.put<{ recoveryCodes: string[] }>('/v1/user/enable-2fa/confirm', {
      token: token.access_token,
      json: { id: user.id, code: totp.generate() },
    });
    expect(confirmed.status).toBe(200);

    await signInWithForm(page, email, password);

    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Authenticator code is required')).toBeVisible();
    // The confirmation used this step's code: the next step's (inside the drift window) signs in.
    await dialog.getByLabel('Authenticator code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/onboarding\/role-selection$/);
    expect((await storedSession(page)).token).toBeTruthy();
  });

  test('forgot password: a code by mail, a new password, then sign in with it', async ({
    page,
    api,
    mailbox,
  }) => {
    const { email, password } = await api.createVerifiedUser();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`If ${email} belongs to an account`)).toBeVisible();
    const code = await mailbox.waitForCode(email);
    await page.getByLabel('Code from the e-mail').fill(code);
    const field = page.getByLabel('New password');
    await field.fill('a-new-pass-1');
    await expect(field).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const old = await api.post('/oauth/token', {
      client: true,
      form: { grant_type: 'password', username: email, password, scope: 'read write' },
    });
    expect(old.status).toBe(400);
    await api.login(email, 'a-new-pass-1');
  });

  test("wrong credentials toast 'Invalid username/password'", async ({ page }) => {
    await signInWithForm(page, uniqueEmail('nobody'), 'wrong-pass');
    await expect(page.getByText('Invalid username/password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test("the spec's validation messages on empty and short input", async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Password must be 6 characters long.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in with your phone number instead' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Phone number is required')).toBeVisible();

    await page.goto('/auth/signup');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm password').fill('54321');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await expect(page.getByText('Passwords dont match')).toBeVisible();
  });
});

test.describe('start-up and guards', () => {
  test('a stored access token that is no longer active is refreshed silently at start-up', async ({
    page,
    api,
  }) => {
    const { token: first } = await api.createVerifiedUser({ firstName: 'Sleepy' });
    // Rotating the pair through the API leaves the first access token dead, like an expired one.
    const rotated = await api.post<{ access_token: string; refresh_token: string; expires_in: number }>(
      '/oauth/token',
      {
        client: true,
        form: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
      },
    );
    expect(rotated.status).toBe(200);
    await signInBrowser(page, { ...first, refresh_token: rotated.body.refresh_token });
    await page.evaluate(() => window.localStorage.setItem('token_expiry', String(Date.now() - 60_000)));

    const checked = page.waitForResponse((r) => r.url().includes('/api/oauth/check_token'));
    await page.goto('/');
    expect(await (await checked).json()).toEqual({ active: false });
    await expect(page.getByRole('button', { name: 'Hi, Sleepy' })).toBeVisible();
    await expect(page.getByText('Access denied. Please login again.')).toHaveCount(0);
    const session = await storedSession(page);
    expect(session.token).not.toBe(first.access_token);
    expect(session.refreshToken).not.toBe(rotated.body.refresh_token);
    const expiry = Number(await page.evaluate(() => window.localStorage.getItem('token_expiry')));
    expect(expiry).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
  });

  test('a dead stored session is logged out at start-up; guards send visitors where they belong', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await page.evaluate(() => {
      window.localStorage.setItem('token', 'not-a-token');
      window.localStorage.setItem('refresh_token', 'not-a-refresh-token');
    });
    await page.goto('/onboarding/verification?payment_model=YEARLY');
    await expect(page).toHaveURL(/\/auth\/login\?payment_model=YEARLY$/);
    expect((await storedSession(page)).token).toBeNull();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth/signup?payment_model=YEARLY',
    );

    await page.goto('/program');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a signed-in user is sent away from /auth/login', async ({ page, api }) => {
    const { token } = await api.createVerifiedUser();
    await signInBrowser(page, token);
    await page.goto('/auth/login');
    await expect(page).not.toHaveURL(/\/auth\/login/);
  });
});

test.describe('accessibility and small screens', () => {
  test('sign-in has no serious axe violations and fits 320 px, in e-mail and phone mode', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in with your phone number instead' }).click();
    await expect(page.getByRole('combobox', { name: 'Phone number country' })).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('sign-up has no serious axe violations and fits 320 px, also with its error messages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/auth/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the sign-in form works with the keyboard alone', async ({ page, api }) => {
    const { email, password } = await api.createVerifiedUser();
    await page.goto('/auth/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab'); // the phone toggle
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/onboarding\/role-selection$/);
  });

  test('the phone widget loads only where it is used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const phoneWidget = (s: string) => /phone-input-widget|phone-metadata|signup/i.test(s);
    expect(scripts.filter(phoneWidget)).toEqual([]);
    // Phone mode brings the widget and one flag, the chosen country's, shipped with the app.
    const images: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
    });
    await page.getByRole('button', { name: 'Sign in with your phone number instead' }).click();
    await expect(page.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('SE');
    expect(scripts.filter(phoneWidget).length).toBeGreaterThan(0);
    await expect
      .poll(() => images.filter((p) => p.startsWith('/assets/flags/')))
      .toEqual(['/assets/flags/SE.svg']);
  });
});
