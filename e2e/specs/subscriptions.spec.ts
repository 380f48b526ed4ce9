import type { Page } from '@playwright/test';
import { openAccount, signInBrowser, signInWithForm, storedSession } from '../fixtures/browser-session';
import { type Api, expect, test, uniqueEmail, uniquePhone } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { pickPlace } from '../fixtures/place-search';
import { createPlayerUser } from '../fixtures/users';

/** Sandbox test cards (README, "Programs, subscriptions and billing"). */
const PAYING_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const SUBSCRIPTIONS = '/v1/player-training-program-subscription';

interface ApiSubscription {
  id: string;
  status: string;
  availableTill: string | null;
  billingEnabled: boolean;
  yearlyPaidOff: boolean;
  paymentModel: string | null;
  playerTrainingProgramId: string | null;
  trainingProgram: { id: string; title: string };
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The card form of the sandbox's hosted checkout page. */
async function payOnSandbox(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /Start free month|Pay / }).click();
}

/** A verified user with ROLE_PLAYER and a player record (through the API). */
const createPlayer = (api: Api) => createPlayerUser(api, `Subscriptions FC ${uniquePhone()}`);

/** The player's program subscribed to through the API (free month, no billing yet). */
async function subscribe(api: Api, player: { id: string; ageGroupId: string }, auth: { token: string }) {
  const program = await api.get<{ id: string; title: string }>(
    `/v1/training-program/age-group/${player.ageGroupId}`,
    { ...auth, query: { status: 'PUBLIC', language: 'en' } },
  );
  expect(program.status).toBe(200);
  const created = await api.post<ApiSubscription>(SUBSCRIPTIONS, {
    ...auth,
    json: { playerId: player.id, trainingProgramId: program.body.id, coupon: null },
  });
  expect(created.status).toBe(201);
  return { program: program.body, subscription: created.body };
}

async function activeSubscription(api: Api, auth: { token: string }): Promise<ApiSubscription | undefined> {
  const list = await api.get<ApiSubscription[]>(SUBSCRIPTIONS, { ...auth, query: { status: 'ACTIVE' } });
  return list.body[0];
}

