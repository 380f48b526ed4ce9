import { ageGroupIdOf } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../../test/account-helpers.ts';
import { createTestUser } from '../../test/factories.ts';
import {
  bornYearsAgo,
  createChildPlayer,
  playerPayload,
  postPlayer,
  useAppWithMail,
} from '../../test/privacy-helpers.ts';

const { t, sink } = await useAppWithMail();

function put(playerId: string, headers: { authorization: string }, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/player/${playerId}`,
    headers,
    payload: body,
    remoteAddress: nextIp(),
  });
}

describe('correcting the player profile (children grow)', () => {
  it('moves the age group with the date of birth; becoming under 16 asks for a guardian and mails them', async () => {
    const user = await createTestUser(t);
    const created = await postPlayer(t, user, playerPayload(user.user.id, { dateOfBirth: bornYearsAgo(17) }));
    expect(created.statusCode, created.body).toBe(201);
    const player = created.json();
    const { userId: _userId, ...fields } = playerPayload(user.user.id, { dateOfBirth: bornYearsAgo(13) });

    const missing = await put(player.id, user.headers, fields);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('guardianEmail');

    const guardianEmail = `parent-${player.id.slice(0, 8)}@example.test`;
    const res = await put(player.id, user.headers, { ...fields, heightValue: 160.26, guardianEmail });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ guardianApproval: 'PENDING', heightValue: 160.3 });
    expect(res.json().ageGroupId).not.toBe(player.ageGroupId);
    // The web app names the new group before saving with the contract's rule: the same answer.
    expect(res.json().ageGroupId).toBe(ageGroupIdOf(fields.dateOfBirth, new Date().getUTCFullYear()));
    const mail = await sink.waitForMail(guardianEmail);
    expect(mail.text).toContain('/guardian-approval?token=');
  });

  it('reaching 16 while approval is pending ends the wait; only the player or an admin may correct', async () => {
    const child = await createChildPlayer(t, sink);
    const other = await createTestUser(t);
    const { userId: _userId, ...fields } = playerPayload(child.user.user.id, {
      dateOfBirth: bornYearsAgo(16),
    });
    expect((await put(child.player.id, other.headers, fields)).statusCode).toBe(403);
    const res = await put(child.player.id, child.user.headers, fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().guardianApproval).toBe('NOT_NEEDED');
  });

  it('a child whose guardian was asked corrects height and club without a guardian e-mail; the approval stays', async () => {
    const pending = await createChildPlayer(t, sink);
    const approved = await createChildPlayer(t, sink);
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/v1/guardian-approval',
      payload: { token: approved.token, decision: 'APPROVE' },
      remoteAddress: nextIp(),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const mailsBefore = sink.mails.length;

    for (const [child, approval] of [
      [pending, 'PENDING'],
      [approved, 'APPROVED'],
    ] as const) {
      const {
        userId: _userId,
        guardianEmail: _none,
        ...fields
      } = playerPayload(child.user.user.id, {
        dateOfBirth: child.player.dateOfBirth,
      });
      const res = await put(child.player.id, child.user.headers, {
        ...fields,
        heightValue: 158,
        clubName: 'Grown FC',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        guardianApproval: approval,
        heightValue: 158,
        clubName: 'Grown FC',
        ageGroupId: child.player.ageGroupId,
      });
    }
    // No new approval was started, so no guardian was mailed again.
    expect(sink.mails.slice(mailsBefore).flatMap((m) => m.to)).not.toContain(pending.guardianEmail);
  });
});
