import { openAccount, signInBrowser, signInWithForm } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { pickPlace } from '../fixtures/place-search';
import { createSubscribedPlayer, createUserWithRole } from '../fixtures/users';

test.describe('coaches and their players', () => {
  test.setTimeout(150_000);

  test('a coach invites, a player joins by the link and trains, the coach sees it and answers', async ({
    page,
    browser,
    api,
    mailbox,
  }) => {
    // The coach: the MANAGER role set through PUT /v1/user (the API call an admin makes; a user
    // without a role may make it for themself), then the manager setup and the coach home.
    const coach = await createUserWithRole(api, 'MANAGER', { firstName: 'Carla', lastName: 'Coach' });
    await signInBrowser(page, coach.token);
    await page.goto('/');
    await expect(page).toHaveURL(/\/onboarding\/manager-basic-info$/);
    await pickPlace(page, 'lisbo', /^Lisbon, Portugal/, 'click');
    await page.getByLabel('Team name').fill('Lisbon Juniors');
    await page.getByLabel('Age group of the team').selectOption('U12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/coach$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lisbon Juniors' })).toBeVisible();
    await expect(page.getByText('No players yet')).toBeVisible();
    const link = await page.getByLabel('Join link').inputValue();
    const code = /\/join\/([A-Z0-9]{8})$/.exec(link)?.[1];
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    await expect(page.getByText(`Give your players the team code ${code}`)).toBeVisible();
    await page.setViewportSize({ width: 320, height: 720 });
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    // The player opens the join link signed out; the invitation waits through the sign-in.
    const player = await createSubscribedPlayer(api);
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    await playerPage.setViewportSize({ width: 320, height: 720 });
    await playerPage.goto(`/join/${code}`);
    await expect(playerPage.getByText(`You have been invited with the team code ${code}.`)).toBeVisible();
    await expectNoSeriousAxeViolations(playerPage);
    await signInWithForm(playerPage, player.email, player.password);
    await expect(playerPage).toHaveURL(new RegExp(`/join/${code}$`));
    await expect(playerPage.getByLabel('Team code from your coach')).toHaveValue(code!);
    await playerPage.getByRole('button', { name: 'Join team' }).click();
    await expect(playerPage).toHaveURL(/\/program$/);
    await expect(playerPage.getByText("You joined Carla Coach's team.")).toBeVisible();
    const coaches = playerPage.getByRole('region', { name: 'Your coaches' });
    await expect(coaches.getByText('Carla Coach')).toBeVisible();

    // The player trains one session: rating 4, a note shared with the coach (keyboard only).
    await playerPage.getByRole('region', { name: 'Your training' }).getByRole('link').first().click();
    await playerPage.getByRole('radio', { name: '4 of 5' }).focus();
    await playerPage.keyboard.press('Space');
    await playerPage.keyboard.press('Tab');
    await playerPage.keyboard.type('Felt strong today');
    await playerPage.keyboard.press('Tab');
    await playerPage.keyboard.press('Space');
    await expect(playerPage.getByLabel('Share my note with my coaches')).toBeChecked();
    await playerPage.getByRole('button', { name: 'Done' }).click();
    await expect(playerPage.getByText(/your rating 4 of 5/)).toBeVisible();
    const sessionTitle = (await playerPage.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

    // The coach sees it on the coach home and the player's page, and answers.
    await page.reload();
    const table = page.getByRole('table');
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(player.player.ageGroupId);
    await expect(row).toContainText(/1 of \d+/);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/coach\/players\/[0-9a-f-]{36}$/);
    const sessions = page.getByRole('region', { name: 'Sessions done' });
    await expect(sessions).toContainText(sessionTitle);
    await expect(sessions).toContainText('rating 4 of 5');
    await expect(sessions).toContainText('Felt strong today');
    await page
      .getByLabel('Your feedback to the player')
      .fill('Great start! Keep the ball close to your feet.');
    await page.getByLabel('About a phase (optional)').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Feedback sent.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Feedback' })).toContainText('Great start!');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    // The player gets a mail and reads the feedback on /program with the coach's name.
    const mail = await mailbox.waitForMail(player.email, { subject: /Carla Coach/ });
    expect(mail.text).toContain('Great start! Keep the ball close to your feet.');
    await playerPage.goto('/program');
    const fromCoaches = playerPage.getByRole('region', { name: 'Your coaches' });
    await expect(fromCoaches).toContainText('Great start! Keep the ball close to your feet.');
    await expect(fromCoaches).toContainText('Carla Coach ·');
    await expectNoHorizontalScroll(playerPage);
    await expectNoSeriousAxeViolations(playerPage);
    await playerContext.close();
  });

  test('a coach corrects the company and place on /account at 320 px, and sees them after a reload', async ({
    page,
    api,
  }) => {
    const coach = await createUserWithRole(api, 'MANAGER');
    const created = await api.post('/v1/manager', {
      token: coach.token.access_token,
      json: {
        company: 'Old Company AB',
        gender: 'FEMALE',
        userId: coach.user.id,
        latitude: 59.3293,
        longitude: 18.0686,
        role: 'MANAGER',
        locationLabel: 'Stockholm, Sweden',
      },
    });
    expect(created.status).toBe(201);
    await page.setViewportSize({ width: 320, height: 720 });
    await openAccount(page, coach.token.access_token);
    await page.getByRole('tab', { name: 'Profile' }).click();

    const form = page.getByRole('region', { name: 'Coach profile' });
    await expect(form.getByLabel('Company')).toHaveValue('Old Company AB');
    await expect(form.getByRole('combobox', { name: 'Location' })).toHaveValue('Stockholm, Sweden');
    await form.getByLabel('Company').fill('Lisbon Juniors');
    await form.getByRole('combobox', { name: 'Location' }).fill('lisbo');
    await page.getByRole('option', { name: /^Lisbon, Portugal/ }).click();
    await form.getByRole('button', { name: 'Save coach profile' }).click();
    await expect(page.getByText('Coach profile saved', { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    await page.getByRole('tab', { name: 'Profile' }).click();
    const reloaded = page.getByRole('region', { name: 'Coach profile' });
    await expect(reloaded.getByLabel('Company')).toHaveValue('Lisbon Juniors');
    await expect(reloaded.getByRole('combobox', { name: 'Location' })).toHaveValue(/^Lisbon, Portugal/);
  });
});
