import type { Diagram } from '@academy/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { insideArea, loopSeconds, positionAt, shownMoves } from './diagram-model';
import { SessionDiagram } from './session-diagram';

/** A slalom: six cones 1.5 m apart, the player dribbles through and shoots at the goal. */
const SLALOM: Diagram = {
  area: { width: 4, length: 12 },
  items: [
    { id: 'goal', type: 'GOAL', x: 2, y: 0.3 },
    ...[10, 8.5, 7, 5.5, 4, 2.5].map((y, i) => ({ id: `c${i}`, type: 'CONE' as const, x: 2, y })),
    { id: 'you', type: 'PLAYER', x: 2, y: 11.8 },
    { id: 'ball', type: 'BALL', x: 2, y: 11.4 },
  ],
  moves: [
    {
      item: 'you',
      type: 'DRIBBLE',
      path: [
        [2, 11.4],
        [2.6, 10],
        [1.4, 8.5],
        [2.6, 7],
        [2, 2],
      ],
      from: 0,
      to: 6,
    },
    {
      item: 'ball',
      type: 'DRIBBLE',
      path: [
        [2, 11.4],
        [2.6, 10],
        [1.4, 8.5],
        [2.6, 7],
        [2, 2],
      ],
      from: 0,
      to: 6,
    },
    {
      item: 'ball',
      type: 'SHOT',
      path: [
        [2, 2],
        [2.5, 0.4],
      ],
      from: 6,
      to: 7,
    },
  ],
};

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the session diagram', () => {
  it('keeps every path inside the area and every item on or near it, all through the loop', () => {
    expect(insideArea(SLALOM)).toBe(true);
    for (let t = 0; t <= loopSeconds(SLALOM); t += 0.25) {
      for (const item of SLALOM.items) {
        const [x, y] = positionAt(item, SLALOM.moves, t);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(SLALOM.area.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(SLALOM.area.length);
      }
    }
    // The ball follows the player through the slalom, then flies at the goal.
    expect(positionAt(SLALOM.items.at(-1)!, SLALOM.moves, 6)).toEqual([2, 2]);
    const [x, y] = positionAt(SLALOM.items.at(-1)!, SLALOM.moves, 7.5);
    expect([x, y]).toEqual([2.5, expect.closeTo(0.4, 6)]);
    expect(
      insideArea({
        ...SLALOM,
        moves: [
          {
            ...SLALOM.moves[2]!,
            path: [
              [2, 2],
              [2, -1],
            ],
          },
        ],
      }),
    ).toBe(false);
  });

  it('draws the drawn paths inside the area', () => {
    reducedMotion(true);
    const { container } = render(<SessionDiagram diagram={SLALOM} />);
    const lines = container.querySelectorAll('polyline');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      for (const pair of line.getAttribute('points')!.split(' ')) {
        const [x, y] = pair.split(',').map(Number);
        expect(x! >= 0 && x! <= 4 && y! >= 0 && y! <= 12, pair).toBe(true);
      }
    }
  });

  it('under reduced motion shows a still picture with numbered arrows and no animation controls', () => {
    reducedMotion(true);
    const { container } = render(<SessionDiagram diagram={SLALOM} />);
    const pictures = container.querySelectorAll('svg');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toHaveAttribute('data-still', 'true');
    // The dribble of player and ball is one arrow: 1 the dribble, 2 the shot.
    expect([...container.querySelectorAll('[data-step]')].map((n) => n.textContent)).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('animates with play/pause and three speeds, and keeps a still copy for print', async () => {
    reducedMotion(false);
    const user = userEvent.setup();
    const { container } = render(<SessionDiagram diagram={SLALOM} />);
    expect(container.querySelector('svg.diagram-animated')).toHaveAttribute('data-still', 'false');
    expect(container.querySelector('svg.diagram-print-only')).toHaveAttribute('data-still', 'true');
    const pause = screen.getByRole('button', { name: 'Pause' });
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    const speeds = within(screen.getByRole('group', { name: 'Animation speed' })).getAllByRole('button');
    expect(speeds.map((b) => b.textContent)).toEqual(['0.5×', '1×', '2×']);
    await user.click(speeds[2]!);
    expect(speeds[2]).toHaveAttribute('aria-pressed', 'true');
  });

  it('says what moves where, in the reader’s language', async () => {
    reducedMotion(true);
    const { unmount } = render(<SessionDiagram diagram={SLALOM} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'A 4 × 12 m area with 1 player, 1 ball, 1 goal, 6 cones.',
    );
    const steps = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      'The player dribbles 10.5 m to a cone (0–6 s).',
      'A shot of 1.5 m towards the goal (6–7 s).',
    ]);
    expect(shownMoves(SLALOM)).toHaveLength(2);
    unmount();

    await i18n.changeLanguage('sv');
    render(<SessionDiagram diagram={SLALOM} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'En yta på 4 × 12 m med 1 spelare, 1 boll, 1 mål, 6 koner.',
    );
    expect(screen.getByText('Ett skott på 1,5 m mot målet (6–7 s).')).toBeInTheDocument();
  });
});
