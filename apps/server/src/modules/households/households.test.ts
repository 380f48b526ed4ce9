import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema/index.ts';
import { createTestUser } from '../../test/factories.ts';
import { addChild, call, childPayload, createGuardian, postChild } from '../../test/household-helpers.ts';
import { bornYearsAgo, useAppWithMail } from '../../test/privacy-helpers.ts';

const { t } = await useAppWithMail();

describe('a guardian’s account and children without e-mail', () => {
  it('offers the guardian role at role selection, once', async () => {
    const user = await createTestUser(t, { authorities: [] });
    const set = await call(t, 'PUT', '/api/v1/user', user.headers, { id: user.user.id, role: 'GUARDIAN' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().authorities).toEqual(['ROLE_GUARDIAN']);
    const again = await call(t, 'PUT', '/api/v1/user', user.headers, { id: user.user.id, role: 'PLAYER' });
    expect(again.statusCode).toBe(403);
  });

  it('answers 403 to a player asking for a household', async () => {
    const player = await createTestUser(t);
    const res = await call(t, 'GET', '/api/v1/household', player.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only a parent or guardian can do this');
    const add = await postChild(t, player, childPayload());
    expect(add.statusCode).toBe(403);
  });

  it('adds a child without e-mail: APPROVED, the guardian pays, PROFILE and TRAINING on record', async () => {
    const anna = await createGuardian(t, { language: 'sv', firstName: 'Anna' });
    const child = await addChild(t, anna, { firstName: 'Lina', dateOfBirth: bornYearsAgo(10) });
    expect(child).toMatchObject({ firstName: 'Lina', lastName: 'Karlsson', username: null });
    expect(child.ageGroupId).toMatch(/^U1[01]$/);
    expect(child.guardians).toEqual([
      { userId: anna.user.id, firstName: 'Anna', lastName: anna.user.lastName, payer: true },
    ]);
    const [row] = await t.database.db.select().from(players).where(eq(players.id, child.playerId));
    expect(row!.guardianApproval).toBe('APPROVED');

    const home = (await call(t, 'GET', '/api/v1/household', anna.headers)).json();
    expect(home.guardians).toEqual([
      {
        userId: anna.user.id,
        firstName: 'Anna',
        lastName: anna.user.lastName,
        email: anna.user.email,
        payer: true,
      },
    ]);
    expect(home.children.map((c: { playerId: string }) => c.playerId)).toEqual([child.playerId]);

    const consents = (await call(t, 'GET', '/api/v1/household/consents', anna.headers)).json();
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      playerId: child.playerId,
      scopes: ['PROFILE', 'TRAINING'],
      method: 'CHILD_ADDED',
      grantedBy: anna.user.id,
      userAgent: 'household-test',
      revokedAt: null,
    });
    expect(consents[0].ip).toMatch(/^10\./);
  });

  it('refuses bad input with the field and a message, and adults', async () => {
    const guardian = await createGuardian(t);
    const bad = await postChild(t, guardian, childPayload({ firstName: '', heightValue: 20 }));
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'heightValue']));
    const adult = await postChild(t, guardian, childPayload({ dateOfBirth: bornYearsAgo(19) }));
    expect(adult.statusCode).toBe(400);
    expect(adult.json().errors).toMatchObject([
      { field: 'dateOfBirth', message: 'A child added by a guardian is under 18' },
    ]);
    const home = (await call(t, 'GET', '/api/v1/household', guardian.headers)).json();
    expect(home.children).toEqual([]);
  });

  it('makes one child of a double tap in one home', async () => {
    const guardian = await createGuardian(t);
    const body = childPayload();
    const answers = await Promise.all([postChild(t, guardian, body), postChild(t, guardian, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().playerId).toBe(answers[1]!.json().playerId);
    const home = (await call(t, 'GET', '/api/v1/household', guardian.headers)).json();
    expect(home.children).toHaveLength(1);
  });

  it('lists children to their guardians only', async () => {
    const a = await createGuardian(t);
    const b = await createGuardian(t);
    await addChild(t, a);
    const home = (await call(t, 'GET', '/api/v1/household', b.headers)).json();
    expect(home.children).toEqual([]);
  });
});
