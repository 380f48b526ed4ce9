import type { Challenge, ChallengeResult } from '@academy/contract';
import { type FormEvent, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { TierBadge } from '@/components/ui/tier-badge';
import { isApiError } from '@/lib/api-client';
import { formatValue, parseValue, valueProblem } from '../format';

/** The message for a failed save, in the player's language (a field's own message when there is one). */
function failureText(error: unknown, t: (key: string) => string): string {
  const field = isApiError(error) ? error.fieldErrors[0] : undefined;
  if (field) return field.message;
  return t(failureKey(error));
}

function failureKey(error: unknown): string {
  if (isApiError(error) && error.status === 402) return 'challenges.record.failed.unpaid';
  if (isApiError(error) && error.status === 429) return 'challenges.record.failed.tooMany';
  if (isApiError(error) && error.status === 400) return 'challenges.record.failed.invalid';
  if (isApiError(error) && error.status === 403) return 'challenges.record.failed.forbidden';
  return 'challenges.record.failed.other';
}

interface ResultFormProps {
  challenge: Pick<Challenge, 'unit' | 'maxValue'>;
  /** The entry (the timer's Use button fills it). */
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  error: unknown;
  /** The result just saved, shown with its tier. */
  saved: ChallengeResult | null;
  onSubmit: (value: number) => void;
}

/** The result of a try: checked here first (the server checks again), saved with a busy button. */
export function ResultForm({ challenge, value, onChange, busy, error, saved, onSubmit }: ResultFormProps) {
  const { t, i18n } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = valueProblem(value, challenge);
    setProblem(found);
    if (!found) onSubmit(parseValue(value));
  }

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group controlId={id} className="mb-3">
        <Form.Label>{t(`challenges.record.label.${challenge.unit}`)}</Form.Label>
        <Form.Control
          type="text"
          inputMode={challenge.unit === 'SECONDS' ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setProblem(null);
          }}
          isInvalid={!!problem}
          aria-invalid={!!problem}
          aria-describedby={problem ? errorId : hintId}
        />
        {problem ? (
          <Form.Control.Feedback id={errorId} type="invalid">
            {t(problem, { max: formatValue(challenge.maxValue, challenge.unit, t, i18n.language) })}
          </Form.Control.Feedback>
        ) : (
          <Form.Text id={hintId}>{t(`challenges.record.hint.${challenge.unit}`)}</Form.Text>
        )}
      </Form.Group>
      <BusyButton type="submit" busy={busy} size="lg" className="w-100">
        {t('challenges.record.save')}
      </BusyButton>
      {error && !busy ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {failureText(error, t)}
        </div>
      ) : null}
      {saved && !error && !busy ? (
        <div className="alert alert-success mt-3 mb-0" role="status">
          <p className="mb-1">
            {t('challenges.record.saved', {
              value: formatValue(saved.value, challenge.unit, t, i18n.language),
            })}{' '}
            <TierBadge tier={saved.tier} />
          </p>
          <p className="mb-0 fw-semibold">
            {saved.personalBest ? t('challenges.record.personalBest') : t('challenges.record.keepGoing')}
          </p>
        </div>
      ) : null}
    </Form>
  );
}
