import type { PaymentMethod, PaymentModel, Player, Subscription } from '@academy/contract';
import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { formatMoney } from '@/lib/format';
import { type CheckoutReturn, startCheckout } from '@/lib/flows/checkout';
import { PAYMENT_MODELS } from '@academy/contract/constants';
import { useEnableBilling } from '../api/subscription';
import { feeOf, formatCardBrand } from '../subscription-format';

interface ContinueTrainingModalProps {
  show: boolean;
  player: Pick<Player, 'id'>;
  subscription: Subscription;
  /** The saved card; null: the new-card checkout is the only way. */
  paymentMethod: PaymentMethod | null;
  /** A plan chosen before (the home page's hand-over); otherwise nothing is chosen yet. */
  preselected?: PaymentModel | null;
  /** Where the card checkout returns (mobile app or browser). */
  returnTo: CheckoutReturn;
  onClose: () => void;
  /** Billing was enabled on the saved card: the caller shows the success status. */
  onBillingEnabled: (subscription: Subscription) => void;
}

const PLAN_KEYS = { MONTHLY: 'monthly', YEARLY: 'yearly' } as const;

/**
 * Spec §2 "Subscription checkout / continue-training", §4: the payment model is chosen first; then
 * the saved card is billed (POST enable-billing), or the browser goes to the card checkout.
 */
export function ContinueTrainingModal({
  show,
  player,
  subscription,
  paymentMethod,
  preselected = null,
  returnTo,
  onClose,
  onBillingEnabled,
}: ContinueTrainingModalProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const [model, setModel] = useState<PaymentModel | null>(preselected);
  const [leaving, setLeaving] = useState(false);
  const enable = useEnableBilling();
  const busy = leaving || enable.isPending;
  const fees = subscription.trainingProgram.fees;

  // A new opening starts from the hand-over's plan (or none).
  useEffect(() => {
    if (show) setModel(preselected);
  }, [show, preselected]);

  function close() {
    if (busy) return;
    enable.reset();
    onClose();
  }

  async function payWithSavedCard() {
    if (!model) return;
    try {
      const updated = await enable.mutateAsync({ player, subscription, paymentModel: model });
      onBillingEnabled(updated);
    } catch {
      // The API client has shown the server's message; the visitor may try the new-card checkout.
    }
  }

  async function goToCheckout() {
    if (!model) return;
    setLeaving(true);
    try {
      await startCheckout({ subscription, paymentModel: model, returnTo });
    } catch {
      // The API client has shown why; the modal stays for another try.
      setLeaving(false);
    }
  }

  return (
    <Modal show={show} onHide={close} backdrop="static" centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('subscription.modal.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('subscription.continue.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('subscription.continue.intro', { program: subscription.trainingProgram.title })}</p>
        <fieldset aria-describedby={model ? undefined : hintId} disabled={busy}>
          <legend className="h6">{t('subscription.continue.legend')}</legend>
          {PAYMENT_MODELS.map((value) => {
            const fee = feeOf(fees, value);
            const key = PLAN_KEYS[value];
            const price = fee
              ? t(`subscription.continue.${key}Price`, { price: formatMoney(fee, i18n.language) })
              : null;
            return (
              <Form.Check
                key={value}
                type="radio"
                id={`continue-plan-${key}`}
                name="continue-plan"
                className="border rounded p-3 ps-5 mb-2"
                checked={model === value}
                disabled={!fee}
                onChange={() => setModel(value)}
                label={
                  <span className="d-flex flex-wrap justify-content-between gap-2">
                    <span className="fw-semibold">{t(`subscription.continue.${key}`)}</span>
                    {price && <span>{price}</span>}
                  </span>
                }
              />
            );
          })}
        </fieldset>
        {!model && (
          <p id={hintId} className="small text-body-secondary mb-0">
            {t('subscription.continue.chooseFirst')}
          </p>
        )}
        {paymentMethod && (
          <p className="mt-3 mb-0">
            <span className="fw-semibold">{t('subscription.continue.savedCard')}</span>{' '}
            {formatCardBrand(paymentMethod.brand)} <span aria-hidden="true">•••• </span>
            <span className="visually-hidden">{t('subscription.continue.cardEnding')} </span>
            {paymentMethod.lastFourDigits}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        {paymentMethod ? (
          <>
            <BusyButton
              variant="outline-primary"
              onClick={goToCheckout}
              busy={leaving}
              disabled={!model || busy}
            >
              {t('subscription.continue.newCard')}
            </BusyButton>
            <BusyButton
              variant="primary"
              onClick={payWithSavedCard}
              busy={enable.isPending}
              disabled={!model || busy}
            >
              {t('subscription.continue.payWithSavedCard')}
            </BusyButton>
          </>
        ) : (
          <BusyButton variant="primary" onClick={goToCheckout} busy={leaving} disabled={!model || busy}>
            {t('subscription.continue.toCheckout')}
          </BusyButton>
        )}
      </Modal.Footer>
    </Modal>
  );
}
