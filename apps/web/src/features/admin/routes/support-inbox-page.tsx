import type { SupportStatus } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageIntro } from '@/components/ui/page-intro';
import { SUPPORT_PAGE_SIZE, supportMessagesQueryOptions } from '../api/support';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';
import { SupportMessageCard } from '../components/support-message-card';

const TABS: SupportStatus[] = ['OPEN', 'ANSWERED'];

export default function SupportInboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status: SupportStatus = params.get('status') === 'ANSWERED' ? 'ANSWERED' : 'OPEN';
  const page = Math.max(0, Number(params.get('page')) || 0);
  const messages = useQuery(supportMessagesQueryOptions(status, page));
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
                onClick={() => setParams({ status: tab })}
              >
                {t(`admin.support.tabs.${tab}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState query={messages}>
        {(result) =>
          result.content.length === 0 ? (
            <p role="status">{t(`admin.support.empty.${status}`)}</p>
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
                onPage={(p) => setParams({ status, page: String(p) })}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
