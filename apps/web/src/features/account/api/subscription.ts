import type {
  Payment,
  PaymentMethod,
  PaymentModel,
  PaymentModelSwitch,
  Player,
  Subscription,
} from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, isApiError } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';
import { SUBSCRIPTIONS_PATH, updateActiveSubscription } from '@/lib/queries/active-subscription';
import { RETRY_IDEMPOTENT } from '@/lib/query-client';

/** The saved card, or null when there is none (404). */
export async function fetchPaymentMethod(
  playerId: string,
  signal?: AbortSignal,
): Promise<PaymentMethod | null> {
  try {
    return await apiGet<PaymentMethod>('/v1/billing/payment-method', {
      query: { playerId },
      silent: true,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function paymentMethodQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ['billing', 'payment-method', playerId],
    queryFn: ({ signal }) => fetchPaymentMethod(playerId, signal),
  });
}

const subscriptionPath = (id: string) => `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(id)}`;

/** DELETE: cancelled at the end of the period (`availableTill`). Silent: the tab says what failed. */
export function cancelSubscription(id: string): Promise<Subscription> {
  return apiDelete<Subscription>(subscriptionPath(id), { query: { language: getLanguage() }, silent: true });
}

export function resumeSubscription(id: string): Promise<Subscription> {
  return apiPut<Subscription>(`${subscriptionPath(id)}/resume`, undefined, {
    query: { language: getLanguage() },
    silent: true,
  });
}

export interface EnableBillingInput {
  player: Pick<Player, 'id'>;
  subscription: Pick<Subscription, 'id'>;
  paymentModel: PaymentModel;
}

/** Bills the saved card (spec §4 "Continue-training modal"); a failure toasts the server's message. */
export function enableBilling({
  player,
  subscription,
  paymentModel,
}: EnableBillingInput): Promise<Subscription> {
  return apiPost<Subscription>(
    `${SUBSCRIPTIONS_PATH}/enable-billing`,
    { playerId: player.id, subscriptionId: subscription.id, paymentModel },
    { query: { language: getLanguage() } },
  );
}

/**
 * A mutation whose answer replaces the cached subscription; every other subscription read is
 * refreshed. Cancel and resume set a state, so they are retried (RETRY_IDEMPOTENT); enabling
 * billing charges a card and is not.
 */
function useSubscriptionMutation<TInput>(
  mutationFn: (input: TInput) => Promise<Subscription>,
  idempotent: boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...(idempotent ? RETRY_IDEMPOTENT : {}),
    onSuccess: (updated) => updateActiveSubscription(queryClient, updated),
  });
}

export function useCancelSubscription() {
  return useSubscriptionMutation(cancelSubscription, true);
}

export function useResumeSubscription() {
  return useSubscriptionMutation(resumeSubscription, true);
}

export function useEnableBilling() {
  return useSubscriptionMutation(enableBilling, false);
}

/** The player's payments with their receipt pages, newest first. */
export function paymentsQueryOptions(playerId: string, language: string) {
  return queryOptions({
    queryKey: ['billing', 'payments', playerId, language],
    queryFn: ({ signal }) =>
      apiGet<Payment[]>('/v1/billing/payments', { query: { playerId, language }, silent: true, signal }),
  });
}

/** Marks the return from the card page: `due` when a payment was due as it opened. */
export const CARD_RETURN_PARAM = 'card_return';

/**
 * Opens where the card is changed (Stripe's portal, or the sandbox's card page); back to /account,
 * which then says what changed (`overdue`: whether access comes back).
 */
export async function openCardPage(playerId: string, overdue = false): Promise<void> {
  const { url } = await apiPost<{ url: string }>('/v1/billing/portal-session', {
    playerId,
    returnURL: `/account?${CARD_RETURN_PARAM}=${overdue ? 'due' : 'saved'}`,
    language: getLanguage(),
  });
  window.location.assign(url);
}

/** What switching plan costs now (the proration), before confirming. */
export function previewPlanSwitch(id: string, paymentModel: PaymentModel): Promise<PaymentModelSwitch> {
  return apiPut<PaymentModelSwitch>(
    `${subscriptionPath(id)}/payment-model`,
    { paymentModel, confirm: false },
    { query: { language: getLanguage() } },
  );
}

async function switchPlan(input: { id: string; paymentModel: PaymentModel }): Promise<Subscription> {
  const answer = await apiPut<PaymentModelSwitch>(
    `${subscriptionPath(input.id)}/payment-model`,
    { paymentModel: input.paymentModel, confirm: true },
    { query: { language: getLanguage() } },
  );
  return answer.subscription;
}

export function useSwitchPlan() {
  return useSubscriptionMutation(switchPlan, false);
}
