import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageIntro } from '@/components/ui/page-intro';
import { formatMoney } from '@/lib/format';
import { statsQueryOptions } from '../api/overview';
import { QueryState } from '@/components/ui/query-state';

function Figure({ label, value, to }: { label: string; value: string | number; to?: string }) {
  return (
    <div className="col-sm-6 col-lg-4">
      <div className="card h-100">
        <div className="card-body">
          <h2 className="h6 text-body-secondary">{label}</h2>
          <p className="display-6 mb-0">{to ? <Link to={to}>{value}</Link> : value}</p>
        </div>
      </div>
    </div>
  );
}

export default function OverviewPage() {
  const { t, i18n } = useTranslation();
  const stats = useQuery(statsQueryOptions());
  return (
    <>
      <PageIntro title={t('admin.overview.title')} purpose={t('admin.overview.purpose')} />
      <QueryState query={stats}>
        {(s) => (
          <div className="row g-3">
            <Figure label={t('admin.overview.users')} value={s.users} to="/admin/users" />
            <Figure label={t('admin.overview.players')} value={s.players} />
            <Figure label={t('admin.overview.activeSubscriptions')} value={s.activeSubscriptions} />
            <Figure label={t('admin.overview.billedSubscriptions')} value={s.billedSubscriptions} />
            <Figure
              label={t('admin.overview.mrr')}
              value={
                s.monthlyRecurringRevenue.length
                  ? s.monthlyRecurringRevenue.map((m) => formatMoney(m, i18n.language)).join(' · ')
                  : '–'
              }
            />
            <Figure
              label={t('care.revenue')}
              value={
                s.revenueLast30Days.length
                  ? s.revenueLast30Days
                      .map((r) => formatMoney({ amount: r.net, currency: r.currency }, i18n.language))
                      .join(' · ')
                  : '–'
              }
            />
            <Figure
              label={t('admin.overview.supportOpen')}
              value={s.supportMessagesOpen}
              to="/admin/support"
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
