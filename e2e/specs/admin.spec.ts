import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import { createAdmin, superAdminSession } from '../fixtures/admins';
import { openAccount, signInBrowser } from '../fixtures/browser-session';
import { expect, test, uniqueEmail } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSettledUser, createSubscribedPlayer } from '../fixtures/users';

const LAPTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };

async function openConsole(page: Page, path = '/admin') {
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Console navigation' })).toBeVisible();
}

test('an admin answers a support message and disables a user from the console', async ({
  page,
  api,
  mailbox,
}) => {
  // Two mails and eight console pages: 20–25 s on a loaded 2-core machine (load average 22).
  test.setTimeout(90_000);
  const admin = await createAdmin(api, mailbox);
  const visitor = uniqueEmail('parent');
  const subject = `Invoice question ${Date.now()}`;
  const sent = await api.post<{ reference: number }>('/v1/support?language=sv', {
    json: { email: visitor, subject, message: 'Var hittar jag fakturan?' },
  });
  expect(sent.status).toBe(201);
  const ack = await mailbox.waitForMail(visitor);
  expect(ack.subject).toBe(`Vi har tagit emot ditt meddelande [#${sent.body.reference}]`);
  const player = await createSettledUser(api, { firstName: 'Dana', lastName: 'Disabled' });

  await page.setViewportSize(LAPTOP);
  await signInBrowser(page, admin.token);
  await openConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // The support inbox: the message is OPEN; the reply is mailed and the message moves to Answered.
  await page.getByRole('link', { name: 'Support inbox' }).click();
  const card = page.getByRole('article', { name: new RegExp(subject) });
  await expect(card).toContainText('Var hittar jag fakturan?');
  await expect(card).toContainText(`#${sent.body.reference}`);
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card.getByText('This field is required')).toBeVisible();
  await card.getByLabel(`Reply to ${visitor}`).fill('Under Konto → Prenumeration → Kvitton.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Reply sent to ${visitor}`)).toBeVisible();
  const reply = await mailbox.waitForMail(visitor, { subject });
  expect(reply.subject).toBe(`Sv: ${subject} [#${sent.body.reference}]`);
  expect(reply.text).toContain('Under Konto → Prenumeration → Kvitton.');
  await expect(page.getByRole('article', { name: new RegExp(subject) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Answered' }).click();
  const answered = page.getByRole('article', { name: new RegExp(subject) });
  await expect(answered).toContainText('Under Konto → Prenumeration → Kvitton.');
  await expect(answered).toContainText(admin.email);

  // Users: find the player by name, disable the account.
  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByLabel('E-mail, name or phone').fill(player.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Dana Disabled' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Disabled' })).toBeVisible();
  await page.getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText(`Disable ${player.email}?`)).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText('Account disabled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Changes to this account' })).toContainText('Account status');

  // Their token died at once, and signing in is refused.
  expect((await api.get('/v1/user', { token: player.token.access_token })).status).toBe(401);
  const login = await api.post<{ error: string }>('/oauth/token', {
    client: true,
    form: { grant_type: 'password', username: player.email, password: player.password, scope: 'read write' },
  });
  expect(login.status).toBe(400);
  expect(login.body.error).toBe('invalid_grant');

  // The audit log shows both changes, newest first.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  await expect(rows.filter({ hasText: player.email }).first()).toContainText('Account status');
  await expect(rows.filter({ hasText: 'Support reply' }).first()).toContainText(admin.email);
});

test('the console is not there for a player or a visitor, and they never download it', async ({
  page,
  api,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const player = await createSettledUser(api);
  await signInBrowser(page, player.token);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('button', { name: /Hi, / }).click();
  await expect(page.getByRole('button', { name: 'Academy console' })).toHaveCount(0);
  expect(
    scripts.filter((url) =>
      /admin-console|overview-page|users-page|user-page|support-inbox-page|audit-page/.test(url),
    ),
  ).toEqual([]);
  const res = await api.get('/v1/admin/stats', { token: player.token.access_token });
  expect(res.status).toBe(403);
});

const CONSOLE_PAGES = [
  ['/admin', 'Overview'],
  ['/admin/users', 'Users'],
  ['/admin/admins', 'Admins'],
  ['/admin/support', 'Support inbox'],
  ['/admin/programs', 'Programs'],
  ['/admin/challenges', 'Skill challenges'],
  ['/admin/audit', 'Audit log'],
] as const;

for (const [name, size] of [
  ['laptop', LAPTOP],
  ['tablet', TABLET],
] as const) {
  test(`the console's pages have no serious axe violations and fit a ${name}`, async ({ page }) => {
    // Eight pages, each loaded and measured.
    test.setTimeout(120_000);
    await signInBrowser(page, superAdminSession());
    await page.setViewportSize(size);
    for (const [path, heading] of CONSOLE_PAGES) {
      await openConsole(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
    }
  });

  for (const [path, heading] of CONSOLE_PAGES) {
    test(`axe finds no serious problem on ${path} (${name})`, async ({ page }) => {
      await signInBrowser(page, superAdminSession());
      await page.setViewportSize(size);
      await openConsole(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });
  }
}

test('an admin drafts a new program from the public one, edits it and previews it in Swedish', async ({
  page,
  api,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const admin = await createAdmin(api, mailbox);
  await signInBrowser(page, admin.token);
  await page.setViewportSize(LAPTOP);
  await openConsole(page, '/admin/programs');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'U15' }) });
  await row.getByRole('button', { name: 'New draft from this' }).click();
  await expect(page.getByText('Only admins see a draft.')).toBeVisible();
  const details = page.getByRole('region', { name: 'Title and fees' });
  await details.getByLabel('Svenska').fill('U15 våren');
  await details.getByLabel(/English/).fill('U15 spring');
  await details.getByRole('button', { name: 'Save title and fees' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'U15 spring' })).toBeVisible();
  await page
    .getByRole('button', { name: /Move down/ })
    .first()
    .click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByLabel('Language').selectOption('sv');
  await expect(preview).toContainText('U15 våren');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Publish this program?' });
  await expect(confirm).toContainText('Title in Svenska');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Program published')).toBeVisible();
  const res = await api.get<{ title: string }>('/v1/training-program/age-group/U15?language=sv', {
    token: admin.token.access_token,
  });
  expect(res.body.title).toBe('U15 våren');
});

