import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useSendFeedback } from '../api/coach';

const TEXT_MAX = 2000;

interface FeedbackFormProps {
  playerId: string;
  phases: readonly { trainingProgramBlockId: string; title: string }[];
}

/** The coach writes to the player, optionally about one phase; the player also gets it by mail. */
export function FeedbackForm({ playerId, phases }: FeedbackFormProps) {
  const { t } = useTranslation();
  const send = useSendFeedback(playerId);
  const [text, setText] = useState('');
  const [phase, setPhase] = useState('');
  const [empty, setEmpty] = useState(false);
  const textId = useId();
  const phaseId = useId();
  const errorId = useId();

  // A double click on Send sends once: the second click comes before the busy button re-renders.
  const sending = useRef(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    if (!text.trim()) {
      setEmpty(true);
      document.getElementById(textId)?.focus();
      return;
    }
    sending.current = true;
    send.mutate(
      { text: text.trim(), trainingProgramBlockId: phase || undefined },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: () => {
          setText('');
          setPhase('');
          showToast({ type: 'success', message: t('coach.feedback.sent') });
        },
      },
    );
  }

  const serverError =
    send.error &&
    (isApiError(send.error) && send.error.status === 403
      ? t('coach.feedback.notYourPlayer')
      : isApiError(send.error) && send.error.is('coach.phaseNotInProgram')
        ? t('coach.feedback.badPhase')
        : t('coach.feedback.failed'));

  return (
    <form onSubmit={submit} noValidate className="mb-4">
      <div className="mb-3">
        <label htmlFor={textId} className="form-label">
          {t('coach.feedback.textLabel')}
        </label>
        <textarea
          id={textId}
          className={`form-control${empty ? ' is-invalid' : ''}`}
          rows={4}
          maxLength={TEXT_MAX}
          value={text}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) setEmpty(false);
          }}
        />
        {empty && (
          <div id={errorId} className="invalid-feedback">
            {t('coach.feedback.empty')}
          </div>
        )}
        <div className="form-text">{t('coach.feedback.hint', { count: TEXT_MAX - text.length })}</div>
      </div>
      {phases.length > 0 && (
        <div className="mb-3">
          <label htmlFor={phaseId} className="form-label">
            {t('coach.feedback.phaseLabel')}
          </label>
          <select
            id={phaseId}
            className="form-select"
            value={phase}
            onChange={(e) => setPhase(e.target.value)}
          >
            <option value="">{t('coach.feedback.noPhase')}</option>
            {phases.map((p) => (
              <option key={p.trainingProgramBlockId} value={p.trainingProgramBlockId}>
                {p.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <BusyButton type="submit" variant="primary" busy={send.isPending}>
        {t('coach.feedback.send')}
      </BusyButton>
      {serverError && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {serverError}
        </div>
      )}
    </form>
  );
}
