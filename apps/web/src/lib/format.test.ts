import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent } from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('one date and one money format per language', () => {
  it('dates: day, month name and year in every language, calendar dates as written', () => {
    const shown = ['en', 'sv', 'fr', 'pt'].map((language) => nbsp(formatDate('2026-04-01', language)));
    expect(shown).toEqual(['1 April 2026', '1 april 2026', '1 avril 2026', '1 de abril de 2026']);
    // An instant reads as the same long date.
    expect(formatDate('2026-04-01T10:00:00.000Z', 'en')).toBe('1 April 2026');
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('money: the real charge, the krona named outside Swedish, decimals only when the amount has them', () => {
    const fee = { amount: 99500, currency: 'SEK' };
    expect(['en', 'sv', 'fr', 'pt'].map((language) => formatMoney(fee, language))).toEqual([
      'SEK 995',
      '995 kr',
      '995 SEK',
      '995 SEK',
    ]);
    expect(formatMoney({ amount: 14950, currency: 'SEK' }, 'en')).toBe('SEK 149.50');
    expect(formatMoney({ amount: 14950, currency: 'SEK' }, 'sv')).toBe('149,50 kr');
    expect(nbsp(formatPercent(0.163, 'fr'))).toBe('16 %');
  });
});
