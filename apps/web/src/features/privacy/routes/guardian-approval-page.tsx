import type { LiveFees } from '@academy/contract';
import type { GuardianView } from '@academy/contract';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { isLanguage } from '@academy/contract/constants';
import { useLiveFees } from '@/lib/flows/live-fees';
import { formatMoney } from '@/lib/format';
import { getLanguage, readStoredLanguage, setLanguage } from '@/lib/i18n';
import { decideGuardianRequest, fetchGuardianRequest } from '../api/guardian-approval';
import { SharedDataList } from '../components/shared-data-list';

/** What each plan is really charged ("SEK 99", "SEK 9"), from the live fees, in the page's language. */
function priceLabels(fees: LiveFees['fees'], language: string) {
  const label = (region: 'DEFAULT' | 'AFRICA', type: 'MONTHLY' | 'YEARLY') => {
    const fee = fees.find((f) => f.region === region && f.type === type);
    return fee ? formatMoney(fee, language) : undefined;
  };
  const labels = {
    monthly: label('DEFAULT', 'MONTHLY'),
    yearly: label('DEFAULT', 'YEARLY'),
    reducedMonthly: label('AFRICA', 'MONTHLY'),
    reducedYearly: label('AFRICA', 'YEARLY'),
  };
  return Object.values(labels).every(Boolean) ? labels : null;
}

/** The price and how paying works, said plainly before and after the decision. */
function PriceAndPayment({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel;
  // The fees new subscriptions pay now (the console changes them); no figure is written into the page.
  const live = useLiveFees(true);
  const labels = live.fees ? priceLabels(live.fees, i18n.language) : null;
  return (
    <section aria-labelledby="guardian-price-title" className="mb-4">
      <Heading id="guardian-price-title" className={headingLevel === 'h2' ? 'h5' : 'h6'}>
        {t('polish.guardian.priceTitle')}
      </Heading>
      {labels && <p>{t('polish.guardian.price', labels)}</p>}
      <p>{t('polish.guardian.payment')}</p>
    </section>
  );
}

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'ready'; view: GuardianView }
  | { kind: 'done'; result: 'APPROVED' | 'DECLINED'; view: GuardianView };

/**
 * /guardian-approval?token=… (no account needed): the guardian of a player under 16 sees what the
 * child shared and what the academy does with it, then approves or declines (which deletes the
 * child's account). The link works once and for 7 days.
 */
export default function GuardianApprovalPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [busy, setBusy] = useState<'APPROVE' | 'DECLINE' | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (token.length < 20) {
      setState({ kind: 'invalid' });
      return;
    }
    const controller = new AbortController();
    fetchGuardianRequest(token, controller.signal)
      .then((view) => {
        setState({ kind: 'ready', view });
        // The mail was in the child's language; a visitor who has chosen none sees the page in it too.
        const stored = readStoredLanguage();
        if (isLanguage(view.language) && view.language !== getLanguage() && stored === 'en') {
          void setLanguage(view.language);
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'invalid' });
      });
    return () => controller.abort();
  }, [token]);

  async function decide(decision: 'APPROVE' | 'DECLINE') {
    if (state.kind !== 'ready') return;
    setBusy(decision);
    setFailed(false);
    try {
      const { result } = await decideGuardianRequest(token, decision);
      setState({ kind: 'done', result, view: state.view });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  if (state.kind === 'loading') {
    return (
      <div className="container py-4">
        <LoadingSpinner label={t('privacy.guardian.page.loading')} />
      </div>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <div className="container py-4">
        <PageIntro
          title={t('privacy.guardian.page.invalidTitle')}
          purpose={t('privacy.guardian.page.invalidText')}
        />
      </div>
    );
  }

  const child = `${state.view.child.firstName} ${state.view.child.lastName}`.trim();
  if (state.kind === 'done') {
    return (
      <div className="container py-4">
        <PageIntro
          title={
            state.result === 'APPROVED'
              ? t('privacy.guardian.page.approvedTitle', { child })
              : t('privacy.guardian.page.declinedTitle', { child })
          }
        />
        <div className="alert alert-success text-break" role="status">
          {state.result === 'APPROVED'
            ? t('privacy.guardian.page.approvedText', { email: state.view.guardianEmail })
            : t('privacy.guardian.page.declinedText', { child })}
        </div>
        {state.result === 'APPROVED' && (
          <section aria-labelledby="guardian-next-title">
            <h2 id="guardian-next-title" className="h5">
              {t('firstWeek.guardian.nextTitle')}
            </h2>
            <p>{t('firstWeek.guardian.nextText', { child })}</p>
            <PriceAndPayment headingLevel="h3" />
            <p>{t('firstWeek.guardian.ownAccount', { child })}</p>
            <p>{t('polish.guardian.household', { child })}</p>
            <div className="d-flex flex-wrap gap-2">
              <Link className="btn btn-primary" to="/auth/login">
                {t('firstWeek.guardian.signIn')}
              </Link>
              <Link className="btn btn-outline-primary" to="/auth/signup">
                {t('polish.guardian.createAccount')}
              </Link>
              <Link className="btn btn-outline-primary" to="/support">
                {t('firstWeek.guardian.support')}
              </Link>
            </div>
          </section>
        )}
      </div>
    );
  }

  const uses = t('privacy.guardian.page.uses', { returnObjects: true }) as string[];
  return (
    <div className="container py-4" style={{ maxWidth: 760 }}>
      <PageIntro
        title={t('privacy.guardian.page.title', { child })}
        purpose={t('privacy.guardian.page.intro', { child })}
      />
      <section aria-labelledby="shared-title" className="mb-4">
        <h2 id="shared-title" className="h5">
          {t('privacy.guardian.page.sharedTitle', { child })}
        </h2>
        <SharedDataList child={state.view.child} />
      </section>
      <section aria-labelledby="uses-title" className="mb-4">
        <h2 id="uses-title" className="h5">
          {t('privacy.guardian.page.usesTitle')}
        </h2>
        <ul>
          {uses.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="small">
          <Link to="/privacy-policy">{t('privacy.guardian.page.policyLink')}</Link>{' '}
          {t('privacy.guardian.page.policyVersion', { version: state.view.policyVersion })}
        </p>
      </section>
      <PriceAndPayment headingLevel="h2" />
      {failed && (
        <div className="alert alert-danger" role="alert">
          {t('privacy.guardian.page.failed')}
        </div>
      )}
      {confirmDecline ? (
        <div className="alert alert-warning" role="alert" aria-live="assertive">
          <p>{t('privacy.guardian.page.declineWarning', { child })}</p>
          <div className="d-flex flex-wrap gap-2">
            <BusyButton variant="danger" busy={busy === 'DECLINE'} onClick={() => void decide('DECLINE')}>
              {t('privacy.guardian.page.declineConfirm')}
            </BusyButton>
            <Button
              variant="outline-secondary"
              disabled={busy !== null}
              onClick={() => setConfirmDecline(false)}
            >
              {t('privacy.guardian.page.back')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <BusyButton variant="primary" busy={busy === 'APPROVE'} onClick={() => void decide('APPROVE')}>
            {t('privacy.guardian.page.approve')}
          </BusyButton>
          <Button variant="outline-danger" disabled={busy !== null} onClick={() => setConfirmDecline(true)}>
            {t('privacy.guardian.page.decline')}
          </Button>
        </div>
      )}
    </div>
  );
}
