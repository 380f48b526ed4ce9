import {
  type AdminChallenge,
  LANGUAGES,
  type Language,
  thresholdsInOrder,
  type UpdateAdminChallenge,
} from '@academy/contract';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError } from '@/lib/api-client';
import { ScrollTable } from '@/components/ui/scroll-table';

type Marks = Record<'bronze' | 'silver' | 'gold', string>;
const TIERS = ['bronze', 'silver', 'gold'] as const;

interface Draft {
  title: Record<Language, string>;
  description: Record<Language, string>;
  steps: Record<Language, string>;
  marks: { ageGroupId: string; values: Marks }[];
}

function draftOf(challenge: AdminChallenge): Draft {
  const each = (f: (l: Language) => string) =>
    Object.fromEntries(LANGUAGES.map((l) => [l, f(l)])) as Record<Language, string>;
  return {
    title: each((l) => challenge.title[l]),
    description: each((l) => challenge.description[l]),
    steps: each((l) => challenge.steps[l].join('\n')),
    marks: challenge.thresholds.map((m) => ({
      ageGroupId: m.ageGroupId,
      values: { bronze: String(m.bronze), silver: String(m.silver), gold: String(m.gold) },
    })),
  };
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const numberOf = (text: string) => Number(text.trim().replace(',', '.'));

/** Every problem of the draft by field (i18n keys with their values), or the request body. */
function check(
  draft: Draft,
  challenge: AdminChallenge,
): { errors: Record<string, string>; body?: UpdateAdminChallenge } {
  const errors: Record<string, string> = {};
  for (const l of LANGUAGES) {
    if (!draft.title[l].trim()) errors[`title.${l}`] = 'challenges.console.errors.required';
    if (!draft.description[l].trim()) errors[`description.${l}`] = 'challenges.console.errors.required';
    const steps = linesOf(draft.steps[l]);
    if (steps.length < 1 || steps.length > 10) errors[`steps.${l}`] = 'challenges.console.errors.steps';
  }
  draft.marks.forEach((row, i) => {
    const values = TIERS.map((tier) => numberOf(row.values[tier]));
    TIERS.forEach((tier, k) => {
      const v = values[k]!;
      if (row.values[tier].trim() === '' || !Number.isFinite(v) || v < 0) {
        errors[`marks.${i}.${tier}`] = 'challenges.console.errors.number';
      } else if (v > challenge.maxValue) errors[`marks.${i}.${tier}`] = 'challenges.console.errors.max';
    });
    const [bronze, silver, gold] = values as [number, number, number];
    if (!errors[`marks.${i}.bronze`] && !errors[`marks.${i}.silver`] && !errors[`marks.${i}.gold`]) {
      if (!thresholdsInOrder(challenge.better, { bronze, silver, gold })) {
        errors[`marks.${i}.silver`] = `challenges.console.errors.order.${challenge.better}`;
      }
    }
  });
  if (Object.keys(errors).length > 0) return { errors };
  const each = <T,>(f: (l: Language) => T) =>
    Object.fromEntries(LANGUAGES.map((l) => [l, f(l)])) as Record<Language, T>;
  return {
    errors,
    body: {
      title: each((l) => draft.title[l].trim()),
      description: each((l) => draft.description[l].trim()),
      steps: each((l) => linesOf(draft.steps[l])),
      thresholds: draft.marks.map((row) => ({
        ageGroupId: row.ageGroupId,
        bronze: numberOf(row.values.bronze),
        silver: numberOf(row.values.silver),
        gold: numberOf(row.values.gold),
      })),
    },
  };
}

interface ChallengeEditorProps {
  challenge: AdminChallenge;
  busy: boolean;
  error: unknown;
  onSave: (body: UpdateAdminChallenge) => void;
  onCancel: () => void;
}

/** The texts in every language and the marks of every age group, checked before they are sent. */
export function ChallengeEditor({ challenge, busy, error, onSave, onCancel }: ChallengeEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(challenge));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const message = (field: string) =>
    errors[field] ? t(errors[field], { max: challenge.maxValue }) : undefined;
  const serverErrors = isApiError(error) ? error.fieldErrors : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = check(draft, challenge);
    setErrors(checked.errors);
    if (checked.body) onSave(checked.body);
  }

  const text = (kind: 'title' | 'description' | 'steps', language: Language) => {
    const field = `${kind}.${language}`;
    const inputId = `${id}-${kind}-${language}`;
    const label = t(
      `challenges.console.${kind === 'title' ? 'titleLabel' : kind === 'description' ? 'descriptionLabel' : 'stepsLabel'}`,
      {
        language: language.toUpperCase(),
      },
    );
    const control = {
      lang: language,
      value: draft[kind][language],
      isInvalid: !!errors[field],
      'aria-invalid': !!errors[field],
      'aria-describedby': errors[field] ? `${inputId}-error` : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setDraft({ ...draft, [kind]: { ...draft[kind], [language]: event.target.value } }),
    };
    return (
      <Form.Group key={field} controlId={inputId} className="mb-2">
        <Form.Label className="small mb-1">{label}</Form.Label>
        {kind === 'title' ? (
          <Form.Control {...control} />
        ) : (
          <Form.Control {...control} as="textarea" rows={kind === 'steps' ? 5 : 2} />
        )}
        <Form.Control.Feedback type="invalid" id={`${inputId}-error`}>
          {message(field)}
        </Form.Control.Feedback>
      </Form.Group>
    );
  };

  return (
    <Form noValidate onSubmit={submit} className="mt-3">
      <fieldset className="mb-3">
        <legend className="h6">{t('challenges.console.texts')}</legend>
        {LANGUAGES.map((language) => (
          <div key={language} className="mb-3">
            {text('title', language)}
            {text('description', language)}
            {text('steps', language)}
          </div>
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">{t('challenges.console.marks')}</legend>
        <p className="small">{t(`challenges.console.orderHint.${challenge.better}`)}</p>
        <ScrollTable label={t('challenges.console.marks')}>
          <table className="table table-sm align-top">
            <caption className="visually-hidden">{t('challenges.console.marks')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('challenges.console.ageGroup')}</th>
                {TIERS.map((tier) => (
                  <th key={tier} scope="col">
                    {t(`challenges.console.${tier}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {draft.marks.map((row, i) => (
                <tr key={row.ageGroupId}>
                  <th scope="row">{row.ageGroupId}</th>
                  {TIERS.map((tier) => {
                    const field = `marks.${i}.${tier}`;
                    const inputId = `${id}-${row.ageGroupId}-${tier}`;
                    return (
                      <td key={tier}>
                        <Form.Control
                          id={inputId}
                          size="sm"
                          inputMode="decimal"
                          className="challenge-mark-input"
                          aria-label={`${t(`challenges.console.${tier}`)} ${row.ageGroupId}`}
                          value={row.values[tier]}
                          isInvalid={!!errors[field]}
                          aria-invalid={!!errors[field]}
                          aria-describedby={errors[field] ? `${inputId}-error` : undefined}
                          onChange={(event) => {
                            const marks = draft.marks.map((m, k) =>
                              k === i ? { ...m, values: { ...m.values, [tier]: event.target.value } } : m,
                            );
                            setDraft({ ...draft, marks });
                          }}
                        />
                        <Form.Control.Feedback type="invalid" id={`${inputId}-error`}>
                          {message(field)}
                        </Form.Control.Feedback>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </fieldset>
      {error ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-0">{t('challenges.console.failed')}</p>
          {serverErrors.length > 0 && (
            <ul className="mb-0 mt-1">
              {serverErrors.map((e) => (
                <li key={`${e.field}-${e.message}`}>
                  {e.field}: {e.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <BusyButton type="submit" busy={busy}>
          {t('challenges.console.save')}
        </BusyButton>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('challenges.console.cancel')}
        </Button>
      </div>
    </Form>
  );
}
