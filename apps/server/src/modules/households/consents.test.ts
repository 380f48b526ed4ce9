import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamMemberships } from '../../db/schema/index.ts';
import { createCoach } from '../../test/coach-helpers.ts';
import { createTestUser } from '../../test/factories.ts';
import { addChild, call, createGuardian } from '../../test/household-helpers.ts';
import { useAppWithMail } from '../../test/privacy-helpers.ts';

const { t } = await useAppWithMail();

describe('the consent ledger', () => {
  it('records a consent with who, where and when; revoking COACH takes the child out of every team', async () => {
    const anna = await createGuardian(t);
    const child = await addChild(t, anna);
    const given = await call(t, 'POST', '/api/v1/household/consents', anna.headers, {
      playerId: child.playerId,
      scopes: ['COACH', 'VIDEO', 'COACH'],
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({
      scopes: ['COACH', 'VIDEO'],
      method: 'IN_APP',
      grantedBy: anna.user.id,
    });

    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const coach = await createCoach(t, admin);
    await t.database.db.insert(teamMemberships).values({ managerId: coach.me.id, playerId: child.playerId });
    const revoked = await call(t, 'DELETE', `/api/v1/household/consents/${given.json().id}`, anna.headers);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const teams = await t.database.db
      .select()
      .from(teamMemberships)
      .where(eq(teamMemberships.playerId, child.playerId));
    expect(teams).toEqual([]);
    const twice = await call(t, 'DELETE', `/api/v1/household/consents/${given.json().id}`, anna.headers);
    expect(twice.statusCode).toBe(200);

    const ledger = (await call(t, 'GET', '/api/v1/household/consents', anna.headers)).json();
    expect(
      ledger.map((c: { scopes: string[]; revokedAt: string | null }) => [c.scopes, c.revokedAt === null]),
    ).toEqual([
      [['COACH', 'VIDEO'], false],
      [['PROFILE', 'TRAINING'], true],
    ]);
  });

  it('puts the ledger in the guardian’s export', async () => {
    const anna = await createGuardian(t);
    const child = await addChild(t, anna);
    const exported = await call(t, 'GET', '/api/v1/user/export', anna.headers);
    expect(exported.statusCode, exported.body).toBe(200);
    const ledger = exported.json().consents.filter((row: { table?: string }) => row.table === 'consents');
    expect(ledger).toEqual([
      expect.objectContaining({
        player_id: child.playerId,
        method: 'CHILD_ADDED',
        scopes: ['PROFILE', 'TRAINING'],
      }),
    ]);
  });

  it('answers 403 to a guardian of another home giving or revoking a child’s consent', async () => {
    const anna = await createGuardian(t);
    const child = await addChild(t, anna);
    const stranger = await createGuardian(t);
    const give = await call(t, 'POST', '/api/v1/household/consents', stranger.headers, {
      playerId: child.playerId,
      scopes: ['VIDEO'],
    });
    expect(give.statusCode).toBe(403);
    const [first] = (await call(t, 'GET', '/api/v1/household/consents', anna.headers)).json();
    const revoke = await call(t, 'DELETE', `/api/v1/household/consents/${first.id}`, stranger.headers);
    expect(revoke.statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/v1/household/consents', stranger.headers)).json()).toEqual([]);
    const bad = await call(t, 'POST', '/api/v1/household/consents', anna.headers, {
      playerId: child.playerId,
      scopes: ['SELLING'],
    });
    expect(bad.statusCode).toBe(400);
  });
});
