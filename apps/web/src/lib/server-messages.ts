/**
 * The server speaks English (api-contract.md "Error bodies"); the interface speaks the visitor's
 * language. Every message the contract names (its *_MESSAGES tables) has a code, `group.key` (e.g.
 * `verification.invalidCode`), and a translation under `serverErrors.<code>` in each language file.
 * The English file holds the contract's wording exactly (server-messages.test.ts checks it), so an
 * answer is recognised by its code, never by English typed into the web app.
 */
import type * as Contract from '@academy/contract';
import { i18n } from './i18n';

interface MessageTables {
  admin: typeof Contract.ADMIN_MESSAGES;
  admin_program: typeof Contract.ADMIN_PROGRAM_MESSAGES;
  billing: typeof Contract.BILLING_MESSAGES;
  club: typeof Contract.CLUB_MESSAGES;
  coach: typeof Contract.COACH_MESSAGES;
  error: typeof Contract.ERROR_MESSAGES;
  household: typeof Contract.HOUSEHOLD_MESSAGES;
  input: typeof Contract.INPUT_MESSAGES;
  location: typeof Contract.LOCATION_MESSAGES;
  manager: typeof Contract.MANAGER_MESSAGES;
  oauth: typeof Contract.OAUTH_MESSAGES;
  player: typeof Contract.PLAYER_MESSAGES;
  privacy: typeof Contract.PRIVACY_MESSAGES;
  subscription: typeof Contract.SUBSCRIPTION_MESSAGES;
  training: typeof Contract.TRAINING_MESSAGES;
  user: typeof Contract.USER_MESSAGES;
  verification: typeof Contract.VERIFICATION_MESSAGES;
}

export type ServerMessageCode = {
  [G in keyof MessageTables]: `${G}.${keyof MessageTables[G] & string}`;
}[keyof MessageTables];

const CATALOGUE = 'serverErrors';

function english(code: ServerMessageCode): string | undefined {
  const text = i18n.getFixedT('en')(`${CATALOGUE}.${code}`, { defaultValue: '' });
  return text || undefined;
}

/** True when `message` is the server's message `code` (any of `codes`). */
export function isServerMessage(message: string | undefined, ...codes: ServerMessageCode[]): boolean {
  return !!message && codes.some((code) => english(code) === message);
}

/** The code of a server message, or null for a message the contract does not name. */
export function serverMessageCode(message: string): ServerMessageCode | null {
  const tables = i18n.getResourceBundle('en', 'translation')?.[CATALOGUE] as
    | Record<string, Record<string, string>>
    | undefined;
  for (const [group, entries] of Object.entries(tables ?? {})) {
    for (const [key, text] of Object.entries(entries)) {
      if (text === message) return `${group}.${key}` as ServerMessageCode;
    }
  }
  return null;
}

/** A server message in the interface language; one the contract does not name stays as it came. */
export function translateServerMessage(message: string): string {
  const code = serverMessageCode(message);
  return code ? i18n.t(`${CATALOGUE}.${code}`) : message;
}
