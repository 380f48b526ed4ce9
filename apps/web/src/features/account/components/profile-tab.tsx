import type { Player, User } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { managerMeQuery } from '@/lib/queries/manager';
import { playerQuery } from '@/lib/queries/player';
import { CoachProfileForm } from './coach-profile-form';
import { PersonForm } from './person-form';
import { PlayerProfileForm } from './player-profile-form';
import { TrackChoice } from '@/components/ui/track-choice';

interface ProfileTabProps {
  user: User;
  /** The player profile was saved (its guardian approval may have changed). */
  onPlayerSaved: (player: Player) => void;
}

/** A profile still loading, or not loaded with Try again. */
function LoadState({
  loading,
  failed,
  retry,
}: {
  loading: string;
  failed: string | null;
  retry: () => void;
}) {
  const { t } = useTranslation();
  if (!failed) return <LoadingSpinner label={loading} />;
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
      <span className="flex-grow-1">{failed}</span>
      <Button variant="outline-danger" size="sm" onClick={retry}>
        {t('account.profile.retry')}
      </Button>
    </Alert>
  );
}

/**
 * The PROFILE tab of /account (rectification): everyone corrects their name and
 * language; a player also corrects the player profile, a coach (a user with a manager record)
 * their company, gender and place.
 */
export function ProfileTab({ user, onPlayerSaved }: ProfileTabProps) {
  const { t } = useTranslation();
  const isPlayer = user.player && user.authorities.includes('ROLE_PLAYER');
  const player = useQuery({ ...playerQuery(user.id), enabled: isPlayer });
  const manager = useQuery({ ...managerMeQuery(), enabled: user.manager });

  return (
    <>
      <PersonForm user={user} />
      {isPlayer &&
        (player.isSuccess ? (
          <>
            <PlayerProfileForm player={player.data} onSaved={onPlayerSaved} />
            <div className="mt-4">
              <TrackChoice userId={user.id} />
            </div>
          </>
        ) : (
          <LoadState
            loading={t('account.profile.loading')}
            failed={player.isError ? t('account.profile.loadFailed') : null}
            retry={() => void player.refetch()}
          />
        ))}
      {user.manager && (
        <div className={isPlayer ? 'mt-4' : undefined}>
          {manager.isSuccess ? (
            <CoachProfileForm manager={manager.data} />
          ) : (
            <LoadState
              loading={t('account.profile.coachLoading')}
              failed={manager.isError ? t('account.profile.coachLoadFailed') : null}
              retry={() => void manager.refetch()}
            />
          )}
        </div>
      )}
    </>
  );
}
