import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { config } from '@/lib/config';
import { clearWebNavigation } from '@/lib/mobile-session';

export type SubscriptionOutcome = 'successful' | 'unsuccessful';

interface SubscriptionStatusModalProps {
  /** What to report; null hides the modal. */
  outcome: SubscriptionOutcome | null;
  /** Opened from the web app: going on leads home; otherwise to the external payment link. */
  webView: boolean;
  onClose: () => void;
}

function StatusIcon({ success }: { success: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="48" height="48" aria-hidden="true" focusable="false" fill="currentColor">
      {success ? (
        <path d="M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0zm-3.97-3.03a.75.75 0 0 0-1.08.02L7.48 9.42 5.4 7.33a.75.75 0 0 0-1.06 1.06l2.6 2.6a.75.75 0 0 0 1.08-.02l4.03-5a.75.75 0 0 0-.02-1z" />
      ) : (
        <path d="M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0zM5.35 4.29a.75.75 0 0 0-1.06 1.06L6.94 8l-2.65 2.65a.75.75 0 1 0 1.06 1.06L8 9.06l2.65 2.65a.75.75 0 1 0 1.06-1.06L9.06 8l2.65-2.65a.75.75 0 0 0-1.06-1.06L8 6.94z" />
      )}
    </svg>
  );
}

/**
 * Spec §2 "Subscription status", §4: after a checkout (`subscription_state`) or after billing was
 * enabled on the saved card. "Go to training": a web-view visitor goes home and the stored
 * navigation key is cleared; a visitor of the mobile app goes to the external payment link.
 */
export function SubscriptionStatusModal({ outcome, webView, onClose }: SubscriptionStatusModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const success = outcome !== 'unsuccessful';

  function goToTraining() {
    if (webView) {
      clearWebNavigation();
      onClose();
      navigate('/');
      return;
    }
    window.location.assign(success ? config.paymentSuccessfulUrl : config.paymentUnsuccessfulUrl);
  }

  return (
    <Modal
      show={outcome !== null}
      onHide={onClose}
      backdrop="static"
      centered
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <Modal.Header closeButton closeLabel={t('subscription.modal.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {success ? t('subscription.status.successTitle') : t('subscription.status.failureTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <div className={success ? 'text-success mb-3' : 'text-danger mb-3'}>
          <StatusIcon success={success} />
        </div>
        <p id={textId} className="mb-0">
          {success ? t('subscription.status.successText') : t('subscription.status.failureText')}
        </p>
      </Modal.Body>
      <Modal.Footer className="justify-content-center">
        {success && (
          <Button
            variant="outline-primary"
            onClick={() => {
              onClose();
              navigate('/program');
            }}
          >
            {t('nav.myProgram')}
          </Button>
        )}
        <Button variant="primary" onClick={goToTraining}>
          {t('subscription.status.goToTraining')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
