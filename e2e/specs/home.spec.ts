import type { Locator, Page } from '@playwright/test';
import { signInBrowser } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSubscribedPlayer } from '../fixtures/users';

function demoVideo(page: Page): Locator {
  return page.locator('video');
}

/** Spec §2: a new screenshot every 3000 ms. */
const CAROUSEL_INTERVAL_MS = 3000;

/** The caption of the screenshot the carousel shows now. */
function visibleCaption(carousel: Locator): Promise<string> {
  return carousel.locator('.screens-slide[aria-hidden="false"] figcaption').innerText();
}

test.describe('home page', () => {
  test('an anonymous visitor sees the standard plans and a plan choice goes to sign-up with payment_model', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Football training for young players' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start with a free month' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Monthly' })).toContainText('99 kr');
    await expect(page.getByRole('article', { name: 'Yearly' })).toContainText('995 kr');
    await expect(page.getByText('Have a promotional code? You can enter it at checkout.')).toBeVisible();

    await page.getByRole('button', { name: 'Choose yearly' }).click();
    await expect(page).toHaveURL(/\/auth\/signup\?payment_model=YEARLY$/);
  });

  test('the demo video shows its cover until clicked, then plays and loops', async ({ page }) => {
    await page.goto('/');
    const cover = page.getByRole('button', { name: 'Play the demo video' });
    await cover.scrollIntoViewIfNeeded();
    await expect(cover.locator('img')).toHaveAttribute('src', '/assets/media/demo-en-poster.webp');
    await expect(demoVideo(page)).toHaveCount(0);

    await cover.click();
    const video = demoVideo(page);
    await expect(video).toHaveAttribute('loop', '');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.2), {
        timeout: 15_000,
      })
      .toBe(true);
    // Near the end it starts over instead of stopping.
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = Math.max(0, v.duration - 0.3);
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && !v.ended && v.currentTime < 2), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  test('a language switch loads the video of that language', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Play the demo video' }).click();
    await expect
      .poll(() => demoVideo(page).evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toMatch(/\/assets\/media\/demo-en\.(webm|mp4)$/);

    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.getByRole('heading', { name: 'Börja med en gratis månad' })).toBeVisible();
    await expect
      .poll(() => demoVideo(page).evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toMatch(/\/assets\/media\/demo-sv\.(webm|mp4)$/);
    await expect(demoVideo(page)).toHaveAttribute('data-language', 'sv');

    await page.getByRole('button', { name: 'Português' }).click();
    await expect
      .poll(() => demoVideo(page).evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toMatch(/\/assets\/media\/demo-pt\.(webm|mp4)$/);
  });

  test('the screenshot carousel advances by itself and pauses on hover and on focus', async ({ page }) => {
    // The page's clock is the test's: time moves only when the test says, so the check does not
    // depend on how fast a busy machine runs (no real waiting for the 3-second interval).
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'App screenshots' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('img')).toHaveCount(5);

    const first = await visibleCaption(carousel);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => visibleCaption(carousel)).not.toBe(first);

    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    const hovered = await visibleCaption(carousel);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    expect(await visibleCaption(carousel)).toBe(hovered);

    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-paused', 'false');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => visibleCaption(carousel)).not.toBe(hovered);

    await carousel.getByRole('button', { name: 'Next screenshot' }).focus();
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    const focused = await visibleCaption(carousel);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    expect(await visibleCaption(carousel)).toBe(focused);

    await page.getByRole('link', { name: 'Terms of service' }).focus();
    await expect(carousel).toHaveAttribute('data-paused', 'false');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => visibleCaption(carousel)).not.toBe(focused);
  });

  test('axe finds no serious or critical problem on the home page, on a desktop and a phone screen', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Choose monthly' })).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Play the demo video' }).click();
    await expectNoSeriousAxeViolations(page);
  });
});

// foundation.spec.ts checks these pages on a desktop; here on the narrowest phone.
test.describe('the public pages at 320 px (axe on every page a visitor reaches from home)', () => {
  for (const path of ['/auth/login', '/auth/signup', '/support', '/terms-of-service', '/privacy-policy']) {
    test(`axe finds no serious or critical problem on ${path} at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test('a paying player sees the real state and the way into training instead of the plans', async ({
  page,
  api,
}) => {
  // A card on file: the sandbox checkout paid with 4242… (the free month runs).
  const paying = await createSubscribedPlayer(api, 'Home Spec FC');
  await signInBrowser(page, paying.token);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Your (monthly|yearly) plan is set up$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue training' })).toHaveAttribute('href', '/program');
  // No app link is configured: no badge leads to a store's front page.
  await expect(
    page.getByRole('link', { name: /Download on the App Store|Get it on Google Play/ }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose monthly' })).toHaveCount(0);
});
