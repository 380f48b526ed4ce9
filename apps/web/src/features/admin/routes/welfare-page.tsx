import { REPORT_STATUSES, type ReportStatus } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageIntro } from '@/components/ui/page-intro';
import { reportsQueryOptions } from '../api/reports';
import { QueryState } from '@/components/ui/query-state';
import { ReportCard } from '../components/report-card';

/** /admin/welfare: reports of clips, comments and coach feedback by status; OPEN first. */
export default function WelfarePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') as ReportStatus | null;
  const status: ReportStatus = asked && REPORT_STATUSES.includes(asked) ? asked : 'OPEN';
  const reports = useQuery(reportsQueryOptions(status));
  return (
    <>
      <PageIntro title={t('admin.welfare.title')} purpose={t('admin.welfare.purpose')} />
      <nav aria-label={t('admin.welfare.lists')}>
        <ul className="nav nav-tabs mb-3 flex-wrap">
          {REPORT_STATUSES.map((tab) => (
            <li key={tab} className="nav-item">
              <button
                type="button"
                className={`nav-link${tab === status ? ' active' : ''}`}
                aria-current={tab === status ? 'page' : undefined}
                onClick={() => setParams({ status: tab })}
              >
                {t(`admin.welfare.tabs.${tab}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState query={reports}>
        {(list) =>
          list.length === 0 ? (
            <p role="status">{t('admin.welfare.empty')}</p>
          ) : (
            list.map((report) => <ReportCard key={report.id} report={report} />)
          )
        }
      </QueryState>
    </>
  );
}
