/**
 * The first screen of `/` and `/auth/login` as static markup in the HTML the server sends, so the
 * browser draws the navigation bar and the page's heading and lead text as soon as the stylesheets
 * are in, instead of after the ≈ 100 KB shell script has run (Lighthouse: first paint 2.1 s).
 *
 * It is the same markup the app renders for an anonymous visitor in English (`first-paint.test.tsx`
 * compares it with the real components), inside `<div id="first-paint" inert>`: it takes no input.
 * An inline script in the head (the contract's `FIRST_PAINT_SCRIPT`, allowed by its hash in the
 * server's CSP) shows it only to such a visitor (no stored state but the English choice, no query
 * string); while it shows, `#root` is hidden, the app renders once its translations and page code
 * are in (`src/main.tsx`), and the page hands over in a layout effect when it mounts
 * (`src/lib/first-paint.ts`), so the next frame draws the app exactly where the static copy was.
 * Everyone else gets today's page.
 */

// A relative import: Vite bundles the config's own files, and loads workspace packages as Node would (no .ts).
import { FIRST_PAINT_SCRIPT } from '../../../packages/contract/src/web-pages.ts';

export type Translate = (key: string) => string;

export type FirstPaintPage = '/' | '/auth/login';

export const FIRST_PAINT_PAGES: FirstPaintPage[] = ['/', '/auth/login'];

/** Where the build puts it: between these markers in index.html and its copies. */
export const FIRST_PAINT_START = '<!-- first-paint -->';
export const FIRST_PAINT_END = '<!-- /first-paint -->';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

const LOGO =
  '<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><circle cx="16" cy="16" r="15" fill="#fff" stroke="#0b5d3b" stroke-width="2"></circle><path d="M16 9.5l5.2 3.8-2 6.1h-6.4l-2-6.1z" fill="#0b5d3b"></path><path d="M16 1v8.5M21.2 13.3l8.6-2.8M19.2 19.4l5.3 7.3M12.8 19.4l-5.3 7.3M10.8 13.3L2.2 10.5" stroke="#0b5d3b" stroke-width="2"></path></svg>';

const HOME_ICON =
  '<svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor"><path d="M8 1.3 0.7 7.6l1 1.1L3 7.6V14.5h4v-4h2v4h4V7.6l1.3 1.1 1-1.1z"></path></svg>';

/** The flags of `components/ui/flag-icon.tsx`, in the navigation bar's order; English is chosen. */
const FLAGS: { lang: string; name: string; svg: string }[] = [
  {
    lang: 'pt',
    name: 'Português',
    svg: '<svg viewBox="0 0 30 20" width="28" height="20" aria-hidden="true" focusable="false"><rect width="30" height="20" fill="#da291c"></rect><rect width="12" height="20" fill="#046a38"></rect><circle cx="12" cy="10" r="4" fill="#ffe900" stroke="#da291c" stroke-width="0.8"></circle><path d="M10.2 8h3.6v3a1.8 1.8 0 0 1-3.6 0z" fill="#fff" stroke="#da291c" stroke-width="0.6"></path></svg>',
  },
  {
    lang: 'fr',
    name: 'Français',
    svg: '<svg viewBox="0 0 3 2" width="28" height="20" aria-hidden="true" focusable="false"><rect width="3" height="2" fill="#ed2939"></rect><rect width="2" height="2" fill="#fff"></rect><rect width="1" height="2" fill="#002395"></rect></svg>',
  },
  {
    lang: 'sv',
    name: 'Svenska',
    svg: '<svg viewBox="0 0 16 10" width="28" height="20" aria-hidden="true" focusable="false"><rect width="16" height="10" fill="#006aa7"></rect><rect x="5" width="2" height="10" fill="#fecc00"></rect><rect y="4" width="16" height="2" fill="#fecc00"></rect></svg>',
  },
  {
    lang: 'en',
    name: 'English',
    svg: '<svg viewBox="0 0 60 30" width="28" height="20" preserveAspectRatio="none" aria-hidden="true" focusable="false"><clipPath id="first-paint-flag-en"><path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z"></path></clipPath><rect width="60" height="30" fill="#012169"></rect><path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" stroke-width="6"></path><path d="M0,0 L60,30 M60,0 L0,30" clip-path="url(#first-paint-flag-en)" stroke="#c8102e" stroke-width="4"></path><path d="M30,0 v30 M0,15 h60" stroke="#fff" stroke-width="10"></path><path d="M30,0 v30 M0,15 h60" stroke="#c8102e" stroke-width="6"></path></svg>',
  },
];

