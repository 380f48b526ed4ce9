import type { Page } from '@playwright/test';
import { openAccount, signInBrowser, signInWithForm } from '../fixtures/browser-session';
import { type Api, expect, type Mailbox, test, uniqueEmail, uniquePhone } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createPlayerUser, createSubscribedPlayer, createUserWithRole } from '../fixtures/users';

/**
 * The first week of a paying family, on a phone (320 px): what first-time users tripped over,
 * walked again. The last test moves the sandbox's clock, so the file runs in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 320, height: 720 } });
test.setTimeout(180_000);

const SUBSCRIPTIONS = '/v1/player-training-program-subscription';

async function payOnSandbox(page: Page, card: string, button: RegExp | string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: button }).click();
}

async function checkPhone(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);
}

/** A 12-year-old whose guardian has not answered yet, with the guardian's link from the mail. */
async function childWaitingForApproval(api: Api, mailbox: Mailbox) {
  const guardianEmail = uniqueEmail('guardian');
  const year = new Date().getFullYear();
  const child = await createPlayerUser(api, undefined, { dateOfBirth: `${year - 12}-03-01`, guardianEmail });
  const mail = await mailbox.waitForMail(guardianEmail);
  const link = /https?:\/\/\S+\/guardian-approval\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no approval link in the guardian mail');
  return { ...child, guardianEmail, link: new URL(link) };
}

