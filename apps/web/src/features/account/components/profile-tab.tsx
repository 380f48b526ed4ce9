import type { Player, User } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { playerQuery } from '@/lib/queries/player';
import { PersonForm } from './person-form';
import { PlayerProfileForm } from './player-profile-form';

interface ProfileTabProps {
  user: User;
  /** The player profile was saved (its guardian approval may have changed). */
  onPlayerSaved: (player: Player) => void;
}

/**
 * The PROFILE tab of /account (issue 17, rectification): everyone corrects their name and
 * language; a player also corrects the player profile. A coach's company and place have no
 * correction call yet, so they are not offered here.
 */
export function ProfileTab({ user, onPlayerSaved }: ProfileTabProps) {
  const { t } = useTranslation();
  const isPlayer = user.player && user.authorities.includes('ROLE_PLAYER');
  const player = useQuery({ ...playerQuery(user.id), enabled: isPlayer });

  return (
    <>
      <PersonForm user={user} />
      {isPlayer &&
        (player.isPending ? (
          <LoadingSpinner label={t('account.profile.loading')} />
        ) : player.isError ? (
          <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
            <span className="flex-grow-1">{t('account.profile.loadFailed')}</span>
            <Button variant="outline-danger" size="sm" onClick={() => void player.refetch()}>
              {t('account.profile.retry')}
            </Button>
          </Alert>
        ) : (
          <PlayerProfileForm player={player.data} onSaved={onPlayerSaved} />
        ))}
    </>
  );
}
