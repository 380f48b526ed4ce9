import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/ui/page-intro';
import { auditEventsQueryOptions } from '../api/overview';
import { AuditTable } from '../components/audit-table';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';

const SIZE = 50;

export default function AuditPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const events = useQuery(auditEventsQueryOptions({ page, size: SIZE }));
  return (
    <>
      <PageIntro title={t('admin.audit.title')} purpose={t('admin.audit.purpose')} />
      <QueryState query={events}>
        {(result) => (
          <>
            <AuditTable events={result.content} caption={t('admin.audit.title')} />
            <Pager
              label={t('admin.audit.pages')}
              page={page}
              size={SIZE}
              total={result.totalElements}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
