import type { AuditEvent } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { AuditChange } from './audit-change';
import { ScrollTable } from '@/components/ui/scroll-table';

/** The action in words (`user.role` → "Role changed"); an action this version does not know as sent. */
export function useActionLabel() {
  const { t } = useTranslation();
  return (action: string) =>
    t(`staff.actions.${action}`, {
      defaultValue: t(`admin.audit.actions.${action}`, { defaultValue: action }),
    });
}

/** Who the event is about: a live user's address, "deleted user", or the kind of thing and its id. */
function Target({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  if (event.targetEmail) return <>{event.targetEmail}</>;
  if (event.targetDeleted) return <em>{t('staff.audit.deletedUser')}</em>;
  return (
    <>
      {t(`staff.targets.${event.targetType}`, { defaultValue: event.targetType })}{' '}
      <span className="text-body-secondary small">{event.targetId ?? ''}</span>
    </>
  );
}

/** The audit trail in words: who did what to whom, the changed fields side by side, the reason. */
export function AuditTable({ events, caption }: { events: AuditEvent[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const actionLabel = useActionLabel();
  if (events.length === 0) return <p role="status">{t('admin.audit.empty')}</p>;
  return (
    <ScrollTable label={caption}>
      <table className="table table-sm align-top">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.audit.at')}</th>
            <th scope="col">{t('admin.audit.actor')}</th>
            <th scope="col">{t('admin.audit.action')}</th>
            <th scope="col">{t('admin.audit.target')}</th>
            <th scope="col">{t('staff.audit.change')}</th>
            <th scope="col">{t('staff.audit.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className="text-nowrap">{formatDateTime(event.at, i18n.language)}</td>
              <td className="text-break">
                {event.actorEmail ??
                  (event.actorId ? t('staff.audit.deletedUser') : t('admin.audit.operator'))}
              </td>
              <td>{actionLabel(event.action)}</td>
              <td className="text-break">
                <Target event={event} />
              </td>
              <td>
                <AuditChange event={event} />
              </td>
              <td className="text-break">{event.reason ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
