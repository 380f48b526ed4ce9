import { type Coach, normalizeTeamCode } from '@academy/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError } from '@/lib/api-client';
import { forgetTeamInvite } from '@/lib/flows/team-invite';
import { showToast } from '@/lib/toast-store';
import { useJoinTeam } from '../api/coaches';

/** Why a join failed, in the player's words. */
function joinFailure(error: unknown, t: (key: string) => string): string {
  if (!isApiError(error)) return t('coaches.join.failed');
  if (error.status === 400) return t('coaches.join.invalid');
  if (error.status === 404) return t('coaches.join.notFound');
  if (error.status === 429) return t('coaches.join.tooMany');
  // Recognised by the server's own message, never by the translated text the error carries.
  if (error.status === 403 && error.is('privacy.guardianApprovalNeeded')) {
    return t('coaches.join.guardianNeeded');
  }
  if (error.status === 403) return t('coaches.join.onlyPlayers');
  return t('coaches.join.failed');
}

interface TeamJoinFormProps {
  initialCode?: string;
  onJoined?: (coach: Coach) => void;
}

/** The team code a coach handed out; joining tells who the coach is. */
export function TeamJoinForm({ initialCode = '', onJoined }: TeamJoinFormProps) {
  const { t } = useTranslation();
  const join = useJoinTeam();
  const [code, setCode] = useState(initialCode);
  const inputId = useId();
  const errorId = useId();
  const error = join.error ? joinFailure(join.error, t) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const teamCode = normalizeTeamCode(code);
    join.mutate(teamCode, {
      onSuccess: (coach) => {
        forgetTeamInvite();
        setCode('');
        showToast({
          type: 'success',
          message: t('coaches.join.joined', { name: `${coach.firstName} ${coach.lastName}`.trim() }),
        });
        onJoined?.(coach);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="form-label">
        {t('coaches.join.label')}
      </label>
      <div className="d-flex flex-wrap gap-2">
        <input
          id={inputId}
          className={`form-control team-code-input${error ? ' is-invalid' : ''}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (join.isError) join.reset();
          }}
        />
        <BusyButton type="submit" variant="primary" busy={join.isPending} disabled={!code.trim()}>
          {t('coaches.join.submit')}
        </BusyButton>
      </div>
      <div className="form-text">{t('coaches.join.hint')}</div>
      {error && (
        <div id={errorId} className="alert alert-danger mt-2 mb-0" role="alert">
          {error}
        </div>
      )}
    </form>
  );
}
