import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  errorBodySchema,
  LANGUAGES,
  oauthErrorSchema,
  PAYMENT_MODELS,
  POSITIONS,
  ROLES,
  roleNameSchema,
} from './index.ts';

describe('enumerations of spec §3', () => {
  it('has the four languages, the six roles (households add the guardian), seven positions and two billing periods', () => {
    expect([...LANGUAGES].sort()).toEqual(['en', 'fr', 'pt', 'sv']);
    expect(ROLES).toEqual([
      'ROLE_PLAYER',
      'ROLE_MANAGER',
      'ROLE_PUBLIC',
      'ROLE_ADMIN',
      'ROLE_SUPER_ADMIN',
      'ROLE_GUARDIAN',
    ]);
    expect(POSITIONS).toHaveLength(7);
    expect(POSITIONS[0]).toBe('GOAL_KEEPER');
    expect(PAYMENT_MODELS).toEqual(['MONTHLY', 'YEARLY']);
  });

  it('names roles without the ROLE_ prefix for role selection', () => {
    expect(roleNameSchema.parse('PLAYER')).toBe('PLAYER');
    expect(roleNameSchema.safeParse('ROLE_PLAYER').success).toBe(false);
  });
});

describe('error bodies of the API contract', () => {
  it('accepts the contract example with field errors', () => {
    const body = {
      status: 400,
      error: 'Bad Request',
      code: 'validation.failed',
      message: 'Validation failed',
      path: '/api/v1/user',
      errors: [{ field: 'email', message: 'Please enter valid email address', code: 'user.emailInvalid' }],
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it('rejects a body without a message or path', () => {
    expect(errorBodySchema.safeParse({ status: 500, error: 'Internal Server Error' }).success).toBe(false);
  });

  it('follows RFC 6749 for OAuth errors, with the messages the web app matches on', () => {
    expect(
      oauthErrorSchema.parse({
        error: 'invalid_grant',
        error_description: ERROR_MESSAGES.invalidVerificationCode,
      }),
    ).toEqual({ error: 'invalid_grant', error_description: 'Invalid verification code' });
    expect(oauthErrorSchema.safeParse({ error: 'wrong_password' }).success).toBe(false);
    expect(ERROR_MESSAGES.badCredentials).toBe('Bad credentials');
    expect(ERROR_MESSAGES.playerNotFound).toBe('Player not found');
    expect(ERROR_MESSAGES.managerNotFound).toBe('Manager not found');
  });
});
