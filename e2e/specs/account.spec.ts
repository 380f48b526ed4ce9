import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { openAccount, signInBrowser, storedSession } from '../fixtures/browser-session';
import { type Api, expect, test, uniqueEmail, uniquePhone } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSettledUser } from '../fixtures/users';

/** lib/config.ts defaults (README, "Web configuration"). */
const MOBILE_APP_DEEP_LINK = 'footballacademy://home';
const CLUB_SITE_HOST = 'club.footballacademy.example';

interface ApiUser {
  id: string;
  username: string;
  phoneNumber: { countryCode: string; number: string } | null;
  twoFAEnabledStatus: boolean;
}

async function currentUser(api: Api, accessToken: string) {
  return api.get<ApiUser>('/v1/user', { token: accessToken });
}

async function openAccountTab(page: Page) {
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Account' })).toBeVisible();
}

test.describe('arriving on /account', () => {
  test('from the web app with a valid token: signed in, token kept, address cleaned, back goes home', async ({
    page,
    api,
  }) => {
    const { token, email } = await createSettledUser(api);
    await openAccount(page, token.access_token, { webView: true, language: 'sv' });

    await expect(page.getByRole('heading', { level: 1, name: 'Kontoinställningar' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Prenumeration' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Ingen aktiv prenumeration')).toBeVisible();
    await expect(page).not.toHaveURL(/access_token/);
    expect(await storedSession(page)).toMatchObject({ token: token.access_token, webNavigation: 'true' });

    await page.getByRole('tab', { name: 'Konto' }).click();
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole('link', { name: 'Tillbaka till startsidan' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await storedSession(page)).webNavigation).toBeNull();
  });

  test('from the mobile app with a valid token: stored under the mobile key, back arrow opens the app', async ({
    page,
    api,
  }) => {
    const { token } = await createSettledUser(api);
    await openAccount(page, token.access_token, { webView: false });
    await expect(page.getByRole('tab', { name: 'Subscription' })).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to the app' });
    await expect(back).toHaveAttribute('href', MOBILE_APP_DEEP_LINK);
    expect(await storedSession(page)).toMatchObject({
      token: token.access_token,
      mobileToken: token.access_token,
      webNavigation: null,
    });
  });

  test('from the web app with an inactive token: sent home and the web-navigation flag cleared', async ({
    page,
  }) => {
    await openAccount(page, 'no-such-token-0000000000', { webView: true });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ token: null, webNavigation: null });
  });

  test('from the mobile app with an inactive token: the stored token goes and the app is reopened', async ({
    page,
    api,
  }) => {
    // A token from an earlier visit is stored; the app now sends one that is no longer valid.
    const { token } = await createSettledUser(api);
    await signInBrowser(page, token);
    await openAccount(page, 'revoked-token-111111111', { webView: false });
    await expect(page.getByText('Your session has ended. Returning to the app…')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the app' })).toHaveAttribute(
      'href',
      MOBILE_APP_DEEP_LINK,
    );
    expect(await storedSession(page)).toMatchObject({ token: null, mobileToken: null });
  });

  test('the home page runs the same flow for the mobile app (isUserFromMobileView)', async ({
    page,
    api,
  }) => {
    const { token } = await createSettledUser(api);
    await page.goto(`/?isUserFromMobileView=true&language=fr&access_token=${token.access_token}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect.poll(async () => (await storedSession(page)).mobileToken).toBe(token.access_token);
    await expect(page).not.toHaveURL(/access_token/);
  });
});

test('a club-site referral is recorded without a token and kept with the coupon', async ({ page }) => {
  const event = page.waitForRequest((r) => r.url().endsWith('/api/v1/event') && r.method() === 'POST');
  await page.goto(`/?refferedFrom=${CLUB_SITE_HOST}&coupon=SPRING25`);
  const request = await event;
  expect(request.postDataJSON()).toEqual({ name: CLUB_SITE_HOST });
  expect(request.headers().authorization).toBeUndefined();
  expect((await request.response())?.status()).toBe(201);
  // Kept for the visit (session storage): local storage without a token is cleared (spec §4).
  const kept = await page.evaluate(() => ({
    event: window.sessionStorage.getItem('referral_event'),
    coupon: window.sessionStorage.getItem('coupon'),
  }));
  expect(kept).toEqual({ event: JSON.stringify({ name: CLUB_SITE_HOST }), coupon: 'SPRING25' });
});

test.describe('account tab', () => {
  test('change password: validation, a wrong existing password, then success', async ({ page, api }) => {
    const { token, email, password } = await createSettledUser(api);
    await openAccount(page, token.access_token);
    await openAccountTab(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });

    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(dialog.getByText('Existing password is required')).toBeVisible();
    await expect(dialog.getByText('New password is required')).toBeVisible();
    await dialog.getByLabel('New password').fill('short');
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters long.')).toBeVisible();

    await dialog.getByLabel('Existing password').fill('not-my-password');
    await dialog.getByLabel('New password').fill('brand-new-pass');
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(dialog.getByText('The existing password is incorrect')).toBeVisible();

    await dialog.getByLabel('Existing password').fill(password);
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password successfully updated')).toBeVisible();
    await expect(dialog).toBeHidden();

    await api.login(email, 'brand-new-pass');
    const old = await api.post('/oauth/token', {
      client: true,
      form: { grant_type: 'password', username: email, password, scope: 'read write' },
    });
    expect(old.status).toBe(400);
  });

  test('call settings: the number, an unchanged form closes, bad characters, a new number', async ({
    page,
    api,
  }) => {
    const phone = uniquePhone();
    const { token, password } = await createSettledUser(api, { phone });
    await openAccount(page, token.access_token);
    await openAccountTab(page);
    await expect(page.getByText(`+46${phone}`)).toBeVisible();

    await page.getByRole('button', { name: 'Change phone number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call settings' });
    // The app's one phone input: the number's country, and the number written as there.
    await expect(dialog.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('SE');
    const field = dialog.getByRole('textbox', { name: 'Phone number' });
    await expect.poll(async () => (await field.inputValue()).replace(/\D/g, '')).toBe(`0${phone}`);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/person')) calls.push(r.url());
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    expect(calls).toEqual([]);

    await page.getByRole('button', { name: 'Change phone number' }).click();
    await field.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    // Letters never reach the field; a number too short to be real is refused.
    await field.pressSequentially('70 abc');
    await expect(field).toHaveValue('70');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();

    const next = uniquePhone();
    await field.fill('');
    await field.pressSequentially(`0${next}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // A new number needs the current password (re-authentication).
    await expect(dialog.getByText('Enter your current password')).toBeVisible();
    await dialog.getByLabel('Current password').fill(password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Call settings updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`+46${next}`)).toBeVisible();
    const stored = await currentUser(api, token.access_token);
    expect(stored.body.phoneNumber).toEqual({ countryCode: '+46', number: next });
  });

  test('two-factor: the key and its QR code, on with a code, recovery codes shown once', async ({
    page,
    api,
  }) => {
    const { token, email, password } = await createSettledUser(api);
    await openAccount(page, token.access_token);
    await openAccountTab(page);
    const toggle = page.getByRole('switch', { name: /Two-factor authentication/ });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText('Disabled')).toBeVisible();

    // On asks for the password first (a stolen session alone cannot turn it on).
    await toggle.click();
    const reauth = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
    await reauth.getByLabel('Current password').fill(password);
    await reauth.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authenticator key' });
    await expect(dialog.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
    const key = ((await dialog.getByTestId('two-factor-key').textContent()) ?? '').trim();
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoSeriousAxeViolations(page);
    // Not on until a code of the key confirms it.
    expect((await currentUser(api, token.access_token)).body.twoFAEnabledStatus).toBe(false);
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate();
    await dialog.getByLabel('Code from your authenticator app').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog.locator('.invalid-feedback')).toBeVisible();
    await dialog.getByLabel('Code from your authenticator app').fill(code);
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Two Factor Authorization status changed successfully!')).toBeVisible();
    const recovery = page.getByRole('dialog', { name: 'Your recovery codes' });
    const codes = await recovery.getByTestId('recovery-codes').locator('li').allTextContents();
    expect(codes).toHaveLength(10);
    await expectNoSeriousAxeViolations(page);
    await recovery.getByRole('button', { name: 'Done' }).click();
    await expect(recovery).toBeHidden();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('Enabled')).toBeVisible();

    // The key shown is the one the server checks at sign-in; a recovery code works once.
    const withoutCode = await api.post<{ error_description: string }>('/oauth/token', {
      client: true,
      form: { grant_type: 'password', username: email, password, scope: 'read write' },
    });
    expect(withoutCode.body.error_description).toBe('Invalid verification code');
    await api.login(email, password, codes[0]!.trim());
  });

  test('two-factor off needs the current password', async ({ page, api }) => {
    const { token, password, user } = await createSettledUser(api);
    const started = await api.put<{ key: string }>('/v1/user/enable-2fa', {
      token: token.access_token,
      json: { id: user.id, enabled: true, password },
    });
    const confirmed = await api.put('/v1/user/enable-2fa/confirm', {
      token: token.access_token,
      json: {
        id: user.id,
        code: new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(started.body.key) }).generate(),
      },
    });
    expect(confirmed.status).toBe(200);
    await openAccount(page, token.access_token);
    await openAccountTab(page);
    const toggle = page.getByRole('switch', { name: /Two-factor authentication/ });
    await expect(toggle).toBeChecked();
    // Off asks for the password first: the switch stays on until the server said so.
    await toggle.click();
    const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    await expect(toggle).toBeChecked();
    await off.getByLabel('Current password').fill('not-my-password');
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(off.getByText('Password is incorrect')).toBeVisible();
    await off.getByLabel('Current password').fill(password);
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(off).toBeHidden();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText('Disabled')).toBeVisible();
    expect((await currentUser(api, token.access_token)).body.twoFAEnabledStatus).toBe(false);
  });

  test('e-mail change in web-view mode: checks, code from the mail, logged out locally', async ({
    page,
    api,
    mailbox,
  }) => {
    const { token, email, password } = await createSettledUser(api);
    await openAccount(page, token.access_token, { webView: true });
    await openAccountTab(page);
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });

    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('Email is required')).toHaveCount(1);
    // The address in use is shown, not asked for.
    await expect(dialog.getByText(email)).toBeVisible();
    await dialog.getByLabel('New e-mail').fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('Both Email address cannot be the same!')).toBeVisible();

    const newEmail = uniqueEmail('moved');
    await dialog.getByLabel('New e-mail').fill(newEmail);
    await dialog.getByLabel('Current password').fill(password);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(
      dialog.getByText('You will be logged out as soon as your e-mail address has been changed.'),
    ).toBeVisible();
    const first = await mailbox.waitForCode(newEmail);

    await dialog.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('Another verification code has been sent to your email id!')).toBeVisible();
    const code = await mailbox.waitForCode(newEmail);
    expect(code).toMatch(/^\d{6}$/);

    await dialog.getByLabel('Verification code').fill('12345');
    await dialog.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(dialog.getByText('Verification code must be atleast 6 characters long.')).toBeVisible();
    if (first !== code) {
      // The first code stopped working when the second was sent.
      await dialog.getByLabel('Verification code').fill(first);
      await dialog.getByRole('button', { name: 'Change e-mail' }).click();
      await expect(dialog.locator('.invalid-feedback')).toBeVisible();
    }
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Change e-mail' }).click();

    await expect(page.getByText('Email updated successfully, logging out!')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(dialog).toBeHidden();
    expect(await storedSession(page)).toMatchObject({ token: null, refreshToken: null });
    expect((await currentUser(api, token.access_token)).status).toBe(401);
    await api.login(newEmail, password);
  });

  test('e-mail change from the mobile app ends at the external auth-status link', async ({
    page,
    api,
    mailbox,
  }) => {
    const { token, password } = await createSettledUser(api);
    await openAccount(page, token.access_token, { webView: false });
    await openAccountTab(page);
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });
    const newEmail = uniqueEmail('moved');
    await dialog.getByLabel('New e-mail').fill(newEmail);
    await dialog.getByLabel('Current password').fill(password);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('Verification code').fill(await mailbox.waitForCode(newEmail));
    await dialog.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(page.getByText('Email updated successfully, logging out!')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login\?status=logged-out$/);
    expect(await storedSession(page)).toMatchObject({ token: null, mobileToken: null });
  });

  test('/account has no serious or critical axe violations, and works 320 px wide', async ({ page, api }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const { token } = await createSettledUser(api);
    await openAccount(page, token.access_token);
    await expect(page.getByText('No active subscription')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await openAccountTab(page);
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // Keyboard only: the e-mail change opens from its button and Escape closes it.
    await page.getByRole('button', { name: 'Change e-mail address' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('New e-mail')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
