import { PLAYER_TRACKS, type PlayerTrack } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { playerQuery } from '@/lib/queries/player';
import { trackQueryOptions, useSetTrack } from '@/lib/queries/training-track';

/** Age groups whose programs have goalkeeper sessions (from U10). */
export function hasKeeperTrack(ageGroupId: string): boolean {
  return !['U7', 'U8', 'U9'].includes(ageGroupId);
}

/**
 * The training track, chosen explicitly (the position on the profile does not choose it): outfield
 * or goalkeeper. Saved on change; the phases then show that track's sessions.
 */
export function TrackChoice({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const player = useQuery(playerQuery(userId));
  const playerId = player.data?.id ?? '';
  const track = useQuery({ ...trackQueryOptions(playerId), enabled: !!playerId });
  const save = useSetTrack(playerId);
  // No player (yet), or an age group without goalkeeper sessions: nothing to choose.
  if (!player.data || !hasKeeperTrack(player.data.ageGroupId)) return null;
  const current = save.isPending ? save.variables : track.data?.track;
  const busy = !track.data || save.isPending;

  return (
    <fieldset className="card card-body mb-4" aria-describedby={`${id}-hint`} aria-busy={busy}>
      <legend className="h6 mb-1">{t('safety.track.legend')}</legend>
      <div>
        <p id={`${id}-hint`} className="small text-body-secondary mb-2">
          {t('safety.track.hint')}
        </p>
        {track.isError ? (
          <p className="text-danger mb-0" role="alert">
            {t('safety.track.loadFailed')}
          </p>
        ) : (
          <div className="d-flex flex-wrap gap-3">
            {PLAYER_TRACKS.map((option: PlayerTrack) => (
              <div className="form-check" key={option}>
                <input
                  className="form-check-input"
                  type="radio"
                  name={`${id}-track`}
                  id={`${id}-${option}`}
                  value={option}
                  checked={current === option}
                  disabled={busy}
                  onChange={() => save.mutate(option)}
                />
                <label className="form-check-label" htmlFor={`${id}-${option}`}>
                  {t(`safety.track.${option}`)}
                </label>
              </div>
            ))}
          </div>
        )}
        <p className="small mb-0 mt-2" aria-live="polite">
          {save.isError ? (
            <span className="text-danger">{t('safety.track.saveFailed')}</span>
          ) : save.isSuccess ? (
            t('safety.track.saved')
          ) : null}
        </p>
      </div>
    </fieldset>
  );
}
