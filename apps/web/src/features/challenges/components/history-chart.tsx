import type { Challenge, ChallengeResult, ChallengeTier } from '@academy/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TierBadge } from '@/components/ui/tier-badge';
import { formatDate } from '@/lib/format';
import { bestResult } from '@/lib/queries/challenges';
import { formatValue } from '../format';
import { ScrollTable } from '@/components/ui/scroll-table';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { top: 12, right: 56, bottom: 12, left: 12 };
/** The chart shows the latest tries; the table lists them all. */
const CHART_POINTS = 20;
const MARK_COLOURS: Record<Exclude<ChallengeTier, 'NONE'>, string> = {
  GOLD: '#9a7400',
  SILVER: '#5c6670',
  BRONZE: '#99531c',
};

interface HistoryChartProps {
  challenge: Pick<Challenge, 'id' | 'unit' | 'better' | 'thresholds'>;
  /** This challenge's results, newest first. */
  results: readonly ChallengeResult[];
}

/**
 * The history of one challenge: a small line chart (better is always up, so a time that drops
 * climbs), the bronze, silver and gold marks as dashed lines, personal bests as filled dots. The
 * picture has a one-sentence summary for screen readers, and every try is in the table below it.
 */
export function HistoryChart({ challenge, results }: HistoryChartProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = i18n.language;
  const show = (value: number) => formatValue(value, challenge.unit, t, language);

  if (results.length === 0) return <p className="mb-0">{t('challenges.history.empty')}</p>;

  const points = results.slice(0, CHART_POINTS).reverse();
  const marks = challenge.thresholds;
  const values = [...points.map((r) => r.value), marks.bronze, marks.silver, marks.gold];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (points.length === 1 ? innerWidth / 2 : (index / (points.length - 1)) * innerWidth);
  const y = (value: number) => {
    const share = challenge.better === 'HIGHER' ? (high - value) / span : (value - low) / span;
    return PAD.top + share * innerHeight;
  };
  const best = bestResult(results, challenge)!;
  const summary = t('challenges.history.summary', {
    count: results.length,
    best: show(best.value),
    latest: show(results[0]!.value),
  });

  return (
    <figure className="mb-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="challenge-chart w-100"
        role="img"
        aria-labelledby={`${id}-title`}
      >
        <title id={`${id}-title`}>{summary}</title>
        {(['BRONZE', 'SILVER', 'GOLD'] as const).map((tier) => {
          const at = y(marks[tier.toLowerCase() as 'bronze' | 'silver' | 'gold']);
          return (
            <g key={tier}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={at}
                y2={at}
                stroke={MARK_COLOURS[tier]}
                strokeDasharray="4 3"
                strokeWidth="1"
              />
              <text x={WIDTH - PAD.right + 4} y={at + 4} fontSize="11" fill={MARK_COLOURS[tier]}>
                {t(`challenges.tier.${tier}`)}
              </text>
            </g>
          );
        })}
        <polyline
          fill="none"
          stroke="#0d6efd"
          strokeWidth="2"
          points={points.map((r, i) => `${x(i)},${y(r.value)}`).join(' ')}
        />
        {points.map((r, i) => (
          <circle
            key={r.id}
            cx={x(i)}
            cy={y(r.value)}
            r={r.personalBest ? 5 : 3.5}
            fill={r.personalBest ? '#0d6efd' : '#fff'}
            stroke="#0d6efd"
            strokeWidth="2"
          />
        ))}
      </svg>
      <figcaption className="small text-body-secondary">{t('challenges.history.caption')}</figcaption>
      <details className="mt-2">
        <summary>{t('challenges.history.asTable')}</summary>
        <ScrollTable label={t('challenges.history.tableCaption')}>
          <table className="table table-sm align-middle mt-2 mb-0">
            <caption className="visually-hidden">{t('challenges.history.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('challenges.history.date')}</th>
                <th scope="col">{t('challenges.history.result')}</th>
                <th scope="col">{t('challenges.history.tier')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.id}>
                  <td>{formatDate(r.createdAt, language)}</td>
                  <td>
                    {show(r.value)}
                    {r.personalBest && (
                      <span className="d-block small">{t('challenges.history.personalBest')}</span>
                    )}
                    {r.verified && <span className="d-block small">{t('challenges.history.verified')}</span>}
                  </td>
                  <td>
                    <TierBadge tier={r.tier} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </details>
    </figure>
  );
}