test('an admin sees a player’s payment with its receipt, refunds part of it and edits a draft’s regional fees', async ({
  page,
  api,
  mailbox,
  context,
}) => {
  test.setTimeout(120_000);
  // A player who paid: a card in the free month, then the first monthly charge (the sandbox's clock).
  const payer = await createSubscribedPlayer(api, `Receipt FC ${Date.now()}`);
  expect((await api.post('/sandbox/test-clock/advance', { json: { days: 31 } })).status).toBe(200);

  const admin = await createAdmin(api, mailbox);
  await signInBrowser(page, admin.token);
  await page.setViewportSize(TABLET);
  await openConsole(page, `/admin/users/${payer.user.id}`);
  const payments = page.getByRole('table', { name: 'Payments' });
  const row = payments.getByRole('row').filter({ hasText: 'SEK 99' });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('monthly plan');
  await expectNoSeriousAxeViolations(page);
  const [receipt] = await Promise.all([
    context.waitForEvent('page'),
    row.getByRole('link', { name: /Receipt of/ }).click(),
  ]);
  await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(receipt.getByText('SEK 99').first()).toBeVisible();
  await receipt.close();

  // A refund from the user's page: the console asks first, then the row and the receipt say it.
  await row.getByRole('button', { name: /^Refund the payment of/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Refund this payment of SEK 99 to the card?');
  await confirm.getByLabel('Amount to refund (SEK)').fill('20');
  await confirm.getByLabel('Reason (kept in the audit trail)').fill('Missed two sessions');
  await confirm.getByRole('button', { name: 'Refund to the card' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText('Paid, SEK 20 refunded');
  await expect(row).toContainText(/SEK 20 refunded on .+: Missed two sessions/);
  const [refunded] = await Promise.all([
    context.waitForEvent('page'),
    row.getByRole('link', { name: /Receipt of/ }).click(),
  ]);
  await expect(refunded.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  await expect(refunded.getByText('Net paid: SEK 79')).toBeVisible();
  await refunded.close();

  // Regional fees, in a draft so the live prices stay: Africa's monthly amount and the price shown.
  await page.setViewportSize(LAPTOP);
  await openConsole(page, '/admin/programs');
  const u10 = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'U10' }) });
  await u10.getByRole('button', { name: 'New draft from this' }).click();
  await expect(page.getByText('Only admins see a draft.')).toBeVisible();
  const africa = page.getByRole('group', { name: 'Africa (54 countries)' });
  await expect(africa.getByLabel('Monthly price shown')).toHaveValue('1 $');
  // The browser refuses a zero amount before anything is sent.
  await africa.getByLabel('Monthly amount').fill('0');
  expect(
    await africa.getByLabel('Monthly amount').evaluate((el: HTMLInputElement) => el.checkValidity()),
  ).toBe(false);
  await africa.getByLabel('Monthly amount').fill('12,50');
  await africa.getByLabel('Monthly price shown').fill('1.25 $');
  await page.getByRole('button', { name: 'Save title and fees' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await expect(africa.getByLabel('Monthly amount')).toHaveValue('12.5');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Back to programs' }).click();
  const draftRow = page.getByRole('row').filter({ hasText: 'Africa: 1.25 $ / 10 $' });
  await expect(draftRow).toHaveCount(1);

  // The player's own receipts show the refund, and their receipt the net paid.
  await openAccount(page, payer.token.access_token);
  await page.getByRole('button', { name: `Continue as ${payer.email}` }).click();
  const own = page.getByRole('region', { name: 'Payments and receipts' });
  await expect(own).toContainText('SEK 20 refunded');
  const [ownReceipt] = await Promise.all([
    context.waitForEvent('page'),
    own.getByRole('link', { name: /Receipt of .*SEK 99/ }).click(),
  ]);
  await expect(ownReceipt.getByText(/Refunded on /)).toBeVisible();
  await expect(ownReceipt.getByText('Net paid: SEK 79')).toBeVisible();
});

test('an admin without two-factor is walked through turning it on before the console opens', async ({
  page,
  api,
  mailbox,
}) => {
  const admin = await createAdmin(api, mailbox, { twoFactor: false });
  await signInBrowser(page, admin.token);
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn on two-factor authentication' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console navigation' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Show the key' }).click();
  await expect(page.getByText('Password is incorrect')).toBeVisible();
  await page.getByLabel('Current password').fill('admin-pass-1');
  await page.getByRole('button', { name: 'Show the key' }).click();
  const key = ((await page.getByTestId('two-factor-key').textContent()) ?? '').trim();
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate();
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Continue to the console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});