test.describe('the paid journey', () => {
  test.setTimeout(120_000);

  test('yearly plan on / → sign-up → code → role → profile → declined once → paid → home → program', async ({
    page,
    api,
    mailbox,
  }) => {
    const email = uniqueEmail('journey');
    await page.goto('/');
    await page.getByRole('button', { name: 'Choose yearly' }).click();
    await expect(page).toHaveURL(/\/auth\/signup\?payment_model=YEARLY$/);

    await page.getByLabel('Full name').fill('Journey Test Player');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially(uniquePhone());
    await expect(page.getByText('Valid phone number')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm password').fill('secret-pass-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    await expect(page).toHaveURL(/\/onboarding\/verification\?payment_model=YEARLY$/);
    await page.getByLabel('Verification code').fill(await mailbox.waitForCode(email));
    await page.getByRole('button', { name: 'Verify account' }).click();

    await expect(page).toHaveURL(/\/onboarding\/role-selection\?payment_model=YEARLY$/);
    await expect(page.getByRole('radio', { name: /Player/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/onboarding\/player-basic-info\?payment_model=YEARLY$/);
    await page.getByRole('combobox', { name: 'Club' }).fill(`Journey FC ${uniquePhone()}`);
    // Born 2008: no guardian approval stands between this player and the checkout (privacy.spec.ts has that).
    await page.getByLabel('Date of birth').fill('2008-05-17');
    await page.getByLabel('Position').selectOption('CENTER_FORWARD');
    await page.getByLabel('Nationality').selectOption('SE');
    await pickPlace(page, 'Stockholm', 'Stockholm, Sweden');
    await page.getByLabel('Weight').fill('41.5');
    await page.getByLabel('Height').fill('152');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The sandbox's hosted checkout: the plan chosen on the home page, with the free month.
    await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Pay for your training program' })).toBeVisible();
    await expect(page.getByText('Yearly')).toBeVisible();
    await expect(page.getByText('First month free')).toBeVisible();

    await payOnSandbox(page, DECLINED_CARD);
    await expect(page.getByRole('alert')).toContainText('Your card was declined.');
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);

    await payOnSandbox(page, PAYING_CARD);
    // After player creation with payment_model the checkout returns home as a first sign-in (spec §4).
    await expect(page).toHaveURL(/\/\?is_user_first_signin=true$/);
    // The home page says what started and leads into training.
    await expect(page.getByRole('heading', { name: 'Your yearly plan is set up' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue training' })).toBeVisible();

    const token = (await storedSession(page)).token;
    expect(token).toBeTruthy();
    const subscription = await activeSubscription(api, { token: token! });
    expect(subscription).toMatchObject({ billingEnabled: true, paymentModel: 'YEARLY', availableTill: null });

    await page.goto('/program');
    await expect(
      page.getByRole('heading', { level: 1, name: subscription!.trainingProgram.title }),
    ).toBeVisible();
    const phases = page.getByRole('region', { name: 'Phases' }).getByRole('listitem');
    await expect(phases.first()).toContainText('Active');
    expect(await phases.count()).toBeGreaterThanOrEqual(4);
    await expect(phases.nth(1)).toContainText('Inactive');
    // The card bills: Start phase opens the active phase's next session (docs/spec-changes.md).
    await expect(page.getByRole('link', { name: 'Start phase' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Start phase' }).click();
    await expect(page).toHaveURL(/\/program\/phase\/[^/]+\/session\/[^/]+$/);
    await openAccount(page, token!);
    await expect(page.getByText('Billing', { exact: true })).toBeVisible();
    // Nothing left to buy once the card bills: no Subscribe now.
    await expect(page.getByRole('button', { name: 'Subscribe now' })).toHaveCount(0);
  });

  test('a player signing in with payment_model goes straight to the card checkout', async ({ page, api }) => {
    const { email, password, player, auth } = await createPlayer(api);
    await signInWithForm(page, email, password, '?payment_model=MONTHLY');
    await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
    await expect(page.getByText('Monthly')).toBeVisible();
    // No subscription existed: the age group's program was subscribed to on the way.
    const subscription = await activeSubscription(api, auth);
    expect(subscription?.billingEnabled).toBe(false);
    expect(player.id).toBeTruthy();

    await payOnSandbox(page, PAYING_CARD);
    // Outside the mobile app and onboarding: the one configured return URL (README), which says
    // what happened and then leaves the address clean.
    await expect(page.getByRole('region', { name: 'Your monthly plan is set up' })).toBeVisible();
    await expect(page).toHaveURL(/\/account\?isUserFromWebView=true$/);
    await expect(page.getByText('Billing', { exact: true })).toBeVisible();
  });
});

test.describe('the subscription tab of /account', () => {
  // Each test creates its own verified player (mail round trip) and some go through the checkout.
  test.setTimeout(90_000);

  test('cancel (with confirmation) then resume', async ({ page, api }) => {
    const { player, auth, token } = await createPlayer(api);
    const { program } = await subscribe(api, player, auth);
    await openAccount(page, token.access_token, { webView: true });

    await expect(page.getByRole('heading', { name: program.title })).toBeVisible();
    await expect(
      page.getByText('Not started yet: the free month starts with your first checkout'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe now' })).toBeVisible();
    await expect(page.getByText('Available till')).toHaveCount(0);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel subscription' });
    await expect(confirm).toContainText('Are you sure you want to cancel your training subscription?');
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    expect((await activeSubscription(api, auth))?.availableTill).toBeNull();

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Your training subscription has been cancelled successfully!')).toBeVisible();
    await expect(page.getByText('Available till')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await expect.poll(async () => (await activeSubscription(api, auth))?.availableTill).not.toBeNull();

    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(page.getByText('Your training subscription has been resumed successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await expect(page.getByText('Available till')).toHaveCount(0);
    expect((await activeSubscription(api, auth))?.availableTill).toBeNull();
  });

  test('from the mobile app: Subscribe now → plan → card checkout → back with the status → training', async ({
    page,
    api,
  }) => {
    const { player, auth, token } = await createPlayer(api);
    await subscribe(api, player, auth);
    await openAccount(page, token.access_token, { webView: false });

    await page.getByRole('button', { name: 'Subscribe now' }).click();
    const modal = page.getByRole('dialog', { name: 'Continue training' });
    await expect(modal.getByRole('radio', { name: /Monthly/ })).toBeVisible();
    await expect(modal.getByRole('radio', { name: /Monthly/ })).toHaveAccessibleName(/SEK 99 per month/);
    await expect(modal.getByRole('radio', { name: /Yearly/ })).toHaveAccessibleName(/SEK 995 per year/);
    const go = modal.getByRole('button', { name: 'Continue to card payment' });
    await expect(go).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await modal.getByRole('radio', { name: /Monthly/ }).check();
    await go.click();

    await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
    await payOnSandbox(page, PAYING_CARD);
    await expect(page).toHaveURL(/\/account\?subscription_state=successful$/);
    const status = page.getByRole('dialog', { name: 'Payment successful' });
    await expect(status).toContainText('Your training subscription is active.');
    await expect(page.getByText('Billing', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Not a web-view visitor: the external payment-successful link (lib/config.ts default /program).
    await status.getByRole('button', { name: 'Go to training' }).click();
    await expect(page).toHaveURL(/\/program$/);
    await expect(page.getByRole('region', { name: 'Phases' }).getByRole('listitem').first()).toContainText(
      'Active',
    );
  });

  test('an unsuccessful checkout shows the unsuccessful status; a web-view visitor goes on home', async ({
    page,
    api,
  }) => {
    const { player, auth, token } = await createPlayer(api);
    await subscribe(api, player, auth);
    await signInBrowser(page, token);
    await page.goto('/account?isUserFromWebView=true&subscription_state=unsuccessful');
    const status = page.getByRole('dialog', { name: 'Payment unsuccessful' });
    await expect(status).toContainText('nothing was charged');
    await status.getByRole('button', { name: 'Go to training' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await storedSession(page)).webNavigation).toBeNull();
  });

  test("a signed-in player's plan choice on / opens the continue-training modal with that plan", async ({
    page,
    api,
  }) => {
    const { token } = await createPlayer(api);
    await signInBrowser(page, token);
    await page.goto('/');
    await page.getByRole('button', { name: 'Choose yearly' }).click();
    const modal = page.getByRole('dialog', { name: 'Continue training' });
    await expect(modal.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(page).not.toHaveURL(/payment_model|access_token/);
    await expect(modal.getByRole('button', { name: 'Continue to card payment' })).toBeEnabled();
  });

  test('fits 320 px with the modals, and /program too', async ({ page, api }) => {
    const { player, auth, token } = await createPlayer(api);
    await subscribe(api, player, auth);
    await page.setViewportSize({ width: 320, height: 640 });
    await openAccount(page, token.access_token, { webView: true });
    await expect(page.getByRole('button', { name: 'Subscribe now' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Subscribe now' }).click();
    await expect(page.getByRole('dialog', { name: 'Continue training' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.keyboard.press('Escape');

    await page.goto('/program');
    await expect(page.getByRole('region', { name: 'Phases' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });

  test('/program without a subscription says there is none', async ({ page, api }) => {
    const { token } = await createPlayer(api);
    await signInBrowser(page, token);
    await page.goto('/program');
    await expect(page.getByText('No active subscription')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start phase' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Choose how to pay' })).toHaveCount(0);
  });
});
