// What a person on a phone notices across the app (one register, one product name,
// server messages in their language, nothing scrolling sideways).
import { openAccount } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSettledUser } from '../fixtures/users';

const LANGUAGES = ['en', 'sv', 'fr', 'pt'] as const;
const PHONES = [360, 390, 414];

for (const language of LANGUAGES) {
  test(`the public pages fit 360, 390 and 414 px phones in ${language}`, async ({ page }) => {
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/auth/login', '/auth/signup', '/support']) {
        await page.goto(`${path}?language=${language}`);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoHorizontalScroll(page);
      }
    }
  });
}

test('phones get a compact menu: a labelled toggle, Escape and a navigation close it; desktops see it all', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/?language=fr');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Svenska' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Svenska' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Service client' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Service client' })).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(page.getByRole('link', { name: 'Service client' })).toBeVisible();
});

test('French home page: "vous", the product name, and no contrast checker doubts on the hero', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/?language=fr');
  await expect(page.getByText('Commencez par un mois gratuit')).toBeVisible();
  await expect(page.getByRole('link', { name: /Football Academy/ }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('/account keeps the language switch and the support link; a server error reads in Swedish', async ({
  page,
  api,
}) => {
  const { token } = await createSettledUser(api);
  await openAccount(page, token.access_token, { language: 'sv' });
  await expect(page.getByRole('heading', { level: 1, name: 'Kontoinställningar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kundtjänst' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeVisible();
  await page.getByRole('button', { name: 'Svenska' }).click();

  await page.getByRole('tab', { name: 'Konto' }).click();
  await page.getByRole('button', { name: 'Ändra lösenord' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nuvarande lösenord').fill('not-my-password');
  await dialog.getByLabel('Nytt lösenord').fill('brand-new-pass');
  await dialog.getByRole('button', { name: 'Uppdatera lösenord' }).click();
  await expect(dialog.getByText('Det nuvarande lösenordet är felaktigt')).toBeVisible();
  await expect(page.getByText('Existing password is incorrect')).toHaveCount(0);
});
