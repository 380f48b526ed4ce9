import { signInBrowser } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSubscribedPlayer } from '../fixtures/users';

/** The pages of a PDF (each page object is `/Type /Page`, the tree `/Type /Pages`). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

test.describe('session diagrams and the printed card', () => {
  test.setTimeout(90_000);

  test('a session shows its drill animated, still under reduced motion, and prints on one A4 page', async ({
    page,
    api,
  }, testInfo) => {
    const { token } = await createSubscribedPlayer(api);
    await page.setViewportSize({ width: 1200, height: 900 });
    await signInBrowser(page, token);
    await page.goto('/program');
    await page.locator('details[data-status="ACTIVE"] li a').first().click();
    await expect(page).toHaveURL(/\/program\/phase\/.+\/session\//);

    // On screen: the animated picture with its controls and the drill in words.
    const figure = page.locator('figure.session-diagram');
    await expect(figure.locator('svg.diagram-animated')).toBeVisible();
    await expect(figure.locator('svg.diagram-print-only')).toBeHidden();
    await figure.getByRole('button', { name: 'Pause' }).click();
    await figure.getByRole('button', { name: '2×' }).click();
    await expect(figure.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
    await figure.getByText('What moves where').click();
    await expect(figure.getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    // Reduced motion: a still picture with numbered arrows, nothing to play.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(figure.locator('svg[data-still="true"]')).toBeVisible();
    await expect(figure.locator('svg.diagram-animated')).toHaveCount(0);
    await expect(figure.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    // Print: the A4 printable area (210 × 297 mm less 10 mm margins, at 96 dpi).
    await page.setViewportSize({ width: 718, height: 1047 });
    await page.emulateMedia({ media: 'print' });
    const still = figure.locator('svg.diagram-print-only');
    await expect(still).toBeVisible();
    await expect(figure.locator('svg.diagram-animated')).toBeHidden();
    expect(await still.locator('[data-step]').count()).toBeGreaterThan(0);
    // Every button is left off the card: print, play/pause, the three speeds, Done.
    const buttons = page.locator('main button');
    expect(await buttons.count()).toBeGreaterThanOrEqual(1 + 1 + 3 + 1);
    for (const button of await buttons.all()) await expect(button).toBeHidden();
    await expect(page.locator('nav.app-navbar')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'What to do' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coaching points' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Equipment' })).toBeVisible();
    const sheet = await page.locator('.session-sheet').boundingBox();
    expect(sheet!.y + sheet!.height).toBeLessThanOrEqual(1047);
    await page.screenshot({ path: testInfo.outputPath('session-card-print.png'), fullPage: true });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pageCount(pdf)).toBe(1);
  });
});
