import type { Language } from '@academy/contract';

/** The text message with a phone verification code, in the account's language ({code}, {minutes}). */
export const PHONE_CODE_TEXTS: Record<Language, string> = {
  en: 'Football Academy: your code to verify this phone number is {code}. It works for {minutes} minutes. If you did not ask for it, ignore this message.',
  sv: 'Football Academy: din kod för att verifiera telefonnumret är {code}. Den gäller i {minutes} minuter. Om du inte bad om den kan du bortse från meddelandet.',
  fr: 'Football Academy : votre code pour vérifier ce numéro de téléphone est {code}. Il est valable {minutes} minutes. Si vous ne l’avez pas demandé, ignorez ce message.',
  pt: 'Football Academy: o seu código para verificar este número de telefone é {code}. É válido durante {minutes} minutos. Se não o pediu, ignore esta mensagem.',
};

export function phoneCodeText(language: Language, code: string, minutes: number): string {
  return (PHONE_CODE_TEXTS[language] ?? PHONE_CODE_TEXTS.en)
    .replace('{code}', code)
    .replace('{minutes}', String(minutes));
}
