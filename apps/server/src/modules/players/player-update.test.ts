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

  it('while approval is pending the date of birth holds: the player gets 403, an admin corrects it (audited)', async () => {
    const child = await createChildPlayer(t, sink);
    const other = await createTestUser(t);
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const { userId: _userId, ...fields } = playerPayload(child.user.user.id, {
      dateOfBirth: bornYearsAgo(16),
    });
    expect((await put(child.player.id, other.headers, fields)).statusCode).toBe(403);
    // Neither the way out of approval (16) nor another date under 16 while it is pending.
    for (const dateOfBirth of [bornYearsAgo(16), bornYearsAgo(13)]) {
      const own = await put(child.player.id, child.user.headers, { ...fields, dateOfBirth });
      expect(own.statusCode, dateOfBirth).toBe(403);
      expect(own.json().message).toBe('Guardian approval needed');
    }
    const byAdmin = await put(child.player.id, admin.headers, fields);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().guardianApproval).toBe('NOT_NEEDED');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-events?size=200',
      headers: admin.headers,
    });
    expect(audit.json().content).toContainEqual(
      expect.objectContaining({ action: 'player.update', targetId: child.player.id, actorId: admin.user.id }),
    );
  });

  it('an approved child cannot move their own date of birth past 16 (that would end the need for approval)', async () => {
    const child = await createChildPlayer(t, sink);
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/v1/guardian-approval',
      payload: { token: child.token, decision: 'APPROVE' },
      remoteAddress: nextIp(),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const { userId: _userId, ...fields } = playerPayload(child.user.user.id, {
      dateOfBirth: bornYearsAgo(17),
    });
    const res = await put(child.player.id, child.user.headers, fields);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Guardian approval needed');
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
