import { randomBytes } from 'node:crypto';
import { HOUSEHOLD_MESSAGES, type Language, USER_MESSAGES, ageAt } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { findGuardianship } from '../../lib/guardianship.repo.ts';
import { asLanguage } from '../../lib/language.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { hashToken, revokeAllUserTokens } from '../auth/token.service.ts';
import { completeHandover, isEmailTaken, lockLiveHandover, upsertHandover } from './handover.repo.ts';
import { householdMail } from './households.mail.ts';
import { findHouseholdChild } from './households.repo.ts';
import { householdOf } from './households.service.ts';
import { findUserName } from './link-requests.repo.ts';

/** 16 is the age of consent (api-contract.md, "Households"). */
const HANDOVER_AGE = 16;
const HANDOVER_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

/**
 * `POST /api/v1/household/children/{playerId}/handover { email }` (the payer, the child 16 or older):
 * mails the child a single-use link (only its SHA-256 kept, 7 days) to choose a password; a new
 * request replaces the old link.
 */
export async function startHandover(
  ctx: ServiceContext,
  viewer: Viewer,
  playerId: string,
  input: { email: string; language?: Language },
  now: Date = ctx.clock.now(),
): Promise<{ email: string; expiresAt: string }> {
  const householdId = await householdOf(ctx.db, viewer);
  const child = await findHouseholdChild(ctx.db, householdId, playerId);
  if (!child) throw notFound(HOUSEHOLD_MESSAGES.childNotFound);
  if (!(await findGuardianship(ctx.db, viewer.id, playerId)).payer)
    throw forbidden(HOUSEHOLD_MESSAGES.onlyPayer);
  if (!child.householdManaged) throw conflict(HOUSEHOLD_MESSAGES.handedOver);
  if (ageAt(child.dateOfBirth, now, child.timeZone) < HANDOVER_AGE) {
    throw forbidden(HOUSEHOLD_MESSAGES.handoverTooYoung);
  }
  if (await isEmailTaken(ctx.db, input.email)) throw conflict(USER_MESSAGES.emailTaken, 'email');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + HANDOVER_DAYS * DAY);
  const language = input.language ?? asLanguage(viewer.language);
  await upsertHandover(ctx.db, {
    playerId,
    email: input.email,
    tokenHash: hashToken(token),
    requestedBy: viewer.id,
    language,
    expiresAt,
  });
  await ctx.mailer.send(
    householdMail('HANDOVER', language, input.email, {
      child: child.firstName,
      asker: await findUserName(ctx.db, viewer.id),
      url: `${ctx.config.publicUrl}/household/handover?token=${encodeURIComponent(token)}`,
    }),
  );
  ctx.log.info({ playerId, by: viewer.id }, 'account hand-over mailed');
  return { email: input.email, expiresAt: expiresAt.toISOString() };
}

/**
 * `POST /api/v1/household/handover { token, password }`: the child sets a password and from now on
 * signs in by e-mail and acts alone (consents, payments: the payer role ends). Guardians keep reading
 * until 18. The link works once; the child's PIN sessions end.
 */
export async function acceptHandover(
  ctx: ServiceContext,
  input: { token: string; password: string },
  now: Date = ctx.clock.now(),
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const handover = await lockLiveHandover(db, hashToken(input.token), now);
      if (!handover) throw fieldError('token', HOUSEHOLD_MESSAGES.handoverLinkInvalid);
      await completeHandover(db, { ...handover, passwordHash });
      return handover.userId;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_lower_key') throw conflict(USER_MESSAGES.emailTaken, 'email');
    throw error;
  }
  await revokeAllUserTokens(ctx.db, userId, now);
  ctx.log.info({ userId }, 'account handed over to the player');
}