/** `components/ui/app-navbar.tsx` for an anonymous visitor (menu closed). */
export function navbarMarkup(t: Translate, showHome: boolean): string {
  const home = showHome
    ? `<a class="btn btn-outline-secondary btn-sm" aria-label="${escapeHtml(t('nav.home'))}" href="/">${HOME_ICON}</a>`
    : '';
  const flags = FLAGS.map(
    ({ lang, name, svg }) =>
      `<button type="button" lang="${lang}" class="btn btn-sm language-flag${lang === 'en' ? ' active' : ''}" aria-label="${name}" aria-pressed="${lang === 'en'}">${svg}</button>`,
  ).join('');
  return (
    `<nav class="navbar app-navbar bg-body border-bottom" aria-label="${escapeHtml(t('nav.label'))}"><div class="container flex-wrap gap-2">` +
    `<div class="d-flex align-items-center gap-2">${home}<a class="navbar-brand d-flex align-items-center gap-2 me-0" href="/">${LOGO}<span>${escapeHtml(t('common.appName'))}</span></a></div>` +
    `<button type="button" class="navbar-toggler app-navbar-toggle" aria-expanded="false" aria-controls="first-paint-menu"><span class="navbar-toggler-icon" aria-hidden="true"></span><span class="visually-hidden">${escapeHtml(t('nav.menu'))}</span></button>` +
    `<div id="first-paint-menu" class="app-navbar-menu"><fieldset class="d-flex align-items-center gap-1 m-0 p-0 border-0"><legend class="visually-hidden">${escapeHtml(t('nav.language'))}</legend>${flags}</fieldset>` +
    `<a class="nav-link px-1" href="/support">${escapeHtml(t('nav.support'))}</a><a class="btn btn-primary btn-sm" href="/auth/login">${escapeHtml(t('nav.signIn'))}</a></div></div></nav>`
  );
}

/** The top of the page's own content: the home page's hero texts, the sign-in's heading. */
export function pageMarkup(t: Translate, page: FirstPaintPage): string {
  if (page === '/') {
    return (
      '<div class="home-page"><section class="home-hero"><div class="container"><div class="row g-4 g-lg-5 align-items-start"><div class="col-lg-7">' +
      `<p class="home-eyebrow">${escapeHtml(t('home.hero.eyebrow'))}</p><h1 class="home-title">${escapeHtml(t('pages.home.title'))}</h1>` +
      `<p class="home-lead">${escapeHtml(t('home.hero.lead'))}</p></div></div></div></section></div>`
    );
  }
  return (
    '<div class="container py-4 auth-page"><div class="mb-4">' +
    `<h1 class="h2">${escapeHtml(t('pages.login.title'))}</h1><p class="lead mb-0">${escapeHtml(t('pages.login.purpose'))}</p></div></div>`
  );
}

/** The whole static first screen of a page, as `app/layouts/{root,main}-layout.tsx` wrap it. */
export function firstPaintMarkup(t: Translate, page: FirstPaintPage): string {
  return (
    `${FIRST_PAINT_START}<div id="first-paint" inert><div class="d-flex flex-column min-vh-100">` +
    `${navbarMarkup(t, page !== '/')}<main class="flex-grow-1">${pageMarkup(t, page)}</main></div></div>${FIRST_PAINT_END}`
  );
}

/** A lookup in a translations file (`src/public/assets/i18n/en.json`). */
export function translator(messages: Record<string, unknown>): Translate {
  return (key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
    if (typeof value !== 'string') throw new Error(`first paint: no English text for ${key}`);
    return value;
  };
}

/**
 * What the head of such a page adds: the static screen shows only under `html.first-paint`
 * (set by the inline script), and hides the app's root until the page hands over.
 */
export const FIRST_PAINT_HEAD = `<style data-first-paint>html:not(.first-paint) #first-paint{display:none}.first-paint #first-paint+#root{display:none}</style><script data-first-paint>${FIRST_PAINT_SCRIPT}</script>`;
