import { beforeAll, describe, expect, it } from 'vitest';
import { teamMemberships } from '../../db/schema/index.ts';
import { makeTinyClip, uploadClip } from '../../test/clip-helpers.ts';
import { createCoach, type TestCoach } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { addChild, call, createGuardian } from '../../test/household-helpers.ts';
import { useAppWithMail } from '../../test/privacy-helpers.ts';
import { processPendingClips } from './clip-jobs.ts';

const { t, sink } = await useAppWithMail();

describe('clips: guardians are mailed in their language', () => {
  let anna: TestUser;
  let coach: TestCoach;
  let id: string;

  // A Swedish-speaking guardian's child, with the VIDEO consent, in Kim Berg's team, and a ready clip.
  beforeAll(async () => {
    anna = await createGuardian(t, { language: 'sv', firstName: 'Anna' });
    const child = await addChild(t, anna, { firstName: 'Elsa' });
    const consent = await call(t, 'POST', '/api/v1/household/consents', anna.headers, {
      playerId: child.playerId,
      scopes: ['VIDEO'],
    });
    expect(consent.statusCode, consent.body).toBeLessThan(300);
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    coach = await createCoach(t, admin, { firstName: 'Kim', lastName: 'Berg' });
    await t.database.db.insert(teamMemberships).values({ managerId: coach.me.id, playerId: child.playerId });
    id = await uploadClip(
      t,
      anna.headers,
      { playerId: child.playerId, challengeId: '11111111-1111-4111-8111-111111111111' },
      makeTinyClip(),
    );
    await processPendingClips({ db: t.database.db, clock: t.clock, config: t.app.config });
  });

  it('a coach’s comment reaches the guardian with its moment and a link to the clip', async () => {
    const before = sink.mails.length;
    const comment = await call(t, 'POST', `/api/v1/clips/${id}/comments`, coach.user.headers, {
      atSeconds: 1.2,
      text: 'Look up before the pass',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const mail = await sink.nextMail(anna.user.email, before);
    expect(mail.subject).toBe('Kim Berg har kommenterat klippet från Elsa');
    expect(mail.text).toContain('Look up before the pass');
    expect(mail.text).toContain('0:01');
    expect(mail.text).toContain(`/clips/${id}`);
  });

  it('the coach’s verdict reaches the guardian', async () => {
    const before = sink.mails.length;
    const verdict = await call(t, 'PUT', `/api/v1/clips/${id}/verdict`, coach.user.headers, {
      verdict: 'APPROVED',
    });
    expect(verdict.statusCode, verdict.body).toBe(200);
    const mail = await sink.nextMail(anna.user.email, before);
    expect(mail.subject).toBe('Kim Berg har tittat på klippet från Elsa');
    expect(mail.text).toContain('Godkänt');
  });
});
