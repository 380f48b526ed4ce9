import type { PaymentModel, PaymentModelSwitch, Subscription } from '@academy/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { CHECKOUT_RETURN_PARAM } from '@/lib/flows/checkout';
import { isPaymentModel } from '@academy/contract/constants';
import { SUBSCRIPTION_STATE_PARAM } from '@/lib/mobile-session';
import { activeSubscriptionQuery, ensureActiveSubscription } from '@/lib/queries/active-subscription';
import { playerQuery } from '@/lib/queries/player';
import { clearReferral } from '@/lib/flows/referral';
import { PAYMENT_MODEL_PARAM } from '@/lib/session-navigation';
import { showToast } from '@/lib/toast-store';
import { formatMoney } from '@/lib/format';
import type { User } from '@academy/contract';
import {
  CARD_RETURN_PARAM,
  openCardPage,
  paymentMethodQueryOptions,
  previewPlanSwitch,
  useCancelSubscription,
  useResumeSubscription,
  useSwitchPlan,
} from '../api/subscription';
import { CheckoutResult, type ReturnKind } from './checkout-result';
import { NoActiveSubscription, useDropParams } from './subscription-tab-parts';
import { ConfirmationModal } from './confirmation-modal';
import { ContinueTrainingModal } from './continue-training-modal';
import { PaymentsList } from './payments-list';
import { SubscriptionDetails } from './subscription-details';
import { type SubscriptionOutcome, SubscriptionStatusModal } from './subscription-status-modal';

export interface SubscriptionTabProps {
  user: User;
  /** Opened from the web app (true) or from the mobile app (false); decides where "go on" leads. */
  webView: boolean;
  /** `subscription_state` of the address after a checkout, for the status modal. */
  subscriptionState: SubscriptionOutcome | null;
}

/**
 * The SUBSCRIPTION tab of /account (spec §2, §4 "Subscription states in account settings"): for a
 * player the player, the saved card and the first ACTIVE subscription are read; the subscription
 * with its actions (cancel, resume, subscribe now) and the confirmation, continue-training and
 * status modals. `payment_model` in the address (the home page's plan choice) opens the
 * continue-training modal with that plan chosen.
 */
