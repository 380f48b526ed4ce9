import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema/index.ts';
import { bearer, passwordLogin } from '../../test/account-helpers.ts';
import type { TestUser } from '../../test/factories.ts';
import { addChild, call, createGuardian, invitationTokenIn } from '../../test/household-helpers.ts';
import { bornYearsAgo, useAppWithMail } from '../../test/privacy-helpers.ts';

const { t, sink } = await useAppWithMail();

const handoverToken = (text: string) => /household\/handover\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

/** A 17-year-old with a payer (Anna) and a co-guardian (Bo, French), handed over: signed in by e-mail. */
async function grownUpFamily(firstName: string) {
  const anna = await createGuardian(t, { firstName: 'Anna' });
  const bo = await createGuardian(t, { firstName: 'Bo', language: 'fr' });
  const child = await addChild(t, anna, { firstName, dateOfBirth: bornYearsAgo(17) });
  await call(t, 'POST', '/api/v1/household/invitations', anna.headers, { email: bo.user.email });
  const token = invitationTokenIn((await sink.waitForMail(bo.user.email)).text);
  expect(
    (await call(t, 'POST', `/api/v1/household/invitations/${token}/accept`, bo.headers)).statusCode,
  ).toBe(200);
  const email = `ida-${child.playerId.slice(0, 8)}@example.test`;
  const started = await call(
    t,
    'POST',
    `/api/v1/household/children/${child.playerId}/handover`,
    anna.headers,
    {
      email,
    },
  );
  expect(started.statusCode, started.body).toBe(202);
  const link = handoverToken((await sink.waitForMail(email)).text);
  const password = 'my-own-password-17';
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/v1/household/handover',
    payload: { token: link, password },
  });
  expect(accepted.statusCode, accepted.body).toBe(204);
  const login = await passwordLogin(t, email, password);
  expect(login.statusCode, login.body).toBe(200);
  return { anna, bo, child, ida: bearer(login.json().access_token), password };
}

const remove = (
  headers: { authorization: string },
  playerId: string,
  guardian: TestUser,
  password?: string,
) => call(t, 'DELETE', `/api/v1/player/${playerId}/guardians/${guardian.user.id}`, headers, { password });

describe('growing up: who else reads a player’s data, and removing a guardian from 18', () => {
  it('the player sees their guardians; before 18 none can be removed (403 with its code) and both still read', async () => {
    const { anna, bo, child, ida, password } = await grownUpFamily('Ida');
    const list = await call(t, 'GET', `/api/v1/player/${child.playerId}/guardians`, ida);
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .guardians.map((g: { firstName: string }) => g.firstName)
        .sort(),
    ).toEqual(['Anna', 'Bo']);
    expect(list.json().guardians.every((g: { canRead: boolean }) => g.canRead)).toBe(true);
    expect(list.json().removableFrom).toBe(
      `${Number(child.dateOfBirth.slice(0, 4)) + 18}${child.dateOfBirth.slice(4)}`,
    );

    const early = await remove(ida, child.playerId, bo, password);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      message: 'Guardians keep access until the player is 18',
      code: 'household.guardiansUntil18',
    });
    const read = await call(
      t,
      'GET',
      `/api/v1/player-training-program-subscription?playerId=${child.playerId}`,
      bo.headers,
    );
    expect(read.statusCode).toBe(200);
    // A guardian cannot read the player's list of guardians, nor remove anyone.
    expect(
      (await call(t, 'GET', `/api/v1/player/${child.playerId}/guardians`, anna.headers)).statusCode,
    ).toBe(403);
    expect((await remove(anna.headers, child.playerId, bo, 'whatever-1')).statusCode).toBe(403);
  });

  it('from 18 the player removes a guardian with their password: audited, mailed in the guardian’s language, gone from the list', async () => {
    const { anna, bo, child, ida, password } = await grownUpFamily('Mira');
    await t.database.db
      .update(players)
      .set({ dateOfBirth: bornYearsAgo(18) })
      .where(eq(players.id, child.playerId));

    const noPassword = await remove(ida, child.playerId, bo);
    expect(noPassword.statusCode).toBe(400);
    const wrong = await remove(ida, child.playerId, bo, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('password');

    const [first, second] = await Promise.all([
      remove(ida, child.playerId, bo, password),
      remove(ida, child.playerId, bo, password),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([204, 404]);
    const mail = await sink.waitForMail(bo.user.email);
    expect(mail.subject).toContain('a mis fin à votre accès à Football Academy');

    const list = await call(t, 'GET', `/api/v1/player/${child.playerId}/guardians`, ida);
    expect(list.json().guardians.map((g: { firstName: string }) => g.firstName)).toEqual(['Anna']);
    expect(list.json().guardians[0].canRead).toBe(false);
    const household = await call(t, 'GET', '/api/v1/household', anna.headers);
    const kid = household.json().children.find((c: { playerId: string }) => c.playerId === child.playerId);
    expect(kid.guardians.map((g: { firstName: string }) => g.firstName)).toEqual(['Anna']);

    const audit = await t.database.db.query.auditEvents.findMany({
      where: (e, { and, eq: same }) =>
        and(same(e.action, 'player.guardianRemoved'), same(e.targetId, child.playerId)),
    });
    expect(audit).toHaveLength(1);
    const [entry] = audit;
    expect(entry?.detail).toMatchObject({ guardianId: bo.user.id });
  });

  it('the OpenAPI document lists the guardians calls and the household receipt list', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/player/{playerId}/guardians',
        '/api/v1/player/{playerId}/guardians/{userId}',
        '/api/v1/billing/household-payments',
      ]),
    );
  });
});
