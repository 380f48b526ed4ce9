import { createRequire } from 'node:module';
import { LANGUAGES } from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerTrainingSessionCompletions, users } from '../../db/schema/index.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { freePort } from '../../test/free-port.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/helpers.ts';
import { addChild, call, createGuardian } from '../../test/household-helpers.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { complete, createTrainee, sessionsOf, type Trainee } from '../../test/training-helpers.ts';
import { insertFreeze } from './habits.repo.ts';
import { saveSettings } from './notifications.repo.ts';
import { BANNED_PHRASES, DIGEST_TEXTS, REMINDER_TEXTS } from './reminder-texts.ts';
import { runReminderJob } from './reminders.job.ts';

// Thursday 3 December 2026, 09:00 UTC (10:00 in Stockholm): the job runs at chosen instants.
const THURSDAY = new Date('2026-12-03T09:00:00Z');
const HOUR = 60 * 60 * 1000;

let database: TestDatabase;
let sink: SmtpSink;
let apps: TestApp[];
let t: TestApp;
let trainee: Trainee;

const settingsOn = {
  email: { reminders: true, weeklyDigest: false },
  push: { enabled: false },
  quietHours: { from: '20:00', to: '08:00' },
};

beforeAll(async () => {
  sink = await startSmtpSink();
  database = await createTestDatabase();
  // Three server processes on one database.
  apps = [];
  for (let i = 0; i < 3; i++) apps.push(await buildTestApp({ database, env: { SMTP_URL: sink.url } }));
  t = apps[0]!;
  trainee = await createTrainee(t);
  await t.database.db
    .update(users)
    .set({ timeZone: 'Europe/Stockholm' })
    .where(eq(users.id, trainee.user.user.id));
  const sessions = await sessionsOf(t, trainee, trainee.phases[0]!.id);
  for (const session of sessions.slice(0, 2))
    expect((await complete(t, trainee, session.id)).statusCode).toBe(200);
  // Both done on Tuesday 1 December (the job is run at chosen instants of that week).
  await t.database.db
    .update(playerTrainingSessionCompletions)
    .set({ completedAt: new Date('2026-12-01T16:00:00Z') })
    .where(eq(playerTrainingSessionCompletions.playerTrainingProgramId, trainee.playerProgramId));
});

afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  await database?.drop();
  await sink?.close();
});

describe('reminders', () => {
  it('never uses loss-framed words, in any language', () => {
    for (const language of LANGUAGES) {
      const texts = [
        ...Object.values(REMINDER_TEXTS[language]).flatMap((r) => [r.title, r.body]),
        ...Object.values(DIGEST_TEXTS[language]),
      ];
      const banned = [...BANNED_PHRASES[language], ...BANNED_PHRASES.en];
      for (const text of texts) {
        for (const phrase of banned) expect(text.toLowerCase(), `${language}: ${text}`).not.toContain(phrase);
      }
    }
  });

  it('sends nothing to a child of 12 until a guardian turns reminders on', async () => {
    const report = await runReminderJob(serviceContext(t.app), new Date(THURSDAY.getTime() + 2 * HOUR));
    expect(report.sent).toBe(0);
  });

  it('defers the reminder in quiet hours, then sends it once with three processes running the job', async () => {
    await saveSettings(t.database.db, trainee.user.user.id, settingsOn, true, THURSDAY);
    const evening = new Date('2026-12-03T19:30:00Z'); // 20:30 in Stockholm
    const quiet = await runReminderJob(serviceContext(t.app), evening);
    expect(quiet).toMatchObject({ sent: 0, deferred: 1 });

    const morning = new Date('2026-12-04T07:30:00Z'); // Friday 08:30 in Stockholm
    const before = sink.mails.length;
    const reports = await Promise.all(apps.map((app) => runReminderJob(serviceContext(app.app), morning)));
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    const mail = await sink.nextMail(trainee.user.user.email, before);
    expect(mail.subject).toBe('Your week’s goal is within reach');
    expect(mail.text).toContain('2 of 3 sessions done this week');
    // At most one a day, and this week's reminder only once.
    const again = await runReminderJob(serviceContext(t.app), new Date('2026-12-05T09:00:00Z'));
    expect(again.sent).toBe(0);
  });
});

