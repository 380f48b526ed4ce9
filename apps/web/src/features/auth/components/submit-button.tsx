import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}

/** A form's submit button: disabled with a spinner while its call runs; `aria-busy` tells screen readers. */
export function SubmitButton({ busy, disabled, children, className = 'w-100' }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="primary"
      className={className}
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
