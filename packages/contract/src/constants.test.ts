import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as constants from './constants/index.ts';
import {
  type ErrorCode,
  errorCode,
  MESSAGE_CATALOGUES,
  type MessageCode,
  messageCode,
  messageCodes,
} from './constants/index.ts';
import * as contract from './index.ts';

/** The files a module pulls in, itself included (relative imports only; packages by name). */
function importsOf(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)]
    .filter((match) => !match[0].startsWith('import type') && !match[0].startsWith('export type'))
    .map((match) => match[1] as string);
  seen.set(file, specifiers);
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) importsOf(path.resolve(path.dirname(file), specifier), seen);
  }
  return seen;
}

describe('the zod-free entry (@academy/contract/constants)', () => {
  it('imports no package at all, so it adds no zod to a download', () => {
    const graph = importsOf(path.resolve(import.meta.dirname, 'constants/index.ts'));
    const packages = [...graph].flatMap(([file, specifiers]) =>
      specifiers.filter((s) => !s.startsWith('.')).map((s) => `${path.basename(file)} → ${s}`),
    );
    expect(packages).toEqual([]);
  });

  it("holds every one of the contract's message catalogues, enumerations and limits", () => {
    const missing = Object.keys(contract).filter(
      (name) => /^[A-Z][A-Z0-9_]*$/.test(name) && !(name in constants),
    );
    // AGE_GROUPS is computed with the age rules of players.ts (zod's neighbour); the web reads it lazily.
    expect(missing).toEqual(['AGE_GROUPS']);
  });

  it('recognises a language and a billing period, and nothing else', () => {
    expect(constants.isLanguage('sv')).toBe(true);
    expect(constants.isLanguage('de')).toBe(false);
    expect(constants.isPaymentModel('YEARLY')).toBe(true);
    expect(constants.isPaymentModel('yearly')).toBe(false);
    expect(constants.isPaymentModel(null)).toBe(false);
  });
});

describe('error codes', () => {
  it('every message catalogue of the contract is registered', () => {
    const registered = new Set<unknown>(MESSAGE_CATALOGUES.map(([, catalogue]) => catalogue));
    const unregistered = Object.entries(contract)
      .filter(([name, value]) => name.endsWith('_MESSAGES') && !registered.has(value))
      .map(([name]) => name);
    expect(unregistered, 'add a line to MESSAGE_CATALOGUES (constants/error-codes.ts)').toEqual([]);
  });

  it('a code is <catalogue>.<key> of the message, and stays so', () => {
    expect(messageCode('Invalid verification code')).toBe('verification.invalidCode');
    expect(messageCode(contract.USER_MESSAGES.phoneTaken)).toBe('user.phoneTaken');
    expect(messageCode(contract.ADMIN_PROGRAM_MESSAGES.structureLocked)).toBe('adminProgram.structureLocked');
    expect(messageCode('Validation failed')).toBe('validation.failed');
    expect(messageCode('Something nobody wrote down')).toBeUndefined();
  });

  it('an error whose message has no code gets the code of its status', () => {
    expect(errorCode(404, 'Route GET:/nowhere not found')).toBe('http.notFound');
    expect(errorCode(415, 'Unsupported Media Type: text/csv')).toBe('http.unsupportedMediaType');
    expect(errorCode(422, 'Unprocessable')).toBe('http.badRequest');
    expect(errorCode(502, 'Bad gateway')).toBe('http.internal');
    expect(errorCode(404, contract.ERROR_MESSAGES.playerNotFound)).toBe('player.playerNotFound');
  });

  it('a sentence is written once per catalogue, and sentences shared by two are the known ones', () => {
    const owners = new Map<string, string[]>();
    for (const [prefix, catalogue] of MESSAGE_CATALOGUES) {
      for (const [key, message] of Object.entries(catalogue as Record<string, string>)) {
        owners.set(message, [...(owners.get(message) ?? []), `${prefix}.${key}`]);
      }
    }
    const shared = [...owners.values()].filter((codes) => codes.length > 1);
    // A new sentence equal to an existing one would silently take the other's code: word it
    // differently, or (the same meaning) add it here. The first code of each list owns it.
    expect(shared).toEqual([
      [
        'verification.invalidCode',
        'user.invalidTotpCode',
        'oauth.invalidVerificationCode',
        'error.invalidVerificationCode',
      ],
      ['verification.emailTaken', 'user.emailTaken'],
      ['user.passwordRequired', 'privacy.passwordRequired'],
      ['user.userNotFound', 'player.userNotFound'],
      ['oauth.badCredentials', 'error.badCredentials'],
      ['validation.failed', 'error.validation'],
      ['player.playerNotFound', 'error.playerNotFound'],
      ['manager.managerNotFound', 'error.managerNotFound'],
      ['privacy.guardianApprovalNeeded', 'coach.guardianApprovalNeeded'],
      ['subscription.programNotFound', 'adminProgram.programNotFound'],
      ['club.queryTooLong', 'location.queryTooLong'],
      ['timeZone.invalidTimeZone', 'training.invalidTimeZone'],
    ]);
    for (const [owner, ...others] of shared) {
      for (const other of others) expect(messageCodes().has(other as MessageCode)).toBe(false);
      expect(messageCodes().has(owner as MessageCode)).toBe(true);
    }
  });

  it('the type of a code names exactly the codes the server can send', () => {
    expectTypeOf<'verification.invalidCode'>().toExtend<MessageCode>();
    expectTypeOf<'http.notFound'>().toExtend<ErrorCode>();
    expectTypeOf<'error.playerNotFound'>().not.toExtend<ErrorCode>();
    expectTypeOf<'user.noSuchKey'>().not.toExtend<ErrorCode>();
  });
});
