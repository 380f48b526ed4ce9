import * as contract from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { translations } from '@/test/setup';
import { i18n } from './i18n';
import { isServerMessage, serverMessageCode, translateServerMessage } from './server-messages';

/** The contract's message tables by group: BILLING_MESSAGES → billing. */
const tables = Object.fromEntries(
  Object.entries(contract)
    .filter(([name]) => name.endsWith('_MESSAGES'))
    .map(([name, table]) => [name.replace(/_MESSAGES$/, '').toLowerCase(), table]),
);

describe('server messages in the interface language', () => {
  it("the English catalogue is the contract's wording, table by table", () => {
    expect(translations.en.serverErrors).toEqual(tables);
  });

  it('every language translates every message, and none is left in English', () => {
    for (const language of ['sv', 'fr', 'pt'] as const) {
      const catalogue = translations[language].serverErrors as Record<string, Record<string, string>>;
      for (const [group, table] of Object.entries(tables)) {
        for (const [key, english] of Object.entries(table as Record<string, string>)) {
          const text = catalogue[group]?.[key];
          expect(text, `${language} serverErrors.${group}.${key}`).toBeTruthy();
          expect(text, `${language} serverErrors.${group}.${key}`).not.toBe(english);
        }
      }
    }
  });

  it('recognises a message by its code and shows it in the interface language', async () => {
    expect(serverMessageCode('Existing password is incorrect')).toBe('user.existingPasswordWrong');
    expect(isServerMessage('Player not found', 'error.playerNotFound')).toBe(true);
    expect(isServerMessage('Player not found', 'error.managerNotFound')).toBe(false);
    await i18n.changeLanguage('sv');
    expect(translateServerMessage(contract.VERIFICATION_MESSAGES.invalidCode)).toBe(
      'Ogiltig verifieringskod',
    );
    expect(translateServerMessage('Something the contract does not name')).toBe(
      'Something the contract does not name',
    );
  });
});
