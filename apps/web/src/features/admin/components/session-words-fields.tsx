import { EQUIPMENT_KEYS, LANGUAGES, type UpdateAdminSession } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { readTranslations } from './translation-fields';

/** A list per language (steps, coaching points): one textarea per language, one item a line. */
export function ListFields({
  idPrefix,
  name,
  label,
  hint,
  values,
}: {
  idPrefix: string;
  name: string;
  label: string;
  hint: string;
  values: Record<string, string[]>;
}) {
  return (
    <fieldset className="mb-2" aria-describedby={`${idPrefix}-${name}-hint`}>
      <legend className="fs-6 fw-semibold mb-0">{label}</legend>
      <p id={`${idPrefix}-${name}-hint`} className="small text-body-secondary mb-1">
        {hint}
      </p>
      <div className="row g-2">
        {LANGUAGES.map((lang) => {
          const id = `${idPrefix}-${name}-${lang}`;
          return (
            <div key={lang} className="col-md-6">
              <label htmlFor={id} className="form-label small mb-0">
                {LANGUAGE_NAMES[lang]}
              </label>
              <textarea
                id={id}
                name={`${name}.${lang}`}
                lang={lang}
                rows={4}
                className="form-control form-control-sm"
                defaultValue={(values[lang] ?? []).join('\n')}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The equipment a session lists, as checkboxes with the names players read. */
export function EquipmentFields({ idPrefix, values }: { idPrefix: string; values: string[] }) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-2">
      <legend className="fs-6 fw-semibold mb-1">{t('admin.words.equipment')}</legend>
      <div className="d-flex flex-wrap gap-3">
        {EQUIPMENT_KEYS.map((key) => (
          <div key={key} className="form-check">
            <input
              id={`${idPrefix}-equipment-${key}`}
              className="form-check-input"
              type="checkbox"
              name="equipment"
              value={key}
              defaultChecked={values.includes(key)}
            />
            <label htmlFor={`${idPrefix}-equipment-${key}`} className="form-check-label small">
              {t(`admin.equipment.${key}`)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Each English step's timer in seconds (empty: no timer), one numeric field per step: the seconds are
 * data of their own, the step text need not state them.
 */
export function StepSecondsFields({
  idPrefix,
  count,
  values,
}: {
  idPrefix: string;
  /** How many English steps the form has now. */
  count: number;
  values: readonly (number | null)[];
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <fieldset className="mb-2" aria-describedby={`${idPrefix}-seconds-hint`}>
      <legend className="fs-6 fw-semibold mb-0">{t('admin.words.stepSeconds')}</legend>
      <p id={`${idPrefix}-seconds-hint`} className="small text-body-secondary mb-1">
        {t('admin.words.stepSecondsHint')}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step's field is its place in the list.
          <div key={i} style={{ width: '8rem' }}>
            <label htmlFor={`${idPrefix}-seconds-${i}`} className="form-label small mb-0">
              {t('admin.words.stepSecondsOf', { n: i + 1 })}
            </label>
            <input
              id={`${idPrefix}-seconds-${i}`}
              name="stepSeconds"
              type="number"
              inputMode="numeric"
              min={1}
              max={3600}
              step={1}
              defaultValue={values[i] ?? ''}
              className="form-control form-control-sm"
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The English steps the form has (its seconds fields follow their number). */
export function englishStepCount(form: HTMLFormElement): number {
  return lines(new FormData(form), 'steps', 'en').length;
}

const lines = (form: FormData, name: string, lang: string) =>
  String(form.get(`${name}.${lang}`) ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the session form says, as the body of `PUT …/sessions/{id}`. */
export function readSessionWords(form: FormData) {
  const list = (name: string) =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, lines(form, name, lang)])) as Record<
      (typeof LANGUAGES)[number],
      string[]
    >;
  const steps = list('steps');
  const seconds = form.getAll('stepSeconds');
  return {
    titles: readTranslations(form, 'title'),
    descriptions: readTranslations(form, 'description'),
    steps,
    // One per English step: a field left empty (or a step without its field yet) has no timer.
    stepSeconds: steps.en.map((_, i) => {
      const value = String(seconds[i] ?? '').trim();
      return value === '' ? null : Number(value);
    }),
    coachingPoints: list('points'),
    equipment: form.getAll('equipment').map(String) as NonNullable<UpdateAdminSession['equipment']>,
    durationMinutes: Number(form.get('duration')),
    challengeId: String(form.get('sessionChallenge') ?? '') || null,
  } satisfies UpdateAdminSession;
}
