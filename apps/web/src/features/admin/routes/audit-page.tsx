import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageIntro } from '@/components/ui/page-intro';
import { auditEventsQueryOptions } from '../api/overview';
import { adminsQueryOptions } from '../api/users';
import { AuditTable, useActionLabel } from '../components/audit-table';
import { Pager } from '../components/pager';
import { QueryState } from '@/components/ui/query-state';

const SIZE = 50;

/** The actions the filter offers: families first, then single actions. */
const ACTION_FILTERS = [
  'user',
  'user.role',
  'user.status',
  'user.twoFactorReset',
  'user.export',
  'admin',
  'admin.create',
  'admin.passwordSet',
  'support',
  'support.reply',
  'support.assign',
  'support.note',
  'program',
  'challenge',
  'player',
] as const;

/** The audit log, filtered on the server by who, what and whom (kept in the address), paged. */
export default function AuditPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const actionLabel = useActionLabel();
  const filters = {
    actorId: params.get('actorId') ?? '',
    action: params.get('action') ?? '',
    targetEmail: params.get('target') ?? '',
  };
  const page = Math.max(0, Number(params.get('page')) || 0);
  const admins = useQuery(adminsQueryOptions());
  const events = useQuery(auditEventsQueryOptions({ page, size: SIZE, ...filters }));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const [key, name] of [
      ['actorId', 'actorId'],
      ['action', 'action'],
      ['target', 'target'],
    ] as const) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next[key] = value;
    }
    setParams(next);
  }

  const label = (family: string) =>
    family.includes('.') ? actionLabel(family) : t(`staff.families.${family}`, { defaultValue: family });

  return (
    <>
      <PageIntro title={t('admin.audit.title')} purpose={t('admin.audit.purpose')} />
      <form className="row g-2 align-items-end mb-3" onSubmit={apply} aria-label={t('staff.audit.filters')}>
        <div className="col-sm-6 col-lg-3">
          <label htmlFor={`${id}-actor`} className="form-label">
            {t('admin.audit.actor')}
          </label>
          <select
            id={`${id}-actor`}
            name="actorId"
            className="form-select"
            defaultValue={filters.actorId}
            key={filters.actorId}
          >
            <option value="">{t('admin.users.any')}</option>
            {(admins.data ?? []).map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.email}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6 col-lg-3">
          <label htmlFor={`${id}-action`} className="form-label">
            {t('admin.audit.action')}
          </label>
          <select
            id={`${id}-action`}
            name="action"
            className="form-select"
            defaultValue={filters.action}
            key={filters.action}
          >
            <option value="">{t('admin.users.any')}</option>
            {ACTION_FILTERS.map((action) => (
              <option key={action} value={action}>
                {label(action)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-8 col-lg-4">
          <label htmlFor={`${id}-target`} className="form-label">
            {t('staff.audit.targetEmail')}
          </label>
          <input
            id={`${id}-target`}
            name="target"
            type="search"
            className="form-control"
            defaultValue={filters.targetEmail}
            key={filters.targetEmail}
          />
        </div>
        <div className="col-sm-4 col-lg-2">
          <button type="submit" className="btn btn-primary w-100">
            {t('staff.audit.apply')}
          </button>
        </div>
      </form>
      <QueryState query={events}>
        {(result) => (
          <>
            <AuditTable events={result.content} caption={t('admin.audit.title')} />
            <Pager
              label={t('admin.audit.pages')}
              page={page}
              size={SIZE}
              total={result.totalElements}
              onPage={(p) => setParams({ ...Object.fromEntries(params), page: String(p) })}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
