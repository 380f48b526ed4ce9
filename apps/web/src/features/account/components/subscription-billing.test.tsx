import type { Payment, PaymentModelSwitch } from '@academy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { formatDate } from '@/lib/format';
import { createQueryClient } from '@/lib/query-client';
import { getToasts } from '@/lib/toast-store';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient, renderWithRouter, withQueryClient } from '@/test/render';
import { TEST_SUBSCRIPTION_ID, testSubscription } from '@/test/subscriptions';
import { testUser } from '@/test/users';
import { PaymentsList } from './payments-list';
import { SubscriptionDetails } from './subscription-details';
import { SubscriptionTab } from './subscription-tab';

/*
 * The parts of the subscription tab that answer "what am I paying?": price, free month,
 * next charge, the card, a failed payment, the receipts and the plan switch with its proration.
 */

const user = testUser();
const PLAYER = { id: '0b8f5f8e-54d7-4c1e-9a53-1f0f6a2b1100', userId: user.id, ageGroupId: 'U12' };
const VISA = { brand: 'visa', lastFourDigits: '4242' };
const date = (iso: string) => formatDate(iso, 'en');

const billedMonthly = testSubscription({
  billingEnabled: true,
  paymentModel: 'MONTHLY',
  paymentStatus: 'TRIAL',
  trialEndsAt: '2099-03-31T10:00:00.000Z',
  nextChargeAt: '2099-03-31T10:00:00.000Z',
});

