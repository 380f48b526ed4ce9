import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the list the pager moves through (several pagers on one page). */
  label: string;
}

/** Previous/next with "21–40 of 75"; announced politely when the page changes. */
export function Pager({ page, size, total, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  if (total <= size && page === 0) return null;
  const first = total === 0 ? 0 : page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  return (
    <nav aria-label={label} className="d-flex align-items-center gap-2 my-3">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('admin.pager.previous')}
      </button>
      <span aria-live="polite">{t('admin.pager.range', { first, last, total })}</span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={last >= total}
        onClick={() => onPage(page + 1)}
      >
        {t('admin.pager.next')}
      </button>
    </nav>
  );
}
