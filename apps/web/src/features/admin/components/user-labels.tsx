import type { User } from '@academy/contract';
import { useTranslation } from 'react-i18next';

const STATUS_VARIANT: Record<User['status'], string> = {
  ACTIVE: 'success',
  NON_VERIFIED: 'secondary',
  DISABLED: 'danger',
};

export function UserStatusBadge({ status }: { status: User['status'] }) {
  const { t } = useTranslation();
  return <span className={`badge text-bg-${STATUS_VARIANT[status]}`}>{t(`admin.status.${status}`)}</span>;
}

/** "ROLE_SUPER_ADMIN" → the translated role name; no role → "No role". */
export function useRoleLabel() {
  const { t } = useTranslation();
  return (authorities: readonly string[]) =>
    authorities.length
      ? authorities.map((role) => t(`admin.roles.${role.replace(/^ROLE_/, '')}`)).join(', ')
      : t('admin.roles.none');
}

export function formatPhone(phone: User['phoneNumber']): string {
  return phone ? `${phone.countryCode} ${phone.number}` : '–';
}
