import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, setupApiServer } from '@/test/api-server';
import { resetToken, storeToken } from '../auth-store';
import { startPlayerCheckout } from './checkout';
import { i18n } from '../i18n';
import { queryClient } from '../query-client';

const player = { id: '1d9e3a6c-0000-4000-8000-000000000001', userId: 'u1', ageGroupId: 'U13' };
const program = {
  id: '2e9e3a6c-0000-4000-8000-000000000002',
  title: 'U13',
  ageGroupId: 'U13',
  status: 'PUBLIC',
  fees: [],
};
const subscription = {
  id: '3f9e3a6c-0000-4000-8000-000000000003',
  status: 'ACTIVE',
  startDate: '2026-11-01T00:00:00Z',
  availableTill: null,
  billingEnabled: false,
  yearlyPaidOff: false,
  paymentModel: null,
  playerTrainingProgramId: null,
  trainingProgram: { id: program.id, title: 'U13', fees: [] },
};

const api = setupApiServer('/onboarding/player-basic-info?payment_model=YEARLY');
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  queryClient.clear();
  storeToken({ access_token: 'tok', expires_in: 3600 });
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  api.on('GET /api/v1/training-program/age-group/U13', (_req, res) => json(res, 200, program));
  let started = false;
  api.on('POST /api/v1/player-training-program-subscription', (_req, res) => {
    started = true;
    json(res, 201, subscription);
  });
  api.on('GET /api/v1/player-training-program-subscription', (_req, res) =>
    json(res, 200, started ? [subscription] : []),
  );
  api.on('POST /api/v1/billing/checkout-session', (_req, res) =>
    json(res, 200, { sessionId: 'cs_1', url: '/sandbox/checkout/cs_1' }),
  );
});
afterEach(() => {
  assign.mockRestore();
  window.sessionStorage.clear();
});

/** The browser leaves for the provider's page: the hand-over never resolves, so wait for that. */
async function handOver(paymentModel: 'MONTHLY' | 'YEARLY') {
  void startPlayerCheckout(player, paymentModel, 'first-signin').catch(() => {});
  await waitFor(() => expect(assign).toHaveBeenCalled());
}

describe('startPlayerCheckout after onboarding (spec §4, onboarding sequence with payment_model)', () => {
  it('program of the age group → subscription → ACTIVE subscription → checkout session → provider page', async () => {
    await i18n.changeLanguage('sv');
    window.sessionStorage.setItem('coupon', 'CLUB10');
    await handOver('YEARLY');

    // The spec's four steps, in this order (a first look for an ACTIVE subscription may come before).
    const calls = api.received.map((r) => `${r.method} ${r.path}`);
    expect(calls.slice(-4)).toEqual([
      'GET /api/v1/training-program/age-group/U13',
      'POST /api/v1/player-training-program-subscription',
      'GET /api/v1/player-training-program-subscription',
      'POST /api/v1/billing/checkout-session',
    ]);
    const [programCall, startCall, listCall, sessionCall] = api.received.slice(-4);
    expect(programCall!.query.get('status')).toBe('PUBLIC');
    expect(JSON.parse(startCall!.body)).toEqual({
      playerId: player.id,
      trainingProgramId: program.id,
      coupon: null,
    });
    expect(Object.fromEntries(listCall!.query)).toEqual({ status: 'ACTIVE', language: 'sv' });
    const returnUrl = `${api.origin}/?is_user_first_signin=true`;
    expect(JSON.parse(sessionCall!.body)).toEqual({
      language: 'sv',
      subscriptionId: subscription.id,
      paymentModel: 'YEARLY',
      callBackCancelURL: returnUrl,
      callBackSuccessURL: returnUrl,
      coupon: 'CLUB10',
    });
    expect(assign).toHaveBeenCalledWith('/sandbox/checkout/cs_1');
  });

  it('sends no coupon when there is none', async () => {
    await handOver('MONTHLY');
    const body = JSON.parse(api.calls('POST /api/v1/billing/checkout-session')[0]!.body);
    expect(body).toMatchObject({ paymentModel: 'MONTHLY', language: 'en' });
    expect(body).not.toHaveProperty('coupon');
  });

  it('goes to sign-up with payment_model when nobody is signed in at checkout', async () => {
    api.on('GET /api/v1/player-training-program-subscription', (_req, res) => {
      resetToken();
      json(res, 200, [subscription]);
    });
    await handOver('MONTHLY');
    expect(api.calls('POST /api/v1/billing/checkout-session')).toHaveLength(0);
    expect(assign).toHaveBeenLastCalledWith('/auth/signup?payment_model=MONTHLY');
  });
});