test('paying says what happened, and the first button then opens training', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const player = await createSubscribedPlayer(api, undefined, { started: false });
  await openAccount(page, player.token.access_token);
  // Before any plan: the free month has not started (not "Active · free month ends …").
  await expect(
    page.getByText('Not started yet: the free month starts with your first checkout'),
  ).toBeVisible();
  await checkPhone(page);

  await page.getByRole('button', { name: 'Subscribe now' }).click();
  const modal = page.getByRole('dialog', { name: 'Continue training' });
  await modal.getByRole('radio', { name: /Monthly/ }).check();
  await modal.getByRole('button', { name: 'Continue to card payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await payOnSandbox(page, '4242 4242 4242 4242', /Start free month/);

  // Back on /account: what started, until when it is free, and when the first charge comes.
  const result = page.getByRole('region', { name: 'Your monthly plan is set up' });
  await expect(result).toBeVisible();
  await expect(result).toContainText(/Training is free until .+\. The first charge, SEK 99, is on .+\./);
  await expect(result).toContainText('Nothing has been charged yet.');
  await expect(page).not.toHaveURL(/checkout_return/);
  // Nothing left to buy: no "Subscribe now" to press twice.
  await expect(page.getByRole('button', { name: 'Subscribe now' })).toHaveCount(0);
  await checkPhone(page);

  // The first button of /program opens the phase's next session, not account settings.
  await result.getByRole('link', { name: 'Go to my training' }).click();
  await expect(page).toHaveURL(/\/program$/);
  await page.getByRole('link', { name: 'Start phase' }).click();
  await expect(page).toHaveURL(/\/program\/phase\/[^/]+\/session\/[^/]+$/);
  await page.getByRole('button', { name: 'Done' }).click();
  // After Done, the next session is one tap away.
  await expect(page.getByRole('link', { name: 'Next session' })).toBeVisible();
  await checkPhone(page);

  // The home page of a subscriber: the real state and the way into training; no store badge.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your monthly plan is set up' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue training' })).toHaveAttribute('href', '/program');
  await expect(page.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
  await checkPhone(page);

  // Signing in lands a player on their training.
  const fresh = await browser.newContext({ baseURL, viewport: { width: 320, height: 720 } });
  const again = await fresh.newPage();
  await signInWithForm(again, player.email, player.password);
  await expect(again).toHaveURL(/\/program$/);
  await fresh.close();
});

test("a child waiting for approval is told why joining fails, in French; the guardian's page reads well and goes on", async ({
  page,
  api,
  mailbox,
  browser,
  baseURL,
}) => {
  const coach = await createUserWithRole(api, 'MANAGER', { firstName: 'Amélie', lastName: 'Durand' });
  const coachAuth = { token: coach.token.access_token };
  const manager = await api.post('/v1/manager', {
    ...coachAuth,
    json: {
      company: 'FC Lyon',
      gender: 'FEMALE',
      userId: coach.user.id,
      latitude: 45.76,
      longitude: 4.83,
      role: 'MANAGER',
      locationLabel: 'Lyon, France',
    },
  });
  expect(manager.status).toBe(201);
  const team = await api.post<{ teamCode: string }>('/v1/manager/me/team-code', coachAuth);
  expect(team.status).toBe(200);

  const child = await childWaitingForApproval(api, mailbox);
  await signInBrowser(page, child.token);
  await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
  await page.goto('/program');
  await page.getByLabel('Code d’équipe de votre entraîneur').fill(team.body.teamCode);
  await page.getByRole('button', { name: 'Rejoindre l’équipe' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Accord du responsable légal requis' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('Seuls les joueurs peuvent rejoindre une équipe.')).toHaveCount(0);
  await checkPhone(page);

  // The guardian, on a phone: the data as people write it, in the form's words.
  const guardianContext = await browser.newContext({ baseURL, viewport: { width: 320, height: 720 } });
  const guardian = await guardianContext.newPage();
  await guardian.goto(`${child.link.pathname}${child.link.search}`);
  await expect(guardian.getByText(/^\+46 70 \d{3} \d{2} \d{2}$/)).toBeVisible();
  await expect(guardian.getByText('Sweden', { exact: true })).toBeVisible();
  await expect(guardian.getByText('Male', { exact: true })).toBeVisible();
  await expect(guardian.getByText(/^\d{4}-\d{2}-\d{2}$/)).toHaveCount(0);
  // The price and how paying works, plainly.
  await expect(guardian.getByRole('region', { name: 'What it costs' })).toContainText('SEK 99 a month');
  await checkPhone(guardian);
  await guardian.getByRole('button', { name: 'Approve' }).click();
  // Not a dead end: what happens next, with a way on.
  await expect(guardian.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(guardian.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', '/auth/login');
  await checkPhone(guardian);
  await guardianContext.close();
});

test('Back on the terms step keeps the details and the phone country of a Portuguese browser', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-PT',
    viewport: { width: 320, height: 720 },
  });
  const page = await context.newPage();
  await page.goto('/auth/signup');
  // A first visit follows the browser: Portuguese, and the phone starts at Portugal.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criar uma conta');
  const country = page.getByRole('combobox', { name: 'País do número de telefone' });
  await expect(country).toHaveValue('PT');
  await page.getByLabel('Nome completo').fill('Tiago Santos');
  await page.getByLabel('E-mail').fill(uniqueEmail('tiago'));
  await page.getByRole('textbox', { name: 'Número de telefone' }).fill('912345678');
  await page.getByLabel('Palavra-passe', { exact: true }).fill('secret-pass-1');
  await page.getByLabel('Confirmar palavra-passe').fill('secret-pass-1');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/step=terms/);

  await page.goBack();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Tiago Santos');
  await expect(country).toHaveValue('PT');
  await expect(page.getByRole('textbox', { name: 'Número de telefone' })).toHaveValue('912 345 678');
  await checkPhone(page);
  await context.close();
});

test('a disabled user is told the account is disabled after a correct password', async ({ page, api }) => {
  // The super admin's session (global set-up: admins sign in with two-factor on).
  const root = JSON.parse(process.env.E2E_SUPER_ADMIN_TOKEN!) as { access_token: string };
  const player = await createPlayerUser(api);
  const disabled = await api.put(`/v1/admin/users/${player.user.id}/status`, {
    token: root.access_token,
    json: { status: 'DISABLED' },
  });
  expect(disabled.status).toBe(200);
  await signInWithForm(page, player.email, 'not-the-password');
  await expect(page.getByText('Invalid username/password')).toBeVisible();
  await signInWithForm(page, player.email, player.password);
  await expect(
    page.getByText('This account is disabled. Write to support if you think this is a mistake.'),
  ).toBeVisible();
  await checkPhone(page);
});

test('a failed renewal: /program and home say so, the card page says what is due, and access comes back', async ({
  page,
  api,
}) => {
  const { player, auth, token } = await createPlayerUser(api, `Renewal FC ${uniquePhone()}`);
  const program = await api.get<{ id: string }>(`/v1/training-program/age-group/${player.ageGroupId}`, {
    ...auth,
    query: { status: 'PUBLIC', language: 'en' },
  });
  const created = await api.post<{ id: string }>(SUBSCRIPTIONS, {
    ...auth,
    json: { playerId: player.id, trainingProgramId: program.body.id, coupon: null },
  });
  const checkout = await api.post<{ url: string }>('/v1/billing/checkout-session', {
    ...auth,
    json: { language: 'en', subscriptionId: created.body.id, paymentModel: 'MONTHLY' },
  });
  await page.goto(checkout.body.url);
  // A card that attaches, then fails every charge.
  await payOnSandbox(page, '4000 0000 0000 0341', /Start free month/);
  await expect(page).toHaveURL(/\/account/);
  expect((await api.post('/sandbox/test-clock/advance', { json: { days: 31 } })).status).toBe(200);

  await signInBrowser(page, token);
  await page.goto('/program');
  const notice = page.getByRole('heading', { name: 'Your last payment did not go through' });
  await expect(notice).toBeVisible();
  await expect(
    page.getByText(/Training stays open until .+\. Update your card before then to pay SEK 99/),
  ).toBeVisible();
  await checkPhone(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your last payment did not go through' })).toBeVisible();
  await expect(page.getByText(/all set/)).toHaveCount(0);

  await openAccount(page, token.access_token);
  await page.getByRole('button', { name: 'Update card' }).click();
  await expect(page).toHaveURL(/\/sandbox\/portal\//);
  await expect(page.getByText('Due now')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save the card and pay SEK 99' }).click();
  const back = page.getByRole('region', { name: 'Payment received: training is open again' });
  await expect(back).toBeVisible();
  await expect(back).toContainText('SEK 99 was charged to your card.');
  await expect(back.getByRole('link', { name: 'Open the receipt' })).toBeVisible();
  await checkPhone(page);
});
