/**
 * The server speaks English; the interface speaks the visitor's language. Every error body carries
 * a stable `code` (api-contract.md "Error codes", docs/errors.md), and each code has a translation
 * under `serverErrors.<code>` in every language file. A code the web app does not know yet (a newer
 * server) shows the server's own message.
 */
import type { ErrorCode } from '@academy/contract';
import { i18n } from './i18n';

const CATALOGUE = 'serverErrors';

/** The text of an error in the interface language: by its code, else the server's message. */
export function errorText(code: string | undefined, message: string): string {
  const key = `${CATALOGUE}.${code}`;
  return code && i18n.exists(key) ? i18n.t(key) : message;
}

/** True when `code` is one of `codes` (typed, so a code the contract does not name fails `tsc`). */
export function isErrorCode(code: string | undefined, codes: readonly ErrorCode[]): boolean {
  return code !== undefined && (codes as readonly string[]).includes(code);
}
