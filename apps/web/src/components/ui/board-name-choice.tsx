import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { apiGet, apiPut, isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

type OptIn = { optIn: boolean };

const optInKey = (playerId: string) => ['leaderboard-opt-in', playerId] as const;

/**
 * Whether the team board names the player (off by default): a guardian's choice under 16, the
 * player's own from 16 (PUT /v1/player/{playerId}/leaderboard { optIn }).
 */
export function BoardNameChoice({ playerId, name }: { playerId: string; name: string }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: optInKey(playerId),
    queryFn: ({ signal }) =>
      apiGet<OptIn>(`/v1/player/${encodeURIComponent(playerId)}/leaderboard/opt-in`, { signal }),
  });
  const save = useMutation({
    mutationFn: (optIn: boolean) =>
      apiPut<OptIn>(`/v1/player/${encodeURIComponent(playerId)}/leaderboard`, { optIn }, { silent: true }),
    onSuccess: (saved) => queryClient.setQueryData(optInKey(playerId), saved),
  });
  if (query.isPending || query.isError) return null;
  return (
    <div className="mb-3">
      <Form.Check
        type="switch"
        id={id}
        checked={save.isPending ? Boolean(save.variables) : query.data.optIn}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
        label={t('coachWeek.board.optIn', { name })}
        aria-describedby={`${id}-hint`}
      />
      <div id={`${id}-hint`} className="form-text">
        {t('coachWeek.board.optInHint')}
      </div>
      {save.isError && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {isApiError(save.error) && save.error.status === 403
            ? errorText(save.error.code, save.error.message)
            : t('coachWeek.board.saveFailed')}
        </div>
      )}
    </div>
  );
}