describe('the weekly digest', () => {
  it('tells each guardian their children’s week in their language, with one-click unsubscribe', async () => {
    const guardian = await createGuardian(t, { language: 'sv', firstName: 'Anna' });
    const resting = await addChild(t, guardian, { firstName: 'Lina' });
    await addChild(t, guardian, { firstName: 'Olle' });
    await insertFreeze(t.database.db, {
      playerId: resting.playerId,
      fromDay: '2026-12-01',
      untilDay: '2026-12-05',
      reason: 'INJURY',
      createdBy: guardian.user.id,
    });

    const monday = new Date('2026-12-07T09:00:00Z');
    const before = sink.mails.length;
    const reports = await Promise.all(apps.map((app) => runReminderJob(serviceContext(app.app), monday)));
    expect(reports.reduce((sum, r) => sum + r.digests, 0)).toBeGreaterThanOrEqual(1);
    const mail = await sink.nextMail(guardian.user.email, before);
    expect(sink.mails.filter((m) => m.to.includes(guardian.user.email)).length).toBe(1);
    expect(mail.subject).toBe('Veckans bild från Football Academy');
    expect(mail.text).toContain('Hej Anna! Så här gick veckan som började 30 november 2026:');
    expect(mail.text).toContain('Lina: en vilovecka.');
    expect(mail.text).toContain('Olle: 0 av 3 pass.');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe: <([^>]+)>/m.exec(mail.raw.replace(/\r\n[ \t]+/g, ' '))?.[1];
    expect(link).toBeTruthy();
    const path = link!.slice(link!.indexOf('/api/'));

    const forged = await t.app.inject({ method: 'POST', url: `${path.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Sluta få veckans bild?');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('du får inte längre veckans bild');
    const settings = await call(t, 'GET', '/api/v1/user/notifications', guardian.headers);
    expect(settings.json().email.weeklyDigest).toBe(false);
  });
});

describe('web push', () => {
  it('delivers a reminder to the push service (web-push-testing) signed with the stored VAPID key', async () => {
    const require = createRequire(import.meta.url);
    const WebPushTestingServer = require('web-push-testing/src/server.js');
    const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
    const port = await freePort();
    const service = new WebPushTestingServer(new PushApiModel(), port);
    service.startServer();
    const push = await buildTestApp({ database, env: { PUSH_SERVICE_HOSTS: `localhost:${port}` } });
    try {
      const publicKey = (await call(push, 'GET', '/api/v1/push/key', { authorization: '' })).json().publicKey;
      const base = `http://localhost:${port}`;
      const subscribed = await fetch(`${base}/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userVisibleOnly: 'true', applicationServerKey: publicKey }),
      }).then((r) => r.json());
      const { endpoint, keys, clientHash } = subscribed.data;
      const user = await createGuardian(push);
      const saved = await call(push, 'POST', '/api/v1/push/subscriptions', user.headers, { endpoint, keys });
      expect(saved.statusCode, saved.body).toBe(204);
      const { pushToUser } = await import('./push.service.ts');
      const delivered = await pushToUser(serviceContext(push.app), user.user.id, {
        title: 'Veckans mål är nära',
        body: 'Lina, 2 av 3 pass klara den här veckan.',
        url: '/program',
      });
      expect(delivered, push.logs().slice(-3000)).toBe(1);
      const got = await fetch(`${base}/get-notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientHash }),
      }).then((r) => r.json());
      expect(got.data.messages.map((m: string) => JSON.parse(m))).toEqual([
        { title: 'Veckans mål är nära', body: 'Lina, 2 av 3 pass klara den här veckan.', url: '/program' },
      ]);
    } finally {
      await push.app.close();
      service._server.close();
    }
  });
});
