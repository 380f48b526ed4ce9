import type { Locator, Page } from '@playwright/test';
import { openAccount } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSettledUser } from '../fixtures/users';

/** The tabs' labels in each language (apps/web/src/public/assets/i18n). */
const TAB_LABELS = {
  en: ['Subscription', 'Profile', 'Account'],
  sv: ['Prenumeration', 'Profil', 'Konto'],
  fr: ['Abonnement', 'Profil', 'Compte'],
  pt: ['Subscrição', 'Perfil', 'Conta'],
} as const;

/** The tops of the tabs: one value when the row does not break into lines. */
async function tabRows(tabs: Locator): Promise<number> {
  const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  return new Set(tops).size;
}

/** How far the tab row can scroll sideways (0: every tab fits). */
function rowOverflow(page: Page): Promise<number> {
  return page.getByRole('tablist').evaluate((el) => el.scrollWidth - el.clientWidth);
}

test.describe('/account tabs 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('one line of whole tabs in every language, axe clean, and arrow keys move between them', async ({
    page,
    api,
  }) => {
    const { token } = await createSettledUser(api);
    for (const [language, labels] of Object.entries(TAB_LABELS)) {
      await openAccount(page, token.access_token, { language });
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText([...labels]);
      expect(await tabRows(tabs), language).toBe(1);
      for (const label of labels) {
        await expect(page.getByRole('tab', { name: label }), language).toBeInViewport({ ratio: 1 });
      }
      await expectNoHorizontalScroll(page);
    }
    await expectNoSeriousAxeViolations(page);

    // Keyboard (Portuguese, the last one opened): the arrows select the next and the previous tab.
    const [first, second, third] = TAB_LABELS.pt;
    await page.getByRole('tab', { name: first }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: third })).toBeFocused();
    await expect(page.getByRole('tab', { name: third })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: third })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: second })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: second })).toBeVisible();
  });

  test('with large text the row scrolls sideways, a tapped tab comes fully into view, and at 200 % nothing runs off the page', async ({
    page,
    api,
  }) => {
    const { token } = await createSettledUser(api);
    await openAccount(page, token.access_token, { language: 'sv' });
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    // The browser's text size at 150 % (Bootstrap sizes in rem).
    await page.addStyleTag({ content: 'html { font-size: 150%; }' });
    await expect.poll(() => rowOverflow(page)).toBeGreaterThan(0);
    expect(await tabRows(tabs)).toBe(1);
    await expectNoHorizontalScroll(page);

    // A tap on the part of 'Konto' that shows (no focus, so nothing but the page scrolls it).
    const account = page.getByRole('tab', { name: 'Konto' });
    await expect(account).not.toBeInViewport({ ratio: 1 });
    await account.dispatchEvent('click');
    await expect(account).toHaveAttribute('aria-selected', 'true');
    await expect(account).toBeInViewport({ ratio: 1 });
    await expectNoSeriousAxeViolations(page);

    // At 200 % the long Swedish words (the title 'Kontoinställningar', 'träningsprenumeration' in
    // the alert) break inside their boxes: the page never scrolls sideways, on either tab.
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    await expectNoHorizontalScroll(page);
    await page.getByRole('tab', { name: 'Prenumeration' }).dispatchEvent('click');
    const alert = page.locator('.alert').filter({ hasText: 'Ingen aktiv prenumeration' });
    await expect(alert).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await alert.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const title = page.getByRole('heading', { level: 1, name: 'Kontoinställningar' });
    expect(await title.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(320);
  });
});
