import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNavbar } from '@/components/ui/app-navbar';
import { PageIntro } from '@/components/ui/page-intro';
import { HeroSection } from '@/features/home/components/hero-section';
import { i18n } from '@/lib/i18n';
import { FIRST_PAINT_SCRIPT } from '@academy/contract';
import { FIRST_PAINT_HEAD, firstPaintMarkup, navbarMarkup, pageMarkup } from '../../build/first-paint';
import { endFirstPaint } from '@/lib/first-paint';
import LoginPage from '@/features/auth/routes/login-page';
import { renderWithRouter } from '@/test/render';

const t = (key: string) => i18n.t(key);

/** The app's markup with what only React adds (generated ids, the router's data attributes). */
function normalised(html: string) {
  return html
    .replace(/ data-discover="true"/g, '')
    .replace(/<clipPath id="_R_[^"]*"/g, '<clipPath id="flag"')
    .replace(/url\(#_R_[^)]*\)/g, 'url(#flag)')
    .replace(/(id|aria-controls)="_R_[^"]*"/g, '$1="menu"');
}

function normalisedStatic(html: string) {
  return html
    .replace(/(id|aria-controls)="first-paint-menu"/g, '$1="menu"')
    .replace(/first-paint-flag-en/g, 'flag');
}

describe('the static first screen of / and /auth/login (build/first-paint.ts)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.className = '';
  });

  it('is the navigation bar the app draws for an anonymous English visitor', () => {
    for (const showHome of [false, true]) {
      const app = renderToStaticMarkup(
        <MemoryRouter>
          <AppNavbar showHome={showHome} />
        </MemoryRouter>,
      );
      expect(normalisedStatic(navbarMarkup(t, showHome))).toBe(normalised(app));
    }
  });

  it("is the sign-in's heading and lead text", () => {
    const app = renderToStaticMarkup(
      <PageIntro title={t('pages.login.title')} purpose={t('pages.login.purpose')} />,
    );
    expect(pageMarkup(t, '/auth/login')).toContain(app);
  });

  it("has the home page hero's eyebrow, heading and lead text, in the same elements", () => {
    const { container } = render(
      <MemoryRouter>
        <HeroSection />
      </MemoryRouter>,
    );
    const column = container.querySelector('.home-hero .col-lg-7');
    const texts = Array.from(column?.children ?? [])
      .slice(0, 3)
      .map((element) => element.outerHTML.replace(' id="home-title"', ''));
    const staticHero = document.createElement('div');
    staticHero.innerHTML = pageMarkup(t, '/');
    expect(staticHero.querySelector('.home-hero .col-lg-7')?.innerHTML).toBe(texts.join(''));
  });

  it("shows only to a first visit in English without a query string (the head's inline script)", () => {
    expect(FIRST_PAINT_HEAD).toContain(`<script data-first-paint>${FIRST_PAINT_SCRIPT}</script>`);
    const shows = (stored: Record<string, string>, address = '/auth/login') => {
      window.localStorage.clear();
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      window.history.replaceState(null, '', address);
      document.documentElement.className = '';
      new Function(FIRST_PAINT_SCRIPT)();
      return document.documentElement.classList.contains('first-paint');
    };
    const browser = (...locales: string[]) =>
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(locales);
    try {
      browser('en-GB', 'en');
      expect(shows({})).toBe(true);
      // A first visit from a browser in a language the app speaks gets the app in that language.
      browser('sv-SE', 'sv');
      expect(shows({})).toBe(false);
      expect(shows({ language: 'en' })).toBe(true);
      browser('de-DE', 'en');
      expect(shows({})).toBe(true);
      expect(shows({ language: 'sv' })).toBe(false);
      expect(shows({ language: 'en', token: 'a-token' })).toBe(false);
      expect(shows({}, '/auth/login?lang=fr')).toBe(false);
    } finally {
      window.localStorage.clear();
      window.history.replaceState(null, '', '/');
    }
  });

  it('gives way to the whole sign-in page, its form included, when the app has rendered it', async () => {
    document.documentElement.classList.add('first-paint');
    document.body.innerHTML = firstPaintMarkup(t, '/auth/login');
    renderWithRouter(<LoginPage />, { path: '/auth/login' });
    expect(await screen.findByLabelText(t('auth.login.passwordLabel'))).toBeInTheDocument();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.documentElement).not.toHaveClass('first-paint');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('pages.login.title'));
  });

  it('is removed, and the app shown, when the page hands over', () => {
    document.documentElement.classList.add('first-paint');
    document.body.innerHTML = `${firstPaintMarkup(t, '/')}<div id="root"></div>`;
    expect(document.getElementById('first-paint')).toHaveTextContent(t('pages.home.title'));
    endFirstPaint();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.documentElement).not.toHaveClass('first-paint');
  });
});
