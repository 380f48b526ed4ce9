import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { repoRoot } from '../support/server';

type Translations = {
  nav: { signIn: string };
  notFound: { title: string; link: string };
};

const LANGUAGES = ['pt', 'fr', 'sv', 'en'] as const;
const LANGUAGE_NAMES = { pt: 'Português', fr: 'Français', sv: 'Svenska', en: 'English' } as const;

function translations(lng: string): Translations {
  return JSON.parse(readFileSync(path.join(repoRoot, `apps/web/src/public/assets/i18n/${lng}.json`), 'utf8'));
}

/** Every route of spec §2, plus an unknown path. */
const PAGES = [
  '/',
  '/terms-of-service',
  '/privacy-policy',
  '/support',
  '/auth/login',
  '/auth/signup',
  '/onboarding/verification',
  '/onboarding/role-selection',
  '/onboarding/player-basic-info',
  '/onboarding/manager-basic-info',
  '/account',
  '/program',
  '/no-such-page',
];

test.describe('languages', () => {
  test('the home page loads in each of the four languages', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const headings = new Set<string>();
    for (const lng of LANGUAGES) {
      const loaded = lng === 'en' ? null : page.waitForResponse(`**/assets/i18n/${lng}.json`);
      await page.getByRole('button', { name: LANGUAGE_NAMES[lng] }).click();
      await loaded;
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('link', { name: translations(lng).nav.signIn })).toBeVisible();
      await expect(page.getByRole('button', { name: LANGUAGE_NAMES[lng] })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      headings.add((await heading.textContent())?.trim() ?? '');
    }
    // The page's own text changed with each language, not only the navigation bar.
    expect(headings.size).toBe(4);
  });

  test('the language choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.getByRole('link', { name: 'Logga in' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('link', { name: 'Logga in' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('sv');

    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Svenska' })).toHaveAttribute('aria-pressed', 'true');
  });

  test.describe('a visitor whose browser speaks French', () => {
    test.use({ locale: 'fr-FR' });
    // A change to the spec on purpose (docs/spec-changes.md): a first visit follows the browser's
    // language (the spec fell back to English); a stored choice still wins.
    test('gets French on a first visit, and English once they choose it', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('link', { name: translations('fr').nav.signIn })).toBeVisible();
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    });
  });
});

test('an unknown path shows the not-found page, with a way home', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  // The app answers (and shows its page), with the status of a missing page.
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: translations('en').notFound.title }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: translations('en').notFound.link }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(translations('en').notFound.title);
});

test('/api/ready answers 200 and unknown API paths stay JSON 404s', async ({ api }) => {
  const ready = await api.get<{ status: string }>('/ready');
  expect(ready.status).toBe(200);
  expect(ready.body.status).toBe('ok');
  const health = await api.get('/health');
  expect(health.status).toBe(200);
  const missing = await api.get<{ status: number }>('/v1/no-such-thing', {
    headers: { Accept: 'text/html' },
  });
  expect(missing.status).toBe(404);
  expect(missing.headers['content-type']).toContain('application/json');
  expect(missing.body.status).toBe(404);
});

test('/api/docs shows the API reference without a Content Security Policy error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/api/docs', { waitUntil: 'load' });
  // Swagger UI is 1.4 MB of script that builds the page from the OpenAPI document after load: on a
  // busy machine that alone takes several seconds, more than the app's own pages.
  await expect(page.getByRole('heading', { name: /Football Academy API/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('/api/v1/user').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the fixtures: a sign-up code reaches the mail sink and verifies the account', async ({ api }) => {
  const { user, email, token } = await api.createVerifiedUser();
  expect(user.status).toBe('ACTIVE');
  const me = await api.get<{ email: string; status: string }>('/v1/user', { token: token.access_token });
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ email, status: 'ACTIVE' });
});

test('the first visit to / downloads little JavaScript', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let gzipped = 0;
  for (const script of scripts) {
    const file = path.join(repoRoot, 'apps/web/dist', script);
    gzipped += existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length;
  }
  const kb = Math.round(gzipped / 102.4) / 10;
  test
    .info()
    .annotations.push({ type: 'initial JS for / (gzip)', description: `${kb} kB in ${scripts.size} files` });
  console.log(`initial JS for /: ${kb} kB gzip in ${scripts.size} files`);
  // The first visit's budget: at most 120 kB gzip for an anonymous first visit (measured ~109 kB).
  expect(gzipped).toBeLessThanOrEqual(120 * 1024);
});

test.describe('accessibility', () => {
  for (const url of PAGES) {
    test(`${url} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});
