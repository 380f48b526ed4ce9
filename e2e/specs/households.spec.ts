import type { Page } from '@playwright/test';
import { signInBrowser } from '../fixtures/browser-session';
import { expect, test, uniquePhone } from '../fixtures';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from '../fixtures/page-checks';

const PHONE = { width: 320, height: 720 };

/** Signs in through the Swedish form of /auth/login (a child types the username in the e-mail field). */
async function signInSwedish(page: Page, username: string, password: string) {
  await page.goto('/privacy-policy');
  await page.evaluate(() => localStorage.setItem('language', 'sv'));
  await page.goto('/auth/login');
  await page.getByLabel('E-post').fill(username);
  await page.getByLabel('Lösenord').fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
}

/** Adds a child through the form of /household, in Swedish. */
async function addChild(page: Page, firstName: string, dateOfBirth: string, club: string) {
  await page.getByRole('button', { name: 'Lägg till ett barn' }).click();
  await page.getByLabel('Barnets förnamn').fill(firstName);
  await page.getByLabel('Barnets efternamn').fill('Lindqvist');
  const clubBox = page.getByRole('combobox', { name: 'Klubb' });
  await clubBox.fill(club);
  const addClub = page.getByRole('button', { name: `Lägg till klubben ”${club}”` });
  const existing = page.getByRole('option', { name: club, exact: true });
  await expect(addClub.or(existing).first()).toBeVisible();
  if (await addClub.isVisible()) await addClub.click();
  else await existing.click();
  await expect(clubBox).toHaveValue(club);
  await page.getByLabel('Födelsedatum').fill(dateOfBirth);
  await page.getByLabel('Nationalitet').selectOption({ label: 'Sverige' });
  const place = page.getByRole('combobox', { name: 'Ort' });
  await place.pressSequentially('stockh');
  const option = page
    .getByRole('listbox', { name: 'Ort' })
    .getByRole('option', { name: /^Stockholm/ })
    .first();
  await expect(option).toBeVisible();
  await option.click();
  await page.getByLabel('Vikt').fill('32');
  await page.getByLabel('Längd').fill('138');
  await page.getByRole('button', { name: 'Lägg till barn' }).click();
  await expect(page.getByRole('article', { name: new RegExp(`^${firstName} Lindqvist`) })).toBeVisible();
}

