import { messageCodes, STATUS_ERROR_CODES } from '@academy/contract/constants';
import { describe, expect, it } from 'vitest';
import { translations } from '@/test/setup';
import { ApiError } from './api-error';
import { errorText } from './error-text';
import { i18n } from './i18n';

type Catalogue = Record<string, Record<string, string>>;
const codes = [...messageCodes().keys(), ...Object.values(STATUS_ERROR_CODES)] as string[];
const text = (catalogue: Catalogue, code: string) => {
  const [group = '', key = ''] = code.split('.');
  return catalogue[group]?.[key];
};

describe('errors in the interface language, by code', () => {
  it("holds a text for every code in every language, English in the contract's wording", () => {
    const english = translations.en.serverErrors as Catalogue;
    for (const [code, message] of messageCodes()) expect(text(english, code), code).toBe(message);
    for (const language of ['sv', 'fr', 'pt'] as const) {
      const catalogue = translations[language].serverErrors as Catalogue;
      for (const code of codes) {
        expect(text(catalogue, code), `${language} serverErrors.${code}`).toBeTruthy();
        expect(text(catalogue, code), `${language} serverErrors.${code}`).not.toBe(text(english, code));
      }
    }
  });

  it('holds nothing but codes the server can send', () => {
    for (const language of ['en', 'sv', 'fr', 'pt'] as const) {
      const catalogue = translations[language].serverErrors as Catalogue;
      const keys = Object.entries(catalogue).flatMap(([group, entries]) =>
        Object.keys(entries).map((key) => `${group}.${key}`),
      );
      expect(keys.sort(), language).toEqual([...codes].sort());
    }
  });

  it("shows an error by its code in the visitor's language, and an unknown code as the server wrote it", async () => {
    await i18n.changeLanguage('sv');
    expect(errorText('verification.invalidCode', 'Invalid verification code')).toBe(
      'Ogiltig verifieringskod',
    );
    expect(errorText('http.notFound', 'Route GET:/x not found')).toBe('Hittades inte');
    expect(errorText('household.payerOnly', 'Only the payer can do this')).toBe('Only the payer can do this');
    expect(errorText(undefined, 'No code at all')).toBe('No code at all');
  });

  it('recognises an answer by its code, overall or on a field, and translates its fields', async () => {
    const taken = new ApiError(
      409,
      {
        status: 409,
        error: 'Conflict',
        code: 'user.phoneTaken',
        message: 'An account with this phone number already exists',
        path: '/api/v1/user',
        errors: [
          {
            field: 'phoneNumber',
            message: 'An account with this phone number already exists',
            code: 'user.phoneTaken',
          },
        ],
      },
      'x',
    );
    expect(taken.is('user.phoneTaken')).toBe(true);
    expect(taken.is('verification.emailTaken')).toBe(false);
    await i18n.changeLanguage('fr');
    expect(taken.fieldErrors[0]?.message).toBe(translations.fr.serverErrors.user.phoneTaken);
    const wrongPassword = new ApiError(
      400,
      {
        status: 400,
        error: 'Bad Request',
        code: 'validation.failed',
        message: 'Validation failed',
        path: '/api/v1/user',
        errors: [
          { field: 'password', message: 'The password is not correct', code: 'privacy.passwordWrong' },
        ],
      },
      'x',
    );
    expect(wrongPassword.is('privacy.passwordWrong')).toBe(true);
  });
});
