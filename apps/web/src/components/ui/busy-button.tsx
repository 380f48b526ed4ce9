import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface BusyButtonProps extends ButtonProps {
  /** Its call is running: the button is disabled and shows a spinner before its label. */
  busy: boolean;
}

/** A button that waits for its own call (submit, confirm, pay): disabled with a spinner while busy. */
export function BusyButton({ busy, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button {...props} disabled={busy || disabled}>
      {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
