import { openAccount } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSettledUser } from '../fixtures/users';

/**
 * These machines reach no push service: the browser's PushManager.subscribe is stubbed with a
 * subscription on an allowed push host, and the server keeps it (docs/habits.md).
 */
const ENDPOINT = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`;

test.describe('notifications on /account', () => {
  // Push needs a service worker: the other specs block them (e2e/playwright.config.ts).
  test.use({ viewport: { width: 320, height: 700 }, serviceWorkers: 'allow' });

  test('turns on push for this device (permission granted, service worker registered), axe clean at 320 px and desktop', async ({
    page,
    context,
    api,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.addInitScript((endpoint) => {
      let current: unknown = null;
      const subscription = {
        endpoint,
        toJSON: () => ({
          endpoint,
          keys: { p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa40HI', auth: 'c2VjcmV0LWF1dGg' },
        }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      PushManager.prototype.subscribe = async function subscribe() {
        current = subscription;
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return current as PushSubscription | null;
      };
    }, ENDPOINT);
    const { token } = await createSettledUser(api);
    await openAccount(page, token.access_token, { language: 'en' });
    await page.getByRole('tab', { name: 'Account' }).click();
    const section = page.getByRole('region', { name: 'Notifications' });
    await expect(section.getByRole('checkbox', { name: 'Reminders by e-mail' })).toBeChecked();
    await expect(
      section.getByRole('checkbox', { name: 'Weekly picture of my children by e-mail' }),
    ).toBeChecked();
    await expect(section.getByLabel('Quiet from')).toHaveValue('21:00');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    const push = section.getByRole('checkbox', { name: 'Push notifications on this device' });
    await expect(push).not.toBeChecked();
    // The switch turns on once the browser and the server have both answered.
    await push.click();
    await expect(page.getByText('Push notifications are on for this device')).toBeVisible();
    await expect(push).toBeChecked();
    const handler = await page.request.get('/push-sw.js');
    expect(await handler.text()).toContain("addEventListener('push'");
    const registered = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    expect(registered).toMatch(/\/push-sw\.js$/);
    const settings = await api.get<{ push: { enabled: boolean } }>('/v1/user/notifications', {
      token: token.access_token,
    });
    expect(settings.body.push.enabled).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousAxeViolations(page);
  });
});
