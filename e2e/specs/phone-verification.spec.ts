import { openAccount } from '../fixtures/browser-session';
import { expect, test, uniquePhone } from '../fixtures';
import { textedCode } from '../fixtures/api';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSettledUser } from '../fixtures/users';

/** Trust, round 3: a phone number is a sign-in name only once its texted code is confirmed. */
test('verify the phone number on /account with the texted code, then sign in with it', async ({
  page,
  api,
}) => {
  // Two viewports with axe and a sign-in: 17 s on a quiet machine, far more on a busy CI one.
  test.setTimeout(90_000);
  const phone = uniquePhone();
  const { token, password } = await createSettledUser(api, { phone });
  // Not verified yet: the number signs nobody in.
  const before = await api.post('/oauth/token', {
    client: true,
    form: { grant_type: 'password', username: `+46${phone}`, password, scope: 'read write' },
  });
  expect(before.status).toBe(400);

  await page.setViewportSize({ width: 320, height: 640 });
  await openAccount(page, token.access_token);
  await page.getByRole('tab', { name: 'Account' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Account' });
  await expect(panel.getByText('Not verified')).toBeVisible();
  await panel.getByRole('button', { name: 'Verify phone number' }).click();
  await expect(panel.getByText(`We sent a six-digit code by text message to +46${phone}.`)).toBeVisible();
  await expect(panel.getByRole('button', { name: /Send a new code \(in \d+ s\)/ })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalScroll(page);

  const field = panel.getByLabel('Code from the text message');
  const code = await textedCode(`+46${phone}`);
  await field.fill(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByText('Invalid verification code')).toBeVisible();
  await field.fill(code);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousAxeViolations(page);

  await api.login(`+46${phone}`, password);
});
