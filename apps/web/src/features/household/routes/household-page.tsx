import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { useUserState } from '@/lib/user-store';
import { householdQueryOptions, linkRequestsQueryOptions } from '../api/household';
import { AddChildForm } from '../components/add-child-form';
import { ChildCard } from '../components/child-card';
import { HouseholdReceipts } from '../components/household-receipts';
import { InviteForm } from '../components/invite-form';
import { LinkRequests } from '../components/link-requests';

/** /household: the guardian's home: the children, what needs the guardian, the family's adults. */
export default function HouseholdPage() {
  const { t } = useTranslation();
  const userId = useUserState().user?.id ?? '';
  const household = useQuery(householdQueryOptions());
  const links = useQuery(linkRequestsQueryOptions());
  const [adding, setAdding] = useState(false);

  if (household.isPending) return <LoadingSpinner label={t('household.loading')} />;
  if (household.isError) {
    return (
      <div className="container py-4">
        <Alert variant="danger">
          <p>{t('household.loadFailed')}</p>
          <Button variant="outline-danger" size="sm" onClick={() => void household.refetch()}>
            {t('household.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  const home = household.data;
  const pays = (playerId: string) =>
    home.children
      .find((c) => c.playerId === playerId)
      ?.guardians.some((g) => g.userId === userId && g.payer) ?? false;
  const payerOfAny = home.children.some((c) => pays(c.playerId));

  return (
    <div className="container py-4" style={{ maxWidth: '48rem' }}>
      <PageIntro title={t('household.title')} purpose={t('household.purpose')}>
        <div className="d-flex flex-wrap gap-2 mt-3">
          {!adding && (
            <Button variant="primary" onClick={() => setAdding(true)}>
              {t('household.add.open')}
            </Button>
          )}
          <Link className="btn btn-outline-secondary" to="/household/consents">
            {t('household.consents.open')}
          </Link>
        </div>
      </PageIntro>
      {adding && (
        <section className="border rounded p-3 mb-4">
          <AddChildForm onDone={() => setAdding(false)} />
        </section>
      )}
      <LinkRequests requests={links.data ?? []} />
      {home.children.length === 0
        ? !adding && <p>{t('household.empty')}</p>
        : home.children.map((child) => (
            <ChildCard key={child.playerId} child={child} payer={pays(child.playerId)} />
          ))}
      <section aria-labelledby="household-adults" className="mt-4">
        <h2 id="household-adults" className="h5">
          {t('household.adults')}
        </h2>
        <ul className="list-unstyled">
          {home.guardians.map((guardian) => (
            <li key={guardian.userId}>
              {guardian.firstName} {guardian.lastName}
              {guardian.payer && <span className="text-body-secondary"> · {t('household.payer')}</span>}
            </li>
          ))}
        </ul>
        {payerOfAny && <InviteForm />}
      </section>
      {payerOfAny && <HouseholdReceipts />}
    </div>
  );
}
