import { signInBrowser } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSubscribedPlayer, createUserWithRole } from '../fixtures/users';

/** YYYY-MM-DD of the day after today on the browser's (and this machine's) calendar. */
function tomorrow(): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

test.describe('the coach’s week', () => {
  test.setTimeout(120_000);

  test('a coach schedules a training, a player declines with a reason, the coach takes the register, the player sees the rate', async ({
    page,
    browser,
    api,
  }) => {
    // The coach and a player of the team, made through the API.
    const coach = await createUserWithRole(api, 'MANAGER', { firstName: 'Carla', lastName: 'Coach' });
    const coachAuth = { token: coach.token.access_token };
    const manager = await api.post('/v1/manager', {
      ...coachAuth,
      json: {
        company: 'Juniors',
        gender: 'FEMALE',
        userId: coach.user.id,
        latitude: 59.33,
        longitude: 18.06,
        role: 'MANAGER',
      },
    });
    expect(manager.status).toBe(201);
    const me = await api.get<{ teamCode: string }>('/v1/manager/me', coachAuth);
    const player = await createSubscribedPlayer(api);
    expect(
      (await api.post('/v1/player/coach', { ...player.auth, json: { teamCode: me.body.teamCode } })).status,
    ).toBe(201);
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
    const marks = page.getByRole('group', { name: /^Register mark of / });
    await marks.getByText('Present', { exact: true }).click();
    await expect(marks.getByRole('radio', { name: 'Present' })).toBeChecked();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    // The player sees the season's attendance.
    await playerPage.reload();
    await expect(playerPage.getByTestId('attendance-rate')).toHaveText('100%');
    await expect(playerPage.getByText('Present 1, excused 0, absent 0')).toBeVisible();
    await playerContext.close();
  });
});
