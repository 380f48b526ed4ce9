import type { ChallengeResult } from '@academy/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { TierBadge } from '@/components/ui/tier-badge';
import { apiPut } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { challengeResultsQuery, challengesQuery } from '@/lib/queries/challenges';

/** The newest results a coach sees on a player's page. */
const SHOWN = 10;

function useVerify(playerId: string) {
  const queryClient = useQueryClient();
  const key = challengeResultsQuery(playerId).queryKey;
  return useMutation({
    mutationFn: (id: string) =>
      apiPut<ChallengeResult>(`/v1/challenge-results/${encodeURIComponent(id)}/verify`, undefined, {
        silent: true,
      }),
    onSuccess: (verified) => {
      queryClient.setQueryData<ChallengeResult[]>(key, (list) =>
        list?.map((r) => (r.id === verified.id ? verified : r)),
      );
    },
  });
}

/**
 * The player's latest skill challenge results on the coach's page, each with its medal; the coach
 * confirms one they saw (or trust) with Verify.
 */
export function ChallengeResults({ playerId, ageGroupId }: { playerId: string; ageGroupId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const challenges = useQuery({ ...challengesQuery(ageGroupId, language), enabled: !!ageGroupId });
  const results = useQuery(challengeResultsQuery(playerId));
  const verify = useVerify(playerId);

  if (results.isPending || (!!ageGroupId && challenges.isPending)) {
    return <LoadingSpinner label={t('challenges.coach.loading')} className="py-3" />;
  }
  if (results.isError || challenges.isError) {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
        <span>{t('challenges.coach.loadFailed')}</span>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => {
            void results.refetch();
            void challenges.refetch();
          }}
        >
          {t('challenges.retry')}
        </button>
      </div>
    );
  }
  if (results.data.length === 0) return <p>{t('challenges.coach.empty')}</p>;
  const byId = new Map((challenges.data ?? []).map((c) => [c.id, c]));
  return (
    <>
      {verify.isError && (
        <div className="alert alert-danger" role="alert">
          {t('challenges.coach.verifyFailed')}
        </div>
      )}
      <ul className="list-group">
        {results.data.slice(0, SHOWN).map((r) => {
          const challenge = byId.get(r.challengeId);
          const value = t(`challenges.value.${challenge?.unit ?? 'COUNT'}`, {
            value: formatNumber(r.value, language),
          });
          return (
            <li key={r.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <span className="flex-grow-1">
                <span className="fw-semibold">{challenge?.title ?? t('challenges.title')}</span>
                <span className="d-block small">
                  {value} · {formatDate(r.createdAt, language)}
                  {r.personalBest && ` · ${t('challenges.history.personalBest')}`}
                </span>
              </span>
              <TierBadge tier={r.tier} />
              {r.verified ? (
                <span className="small fw-semibold">{t('challenges.coach.verified')}</span>
              ) : (
                <BusyButton
                  size="sm"
                  variant="outline-primary"
                  busy={verify.isPending && verify.variables === r.id}
                  disabled={verify.isPending}
                  onClick={() => verify.mutate(r.id)}
                >
                  {t('challenges.coach.verify')}
                  <span className="visually-hidden">
                    : {challenge?.title} {value}
                  </span>
                </BusyButton>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
