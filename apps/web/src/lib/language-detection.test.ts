import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectBrowserLanguage, LANGUAGE_STORAGE_KEY, readStoredLanguage } from './i18n';

afterEach(() => window.localStorage.clear());

describe('the first visit follows the browser language', () => {
  it('takes the first browser language the app speaks', () => {
    expect(detectBrowserLanguage(['sv-SE', 'en'])).toBe('sv');
    expect(detectBrowserLanguage(['pt-BR'])).toBe('pt');
    expect(detectBrowserLanguage(['de-DE', 'fr-FR', 'en'])).toBe('fr');
    expect(detectBrowserLanguage(['de-DE'])).toBeNull();
  });

  it('a first visit gets the browser language; a choice once made stays whatever the browser says', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr']);
    expect(readStoredLanguage()).toBe('fr');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    expect(readStoredLanguage()).toBe('pt');
  });

  it('English when the browser speaks none of the four', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(readStoredLanguage()).toBe('en');
  });
});
