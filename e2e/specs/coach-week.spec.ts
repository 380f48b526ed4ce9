import { signInBrowser } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createTeamWithPlayer } from '../fixtures/teams';

test.describe("the coach's week", () => {
  test.setTimeout(90_000);

  test('a coach assigns a session, the player sees it from the coach and does it, the coach sees it done', async ({
    page,
    browser,
    api,
  }) => {
    const { coach, player } = await createTeamWithPlayer(api, {
      company: 'Lisbon Juniors',
      latitude: 38.72,
      longitude: -9.14,
    });

    // The player's program is made on their first visit to /program.
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    await playerPage.setViewportSize({ width: 320, height: 720 });
    await signInBrowser(playerPage, player.token);
    await playerPage.goto('/program');
    const fromCoach = playerPage.getByRole('region', { name: 'From your coach' });
    await expect(fromCoach).toContainText('Nothing from your coach right now.');

    // The coach assigns the last session of the program (a phase not unlocked yet) to the team.
    await signInBrowser(page, coach.token);
    await page.goto('/coach');
    const form = page.getByRole('form', { name: 'Assign a session or a challenge' });
    const what = form.getByLabel('What');
    await expect(what.locator('optgroup').first().locator('option').first()).toBeAttached();
    const last = what.locator('optgroup').first().locator('option').last();
    const label = (await last.textContent())!.trim();
    const title = label.split(' · ').at(-1)!;
    await what.selectOption({ label });
    await form.getByLabel('Note (optional)').fill('Before Saturday');
    await form.getByRole('button', { name: 'Assign' }).dblclick();
    await expect(form.getByRole('status')).toContainText(`Assigned “${title}” to 1 player(s).`);
    const assignments = page.getByRole('region', { name: 'Assignments' });
    await expect(assignments).toContainText(title);
    await expect(assignments).toContainText('0 of 1 done');
    await expect(assignments.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
    await page.setViewportSize({ width: 320, height: 720 });
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    // The player sees it "From your coach", opens it whatever its phase and does it.
    await playerPage.reload();
    await expect(fromCoach).toContainText(title);
    await expect(fromCoach).toContainText('from Carla Coach');
    await expect(fromCoach).toContainText('To do');
    await expectNoSeriousAxeViolations(playerPage);
    await fromCoach.getByRole('link', { name: title }).click();
    await playerPage.getByRole('button', { name: 'Done' }).click();
    await expect(playerPage.getByText(/^Done on/)).toBeVisible();
    await playerPage.goto('/program');
    await expect(fromCoach.getByText('Done', { exact: true })).toBeVisible();
    await playerContext.close();

    // The coach sees who did it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(assignments).toContainText('1 of 1 done');
    await assignments.getByText('Who did it').click();
    await expect(assignments).toContainText(/: Done/);
    await expectNoSeriousAxeViolations(page);
  });
});
