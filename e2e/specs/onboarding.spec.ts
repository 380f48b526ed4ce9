import { type Api, expect, test } from '../fixtures';
import { signInWithForm } from '../fixtures/browser-session';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { pickPlace } from '../fixtures/place-search';
import { createUserWithRole } from '../fixtures/users';

/** Axe with the WCAG 2.1 A/AA and best-practice rules: nothing serious or critical. */
/** A verified user, with the given role when there is one (set through the API). */
function userWithRole(api: Api, role: 'PLAYER' | 'MANAGER' | null) {
  const input = { firstName: 'Onboarding' };
  return role ? createUserWithRole(api, role, input) : api.createVerifiedUser(input);
}

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('player onboarding', () => {
  test('role selection → player info with the club typeahead, Add and the place search → home', async ({
    page,
    api,
  }) => {
    // Four API calls, three pages and two typeaheads: 12-15 s at a load of 16, 34 s as a run's first test.
    test.setTimeout(60_000);
    const { user, email, password, token } = await userWithRole(api, null);
    const tag = suffix();
    const existing = await api.post<{ id: string; name: string }>('/v1/club', {
      token: token.access_token,
      json: { name: `Typeahead United ${tag}` },
    });
    expect(existing.status).toBe(201);

    await signInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/onboarding\/role-selection$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your role' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(3); // player, parent or guardian, coach
    await expect(page.getByRole('radio', { name: 'Player' })).toBeChecked();
    await expect(page.getByRole('radio', { name: "I'm a parent or guardian" })).not.toBeChecked();
    const tokenBefore = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/onboarding\/player-basic-info$/);
    // The token was refreshed after the role was set, and stored with its new expiry.
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      expiry: Number(localStorage.getItem('token_expiry')),
    }));
    expect(stored.token).not.toBe(tokenBefore);
    expect(stored.expiry).toBeGreaterThan(Date.now() + 30 * 60 * 1000);

    // Club typeahead: the existing club is found and picked with the keyboard…
    const club = page.getByRole('combobox', { name: 'Club' });
    await club.fill(`typeahead united ${tag}`.slice(0, 22));
    await expect(page.getByRole('option', { name: existing.body.name })).toBeVisible();
    await club.press('ArrowDown');
    await club.press('Enter');
    await expect(club).toHaveValue(existing.body.name);
    // …and then a club that nobody has added yet is added.
    const newClub = `Add Button Rovers ${tag}`;
    await club.fill(newClub);
    await page.getByRole('button', { name: `Add club “${newClub}”` }).click();
    await expect(page.getByText('Club added successfully!')).toBeVisible();

    await page.getByLabel('Date of birth').fill('2008-04-03');
    await expect(page.getByLabel('Gender')).toHaveValue('MALE');
    await expect(page.getByLabel('Position')).toHaveValue('GOAL_KEEPER');
    await page.getByLabel('Position').selectOption('CENTER_BACK');
    await page.getByLabel('Nationality').selectOption({ label: 'Sweden' });

    await pickPlace(page, 'stockh', 'Stockholm, Sweden');

    await page.getByLabel('Weight').fill('44');
    await page.getByLabel('Height').fill('158');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your player profile has been saved!')).toBeVisible();

    const player = await api.get<Record<string, unknown>>(`/v1/player/user/${user.id}`, {
      token: token.access_token,
    });
    expect(player.status).toBe(200);
    const year = new Date().getUTCFullYear();
    expect(player.body).toMatchObject({
      userId: user.id,
      clubName: newClub,
      dateOfBirth: '2008-04-03',
      gender: 'MALE',
      playerPositions: ['CENTER_BACK'],
      nationality: 'SE',
      heightValue: 158,
      weightValue: 44,
      ageGroupId: year - 2008 <= 18 ? `U${year - 2008 + 1}` : 'SENIOR',
      currentLocation: { city: 'Stockholm', country: 'Sweden' },
    });
  });

  test('the validity rule: an incomplete form shows the toast and stays', async ({ page, api }) => {
    const { email, password } = await userWithRole(api, 'PLAYER');
    await signInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/onboarding\/player-basic-info$/);
    await page.getByLabel('Weight').fill('40');
    await page.getByLabel('Height').fill('150');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('All fields are required!')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding\/player-basic-info$/);
  });

  test('a returning user without a player record is routed to player info after login', async ({
    page,
    api,
  }) => {
    const { email, password } = await userWithRole(api, 'PLAYER');
    await signInWithForm(page, email, password, '?payment_model=MONTHLY');
    await expect(page).toHaveURL(/\/onboarding\/player-basic-info\?payment_model=MONTHLY$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Player profile' })).toBeVisible();

    // A fresh visit of home sends them back there too (the start-up user load routes).
    await page.goto('/');
    await expect(page).toHaveURL(/\/onboarding\/player-basic-info$/);
  });
});

