/**
 * Error codes (api-contract.md, "Error codes"; docs/errors.md). Every message the API sends lives in
 * one of the contract's `*_MESSAGES` catalogues, and its code is `<catalogue>.<key>`, e.g.
 * VERIFICATION_MESSAGES.invalidCode → `verification.invalidCode`. A new key in a registered
 * catalogue has its code at once; a new catalogue needs one line in MESSAGE_CATALOGUES.
 *
 * The server finds a code by its message (it throws messages, not codes), so a sentence has one
 * code: when two catalogues hold the same sentence, the one listed first below owns it.
 */
import { ADMIN_MESSAGES, STAFF_MESSAGES } from './admin.ts';
import { ADMIN_PROGRAM_MESSAGES } from './admin-programs.ts';
import { ASSIGNMENT_MESSAGES } from './assignments.ts';
import { OAUTH_MESSAGES } from './auth.ts';
import { BILLING_MESSAGES } from './billing.ts';
import { CARE_MESSAGES } from './care.ts';
import { CHALLENGE_MESSAGES } from './challenges.ts';
import { CLIP_MESSAGES } from './clips.ts';
import { CLUB_MESSAGES } from './clubs.ts';
import { COACH_MESSAGES } from './coaches.ts';
import { DIAGRAM_MESSAGES } from './diagrams.ts';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from './errors.ts';
import { HABIT_MESSAGES } from './habits.ts';
import { HOUSEHOLD_MESSAGES } from './households.ts';
import { INPUT_MESSAGES } from '../input-hygiene.ts';
import { LOCATION_MESSAGES } from './locations.ts';
import { MANAGER_MESSAGES } from './managers.ts';
import { PLAYER_MESSAGES } from './players.ts';
import { PRIVACY_MESSAGES } from './privacy.ts';
import { REPORT_MESSAGES } from './reports.ts';
import { SUBSCRIPTION_MESSAGES } from './subscriptions.ts';
import { TEAM_EVENT_MESSAGES } from './team-events.ts';
import { TIME_ZONE_MESSAGES } from './time-zone.ts';
import { TRAINING_MESSAGES } from './training.ts';
import { USER_MESSAGES } from './users.ts';
import { VERIFICATION_MESSAGES } from './verification.ts';

/** The catalogues and their code prefixes, most specific first (the first owns a shared sentence). */
export const MESSAGE_CATALOGUES = [
  ['verification', VERIFICATION_MESSAGES],
  ['user', USER_MESSAGES],
  ['oauth', OAUTH_MESSAGES],
  ['validation', VALIDATION_MESSAGES],
  ['player', PLAYER_MESSAGES],
  ['manager', MANAGER_MESSAGES],
  ['privacy', PRIVACY_MESSAGES],
  ['household', HOUSEHOLD_MESSAGES],
  ['coach', COACH_MESSAGES],
  ['subscription', SUBSCRIPTION_MESSAGES],
  ['adminProgram', ADMIN_PROGRAM_MESSAGES],
  ['admin', ADMIN_MESSAGES],
  ['staff', STAFF_MESSAGES],
  ['billing', BILLING_MESSAGES],
  ['care', CARE_MESSAGES],
  ['challenge', CHALLENGE_MESSAGES],
  ['assignment', ASSIGNMENT_MESSAGES],
  ['habit', HABIT_MESSAGES],
  ['clip', CLIP_MESSAGES],
  ['report', REPORT_MESSAGES],
  ['teamEvent', TEAM_EVENT_MESSAGES],
  ['club', CLUB_MESSAGES],
  ['location', LOCATION_MESSAGES],
  ['timeZone', TIME_ZONE_MESSAGES],
  ['training', TRAINING_MESSAGES],
  ['diagram', DIAGRAM_MESSAGES],
  ['input', INPUT_MESSAGES],
  ['error', ERROR_MESSAGES],
] as const;

type Catalogue = { readonly [key: string]: string };
type Registered = readonly (readonly [string, Catalogue])[];

/** The codes of one catalogue whose sentence no earlier catalogue owns. */
type OwnCodes<Prefix extends string, C extends Catalogue, Taken> = {
  [K in keyof C & string]: C[K] extends Taken ? never : `${Prefix}.${K}`;
}[keyof C & string];

type CodesOf<L extends Registered, Taken = never> = L extends readonly [
  infer Head extends readonly [string, Catalogue],
  ...infer Rest extends Registered,
]
  ? OwnCodes<Head[0], Head[1], Taken> | CodesOf<Rest, Taken | Head[1][keyof Head[1]]>
  : never;

/** The code of a message some catalogue names (never the code of a sentence another one owns). */
export type MessageCode = CodesOf<typeof MESSAGE_CATALOGUES>;

/**
 * The code of an error whose message no catalogue names (Fastify's own 4xx, an unknown error),
 * by status; any other status falls back to the code of its class (4xx or 5xx).
 */
export const STATUS_ERROR_CODES = {
  400: 'http.badRequest',
  401: 'http.unauthorized',
  402: 'http.paymentRequired',
  403: 'http.forbidden',
  404: 'http.notFound',
  405: 'http.methodNotAllowed',
  409: 'http.conflict',
  413: 'http.payloadTooLarge',
  415: 'http.unsupportedMediaType',
  429: 'http.tooManyRequests',
  500: 'http.internal',
  503: 'http.unavailable',
} as const;
export type StatusErrorCode = (typeof STATUS_ERROR_CODES)[keyof typeof STATUS_ERROR_CODES];

/** Every code an error body may carry. */
export type ErrorCode = MessageCode | StatusErrorCode;

let codeByMessage: Map<string, MessageCode> | undefined;

/** Built on first use: importing a constant from this entry costs no work (nor, bundled, any bytes). */
function codes(): Map<string, MessageCode> {
  if (!codeByMessage) {
    codeByMessage = new Map();
    for (const [prefix, catalogue] of MESSAGE_CATALOGUES) {
      for (const [key, message] of Object.entries(catalogue as Catalogue)) {
        if (!codeByMessage.has(message)) codeByMessage.set(message, `${prefix}.${key}` as MessageCode);
      }
    }
  }
  return codeByMessage;
}

/** The code of a message the contract names; undefined for any other text. */
export function messageCode(message: string): MessageCode | undefined {
  return codes().get(message);
}

/** The generic code of a status (STATUS_ERROR_CODES, else by its class). */
export function statusErrorCode(status: number): StatusErrorCode {
  const known = (STATUS_ERROR_CODES as Record<number, StatusErrorCode>)[status];
  return known ?? (status >= 500 ? STATUS_ERROR_CODES[500] : STATUS_ERROR_CODES[400]);
}

/** The code an error body carries: its message's code, else its status's. */
export function errorCode(status: number, message: string): ErrorCode {
  return messageCode(message) ?? statusErrorCode(status);
}

/** Every message code with its English message (the web's translations are checked against it). */
export function messageCodes(): ReadonlyMap<MessageCode, string> {
  return new Map([...codes()].map(([message, code]) => [code, message]));
}
