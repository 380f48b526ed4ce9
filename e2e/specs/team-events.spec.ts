import { signInBrowser } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createTeamWithPlayer } from '../fixtures/teams';
import { createUserWithRole } from '../fixtures/users';

/** YYYY-MM-DD of the day after today on the browser's (and this machine's) calendar. */
function tomorrow(): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

test.describe('the coach’s week', () => {
  // Three people in three browsers, with axe on three pages, on a busy 2-core machine.
  test.setTimeout(420_000);

  test('a coach schedules a training, a player declines with a reason, a guardian joins a child to the team, the coach takes the register, the family sees the rate', async ({
    page,
    browser,
    api,
  }) => {
    // The coach and a player of the team, made through the API.
    // A grassroots coach: a team name and age group, no company.
    const { coach, coachAuth, teamCode, player } = await createTeamWithPlayer(api, {
      teamName: 'Juniors P12',
      teamAgeGroupId: 'U12',
      latitude: 59.33,
      longitude: 18.06,
    });
    // A training that started an hour ago: its register is open.
    const now = Date.now();
    const past = await api.post<{ id: string }[]>('/v1/manager/me/events', {
      ...coachAuth,
      json: {
        title: 'Morning drills',
        startsAt: new Date(now - 3_600_000).toISOString(),
        endsAt: new Date(now - 600_000).toISOString(),
      },
    });
    expect(past.status).toBe(201);

    // The coach schedules tomorrow's training on /coach.
    await signInBrowser(page, coach.token);
    await page.goto('/coach');
    // The first reads of the coach's home on a busy machine: the heading waits for the team's record.
    await expect(page.getByRole('heading', { level: 1, name: 'Juniors P12' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Team board' })).toBeVisible();
    await expect(page.getByLabel('Challenge', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Schedule a training' }).click();
    await page.getByLabel('Title').fill('Evening training');
    await page.getByLabel('Place').fill('Field 2');
    await page.getByLabel('Day', { exact: true }).fill(tomorrow());
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText('Trainings scheduled: 1')).toBeVisible();

    // The player, on a phone, cannot come and says why.
    const playerContext = await browser.newContext({ viewport: { width: 320, height: 720 } });
    const playerPage = await playerContext.newPage();
    await signInBrowser(playerPage, player.token);
    await playerPage.goto('/schedule');
    const list = playerPage.getByRole('list', { name: 'Coming trainings' });
    await expect(list.getByRole('heading', { name: 'Evening training' })).toBeVisible();
    await expect(list.getByText('Coming', { exact: true })).toBeVisible();
    await list.getByRole('button', { name: /^Can't come\s*: Evening training$/ }).click();
    await list.getByLabel('Reason (for the coach)').fill('Dentist appointment');
    await list.getByRole('button', { name: "Send: can't come" }).click();
    await expect(list.getByText('Not coming', { exact: true })).toBeVisible();
    await expect(list.getByText('Dentist appointment')).toBeVisible();
    await expectNoHorizontalScroll(playerPage);
    await expectNoSeriousAxeViolations(playerPage);

    // A guardian puts their child (no e-mail of her own) in the team from /household, on a phone:
    // first without the Coach consent (the page says so and links the consents), then with it.
    const guardian = await createUserWithRole(api, 'GUARDIAN', { firstName: 'Greta', lastName: 'Berg' });
    const guardianAuth = { token: guardian.token.access_token };
    const child = await api.post<{ playerId: string }>('/v1/household/children', {
      ...guardianAuth,
      json: {
        firstName: 'Mila',
        lastName: 'Berg',
        language: 'en',
        clubName: `E2E FC ${Date.now()}`,
        dateOfBirth: `${new Date().getFullYear() - 11}-03-14`,
        gender: 'FEMALE',
        heightValue: 145,
        weightValue: 36,
        currentLocation: { latitude: 59.33, longitude: 18.06, city: 'Stockholm', country: 'Sweden' },
        nationality: 'SE',
        playerPositions: ['WIDE_MIDFIELD'],
      },
    });
    expect(child.status, JSON.stringify(child.body)).toBe(201);
    const childId = child.body.playerId;
    const guardianContext = await browser.newContext({ viewport: { width: 320, height: 720 } });
    const guardianPage = await guardianContext.newPage();
    await signInBrowser(guardianPage, guardian.token);
    await guardianPage.goto('/household');
    const card = guardianPage.getByRole('article', { name: /^Mila Berg/ });
    const joinTeam = async () => {
      await card.getByRole('button', { name: 'Join a team' }).click();
      await card.getByLabel('Team code from the coach').fill(teamCode.toLowerCase());
      await card.getByRole('button', { name: 'Join the team' }).click();
    };
    await joinTeam();
    await expect(card.getByRole('alert')).toContainText(
      'Mila can join a coach’s team once you give the Coach consent.',
    );
    await expect(card.getByRole('link', { name: 'Give the Coach consent' })).toHaveAttribute(
      'href',
      '/household/consents',
    );
    await expectNoSeriousAxeViolations(guardianPage);
    const consent = await api.post('/v1/household/consents', {
      ...guardianAuth,
      json: { playerId: childId, scopes: ['COACH'] },
    });
    expect(consent.status).toBe(201);
    await guardianPage.reload();
    await joinTeam();
    await expect(guardianPage.getByText('Mila joined Juniors P12.')).toBeVisible();
    await expect(card.getByText('Juniors P12 · Carla Coach')).toBeVisible();
    await expectNoHorizontalScroll(guardianPage);

    // The coach sees the answer, then takes the register of the morning's training on a phone.
    const events = await api.get<{ id: string; title: string; answers: { reason: string | null }[] }[]>(
      '/v1/manager/me/events',
      { ...coachAuth, query: { from: new Date(now - 7_200_000).toISOString() } },
    );
    const evening = events.body.find((e) => e.title === 'Evening training')!;
    await page.goto(`/coach/events/${evening.id}`);
    await expect(page.getByText(/Dentist appointment/)).toBeVisible();
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`/coach/events/${past.body[0]!.id}`);
    // The player and the child who joined: both were there.
    const marks = page.getByRole('group', { name: /^Register mark of / });
    await expect(marks).toHaveCount(2);
    for (const mark of await marks.all()) {
      await mark.getByText('Present', { exact: true }).click();
      await expect(mark.getByRole('radio', { name: 'Present' })).toBeChecked();
    }
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    // The player sees the season's attendance.
    await playerPage.reload();
    await expect(playerPage.getByTestId('attendance-rate')).toHaveText('100%');
    await expect(playerPage.getByText('Present 1, excused 0, absent 0')).toBeVisible();
    await playerContext.close();

    // The guardian sees the child's attendance rate.
    await guardianPage.goto(`/household/schedule/${childId}`);
    await expect(guardianPage.getByTestId('attendance-rate')).toHaveText('100%');
    await expect(guardianPage.getByText('Present 1, excused 0, absent 0')).toBeVisible();
    await guardianContext.close();
  });
});
