/**
 * The contract's lists that code in the first download needs at run time. The contract keeps its
 * constants beside its zod schemas, so a value import from it would bring zod into every page;
 * type imports cost nothing. These lists are therefore written out here once, checked against
 * the contract's types by the compiler (a missing or extra value fails `tsc`) and against its
 * values by contract-values.test.ts. Everything else the web app reads of the contract is a type.
 */
import type { Language, PaymentModel } from '@academy/contract';

/** `T` when it lists every member of `U` (and, by `satisfies`, nothing else). */
type Complete<T extends readonly string[], U extends string> = [Exclude<U, T[number]>] extends [never]
  ? T
  : never;

function complete<U extends string>() {
  return <const T extends readonly U[]>(values: Complete<T, U>): T => values;
}

export const LANGUAGES = complete<Language>()(['en', 'sv', 'fr', 'pt']);
export const PAYMENT_MODELS = complete<PaymentModel>()(['MONTHLY', 'YEARLY']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isPaymentModel(value: unknown): value is PaymentModel {
  return typeof value === 'string' && (PAYMENT_MODELS as readonly string[]).includes(value);
}
