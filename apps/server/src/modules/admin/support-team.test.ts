import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/account-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { createChildPlayer } from '../../test/privacy-helpers.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The support inbox as a team tool, and a child's care record on the user page. */
describe('support inbox for the team', () => {
  let t: TestApp;
  let sink: Sink;
  let admin: TestUser;
  let colleague: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url, SUPPORT_EMAIL: 'help@academy.test' } });
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    colleague = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    player = await createTestUser(t, { email: 'asking.player@example.test' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const call = (who: TestUser | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, payload, remoteAddress: nextIp() });

  async function visitorMessage(
    email: string,
    subject: string,
    headers: Record<string, string> = {},
    query = '',
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/support${query}`,
      headers,
      payload: { email, subject, message: `About ${subject}: please help.` },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; reference: number };
  }

  it('keeps a French visitor’s language: the acknowledgement and the reply are in French', async () => {
    const email = 'visiteur@example.test';
    const sent = await visitorMessage(email, 'Abonnement', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    const ack = await sink.waitForMail(email);
    expect(ack.subject).toBe(`Nous avons bien reçu votre message [#${sent.reference}]`);
    const message = await call(admin, 'GET', `/api/v1/admin/support-messages/${sent.id}`);
    expect(message.json().language).toBe('fr');

    const before = sink.mails.length;
    expect(
      (
        await call(admin, 'POST', `/api/v1/admin/support-messages/${sent.id}/reply`, {
          text: 'Voici la réponse.',
        })
      ).statusCode,
    ).toBe(201);
    const reply = await sink.nextMail(email, before);
    expect(reply.subject).toBe(`Re : Abonnement [#${sent.reference}]`);
    expect(reply.text).toContain('Bonjour,');
  });

  it('assigns a message to an admin (not to anyone else), filters by assignee and audits it', async () => {
    const sent = await visitorMessage('assign.me@example.test', 'Card declined');
    const url = `/api/v1/admin/support-messages/${sent.id}/assignee`;
    expect((await call(player, 'PUT', url, { assigneeId: admin.user.id })).statusCode).toBe(403);
    const notAdmin = await call(admin, 'PUT', url, { assigneeId: player.user.id });
    expect(notAdmin.statusCode).toBe(400);
    expect(notAdmin.json().errors).toMatchObject([
      { field: 'assigneeId', message: 'Messages can be assigned to admins only' },
    ]);
    const assigned = await call(admin, 'PUT', url, { assigneeId: colleague.user.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      assigneeId: colleague.user.id,
      assigneeEmail: colleague.user.email,
    });
    // A double tap changes and records nothing more.
    expect((await call(admin, 'PUT', url, { assigneeId: colleague.user.id })).statusCode).toBe(200);

    const mine = await call(
      colleague,
      'GET',
      `/api/v1/admin/support-messages?assigneeId=${colleague.user.id}`,
    );
    expect(mine.json().content.map((m: { id: string }) => m.id)).toEqual([sent.id]);
    const nobodys = await call(admin, 'GET', '/api/v1/admin/support-messages?assigneeId=NONE&size=200');
    expect(nobodys.json().content.map((m: { id: string }) => m.id)).not.toContain(sent.id);

    const trail = await call(admin, 'GET', `/api/v1/admin/audit-events?targetId=${sent.id}`);
    expect(trail.json().content).toMatchObject([
      {
        action: 'support.assign',
        actorId: admin.user.id,
        detail: { before: { assigneeId: null }, after: { assigneeId: colleague.user.id } },
      },
    ]);
    const unassigned = await call(admin, 'PUT', url, { assigneeId: null });
    expect(unassigned.json()).toMatchObject({ assigneeId: null, assigneeEmail: null });
  });

  it('keeps internal notes for the team: never mailed, never in what the sender can read', async () => {
    const ask = await call(player, 'POST', '/api/v1/support', {
      subject: 'Refund please',
      message: 'I paid twice.',
    });
    expect(ask.statusCode).toBe(201);
    const id = ask.json().id as string;
    await sink.waitForMail(player.user.email);
    const mailsBefore = sink.mails.length;

    const url = `/api/v1/admin/support-messages/${id}/notes`;
    const note = 'Checked Stripe: the second charge is real, refund it.';
    expect((await call(player, 'POST', url, { text: note })).statusCode).toBe(403);
    expect((await call(admin, 'POST', url, { text: '   ' })).json().errors[0].field).toBe('text');
    const [first, second] = await Promise.all([
      call(admin, 'POST', url, { text: note }),
      call(admin, 'POST', url, { text: note }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const message = await call(colleague, 'GET', `/api/v1/admin/support-messages/${id}`);
    expect(message.json().notes).toMatchObject([
      { text: note, authorId: admin.user.id, authorEmail: admin.user.email },
    ]);
    expect(message.json().status).toBe('OPEN');

    // Nothing was mailed to anyone, and the sender's own copy of their data has no note.
    expect(sink.mails.length).toBe(mailsBefore);
    const exported = await call(player, 'GET', '/api/v1/user/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('I paid twice.');
    expect(exported.body).not.toContain(note);
  });

  it('searches by words, address and reference, in any status', async () => {
    const sent = await visitorMessage('search.me@example.test', 'Goalkeeper gloves');
    const search = async (query: string, status = 'ALL') =>
      (
        await call(
          admin,
          'GET',
          `/api/v1/admin/support-messages?status=${status}&query=${encodeURIComponent(query)}`,
        )
      )
        .json()
        .content.map((m: { id: string }) => m.id);
    expect(await search('goalkeeper GLOVES')).toEqual([sent.id]);
    expect(await search('search.me@')).toEqual([sent.id]);
    expect(await search(`#${sent.reference}`)).toEqual([sent.id]);
    expect(await search('gloves', 'ANSWERED')).toEqual([]);
    expect(await search('100%_nothing')).toEqual([]);
  });

  it('shows a child’s guardian approval and consent ledger to admins only', async () => {
    const child = await createChildPlayer(t, sink, { firstName: 'Kim' });
    const url = `/api/v1/admin/players/${child.player.id}/care`;
    expect((await call(child.user, 'GET', url)).statusCode).toBe(403);
    const care = await call(admin, 'GET', url);
    expect(care.statusCode).toBe(200);
    expect(care.json()).toMatchObject({
      guardianApproval: 'PENDING',
      guardianEmail: child.guardianEmail,
      approvedAt: null,
      consents: [],
    });
    expect(
      (await call(admin, 'GET', '/api/v1/admin/players/00000000-0000-4000-8000-000000000000/care'))
        .statusCode,
    ).toBe(404);
  });
});
