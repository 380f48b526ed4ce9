import { signInBrowser } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSubscribedPlayer } from '../fixtures/users';

// The one spec with the app's service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('a phase saved for offline opens without a network, a session done there counts once back online', async ({
  page,
  context,
  api,
}) => {
  test.setTimeout(60_000);
  const { token } = await createSubscribedPlayer(api);
  await page.setViewportSize({ width: 320, height: 640 });
  await signInBrowser(page, token);
  await page.goto('/program');
  const active = page.locator('details[data-status="ACTIVE"]');
  await expect(active).toHaveAttribute('open', '');
  const figures = active.locator('summary');
  await expect(figures).toContainText(/0 of \d+/);

  await active.getByRole('button', { name: 'Save for offline' }).click();
  await expect(active.getByText('Saved on this device')).toBeVisible();
  // The worker has installed (the app shell and its code are cached).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline.')).toBeVisible();
  await page.locator('details[data-status="ACTIVE"]').getByRole('listitem').getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'What to do' })).toBeVisible();

  // The player: step by step to Done.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const player = page.getByRole('region', { name: /^Step 1 of \d+$/ });
  await expect(player).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);
  while (await page.getByRole('button', { name: 'Next' }).isVisible()) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('radio', { name: '5 of 5' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByText(/^Done on /)).toBeVisible();
  await expect(page.getByText('1 session done offline will be sent when you are back online.')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 15_000 });
  await page.goto('/program');
  await expect(page.locator('details[data-status="ACTIVE"] summary')).toContainText(/1 of \d+/);
});