const api = setupApiServer('/account');
beforeEach(() => {
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

function renderDetails(props: Partial<Parameters<typeof SubscriptionDetails>[0]> = {}) {
  const handlers = {
    onSubscribe: vi.fn(),
    onCancel: vi.fn(),
    onResume: vi.fn(),
    onChangeCard: vi.fn(),
    onSwitchPlan: vi.fn(),
  };
  renderWithClient(
    <SubscriptionDetails
      subscription={billedMonthly}
      paymentMethod={VISA}
      busy={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

/** The value next to a row title of the details. */
const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('subscription details: what am I paying?', () => {
  it('shows plan and price, the free month’s end, the next charge and the card with Change card', async () => {
    const handlers = renderDetails();
    expect(screen.getByRole('heading', { name: 'U12 Development program' })).toBeVisible();
    expect(row('Plan')).toHaveTextContent('Monthly · SEK 99 per month');
    expect(row('Free month ends')).toHaveTextContent(date('2099-03-31T10:00:00.000Z'));
    expect(row('Next charge')).toHaveTextContent(`SEK 99 on ${date('2099-03-31T10:00:00.000Z')}`);
    expect(row('Payment')).toHaveTextContent('Free month');
    expect(row('Card')).toHaveTextContent(/Visa\s*••••\s*ending in\s*4242/);
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Change card' }));
    expect(handlers.onChangeCard).toHaveBeenCalledOnce();
  });

  it('the AFRICA yearly plan states the SEK 99 really charged, never its “10 $” label', () => {
    renderDetails({
      subscription: testSubscription({
        billingEnabled: true,
        paymentModel: 'YEARLY',
        paymentStatus: 'PAID',
        trialEndsAt: '2026-01-31T10:00:00.000Z',
        nextChargeAt: '2099-01-31T10:00:00.000Z',
        trainingProgram: {
          ...billedMonthly.trainingProgram,
          fees: [
            { type: 'MONTHLY', amount: 900, currency: 'SEK', region: 'AFRICA', label: '1 $' },
            { type: 'YEARLY', amount: 9900, currency: 'SEK', region: 'AFRICA', label: '10 $' },
          ],
        },
      }),
    });
    expect(row('Plan')).toHaveTextContent('Yearly · SEK 99 per year');
    expect(row('Next charge')).toHaveTextContent(`SEK 99 on ${date('2099-01-31T10:00:00.000Z')}`);
    expect(row('Plan')).not.toHaveTextContent('$');
    expect(row('Payment')).toHaveTextContent('Paid');
    expect(screen.queryByText('Free month ends')).toBeNull();
    expect(screen.getByRole('button', { name: 'Switch to monthly' })).toBeVisible();
  });

  it('a failed renewal (PAST_DUE) says until when training stays open and offers Update card', async () => {
    const handlers = renderDetails({
      subscription: { ...billedMonthly, paymentStatus: 'PAST_DUE', graceEndsAt: '2099-04-07T10:00:00.000Z' },
    });
    expect(
      screen.getByText(
        `Your last payment did not go through. Training stays open until ${date('2099-04-07T10:00:00.000Z')}; update your card before then.`,
      ),
    ).toBeVisible();
    expect(row('Payment')).toHaveTextContent('Payment failed');
    // One way to fix the card while it is overdue, and no plan switch.
    expect(screen.queryByRole('button', { name: 'Change card' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update card' }));
    expect(handlers.onChangeCard).toHaveBeenCalledOnce();
  });

  it('unpaid after the grace period: training is paused until the card pays', () => {
    renderDetails({ subscription: { ...billedMonthly, paymentStatus: 'UNPAID' } });
    expect(screen.getByText(/Your subscription is unpaid, so training is paused/)).toBeVisible();
    expect(row('Payment')).toHaveTextContent('Unpaid');
    expect(screen.getByRole('button', { name: 'Update card' })).toBeEnabled();
  });

  it('a fee change given notice of: the fee paid now, the coming one with its date, and the charge that takes it', () => {
    const from = '2099-04-30T10:00:00.000Z';
    const coming = { type: 'MONTHLY' as const, amount: 11900, currency: 'SEK', label: '119 kr', from };
    renderDetails({ subscription: { ...billedMonthly, nextFees: [coming] } });
    expect(row('Plan')).toHaveTextContent('SEK 99');
    expect(row('Coming price')).toHaveTextContent(`SEK 119 from the renewal on ${date(from)}`);
    // The next charge is before the date: still SEK 99.
    expect(row('Next charge')).toHaveTextContent('SEK 99');
    cleanup();
    renderDetails({ subscription: { ...billedMonthly, nextChargeAt: from, nextFees: [coming] } });
    expect(row('Next charge')).toHaveTextContent('SEK 119');
  });

  it('while something is under way every action waits', () => {
    renderDetails({ busy: true });
    for (const name of ['Switch to yearly', 'Cancel subscription', 'Change card']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });
});

describe('payments and receipts', () => {
  const payments: Payment[] = [
    {
      id: 'p2',
      amount: 9900,
      currency: 'SEK',
      label: '99 kr',
      paidAt: '2026-05-01T08:00:00.000Z',
      description: 'U12 Development program · monthly, May 2026',
      receiptUrl: 'http://localhost/receipts/token-two',
      refunds: [],
      refundedAmount: 0,
    },
    {
      id: 'p1',
      amount: 9900,
      currency: 'SEK',
      label: '99 kr',
      paidAt: '2026-04-01T08:00:00.000Z',
      description: 'U12 Development program · monthly, April 2026',
      receiptUrl: 'http://localhost/receipts/token-one',
      refunds: [],
      refundedAmount: 0,
    },
  ];

  it('lists each payment with date, what it paid for, amount and a receipt link', async () => {
    api.on('GET /api/v1/billing/payments', (_r, res) => json(res, 200, payments));
    renderWithClient(<PaymentsList playerId={PLAYER.id} />);
    const section = screen.getByRole('region', { name: 'Payments and receipts' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      `${date(payments[0]!.paidAt)} · U12 Development program · monthly, May 2026`,
    );
    expect(items[0]).toHaveTextContent('SEK 99');
    const receipt = within(items[0]!).getByRole('link', {
      name: `Receipt of ${date(payments[0]!.paidAt)}, SEK 99`,
    });
    expect(receipt).toHaveAttribute('href', 'http://localhost/receipts/token-two');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(within(items[1]!).getByRole('link', { name: /Receipt of/ })).toHaveAttribute(
      'href',
      'http://localhost/receipts/token-one',
    );
    expect(api.calls('GET /api/v1/billing/payments')[0]!.query.get('playerId')).toBe(PLAYER.id);
  });

  it("downloads a year's receipts as a table to file", async () => {
    const older = {
      ...payments[1]!,
      id: 'p0',
      paidAt: '2025-12-01T08:00:00.000Z',
      receiptUrl: 'http://localhost/receipts/old',
      refunds: [],
      refundedAmount: 0,
    };
    api.on('GET /api/v1/billing/payments', (_r, res) => json(res, 200, [...payments, older]));
    let saved: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:receipts';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderWithClient(<PaymentsList playerId={PLAYER.id} />);
    const year = await screen.findByLabelText('Year');
    expect([...(year as HTMLSelectElement).options].map((o) => o.value)).toEqual(['2026', '2025']);
    await userEvent.click(screen.getByRole('button', { name: 'Download the receipts of 2026' }));
    const text = await saved!.text();
    const lines = text.replace('\ufeff', '').trim().split('\r\n');
    expect(lines[0]).toBe('Date,For,Amount (VAT included),Receipt');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('http://localhost/receipts/token-two');
    expect(text).not.toContain('receipts/old');
  });

  it('says when there is none yet, and when they cannot be read', async () => {
    api.on('GET /api/v1/billing/payments', (_r, res) => json(res, 200, []));
    const { unmount } = renderWithClient(<PaymentsList playerId={PLAYER.id} />);
    expect(await screen.findByText('No payments yet.')).toBeVisible();
    unmount();

    api.on('GET /api/v1/billing/payments', (_r, res) =>
      json(res, 403, {
        status: 403,
        error: 'Forbidden',
        code: 'http.forbidden',
        message: 'Forbidden',
        path: '/',
      }),
    );
    renderWithClient(<PaymentsList playerId={PLAYER.id} />);
    expect(await screen.findByText('Your payments could not be loaded at the moment.')).toBeVisible();
  });
});

describe('switching plan: the proration is shown before confirming', () => {
  let client = createQueryClient();
  afterEach(async () => {
    await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  });

  const PATH = `PUT /api/v1/player-training-program-subscription/${TEST_SUBSCRIPTION_ID}/payment-model`;
  const paid = { ...billedMonthly, paymentStatus: 'PAID' as const, trialEndsAt: '2026-01-31T10:00:00.000Z' };

  function answer(confirm: boolean): PaymentModelSwitch {
    return {
      paymentModel: 'YEARLY',
      amountDueNow: 94550,
      currency: 'SEK',
      label: '945.50 kr',
      credit: 4950,
      newPrice: { type: 'YEARLY', amount: 99500, currency: 'SEK', region: 'DEFAULT', label: '995 kr' },
      nextChargeAt: '2100-01-31T10:00:00.000Z',
      switched: confirm,
      subscription: confirm ? { ...paid, paymentModel: 'YEARLY' } : paid,
    };
  }

  beforeEach(() => {
    api.on(`GET /api/v1/player/user/${user.id}`, (_r, res) => json(res, 200, PLAYER));
    api.on('GET /api/v1/billing/payment-method', (_r, res) => json(res, 200, VISA));
    api.on('GET /api/v1/billing/payments', (_r, res) => json(res, 200, []));
    api.on('GET /api/v1/player-training-program-subscription', (_r, res) => json(res, 200, [paid]));
    api.on(PATH, (req, res) => json(res, 200, answer((req.json as { confirm: boolean }).confirm)));
  });

  function renderTab() {
    client = createQueryClient();
    renderWithRouter(
      withQueryClient(<SubscriptionTab user={user} webView subscriptionState={null} />, client),
      {
        path: '/account',
      },
    );
  }

  it('asks with what is charged now, the new price and the credit; No switches nothing', async () => {
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Switch to yearly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to the yearly plan?' });
    expect(dialog).toHaveTextContent(
      'SEK 945.50 is charged now: the new price of SEK 995 less SEK 49.50 for the unused part of your current period.',
    );
    expect(dialog).toHaveTextContent('Your card on file is used.');
    expect(api.calls(PATH).map((r) => r.json)).toEqual([{ paymentModel: 'YEARLY', confirm: false }]);

    await u.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(PATH)).toHaveLength(1);
  });

  it('yearly to monthly says what happens to the unused year, and Yes is not a red button', async () => {
    const yearly = { ...paid, paymentModel: 'YEARLY' as const };
    api.on('GET /api/v1/player-training-program-subscription', (_r, res) => json(res, 200, [yearly]));
    api.on(PATH, (req, res) =>
      json(res, 200, {
        ...answer((req.json as { confirm: boolean }).confirm),
        paymentModel: 'MONTHLY',
        amountDueNow: 0,
        label: '0 kr',
        credit: 80000,
        newPrice: { type: 'MONTHLY', amount: 9900, currency: 'SEK', region: 'DEFAULT', label: '99 kr' },
      }),
    );
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Switch to monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to the monthly plan?' });
    expect(dialog).toHaveTextContent(
      'Nothing is charged now. The unused part of your current period, SEK 800, is kept as credit: it pays your charges of SEK 99 until it is used up, and only then is your card charged.',
    );
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveClass('btn-primary');
    expect(within(dialog).getByRole('button', { name: 'Yes' })).not.toHaveClass('btn-danger');
    await u.click(within(dialog).getByRole('button', { name: 'No' }));
  });

  it('Yes switches and says so', async () => {
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Switch to yearly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to the yearly plan?' });
    await u.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Your plan has been switched.'));
    expect(api.calls(PATH).map((r) => r.json)).toEqual([
      { paymentModel: 'YEARLY', confirm: false },
      { paymentModel: 'YEARLY', confirm: true },
    ]);
  });

  it('in the free month nothing is charged now and the new price applies from the next charge', async () => {
    api.on(PATH, (req, res) =>
      json(res, 200, {
        ...answer((req.json as { confirm: boolean }).confirm),
        amountDueNow: 0,
        label: '0 kr',
        credit: 0,
      }),
    );
    api.on('GET /api/v1/player-training-program-subscription', (_r, res) => json(res, 200, [billedMonthly]));
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Switch to yearly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to the yearly plan?' });
    expect(dialog).toHaveTextContent('Nothing is charged now. From your next charge you pay SEK 995.');
    await u.click(within(dialog).getByRole('button', { name: 'No' }));
  });
});
