import { formatCharge, type Language, MONEY_LOCALES, type PaymentModel } from '@academy/contract';

const PER: Record<Language, Record<PaymentModel, string>> = {
  en: { MONTHLY: 'month', YEARLY: 'year' },
  sv: { MONTHLY: 'månad', YEARLY: 'år' },
  fr: { MONTHLY: 'mois', YEARLY: 'an' },
  pt: { MONTHLY: 'mês', YEARLY: 'ano' },
};

/**
 * A charge as every mail and server page states it: the contract's one rule (`formatCharge`), the
 * amount and currency really charged ("99 kr" in Swedish, "SEK 99"/"99 SEK" elsewhere).
 */
export function formatMoney(amount: number, currency: string, language: Language): string {
  return formatCharge(amount, currency, language);
}

/** "SEK 995 / year", "995 kr / år", "99 SEK / mois": the real charge per period. */
export function formatPrice(
  amount: number,
  currency: string,
  model: PaymentModel,
  language: Language,
): string {
  return `${formatMoney(amount, currency, language)} / ${PER[language][model]}`;
}

export function formatDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(MONEY_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}
