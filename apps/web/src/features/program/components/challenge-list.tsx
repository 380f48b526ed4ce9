import type { Challenge, ChallengeResult } from '@academy/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TierBadge } from '@/components/ui/tier-badge';
import { formatNumber } from '@/lib/format';
import { bestResult, challengePath } from '@/lib/queries/challenges';

/** The skill challenges of the player's age group, each with the player's best and its medal. */
export function ChallengeList({
  challenges,
  results,
}: {
  challenges: readonly Challenge[];
  results: readonly ChallengeResult[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="list-group">
      {challenges.map((challenge) => {
        const best = bestResult(results, challenge);
        return (
          <li key={challenge.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
            <Link to={challengePath(challenge.id)} className="fw-semibold text-break flex-grow-1">
              {challenge.title}
            </Link>
            {best ? (
              <span className="d-inline-flex align-items-center gap-2">
                <span className="small">
                  {t('challenges.program.best', {
                    value: t(`challenges.value.${challenge.unit}`, {
                      value: formatNumber(best.value, i18n.language),
                    }),
                  })}
                </span>
                <TierBadge tier={best.tier} />
              </span>
            ) : (
              <span className="small text-body-secondary">{t('challenges.program.notTried')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