export function SubscriptionTab({ user, webView, subscriptionState }: SubscriptionTabProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, currency: string) => formatMoney({ amount, currency }, i18n.language);
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const dropParams = useDropParams();
  const isPlayer = user.authorities.includes('ROLE_PLAYER');

  const playerRead = useQuery({ ...playerQuery(user.id), enabled: isPlayer });
  const player = isPlayer ? playerRead.data : undefined;
  const subscriptionQuery = useQuery({
    ...activeSubscriptionQuery(user.id, i18n.language),
    enabled: !!player,
  });
  const paymentMethodQuery = useQuery({ ...paymentMethodQueryOptions(player?.id ?? ''), enabled: !!player });
  const subscription = player ? (subscriptionQuery.data ?? null) : null;

  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const switchPlan = useSwitchPlan();
  const [planSwitch, setPlanSwitch] = useState<PaymentModelSwitch | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [outcome, setOutcome] = useState<SubscriptionOutcome | null>(subscriptionState);
  const [continueWith, setContinueWith] = useState<{ preselected: PaymentModel | null } | null>(null);
  const [handOver] = useState(() => {
    const value = params.get(PAYMENT_MODEL_PARAM);
    return isPaymentModel(value) ? value : null;
  });
  const handedOver = useRef(false);
  // Back from the card checkout (one address, paid or not) or the card page: the tab says what happened.
  const [returned, setReturned] = useState<ReturnKind | null>(() => {
    if (params.get(CHECKOUT_RETURN_PARAM) === '1') return 'checkout';
    const card = params.get(CARD_RETURN_PARAM);
    if (card === 'due') return 'cardDue';
    return card === 'saved' ? 'card' : null;
  });
  useEffect(() => {
    if (returned) dropParams(CHECKOUT_RETURN_PARAM, CARD_RETURN_PARAM);
  }, [returned, dropParams]);

  // A paid checkout has used the coupon and the referral of this visit.
  useEffect(() => {
    if (subscriptionState === 'successful') clearReferral();
  }, [subscriptionState]);

  // The home page's plan choice: once the data is in, the continue-training modal opens with it.
  useEffect(() => {
    if (!handOver || handedOver.current || !player || subscriptionQuery.isPending) return;
    if (subscriptionQuery.isError) return;
    handedOver.current = true;
    dropParams(PAYMENT_MODEL_PARAM);
    const current = subscriptionQuery.data;
    if (current) {
      if (!current.billingEnabled && !current.yearlyPaidOff) setContinueWith({ preselected: handOver });
      return;
    }
    // None yet (e.g. the last one ended): the plan choice starts one, as the home page does.
    ensureActiveSubscription(queryClient, player, i18n.language).then(
      (started) => {
        if (!started.billingEnabled) setContinueWith({ preselected: handOver });
      },
      () => {
        // The API client has shown why.
      },
    );
  }, [
    handOver,
    player,
    subscriptionQuery.isPending,
    subscriptionQuery.isError,
    subscriptionQuery.data,
    queryClient,
    i18n.language,
    dropParams,
  ]);

  async function confirmCancel(target: Subscription) {
    try {
      await cancel.mutateAsync(target.id);
      showToast({ type: 'success', message: t('subscription.toast.cancelled') });
    } catch {
      showToast({ type: 'error', message: t('subscription.toast.cancelFailed') });
    } finally {
      setConfirmingCancel(false);
    }
  }

  async function resumeSubscription(target: Subscription) {
    try {
      await resume.mutateAsync(target.id);
      showToast({ type: 'success', message: t('subscription.toast.resumed') });
    } catch {
      showToast({ type: 'error', message: t('subscription.toast.resumeFailed') });
    }
  }

  async function changeCard(overdue: boolean) {
    if (!player) return;
    setLeaving(true);
    try {
      await openCardPage(player.id, overdue);
    } catch {
      // The API client has shown why.
      setLeaving(false);
    }
  }

  async function askPlanSwitch(target: Subscription, to: PaymentModel) {
    setPreviewing(true);
    try {
      setPlanSwitch(await previewPlanSwitch(target.id, to));
    } catch {
      // The API client has shown why.
    } finally {
      setPreviewing(false);
    }
  }

  async function confirmPlanSwitch(target: Subscription, to: PaymentModel) {
    try {
      await switchPlan.mutateAsync({ id: target.id, paymentModel: to });
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
      showToast({ type: 'success', message: t('subscription.toast.switched') });
    } catch {
      showToast({ type: 'error', message: t('subscription.toast.switchFailed') });
    } finally {
      setPlanSwitch(null);
    }
  }

  function closeStatus() {
    setOutcome(null);
    dropParams(SUBSCRIPTION_STATE_PARAM);
  }

  const statusModal = <SubscriptionStatusModal outcome={outcome} webView={webView} onClose={closeStatus} />;

  const loading =
    isPlayer &&
    (playerRead.isPending || (!!player && (subscriptionQuery.isPending || paymentMethodQuery.isPending)));
  if (loading) {
    return (
      <>
        <LoadingSpinner label={t('subscription.loading')} />
        {statusModal}
      </>
    );
  }

  if (!player || !subscription) {
    return (
      <>
        <NoActiveSubscription />
        {statusModal}
      </>
    );
  }

  return (
    <>
      {returned && (
        <CheckoutResult
          kind={returned}
          subscription={subscription}
          playerId={player.id}
          onDismiss={() => setReturned(null)}
        />
      )}
      <SubscriptionDetails
        subscription={subscription}
        paymentMethod={paymentMethodQuery.data ?? null}
        busy={cancel.isPending || resume.isPending || switchPlan.isPending || leaving || previewing}
        onSubscribe={() => setContinueWith({ preselected: null })}
        onCancel={() => setConfirmingCancel(true)}
        onResume={() => void resumeSubscription(subscription)}
        onChangeCard={() =>
          void changeCard(
            subscription.paymentStatus === 'PAST_DUE' || subscription.paymentStatus === 'UNPAID',
          )
        }
        onSwitchPlan={(to) => void askPlanSwitch(subscription, to)}
      />
      <PaymentsList playerId={player.id} />
      <ConfirmationModal
        show={planSwitch !== null}
        title={t(
          `subscription.switch.title.${planSwitch?.paymentModel === 'MONTHLY' ? 'monthly' : 'yearly'}`,
        )}
        question={
          planSwitch
            ? planSwitch.amountDueNow > 0
              ? t('subscription.switch.chargeNow', {
                  amount: money(planSwitch.amountDueNow, planSwitch.currency),
                  price: money(planSwitch.newPrice.amount, planSwitch.newPrice.currency),
                  credit: money(planSwitch.credit, planSwitch.currency),
                })
              : planSwitch.credit > 0
                ? t('firstWeek.switch.creditKept', {
                    price: money(planSwitch.newPrice.amount, planSwitch.newPrice.currency),
                    credit: money(planSwitch.credit, planSwitch.currency),
                  })
                : t('subscription.switch.noChargeNow', {
                    price: money(planSwitch.newPrice.amount, planSwitch.newPrice.currency),
                  })
            : ''
        }
        note={t('subscription.switch.note')}
        confirmVariant="primary"
        busy={switchPlan.isPending}
        onConfirm={() => planSwitch && void confirmPlanSwitch(subscription, planSwitch.paymentModel)}
        onCancel={() => setPlanSwitch(null)}
      />
      <ConfirmationModal
        show={confirmingCancel}
        title={t('subscription.confirm.cancelTitle')}
        question={t('subscription.confirm.cancelQuestion')}
        note={t('subscription.confirm.cancelNote')}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel(subscription)}
        onCancel={() => setConfirmingCancel(false)}
      />
      <ContinueTrainingModal
        show={continueWith !== null}
        player={player}
        subscription={subscription}
        paymentMethod={paymentMethodQuery.data ?? null}
        preselected={continueWith?.preselected ?? null}
        returnTo={webView ? 'web' : 'mobile'}
        onClose={() => setContinueWith(null)}
        onBillingEnabled={() => {
          setContinueWith(null);
          // The mobile app waits for its status modal; in the browser the tab says what happened.
          if (webView) setReturned('checkout');
          else setOutcome('successful');
        }}
      />
      {statusModal}
    </>
  );
}
