import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageIntro } from '@/components/ui/page-intro';
import { useUserState } from '@/lib/user-store';
import { type InboxStatus, SUPPORT_PAGE_SIZE, supportMessagesQueryOptions } from '../api/support';
import { adminsQueryOptions } from '../api/users';
import { Pager } from '../components/pager';
import { QueryState } from '@/components/ui/query-state';
import { SupportMessageCard } from '../components/support-message-card';

const TABS: InboxStatus[] = ['OPEN', 'ANSWERED', 'ALL'];

/** The team's inbox: tabs by status, search by words or reference and by assignee (in the address). */
export default function SupportInboxPage() {
  const { t } = useTranslation();
  const id = useId();
  const { user: me } = useUserState();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: InboxStatus = raw === 'ANSWERED' || raw === 'ALL' ? raw : 'OPEN';
  const query = params.get('query') ?? '';
  const assigneeId = params.get('assignee') ?? '';
  const page = Math.max(0, Number(params.get('page')) || 0);
  const admins = useQuery(adminsQueryOptions());
  const messages = useQuery(supportMessagesQueryOptions({ status, page, query, assigneeId }));

  const go = (next: { status?: InboxStatus; query?: string; assignee?: string; page?: number }) => {
    const merged = { status, query, assignee: assigneeId, page: 0, ...next };
    const search: Record<string, string> = { status: merged.status };
    if (merged.query) search.query = merged.query;
    if (merged.assignee) search.assignee = merged.assignee;
    if (merged.page) search.page = String(merged.page);
    setParams(search);
  };

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    go({ query: String(form.get('query') ?? '').trim(), assignee: String(form.get('assignee') ?? '') });
  }

  const filtered = !!(query || assigneeId);
  return (
    <>
      <PageIntro title={t('admin.support.title')} purpose={t('admin.support.purpose')} />
      <nav aria-label={t('admin.support.lists')}>
        <ul className="nav nav-tabs mb-3">
          {TABS.map((tab) => (
            <li key={tab} className="nav-item">
              <button
                type="button"
                className={`nav-link${tab === status ? ' active' : ''}`}
                aria-current={tab === status ? 'page' : undefined}
                onClick={() => go({ status: tab })}
              >
                {t(`staff.support.tabs.${tab}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <form className="row g-2 align-items-end mb-3" aria-label={t('staff.support.search')} onSubmit={search}>
        <div className="col-md-6">
          <label htmlFor={`${id}-query`} className="form-label">
            {t('staff.support.query')}
          </label>
          <input
            id={`${id}-query`}
            name="query"
            type="search"
            className="form-control"
            defaultValue={query}
            key={query}
          />
        </div>
        <div className="col-sm-8 col-md-4">
          <label htmlFor={`${id}-assignee`} className="form-label">
            {t('staff.support.assignee')}
          </label>
          <select
            id={`${id}-assignee`}
            name="assignee"
            className="form-select"
            defaultValue={assigneeId}
            key={assigneeId}
          >
            <option value="">{t('admin.users.any')}</option>
            {me && <option value={me.id}>{t('staff.support.me')}</option>}
            <option value="NONE">{t('staff.support.nobody')}</option>
            {(admins.data ?? [])
              .filter((admin) => admin.id !== me?.id)
              .map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.email}
                </option>
              ))}
          </select>
        </div>
        <div className="col-sm-4 col-md-2">
          <button type="submit" className="btn btn-primary w-100">
            {t('staff.support.searchButton')}
          </button>
        </div>
      </form>
      <QueryState query={messages}>
        {(result) =>
          result.content.length === 0 ? (
            <p role="status">
              {filtered || status === 'ALL' ? t('staff.support.noMatch') : t(`admin.support.empty.${status}`)}
            </p>
          ) : (
            <>
              {result.content.map((message) => (
                <SupportMessageCard key={message.id} message={message} />
              ))}
              <Pager
                label={t('admin.support.pages')}
                page={page}
                size={SUPPORT_PAGE_SIZE}
                total={result.totalElements}
                onPage={(p) => go({ page: p })}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
