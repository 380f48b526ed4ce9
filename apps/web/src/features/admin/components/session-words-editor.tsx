import { type AdminSession, type Language, LANGUAGES, type TrainingSession } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { SessionBody } from '@/components/session/session-body';
import { ApiError } from '@/lib/api-error';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { type ChangeProgram, playerSessionsQueryOptions } from '../api/programs';
import {
  EquipmentFields,
  englishStepCount,
  ListFields,
  readSessionWords,
  StepSecondsFields,
} from './session-words-fields';
import { ChallengeSelect } from './challenge-select';
import { TranslationFields } from './translation-fields';

type Words = ReturnType<typeof readSessionWords>;

/** Why the server refused (the safety check names the reason in the field error's detail). */
function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { errors?: { field?: string; message?: string; detail?: string }[] } | null;
  const first = body?.errors?.[0];
  return first?.detail ?? (first ? `${first.field}: ${first.message}` : error.message);
}

/** The session as its player reads it, with the words in the form (not saved yet) in one language. */
function SessionWordsPreview({
  blockId,
  sessionId,
  words,
  language,
}: {
  blockId: string;
  sessionId: string;
  words: Words;
  language: Language;
}) {
  const { t } = useTranslation();
  const saved = useQuery(playerSessionsQueryOptions(blockId, language));
  const base = saved.data?.find((s) => s.id === sessionId);
  if (!base)
    return <p className="small">{saved.isError ? t('admin.words.loadFailed') : t('admin.words.loading')}</p>;
  const session: TrainingSession = {
    ...base,
    title: words.titles[language] || words.titles.en,
    description: words.descriptions[language] || words.descriptions.en,
    steps: words.steps[language].length ? words.steps[language] : words.steps.en,
    coachingPoints: words.coachingPoints[language].length
      ? words.coachingPoints[language]
      : words.coachingPoints.en,
    stepSeconds: words.stepSeconds,
    durationMinutes: words.durationMinutes || base.durationMinutes,
  };
  return (
    <div lang={language} className="border rounded p-3 bg-body-tertiary mt-2">
      <p className="h4">{session.title}</p>
      <SessionBody session={session} />
    </div>
  );
}

/**
 * Every word of a draft's session in four languages (title, description, steps, coaching points,
 * equipment, duration), a preview as the player sees it, and a save that says "Saved" only once the
 * server has it. Leaving with unsaved changes asks first.
 */
export function SessionWordsEditor({
  phaseId,
  session,
  busy,
  saved,
  change,
}: {
  phaseId: string;
  session: AdminSession;
  busy: boolean;
  /** The server confirmed this session's last save (kept by the phase: a save may give the session a new id). */
  saved: boolean;
  change: ChangeProgram;
}) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [dirty, setDirty] = useState(false);
  const [state, setState] = useState<'idle' | { failed: string }>('idle');
  const [preview, setPreview] = useState<{ language: Language; words: Words } | null>(null);
  const [stepCount, setStepCount] = useState(session.steps.en?.length ?? 0);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = readSessionWords(new FormData(event.currentTarget));
    setState('idle');
    change(
      { kind: 'session', blockId: phaseId, sessionId: session.id, body },
      {
        onSaved: () => setDirty(false),
        onFailed: (error) => setState({ failed: reasonOf(error) ?? t('admin.words.failed') }),
      },
    );
  }

  function showPreview(language: Language) {
    if (formRef.current) setPreview({ language, words: readSessionWords(new FormData(formRef.current)) });
  }

  return (
    <form
      ref={formRef}
      onSubmit={save}
      onChange={(event) => {
        setStepCount(englishStepCount(event.currentTarget));
        setDirty(true);
        setState('idle');
      }}
      aria-label={t('admin.words.form', { title: session.titles.en })}
    >
      <TranslationFields
        idPrefix={id}
        name="title"
        label={t('admin.programs.sessionTitle', { order: session.order })}
        values={session.titles}
      />
      <TranslationFields
        idPrefix={id}
        name="description"
        label={t('admin.words.description')}
        values={session.descriptions}
        multiline
      />
      <ListFields
        idPrefix={id}
        name="steps"
        label={t('admin.words.steps')}
        hint={t('admin.words.stepsHint')}
        values={session.steps}
      />
      <StepSecondsFields idPrefix={id} count={stepCount} values={session.stepSeconds} />
      <ListFields
        idPrefix={id}
        name="points"
        label={t('admin.words.coachingPoints')}
        hint={t('admin.words.pointsHint')}
        values={session.coachingPoints}
      />
      <EquipmentFields idPrefix={id} values={session.equipment} />
      <ChallengeSelect
        id={`${id}-challenge`}
        name="sessionChallenge"
        label={t('admin.words.sessionChallenge')}
        value={session.challengeId}
      />
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <label htmlFor={`${id}-duration`} className="form-label small mb-0">
            {t('admin.programs.duration')}
          </label>
          <input
            id={`${id}-duration`}
            name="duration"
            type="number"
            min={1}
            max={240}
            required
            defaultValue={session.durationMinutes}
            className="form-control form-control-sm"
          />
        </div>
        <BusyButton type="submit" size="sm" variant="primary" busy={busy}>
          {t('admin.programs.saveSession')}
        </BusyButton>
        <fieldset className="d-flex flex-wrap align-items-center gap-1">
          <legend className="visually-hidden">{t('admin.words.previewIn')}</legend>
          {LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => showPreview(l)}
            >
              {t('admin.words.preview', { language: LANGUAGE_NAMES[l] })}
            </button>
          ))}
        </fieldset>
        <span role="status" className="small">
          {dirty && <span className="text-warning-emphasis">{t('admin.words.unsaved')}</span>}
          {saved && !dirty && state === 'idle' && (
            <span className="text-success">{t('admin.words.saved')}</span>
          )}
        </span>
      </div>
      {typeof state === 'object' && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {t('admin.words.refused')} {state.failed}
        </div>
      )}
      {preview && (
        <section aria-label={t('admin.words.previewHeading', { language: LANGUAGE_NAMES[preview.language] })}>
          <div className="d-flex align-items-center gap-2 mt-2">
            <h5 className="h6 mb-0 me-auto">
              {t('admin.words.previewHeading', { language: LANGUAGE_NAMES[preview.language] })}
            </h5>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setPreview(null)}
            >
              {t('admin.words.closePreview')}
            </button>
          </div>
          <SessionWordsPreview
            blockId={phaseId}
            sessionId={session.id}
            words={preview.words}
            language={preview.language}
          />
        </section>
      )}
    </form>
  );
}
