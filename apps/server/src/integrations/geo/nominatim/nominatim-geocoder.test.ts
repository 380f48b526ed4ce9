import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';
import { buildTestApp } from '../../../test/helpers.ts';
import { createOfflineGeocoder } from '../offline/offline-geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

/**
 * A stand-in Nominatim on the loopback interface (no network here): it answers the three endpoints
 * with the response shapes of Nominatim's jsonv2 format and records what it was asked.
 */
const requests: { path: string; params: URLSearchParams; userAgent?: string }[] = [];
let server: Server;
let baseUrl: string;
const log = pino({ level: 'silent' });

const STORGATAN = {
  osm_type: 'way',
  osm_id: 4242,
  lat: '59.3340',
  lon: '18.0640',
  name: 'Storgatan',
  address: {
    house_number: '5',
    road: 'Storgatan',
    city: 'Stockholm',
    state: 'Stockholms län',
    country: 'Sverige',
    country_code: 'se',
  },
};

function answer(req: IncomingMessage): unknown {
  const url = new URL(req.url ?? '/', 'http://localhost');
  requests.push({ path: url.pathname, params: url.searchParams, userAgent: req.headers['user-agent'] });
  if (url.pathname === '/search') return [STORGATAN, { osm_type: 'node', osm_id: 7, address: {} }];
  if (url.pathname === '/lookup') return url.searchParams.get('osm_ids') === 'W4242' ? [STORGATAN] : [];
  if (url.pathname === '/reverse') {
    return Number(url.searchParams.get('lat')) === 0 ? { error: 'Unable to geocode' } : STORGATAN;
  }
  return null;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = answer(req);
    res.writeHead(body === null ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const geocoder = (url = baseUrl) =>
  createNominatimGeocoder({
    url,
    userAgent: 'academy-test',
    fallback: createOfflineGeocoder(),
    log,
    timeoutMs: 2000,
  });

describe('nominatim geocoder', () => {
  it('maps search results, in the asked language, with street and an osm locationId', async () => {
    const results = await geocoder().search('storgatan+5', 'sv', 5);
    expect(results).toEqual([
      {
        locationId: 'osm:W4242',
        label: 'Storgatan 5, Stockholm, Stockholms län, Sverige',
        city: 'Stockholm',
        country: 'Sverige',
        countryCode: 'SE',
        street: 'Storgatan 5',
      },
    ]);
    const sent = requests.filter((r) => r.path === '/search').at(-1)!;
    expect(sent.params.get('q')).toBe('storgatan 5');
    expect(sent.params.get('accept-language')).toBe('sv');
    expect(sent.params.get('format')).toBe('jsonv2');
    expect(sent.userAgent).toBe('academy-test');
  });

  it('looks up coordinates of osm ids and leaves gn ids to the offline data', async () => {
    expect(await geocoder().detail('osm:W4242')).toEqual({
      locationId: 'osm:W4242',
      latitude: 59.334,
      longitude: 18.064,
    });
    expect(await geocoder().detail('osm:N1')).toBeNull();
    const offline = await geocoder().detail('gn:2673730');
    expect(offline?.latitude).toBeCloseTo(59.33, 1);
  });

  it('reverse geocodes to a street address, and uses offline data at sea', async () => {
    expect(await geocoder().reverse(59.334, 18.064, 'en')).toEqual({
      city: 'Stockholm',
      country: 'Sverige',
      countryCode: 'SE',
      streetAddress: 'Storgatan 5',
    });
    expect(await geocoder().reverse(0, 0, 'en')).toEqual({
      city: null,
      country: null,
      countryCode: null,
      streetAddress: null,
    });
  });

  it('answers from offline data when the server is down', async () => {
    const down = geocoder('http://127.0.0.1:9');
    expect((await down.search('lagos', 'en', 3))[0]).toMatchObject({
      countryCode: 'NG',
      locationId: 'gn:2332459',
    });
    expect(await down.reverse(59.33, 18.06, 'en')).toMatchObject({ countryCode: 'SE', city: 'Stockholm' });
    await expect(down.detail('osm:W4242')).rejects.toMatchObject({ statusCode: 503 });
  });
});

describe('GEOCODER configuration', () => {
  it('is offline unless GEOCODER=nominatim with a NOMINATIM_URL', () => {
    expect(loadConfig({}).geocoder).toEqual({ kind: 'offline' });
    expect(loadConfig({ GEOCODER: 'nominatim', NOMINATIM_URL: 'http://geo.local:8080/' }).geocoder).toEqual({
      kind: 'nominatim',
      url: 'http://geo.local:8080',
    });
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(ConfigError);
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
  });

  it('routes the location calls through the configured geocoder', async () => {
    const t = await buildTestApp({ env: { GEOCODER: 'nominatim', NOMINATIM_URL: baseUrl } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/location?query=storgatan&language=sv' });
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toMatchObject({ locationId: 'osm:W4242', street: 'Storgatan 5' });
      const detail = await t.app.inject({
        method: 'GET',
        url: '/api/v1/location-detail?locationId=osm:W4242',
      });
      expect(detail.json()).toEqual({ Latitude: 59.334, Longitude: 18.064 });
    } finally {
      await t.close();
    }
  });
});
