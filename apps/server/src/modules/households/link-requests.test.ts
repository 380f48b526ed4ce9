import { describe, expect, it } from 'vitest';
import { addChild, call, childPayload, createGuardian, postChild } from '../../test/household-helpers.ts';
import { useAppWithMail } from '../../test/privacy-helpers.ts';

const { t, sink } = await useAppWithMail();

const decide = (headers: { authorization: string }, id: string, action: 'approve' | 'decline') =>
  call(t, 'POST', `/api/v1/household/link-requests/${id}/${action}`, headers, {});

describe('no duplicate children', () => {
  it('answers 409 with a link request and nothing else; the payer is mailed and approves', async () => {
    const anna = await createGuardian(t, { firstName: 'Anna', language: 'sv' });
    const body = childPayload({ firstName: 'Elsa', lastName: 'Berg' });
    const child = await addChild(t, anna, body);

    const johan = await createGuardian(t, { firstName: 'Johan' });
    const res = await postChild(t, johan, { ...body, firstName: 'ELSA', lastName: 'berg' });
    expect(res.statusCode).toBe(409);
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual(['error', 'linkRequestId', 'message', 'path', 'status']);
    expect(answer.message).toBe('This child may already have an account');
    const again = await postChild(t, johan, body);
    expect(again.json().linkRequestId).toBe(answer.linkRequestId);

    const mail = await sink.waitForMail(anna.user.email);
    expect(mail.subject).toContain('vill följa Elsa');
    expect(mail.text).toContain(`${t.config.publicUrl}/household`);

    // The asker cannot answer their own request; a stranger does not learn it exists.
    expect((await decide(johan.headers, answer.linkRequestId, 'approve')).json().message).toBe(
      'Only the payer can do this',
    );
    const stranger = await createGuardian(t);
    expect((await decide(stranger.headers, answer.linkRequestId, 'approve')).statusCode).toBe(404);

    const incoming = (await call(t, 'GET', '/api/v1/household/link-requests', anna.headers)).json();
    expect(incoming).toEqual([
      expect.objectContaining({
        id: answer.linkRequestId,
        direction: 'INCOMING',
        childFirstName: 'Elsa',
        status: 'PENDING',
      }),
    ]);
    const outgoing = (await call(t, 'GET', '/api/v1/household/link-requests', johan.headers)).json();
    expect(outgoing).toEqual([
      expect.objectContaining({ direction: 'OUTGOING', childFirstName: null, requesterName: null }),
    ]);

    const approved = await decide(anna.headers, answer.linkRequestId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('APPROVED');
    const johansHome = (await call(t, 'GET', '/api/v1/household', johan.headers)).json();
    expect(johansHome.children.map((c: { playerId: string }) => c.playerId)).toEqual([child.playerId]);
    const guardians = johansHome.children[0].guardians.map((g: { userId: string; payer: boolean }) => [
      g.userId,
      g.payer,
    ]);
    expect(guardians).toEqual(
      expect.arrayContaining([
        [anna.user.id, true],
        [johan.user.id, false],
      ]),
    );
    expect((await decide(anna.headers, answer.linkRequestId, 'decline')).statusCode).toBe(409);
  });

  it('after a decline the asker may create a namesake on purpose (confirmNew), not before', async () => {
    const anna = await createGuardian(t);
    const body = childPayload({ firstName: 'Maja', lastName: 'Ek' });
    await addChild(t, anna, body);
    const other = await createGuardian(t);
    const early = await postChild(t, other, { ...body, confirmNew: true });
    expect(early.statusCode).toBe(409);
    expect((await decide(anna.headers, early.json().linkRequestId, 'decline')).json().status).toBe(
      'DECLINED',
    );
    const made = await postChild(t, other, { ...body, confirmNew: true });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().guardians).toEqual([expect.objectContaining({ userId: other.user.id, payer: true })]);
  });

  it('makes one child under two parallel adds from two homes', async () => {
    const a = await createGuardian(t);
    const b = await createGuardian(t);
    const body = childPayload({ firstName: 'Tova', lastName: 'Lund' });
    const answers = await Promise.all([postChild(t, a, body), postChild(t, b, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const homes = await Promise.all([a, b].map((g) => call(t, 'GET', '/api/v1/household', g.headers)));
    const children = homes.flatMap((h) => h.json().children.map((c: { playerId: string }) => c.playerId));
    expect(children).toHaveLength(1);
  });
});
