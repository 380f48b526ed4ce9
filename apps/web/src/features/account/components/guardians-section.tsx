import type { PlayerGuardian, User } from '@academy/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { playerQuery } from '@/lib/queries/player';
import { showToast } from '@/lib/toast-store';
import { playerGuardiansQueryOptions, useRemoveGuardian } from '../api/guardians';

/** From 18: removing one guardian, with the player's password. */
function RemoveGuardianForm({
  playerId,
  guardian,
  onDone,
}: {
  playerId: string;
  guardian: PlayerGuardian;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const remove = useRemoveGuardian(playerId);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = `${guardian.firstName} ${guardian.lastName}`.trim();
  return (
    <Form
      noValidate
      className="border rounded p-2 mt-2"
      aria-label={t('account.guardians.removeTitle', { name })}
      onSubmit={(event) => {
        event.preventDefault();
        if (remove.isPending) return;
        if (!password) {
          setError(t('account.guardians.passwordRequired'));
          return;
        }
        remove.mutate(
          { userId: guardian.userId, password },
          {
            onSuccess: () => {
              showToast({ type: 'success', message: t('account.guardians.removed', { name }) });
              onDone();
            },
            onError: (failure) =>
              setError(
                isApiError(failure) && failure.status === 400
                  ? t('account.guardians.passwordWrong')
                  : t('account.guardians.removeFailed'),
              ),
          },
        );
      }}
    >
      <p className="small mb-2">{t('account.guardians.removeIntro', { name })}</p>
      <FormField
        id={`${ids}-password`}
        label={t('account.guardians.password')}
        type="password"
        autoComplete="current-password"
        onChange={(event) => setPassword(event.target.value)}
        error={error ? { message: error } : undefined}
      />
      <div className="d-flex flex-wrap gap-2">
        <BusyButton type="submit" variant="danger" size="sm" busy={remove.isPending}>
          {t('account.guardians.removeSubmit', { name })}
        </BusyButton>
        <Button variant="outline-secondary" size="sm" onClick={onDone}>
          {t('household.add.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * /account "Who else can see your data" (a player with their own login): their guardians, who read
 * the player's data until 18; from 18 the player may remove them. Nothing when there are none.
 */
export function GuardiansSection({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const query = useQuery(playerGuardiansQueryOptions(playerId));
  const [removing, setRemoving] = useState<string | null>(null);
  if (!query.data || query.data.guardians.length === 0) return null;
  const { guardians, removableFrom } = query.data;
  const minor = guardians.some((g) => g.canRead);
  return (
    <section className="border rounded p-3 mt-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h6">
        {t('account.guardians.title')}
      </h2>
      <p className="text-body-secondary small">
        {minor
          ? t('account.guardians.untilEighteen', { date: formatDate(removableFrom, i18n.language) })
          : t('account.guardians.adult')}
      </p>
      <ul className="list-unstyled mb-0">
        {guardians.map((guardian) => {
          const name = `${guardian.firstName} ${guardian.lastName}`.trim();
          return (
            <li key={guardian.userId} className="py-2 border-bottom">
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                <span>
                  {name}
                  <span className="text-body-secondary">
                    {' '}
                    · {t(`account.guardians.relation.${guardian.relation}`)}
                  </span>
                </span>
                {!minor && removing !== guardian.userId && (
                  <Button variant="outline-danger" size="sm" onClick={() => setRemoving(guardian.userId)}>
                    {t('account.guardians.remove', { name })}
                  </Button>
                )}
              </div>
              {removing === guardian.userId && (
                <RemoveGuardianForm
                  playerId={playerId}
                  guardian={guardian}
                  onDone={() => setRemoving(null)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The section for the signed-in user when they are a player (the player's id comes with their record). */
export function PlayerGuardiansSection({ user }: { user: User }) {
  const player = useQuery({ ...playerQuery(user.id), enabled: user.player });
  return player.data ? <GuardiansSection playerId={player.data.id} /> : null;
}
