import type { PhaseStatus, SessionCompletion } from '@academy/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { PhaseStatusIcon } from './phase-status-icon';

const NOTE_MAX = 500;

/** The message for a failed Done or Undo, in the player's language. */
function failureMessage(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && error.status === 402) return t('program.session.subscriptionRequired');
  if (isApiError(error) && error.status === 409) return t('program.session.locked');
  return t('program.session.saveFailed');
}

interface SessionDoneFormProps {
  phaseStatus: PhaseStatus;
  completion: SessionCompletion | null;
  busy: boolean;
  error: unknown;
  onDone: (input: { rating?: number; note?: string; shareNote?: boolean }) => void;
  onUndo: () => void;
  /** A coach assigned the session: it opens whatever its phase (the server checks it). */
  assigned?: boolean;
}

/** Done with an optional 1–5 rating and note; once done, what was saved and an Undo (ACTIVE phase only). */
export function SessionDoneForm({
  phaseStatus,
  completion,
  busy,
  error,
  onDone,
  onUndo,
  assigned = false,
}: SessionDoneFormProps) {
  const { t, i18n } = useTranslation();
  const [rating, setRating] = useState<number | null>(null);
  const [note, setNote] = useState('');
  // Notes stay private unless the player ticks the box; coaches always see the rating.
  const [shareNote, setShareNote] = useState(false);
  const ratingId = useId();
  const noteId = useId();
  const shareId = useId();
  const errorText = error ? failureMessage(error, t) : null;
  const errorAlert = errorText && (
    <div className="alert alert-danger mt-3 mb-0" role="alert">
      {errorText}
    </div>
  );

  if (phaseStatus === 'INACTIVE' && !assigned) {
    return (
      <div className="alert alert-secondary d-flex gap-2 align-items-center mb-0">
        <PhaseStatusIcon status="INACTIVE" />
        <span>{t('program.session.lockedHint')}</span>
      </div>
    );
  }

  if (completion) {
    return (
      <div>
        <p className="alert alert-success d-flex flex-wrap gap-2 align-items-center mb-3" role="status">
          <PhaseStatusIcon status="COMPLETE" size={18} />
          <span>
            {t('program.session.doneOn', {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                new Date(completion.completedAt),
              ),
            })}
            {completion.rating !== null &&
              ` · ${t('program.session.yourRating', { rating: completion.rating })}`}
          </span>
        </p>
        {completion.note && <p className="fst-italic text-break">“{completion.note}”</p>}
        {phaseStatus === 'ACTIVE' && (
          <BusyButton variant="outline-secondary" busy={busy} onClick={onUndo}>
            {t('program.session.undo')}
          </BusyButton>
        )}
        {errorAlert}
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onDone({
      rating: rating ?? undefined,
      note: note.trim() || undefined,
      shareNote: note.trim() ? shareNote : undefined,
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{t('program.session.ratingLabel')}</legend>
        <div className="session-rating d-flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <span key={value}>
              <input
                type="radio"
                className="btn-check"
                name="rating"
                id={`${ratingId}-${value}`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              <label className="btn btn-outline-primary" htmlFor={`${ratingId}-${value}`}>
                <span aria-hidden="true">{value}</span>
                <span className="visually-hidden">{t('program.session.ratingValue', { rating: value })}</span>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <FormField
        id={noteId}
        className="mb-2"
        as="textarea"
        rows={2}
        maxLength={NOTE_MAX}
        label={t('program.session.noteLabel')}
        hint={t('program.session.noteHint', { count: NOTE_MAX - note.length })}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="mb-3">
        <div className="form-check">
          <input
            type="checkbox"
            className="form-check-input"
            id={shareId}
            checked={shareNote}
            onChange={(event) => setShareNote(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={shareId}>
            {t('program.session.shareNote')}
          </label>
        </div>
        <div className="form-text">{t('program.session.ratingShared')}</div>
      </div>
      <BusyButton type="submit" variant="primary" size="lg" busy={busy}>
        {t('program.session.done')}
      </BusyButton>
      {errorAlert}
    </form>
  );
}
