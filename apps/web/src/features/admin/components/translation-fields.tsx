import { LANGUAGES } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/lib/i18n';

/**
 * One input per language (en required), named `<name>.<lang>`; read back with `readTranslations`.
 * Each input carries its own `lang`, so spelling and screen readers follow the language.
 */
export function TranslationFields({
  idPrefix,
  name,
  label,
  values,
  multiline = false,
}: {
  idPrefix: string;
  name: string;
  label: string;
  values: Record<string, string>;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-2">
      <legend className="fs-6 fw-semibold mb-1">{label}</legend>
      <div className="row g-2">
        {LANGUAGES.map((lang) => {
          const id = `${idPrefix}-${name}-${lang}`;
          const common = {
            id,
            name: `${name}.${lang}`,
            lang,
            defaultValue: values[lang] ?? '',
            required: lang === 'en' && !multiline,
            className: 'form-control form-control-sm',
          };
          return (
            <div key={lang} className="col-md-6">
              <label htmlFor={id} className="form-label small mb-0">
                {LANGUAGE_NAMES[lang]}
                {lang === 'en' && !multiline ? ` (${t('admin.programs.required')})` : ''}
              </label>
              {multiline ? (
                <textarea rows={2} maxLength={1000} {...common} />
              ) : (
                <input maxLength={120} {...common} />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function readTranslations(
  form: FormData,
  name: string,
): { en: string; sv?: string; fr?: string; pt?: string } {
  const get = (lang: string) => String(form.get(`${name}.${lang}`) ?? '').trim();
  return { en: get('en'), sv: get('sv'), fr: get('fr'), pt: get('pt') };
}
