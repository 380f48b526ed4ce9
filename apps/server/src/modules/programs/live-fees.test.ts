import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

describe('GET /api/v1/prices: the live fees for the pages before checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers every region’s plans without sign-in, as the PUBLIC programs charge them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/prices' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json().fees).toEqual([
      { region: 'AFRICA', type: 'MONTHLY', amount: 900, currency: 'SEK', label: '1 $', varies: false },
      { region: 'AFRICA', type: 'YEARLY', amount: 9900, currency: 'SEK', label: '10 $', varies: false },
      { region: 'DEFAULT', type: 'MONTHLY', amount: 9900, currency: 'SEK', label: '99 kr', varies: false },
      { region: 'DEFAULT', type: 'YEARLY', amount: 99500, currency: 'SEK', label: '995 kr', varies: false },
    ]);
  });
});
