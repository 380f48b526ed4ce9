import {
  LANGUAGES as CONTRACT_LANGUAGES,
  PAYMENT_MODELS as CONTRACT_PAYMENT_MODELS,
} from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { isLanguage, isPaymentModel, LANGUAGES, PAYMENT_MODELS } from './contract-values';

describe("the contract's lists in the first download", () => {
  it('are the same values as the contract, in the same order', () => {
    expect(LANGUAGES).toEqual(CONTRACT_LANGUAGES);
    expect(PAYMENT_MODELS).toEqual(CONTRACT_PAYMENT_MODELS);
  });

  it('recognise their members and nothing else', () => {
    expect(isLanguage('sv')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isPaymentModel('YEARLY')).toBe(true);
    expect(isPaymentModel('yearly')).toBe(false);
    expect(isPaymentModel(null)).toBe(false);
  });
});
