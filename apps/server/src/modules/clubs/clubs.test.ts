import { randomBytes } from 'node:crypto';
import { clubPageSchema, clubSchema, errorBodySchema } from '@academy/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/account-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let player: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  player = await createTestUser(t);
});

afterAll(async () => {
  await t.close();
});

/** A word no other test uses, so each test sees only its own clubs. */
const tag = () => `q${randomBytes(4).toString('hex')}`;

function postClub(name: unknown, remoteAddress: string, headers = player.headers) {
  return t.app.inject({ method: 'POST', url: '/api/v1/club', headers, payload: { name }, remoteAddress });
}

async function listClubs(params: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/club?${params}`, headers: player.headers });
  expect(res.statusCode, res.body).toBe(200);
  return clubPageSchema.parse(res.json());
}

async function countClubs(nameKey: string): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from clubs where name_key = ${nameKey}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  return rows[0]!.n;
}

function expectNameError(res: { statusCode: number; json(): unknown }, message: RegExp) {
  expect(res.statusCode).toBe(400);
  const body = errorBodySchema.parse(res.json());
  expect(body.errors?.[0]).toMatchObject({ field: 'name', message: expect.stringMatching(message) });
}

describe('signed-in users only', () => {
  it('answers 401 to anonymous or stale-token club calls', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic YTpi' }]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/club?size=5000', headers });
      expect(list.statusCode).toBe(401);
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/v1/club',
        headers,
        payload: { name: 'Ghost FC' },
      });
      expect(add.statusCode).toBe(401);
      expect(add.json()).toMatchObject({ status: 401, path: '/api/v1/club' });
    }
    expect(await countClubs('ghost fc')).toBe(0);
  });
});

describe('POST /api/v1/club', () => {
  it('adds a club with its name trimmed and spaces collapsed (201)', async () => {
    const word = tag();
    const res = await postClub(`   IFK  ${word}   Göteborg `, nextIp());
    expect(res.statusCode).toBe(201);
    const club = clubSchema.parse(res.json());
    expect(club).toEqual({ id: expect.any(String), name: `IFK ${word} Göteborg` });
    const page = await listClubs(`query=${word}&sortField=NAME&sortDirection=ASC&size=5000`);
    expect(page).toEqual({ content: [club], totalElements: 1 });
  });

  it('returns the existing club (200) for a name that differs only in case or spacing', async () => {
    const word = tag();
    const address = nextIp();
    const first = await postClub(`Malmö FF ${word}`, address);
    expect(first.statusCode).toBe(201);
    for (const variant of [
      `malmö ff ${word}`,
      `  MALMÖ   FF ${word.toUpperCase()} `,
      `Malmö\u00a0FF ${word}`,
    ]) {
      const again = await postClub(variant, address);
      expect(again.statusCode, variant).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    expect(await countClubs(`malmö ff ${word}`)).toBe(1);
    // A decomposed ö (o + combining diaeresis) is the same name.
    const decomposed = await postClub(`Malmo\u0308 FF ${word}`, address);
    expect(decomposed.statusCode).toBe(200);
    expect(decomposed.json()).toEqual(first.json());
  });

  it('creates one club when the same name is posted many times at once', async () => {
    const word = tag();
    const address = nextIp();
    const names = [`Concurrent ${word}`, `concurrent ${word}`, `CONCURRENT  ${word}`, ` Concurrent ${word} `];
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postClub(names[i % names.length], address)),
    );
    expect(responses.map((r) => r.statusCode).filter((s) => s === 201)).toHaveLength(1);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await countClubs(`concurrent ${word}`)).toBe(1);
  });

  it('rejects names that are too short, too long, blank or not text, with the field', async () => {
    const address = nextIp();
    expectNameError(await postClub('A', address), /at least 2/);
    expectNameError(await postClub('   ', address), /required/);
    expectNameError(await postClub('', address), /required/);
    expectNameError(await postClub('x'.repeat(101), address), /at most 100/);
    expectNameError(await postClub('x'.repeat(100_000), address), /at most 100/);
    expectNameError(await postClub(42, address), /required|string/i);
    expectNameError(await postClub(null, address), /required|string/i);
    expect((await postClub('x'.repeat(100), address)).statusCode).toBe(201);
    // 100 letters with accents are still 100 characters.
    expect((await postClub('é'.repeat(100), address)).statusCode).toBe(201);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/club',
      headers: player.headers,
      payload: {},
      remoteAddress: address,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('name');
  });

  it('rejects control and invisible formatting characters', async () => {
    const address = nextIp();
    // NUL and the like are refused at the edge for every string of the API (request hygiene)…
    for (const name of ['FC\u0000Null', 'FC\u0007Bell']) {
      expectNameError(await postClub(name, address), /control characters/);
    }
    // …tabs, line breaks and invisible formatting by the club name's own rule.
    for (const name of ['FC\tTab', 'Line\nBreak FC', 'FC \u202Egnp', 'Zero\u200bWidth']) {
      expectNameError(await postClub(name, address), /not allowed/);
    }
    // Leading and trailing whitespace (even a pasted newline) is only trimmed.
    const pasted = await postClub(`\n  Trimmed ${tag()} FC \r\n`, address);
    expect(pasted.statusCode).toBe(201);
  });

  it('stores hostile-looking text as plain text', async () => {
    const address = nextIp();
    const word = tag();
    for (const name of [`'); drop table clubs; -- ${word}`, `<script>alert(1)</script> ${word}`]) {
      const res = await postClub(name, address);
      expect(res.statusCode).toBe(201);
      expect(res.json().name).toBe(name);
    }
    expect((await listClubs(`query=${word}`)).totalElements).toBe(2);
  });

  it('limits how many clubs one address adds (429 with Retry-After)', async () => {
    const address = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await postClub(`Rate ${tag()}`, address)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    const limited = await postClub(`Rate ${tag()}`, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/v1/club', () => {
  it('finds names containing the query in any case, sorted by name', async () => {
    const word = tag();
    const address = nextIp();
    for (const name of [
      `charlie ${word} club`,
      `Alpha ${word} Club`,
      `Beta ${word} CLUB`,
      `Delta ${word} United`,
    ]) {
      expect((await postClub(name, address)).statusCode).toBe(201);
    }
    const page = await listClubs(
      `query=${word.toUpperCase()}+club&sortField=NAME&sortDirection=ASC&size=5000`,
    );
    expect(page.content.map((c) => c.name)).toEqual([
      `Alpha ${word} Club`,
      `Beta ${word} CLUB`,
      `charlie ${word} club`,
    ]);
    expect(page.totalElements).toBe(3);

    const desc = await listClubs(`query=${word}&sortDirection=DESC`);
    expect(desc.content.map((c) => c.name)).toEqual([
      `Delta ${word} United`,
      `charlie ${word} club`,
      `Beta ${word} CLUB`,
      `Alpha ${word} Club`,
    ]);

    // A page of one still counts every match.
    const first = await listClubs(`query=${word}&size=1`);
    expect(first).toEqual({
      content: [{ id: expect.any(String), name: `Alpha ${word} Club` }],
      totalElements: 4,
    });
    const second = await listClubs(`query=${word}&size=1&page=1`);
    expect(second.content[0]!.name).toBe(`Beta ${word} CLUB`);
  });

  it('lists every club without a query, and takes % and _ literally', async () => {
    const word = tag();
    const address = nextIp();
    await postClub(`100% ${word}`, address);
    await postClub(`Under_${word}`, address);
    await postClub(`Plain ${word}`, address);
    const all = await listClubs('sortField=NAME&sortDirection=ASC&size=5000');
    expect(all.totalElements).toBeGreaterThanOrEqual(3);
    expect(all.content.length).toBe(Math.min(all.totalElements, 5000));
    expect((await listClubs(`query=${encodeURIComponent(`% ${word}`)}`)).content.map((c) => c.name)).toEqual([
      `100% ${word}`,
    ]);
    expect((await listClubs(`query=${encodeURIComponent(`_${word}`)}`)).content.map((c) => c.name)).toEqual([
      `Under_${word}`,
    ]);
    expect((await listClubs('query=')).totalElements).toBe(all.totalElements);
    expect((await listClubs(`query=${tag()}`)).content).toEqual([]);
  });

  it('rejects a bad size, sort, page or query with the field', async () => {
    const cases: [string, string][] = [
      ['size=0', 'size'],
      ['size=5001', 'size'],
      ['size=abc', 'size'],
      ['sortField=CITY', 'sortField'],
      ['sortDirection=UP', 'sortDirection'],
      ['page=-1', 'page'],
      [`query=${'a'.repeat(101)}`, 'query'],
      ['query=%00', 'query'],
    ];
    for (const [params, field] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/club?${params}`,
        headers: player.headers,
      });
      expect(res.statusCode, params).toBe(400);
      expect(
        errorBodySchema.parse(res.json()).errors?.map((e) => e.field),
        params,
      ).toContain(field);
    }
  });
});

describe('API reference', () => {
  it('documents both club calls as needing a bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/club'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v1/club'].post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/api/v1/club'].post.responses)).toEqual(
      expect.arrayContaining(['200', '201']),
    );
  });
});
