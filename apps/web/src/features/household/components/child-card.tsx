import { ageOn, GUARDIAN_AGE, type HouseholdChild } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { BoardNameChoice } from '@/components/ui/board-name-choice';
import { Link } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { CoachAssignments } from '@/components/ui/coach-assignments';
import { ReportButton } from '@/components/ui/report-button';
import { formatMoney } from '@/lib/format';
import {
  childFeedbackQueryOptions,
  childProgramQueryOptions,
  childProgressQueryOptions,
  childSubscriptionQueryOptions,
  subscribeAndCheckout,
} from '../api/household';
import { ChildHabits } from './child-habits';
import { ChildLoginForm } from './child-login-form';
import { ChildTeams } from './child-teams';
import { HandoverForm } from './handover-form';

interface ChildCardProps {
  child: HouseholdChild;
  /** The signed-in guardian pays for this child. */
  payer: boolean;
}

/** One child on the guardian's home: program, phase, the week's training, coach feedback, what needs them. */
export function ChildCard({ child, payer }: ChildCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [showLogin, setShowLogin] = useState(false);
  const [showHandover, setShowHandover] = useState(false);
  // The contract's age of consent, on the guardian's own calendar day (the server checks it in the child's).
  const today = new Date().toLocaleDateString('sv-SE');
  const canHandOver = payer && ageOn(child.dateOfBirth, today) >= GUARDIAN_AGE;
  const [showHabits, setShowHabits] = useState(false);
  const [paying, setPaying] = useState<'MONTHLY' | 'YEARLY' | null>(null);
  const subscription = useQuery(childSubscriptionQueryOptions(child.playerId, language));
  const programId = subscription.data?.playerTrainingProgramId ?? null;
  const progress = useQuery({
    ...childProgressQueryOptions(programId ?? '', language),
    enabled: !!programId,
  });
  const feedback = useQuery(childFeedbackQueryOptions(child.playerId));
  const program = useQuery({
    ...childProgramQueryOptions(child.ageGroupId, language),
    enabled: payer && subscription.isSuccess && !subscription.data?.billingEnabled,
  });
  const headingId = `child-${child.playerId}`;
  const paid = !!subscription.data?.billingEnabled;
  const activePhase = progress.data?.phases.find((phase) => phase.status === 'ACTIVE');
  const latest = feedback.data?.[0];
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  async function pay(paymentModel: 'MONTHLY' | 'YEARLY') {
    if (!program.data) return;
    setPaying(paymentModel);
    try {
      const url = await subscribeAndCheckout({
        playerId: child.playerId,
        trainingProgramId: program.data.id,
        paymentModel,
        language,
      });
      window.location.assign(url);
    } catch {
      // The api client has shown why.
      setPaying(null);
    }
  }

  const needs: string[] = [];
  if (subscription.isSuccess && !paid)
    needs.push(payer ? t('household.needs.payment') : t('household.needs.paymentByPayer'));
  if (!child.username) needs.push(t('household.needs.login'));

  return (
    <Card as="article" className="mb-3" aria-labelledby={headingId}>
      <Card.Body>
        <h2 id={headingId} className="h5 d-flex flex-wrap align-items-center gap-2">
          {child.firstName} {child.lastName}
          <Badge bg="secondary">{child.ageGroupId}</Badge>
          {paid && <Badge bg="success">{t('household.child.subscribed')}</Badge>}
        </h2>
        <dl className="row mb-2 small">
          <dt className="col-5">{t('household.child.program')}</dt>
          <dd className="col-7">
            {subscription.data?.trainingProgram.title ?? t('household.child.noProgram')}
          </dd>
          <dt className="col-5">{t('household.child.phase')}</dt>
          <dd className="col-7">{activePhase?.title ?? '—'}</dd>
          <dt className="col-5">{t('household.child.training')}</dt>
          <dd className="col-7">
            {progress.data
              ? t('household.child.sessions', {
                  done: progress.data.sessionsDone,
                  total: progress.data.sessionsTotal,
                })
              : '—'}
            {progress.data?.lastTrainedAt && (
              <span className="d-block text-body-secondary">
                {t('household.child.lastTrained', {
                  date: date.format(new Date(progress.data.lastTrainedAt)),
                })}
              </span>
            )}
            {progress.data && (
              <span className="d-block">
                {t('habits.child.week', { done: progress.data.week.done, goal: progress.data.week.goal })} ·{' '}
                {t(`habits.week.status.${progress.data.week.status}`)}
              </span>
            )}
          </dd>
          <dt className="col-5">{t('household.child.feedback')}</dt>
          <dd className="col-7 text-break">
            {latest ? `“${latest.text}” — ${latest.managerName}` : t('household.child.noFeedback')}
            {latest && (
              <span className="d-block">
                <ReportButton targetType="FEEDBACK" targetId={latest.id} />
              </span>
            )}
          </dd>
          <dt className="col-5">{t('household.child.login')}</dt>
          <dd className="col-7">{child.username ?? t('household.child.noLogin')}</dd>
        </dl>
        <ChildTeams child={child} />
        <CoachAssignments playerId={child.playerId} links={false} headingLevel={3} />
        <BoardNameChoice playerId={child.playerId} name={child.firstName} />
        {needs.length > 0 && (
          <div className="alert alert-warning py-2 small" role="status">
            <span className="fw-semibold">{t('household.needs.title')}</span>
            <ul className="mb-0 ps-3">
              {needs.map((need) => (
                <li key={need}>{need}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="d-flex flex-wrap gap-2">
          {payer &&
            subscription.isSuccess &&
            !paid &&
            program.data?.fees.map((fee) => (
              <BusyButton
                key={fee.type}
                variant="primary"
                size="sm"
                busy={paying === fee.type}
                disabled={paying !== null}
                onClick={() => void pay(fee.type)}
              >
                {t(`household.pay.${fee.type}`, {
                  name: child.firstName,
                  price: formatMoney(fee, i18n.language),
                })}
              </BusyButton>
            ))}
          <Button
            variant="outline-secondary"
            size="sm"
            aria-expanded={showLogin}
            onClick={() => setShowLogin((shown) => !shown)}
          >
            {child.username ? t('household.login.resetOpen') : t('household.login.giveOpen')}
          </Button>
          {canHandOver && (
            <Button
              variant="outline-secondary"
              size="sm"
              aria-expanded={showHandover}
              onClick={() => setShowHandover((shown) => !shown)}
            >
              {t('polish.handover.open', { name: child.firstName })}
            </Button>
          )}
          <Button
            variant="outline-secondary"
            size="sm"
            aria-expanded={showHabits}
            onClick={() => setShowHabits((shown) => !shown)}
          >
            {t('habits.child.open', { name: child.firstName })}
          </Button>
          <Link
            className="btn btn-outline-primary btn-sm"
            to={`/household/schedule/${encodeURIComponent(child.playerId)}`}
          >
            {t('schedule.childLink', { name: child.firstName })}
          </Link>
        </div>
        {showLogin && <ChildLoginForm child={child} />}
        {canHandOver && showHandover && <HandoverForm child={child} />}
        {showHabits && <ChildHabits child={child} />}
        <p className="small text-body-secondary mt-2 mb-0">
          {t('household.child.guardians', {
            names: child.guardians
              .map((g) => `${g.firstName}${g.payer ? ` (${t('household.payer')})` : ''}`)
              .join(', '),
          })}
        </p>
      </Card.Body>
    </Card>
  );
}
