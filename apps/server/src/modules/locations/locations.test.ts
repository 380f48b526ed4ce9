import { errorBodySchema, locationSuggestionListSchema, reverseGeocodeSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

async function search(query: string, extra = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/location?query=${query}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return locationSuggestionListSchema.parse(res.json());
}

async function reverse(latitude: number | string, longitude: number | string, language = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/location/reverse?latitude=${latitude}&longitude=${longitude}&language=${language}`,
  });
}

function expectFieldError(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = errorBodySchema.parse(res.json());
  expect(body.errors?.map((e) => e.field)).toContain(field);
  return body;
}

describe('GET /api/v1/location (search)', () => {
  it('finds Stockholm typed whole, in two words or joined with +', async () => {
    for (const query of [
      'stockholm',
      'Stockholm',
      'stock+holm',
      'stock%20holm',
      'stock%2Bholm',
      'STOCK%20%20HOLM',
    ]) {
      const [first] = await search(query);
      expect(first, query).toEqual({
        label: 'Stockholm, Sweden',
        city: 'Stockholm',
        country: 'Sweden',
        countryCode: 'SE',
        street: null,
        locationId: 'gn:2673730',
      });
    }
  });

  it('matches a prefix without accents and labels it in the request language', async () => {
    const en = await search(encodeURIComponent('Göteb'), '&language=en');
    expect(en[0]).toMatchObject({ label: 'Gothenburg, Sweden', countryCode: 'SE' });
    const sv = await search('goteb', '&language=sv');
    expect(sv[0]).toMatchObject({ label: 'Göteborg, Sverige', city: 'Göteborg', country: 'Sverige' });
    const pt = await search('goteb', '&language=pt');
    expect(pt[0]).toMatchObject({ label: 'Gotemburgo, Suécia', locationId: en[0]!.locationId });
    const fr = await search('stockh', '&language=fr');
    expect(fr[0]).toMatchObject({ label: 'Stockholm, Suède', country: 'Suède' });
  });

  it('puts larger places first', async () => {
    const results = await search('lagos');
    expect(results[0]).toMatchObject({ city: 'Lagos', countryCode: 'NG' });
    expect(results.findIndex((r) => r.countryCode === 'PT')).toBeGreaterThan(0);
    const springfields = (await search('springfield')).filter((r) => r.city === 'Springfield');
    // Same name, told apart by the US state.
    expect(new Set(springfields.map((r) => r.label)).size).toBe(springfields.length);
    expect(springfields[0]!.label).toMatch(/^Springfield, [A-Z]{2}, United States$/);
  });

  it('ranks the searcher’s country first among near equals, and ignores a country that is no code', async () => {
    expect((await search('porto', '&language=pt'))[0]).toMatchObject({
      city: 'Porto Alegre',
      countryCode: 'BR',
    });
    const portugal = await search('porto', '&language=pt&country=PT');
    expect(portugal[0]).toMatchObject({ city: 'Porto', countryCode: 'PT' });
    expect(portugal.some((r) => r.city === 'Porto Alegre')).toBe(true);
    expect((await search('porto', '&language=pt&country=br'))[0]).toMatchObject({ countryCode: 'BR' });
    // A big city elsewhere still beats a village at home: Lagos, Nigeria for a Portuguese searcher.
    expect((await search('lagos', '&country=PT'))[0]).toMatchObject({ countryCode: 'NG' });
    expect((await search('porto', '&language=pt&country=Portugal'))[0]).toMatchObject({
      city: 'Porto Alegre',
    });
  });

  it('narrows to a country named after the city', async () => {
    const paris = await search('paris+fr');
    expect(paris[0]).toMatchObject({ label: 'Paris, France', locationId: 'gn:2988507' });
    expect(paris.every((r) => r.countryCode === 'FR')).toBe(true);
    const lagos = await search('lagos%20portugal', '&language=pt');
    expect(lagos[0]).toMatchObject({ label: 'Lagos, Portugal', countryCode: 'PT' });
    const lisboa = await search('lisboa+portugal', '&language=pt');
    expect(lisboa[0]).toMatchObject({ label: 'Lisboa, Portugal', city: 'Lisboa', locationId: 'gn:2267057' });
    const lisbon = await search('lisboa');
    expect(lisbon[0]).toMatchObject({ label: 'Lisbon, Portugal' });
  });

  it('finds a city by a later word of its name', async () => {
    const results = await search('paulo');
    expect(results[0]).toMatchObject({ city: 'São Paulo', countryCode: 'BR' });
  });

  it('gives the same locationId every time, and the detail has its coordinates', async () => {
    const first = (await search('stockholm'))[0]!;
    const again = (await search('stock+holm', '&language=pt'))[0]!;
    expect(again.locationId).toBe(first.locationId);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/location-detail?locationId=${encodeURIComponent(first.locationId)}&language=en`,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(Object.keys(detail).sort()).toEqual(['Latitude', 'Longitude']);
    expect(detail.Latitude).toBeCloseTo(59.33, 1);
    expect(detail.Longitude).toBeCloseTo(18.07, 1);
  });

  it('honours limit and answers [] when nothing matches', async () => {
    expect(await search('s', '&limit=3')).toHaveLength(3);
    expect(await search('s')).toHaveLength(10);
    expect(await search('qqqqzzzz')).toEqual([]);
    // Nothing searchable is left of punctuation only.
    expect(await search(encodeURIComponent('!!! ---'))).toEqual([]);
    expect(await search(encodeURIComponent("'; drop table clubs; --"))).toEqual([]);
  });

  it('needs no sign-in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/location?query=lagos',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a missing, blank or oversized query, an unknown language and a bad limit with the field', async () => {
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/v1/location' }), 'query');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/v1/location?query=%20%20' }), 'query');
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/location?query=${'a'.repeat(500)}` });
    expect(expectFieldError(long, 'query').errors?.[0]?.message).toMatch(/at most 100/);
    expectFieldError(
      await t.app.inject({ method: 'GET', url: '/api/v1/location?query=a&language=de' }),
      'language',
    );
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/v1/location?query=a&limit=0' }), 'limit');
    expectFieldError(
      await t.app.inject({ method: 'GET', url: '/api/v1/location?query=a&limit=1000' }),
      'limit',
    );
  });
});

describe('API reference', () => {
  it('documents the three location calls with their parameters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const names = (path: string) =>
      doc.paths[path].get.parameters.map((p: { name: string }) => p.name).sort();
    expect(names('/api/v1/location')).toEqual(['country', 'language', 'limit', 'query']);
    expect(names('/api/v1/location-detail')).toEqual(['language', 'locationId']);
    expect(names('/api/v1/location/reverse')).toEqual(['language', 'latitude', 'longitude']);
  });
});

describe('GET /api/v1/location-detail', () => {
  it('is 404 for an id that names no place', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/location-detail?locationId=gn:999999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'Location not found' });
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/location-detail?locationId=osm:N123' });
    expect(other.statusCode).toBe(404);
  });

  it('rejects a missing or malformed id with the field', async () => {
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/v1/location-detail' }), 'locationId');
    for (const bad of ['abc', 'gn:', '../etc/passwd', `gn:${'9'.repeat(100)}`, 'gn:1%00']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/location-detail?locationId=${encodeURIComponent(bad)}`,
      });
      expectFieldError(res, 'locationId');
    }
  });
});

