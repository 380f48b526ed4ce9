import type { AuditEvent } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** "before → after" of an event's detail, compact (values as JSON). */
function describeChange(detail: AuditEvent['detail']): string {
  const show = (v: unknown) => (v === undefined ? '' : JSON.stringify(v));
  const before = show(detail.before);
  const after = show(detail.after);
  if (before && after) return `${before} → ${after}`;
  return after || before || JSON.stringify(detail);
}

export function AuditTable({ events, caption }: { events: AuditEvent[]; caption: string }) {
  const { t, i18n } = useTranslation();
  if (events.length === 0) return <p>{t('admin.audit.empty')}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.audit.at')}</th>
            <th scope="col">{t('admin.audit.actor')}</th>
            <th scope="col">{t('admin.audit.action')}</th>
            <th scope="col">{t('admin.audit.target')}</th>
            <th scope="col">{t('admin.audit.change')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className="text-nowrap">{formatDateTime(event.at, i18n.language)}</td>
              <td className="text-break">{event.actorEmail ?? event.actorId ?? t('admin.audit.operator')}</td>
              <td>{t(`admin.audit.actions.${event.action}`, { defaultValue: event.action })}</td>
              <td className="text-break">
                {event.targetEmail ?? `${event.targetType} ${event.targetId ?? ''}`}
              </td>
              <td>
                <code className="text-break">{describeChange(event.detail)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
