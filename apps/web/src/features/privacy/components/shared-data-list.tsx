import type { GuardianView } from '@academy/contract';
import { useTranslation } from 'react-i18next';

/** What the child shared, as a description list (the guardian's page). */
export function SharedDataList({ child }: { child: GuardianView['child'] }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('privacy.guardian.page.fields.name'), `${child.firstName} ${child.lastName}`.trim()],
    [t('privacy.guardian.page.fields.email'), child.email],
    [t('privacy.guardian.page.fields.phone'), child.phoneNumber],
    [t('privacy.guardian.page.fields.dateOfBirth'), child.dateOfBirth],
    [t('privacy.guardian.page.fields.gender'), t(`privacy.guardian.page.genders.${child.gender}`)],
    [t('privacy.guardian.page.fields.club'), child.clubName],
    [
      t('privacy.guardian.page.fields.position'),
      child.position ? t(`onboarding.positions.${child.position}`) : null,
    ],
    [t('privacy.guardian.page.fields.height'), `${child.heightCm} cm`],
    [t('privacy.guardian.page.fields.weight'), `${child.weightKg} kg`],
    [t('privacy.guardian.page.fields.nationality'), child.nationality],
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
