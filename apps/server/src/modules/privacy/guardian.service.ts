import { randomBytes } from 'node:crypto';
import {
  ERROR_MESSAGES,
  GUARDIAN_LINK_DAYS,
  type GuardianApproval,
  type GuardianView,
  PRIVACY_MESSAGES,
  PRIVACY_POLICY_VERSION,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { asLanguage } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { requireAccess } from '../../lib/player-access.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { hashToken } from '../auth/token.service.ts';
import { deleteAccount } from './deletion.service.ts';
import {
  findGuardianApproval,
  findLiveRequestByToken,
  findPlayerApprovalState,
  findPlayerApprovalStateOfUser,
  findPlayerWithUser,
  markGuardianMailSent,
  spendToken,
  upsertGuardianRequest,
} from './guardian.repo.ts';
import { mailDate, privacyMail } from './privacy.mail.ts';

const DAY = 24 * 60 * 60 * 1000;

/** 403 `Guardian approval needed` while the player's guardian has not approved (checkout, billing, coaches). */
export async function requireGuardianApproval(db: Db, playerId: string): Promise<void> {
  const state = await findPlayerApprovalState(db, playerId);
  if (state?.guardianApproval === 'PENDING') throw forbidden(PRIVACY_MESSAGES.guardianApprovalNeeded);
}

/** The same check by the player's user (joining a coach names the user, not the player). */
export async function requireGuardianApprovalOfUser(db: Db, userId: string): Promise<void> {
  const state = await findPlayerApprovalStateOfUser(db, userId);
  if (state?.guardianApproval === 'PENDING') throw forbidden(PRIVACY_MESSAGES.guardianApprovalNeeded);
}

/**
 * Makes a new single-use link (256 random bits; only its SHA-256 is stored) valid 7 days and marks
 * the player PENDING. Runs inside the caller's transaction (player creation); mail it afterwards.
 */
export async function startGuardianApproval(
  db: Db,
  input: { playerId: string; guardianEmail: string; language: string },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await upsertGuardianRequest(
    db,
    {
      playerId: input.playerId,
      guardianEmail: input.guardianEmail,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + GUARDIAN_LINK_DAYS * DAY),
      language: asLanguage(input.language),
    },
    now,
  );
  return token;
}

/** The guardian's mail, in the player's language, with the link to the approval page. */
export async function mailGuardianRequest(
  ctx: ServiceContext,
  playerId: string,
  token: string,
  now: Date = ctx.clock.now(),
): Promise<void> {
  const found = await findPlayerWithUser(ctx.db, playerId);
  const request = await findGuardianApproval(ctx.db, playerId);
  if (!found || !request) return;
  const url = `${ctx.config.publicUrl}/guardian-approval?token=${encodeURIComponent(token)}`;
  const child = `${found.user.firstName} ${found.user.lastName}`.trim();
  await ctx.mailer.send(
    privacyMail('GUARDIAN_REQUEST', asLanguage(found.user.language), request.guardianEmail, {
      child,
      childEmail: found.user.email,
      url,
    }),
  );
  await markGuardianMailSent(ctx.db, playerId, now);
  ctx.log.info({ playerId }, 'guardian approval requested');
}

/** After the player's transaction: the guardian's mail; a failure is logged (the app's Resend sends a new link). */
export async function mailGuardianRequestOrLog(
  ctx: ServiceContext,
  playerId: string,
  token: string,
  now: Date = ctx.clock.now(),
): Promise<void> {
  try {
    await mailGuardianRequest(ctx, playerId, token, now);
  } catch (error) {
    ctx.log.error({ err: error, playerId }, 'guardian mail could not be sent');
  }
}

