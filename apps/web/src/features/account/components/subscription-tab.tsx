import type { PaymentModel, PaymentModelSwitch, Subscription } from '@academy/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatAmountLabel } from '@academy/contract/prices';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { isPaymentModel } from '@academy/contract/constants';
import { SUBSCRIPTION_STATE_PARAM } from '@/lib/mobile-session';
import { activeSubscriptionQuery, ensureActiveSubscription } from '@/lib/queries/active-subscription';
import { playerQuery } from '@/lib/queries/player';
import { clearReferral } from '@/lib/referral';
import { PAYMENT_MODEL_PARAM } from '@/lib/session-navigation';
import { showToast } from '@/lib/toast-store';
import type { User } from '@academy/contract';
import {
  openCardPage,
  paymentMethodQueryOptions,
  previewPlanSwitch,
  useCancelSubscription,
  useResumeSubscription,
  useSwitchPlan,
} from '../api/subscription';
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

function NoActiveSubscription() {
  const { t } = useTranslation();
  return (
    <Alert variant="info" className="mb-0">
      <h2 className="h6 alert-heading">{t('subscription.noActive.title')}</h2>
      <p className="mb-0">{t('subscription.noActive.text')}</p>
    </Alert>
  );
}

/** A checkout's outcome was shown: the address no longer carries it (a reload must not show it again). */
function useDropParams() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (...names: string[]) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of names) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
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

  async function changeCard() {
    if (!player) return;
    setLeaving(true);
    try {
      await openCardPage(player.id);
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
      <SubscriptionDetails
        subscription={subscription}
        paymentMethod={paymentMethodQuery.data ?? null}
        busy={cancel.isPending || resume.isPending || switchPlan.isPending || leaving || previewing}
        onSubscribe={() => setContinueWith({ preselected: null })}
        onCancel={() => setConfirmingCancel(true)}
        onResume={() => void resumeSubscription(subscription)}
        onChangeCard={() => void changeCard()}
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
                  amount: planSwitch.label,
                  price: planSwitch.newPrice.label,
                  credit: formatAmountLabel(planSwitch.credit, planSwitch.currency),
                })
              : t('subscription.switch.noChargeNow', { price: planSwitch.newPrice.label })
            : ''
        }
        note={t('subscription.switch.note')}
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
          setOutcome('successful');
        }}
      />
      {statusModal}
    </>
  );
}
