import { beforeEach, describe, expect, it } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { storeToken } from '../auth-store';
import { config } from '../config';
import { captureReferral, clearReferral, getCoupon, getReferralEvent, isClubSiteReferral } from './referral';

const api = setupApiServer('/');
beforeEach(() => {
  api.respond((_req, res) => json(res, 201, { id: 'e1', name: 'x' }));
  clearReferral();
});

describe('referral (spec §4)', () => {
  it('recognises the configured club-site host in any spelling', () => {
    expect(isClubSiteReferral(config.clubSiteHost)).toBe(true);
    expect(isClubSiteReferral(`https://${config.clubSiteHost.toUpperCase()}/teams`)).toBe(true);
    expect(isClubSiteReferral('elsewhere.example')).toBe(false);
    expect(isClubSiteReferral(null)).toBe(false);
  });

  it('sends the club-site event once, without a token, and keeps it for the checkout', async () => {
    storeToken({ access_token: 'secret-token', expires_in: 3600 });
    const params = new URLSearchParams({ refferedFrom: config.clubSiteHost });
    await captureReferral(params);
    await captureReferral(params);
    expect(api.received).toHaveLength(1);
    expect(api.received[0]).toMatchObject({ method: 'POST', path: '/api/v1/event' });
    expect(api.received[0]!.headers.authorization).toBeUndefined();
    expect(JSON.parse(api.received[0]!.body)).toEqual({ name: config.clubSiteHost });
    expect(getReferralEvent()).toEqual({ name: config.clubSiteHost });
  });

  it('ignores other referrers but keeps a coupon in session storage', async () => {
    await captureReferral(new URLSearchParams({ refferedFrom: 'other.example', coupon: 'SPRING25' }));
    expect(api.received).toHaveLength(0);
    expect(getReferralEvent()).toBeNull();
    expect(getCoupon()).toBe('SPRING25');
    expect(window.sessionStorage.getItem('coupon')).toBe('SPRING25');
  });

  it('keeps the event even when the server is down (the failure is only logged)', async () => {
    api.respond((_req, res) =>
      json(res, 503, { status: 503, error: 'x', code: 'http.unavailable', message: 'down', path: '/' }),
    );
    await captureReferral(new URLSearchParams({ refferedFrom: config.clubSiteHost }));
    expect(getReferralEvent()).toEqual({ name: config.clubSiteHost });
  });
});
