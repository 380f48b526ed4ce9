import { describe, expect, it } from 'vitest';
import { formatAmountLabel, formatCharge, REGION_FEES } from './prices.ts';

describe('formatAmountLabel', () => {
  it('groups thousands with a no-break space in every language', () => {
    expect(formatAmountLabel(118800, 'SEK')).toBe('1\u00a0188 kr');
    expect(formatAmountLabel(9900, 'SEK')).toBe('99 kr');
    expect(formatAmountLabel(123456789, 'SEK')).toBe('1\u00a0234\u00a0567.89 kr');
    expect(formatAmountLabel(1000000, 'EUR')).toBe('10\u00a0000 EUR');
    expect(formatAmountLabel(1250, 'SEK')).toBe('12.50 kr');
  });
});

/** Honest money: the amount and currency really charged, in each interface language. */
describe('formatCharge', () => {
  // Thousands grouped by a no-break space, a plain space before or after the currency.
  const plain = (s: string) => s.replace(/\u00a0/g, '_');

  it('writes the krona "kr" in Swedish only, and names it SEK in English, French and Portuguese', () => {
    expect(plain(formatCharge(9900, 'SEK', 'sv'))).toBe('99 kr');
    expect(plain(formatCharge(9900, 'SEK', 'en'))).toBe('SEK 99');
    expect(plain(formatCharge(9900, 'SEK', 'fr'))).toBe('99 SEK');
    expect(plain(formatCharge(9900, 'SEK', 'pt'))).toBe('99 SEK');
    for (const language of ['en', 'fr', 'pt']) expect(formatCharge(99500, 'SEK', language)).not.toMatch(/kr/);
  });

  it('the AFRICA plan states its real charge (99 SEK), never the "10 $" label', () => {
    const yearly = REGION_FEES.AFRICA.find((fee) => fee.type === 'YEARLY')!;
    for (const language of ['en', 'sv', 'fr', 'pt']) {
      const stated = formatCharge(yearly.amount, yearly.currency, language);
      expect(stated).toMatch(/99/);
      expect(stated).not.toMatch(/\$/);
    }
  });

  it('groups and decimals as each language writes them', () => {
    expect(plain(formatCharge(118800, 'SEK', 'en'))).toBe('SEK 1,188');
    expect(plain(formatCharge(118800, 'SEK', 'sv'))).toBe('1_188 kr');
    expect(plain(formatCharge(1250, 'SEK', 'sv'))).toBe('12,50 kr');
    expect(plain(formatCharge(1250, 'SEK', 'en'))).toBe('SEK 12.50');
    expect(plain(formatCharge(1250, 'SEK', 'fr'))).toBe('12,50 SEK');
    expect(plain(formatCharge(1250, 'EUR', 'pt'))).toBe('12,50 €');
    expect(plain(formatCharge(1000, 'EUR', 'en'))).toBe('€10');
  });

  it('an unknown language falls back to English', () => {
    expect(plain(formatCharge(9900, 'SEK', 'de'))).toBe('SEK 99');
  });
});
