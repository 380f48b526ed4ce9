import { type Language, LANGUAGES } from '@academy/contract';
import type { AdminProgram } from '@academy/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { useLocalized } from './program-labels';

/** The program as a player would read it, in a chosen language (missing texts fall back to English). */
export function ProgramPreview({ program }: { program: AdminProgram }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [language, setLanguage] = useState<Language>(
    (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en',
  );
  const localized = useLocalized();
  return (
    <section className="card mb-3" aria-labelledby={`${id}-heading`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
          <h2 id={`${id}-heading`} className="h5 me-auto mb-0">
            {t('admin.programs.preview')}
          </h2>
          <label htmlFor={`${id}-lang`} className="form-label mb-0">
            {t('admin.user.language')}
          </label>
          <select
            id={`${id}-lang`}
            className="form-select form-select-sm w-auto"
            value={language}
            onChange={(e) => setLanguage(e.target.value as Language)}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <div lang={language} className="border rounded p-3 bg-body-tertiary">
          <p className="h4">{localized(program.titles, language)}</p>
          <ol>
            {program.blocks.map((phase) => (
              <li key={phase.id} className="mb-2">
                <strong>{localized(phase.titles, language)}</strong>
                {localized(phase.descriptions, language) && (
                  <span className="d-block small">{localized(phase.descriptions, language)}</span>
                )}
                <ul className="small">
                  {phase.sessions.map((s) => (
                    <li key={s.id}>
                      {localized(s.titles, language)} · {s.durationMinutes} min
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
