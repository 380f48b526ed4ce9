import { type Api, expect, test, uniqueEmail } from '../fixtures';
import { openAccount, signInBrowser } from '../fixtures/browser-session';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createPlayerUser, createSettledUser, createUserWithRole } from '../fixtures/users';
import type { Mailbox } from '../fixtures';

/** A 12-year-old player made through the API; answers the guardian's link from the mail. */
async function childWithGuardian(api: Api, mailbox: Mailbox) {
  const guardianEmail = uniqueEmail('guardian');
  const year = new Date().getUTCFullYear();
  const child = await createPlayerUser(api, undefined, { dateOfBirth: `${year - 12}-03-01`, guardianEmail });
  const mail = await mailbox.waitForMail(guardianEmail);
  const link = /https?:\/\/\S+\/guardian-approval\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no approval link in: ${mail.text}`);
  return { ...child, guardianEmail, link: new URL(link) };
}

test.describe('guardian approval', () => {
  test('the player form asks for a guardian under 16 and explains why', async ({ page, api }) => {
    const { token } = await createUserWithRole(api, 'PLAYER');
    await signInBrowser(page, token);
    await page.goto('/onboarding/player-basic-info');
    const year = new Date().getUTCFullYear();
    await page.getByLabel('Date of birth').fill(`${year - 13}-06-01`);
    const group = page.getByRole('group', { name: 'Your parent or guardian' });
    await expect(group).toBeVisible();
    await expect(group).toContainText('You are under 16');
    await expect(page.getByLabel('Parent or guardian’s e-mail')).toBeVisible();
    await page.getByLabel('Date of birth').fill(`${year - 17}-06-01`);
    await expect(group).toBeHidden();
  });

  test('home says approval is pending and sends the guardian a new link', async ({ page, api, mailbox }) => {
    const child = await childWithGuardian(api, mailbox);
    await signInBrowser(page, child.token);
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Waiting for your parent or guardian' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Send the e-mail again' }).click();
    await expect(page.getByText('We sent your parent or guardian a new link.')).toBeVisible();
    // The resend made a new link; the first one stopped working.
    const second = await mailbox.waitForMail(child.guardianEmail);
    expect(second.text).toContain('/guardian-approval?token=');
    await page.goto(`${child.link.pathname}${child.link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  });

  test('the guardian sees what the child shared and approves (320 px and desktop, axe); the notice goes', async ({
    page,
    browser,
    baseURL,
    api,
    mailbox,
  }) => {
    const child = await childWithGuardian(api, mailbox);
    // The guardian has no account here: a browser context of their own.
    const guardianContext = await browser.newContext({ baseURL, viewport: { width: 320, height: 720 } });
    const guardian = await guardianContext.newPage();
    await guardian.goto(`${child.link.pathname}${child.link.search}`);
    await expect(
      guardian.getByRole('heading', { level: 1, name: /^Approve .+’s use of Football Academy$/ }),
    ).toBeVisible();
    await expect(guardian.getByText(child.email)).toBeVisible();
    await expect(guardian.getByRole('heading', { name: 'What the academy does with it' })).toBeVisible();
    await expectNoSeriousAxeViolations(guardian);
    await expectNoHorizontalScroll(guardian);
    await guardian.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousAxeViolations(guardian);

    await guardian.getByRole('button', { name: 'Approve' }).focus();
    await guardian.keyboard.press('Enter');
    await expect(guardian.getByRole('status')).toContainText(
      `A receipt is on its way to ${child.guardianEmail}`,
    );
    const receipt = await mailbox.waitForMail(child.guardianEmail);
    expect(receipt.subject).toMatch(/^Your approval for /);
    await guardianContext.close();

    await signInBrowser(page, child.token);
    await page.goto('/program');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Waiting for your parent or guardian' })).toHaveCount(0);
  });

  test('declining deletes the child’s account', async ({ page, api, mailbox }) => {
    const child = await childWithGuardian(api, mailbox);
    await page.goto(`${child.link.pathname}${child.link.search}`);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('alert')).toContainText('cannot be undone');
    await page.getByRole('button', { name: 'Decline and delete the account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /account has been deleted$/ })).toBeVisible();
    const me = await api.get('/v1/user', { token: child.token.access_token });
    expect(me.status).toBe(401);
  });
});

test.describe('account deletion', () => {
  test('/account: Delete my account asks for the password, says what happens, then deletes', async ({
    page,
    api,
    mailbox,
  }) => {
    const { token, email, password } = await createSettledUser(api);
    await page.setViewportSize({ width: 320, height: 720 });
    await openAccount(page, token.access_token, { webView: true });
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete my account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog).toContainText('Your card subscription is cancelled at once');
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await dialog.getByLabel('Your password').fill('not-the-password');
    await dialog.getByLabel('I understand that this cannot be undone').check();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is not correct')).toBeVisible();

    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    const mail = await mailbox.waitForMail(email, { subject: 'has been deleted' });
    expect(mail.subject).toBe('Your Football Academy account has been deleted');
    const login = await api.call('POST', '/api/oauth/token', {
      client: true,
      form: { grant_type: 'password', username: email, password, scope: 'read write' },
    });
    expect(login.status).toBe(400);
  });
});

test.describe('correcting the profile (children grow)', () => {
  // Three axe runs and a reload; with two runs it took 28 s at a load average of 23.
  test.setTimeout(90_000);
  test('a player changes height and club on /account at 320 px (axe clean, desktop too), and the profile holds them', async ({
    page,
    api,
  }) => {
    const player = await createPlayerUser(api);
    const club = `Grown FC ${player.user.id.slice(0, 6)}`;
    await page.setViewportSize({ width: 320, height: 720 });
    await openAccount(page, player.token.access_token, { webView: true });
    await page.getByRole('tab', { name: 'Profile' }).click();

    const form = page.getByRole('region', { name: 'Player profile' });
    await expect(form.getByLabel('Height')).toHaveValue('150');
    await expect(form.getByLabel('Nationality')).toHaveValue('SE');
    await expect(form.getByRole('combobox', { name: 'Club' })).toHaveValue(/^E2E FC /);
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await form.getByRole('combobox', { name: 'Club' }).fill(club);
    await form.getByLabel('Height').fill('163.5');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const saved = await api.get<{ heightValue: number; clubName: string; ageGroupId: string }>(
      `/v1/player/user/${player.user.id}`,
      player.auth,
    );
    expect(saved.body).toMatchObject({
      heightValue: 163.5,
      clubName: club,
      ageGroupId: player.player.ageGroupId,
    });

    // A reload reads the saved profile again; the tab is axe clean on a desktop too.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByRole('region', { name: 'Player profile' }).getByLabel('Height')).toHaveValue(
      '163.5',
    );
    await expectNoSeriousAxeViolations(page);
  });
});
