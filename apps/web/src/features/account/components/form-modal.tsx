import { type FormEventHandler, type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';

interface FormModalProps {
  show: boolean;
  title: string;
  /** ×, Escape and Cancel (both buttons wait while busy). */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  /** An error that belongs to no field (the form's root error), shown above the fields. */
  error?: { message?: string };
  children: ReactNode;
}

/** An account setting edited in a dialog (spec §2): title, the form's fields, Cancel and a submit button. */
export function FormModal({
  show,
  title,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  error,
  children,
}: FormModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} backdrop="static" centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel={t('account.modal.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <div className="alert alert-danger" role="alert">
              {error.message}
            </div>
          )}
          {children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
            {t('account.modal.cancel')}
          </Button>
          <BusyButton type="submit" variant="primary" busy={busy}>
            {submitLabel}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
