import { describe, expect, it } from 'vitest';
import { formatAmountLabel } from './prices.ts';

describe('formatAmountLabel', () => {
  it('groups thousands with a no-break space in every language', () => {
    expect(formatAmountLabel(118800, 'SEK')).toBe('1\u00a0188 kr');
    expect(formatAmountLabel(9900, 'SEK')).toBe('99 kr');
    expect(formatAmountLabel(123456789, 'SEK')).toBe('1\u00a0234\u00a0567.89 kr');
    expect(formatAmountLabel(1000000, 'EUR')).toBe('10\u00a0000 EUR');
    expect(formatAmountLabel(1250, 'SEK')).toBe('12.50 kr');
  });
});
