import { ageGroupIdOf, isCalendarDate, type Player } from '@academy/contract';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useAgeGroupName } from '@/lib/profile/age-group-name';
import { isUnderGuardianAge } from '@/lib/profile/player-form';

export interface ProfileChange {
  /** The age group the new date of birth moves the player to (null: it stays). */
  ageGroup: { from: string; to: string } | null;
  /** Under 16 and no guardian asked yet: the guardian's e-mail is needed and approval starts. */
  guardianNeeded: boolean;
  /** 16 or older while the guardian has not answered: the wait ends. */
  waitEnds: boolean;
}

/**
 * What saving a new date of birth does, worked out the way the server does it (README "Correcting
 * the profile"): the age group of the age reached this year (UTC), and the age of 16 on today's date.
 */
export function profileChange(
  player: Player,
  dateOfBirth: string,
  today: string,
  now = new Date(),
): ProfileChange {
  if (!isCalendarDate(dateOfBirth)) return { ageGroup: null, guardianNeeded: false, waitEnds: false };
  const to = dateOfBirth === player.dateOfBirth ? null : ageGroupIdOf(dateOfBirth, now.getUTCFullYear());
  // Also for an unchanged date: a player under 16 from before guardian approval existed is asked
  // for one at the next save, as the server does.
  const under = isUnderGuardianAge(dateOfBirth, today);
  return {
    ageGroup: to && to !== player.ageGroupId ? { from: player.ageGroupId, to } : null,
    guardianNeeded: under && player.guardianApproval === 'NOT_NEEDED',
    waitEnds: !under && player.guardianApproval === 'PENDING',
  };
}

export function hasProfileChange(change: ProfileChange): boolean {
  return !!change.ageGroup || change.guardianNeeded || change.waitEnds;
}

/** Shown under the date of birth before saving: what saving that date will change. */
export function ProfileChanges({ change }: { change: ProfileChange }) {
  const { t } = useTranslation();
  const groupName = useAgeGroupName();
  if (!hasProfileChange(change)) return null;
  return (
    <Alert variant="info" className="mb-0">
      <p className="fw-medium mb-1">{t('account.profile.changes.title')}</p>
      <ul className="mb-0 ps-3">
        {change.ageGroup && (
          <li>
            {t('account.profile.changes.ageGroup', {
              group: groupName(change.ageGroup.to),
              current: groupName(change.ageGroup.from),
            })}
          </li>
        )}
        {change.guardianNeeded && <li>{t('account.profile.changes.guardianNeeded')}</li>}
        {change.waitEnds && <li>{t('account.profile.changes.waitEnds')}</li>}
      </ul>
    </Alert>
  );
}
