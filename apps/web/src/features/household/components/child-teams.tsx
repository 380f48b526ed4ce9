import { type Coach, type HouseholdChild, normalizeTeamCode } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { childTeamsQueryOptions, useJoinChildToTeam, useTakeChildOutOfTeam } from '../api/child-teams';

const teamOf = (coach: Coach) => coach.teamName ?? `${coach.firstName} ${coach.lastName}`.trim();

/** Why a join failed, in the guardian's words (by the server's code, never its translated text). */
function joinFailure(error: unknown, t: (key: string) => string): 'consent' | string {
  if (!isApiError(error)) return t('coaches.join.failed');
  if (error.status === 403 && error.is('household.coachConsentNeeded')) return 'consent';
  if (error.status === 400) return t('coaches.join.invalid');
  if (error.status === 404) return t('coaches.join.notFound');
  if (error.status === 429) return t('coaches.join.tooMany');
  return t('coaches.join.failed');
}

/**
 * A child's teams on the guardian's home, and "Join a team" with the coach's code: only with the child's Coach consent, which the error links to when it is missing.
 */
export function ChildTeams({ child }: { child: HouseholdChild }) {
  const { t } = useTranslation();
  const teams = useQuery(childTeamsQueryOptions(child.playerId));
  const join = useJoinChildToTeam(child.playerId);
  const leave = useTakeChildOutOfTeam(child.playerId);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const failure = join.error ? joinFailure(join.error, t) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    join.mutate(normalizeTeamCode(code), {
      onSuccess: (coach) => {
        setCode('');
        setOpen(false);
        showToast({
          type: 'success',
          message: t('household.teams.joined', { name: child.firstName, team: teamOf(coach) }),
        });
      },
    });
  }

  return (
    <div className="mb-2">
      <h3 className="h6 mb-1">{t('household.teams.heading')}</h3>
      {teams.data && teams.data.length === 0 && (
        <p className="small text-body-secondary mb-1">{t('household.teams.none')}</p>
      )}
      {teams.data && teams.data.length > 0 && (
        <ul className="list-unstyled small mb-1">
          {teams.data.map((coach) => (
            <li key={coach.managerId} className="d-flex flex-wrap align-items-center gap-2">
              <span>
                {teamOf(coach)} · {coach.firstName} {coach.lastName}
              </span>
              <Button
                variant="link"
                size="sm"
                className="p-0"
                disabled={leave.isPending}
                aria-label={t('household.teams.leaveNamed', { name: child.firstName, team: teamOf(coach) })}
                onClick={() => leave.mutate(coach.managerId)}
              >
                {t('household.teams.leave')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!open ? (
        <Button variant="outline-primary" size="sm" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('household.teams.open')}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate className="border rounded p-2">
          <label htmlFor={inputId} className="form-label">
            {t('household.teams.code')}
          </label>
          <div className="d-flex flex-wrap gap-2">
            <input
              id={inputId}
              className={`form-control team-code-input${failure ? ' is-invalid' : ''}`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              value={code}
              aria-invalid={failure ? true : undefined}
              aria-describedby={failure ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => {
                setCode(event.target.value);
                if (join.isError) join.reset();
              }}
            />
            <BusyButton
              type="submit"
              variant="primary"
              size="sm"
              busy={join.isPending}
              disabled={!code.trim()}
            >
              {t('household.teams.submit')}
            </BusyButton>
          </div>
          <div id={hintId} className="form-text">
            {t('household.teams.hint', { name: child.firstName })}
          </div>
          {failure && (
            <div id={errorId} className="alert alert-danger mt-2 mb-0" role="alert">
              {failure === 'consent' ? (
                <>
                  {t('household.teams.consentNeeded', { name: child.firstName })}{' '}
                  <Link to="/household/consents">{t('household.teams.consentLink')}</Link>
                </>
              ) : (
                failure
              )}
            </div>
          )}
        </form>
      )}
    </div>
  );
}
