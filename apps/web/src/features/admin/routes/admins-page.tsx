import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageIntro } from '@/components/ui/page-intro';
import { useUserState } from '@/lib/user-store';
import { adminsQueryOptions } from '../api/users';
import { CreateAdminForm } from '../components/create-admin-form';
import { QueryState } from '@/components/ui/query-state';
import { UserStatusBadge, useRoleLabel } from '../components/user-labels';
import { ScrollTable } from '@/components/ui/scroll-table';

export default function AdminsPage() {
  const { t } = useTranslation();
  const { user: me } = useUserState();
  const admins = useQuery(adminsQueryOptions());
  const roleLabel = useRoleLabel();
  const isSuper = !!me?.authorities.includes('ROLE_SUPER_ADMIN');
  return (
    <>
      <PageIntro title={t('admin.admins.title')} purpose={t('admin.admins.purpose')} />
      <QueryState query={admins}>
        {(list) => (
          <ScrollTable label={t('admin.admins.title')} className="mb-4">
            <table className="table align-middle">
              <caption className="visually-hidden">{t('admin.admins.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.users.name')}</th>
                  <th scope="col">{t('admin.users.email')}</th>
                  <th scope="col">{t('admin.users.role')}</th>
                  <th scope="col">{t('admin.users.status')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((admin) => (
                  <tr key={admin.id}>
                    <td>
                      <Link to={`/admin/users/${admin.id}`}>
                        {`${admin.firstName} ${admin.lastName}`.trim()}
                      </Link>
                    </td>
                    <td className="text-break">{admin.email}</td>
                    <td>{roleLabel(admin.authorities)}</td>
                    <td>
                      <UserStatusBadge status={admin.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </QueryState>
      <section className="card">
        <div className="card-body">
          <h2 className="h5">{t('admin.admins.createTitle')}</h2>
          {isSuper ? <CreateAdminForm /> : <p className="mb-0">{t('admin.admins.superOnly')}</p>}
        </div>
      </section>
    </>
  );
}
