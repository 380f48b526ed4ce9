import { randomBytes } from 'node:crypto';
import { HOUSEHOLD_MESSAGES, type Household, type Language } from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { announceUserChange } from '../../lib/auth-cache.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { listChildrenPaidBy } from '../../lib/guardianship.repo.ts';
import { asLanguage } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { hashToken } from '../auth/token.service.ts';
import { householdMail } from './households.mail.ts';
import { addHouseholdMember, findHouseholdIdOfUser, listHouseholdChildren } from './households.repo.ts';
import { getHousehold, householdOf } from './households.service.ts';
import {
  countChildren,
  insertInvitation,
  lockLiveInvitation,
  lockUserAuthorities,
  makeGuardian,
  markInvitationAccepted,
  removeMember,
} from './invitations.repo.ts';
import { findUserName } from './link-requests.repo.ts';

const INVITATION_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

/** 403 `Only the payer can do this` unless the caller pays for a child of their home. */
export async function requireHouseholdPayer(db: Db, viewer: Viewer, householdId: string): Promise<void> {
  const paid = new Set((await listChildrenPaidBy(db, viewer.id)).map((c) => c.playerId));
  const children = await listHouseholdChildren(db, householdId);
  if (!children.some((c) => paid.has(c.playerId))) throw forbidden(HOUSEHOLD_MESSAGES.onlyPayer);
}

/**
 * `POST /api/v1/household/invitations { email }` (the payer): mails a single-use link (256 random
 * bits, only the SHA-256 kept, 7 days) to `/household/join?token=`.
 */
export async function invite(
  ctx: ServiceContext,
  viewer: Viewer,
  input: { email: string; language?: Language },
  now: Date = ctx.clock.now(),
): Promise<{ email: string; expiresAt: string }> {
  const householdId = await householdOf(ctx.db, viewer);
  await requireHouseholdPayer(ctx.db, viewer, householdId);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY);
  const language = input.language ?? asLanguage(viewer.language);
  await insertInvitation(ctx.db, {
    householdId,
    email: input.email,
    tokenHash: hashToken(token),
    invitedBy: viewer.id,
    language,
    expiresAt,
  });
  const asker = await findUserName(ctx.db, viewer.id);
  await ctx.mailer.send(
    householdMail('INVITATION', language, input.email, {
      asker,
      url: `${ctx.config.publicUrl}/household/join?token=${encodeURIComponent(token)}`,
    }),
  );
  ctx.log.info({ householdId, by: viewer.id }, 'co-guardian invited');
  return { email: input.email, expiresAt: expiresAt.toISOString() };
}

/**
 * `POST /api/v1/household/invitations/{token}/accept` (signed in): the user joins the home as a
 * co-guardian (never the payer). A user without a role becomes a guardian here; a newcomer's own
 * empty home is left for it; a user guarding children in another home must stay there (409).
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  viewer: Viewer,
  token: string,
  now: Date = ctx.clock.now(),
): Promise<Household> {
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const invitation = await lockLiveInvitation(db, hashToken(token), now);
    if (!invitation) throw notFound(HOUSEHOLD_MESSAGES.invitationInvalid);
    const authorities = (await lockUserAuthorities(db, viewer.id)) ?? [];
    if (authorities.length === 0) await makeGuardian(db, viewer.id);
    else if (!authorities.includes('ROLE_GUARDIAN')) throw forbidden(HOUSEHOLD_MESSAGES.notAGuardian);
    const current = await findHouseholdIdOfUser(db, viewer.id);
    if (current && current !== invitation.householdId) {
      if ((await countChildren(db, current)) > 0) throw conflict(HOUSEHOLD_MESSAGES.alreadyInAHousehold);
      await removeMember(db, current, viewer.id);
    }
    if (current !== invitation.householdId) await addHouseholdMember(db, invitation.householdId, viewer.id);
    await markInvitationAccepted(db, invitation.id, viewer.id);
  });
  announceUserChange(viewer.id);
  ctx.log.info({ userId: viewer.id }, 'co-guardian joined');
  return getHousehold(ctx.db, { ...viewer, authorities: ['ROLE_GUARDIAN'] });
}
