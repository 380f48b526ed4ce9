import type { Subscription, User } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageIntro } from '@/components/ui/page-intro';
import { formatDate } from '@/lib/format';
import { auditEventsQueryOptions } from '../api/overview';
import { userQueryOptions, userRecordsQueryOptions } from '../api/users';
import { AuditTable } from '../components/audit-table';
import { BillingPanel } from '../components/billing-panel';
import { QueryState } from '@/components/ui/query-state';
import { UserActions } from '../components/user-actions';
import { UserDataDownload } from '../components/user-data-download';
import { UserPayments } from '../components/user-payments';
import { PlayerCare } from '../components/player-care';
import { formatPhone, UserStatusBadge, useRoleLabel } from '../components/user-labels';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="row mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="col-sm-6 col-xl-4 mb-2">
          <dt className="small text-body-secondary">{label}</dt>
          <dd className="mb-0 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card mb-3">
      <div className="card-body">
        <h2 className="h5 card-title">{title}</h2>
        {children}
      </div>
    </section>
  );
}

function SubscriptionRows({ subscriptions }: { subscriptions: Subscription[] }) {
  const { t, i18n } = useTranslation();
  if (subscriptions.length === 0) return <p className="mb-0">{t('admin.user.noSubscription')}</p>;
  return (
    <ul className="list-unstyled mb-0">
      {subscriptions.map((s) => (
        <li key={s.id} className="mb-2">
          <strong>{s.trainingProgram.title}</strong> · {t(`admin.subscriptionStatus.${s.status}`)} ·{' '}
          {t('admin.user.since', { date: formatDate(s.startDate, i18n.language) })}
          {s.availableTill && (
            <> · {t('admin.user.until', { date: formatDate(s.availableTill, i18n.language) })}</>
          )}
          {' · '}
          {s.billingEnabled && s.paymentModel
            ? t(`admin.paymentModel.${s.paymentModel}`)
            : t('admin.user.notBilled')}
          {s.paymentStatus !== 'NONE' && <> · {t(`admin.paymentStatus.${s.paymentStatus}`)}</>}
        </li>
      ))}
    </ul>
  );
}

function Records({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const records = useQuery(userRecordsQueryOptions(user));
  return (
    <QueryState query={records}>
      {({ player, manager, subscriptions }) => (
        <>
          {player && (
            <Section title={t('admin.user.player')}>
              <Facts
                rows={[
                  [t('admin.user.ageGroup'), player.ageGroupId],
                  [t('admin.user.dateOfBirth'), formatDate(player.dateOfBirth, i18n.language)],
                  [t('admin.user.club'), player.clubName ?? '–'],
                  [
                    t('admin.user.location'),
                    [player.currentLocation.city, player.currentLocation.country]
                      .filter(Boolean)
                      .join(', ') || '–',
                  ],
                ]}
              />
            </Section>
          )}
          {manager && (
            <Section title={t('admin.user.manager')}>
              <Facts
                rows={[
                  [t('admin.user.company'), manager.company ?? '–'],
                  [t('admin.user.location'), manager.locationLabel ?? '–'],
                ]}
              />
            </Section>
          )}
          {!player && !manager && <p>{t('admin.user.noRecords')}</p>}
          {player && (
            <Section title={t('staff.care.title')}>
              <PlayerCare playerId={player.id} />
            </Section>
          )}
          {player && (
            <Section title={t('admin.user.subscriptions')}>
              <SubscriptionRows subscriptions={subscriptions} />
            </Section>
          )}
          {player && subscriptions.some((s) => s.status === 'ACTIVE') && (
            <Section title={t('care.billing')}>
              <BillingPanel userId={user.id} />
            </Section>
          )}
          {player && (
            <Section title={t('admin.user.payments')}>
              <UserPayments playerId={player.id} userId={user.id} />
            </Section>
          )}
        </>
      )}
    </QueryState>
  );
}

export default function UserPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useQuery(userQueryOptions(id));
  const audit = useQuery(auditEventsQueryOptions({ page: 0, size: 20, targetId: id }));
  const roleLabel = useRoleLabel();
  return (
    <>
      <p>
        <Link to="/admin/users">{t('admin.user.back')}</Link>
      </p>
      <QueryState query={user}>
        {(u) => (
          <>
            <PageIntro title={`${u.firstName} ${u.lastName}`.trim() || u.email} />
            <Section title={t('admin.user.account')}>
              <Facts
                rows={[
                  [t('admin.users.email'), u.email],
                  [t('admin.users.phone'), formatPhone(u.phoneNumber)],
                  [t('admin.users.role'), roleLabel(u.authorities)],
                  [t('admin.users.status'), <UserStatusBadge key="s" status={u.status} />],
                  [t('admin.user.language'), u.language],
                  [t('admin.user.twoFactor'), t(u.twoFAEnabledStatus ? 'admin.yes' : 'admin.no')],
                ]}
              />
              <hr />
              <UserActions key={u.id} user={u} />
              <hr />
              <UserDataDownload user={u} />
            </Section>
            <Records user={u} />
            <Section title={t('admin.user.history')}>
              <QueryState query={audit}>
                {(page) => <AuditTable events={page.content} caption={t('admin.user.history')} />}
              </QueryState>
            </Section>
          </>
        )}
      </QueryState>
    </>
  );
}
