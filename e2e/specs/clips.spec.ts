import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TokenPair } from '../fixtures/api';
import { signInBrowser } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createTeamWithPlayer } from '../fixtures/teams';

/** A tiny clip made at test time (2 s, 160×120 H.264 in a QuickTime file, as a phone sends). */
function tinyClip(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-clip-')), 'drill.mov');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x120:rate=10',
    '-t',
    '2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  return file;
}

test.describe('show your coach', () => {
  // Three people, transcoding and two console sizes: 150 s on the shared 2-core machine (load 15–20).
  test.setTimeout(360_000);

  test('a player sends a clip at 320 px, the coach comments at a moment and approves, the player sees it and reports the comment, an admin hides it', async ({
    page,
    browser,
    api,
  }) => {
    const { coach, player } = await createTeamWithPlayer(
      api,
      { company: 'Clip FC', latitude: 59.33, longitude: 18.06 },
      { subscribed: false },
    );

    // The player picks a video and sends it; the progress bar fills, then the clip opens.
    await page.setViewportSize({ width: 320, height: 720 });
    await signInBrowser(page, player.token);
    await page.goto('/clips/new?sessionId=11111111-1111-4111-8111-111111111111');
    await expect(page.getByRole('heading', { level: 1, name: 'Show your coach' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('clip-file').setInputFiles(tinyClip());
    await page.getByRole('button', { name: 'Send to my coach' }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.getByRole('link', { name: 'Open the clip' }).click();
    await expect(page).toHaveURL(/\/clips\/[0-9a-f-]{36}$/);
    const clipUrl = new URL(page.url()).pathname;
    await expect(page.getByLabel('The clip')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Waiting for the coach')).toBeVisible();

    // The coach finds it in the review queue, comments at 1.2 s and approves.
    const coachContext = await browser.newContext();
    const coachPage = await coachContext.newPage();
    await coachPage.setViewportSize({ width: 320, height: 720 });
    await signInBrowser(coachPage, coach.token);
    await coachPage.goto('/coach/clips');
    await coachPage
      .getByRole('link', { name: /^Clip sent/ })
      .first()
      .click();
    await expect(coachPage).toHaveURL(new RegExp(`${clipUrl}$`));
    await coachPage.getByLabel(/^Moment of the clip/).fill('1.2');
    await coachPage.getByLabel('Comment at 0:01.2').fill('Knee over the ball');
    await coachPage.getByRole('button', { name: 'Add comment' }).click();
    await expect(coachPage.getByRole('button', { name: 'At 0:01.2' })).toBeVisible();
    await coachPage.getByRole('button', { name: 'Approve' }).click();
    await expect(coachPage.getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoHorizontalScroll(coachPage);
    await expectNoSeriousAxeViolations(coachPage);
    await coachContext.close();

    // The player sees the verdict and the comment at its moment; no download control is offered.
    await page.reload();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByText('Knee over the ball')).toBeVisible();
    await expect(page.getByLabel('The clip')).toHaveAttribute('controlslist', /nodownload/);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    // The player reports the comment; an admin hides it from the welfare queue; the player no longer sees it.
    const note = `Upsetting ${Date.now()}`;
    await page.getByRole('button', { name: 'Report this comment' }).click();
    await page.getByLabel('What is wrong?').selectOption('BULLYING');
    await page.getByLabel(/^Anything else/).fill(note);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('The academy’s welfare team will look at it.')).toBeVisible();

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInBrowser(adminPage, JSON.parse(process.env.E2E_SUPER_ADMIN_TOKEN!) as TokenPair);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 320, height: 720 },
    ]) {
      await adminPage.setViewportSize(size);
      await adminPage.goto('/admin/welfare');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Welfare queue' })).toBeVisible();
      await expect(adminPage.getByRole('article').filter({ hasText: note })).toBeVisible();
      await expectNoHorizontalScroll(adminPage);
      await expectNoSeriousAxeViolations(adminPage);
    }
    const card = adminPage.getByRole('article').filter({ hasText: note });
    await expect(card).toContainText('Knee over the ball');
    await card.getByLabel('Note for the record').fill('Unkind: hidden');
    await card.getByRole('button', { name: 'Hide' }).click();
    await expect(card).toHaveCount(0);
    await adminContext.close();

    await page.reload();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByText('Knee over the ball')).toHaveCount(0);
  });
});
