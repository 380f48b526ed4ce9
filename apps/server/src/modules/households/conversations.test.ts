import { describe, expect, it } from 'vitest';
import { teamMemberships } from '../../db/schema/index.ts';
import { createCoach } from '../../test/coach-helpers.ts';
import { createTestUser } from '../../test/factories.ts';
import { addChild, call, createGuardian, invitationTokenIn } from '../../test/household-helpers.ts';
import { useAppWithMail } from '../../test/privacy-helpers.ts';

const { t, sink } = await useAppWithMail();

describe('guardians in every conversation', () => {
  it('a coach’s feedback to a child is read by every guardian and mailed to each in their language', async () => {
    const anna = await createGuardian(t, { language: 'sv', firstName: 'Anna' });
    const child = await addChild(t, anna, { firstName: 'Elsa' });
    const johan = await createGuardian(t, { language: 'fr', firstName: 'Johan' });
    await call(t, 'POST', '/api/v1/household/invitations', anna.headers, { email: johan.user.email });
    const token = invitationTokenIn((await sink.waitForMail(johan.user.email)).text);
    await call(t, 'POST', `/api/v1/household/invitations/${token}/accept`, johan.headers, {});

    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const coach = await createCoach(t, admin, { firstName: 'Kim', lastName: 'Berg' });
    await t.database.db.insert(teamMemberships).values({ managerId: coach.me.id, playerId: child.playerId });
    const written = await call(t, 'POST', `/api/v1/player/${child.playerId}/feedback`, coach.user.headers, {
      text: 'Great first touch today!',
    });
    expect(written.statusCode, written.body).toBe(201);

    for (const guardian of [anna, johan]) {
      const read = await call(t, 'GET', `/api/v1/player/${child.playerId}/feedback`, guardian.headers);
      expect(read.statusCode).toBe(200);
      expect(read.json()[0]).toMatchObject({ text: 'Great first touch today!', managerName: 'Kim Berg' });
    }
    const toAnna = await sink.waitForMail(anna.user.email);
    expect(toAnna.subject).toBe('Tränaren Kim Berg har skickat feedback till Elsa');
    expect(toAnna.text).toContain('Great first touch today!');
    const toJohan = await sink.waitForMail(johan.user.email);
    expect(toJohan.subject).toBe('L’entraîneur Kim Berg a envoyé un retour à Elsa');

    const stranger = await createGuardian(t);
    const denied = await call(t, 'GET', `/api/v1/player/${child.playerId}/feedback`, stranger.headers);
    expect(denied.statusCode).toBe(403);
  });
});
