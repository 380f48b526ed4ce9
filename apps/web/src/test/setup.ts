import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import en from '@/public/assets/i18n/en.json';
import fr from '@/public/assets/i18n/fr.json';
import pt from '@/public/assets/i18n/pt.json';
import sv from '@/public/assets/i18n/sv.json';
import { clearSession } from '@/lib/logout';
import { DEFAULT_LANGUAGE, i18n, initI18n } from '@/lib/i18n';
import { clearToasts } from '@/lib/toast-store';

// findBy… and waitFor give up after 1 s by default: a busy 2-core CI machine can take longer to
// render a page after a fake server's answer. 5 s stays far below the test timeout (15 s).
configure({ asyncUtilTimeout: 5_000 });

/** The real translation files, handed to i18next directly so tests do not fetch them. */
export const translations = { en, sv, fr, pt };

beforeAll(async () => {
  window.localStorage.clear();
  await initI18n({
    lng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(
      Object.entries(translations).map(([lng, translation]) => [lng, { translation }]),
    ),
  });
});

// The browser's preferred locales (the phone field's first country, the first visit's language):
// a Swedish browser, as the academy's families mostly have, unless a test says otherwise.
beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-SE', 'sv']);
});

afterEach(async () => {
  cleanup();
  window.sessionStorage.clear();
  clearToasts();
  clearSession();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what a test set
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
