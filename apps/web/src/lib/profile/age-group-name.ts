import { useTranslation } from 'react-i18next';

/** An age group's name: "Under 13", "Senior" (in the interface language). */
export function useAgeGroupName() {
  const { t } = useTranslation();
  return (id: string) => {
    const under = /^U(\d+)$/.exec(id);
    if (under) return t('account.profile.ageGroups.under', { age: under[1] });
    return id === 'SENIOR' ? t('account.profile.ageGroups.SENIOR') : id;
  };
}
