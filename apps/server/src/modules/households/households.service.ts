import { randomBytes } from 'node:crypto';
import {
  type AddChild,
  HOUSEHOLD_MESSAGES,
  type Household,
  type HouseholdChild,
  PRIVACY_POLICY_VERSION,
  ageAt,
} from '@academy/contract';
import type { Db } from '../../db/client.ts';
import { fieldError, forbidden } from '../../lib/errors.ts';
import { listGuardiansOfPlayer } from '../../lib/guardianship.repo.ts';
import { asLanguage } from '../../lib/language.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { ageGroupForDateOfBirth, insertPlayerProfile } from '../players/players.service.ts';
import { insertConsent } from './consents.repo.ts';
import {
  addHouseholdChild,
  ensureHousehold,
  findChildrenByIdentity,
  insertChildUser,
  listGuardiansOfPlayers,
  listHouseholdChildren,
  listHouseholdGuardians,
  lockChildIdentity,
  setChildPayer,
} from './households.repo.ts';
import { householdMail } from './households.mail.ts';
import { findChildName, findDeclinedRequest, findUserName, openLinkRequest } from './link-requests.repo.ts';

/** A request's origin, recorded with a consent. */
export interface Origin {
  ip: string;
  userAgent: string | null;
}

/** The child's age limit of a household: from 18 a player is an adult. */
const ADULT_AGE = 18;

/** 403 unless the caller chose the guardian role (a child's token never gets here: lib/child-access.ts). */
export function requireGuardian(viewer: Viewer): void {
  if (!viewer.authorities.includes('ROLE_GUARDIAN')) throw forbidden(HOUSEHOLD_MESSAGES.notAGuardian);
}

/** The caller's home: made on first use by a guardian. */
export async function householdOf(db: Db, viewer: Viewer): Promise<string> {
  requireGuardian(viewer);
  return ensureHousehold(db, viewer.id);
}

async function childrenJson(db: Db, householdId: string): Promise<HouseholdChild[]> {
  const children = await listHouseholdChildren(db, householdId);
  const guardians = await listGuardiansOfPlayers(
    db,
    children.map((c) => c.playerId),
  );
  return children.map((child) => ({
    playerId: child.playerId,
    userId: child.userId,
    firstName: child.firstName,
    lastName: child.lastName,
    dateOfBirth: child.dateOfBirth,
    ageGroupId: child.ageGroupId,
    username: child.username,
    guardians: guardians
      .filter((g) => g.playerId === child.playerId)
      .map(({ userId, firstName, lastName, payer }) => ({
        userId,
        firstName,
        lastName,
        payer: Boolean(payer),
      })),
  }));
}

/** `GET /api/v1/household`: the guardian's home, its adults and its children. */
export async function getHousehold(db: Db, viewer: Viewer): Promise<Household> {
  const id = await householdOf(db, viewer);
  const [guardians, children] = await Promise.all([listHouseholdGuardians(db, id), childrenJson(db, id)]);
  return {
    id,
    guardians: guardians.map((g) => ({ ...g, payer: Boolean(g.payer) })),
    children,
  };
}

export type AddChildResult =
  | { kind: 'CREATED'; child: HouseholdChild }
  | { kind: 'EXISTS'; child: HouseholdChild }
  | { kind: 'MAYBE_DUPLICATE'; linkRequestId: string };

// A child without a login has a password nobody knows (256 random bits, hashed like any password).
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * `POST /api/v1/household/children`: the guardian adds a child without e-mail. The guardian's act is
 * the approval (APPROVED) and the first consent (PROFILE, TRAINING). A child with the same names and
 * date of birth in another home is not made again: the answer is a link request (nothing about that
 * child); after its payer declined, `confirmNew` makes a namesake on purpose. The same child added
 * twice to one home (a double tap) answers the child made first. All of it under one lock per
 * names-and-date, so parallel requests from any number of processes make one child at most.
 */