/** Pays a child's year on the sandbox's hosted page (Swedish) and comes back to /household. */
async function payYearly(page: Page, firstName: string) {
  const card = page.getByRole('article', { name: new RegExp(`^${firstName} Lindqvist`) });
  await card.getByRole('button', { name: new RegExp(`^Betala årsvis för ${firstName}`) }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Kortnummer').fill('4242 4242 4242 4242');
  await page.getByLabel('Giltigt till (MM/ÅÅ)').fill('12/39');
  await page.getByLabel('Säkerhetskod (CVC)').fill('123');
  await page.getByRole('button', { name: /Starta gratismånaden|Betala / }).click();
  await expect(page).toHaveURL(/\/household$/);
  await expect(
    page.getByRole('article', { name: new RegExp(`^${firstName} Lindqvist`) }).getByText('Prenumererar'),
  ).toBeVisible();
}

/** What the steps of the story hand on to the next. */
const family = {
  tag: uniquePhone().slice(-6),
  parent: { email: '', password: '' },
  username: '',
};
const ELSA = () => new RegExp(`^Elsa${family.tag} Lindqvist`);
const NILS = () => new RegExp(`^Nils${family.tag} Lindqvist`);

// One family's story in three steps (each short enough on a busy machine); a step needs the one before.
test.describe
  .serial('a Swedish family at 320 px', () => {
    test.setTimeout(150_000);

    test('the parent chooses "parent or guardian", adds two children and gives one a login', async ({
      page,
      api,
    }) => {
      const parent = await api.createVerifiedUser({ firstName: 'Anna', lastName: 'Lindqvist' });
      family.parent = { email: parent.email, password: parent.password };
      await page.setViewportSize(PHONE);
      await signInSwedish(page, parent.email, parent.password);

      await expect(page).toHaveURL(/\/onboarding\/role-selection$/);
      await expect(page.getByRole('radio')).toHaveCount(3); // player, parent or guardian, coach
      await page.getByRole('radio', { name: 'Jag är förälder eller vårdnadshavare' }).check();
      await page.getByRole('button', { name: 'Fortsätt' }).click();
      await expect(page).toHaveURL(/\/household$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Min familj' })).toBeVisible();
      await expect(page.getByText('Inga barn ännu.')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await addChild(page, `Elsa${family.tag}`, '2015-03-14', `Hammarby ${family.tag}`);
      await addChild(page, `Nils${family.tag}`, '2017-08-02', `Hammarby ${family.tag}`);
      await expectNoHorizontalScroll(page);

      // A login for Elsa: an easy PIN is refused, a good one works.
      const elsa = page.getByRole('article', { name: ELSA() });
      family.username = `elsa${family.tag}`;
      await elsa.getByRole('button', { name: 'Ge en inloggning' }).click();
      await elsa.getByLabel('Användarnamn').fill(family.username);
      await elsa.getByLabel('Sexsiffrig PIN-kod').fill('123456');
      await elsa.getByRole('button', { name: 'Ge inloggning' }).click();
      await expect(elsa.getByText('PIN-koden är för lätt att gissa; välj en annan')).toBeVisible();
      await elsa.getByLabel('Sexsiffrig PIN-kod').fill('402918');
      await elsa.getByRole('button', { name: 'Ge inloggning' }).click();
      await expect(elsa.getByRole('definition').filter({ hasText: family.username })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('the parent pays for both and invites the other parent, who reads but does not pay', async ({
      page,
      api,
      mailbox,
      browser,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto('/privacy-policy');
      await page.evaluate(() => localStorage.setItem('language', 'sv'));
      await signInBrowser(page, await api.login(family.parent.email, family.parent.password));
      await page.goto('/household');
      await payYearly(page, `Elsa${family.tag}`);
      await payYearly(page, `Nils${family.tag}`);
      // One receipt list for both children (one customer at the provider pays them all).
      await expect(page.getByRole('region', { name: 'Kvitton för alla dina barn' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      const other = await api.createVerifiedUser({ firstName: 'Johan', lastName: 'Lindqvist' });
      // The other parent has an account and chose "parent or guardian" before opening the mail.
      await api.put('/v1/user', {
        token: other.token.access_token,
        json: { id: other.user.id, role: 'GUARDIAN' },
      });
      await page.getByLabel('Hens e-postadress').fill(other.email);
      await page.getByRole('button', { name: 'Skicka inbjudan' }).click();
      await expect(page.getByText(`Inbjudan skickad till ${other.email}.`)).toBeVisible();
      const invitation = await mailbox.waitForMail(other.email);
      const link = new URL(/http\S+\/household\/join\?token=[A-Za-z0-9_-]+/.exec(invitation.text)![0]);

      const context = await browser.newContext({ viewport: PHONE });
      const otherPage = await context.newPage();
      await signInBrowser(otherPage, await api.login(other.email, other.password));
      await otherPage.goto(link.pathname + link.search);
      await otherPage.getByRole('button', { name: 'Accept the invitation' }).click();
      await expect(otherPage).toHaveURL(/\/household$/);
      await expect(otherPage.getByRole('article', { name: ELSA() }).getByText('Subscribed')).toBeVisible();
      await expect(otherPage.getByRole('article', { name: NILS() }).getByText('Subscribed')).toBeVisible();
      await expect(otherPage.getByRole('button', { name: /^Pay / })).toHaveCount(0);
      await expectNoHorizontalScroll(otherPage);
      await context.close();
    });

    test('the child trains signed in with the PIN, and the parent sees it', async ({
      page,
      api,
      browser,
    }) => {
      await page.setViewportSize(PHONE);
      await signInSwedish(page, family.username, '402918');
      await expect(page).toHaveURL(/\/program$/);
      const active = page
        .getByRole('region', { name: 'Din träning' })
        .locator('details[data-status="ACTIVE"]');
      await active.getByRole('link').first().click();
      await page.getByRole('button', { name: 'Klart' }).click();
      await expect(page.getByText(/^Klart /)).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);

      const context = await browser.newContext({ viewport: PHONE });
      const parentPage = await context.newPage();
      await signInBrowser(parentPage, await api.login(family.parent.email, family.parent.password));
      await parentPage.goto('/household');
      await expect(
        parentPage
          .getByRole('article', { name: ELSA() })
          .getByRole('definition')
          .filter({ hasText: /^1 of \d+ sessions done/ }),
      ).toBeVisible();
      await context.close();
    });
  });
