import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { policy as enPolicy } from '../privacy/en';
import { policy as frPolicy } from '../privacy/fr';
import { policy as ptPolicy } from '../privacy/pt';
import { policy as svPolicy } from '../privacy/sv';
import { PRIVACY_SECTION_IDS, type PrivacyPolicy } from '../privacy/types';
import PrivacyPage from './privacy-page';

const ENGLISH_TITLES = [
  'Data we collect',
  'How we use your data',
  'Sharing your data',
  'Legal basis',
  'Users under 16',
  'How long we keep your data',
  'Deleting your account',
  'Right to be forgotten',
  'Access and portability',
  'Security',
  'Changes to this policy',
  'Communication',
];

const SWEDISH_TITLES = [
  'Uppgifter som vi samlar in',
  'Hur vi använder dina uppgifter',
  'Delning av dina uppgifter',
  'Rättslig grund',
  'Användare under 16 år',
  'Hur länge vi sparar dina uppgifter',
  'Radering av ditt konto',
  'Rätten att bli bortglömd',
  'Tillgång och dataportabilitet',
  'Säkerhet',
  'Ändringar i denna policy',
  'Kommunikation',
];

// The first import of a language's module is transformed on the spot in tests: give it time.
const LOAD = { timeout: 5000 };

/** In an awaited act, so that React retries the page once the policy module is in. */
async function renderPrivacyPage() {
  await act(async () => {
    renderWithRouter(<PrivacyPage />, { path: '/privacy-policy' });
  });
}

async function sectionHeadings() {
  await screen.findByRole('navigation', {}, LOAD);
  return screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('section'))
    .map((heading) => heading.textContent);
}

describe('privacy policy page', () => {
  it('shows the twelve sections in English, the localised date and the Swedish controller', async () => {
    await renderPrivacyPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    const date = screen.getByText('24 November 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-24');
    expect(date.parentElement).toHaveTextContent('Last changed: 24 November 2026');

    expect(await sectionHeadings()).toEqual(ENGLISH_TITLES.map((title, i) => `${i + 1}. ${title}`));
    expect(screen.getByText(/Football Academy Sverige AB, a Swedish company/)).toBeInTheDocument();
    expect(screen.getByText(/If you have not signed in for a year, we warn you by e-mail/)).toHaveTextContent(
      'if you do not sign in within three months after the warning, your account is deleted in the same way as when you delete it yourself.',
    );
    expect(
      screen.getByText(
        /Players under 16 may only subscribe, pay or join a coach with the approval of a parent/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer support' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it('has a table of contents whose links lead to the sections on the page', async () => {
    await renderPrivacyPage();
    const toc = await screen.findByRole('navigation', { name: 'Contents' }, LOAD);
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(ENGLISH_TITLES);
    for (const link of links) {
      const href = new URL(link.getAttribute('href')!, 'http://localhost');
      expect(href.pathname).toBe('/privacy-policy');
      const target = document.getElementById(href.hash.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toContain(link.textContent);
    }

    await userEvent.click(within(toc).getByRole('link', { name: 'How long we keep your data' }));
    expect(screen.getByRole('heading', { level: 2, name: '6. How long we keep your data' })).toHaveFocus();
    const back = within(screen.getByRole('region', { name: '6. How long we keep your data' })).getByRole(
      'link',
      {
        name: 'Back to contents',
      },
    );
    await userEvent.click(back);
    expect(screen.getByRole('heading', { level: 2, name: 'Contents' })).toHaveFocus();
  });

  it('shows the policy and the date in Swedish, and switches with the language', async () => {
    await i18n.changeLanguage('sv');
    await renderPrivacyPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeInTheDocument();
    expect(screen.getByText('24 november 2026').parentElement).toHaveTextContent(
      'Senast ändrad: 24 november 2026',
    );
    expect(await sectionHeadings()).toEqual(SWEDISH_TITLES.map((title, i) => `${i + 1}. ${title}`));
    expect(screen.getByRole('navigation', { name: 'Innehåll' })).toBeInTheDocument();
    expect(screen.getByText(/ett svenskt företag/)).toBeInTheDocument();

    await act(() => i18n.changeLanguage('pt'));
    expect(
      await screen.findByRole('heading', { level: 2, name: '5. Utilizadores com menos de 16 anos' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('24 de novembro de 2026')).toBeInTheDocument();
    expect(screen.queryByText(/ett svenskt företag/)).not.toBeInTheDocument();
  });

  it('has all twelve sections, filled in, in every language, none left in English', () => {
    const translations: PrivacyPolicy[] = [svPolicy, frPolicy, ptPolicy];
    for (const policy of [enPolicy, ...translations]) {
      for (const id of PRIVACY_SECTION_IDS) {
        expect(policy.sections[id].title.trim(), id).not.toBe('');
        expect(policy.sections[id].paragraphs.join('').trim(), id).not.toBe('');
      }
    }
    // Titles may coincide ("Communication" is French too); the text itself must be translated.
    for (const policy of translations) {
      expect(policy.intro).not.toEqual(enPolicy.intro);
      for (const id of PRIVACY_SECTION_IDS) {
        expect(policy.sections[id].paragraphs, id).not.toEqual(enPolicy.sections[id].paragraphs);
      }
    }
  });
});
