import type { AccountExport } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { exportDocument } from './export-document';

const data: AccountExport = {
  exportedAt: '2026-11-27T10:00:00.000Z',
  policyVersion: '2026-05-01',
  user: { firstName: 'Ana', email: 'ana@example.test', twoFaEnabled: true, note: '<b>x</b>' },
  player: null,
  manager: null,
  consents: [],
  subscriptions: [{ status: 'ACTIVE', availableTill: null }],
  payments: [],
  progress: [],
  feedback: [],
  supportMessages: [],
  signInHistory: [],
  other: { challenge_results: [{ value: 12 }], empty_table: [] },
};

// The export is readable: grouped, explained, in the reader's language, with the JSON.
describe('the readable data export', () => {
  it('groups the data under headings in the reader’s language, explains it and ends with the JSON', async () => {
    await i18n.changeLanguage('sv');
    const html = exportDocument(data, i18n.t.bind(i18n), 'sv');
    await i18n.changeLanguage('en');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.documentElement.lang).toBe('sv');
    expect(page.querySelector('h1')?.textContent).toBe('Dina uppgifter hos Football Academy');
    const headings = [...page.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['Ditt konto', 'Din spelarprofil', 'Din tränarprofil']);
    expect(headings).toContain('Övriga uppgifter: challenge_results');
    expect(headings).not.toContain('Övriga uppgifter: empty_table');
    expect(headings.at(-1)).toBe('Samma uppgifter som JSON');
    expect(page.body.textContent).toContain('Inget här.');
    expect(page.body.textContent).toContain('Ja'); // twoFaEnabled: true
    // What users wrote is text, never markup; the JSON is the whole export.
    expect(page.querySelector('b')).toBeNull();
    expect(JSON.parse(page.querySelector('pre')!.textContent!)).toEqual(data);
  });
});
