import type { Subscription } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { summarizeSubscription } from '@/lib/flows/subscription-summary';
import { formatMoney } from '@/lib/format';
import { paymentsQueryOptions } from '../api/subscription';

/** Back from: the card checkout, the card page, or the card page while a payment was due. */
export type ReturnKind = 'checkout' | 'card' | 'cardDue';

interface CheckoutResultProps {
  kind?: ReturnKind;
  subscription: Subscription;
  playerId: string;
  onDismiss: () => void;
}

/**
 * Back from the card checkout (or after paying with the saved card): what happened, read from the
 * subscription itself, since the checkout returns to one address paid or not. A free month says
 * until when it is free and when the first charge comes; a charge names the amount with its
 * receipt; no billing says plainly that nothing was started or charged.
 */
export function CheckoutResult({
  kind = 'checkout',
  subscription,
  playerId,
  onDismiss,
}: CheckoutResultProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summary = summarizeSubscription(subscription, t, i18n.language);
  const charged = summary.situation === 'paid';
  // Paid what was due on the card page: access is back, and that is the news.
  const restored = kind === 'cardDue' && !summary.needsAction;
  const payments = useQuery({ ...paymentsQueryOptions(playerId, i18n.language), enabled: charged });
  const receipt = charged && kind !== 'card' ? payments.data?.[0] : undefined;
  const started = summary.situation !== 'notStarted';
  let title = started ? summary.title : t('firstWeek.checkout.nothingTitle');
  if (restored) title = t('firstWeek.card.restoredTitle');
  else if (kind === 'card' && !summary.needsAction) title = t('firstWeek.card.savedTitle');

  // The result is the news of this page: focus moves to it so a screen reader reads it first.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Alert
      variant={summary.needsAction ? 'warning' : started ? 'success' : 'info'}
      className="mb-3"
      aria-labelledby={headingId}
      role="region"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="h5 alert-heading">
        {title}
      </h2>
      <p className="mb-2">{started ? summary.text : t('firstWeek.checkout.nothingText')}</p>
      {receipt && (
        <p className="mb-2">
          {t('firstWeek.checkout.charged', { amount: formatMoney(receipt, i18n.language) })}{' '}
          <a href={receipt.receiptUrl} target="_blank" rel="noopener">
            {t('firstWeek.checkout.receipt')}
          </a>
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        {started && !summary.needsAction && (
          <Link className="btn btn-primary" to="/program">
            {t('firstWeek.checkout.toTraining')}
          </Link>
        )}
        <Button variant="outline-dark" onClick={onDismiss}>
          {t('firstWeek.checkout.dismiss')}
        </Button>
      </div>
    </Alert>
  );
}
