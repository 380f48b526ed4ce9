import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../test/account-helpers.ts';
import { clientAuthHeader, createTestUser, type TestUser } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

describe('request hygiene, standard OAuth clients and the XSRF cookie', () => {
  let t: TestApp;
  let u: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    u = await createTestUser(t, { password: 'hygiene-pass' });
  });
  afterAll(() => t?.close());

  it('refuses NUL and other control characters with a 400 on the field, everywhere', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: clientAuthHeader(t),
      payload: {
        firstName: 'A\u0000',
        email: 'nul@example.test',
        phoneNumber: { countryCode: '+46', number: '701234567' },
        password: 'secret-1',
      },
      remoteAddress: nextIp(),
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().errors).toEqual([
      { field: 'firstName', message: 'Must not contain control characters', code: 'input.controlCharacters' },
    ]);
    const support = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support',
      payload: { email: 'a@example.test', subject: 'Hi', message: 'line one\nline\u0000two' },
      remoteAddress: nextIp(),
    });
    expect(support.statusCode).toBe(400);
    expect(support.json().errors[0].field).toBe('message');
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { ...clientAuthHeader(t), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=a%00b&password=x',
      remoteAddress: nextIp(),
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({ error: 'invalid_request', code: 'validation.failed' });
    const path = await t.app.inject({
      method: 'GET',
      url: '/api/v1/training-program/age-group/U12%00',
      headers: u.headers,
    });
    expect(path.statusCode).toBe(400);
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/v1/training-program?status=PUBLIC&ageGroupId=U1%002',
      headers: u.headers,
    });
    expect(query.statusCode).toBe(400);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: clientAuthHeader(t),
      payload: {
        firstName: 'A',
        email: 'cc@example.test',
        phoneNumber: { countryCode: '123', number: '701234567' },
        password: 'secret-1',
      },
      remoteAddress: nextIp(),
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors[0].field).toBe('phoneNumber.countryCode');
  });

  it('answers 415 for a body without Content-Type', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${u.user.id}/person`,
      headers: { ...u.headers, 'content-type': '' },
      payload: JSON.stringify({ firstName: 'NoType' }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, error: 'Unsupported Media Type' });
    expect(res.json().code).toMatch(/^(error\.unsupportedMediaType|http\.unsupportedMediaType)$/);
  });

  it('says WWW-Authenticate: Bearer on a 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="academy"');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: 'Bearer nope' },
    });
    expect(stale.headers['www-authenticate']).toMatch(/^Bearer realm="academy", error="invalid_token"/);
    expect(stale.json()).toMatchObject({ code: 'error.invalidToken' });
  });

  it('takes client credentials as Basic (plain or form-urlencoded) and in the form body', async () => {
    const form = `grant_type=password&username=${encodeURIComponent(u.user.email)}&password=hygiene-pass`;
    const send = (headers: Record<string, string>, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload,
        remoteAddress: nextIp(),
      });
    const { id, secret } = t.config.oauthClient;
    const encoded = Buffer.from(
      `${encodeURIComponent(id).replace(/-/g, '%2D')}:${encodeURIComponent(secret)}`,
    ).toString('base64');
    expect((await send({ authorization: `Basic ${encoded}` }, form)).statusCode).toBe(200);
    expect((await send(clientAuthHeader(t), form)).statusCode).toBe(200);
    const post = await send({}, `${form}&client_id=${id}&client_secret=${secret}`);
    expect(post.statusCode).toBe(200);
    const wrong = await send({}, `${form}&client_id=${id}&client_secret=wrong`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_client');
    expect((await send({}, form)).statusCode).toBe(401);
  });

  it('sets XSRF-TOKEN on pages and refuses a state-changing call that carries it without the header', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const cookie = [page.headers['set-cookie']].flat().find((c) => c?.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    const value = cookie!.split(';')[0]!.split('=')[1]!;
    const put = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/user/${u.user.id}/person`,
        headers: { ...u.headers, ...headers },
        payload: { firstName: 'Xsrf' },
      });
    const missing = await put({ cookie: `XSRF-TOKEN=${value}` });
    expect(missing.statusCode).toBe(403);
    const mismatch = await put({ cookie: `XSRF-TOKEN=${value}`, 'x-xsrf-token': 'other' });
    expect(mismatch.statusCode).toBe(403);
    expect((await put({ cookie: `XSRF-TOKEN=${value}`, 'x-xsrf-token': value })).statusCode).toBe(200);
    // Clients without the cookie (native apps, API clients) are not affected.
    expect((await put({})).statusCode).toBe(200);
  });

  it('lists the edge statuses of every operation in the OpenAPI document', async () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/api/v1/user']!.get!.responses)).toEqual(
      expect.arrayContaining(['400', '401']),
    );
    const person = doc.paths['/api/v1/user/{id}/person']!.put!.responses;
    expect(Object.keys(person)).toEqual(expect.arrayContaining(['400', '401', '413', '415']));
    expect(Object.keys(doc.paths['/api/oauth/token']!.post!.responses)).toEqual(
      expect.arrayContaining(['400', '401', '413', '415', '429']),
    );
  });
});
