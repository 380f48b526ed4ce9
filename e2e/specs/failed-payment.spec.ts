import { openAccount } from '../fixtures/browser-session';
import { type Api, expect, test, uniquePhone } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createPlayerUser } from '../fixtures/users';

const SUBSCRIPTIONS = '/v1/player-training-program-subscription';
/** Sandbox card that attaches, then fails every charge (Stripe's 4000 0000 0000 0341). */
const FAILING_CARD = '4000 0000 0000 0341';
const PAYING_CARD = '4242 4242 4242 4242';

interface ApiSubscription {
  id: string;
  paymentStatus: string;
}

const activeSubscription = async (api: Api, auth: { token: string }) =>
  (await api.get<ApiSubscription[]>(SUBSCRIPTIONS, { ...auth, query: { status: 'ACTIVE' } })).body[0];

/** Moves the sandbox's clock on (SANDBOX_TEST_CLOCK=true in the browser tests' server). */
async function advanceDays(api: Api, days: number) {
  const res = await api.post('/sandbox/test-clock/advance', { json: { days } });
  expect(res.status).toBe(200);
}

test.describe('a failed renewal, seen and fixed by the player', () => {
  test.setTimeout(120_000);

  test('PAST_DUE then UNPAID on /account, the card page, PAID again with a receipt', async ({
    page,
    api,
  }) => {
    const { player, auth, token } = await createPlayerUser(api, `Renewal FC ${uniquePhone()}`);
    const program = await api.get<{ id: string; title: string }>(
      `/v1/training-program/age-group/${player.ageGroupId}`,
      { ...auth, query: { status: 'PUBLIC', language: 'en' } },
    );
    const created = await api.post<ApiSubscription>(SUBSCRIPTIONS, {
      ...auth,
      json: { playerId: player.id, trainingProgramId: program.body.id, coupon: null },
    });
    const checkout = await api.post<{ url: string }>('/v1/billing/checkout-session', {
      ...auth,
      json: { language: 'en', subscriptionId: created.body.id, paymentModel: 'MONTHLY' },
    });
    expect(checkout.status).toBe(200);

    // The free month starts on a card that will fail.
    await page.goto(checkout.body.url);
    await page.getByLabel('Card number').fill(FAILING_CARD);
    await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /Start free month/ }).click();
    await expect(page).toHaveURL(/\/account/);
    expect((await activeSubscription(api, auth))?.paymentStatus).toBe('TRIAL');

    // The first charge after the free month fails: training stays open for 7 days.
    await advanceDays(api, 31);
    expect((await activeSubscription(api, auth))?.paymentStatus).toBe('PAST_DUE');
    await openAccount(page, token.access_token);
    await expect(page.getByRole('heading', { name: program.body.title })).toBeVisible();
    await expect(
      page.getByText(/Your last payment did not go through\. Training stays open until/),
    ).toBeVisible();
    await expect(page.getByText('Payment failed')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Still unpaid after the grace period: training pauses.
    await advanceDays(api, 39);
    await page.reload();
    await expect(page.getByText(/Your subscription is unpaid, so training is paused/)).toBeVisible();
    const paused = await api.post('/v1/training-program/player-training-program', {
      ...auth,
      json: { playerTrainingProgramSubscriptionId: created.body.id },
    });
    expect(paused.status).toBe(402);

    // The player fixes the card on the card page and comes back paid.
    await page.getByRole('button', { name: 'Update card' }).click();
    await expect(page).toHaveURL(/\/sandbox\/portal\//);
    await expect(page.getByText('•••• 0341')).toBeVisible();
    await page.getByLabel('Card number').fill(PAYING_CARD);
    await page.getByRole('button', { name: 'Save the card and pay SEK 99' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText(/training is paused/)).toHaveCount(0);
    const payments = page.getByRole('region', { name: 'Payments and receipts' });
    await expect(payments).toContainText('SEK 99');
    await expect(payments.getByRole('link', { name: /Receipt of .*SEK 99/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect((await activeSubscription(api, auth))?.paymentStatus).toBe('PAID');
  });
});
