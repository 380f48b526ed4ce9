import { playerQuery } from '@/lib/queries/player';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FeedbackList } from '@/components/ui/feedback-list';
import { pendingTeamInvite } from '@/lib/flows/team-invite';
import { isHouseholdChild, useUserState } from '@/lib/user-store';
import { coachesQueryOptions, playerFeedbackQueryOptions, useLeaveTeam } from '../api/coaches';
import { TeamJoinForm } from './team-join-form';

/**
 * On /program: the player's coaches (leave any), a team code to join another, and what the
 * coaches wrote, with the coach's name, the date and the phase. A child signed in with the PIN
 * reads them only: joining and leaving teams is the guardians' (the COACH consent).
 */
export function MyCoaches({ phaseTitle }: { phaseTitle: (blockId: string) => string | undefined }) {
  const { t } = useTranslation();
  const { user } = useUserState();
  const readOnly = isHouseholdChild(user);
  const coachesQuery = useQuery(coachesQueryOptions());
  const playerRecord = useQuery({ ...playerQuery(user?.id ?? ''), enabled: !!user });
  const playerId = playerRecord.data?.id;
  const feedbackQuery = useQuery({
    ...playerFeedbackQueryOptions(playerId ?? ''),
    enabled: !!playerId,
  });
  const leave = useLeaveTeam();
  const coaches = coachesQuery.data ?? [];

  return (
    <section aria-labelledby="program-coaches-heading" className="mt-4">
      <h2 id="program-coaches-heading" className="h5 mb-3">
        {t('coaches.heading')}
      </h2>
      {feedbackQuery.data && feedbackQuery.data.length > 0 && (
        <div className="mb-4">
          <h3 className="h6">{t('coaches.feedbackHeading')}</h3>
          <FeedbackList feedback={feedbackQuery.data} phaseTitle={phaseTitle} />
        </div>
      )}
      {coachesQuery.isError && (
        <div className="alert alert-danger">
          <p>{t('coaches.loadFailed')}</p>
          <Button variant="outline-danger" size="sm" onClick={() => void coachesQuery.refetch()}>
            {t('program.retry')}
          </Button>
        </div>
      )}
      {coaches.length > 0 ? (
        <ul className="list-group mb-3">
          {coaches.map((coach) => (
            <li key={coach.managerId} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">
                <span className="fw-semibold">
                  {coach.firstName} {coach.lastName}
                </span>
                <span className="text-body-secondary"> · {coach.company}</span>
              </span>
              {!readOnly && (
                <BusyButton
                  variant="outline-secondary"
                  size="sm"
                  busy={leave.isPending && leave.variables === coach.managerId}
                  aria-label={t('coaches.leaveNamed', { name: `${coach.firstName} ${coach.lastName}` })}
                  onClick={() => leave.mutate(coach.managerId)}
                >
                  {t('coaches.leave')}
                </BusyButton>
              )}
            </li>
          ))}
        </ul>
      ) : (
        coachesQuery.isSuccess && <p>{t('coaches.none')}</p>
      )}
      {leave.isError && (
        <div className="alert alert-danger" role="alert">
          {t('coaches.leaveFailed')}
        </div>
      )}
      {!readOnly && <TeamJoinForm initialCode={pendingTeamInvite() ?? ''} />}
    </section>
  );
}
