import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { nextIp } from '../../test/account-helpers.ts';
import { addChild, call, childPayload, createGuardian } from '../../test/household-helpers.ts';
import { useAppWithMail } from '../../test/privacy-helpers.ts';

const { t } = await useAppWithMail();

const setZone = async (user: TestUser, timeZone: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/user/${user.user.id}/person`,
    headers: user.headers,
    payload: { timeZone },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('ages change on the birthday in the player’s time zone', () => {
  // Children born on 16 June 2010; the clock at 06:30 UTC on 16 June 2026 (23:30 on the 15th in Los Angeles).
  const instant = new Date('2026-06-16T06:30:00Z');
  const handOver = (guardian: TestUser, playerId: string, email: string) =>
    call(t, 'POST', `/api/v1/household/children/${playerId}/handover`, guardian.headers, { email });

  it('a child in Auckland is 16 on the 16th there: the hand-over is allowed', async () => {
    const kiwi = await createGuardian(t);
    await setZone(kiwi, 'Pacific/Auckland');
    t.clock.set(instant);
    const child = await addChild(t, kiwi, { firstName: 'Aroha', dateOfBirth: '2010-06-16' });
    expect((await handOver(kiwi, child.playerId, 'aroha-16@example.test')).statusCode).toBe(202);
  });

  it('at the same instant a child in Los Angeles is still 15 (403), and 16 from 00:00 on the 16th there', async () => {
    const angeleno = await createGuardian(t);
    await setZone(angeleno, 'America/Los_Angeles');
    t.clock.set(instant);
    const child = await addChild(t, angeleno, { firstName: 'Maya', dateOfBirth: '2010-06-16' });
    const tooYoung = await handOver(angeleno, child.playerId, 'maya-16@example.test');
    expect(tooYoung.statusCode).toBe(403);
    expect(tooYoung.json().message).toBe('A child takes over their account from 16');

    t.clock.set(new Date('2026-06-16T07:15:00Z')); // 00:15 on the 16th in Los Angeles
    expect((await handOver(angeleno, child.playerId, 'maya-16@example.test')).statusCode).toBe(202);
  });

  it('a child turning 18 tomorrow in Los Angeles may still be added there; in Auckland they are 18 already', async () => {
    const kiwi = await createGuardian(t);
    const angeleno = await createGuardian(t);
    await setZone(kiwi, 'Pacific/Auckland');
    await setZone(angeleno, 'America/Los_Angeles');
    t.clock.set(instant);
    const child = { firstName: 'Noa', lastName: 'Tane', dateOfBirth: '2008-06-16' };
    const res = await call(t, 'POST', '/api/v1/household/children', kiwi.headers, childPayload(child));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('dateOfBirth');
    await addChild(t, angeleno, { ...child, lastName: 'Reyes' });
  });
});
