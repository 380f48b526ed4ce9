import { ScrollTable } from '@/components/ui/scroll-table';
import type { TeamPlayer } from '@academy/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type SortKey =
  | 'name'
  | 'ageGroupId'
  | 'program'
  | 'phase'
  | 'sessionsDone'
  | 'sessionsLast7Days'
  | 'lastTrainedAt';

/** The week's figures come right after the name: on a phone and at 1280 px they show without scrolling. */
const COLUMNS: SortKey[] = [
  'name',
  'sessionsLast7Days',
  'lastTrainedAt',
  'sessionsDone',
  'phase',
  'program',
  'ageGroupId',
];

/** Columns that wait for a wider screen (the player's page has them all). */
const WIDE_ONLY: Partial<Record<SortKey, string>> = {
  sessionsDone: 'd-none d-md-table-cell',
  phase: 'd-none d-lg-table-cell',
  program: 'd-none d-xl-table-cell',
  ageGroupId: 'd-none d-md-table-cell',
};

/** The value a column sorts by; numbers and times compare as numbers, texts in the UI language. */
function sortValue(player: TeamPlayer, key: SortKey): string | number {
  switch (key) {
    case 'name':
      return `${player.lastName} ${player.firstName}`;
    case 'program':
      return player.programTitle ?? '';
    case 'phase':
      return player.currentPhase?.title ?? '';
    case 'lastTrainedAt':
      return player.lastTrainedAt ? Date.parse(player.lastTrainedAt) : 0;
    default:
      return player[key];
  }
}

export function sortPlayers(
  players: readonly TeamPlayer[],
  key: SortKey,
  direction: 'ascending' | 'descending',
  language: string,
): TeamPlayer[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const sign = direction === 'ascending' ? 1 : -1;
  return [...players].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * order || collator.compare(`${a.lastName} ${a.firstName}`, `${b.lastName} ${b.firstName}`);
  });
}

/** The coach's players; every column header sorts (again: the other way). */
export function TeamTable({ players }: { players: readonly TeamPlayer[] }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<{ key: SortKey; direction: 'ascending' | 'descending' }>({
    key: 'name',
    direction: 'ascending',
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const rows = sortPlayers(players, sort.key, sort.direction, i18n.language);

  function sortBy(key: SortKey) {
    setSort((current) => ({
      key,
      direction:
        current.key === key
          ? current.direction === 'ascending'
            ? 'descending'
            : 'ascending'
          : // Figures read best from the most first.
            key === 'sessionsDone' || key === 'sessionsLast7Days' || key === 'lastTrainedAt'
            ? 'descending'
            : 'ascending',
    }));
  }

  return (
    <ScrollTable label={t('coach.players.tableLabel')}>
      <table className="table align-middle team-table">
        <caption className="visually-hidden">{t('coach.players.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((key) => (
              <th
                key={key}
                scope="col"
                className={WIDE_ONLY[key]}
                aria-sort={sort.key === key ? sort.direction : undefined}
              >
                <button
                  type="button"
                  className="btn btn-link p-0 fw-semibold text-start"
                  onClick={() => sortBy(key)}
                >
                  {t(`coach.players.columns.${key}`)}
                  <span aria-hidden="true">
                    {sort.key === key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((player) => (
            <tr key={player.playerId}>
              <th scope="row">
                <Link to={`/coach/players/${player.playerId}`}>
                  {player.firstName} {player.lastName}
                </Link>
                {player.resting && (
                  <span className="badge text-bg-warning ms-2 text-wrap">
                    {t(`habits.resting.${player.resting.reason}`, {
                      date: date.format(new Date(`${player.resting.until}T12:00:00Z`)),
                    })}
                  </span>
                )}
              </th>
              <td>{player.sessionsLast7Days}</td>
              <td>
                {player.lastTrainedAt
                  ? date.format(new Date(player.lastTrainedAt))
                  : t('coach.players.never')}
              </td>
              <td className={WIDE_ONLY.sessionsDone}>
                {t('coach.players.doneOf', { done: player.sessionsDone, total: player.sessionsTotal })}
              </td>
              <td className={WIDE_ONLY.phase}>
                {player.currentPhase
                  ? `${player.currentPhase.title} (${t(`program.phaseStatus.${player.currentPhase.status}`)})`
                  : '—'}
              </td>
              <td className={WIDE_ONLY.program}>{player.programTitle ?? t('coach.players.noProgram')}</td>
              <td className={WIDE_ONLY.ageGroupId}>{player.ageGroupId}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
