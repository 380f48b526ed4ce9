import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_DURATION_MS, type ToastType, useToasts } from '@/lib/toast-store';

const headerClass: Record<ToastType, string> = {
  success: 'bg-success-subtle text-success-emphasis',
  error: 'bg-danger-subtle text-danger-emphasis',
  info: 'bg-primary-subtle text-primary-emphasis',
};

/**
 * Renders the toasts of the toast store; each hides itself after 3 s (spec §9) or on its close
 * button. At the bottom, so a toast never covers the page's heading, and opaque, so the page does
 * not show through its text.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastContainer
      position="bottom-center"
      containerPosition="fixed"
      className="p-3"
      style={{ zIndex: 1090 }}
      aria-live="polite"
      aria-label={t('toast.region')}
      role="region"
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          onClose={() => dismissToast(toast.id)}
          delay={TOAST_DURATION_MS}
          autohide
          className="bg-body shadow"
          data-testid={`toast-${toast.type}`}
        >
          <Toast.Header className={headerClass[toast.type]} closeLabel={t('toast.close')}>
            <strong className="me-auto">{t(`toast.${toast.type}`)}</strong>
          </Toast.Header>
          <Toast.Body>{toast.message}</Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
