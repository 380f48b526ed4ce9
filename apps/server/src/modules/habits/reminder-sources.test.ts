import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { nextIp } from '../../test/account-helpers.ts';
import { createCoach, joinTeam, type TestCoach } from '../../test/coach-helpers.ts';
import { createTestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTrainee, sessionsOf, type Trainee } from '../../test/training-helpers.ts';
import { saveSettings } from './notifications.repo.ts';
import { runReminderJob } from './reminders.job.ts';

// Thursday 3 December 2026, 09:00 UTC (10:00 in Stockholm): the job runs at chosen instants.
const THURSDAY = new Date('2026-12-03T09:00:00Z');

let sink: SmtpSink;
let t: TestApp;
let coach: TestCoach;
let trainee: Trainee;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: sink.url } });
  const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  coach = await createCoach(t, admin, { firstName: 'Carla', lastName: 'Coach' });
  trainee = await createTrainee(t, { ageGroupId: 'U17' });
  await t.database.db
    .update(users)
    .set({ timeZone: 'Europe/Stockholm' })
    .where(eq(users.id, trainee.user.user.id));
  await saveSettings(
    t.database.db,
    trainee.user.user.id,
    {
      email: { reminders: true, weeklyDigest: false },
      push: { enabled: false },
      quietHours: { from: '21:00', to: '08:00' },
    },
    true,
    THURSDAY,
  );
  expect((await joinTeam(t, trainee.user.headers, coach.me.teamCode)).statusCode).toBe(201);
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('reminders from the coach’s week', () => {
  it('reminds once of an assignment due tomorrow that is not done yet', async () => {
    const [session] = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    const assigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/me/assignments',
      headers: coach.user.headers,
      remoteAddress: nextIp(),
      payload: { sessionId: session!.id, dueDate: '2026-12-04', note: 'Before Saturday' },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    // Wednesday: due the day after tomorrow, nothing yet.
    const early = await runReminderJob(serviceContext(t.app), new Date('2026-12-02T09:00:00Z'));
    expect(early.sent).toBe(0);
    const before = sink.mails.length;
    const reports = await Promise.all([
      runReminderJob(serviceContext(t.app), THURSDAY),
      runReminderJob(serviceContext(t.app), THURSDAY),
    ]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    const mail = await sink.nextMail(trainee.user.user.email, before);
    expect(mail.subject).toBe(`For tomorrow: ${session!.title}`);
  });

  it('tells the team once when a training within 48 hours was moved', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/me/events',
      headers: coach.user.headers,
      remoteAddress: nextIp(),
      payload: {
        title: 'Saturday practice',
        startsAt: '2027-01-09T10:00:00Z',
        endsAt: '2027-01-09T11:30:00Z',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (Array.isArray(created.json()) ? created.json()[0] : created.json()).id as string;
    // Made on Monday, moved on Friday morning to Saturday 11:00 Stockholm time.
    await t.database.db.execute(sql`update team_events set created_at = '2026-11-30T10:00:00Z',
      updated_at = '2026-12-04T07:00:00Z', starts_at = '2026-12-05T10:00:00Z', ends_at = '2026-12-05T11:30:00Z'
      where id = ${id}`);
    const friday = new Date('2026-12-04T09:00:00Z');
    const before = sink.mails.length;
    const report = await runReminderJob(serviceContext(t.app), friday);
    expect(report.sent).toBe(1);
    const mail = await sink.nextMail(trainee.user.user.email, before);
    expect(mail.subject).toBe('Training changed: Saturday practice');
    expect(mail.text).toContain('11:00');
    // The same change is not told twice.
    const again = await runReminderJob(serviceContext(t.app), new Date('2026-12-05T07:30:00Z'));
    expect(again.sent).toBe(0);
  });
});
