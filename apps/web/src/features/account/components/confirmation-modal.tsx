import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';

interface ConfirmationModalProps {
  show: boolean;
  title: string;
  /** Default: whether to delete the item (spec §2 "Confirmation"). */
  question?: string;
  /** An optional note below the question. */
  note?: string;
  /** The answer is being carried out: both buttons wait. */
  busy?: boolean;
  /** Red only for what takes something away (cancel, delete); a plan switch is not that. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §2 "Confirmation": Yes/No with an optional info note, on a static backdrop. */
export function ConfirmationModal({
  show,
  title,
  question,
  note,
  busy = false,
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmationModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const questionId = useId();
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      show={show}
      onHide={close}
      backdrop="static"
      centered
      aria-labelledby={titleId}
      aria-describedby={questionId}
    >
      <Modal.Header closeButton closeLabel={t('subscription.modal.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id={questionId} className={note ? 'mb-3' : 'mb-0'}>
          {question ?? t('subscription.confirm.defaultQuestion')}
        </p>
        {note && (
          <div className="alert alert-info mb-0 small" role="note">
            {note}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close} disabled={busy}>
          {t('subscription.confirm.no')}
        </Button>
        <BusyButton variant={confirmVariant} onClick={onConfirm} busy={busy}>
          {t('subscription.confirm.yes')}
        </BusyButton>
      </Modal.Footer>
    </Modal>
  );
}
