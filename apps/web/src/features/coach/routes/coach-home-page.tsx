import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { PageIntro } from '@/components/ui/page-intro';
import { useAgeGroupName } from '@/lib/profile/age-group-name';
import { useUserState } from '@/lib/user-store';
import { managerMeQueryOptions, teamPlayersQueryOptions } from '../api/coach';
import { assignmentsQueryOptions, resultsToVerifyQueryOptions } from '../api/week';
import { AssignForm } from '../components/assign-form';
import { CoachTeamBoard } from '../components/coach-team-board';
import { NotTrained } from '../components/not-trained';
import { OpenAssignments } from '../components/open-assignments';
import { ResultsWaiting } from '../components/results-waiting';
import { TeamCodeCard } from '../components/team-code-card';
import { TeamTable } from '../components/team-table';
import { WeekSection } from '../components/week-section';
import { WeekTrainings } from '../components/WeekTrainings';
import '../coach.css';

/**
 * /coach: the coach's home is the week: today's and this week's trainings, what they
 * asked and who did it, results waiting for a Verify, players who have not trained in 7 days; then
 * the team code and the players.
 */
export default function CoachHomePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { user } = useUserState();
  const meQuery = useQuery(managerMeQueryOptions());
  const playersQuery = useQuery({
    ...teamPlayersQueryOptions(user?.id ?? '', language),
    enabled: !!user,
  });
  const assignmentsQuery = useQuery(assignmentsQueryOptions(language));
  const resultsQuery = useQuery(resultsToVerifyQueryOptions(language));
  const groupName = useAgeGroupName();

  const players = (
    <QueryState
      query={playersQuery}
      loading={t('coach.players.loading')}
      failed={t('coach.players.loadFailed')}
    >
      {(list) =>
        list.length === 0 ? (
          <div className="alert alert-info">
            <h3 className="h6 alert-heading">{t('coach.players.emptyTitle')}</h3>
            <p className="mb-0">
              {meQuery.data
                ? t('coach.players.emptyText', { code: meQuery.data.teamCode })
                : t('coach.players.emptyTextNoCode')}
            </p>
          </div>
        ) : (
          <TeamTable players={list} />
        )
      }
    </QueryState>
  );
  const hasPlayers = !!playersQuery.data && playersQuery.data.length > 0;

  return (
    <div className="container py-4">
      <PageIntro title={meQuery.data?.teamName ?? t('coach.title')} purpose={t('coachWeek.purpose')}>
        {meQuery.data?.teamAgeGroupId && (
          <p className="mt-2 mb-0">
            <span className="badge text-bg-secondary">
              {t('coach.ageGroup', { group: groupName(meQuery.data.teamAgeGroupId) })}
            </span>
          </p>
        )}
      </PageIntro>
      <p>
        <Link to="/coach/clips">{t('clips.queueLink')}</Link>
      </p>
      <div className="coach-week">
        <WeekTrainings />
        <WeekSection
          id="coach-week-assignments"
          title={t('coachWeek.assignments.heading')}
          query={assignmentsQuery}
          loadingLabel={t('coachWeek.assignments.loading')}
          failedText={t('coachWeek.assignments.loadFailed')}
        >
          {(assignments) => (
            <>
              <OpenAssignments assignments={assignments} />
              {hasPlayers && <AssignForm players={playersQuery.data!} />}
            </>
          )}
        </WeekSection>
        <WeekSection
          id="coach-week-results"
          title={t('coachWeek.results.heading')}
          query={resultsQuery}
          loadingLabel={t('coachWeek.results.loading')}
          failedText={t('coachWeek.results.loadFailed')}
        >
          {(results) => <ResultsWaiting results={results} />}
        </WeekSection>
        <CoachTeamBoard
          ageGroupId={meQuery.data?.teamAgeGroupId ?? playersQuery.data?.[0]?.ageGroupId ?? null}
        />
        <WeekSection
          id="coach-week-quiet"
          title={t('coachWeek.quiet.heading')}
          query={playersQuery}
          loadingLabel={t('coach.players.loading')}
          failedText={t('coach.players.loadFailed')}
        >
          {(list) => <NotTrained players={list} />}
        </WeekSection>
      </div>
      <QueryState query={meQuery} loading={t('coach.code.loading')} failed={t('coach.code.loadFailed')}>
        {(me) => <TeamCodeCard me={me} />}
      </QueryState>
      <section aria-labelledby="coach-players-heading">
        <h2 id="coach-players-heading" className="h5 mb-3">
          {t('coach.players.heading')}
          {hasPlayers && <span className="badge text-bg-secondary ms-2">{playersQuery.data!.length}</span>}
        </h2>
        {players}
      </section>
    </div>
  );
}