describe('GET /api/v1/location/reverse', () => {
  it('names the country and the nearest city: Stockholm, Lagos, a point in Portugal', async () => {
    const stockholm = reverseGeocodeSchema.parse((await reverse(59.3326, 18.0649)).json());
    expect(stockholm).toEqual({
      city: 'Stockholm',
      country: 'Sweden',
      countryCode: 'SE',
      streetAddress: null,
    });

    const lagos = reverseGeocodeSchema.parse((await reverse(6.4541, 3.3947)).json());
    expect(lagos).toMatchObject({ city: 'Lagos', country: 'Nigeria', countryCode: 'NG' });

    const porto = reverseGeocodeSchema.parse((await reverse(41.1496, -8.611, 'pt')).json());
    expect(porto).toMatchObject({ city: 'Porto', country: 'Portugal', countryCode: 'PT' });
    // A rural point in Portugal, far from a big city.
    const alentejo = reverseGeocodeSchema.parse((await reverse(38.0, -7.9, 'pt')).json());
    expect(alentejo).toMatchObject({ country: 'Portugal', countryCode: 'PT' });
    expect(alentejo.city).toEqual(expect.any(String));
  });

  it('gives the country in the request language', async () => {
    const sv = reverseGeocodeSchema.parse((await reverse(38.7223, -9.1393, 'sv')).json());
    expect(sv).toMatchObject({ city: 'Lissabon', country: 'Portugal', countryCode: 'PT' });
    expect((await reverse(59.33, 18.06, 'pt')).json()).toMatchObject({
      city: 'Estocolmo',
      country: 'Suécia',
    });
    expect((await reverse(59.33, 18.06, 'fr')).json()).toMatchObject({ country: 'Suède' });
    expect((await reverse(59.33, 18.06, 'sv')).json()).toMatchObject({ country: 'Sverige' });
  });

  it('takes the country of the point, not of a nearer town across the border', async () => {
    // Basel, right at the French and German borders.
    expect((await reverse(47.5596, 7.5886)).json()).toMatchObject({ city: 'Basel', countryCode: 'CH' });
    // Just inside France south-west of Geneva: Chancy (CH) is nearer than Valleiry (FR).
    expect((await reverse(46.135, 5.99)).json()).toMatchObject({ city: 'Valleiry', countryCode: 'FR' });
  });

  it('handles longitude 0, the antimeridian and the open sea', async () => {
    const greenwich = (await reverse(51.4779, 0)).json();
    expect(greenwich).toMatchObject({ countryCode: 'GB', country: 'United Kingdom' });
    expect(greenwich.city).toEqual(expect.any(String));
    // Fiji, on both sides of ±180°.
    expect((await reverse(-16.8, 179.99)).json()).toMatchObject({ countryCode: 'FJ' });
    expect((await reverse(-16.8, -179.99)).json()).toMatchObject({ countryCode: 'FJ' });
    expect((await reverse(0, 0)).json()).toEqual({
      city: null,
      country: null,
      countryCode: null,
      streetAddress: null,
    });
    expect((await reverse(-90, -180)).statusCode).toBe(200);
  });

  it('rejects coordinates out of range or not numbers, with the field', async () => {
    expectFieldError(await reverse(59, 200), 'longitude');
    expectFieldError(await reverse(59, -180.5), 'longitude');
    expectFieldError(await reverse('abc', 18), 'latitude');
    expectFieldError(await reverse(91, 18), 'latitude');
    expectFieldError(await reverse('', 18), 'latitude');
    expectFieldError(await reverse('1e2', 18), 'latitude');
    expectFieldError(await reverse('NaN', 'Infinity'), 'longitude');
    expectFieldError(
      await t.app.inject({ method: 'GET', url: '/api/v1/location/reverse?latitude=1' }),
      'longitude',
    );
    expectFieldError(await reverse(59, 18, 'xx'), 'language');
  });

  it('limits calls per address (429 with Retry-After)', async () => {
    const remoteAddress = '203.0.113.7';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof reverse>> | undefined;
    for (let i = 0; i < 61; i++) {
      last = await t.app.inject({
        method: 'GET',
        url: '/api/v1/location/reverse?latitude=59.33&longitude=18.06',
        remoteAddress,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await reverse(59.33, 18.06)).statusCode).toBe(200);
  });
});
