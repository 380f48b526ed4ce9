import { CONSENT_SCOPES, type ConsentScope } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import {
  consentsQueryOptions,
  householdQueryOptions,
  useGrantConsent,
  useRevokeConsent,
} from '../api/household';

/** /household/consents: every consent of every child, on one page, to see, give and revoke. */
export default function ConsentsPage() {
  const { t, i18n } = useTranslation();
  const household = useQuery(householdQueryOptions());
  const consents = useQuery(consentsQueryOptions());
  const grant = useGrantConsent();
  const revoke = useRevokeConsent();
  const [chosen, setChosen] = useState<Record<string, ConsentScope[]>>({});
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (household.isPending || consents.isPending) return <LoadingSpinner label={t('household.loading')} />;
  if (household.isError || consents.isError) {
    return (
      <div className="container py-4">
        <Alert variant="danger">
          <p>{t('household.loadFailed')}</p>
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => {
              void household.refetch();
              void consents.refetch();
            }}
          >
            {t('household.retry')}
          </Button>
        </Alert>
      </div>
    );
  }

  return (
    <div className="container py-4" style={{ maxWidth: '48rem' }}>
      <PageIntro title={t('household.consents.title')} purpose={t('household.consents.purpose')}>
        <Link to="/privacy-policy" className="d-inline-block mt-2">
          {t('household.consents.policy')}
        </Link>
      </PageIntro>
      {household.data.children.length === 0 && <p>{t('household.empty')}</p>}
      {household.data.children.map((child) => {
        const rows = consents.data.filter((c) => c.playerId === child.playerId);
        const inForce = new Set(rows.filter((c) => !c.revokedAt).flatMap((c) => c.scopes));
        const picked = chosen[child.playerId] ?? [];
        const headingId = `consents-${child.playerId}`;
        return (
          <section key={child.playerId} aria-labelledby={headingId} className="border rounded p-3 mb-4">
            <h2 id={headingId} className="h5">
              {child.firstName} {child.lastName}
            </h2>
            <ul className="list-unstyled">
              {rows.map((row) => (
                <li key={row.id} className="border-bottom py-2 d-flex flex-wrap gap-2 align-items-center">
                  <span className="me-auto">
                    <span className="fw-semibold">
                      {row.scopes.map((scope) => t(`household.scopes.${scope}.name`)).join(', ')}
                    </span>
                    <span className="d-block small text-body-secondary">
                      {t('household.consents.given', { date: date.format(new Date(row.grantedAt)) })}
                      {row.revokedAt &&
                        ` · ${t('household.consents.revokedOn', { date: date.format(new Date(row.revokedAt)) })}`}
                    </span>
                  </span>
                  {!row.revokedAt && (
                    <BusyButton
                      size="sm"
                      variant="outline-danger"
                      busy={revoke.isPending && revoke.variables === row.id}
                      disabled={revoke.isPending}
                      aria-label={t('household.consents.revokeNamed', {
                        scopes: row.scopes.map((scope) => t(`household.scopes.${scope}.name`)).join(', '),
                        name: child.firstName,
                      })}
                      onClick={() => revoke.mutate(row.id)}
                    >
                      {t('household.consents.revoke')}
                    </BusyButton>
                  )}
                </li>
              ))}
            </ul>
            <Form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!picked.length || grant.isPending) return;
                grant.mutate(
                  { playerId: child.playerId, scopes: picked },
                  { onSuccess: () => setChosen((all) => ({ ...all, [child.playerId]: [] })) },
                );
              }}
            >
              <fieldset>
                <legend className="fs-6 fw-semibold">
                  {t('household.consents.giveLegend', { name: child.firstName })}
                </legend>
                {CONSENT_SCOPES.filter((scope) => !inForce.has(scope)).map((scope) => (
                  <Form.Check
                    key={scope}
                    id={`${child.playerId}-${scope}`}
                    type="checkbox"
                    label={
                      <>
                        <span className="fw-semibold">{t(`household.scopes.${scope}.name`)}</span>
                        <span className="d-block small text-body-secondary">
                          {t(`household.scopes.${scope}.text`)}
                        </span>
                      </>
                    }
                    checked={picked.includes(scope)}
                    onChange={(event) =>
                      setChosen((all) => ({
                        ...all,
                        [child.playerId]: event.target.checked
                          ? [...picked, scope]
                          : picked.filter((s) => s !== scope),
                      }))
                    }
                  />
                ))}
              </fieldset>
              {CONSENT_SCOPES.some((scope) => !inForce.has(scope)) ? (
                <BusyButton
                  type="submit"
                  size="sm"
                  className="mt-2"
                  busy={grant.isPending && grant.variables?.playerId === child.playerId}
                  disabled={!picked.length}
                >
                  {t('household.consents.give')}
                </BusyButton>
              ) : (
                <p className="small mb-0">{t('household.consents.allGiven')}</p>
              )}
            </Form>
          </section>
        );
      })}
    </div>
  );
}
