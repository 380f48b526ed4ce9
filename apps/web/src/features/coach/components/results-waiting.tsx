import type { ResultToVerify } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { TierBadge } from '@/components/ui/tier-badge';
import { formatDate, formatNumber } from '@/lib/format';
import { useVerifyResult } from '../api/week';

/** The team's challenge results waiting for the coach: Verify confirms one seen at training. */
export function ResultsWaiting({ results }: { results: readonly ResultToVerify[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const verify = useVerifyResult();
  if (results.length === 0) return <p>{t('coachWeek.results.empty')}</p>;
  return (
    <>
      {verify.isError && (
        <div className="alert alert-danger" role="alert">
          {t('challenges.coach.verifyFailed')}
        </div>
      )}
      <ul className="list-group mb-2">
        {results.map((r) => {
          const value = t(`challenges.value.${r.unit}`, { value: formatNumber(r.value, language) });
          return (
            <li key={r.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <span className="flex-grow-1 text-break">
                <span className="fw-semibold">
                  {r.firstName} {r.lastName}
                </span>
                <span className="d-block small">
                  {r.challengeTitle}: {value} · {formatDate(r.createdAt, language)}
                </span>
              </span>
              <TierBadge tier={r.tier} />
              <BusyButton
                size="sm"
                variant="outline-primary"
                busy={verify.isPending && verify.variables === r.id}
                disabled={verify.isPending}
                onClick={() => verify.mutate(r.id)}
              >
                {t('challenges.coach.verify')}
                <span className="visually-hidden">
                  : {r.firstName} {r.challengeTitle} {value}
                </span>
              </BusyButton>
            </li>
          );
        })}
      </ul>
    </>
  );
}