export async function addChild(
  ctx: ServiceContext,
  viewer: Viewer,
  input: AddChild,
  origin: Origin,
  now: Date = ctx.clock.now(),
): Promise<AddChildResult> {
  const householdId = await householdOf(ctx.db, viewer);
  if (ageAt(input.dateOfBirth, now, viewer.timeZone) >= ADULT_AGE) {
    throw fieldError('dateOfBirth', HOUSEHOLD_MESSAGES.childTooOld);
  }
  const ageGroupId = await ageGroupForDateOfBirth(ctx.db, input.dateOfBirth, now, viewer.timeZone);
  const passwordHash = await unusablePasswordHash();
  const identity = { firstName: input.firstName, lastName: input.lastName, dateOfBirth: input.dateOfBirth };
  const identityKey = `${input.firstName.toLowerCase()}|${input.lastName.toLowerCase()}|${input.dateOfBirth}`;

  const result = await ctx.db.transaction(
    async (
      tx,
    ): Promise<
      AddChildResult | { kind: 'ASKED'; linkRequestId: string; playerId: string; fresh: boolean }
    > => {
      const db = tx as unknown as Db;
      await lockChildIdentity(db, identityKey);
      const matches = await findChildrenByIdentity(db, identity);
      const own = matches.find((m) => m.householdId === householdId);
      if (own) {
        const child = (await childrenJson(db, householdId)).find((c) => c.playerId === own.playerId)!;
        return { kind: 'EXISTS', child };
      }
      const others = [...new Set(matches.map((m) => m.playerId))];
      if (others.length > 0) {
        const declined = input.confirmNew ? await findDeclinedRequest(db, others, viewer.id) : null;
        if (!declined) {
          const opened = await openLinkRequest(db, others[0]!, viewer.id);
          return { kind: 'ASKED', linkRequestId: opened.id, playerId: others[0]!, fresh: opened.created };
        }
      }
      const user = await insertChildUser(db, {
        firstName: input.firstName,
        lastName: input.lastName,
        language: input.language,
        passwordHash,
        timeZone: viewer.timeZone,
      });
      const player = await insertPlayerProfile(
        db,
        { ...input, userId: user.id, guardianApproval: 'APPROVED' },
        ageGroupId,
        viewer.id,
        now,
      );
      await addHouseholdChild(db, householdId, player.id);
      await setChildPayer(db, player.id, viewer.id);
      await insertConsent(db, {
        playerId: player.id,
        scopes: ['PROFILE', 'TRAINING'],
        method: 'CHILD_ADDED',
        policyVersion: PRIVACY_POLICY_VERSION,
        grantedBy: viewer.id,
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      const child = (await childrenJson(db, householdId)).find((c) => c.playerId === player.id)!;
      return { kind: 'CREATED', child };
    },
  );

  if (result.kind !== 'ASKED') {
    if (result.kind === 'CREATED')
      ctx.log.info({ playerId: result.child.playerId, by: viewer.id }, 'child added');
    return result;
  }
  if (result.fresh) await mailLinkRequest(ctx, viewer, result.playerId);
  ctx.log.info(
    { linkRequestId: result.linkRequestId, by: viewer.id },
    'possible duplicate child: link requested',
  );
  return { kind: 'MAYBE_DUPLICATE', linkRequestId: result.linkRequestId };
}

/** The child's payer hears of the request (a mail failure is logged: the request stands). */
async function mailLinkRequest(ctx: ServiceContext, asker: Viewer, playerId: string): Promise<void> {
  try {
    const guardians = await listGuardiansOfPlayer(ctx.db, playerId);
    const payer = guardians.find((g) => g.payer);
    const child = await findChildName(ctx.db, playerId);
    const askerName = await findUserName(ctx.db, asker.id);
    if (!payer || !child) return;
    await ctx.mailer.send(
      householdMail('LINK_REQUEST', asLanguage(payer.language), payer.email, {
        name: payer.firstName,
        child,
        asker: askerName,
        url: `${ctx.config.publicUrl}/household`,
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error, playerId }, 'link request mail could not be sent');
  }
}