/** `POST /api/v1/player/{playerId}/guardian-request`: a new link (optionally to a corrected address). */
export async function resendGuardianRequest(
  ctx: ServiceContext,
  requester: Viewer,
  playerId: string,
  guardianEmail: string | undefined,
  now: Date = ctx.clock.now(),
): Promise<{ guardianApproval: GuardianApproval }> {
  const found = await findPlayerWithUser(ctx.db, playerId);
  if (!found) throw notFound(ERROR_MESSAGES.playerNotFound);
  await requireAccess(ctx.db, requester, 'manage-profile', { userId: found.player.userId, playerId });
  if (found.player.guardianApproval !== 'PENDING') throw conflict(PRIVACY_MESSAGES.guardianNotNeeded);
  const current = await findGuardianApproval(ctx.db, playerId);
  const email = guardianEmail ?? current?.guardianEmail;
  if (!email) throw fieldError('guardianEmail', PRIVACY_MESSAGES.guardianEmailRequired);
  if (email.toLowerCase() === found.user.email.toLowerCase()) {
    throw fieldError('guardianEmail', PRIVACY_MESSAGES.guardianEmailOwn);
  }
  const token = await startGuardianApproval(
    ctx.db,
    { playerId, guardianEmail: email, language: found.user.language },
    now,
  );
  try {
    await mailGuardianRequest(ctx, playerId, token, now);
  } catch (error) {
    ctx.log.error({ err: error, playerId }, 'guardian mail could not be sent');
    throw new AppError(503, 'The e-mail could not be sent at the moment');
  }
  return { guardianApproval: 'PENDING' };
}

const invalidLink = () => notFound(PRIVACY_MESSAGES.guardianLinkInvalid);

/** What the guardian's page shows: what the child shared. 404 for a used, expired or unknown link. */
export async function viewGuardianRequest(db: Db, token: string, now: Date): Promise<GuardianView> {
  const request = await findLiveRequestByToken(db, hashToken(token), now);
  if (!request) throw invalidLink();
  const found = await findPlayerWithUser(db, request.playerId);
  if (!found) throw invalidLink();
  const { player, user } = found;
  return {
    guardianEmail: request.guardianEmail,
    language: asLanguage(user.language),
    policyVersion: PRIVACY_POLICY_VERSION,
    expiresAt: request.expiresAt.toISOString(),
    child: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneE164,
      dateOfBirth: player.dateOfBirth,
      gender: player.gender,
      clubName: player.clubName,
      position: player.positions[0] ?? null,
      heightCm: Number(player.heightValue),
      weightKg: Number(player.weightValue),
      nationality: player.nationality,
      city: player.locationCity,
      country: player.locationCountry,
    },
  };
}

/**
 * The guardian's Approve or Decline. The link is spent by one statement (a second click gets 404).
 * Approve records time, e-mail, policy version and address and mails a receipt; Decline deletes the
 * child's account.
 */
export async function decideGuardianRequest(
  ctx: ServiceContext,
  input: { token: string; decision: 'APPROVE' | 'DECLINE'; ip: string },
  now: Date = ctx.clock.now(),
): Promise<{ result: 'APPROVED' | 'DECLINED' }> {
  const tokenHash = hashToken(input.token);
  if (input.decision === 'DECLINE') {
    const spent = await spendToken(ctx.db, tokenHash, now, null);
    if (!spent) throw invalidLink();
    const state = await findPlayerApprovalState(ctx.db, spent.playerId);
    if (state) await deleteAccount(ctx, state.userId, { reason: 'guardian-declined', now });
    return { result: 'DECLINED' };
  }
  const spent = await ctx.db.transaction((tx) =>
    spendToken(tx as unknown as Db, tokenHash, now, { ip: input.ip, policyVersion: PRIVACY_POLICY_VERSION }),
  );
  if (!spent) throw invalidLink();
  ctx.log.info({ playerId: spent.playerId }, 'guardian approved');
  const found = await findPlayerWithUser(ctx.db, spent.playerId);
  if (found) {
    const language = asLanguage(spent.language);
    try {
      await ctx.mailer.send(
        privacyMail('GUARDIAN_RECEIPT', language, spent.guardianEmail, {
          child: `${found.user.firstName} ${found.user.lastName}`.trim(),
          date: mailDate(now, language),
          version: PRIVACY_POLICY_VERSION,
          address: input.ip,
          support: ctx.config.supportEmail,
        }),
      );
    } catch (error) {
      ctx.log.error({ err: error, playerId: spent.playerId }, 'guardian receipt could not be mailed');
    }
  }
  return { result: 'APPROVED' };
}
