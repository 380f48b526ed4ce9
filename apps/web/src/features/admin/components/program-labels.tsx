import type { ProgramStatus } from '@academy/contract';
import { useTranslation } from 'react-i18next';

const VARIANT: Record<ProgramStatus, string> = { PUBLIC: 'success', DRAFT: 'warning', ARCHIVED: 'secondary' };

export function ProgramStatusBadge({ status }: { status: ProgramStatus }) {
  const { t } = useTranslation();
  return <span className={`badge text-bg-${VARIANT[status]}`}>{t(`admin.programs.status.${status}`)}</span>;
}

/** The text in the interface language, else English. */
export function useLocalized() {
  const { i18n } = useTranslation();
  return (texts: Record<string, string>, language = i18n.language) => texts[language] || texts.en || '';
}
