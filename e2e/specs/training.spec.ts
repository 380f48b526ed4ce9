import type { Page } from '@playwright/test';
import { openProgramOnPhone } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSubscribedPlayer } from '../fixtures/users';

function phaseCard(page: Page, status: 'COMPLETE' | 'ACTIVE' | 'INACTIVE') {
  return page.getByRole('region', { name: 'Din träning' }).locator(`details[data-status="${status}"]`);
}

/** The session links of a phase card (the card also links its skill challenge). */
function sessionLinks(card: ReturnType<typeof phaseCard>) {
  return card.getByRole('listitem').getByRole('link');
}

test.describe('training', () => {
  test.setTimeout(120_000);

  test('a player finishes phase 1 and sees phase 2 open, in Swedish at 320 px', async ({ page, api }) => {
    const { token } = await createSubscribedPlayer(api);
    // A phone's navigation bar folds into its menu.
    await openProgramOnPhone(page, token, { language: 'Svenska', programLink: 'Mitt program' });
    const active = phaseCard(page, 'ACTIVE');
    await expect(active).toHaveAttribute('open', '');
    await expect(active.getByText('Fas 1')).toBeVisible();
    const sessions = sessionLinks(active);
    await expect(sessions.first()).toBeVisible();
    const count = await sessions.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('region', { name: 'Dina framsteg' })).toContainText('Inte än');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    for (let index = 0; index < count; index += 1) {
      await sessionLinks(phaseCard(page, 'ACTIVE')).nth(index).click();
      await expect(
        page.getByRole('region', { name: 'Så gör du' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Tänk på' })).toBeVisible();
      if (index === 0) {
        await expectNoHorizontalScroll(page);
        await expectNoSeriousAxeViolations(page);
        // Keyboard only: a rating, a note and Done.
        await page.getByRole('radio', { name: '4 av 5' }).focus();
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
        await page.keyboard.type('Roligt!');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await expect(page.getByText(/ditt betyg 4 av 5/)).toBeVisible();
        await expect(page.getByText('Roligt!')).toBeVisible();
        // Undo, and do it again.
        await page.getByRole('button', { name: 'Ångra' }).click();
        await page.getByRole('button', { name: 'Klart' }).click();
      } else {
        await page.getByRole('button', { name: 'Klart' }).click();
      }
      if (index < count - 1) {
        await expect(page.getByText(/^Klart /)).toBeVisible();
        await page
          .getByRole('main')
          .getByRole('link', { name: /Mitt program/ })
          .first()
          .click();
      }
    }

    // The finished phase is celebrated on the session page, with a way into the next phase.
    await expect(page.getByRole('heading', { name: /^Bra jobbat: .+ är klar$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Starta nästa fas' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Mitt program/ })
      .first()
      .click();

    await expect(page).toHaveURL(/\/program$/);
    const complete = phaseCard(page, 'COMPLETE');
    await expect(complete).toHaveCount(1);
    await expect(complete.locator('svg[data-icon="COMPLETE"]')).toBeVisible();
    await expect(complete).not.toHaveAttribute('open', '');
    const next = phaseCard(page, 'ACTIVE');
    await expect(next).toHaveAttribute('open', '');
    await expect(next.getByText('Fas 2')).toBeVisible();
    await expect(sessionLinks(next).first()).toBeVisible();
    const badges = page.getByRole('region', { name: 'Faser' });
    await expect(badges.locator('[data-status="COMPLETE"]')).toContainText('Klar');
    await expect(badges.locator('[data-status="ACTIVE"]')).toContainText('Aktiv');
    // The next session is phase 2's first.
    const firstOfNext = await sessionLinks(next).first().textContent();
    await expect(page.getByRole('region', { name: 'Nästa pass' })).toContainText(firstOfNext ?? '');
    const progress = page.getByRole('region', { name: 'Dina framsteg' });
    await expect(progress).toContainText(`${count} av`);
    await expect(progress).toContainText('1 dag');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});
