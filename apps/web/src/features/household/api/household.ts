import type {
  AddChildInput,
  ChildLoginInput,
  Consent,
  ConsentScope,
  Feedback,
  Household,
  HouseholdChild,
  LinkRequest,
  Subscription,
  TrainingProgram,
  TrainingProgress,
} from '@academy/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

/** Every cached household read starts with this key. */
export const HOUSEHOLD_KEY = ['household'] as const;

export function householdQueryOptions() {
  return queryOptions({
    queryKey: [...HOUSEHOLD_KEY, 'home'],
    queryFn: ({ signal }) => apiGet<Household>('/v1/household', { signal }),
  });
}

export function linkRequestsQueryOptions() {
  return queryOptions({
    queryKey: [...HOUSEHOLD_KEY, 'link-requests'],
    queryFn: ({ signal }) => apiGet<LinkRequest[]>('/v1/household/link-requests', { signal }),
  });
}

export function consentsQueryOptions() {
  return queryOptions({
    queryKey: [...HOUSEHOLD_KEY, 'consents'],
    queryFn: ({ signal }) => apiGet<Consent[]>('/v1/household/consents', { signal }),
  });
}

/** A child's ACTIVE subscription (every guardian reads it), or null. */
export function childSubscriptionQueryOptions(playerId: string, language: string) {
  return queryOptions({
    queryKey: [...HOUSEHOLD_KEY, 'subscription', playerId, language],
    queryFn: async ({ signal }) => {
      const list = await apiGet<Subscription[]>('/v1/player-training-program-subscription', {
        query: { playerId, status: 'ACTIVE', language },
        signal,
      });
      return list[0] ?? null;
    },
  });
}

export function childProgressQueryOptions(playerTrainingProgramId: string, language: string) {
  return queryOptions({
    queryKey: [...HOUSEHOLD_KEY, 'progress', playerTrainingProgramId, language],
    queryFn: ({ signal }) =>
      apiGet<TrainingProgress>(
        `/v1/training-program/player-training-program/${encodeURIComponent(playerTrainingProgramId)}/progress`,
        { query: { language }, signal },
      ),
  });
}

export function childFeedbackQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: [...HOUSEHOLD_KEY, 'feedback', playerId],
    queryFn: ({ signal }) =>
      apiGet<Feedback[]>(`/v1/player/${encodeURIComponent(playerId)}/feedback`, { signal }),
  });
}

/** The child's age group program (for its price and plan). */
export function childProgramQueryOptions(ageGroupId: string, language: string) {
  return queryOptions({
    queryKey: [...HOUSEHOLD_KEY, 'program', ageGroupId, language],
    queryFn: ({ signal }) =>
      apiGet<TrainingProgram>(`/v1/training-program/age-group/${encodeURIComponent(ageGroupId)}`, {
        query: { status: 'PUBLIC', language },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

function useHouseholdMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: HOUSEHOLD_KEY }),
  });
}

export const addChild = (body: AddChildInput) => apiPost<HouseholdChild>('/v1/household/children', body);

export function useSetChildLogin() {
  return useHouseholdMutation(({ playerId, ...body }: ChildLoginInput & { playerId: string }) =>
    apiPut<HouseholdChild>(`/v1/household/children/${encodeURIComponent(playerId)}/login`, body),
  );
}

export function useInvite() {
  return useHouseholdMutation((body: { email: string; language: string }) =>
    apiPost<{ email: string; expiresAt: string }>('/v1/household/invitations', body),
  );
}

/** The payer hands a child of 16 or more their own login: a link to set a password, mailed to them. */
export function useHandover() {
  return useHouseholdMutation(
    ({ playerId, ...body }: { playerId: string; email: string; language: string }) =>
      apiPost<{ email: string; expiresAt: string }>(
        `/v1/household/children/${encodeURIComponent(playerId)}/handover`,
        body,
      ),
  );
}

export function useDecideLink() {
  return useHouseholdMutation(({ id, action }: { id: string; action: 'approve' | 'decline' }) =>
    apiPost<LinkRequest>(`/v1/household/link-requests/${encodeURIComponent(id)}/${action}`),
  );
}

export function useGrantConsent() {
  return useHouseholdMutation((body: { playerId: string; scopes: ConsentScope[] }) =>
    apiPost<Consent>('/v1/household/consents', body),
  );
}

export function useRevokeConsent() {
  return useHouseholdMutation((id: string) =>
    apiDelete<Consent>(`/v1/household/consents/${encodeURIComponent(id)}`),
  );
}

export function useChangePayer() {
  return useHouseholdMutation(({ playerId, userId }: { playerId: string; userId: string }) =>
    apiPut<HouseholdChild>(`/v1/household/children/${encodeURIComponent(playerId)}/payer`, { userId }),
  );
}

export const acceptInvitation = (token: string) =>
  apiPost<Household>(`/v1/household/invitations/${encodeURIComponent(token)}/accept`);

/**
 * The payer subscribes the child (the existing call with the child's playerId; an ACTIVE one is
 * answered as is) and opens the checkout; the provider sends the browser back to /household.
 */
export async function subscribeAndCheckout(input: {
  playerId: string;
  trainingProgramId: string;
  paymentModel: 'MONTHLY' | 'YEARLY';
  language: string;
}): Promise<string> {
  const subscription = await apiPost<Subscription>('/v1/player-training-program-subscription', {
    playerId: input.playerId,
    trainingProgramId: input.trainingProgramId,
    coupon: null,
  });
  const back = new URL('/household', window.location.origin).href;
  const session = await apiPost<{ sessionId: string; url: string }>('/v1/billing/checkout-session', {
    language: input.language,
    subscriptionId: subscription.id,
    paymentModel: input.paymentModel,
    callBackSuccessURL: back,
    callBackCancelURL: back,
  });
  return session.url;
}
