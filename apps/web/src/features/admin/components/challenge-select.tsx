import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminChallengesQueryOptions } from '../api/challenges';
import { useLocalized } from './program-labels';

/**
 * A skill challenge to choose (a phase's closing one, a session's own): the challenges by their title
 * in the console's language, "None", and a chosen one the list no longer has by its id.
 */
export function ChallengeSelect({
  id,
  name,
  label,
  value,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const challenges = useQuery(adminChallengesQueryOptions());
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label small mb-0">
        {label}
      </label>
      <select id={id} name={name} className="form-select form-select-sm" defaultValue={value ?? ''}>
        <option value="">{t('admin.words.noChallenge')}</option>
        {(challenges.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {localized(c.title)}
          </option>
        ))}
        {value && !challenges.data?.some((c) => c.id === value) && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
