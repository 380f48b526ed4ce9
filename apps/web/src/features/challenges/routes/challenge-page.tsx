import type { ChallengeResult } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { PageIntro } from '@/components/ui/page-intro';
import { TierBadge } from '@/components/ui/tier-badge';
import { bestResult, challengeResultsQuery, challengesQuery } from '@/lib/queries/challenges';
import { playerQuery } from '@/lib/queries/player';
import { useUserState } from '@/lib/user-store';
import { useRecordResult } from '../api/results';
import { ChallengeTimer } from '../components/challenge-timer';
import { HistoryChart } from '../components/history-chart';
import { TeamBoard } from '../components/team-board';
import { ResultForm } from '../components/result-form';
import { formatValue } from '../format';
import '../challenges.css';

/**
 * /program/challenge/:challengeId: how to run the challenge with a phone, the marks of the player's
 * age group, a stopwatch or tap counter, the result form (tier and personal best come back from the
 * server) and the player's history as a chart with a table.
 */
export default function ChallengePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { challengeId = '' } = useParams();
  // The role guard lets only a loaded player in.
  const userId = useUserState().user?.id ?? '';
  const player = useQuery({ ...playerQuery(userId), enabled: !!userId });
  const ageGroupId = player.data?.ageGroupId ?? '';
  const playerId = player.data?.id ?? '';
  const challenges = useQuery({ ...challengesQuery(ageGroupId, language), enabled: !!ageGroupId });
  const results = useQuery({ ...challengeResultsQuery(playerId), enabled: !!playerId });
  const record = useRecordResult(playerId);
  const [entry, setEntry] = useState('');
  const [saved, setSaved] = useState<ChallengeResult | null>(null);

  const challenge = challenges.data?.find((c) => c.id === challengeId);
  const mine = (results.data ?? []).filter((r) => r.challengeId === challengeId);

  let body: ReactNode;
  if (player.isPending || challenges.isPending || results.isPending) {
    body = <LoadingSpinner label={t('challenges.loading')} />;
  } else if (player.isError || challenges.isError || results.isError) {
    body = (
      <div className="alert alert-danger" role="alert">
        <p>{t('challenges.loadFailed')}</p>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => {
            void player.refetch();
            if (ageGroupId) void challenges.refetch();
            if (playerId) void results.refetch();
          }}
        >
          {t('challenges.retry')}
        </button>
      </div>
    );
  } else if (!challenge) {
    body = <p className="alert alert-info">{t('challenges.notFound')}</p>;
  } else {
    const show = (value: number) => formatValue(value, challenge.unit, t, language);
    const best = bestResult(mine, challenge);
    body = (
      <article>
        <p className="lead">{challenge.description}</p>
        <section aria-labelledby="challenge-marks-heading" className="mb-4">
          <h2 id="challenge-marks-heading" className="h5">
            {t(`challenges.marks.heading.${challenge.better}`)}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {(['BRONZE', 'SILVER', 'GOLD'] as const).map((tier) => (
              <li key={tier}>
                <TierBadge tier={tier} className="fs-6" />{' '}
                <span>{show(challenge.thresholds[tier.toLowerCase() as 'bronze' | 'silver' | 'gold'])}</span>
              </li>
            ))}
          </ul>
        </section>
        <div className="row g-4">
          <section className="col-md-6" aria-labelledby="challenge-steps-heading">
            <h2 id="challenge-steps-heading" className="h5">
              {t('challenges.steps')}
            </h2>
            <ol className="ps-3">
              {challenge.steps.map((step) => (
                <li key={step} className="mb-2">
                  {step}
                </li>
              ))}
            </ol>
          </section>
          <section className="col-md-6" aria-labelledby="challenge-helper-heading">
            <div className="card">
              <div className="card-body">
                <h2 id="challenge-helper-heading" className="h5">
                  {t(
                    challenge.unit === 'SECONDS'
                      ? 'challenges.helper.headingTime'
                      : 'challenges.helper.headingCount',
                  )}
                </h2>
                <ChallengeTimer challenge={challenge} onUse={(value) => setEntry(String(value))} />
              </div>
            </div>
          </section>
        </div>
        <section aria-labelledby="challenge-record-heading" className="card mt-4">
          <div className="card-body">
            <h2 id="challenge-record-heading" className="h5">
              {t('challenges.record.heading')}
            </h2>
            <ResultForm
              challenge={challenge}
              value={entry}
              onChange={(value) => {
                setEntry(value);
                record.reset();
                setSaved(null);
              }}
              busy={record.isPending}
              error={record.error}
              saved={saved}
              onSubmit={(value) =>
                record.mutate(
                  { challengeId: challenge.id, value },
                  {
                    onSuccess: (result) => {
                      setSaved(result);
                      setEntry('');
                    },
                  },
                )
              }
            />
          </div>
        </section>
        <section aria-labelledby="challenge-history-heading" className="mt-4">
          <h2 id="challenge-history-heading" className="h5">
            {t('challenges.history.heading')}
          </h2>
          {best && (
            <p className="d-flex flex-wrap gap-2 align-items-center">
              <span>{t('challenges.history.best', { value: show(best.value) })}</span>
              <TierBadge tier={best.tier} />
            </p>
          )}
          <HistoryChart challenge={challenge} results={mine} />
        </section>
        <p className="mt-4">
          <Link
            to={`/clips/new?challengeId=${encodeURIComponent(challenge.id)}`}
            className="btn btn-outline-primary"
          >
            {t('clips.link')}
          </Link>
        </p>
        <TeamBoard playerId={playerId} challengeId={challenge.id} unit={challenge.unit} />
      </article>
    );
  }

  return (
    <div className="container py-4">
      <Link to="/program" className="d-inline-block mb-3">
        ← {t('challenges.back')}
      </Link>
      <PageIntro title={challenge?.title ?? t('challenges.title')} />
      {body}
    </div>
  );
}
