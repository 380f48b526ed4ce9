import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { useRemovePlayer } from '../api/week';

/** Takes the player out of the team, after a confirmation; their training and results stay theirs. */
export function RemovePlayer({ playerId, name }: { playerId: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemovePlayer();
  return (
    <section aria-labelledby="coach-remove-heading" className="mt-4 border-top pt-3">
      <h2 id="coach-remove-heading" className="h6">
        {t('coachWeek.remove.heading')}
      </h2>
      <p className="small">{t('coachWeek.remove.hint', { name })}</p>
      {remove.isError && (
        <div className="alert alert-danger" role="alert">
          {t('coachWeek.remove.failed')}
        </div>
      )}
      <BusyButton
        variant="outline-danger"
        size="sm"
        busy={remove.isPending}
        onClick={() => {
          if (!window.confirm(t('coachWeek.remove.confirm', { name }))) return;
          remove.mutate(playerId, { onSuccess: () => void navigate('/coach', { replace: true }) });
        }}
      >
        {t('coachWeek.remove.button', { name })}
      </BusyButton>
    </section>
  );
}
