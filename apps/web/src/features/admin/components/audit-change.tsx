import type { AuditEvent } from '@academy/contract';
import { useTranslation } from 'react-i18next';

/** A value of the trail in words: text as it is, lists joined, anything else compact JSON. */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
    return value.join(', ');
  return JSON.stringify(value);
}

const HIDDEN = new Set(['before', 'after', 'reason', 'identityCheck', 'note']);

/** The fields an event changed, before and after; for an event without them, what it recorded. */
export function changedFields(
  detail: AuditEvent['detail'],
): { field: string; before: unknown; after: unknown }[] {
  const asRecord = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  const before = asRecord(detail.before);
  const after = asRecord(detail.after);
  if (before || after) {
    const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    const changed = fields.filter((f) => JSON.stringify(before?.[f]) !== JSON.stringify(after?.[f]));
    return (changed.length ? changed : fields).map((field) => ({
      field,
      before: before?.[field],
      after: after?.[field],
    }));
  }
  return Object.entries(detail)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([field, value]) => ({ field, before: undefined, after: value }));
}

/** The changed fields side by side: field | before | after. */
export function AuditChange({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const rows = changedFields(event.detail);
  if (rows.length === 0) return <span className="text-body-secondary">–</span>;
  return (
    <table className="table table-sm table-borderless mb-0 small">
      <caption className="visually-hidden">{t('staff.audit.changes')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('staff.audit.field')}</th>
          <th scope="col">{t('staff.audit.before')}</th>
          <th scope="col">{t('staff.audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row" className="fw-normal text-body-secondary">
              {t(`staff.fields.${row.field}`, { defaultValue: row.field })}
            </th>
            <td className="text-break">{auditValue(row.before)}</td>
            <td className="text-break">{auditValue(row.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
