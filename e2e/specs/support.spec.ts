import { signInBrowser } from '../fixtures/browser-session';
import { expect, test, uniqueEmail } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSettledUser } from '../fixtures/users';

/** Where the server mails support messages (SUPPORT_EMAIL default, api-contract.md). */
const SUPPORT_ADDRESS = 'support@academy.local';

test('a visitor: an invalid submit only shows the errors, then the message is sent and mailed', async ({
  page,
  mailbox,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/support')) requests.push(r.method());
  });
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer support' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  expect(requests).toEqual([]);

  const from = uniqueEmail('visitor');
  const subject = `Training times ${Date.now()}`;
  await page.getByLabel('Your e-mail').fill(from);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('When does the U12 group train on Saturdays?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const mail = await mailbox.waitForMail(SUPPORT_ADDRESS, { subject });
  expect(mail.text).toContain(from);
  expect(mail.text).toContain('When does the U12 group train on Saturdays?');
});

test('a signed-in user is not asked for an e-mail; the message carries their account', async ({
  page,
  api,
  mailbox,
}) => {
  const { token, email, user } = await createSettledUser(api);
  await signInBrowser(page, token);
  const sent = page.waitForRequest((r) => r.url().includes('/api/v1/support') && r.method() === 'POST');
  await page.goto('/support');
  await expect(page.getByLabel('Subject')).toBeVisible();
  await expect(page.getByLabel('Your e-mail')).toHaveCount(0);

  const subject = `Receipt please ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Could you send me a receipt for March?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toEqual({
    userId: user.id,
    subject,
    message: 'Could you send me a receipt for March?',
  });
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const mail = await mailbox.waitForMail(SUPPORT_ADDRESS, { subject });
  expect(mail.text).toContain(email);
  expect(mail.text).toContain(user.id);
});

test('/support in Swedish, 320 px wide, with no serious or critical axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/support');
  // A phone's navigation bar folds into its menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Svenska' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kundtjänst' })).toBeVisible();
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.getByText('Ämne krävs')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);
});
