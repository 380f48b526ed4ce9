import { adminInvitationToken, superAdminSession } from '../fixtures/admins';
import { signInBrowser, signInWithForm } from '../fixtures/browser-session';
import { expect, test, uniqueEmail } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../fixtures/page-checks';

/**
 * The super admin adds an admin with their own password and a confirmation; the new
 * admin chooses a password through the mailed link and is asked to turn on two-factor at once.
 */
test('a new admin is added with the super admin’s password, sets their own and is asked for two-factor', async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  // 84 s on the shared 2-core machine at load 21 (two contexts, three axe runs, one mail).
  test.setTimeout(180_000);
  await signInBrowser(page, superAdminSession());
  await page.goto('/admin/admins');
  const email = uniqueEmail('staff');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Language of the e-mail').selectOption('fr');
  await page.getByRole('button', { name: 'Add admin' }).click();

  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Add ${email} as an admin?`);
  await expectNoSeriousAxeViolations(page);
  await confirm.getByLabel('Your password').fill('not-my-password');
  await confirm.getByRole('button', { name: 'Add admin' }).click();
  await expect(confirm.getByText('Password is incorrect')).toBeVisible();
  await confirm.getByLabel('Your password').fill(process.env.E2E_SUPER_ADMIN_PASSWORD!);
  await confirm.getByRole('button', { name: 'Add admin' }).click();
  await expect(page.getByText(`Admin added: ${email} was mailed a link`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Admins' })).toContainText(email);

  // The mail, in the new admin's language, carries the only way to a password.
  const mail = await mailbox.waitForMail(email);
  expect(mail.subject).toBe('Vous êtes administrateur de Football Academy : choisissez votre mot de passe');
  const token = adminInvitationToken(mail.text);

  const context = await browser.newContext({ baseURL });
  const newcomer = await context.newPage();
  await newcomer.goto(`/admin-invitation?token=${encodeURIComponent(token)}`);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Choose your admin password' })).toBeVisible();
  await expectNoSeriousAxeViolations(newcomer);
  await newcomer.getByLabel('New password').fill('nora-admin-pass-7');
  await newcomer.getByLabel('Repeat the password').fill('nora-admin-pass-7');
  await newcomer.getByRole('button', { name: 'Save password' }).click();
  await expect(newcomer.getByText('Your password is saved.')).toBeVisible();

  // The link works once.
  await newcomer.goto(`/admin-invitation?token=${encodeURIComponent(token)}`);
  await newcomer.getByLabel('New password').fill('another-pass-8');
  await newcomer.getByLabel('Repeat the password').fill('another-pass-8');
  await newcomer.getByRole('button', { name: 'Save password' }).click();
  await expect(newcomer.getByText('This link is not valid any more')).toBeVisible();

  await signInWithForm(newcomer, email, 'nora-admin-pass-7');
  await expect(newcomer).not.toHaveURL(/auth\/login/);
  await newcomer.goto('/admin');
  await expect(
    newcomer.getByRole('heading', { level: 1, name: 'Turn on two-factor authentication' }),
  ).toBeVisible();
  await context.close();

  // The super admin's audit log says it in words.
  await page.goto(`/admin/audit?target=${encodeURIComponent(email)}`);
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log).toContainText('Admin chose a password');
  await expect(log).toContainText('Admin added');
  await expectNoSeriousAxeViolations(page);
});
