import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/auth-store';
import { i18n } from '@/lib/i18n';
import { json, setupApiServer } from '@/test/api-server';
import { renderWithClient } from '@/test/render';
import { testSubscription } from '@/test/subscriptions';
import { ContinueTrainingModal } from './continue-training-modal';

const PLAYER = { id: '0b8f5f8e-54d7-4c1e-9a53-1f0f6a2b1100' };
const subscription = testSubscription();

const api = setupApiServer('/account');
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  storeToken({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 3600 });
});

afterEach(() => vi.restoreAllMocks());

type Props = ComponentProps<typeof ContinueTrainingModal>;

function renderModal(props: Partial<Props> = {}, title = 'Continue training') {
  const onBillingEnabled = vi.fn();
  const onClose = vi.fn();
  renderWithClient(
    <ContinueTrainingModal
      show
      player={PLAYER}
      subscription={subscription}
      paymentMethod={null}
      returnTo="mobile"
      onClose={onClose}
      onBillingEnabled={onBillingEnabled}
      {...props}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: title }), onBillingEnabled, onClose };
}

describe('continue-training modal (spec §2, §4)', () => {
  it('offers both plans with the program fees; nothing goes on before a plan is chosen', async () => {
    const { dialog } = renderModal();
    const plans = within(dialog).getByRole('group', { name: 'Payment plan' });
    const monthly = within(plans).getByRole('radio', { name: /Monthly/ });
    const yearly = within(plans).getByRole('radio', { name: /Yearly/ });
    expect(monthly).not.toBeChecked();
    expect(yearly).not.toBeChecked();
    expect(monthly.closest('.form-check')).toHaveTextContent(/SEK 99 per month/);
    expect(yearly.closest('.form-check')).toHaveTextContent(/SEK 995 per year/);
    const go = within(dialog).getByRole('button', { name: 'Continue to card payment' });
    expect(go).toBeDisabled();
    expect(within(dialog).getByText('Choose a payment plan to continue.')).toBeVisible();

    await userEvent.click(yearly);
    expect(yearly).toBeChecked();
    expect(go).toBeEnabled();
    expect(api.received).toHaveLength(0);
  });

  it('formats the fees in the interface language', async () => {
    await i18n.changeLanguage('sv');
    const { dialog } = renderModal({}, 'Fortsätt träna');
    expect(
      within(dialog)
        .getByRole('radio', { name: /Månadsvis/ })
        .closest('.form-check'),
    ).toHaveTextContent(/99\skr per månad/);
    expect(
      within(dialog)
        .getByRole('radio', { name: /Årsvis/ })
        .closest('.form-check'),
    ).toHaveTextContent(/995\skr per år/);
  });

  it('without a saved card the chosen plan goes to the card checkout', async () => {
    api.on('POST /api/v1/billing/checkout-session', (_r, res) =>
      json(res, 200, { sessionId: 'cs_1', url: '/sandbox/checkout/cs_1' }),
    );
    const { dialog } = renderModal();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Monthly/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to card payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/cs_1'));
    const body = JSON.parse(api.calls('POST /api/v1/billing/checkout-session')[0]?.body ?? '');
    expect(body).toMatchObject({
      subscriptionId: subscription.id,
      paymentModel: 'MONTHLY',
      callBackSuccessURL: `${api.origin}/account?subscription_state=successful`,
      callBackCancelURL: `${api.origin}/account?subscription_state=unsuccessful`,
    });
    expect(within(dialog).getByRole('button', { name: 'Continue to card payment' })).toBeDisabled();
    expect(api.calls('POST /api/v1/player-training-program-subscription/enable-billing')).toHaveLength(0);
  });

  it('with a saved card shows it and bills it for the chosen plan', async () => {
    api.on('POST /api/v1/player-training-program-subscription/enable-billing', (_r, res) =>
      json(res, 200, { ...subscription, billingEnabled: true, paymentModel: 'YEARLY' }),
    );
    const { dialog, onBillingEnabled } = renderModal({
      paymentMethod: { brand: 'visa', lastFourDigits: '4242' },
      preselected: 'YEARLY',
    });
    expect(within(dialog).getByText(/Saved card:/).parentElement).toHaveTextContent(
      'Saved card: Visa •••• ending in 4242',
    );
    expect(within(dialog).getByRole('radio', { name: /Yearly/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Pay with a new card' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with saved card' }));
    await waitFor(() => expect(onBillingEnabled).toHaveBeenCalledTimes(1));
    expect(onBillingEnabled.mock.calls[0]?.[0]).toMatchObject({ billingEnabled: true });
    expect(
      JSON.parse(
        api.calls('POST /api/v1/player-training-program-subscription/enable-billing')[0]?.body ?? '',
      ),
    ).toEqual({ playerId: PLAYER.id, subscriptionId: subscription.id, paymentModel: 'YEARLY' });
    expect(assign).not.toHaveBeenCalled();
  });

  it("a refused card keeps the modal open with the server's message", async () => {
    api.on('POST /api/v1/player-training-program-subscription/enable-billing', (_r, res) =>
      json(res, 409, {
        status: 409,
        error: 'Conflict',
        code: 'subscription.noPaymentMethod',
        message: 'No saved card: use the card checkout',
        path: '/',
      }),
    );
    const { dialog, onBillingEnabled } = renderModal({
      paymentMethod: { brand: 'visa', lastFourDigits: '4242' },
      preselected: 'MONTHLY',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with saved card' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Pay with saved card' })).toBeEnabled(),
    );
    expect(onBillingEnabled).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Continue training' })).toBeVisible();
  });
});