test.describe('manager setup', () => {
  test('a manager completes the setup by keyboard alone and lands on the coach home', async ({
    page,
    api,
  }) => {
    const { user, email, password, token } = await userWithRole(api, 'MANAGER');
    await signInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/onboarding\/manager-basic-info$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manager account setup' })).toBeVisible();

    // The team first: its name, then its age group with the arrow keys.
    await page.getByLabel('Team name').focus();
    await page.keyboard.type('Keyboard Juniors');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Age group of the team')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Age group of the team')).toHaveValue('U7');
    await page.keyboard.press('Tab');
    const place = page.getByRole('combobox', { name: 'Location' });
    await expect(place).toBeFocused();
    // Enter with nothing picked does nothing: it never submits the form.
    await page.keyboard.press('Enter');
    await pickPlace(page, 'lisbo', /^Lisbon, Portugal/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/onboarding\/manager-basic-info$/);

    // The browser's position is offered as in the player form, then the gender.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Gender')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Gender')).toHaveValue('FEMALE');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Company')).toBeFocused();
    await page.keyboard.type('Keyboard Scouting AB');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/coach$/);
    await expect(page.getByText('Account create successfully!')).toBeVisible();

    const manager = await api.get<Record<string, unknown>>('/v1/manager/me', {
      token: token.access_token,
    });
    expect(manager.status).toBe(200);
    expect(manager.body).toMatchObject({
      userId: user.id,
      company: 'Keyboard Scouting AB',
      teamName: 'Keyboard Juniors',
      teamAgeGroupId: 'U7',
      gender: 'FEMALE',
      role: 'MANAGER',
      locationLabel: expect.stringMatching(/^Lisbon, Portugal/),
    });
    const me = await api.get<{ authorities: string[]; manager: boolean }>('/v1/user', {
      token: token.access_token,
    });
    expect(me.body).toMatchObject({ authorities: ['ROLE_MANAGER'], manager: true });
  });

  test('an invalid submit shows "All fields are required!"', async ({ page, api }) => {
    const { email, password } = await userWithRole(api, 'MANAGER');
    await signInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/onboarding\/manager-basic-info$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('All fields are required!')).toBeVisible();
    await expect(page.getByText('Team name is required')).toBeVisible();
  });
});

test.describe('accessibility of the onboarding pages', () => {
  test.describe('320 px wide', () => {
    // One page per test: each signs a user in and runs axe up to twice, which on a busy machine
    // takes seconds per scan; three pages in one test came close to its time limit.
    test.use({ viewport: { width: 320, height: 720 } });

    test('role selection: axe-clean and usable 320 px wide', async ({ page, api }) => {
      const newcomer = await userWithRole(api, null);
      await signInWithForm(page, newcomer.email, newcomer.password);
      await expect(page).toHaveURL(/\/onboarding\/role-selection$/);
      await expect(page.getByRole('radio', { name: 'Player' })).toBeChecked();
      await expectNoSeriousAxeViolations(page);
      await expectNoHorizontalScroll(page);
    });

    test('player info: axe-clean and usable 320 px wide, also with errors and the place list open', async ({
      page,
      api,
    }) => {
      // Three axe runs (empty form, errors shown, place list open) after a sign-in: 18 s at a load of 20.
      test.setTimeout(60_000);
      const player = await userWithRole(api, 'PLAYER');
      await signInWithForm(page, player.email, player.password);
      await expect(page).toHaveURL(/\/onboarding\/player-basic-info$/);
      await expect(page.getByLabel('Nationality').locator('option', { hasText: 'Sweden' })).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
      await expectNoHorizontalScroll(page);
      // With the suggestion list open and the errors of an invalid submit on screen.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Weight is required')).toBeVisible();
      await page.getByRole('combobox', { name: 'Location' }).pressSequentially('goteb');
      await expect(page.getByRole('listbox', { name: 'Location' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Location' }).press('ArrowDown');
      await expectNoSeriousAxeViolations(page);
      await expectNoHorizontalScroll(page);
    });

    test('manager setup: axe-clean and usable 320 px wide', async ({ page, api }) => {
      const manager = await userWithRole(api, 'MANAGER');
      await signInWithForm(page, manager.email, manager.password);
      await expect(page).toHaveURL(/\/onboarding\/manager-basic-info$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await expectNoHorizontalScroll(page);
    });
  });

  test('the player form in Swedish: labels, positions and countries are translated', async ({
    page,
    api,
  }) => {
    const { email, password } = await userWithRole(api, 'PLAYER');
    await page.goto('/auth/login');
    await page.evaluate(() => localStorage.setItem('language', 'sv'));
    await page.goto('/auth/login');
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord').fill(password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/onboarding\/player-basic-info$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spelarprofil' })).toBeVisible();
    await expect(page.getByLabel('Position').locator('option:checked')).toHaveText('Målvakt');
    // The countries come in their own chunk for the language: read the list once it is there.
    const nationality = page.getByLabel('Nationalitet');
    await expect(nationality.locator('option', { hasText: 'Sverige' })).toHaveCount(1);
    const countries = await nationality
      .locator('option')
      .evaluateAll((options) => options.slice(1).map((o) => o.textContent ?? ''));
    expect(countries).toContain('Sverige');
    expect(countries).toEqual([...countries].sort(new Intl.Collator('sv').compare));
    await expectNoSeriousAxeViolations(page);
  });
});
