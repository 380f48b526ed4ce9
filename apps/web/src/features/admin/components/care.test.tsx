import type { Payment } from '@academy/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { BillingPanel } from './billing-panel';
import { PaymentRefundForm } from './payment-refund';

const USER_ID = '1a2b3c4d-0000-4000-8000-000000000042';
const PAYMENT: Payment = {
  id: '9c1d2e3f-0000-4000-8000-000000000001',
  amount: 9900,
  currency: 'SEK',
  label: '99 kr',
  paidAt: '2026-04-01T10:00:00.000Z',
  description: 'U12 Development program · monthly plan',
  receiptUrl: 'http://academy.test/receipts/abcdefghijklmnopqrstuvwxyz012345',
  refunds: [{ amount: 1000, at: '2026-04-03T10:00:00.000Z', reason: 'Goodwill' }],
  refundedAmount: 1000,
};
const api = setupApiServer('/admin/users');

beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

describe('refunding a payment from the console', () => {
  it('offers what is left, sends the amount in öre with the reason, and shows a refusal on the amount', async () => {
    const user = userEvent.setup();
    let answer = 400;
    api.on(`POST /api/v1/admin/payments/${PAYMENT.id}/refund`, (_r, res) =>
      answer === 400
        ? json(res, 400, {
            status: 400,
            error: 'Bad Request',
            code: 'validation.failed',
            message: 'Validation failed',
            path: '/',
            errors: [
              {
                field: 'amount',
                code: 'care.refundTooLarge',
                message: 'More than is left to refund on this payment',
              },
            ],
          })
        : json(res, 200, { ...PAYMENT, refundedAmount: 3450 }),
    );
    let closed = false;
    renderWithClient(<PaymentRefundForm payment={PAYMENT} onDone={() => (closed = true)} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('SEK 89 can still be refunded');
    const amount = within(dialog).getByLabelText('Amount to refund (SEK)');
    expect(amount).toHaveValue('89');
    await user.clear(amount);
    await user.type(amount, '24,50');
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit trail)'), 'Missed sessions');
    await user.click(within(dialog).getByRole('button', { name: 'Refund to the card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'More than is left to refund on this payment',
    );
    expect(api.calls(`POST /api/v1/admin/payments/${PAYMENT.id}/refund`)[0]!.json).toEqual({
      amount: 2450,
      reason: 'Missed sessions',
    });
    answer = 200;
    await user.click(within(dialog).getByRole('button', { name: 'Refund to the card' }));
    await waitFor(() => expect(closed).toBe(true));
  });
});

describe('the billing panel', () => {
  it('asks for a reason and the days before extending, then says what changed', async () => {
    const user = userEvent.setup();
    api.on(`PUT /api/v1/admin/users/${USER_ID}/billing`, (_r, res) =>
      json(res, 200, {
        action: 'EXTEND',
        subscriptions: [
          {
            id: 's1',
            status: 'ACTIVE',
            availableTill: null,
            trialEndsAt: '2026-05-15T10:00:00.000Z',
            nextChargeAt: '2026-05-15T10:00:00.000Z',
            billingPaused: false,
          },
        ],
      }),
    );
    renderWithClient(<BillingPanel userId={USER_ID} />);
    await user.click(screen.getByRole('button', { name: 'Extend free period' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('The next charge moves on by the number of days.');
    const days = within(dialog).getByLabelText('Days to add to the free period');
    await user.clear(days);
    await user.type(days, '10');
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit trail)'), 'Injured');
    await user.click(within(dialog).getByRole('button', { name: 'Extend free period' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Free period extended');
    expect(status).toHaveTextContent('Next charge on 15 May 2026.');
    expect(api.calls(`PUT /api/v1/admin/users/${USER_ID}/billing`)[0]!.json).toEqual({
      action: 'EXTEND',
      days: 10,
      reason: 'Injured',
    });
  });

  it('says in words when the provider cannot be reached', async () => {
    const user = userEvent.setup();
    api.on(`PUT /api/v1/admin/users/${USER_ID}/billing`, (_r, res) =>
      json(res, 502, {
        status: 502,
        error: 'Bad Gateway',
        code: 'care.providerFailed',
        message: 'The card provider could not be reached; the change is saved here. Try again to finish it.',
        path: '/',
      }),
    );
    renderWithClient(<BillingPanel userId={USER_ID} />);
    await user.click(screen.getByRole('button', { name: 'Pause billing' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit trail)'), 'Hardship');
    await user.click(within(dialog).getByRole('button', { name: 'Pause billing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('the change is saved here');
  });
});
