import { createAdmin } from '../fixtures/admins';
import { openAccount, signInBrowser } from '../fixtures/browser-session';
import { expect, test } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../fixtures/page-checks';
import { createSubscribedPlayer } from '../fixtures/users';

interface Fee {
  type: 'MONTHLY' | 'YEARLY';
  region: 'DEFAULT' | 'AFRICA';
  amount: number;
  currency: string;
  label: string;
}

test('a price change in the console reaches the subscriber’s account and mailbox with 30 days’ notice', async ({
  page,
  api,
  mailbox,
}) => {
  test.setTimeout(120_000);
  // A SENIOR subscriber (no other browser test uses that age group's program) in the free month.
  const payer = await createSubscribedPlayer(api, undefined, { dateOfBirth: '1990-05-01' });
  expect(payer.player.ageGroupId).toBe('SENIOR');

  const { token: admin } = await createAdmin(api, mailbox, {
    prefix: 'feeadmin',
    firstName: 'Fia',
    lastName: 'Fees',
  });
  const before = await api.get<{ fees: Fee[] }>(`/v1/admin/training-programs/${payer.program.id}`, {
    token: admin.access_token,
  });
  try {
    await signInBrowser(page, admin);
    await page.goto(`/admin/programs/${payer.program.id}`);
    const standard = page.getByRole('group', { name: 'Standard prices (all other countries)' });
    await standard.getByLabel('Monthly amount').fill('119');
    await page.getByRole('button', { name: 'Save title and fees' }).click();

    // Nothing is saved before the console has said whom it reaches.
    const dialog = page.getByRole('alertdialog', { name: 'Change the fees?' });
    await expect(dialog).toContainText(/running subscriptions? pays? a changed fee/);
    await expect(dialog).toContainText('at least 30 days later');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: /Change fees and notify \d+ subscribers?/ }).click();
    await expect(page.getByText(/Saved\. \d+ subscribers? (was|were) sent a notice\./)).toBeVisible();

    const notice = await mailbox.waitForMail(payer.email, { subject: /A change to the price of/ });
    expect(notice.text).toContain('Monthly plan: SEK 99 now, SEK 119 from your renewal on');

    // The subscriber's account: still SEK 99 now, SEK 119 from the renewal the notice named.
    await openAccount(page, payer.token.access_token);
    // The console's admin is still signed in in this browser: the link asks before switching.
    await page.getByRole('button', { name: `Continue as ${payer.email}` }).click();
    await expect(page.getByRole('heading', { name: payer.program.title })).toBeVisible();
    await expect(page.getByText('Monthly · SEK 99 per month')).toBeVisible();
    await expect(page.getByText(/^SEK 119 from the renewal on /)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  } finally {
    // The live price goes back for every later test.
    await api.put(`/v1/admin/training-programs/${payer.program.id}`, {
      token: admin.access_token,
      json: {
        fees: before.body.fees.map(({ type, region, amount, currency }) => ({
          type,
          region,
          amount,
          currency,
        })),
      },
    });
  }
});
