import { eq } from 'drizzle-orm';
import { householdInvitations } from '../../db/schema/index.ts';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/factories.ts';
import { addChild, call, createGuardian, invitationTokenIn } from '../../test/household-helpers.ts';
import { useAppWithMail } from '../../test/privacy-helpers.ts';

const { t, sink } = await useAppWithMail();

async function invite(payer: { headers: { authorization: string } }, email: string) {
  const res = await call(t, 'POST', '/api/v1/household/invitations', payer.headers, {
    email,
    language: 'sv',
  });
  expect(res.statusCode, res.body).toBe(201);
  return invitationTokenIn((await sink.waitForMail(email)).text);
}

describe('co-guardians: invited by mail, never the payer', () => {
  it('mails a single-use link (hash stored); a user without a role accepts and becomes a co-guardian', async () => {
    const anna = await createGuardian(t, { firstName: 'Anna' });
    const child = await addChild(t, anna);
    const johan = await createTestUser(t, { authorities: [], firstName: 'Johan' });
    const token = await invite(anna, johan.user.email);
    const mail = await sink.waitForMail(johan.user.email);
    expect(mail.subject).toBe(
      `Anna ${anna.user.lastName} bjuder in dig att följa era barn hos Football Academy`,
    );
    const stored = await t.database.db
      .select()
      .from(householdInvitations)
      .where(eq(householdInvitations.tokenHash, token));
    expect(stored).toEqual([]);

    const accept = () => call(t, 'POST', `/api/v1/household/invitations/${token}/accept`, johan.headers, {});
    const joined = await accept();
    expect(joined.statusCode, joined.body).toBe(200);
    expect(
      joined.json().guardians.map((g: { userId: string; payer: boolean }) => [g.userId, g.payer]),
    ).toEqual([
      [anna.user.id, true],
      [johan.user.id, false],
    ]);
    expect(joined.json().children[0].playerId).toBe(child.playerId);
    const me = (await call(t, 'GET', '/api/v1/user', johan.headers)).json();
    expect(me.authorities).toEqual(['ROLE_GUARDIAN']);
    expect((await accept()).statusCode).toBe(404);
  });

  it('answers 403 `Only the payer can do this` to a co-guardian inviting or handing over the payer role', async () => {
    const anna = await createGuardian(t);
    const child = await addChild(t, anna);
    const johan = await createGuardian(t);
    const token = await invite(anna, johan.user.email);
    await call(t, 'POST', `/api/v1/household/invitations/${token}/accept`, johan.headers, {});

    const invites = await call(t, 'POST', '/api/v1/household/invitations', johan.headers, {
      email: 'x@example.test',
    });
    expect(invites.statusCode).toBe(403);
    expect(invites.json().message).toBe('Only the payer can do this');
    const takeOver = await call(
      t,
      'PUT',
      `/api/v1/household/children/${child.playerId}/payer`,
      johan.headers,
      {
        userId: johan.user.id,
      },
    );
    expect(takeOver.statusCode).toBe(403);
    expect(takeOver.json().message).toBe('Only the payer can do this');

    const handed = await call(t, 'PUT', `/api/v1/household/children/${child.playerId}/payer`, anna.headers, {
      userId: johan.user.id,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().guardians.find((g: { payer: boolean }) => g.payer).userId).toBe(johan.user.id);
    const annaNow = await call(t, 'POST', '/api/v1/household/invitations', anna.headers, {
      email: 'y@example.test',
    });
    expect(annaNow.statusCode).toBe(403);
  });

  it('refuses a player accepting, and a guardian whose own home has children', async () => {
    const anna = await createGuardian(t);
    await addChild(t, anna);
    const player = await createTestUser(t);
    const token = await invite(anna, player.user.email);
    const res = await call(t, 'POST', `/api/v1/household/invitations/${token}/accept`, player.headers, {});
    expect(res.statusCode).toBe(403);

    const other = await createGuardian(t);
    await addChild(t, other);
    const token2 = await invite(anna, other.user.email);
    const res2 = await call(t, 'POST', `/api/v1/household/invitations/${token2}/accept`, other.headers, {});
    expect(res2.statusCode).toBe(409);
  });
});
