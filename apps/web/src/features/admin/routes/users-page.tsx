import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageIntro } from '@/components/ui/page-intro';
import { USERS_PAGE_SIZE, type UserSearchParams, usersQueryOptions } from '../api/users';
import { Pager } from '../components/pager';
import { QueryState } from '@/components/ui/query-state';
import { formatPhone, UserStatusBadge, useRoleLabel } from '../components/user-labels';
import { ScrollTable } from '@/components/ui/scroll-table';

const ROLES = ['PLAYER', 'MANAGER', 'PUBLIC', 'ADMIN', 'SUPER_ADMIN'] as const;
const STATUSES = ['ACTIVE', 'NON_VERIFIED', 'DISABLED'] as const;

/** The search lives in the address, so Back and a shared link give the same list. */
function useSearch(): [UserSearchParams, (next: Partial<UserSearchParams>) => void] {
  const [params, setParams] = useSearchParams();
  const search = {
    query: params.get('query') ?? '',
    role: params.get('role') ?? '',
    status: params.get('status') ?? '',
    page: Math.max(0, Number(params.get('page')) || 0),
  };
  const update = (next: Partial<UserSearchParams>) => {
    const merged = { ...search, ...next };
    setParams(
      Object.fromEntries(
        Object.entries(merged)
          .filter(([, v]) => v !== '' && v !== 0)
          .map(([k, v]) => [k, String(v)]),
      ),
    );
  };
  return [search, update];
}

export default function UsersPage() {
  const { t } = useTranslation();
  const id = useId();
  const [search, update] = useSearch();
  const users = useQuery(usersQueryOptions(search));
  const roleLabel = useRoleLabel();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update({
      query: String(form.get('query') ?? '').trim(),
      role: String(form.get('role') ?? ''),
      status: String(form.get('status') ?? ''),
      page: 0,
    });
  }

  return (
    <>
      <PageIntro title={t('admin.users.title')} purpose={t('admin.users.purpose')} />
      <search>
        <form className="row g-2 align-items-end mb-3" onSubmit={submit} key={JSON.stringify(search)}>
          <div className="col-12 col-lg-5">
            <label htmlFor={`${id}-query`} className="form-label">
              {t('admin.users.query')}
            </label>
            <input
              id={`${id}-query`}
              name="query"
              type="search"
              className="form-control"
              defaultValue={search.query}
              maxLength={100}
            />
          </div>
          <div className="col-6 col-lg-2">
            <label htmlFor={`${id}-role`} className="form-label">
              {t('admin.users.role')}
            </label>
            <select id={`${id}-role`} name="role" className="form-select" defaultValue={search.role}>
              <option value="">{t('admin.users.any')}</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`admin.roles.${role}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-lg-2">
            <label htmlFor={`${id}-status`} className="form-label">
              {t('admin.users.status')}
            </label>
            <select id={`${id}-status`} name="status" className="form-select" defaultValue={search.status}>
              <option value="">{t('admin.users.any')}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-12 col-lg-3">
            <button type="submit" className="btn btn-primary">
              {t('admin.users.search')}
            </button>
          </div>
        </form>
      </search>
      <QueryState query={users}>
        {(page) =>
          page.content.length === 0 ? (
            <p role="status">{t('admin.users.empty')}</p>
          ) : (
            <>
              <ScrollTable label={t('admin.users.title')}>
                <table className="table table-hover align-middle">
                  <caption className="visually-hidden">{t('admin.users.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.users.name')}</th>
                      <th scope="col">{t('admin.users.email')}</th>
                      <th scope="col">{t('admin.users.phone')}</th>
                      <th scope="col">{t('admin.users.role')}</th>
                      <th scope="col">{t('admin.users.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.content.map((user) => (
                      <tr key={user.id}>
                        <td>
                          <Link to={`/admin/users/${user.id}`}>
                            {`${user.firstName} ${user.lastName}`.trim() || user.email}
                          </Link>
                        </td>
                        <td className="text-break">{user.email}</td>
                        <td className="text-nowrap">{formatPhone(user.phoneNumber)}</td>
                        <td>{roleLabel(user.authorities)}</td>
                        <td>
                          <UserStatusBadge status={user.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
              <Pager
                label={t('admin.users.pages')}
                page={search.page}
                size={USERS_PAGE_SIZE}
                total={page.totalElements}
                onPage={(p) => update({ page: p })}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
