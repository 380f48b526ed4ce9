import type { GuardianView } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useReadablePhone } from '@/lib/use-readable-phone';

/** "SE" → "Sverige" in the interface language (the code itself if the browser cannot name it). */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * What the child shared, as a description list (the guardian's page), written as people read it:
 * the phone grouped, the date in the interface language, the country by name, and the gender in
 * the words of the form the child filled in.
 */
export function SharedDataList({ child }: { child: GuardianView['child'] }) {
  const { t, i18n } = useTranslation();
  const phone = useReadablePhone(child.phoneNumber);
  const rows: [string, string | null][] = [
    [t('privacy.guardian.page.fields.name'), `${child.firstName} ${child.lastName}`.trim()],
    [t('privacy.guardian.page.fields.email'), child.email],
    [t('privacy.guardian.page.fields.phone'), phone],
    [t('privacy.guardian.page.fields.dateOfBirth'), formatDate(child.dateOfBirth, i18n.language)],
    [t('privacy.guardian.page.fields.gender'), t(`onboarding.genders.${child.gender}`)],
    [t('privacy.guardian.page.fields.club'), child.clubName],
    [
      t('privacy.guardian.page.fields.position'),
      child.position ? t(`onboarding.positions.${child.position}`) : null,
    ],
    [t('privacy.guardian.page.fields.height'), `${child.heightCm} cm`],
    [t('privacy.guardian.page.fields.weight'), `${child.weightKg} kg`],
    [t('privacy.guardian.page.fields.nationality'), countryName(child.nationality, i18n.language)],
    [t('privacy.guardian.page.fields.place'), [child.city, child.country].filter(Boolean).join(', ') || null],
  ];
  return (
    <dl className="row mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="col-12 d-sm-flex border-bottom py-2">
          <dt className="col-sm-4 fw-medium">{label}</dt>
          <dd className="col-sm-8 mb-0 text-break">{value ?? t('privacy.guardian.page.notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}
