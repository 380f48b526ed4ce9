import type { Diagram, DiagramItem, DiagramMove } from '@academy/contract';

/** A point in metres. */
export type Point = readonly [number, number];

/** Seconds the picture rests at the end of each loop before it starts again. */
export const LOOP_PAUSE = 1.5;

/** The metres drawn around the area: items may stand up to 2 m outside it. */
export const MARGIN = 2.5;

export function pathLength(path: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i += 1) {
    total += Math.hypot(path[i]![0] - path[i - 1]![0], path[i]![1] - path[i - 1]![1]);
  }
  return total;
}

/** The point a share (0–1) of the way along a path. */
export function pointAlong(path: readonly Point[], share: number): Point {
  const target = pathLength(path) * Math.min(1, Math.max(0, share));
  let walked = 0;
  for (let i = 1; i < path.length; i += 1) {
    const [ax, ay] = path[i - 1]!;
    const [bx, by] = path[i]!;
    const segment = Math.hypot(bx - ax, by - ay);
    if (walked + segment >= target && segment > 0) {
      const f = (target - walked) / segment;
      return [ax + (bx - ax) * f, ay + (by - ay) * f];
    }
    walked += segment;
  }
  return path.at(-1) ?? [0, 0];
}

/** One loop: the last move's end and a short rest. */
export function loopSeconds(diagram: Pick<Diagram, 'moves'>): number {
  return diagram.moves.reduce((end, move) => Math.max(end, move.to), 0) + LOOP_PAUSE;
}

/** Where an item stands at second `t`: on its current move, at the end of its last one, or where it starts. */
export function positionAt(item: DiagramItem, moves: readonly DiagramMove[], t: number): Point {
  let at: Point = [item.x, item.y];
  let latest = -1;
  for (const move of moves) {
    if (move.item !== item.id || move.from > t || move.from < latest) continue;
    latest = move.from;
    const share = move.to > move.from ? (t - move.from) / (move.to - move.from) : 1;
    at = pointAlong(move.path, share);
  }
  return at;
}

/**
 * The moves a reader sees, in time order: a ball dribbled with a player (the same path at the same
 * time) is one move, the player's.
 */
export function shownMoves(diagram: Pick<Diagram, 'items' | 'moves'>): DiagramMove[] {
  const typeOf = new Map(diagram.items.map((item) => [item.id, item.type]));
  const same = (a: DiagramMove, b: DiagramMove) =>
    a.from === b.from && a.to === b.to && JSON.stringify(a.path) === JSON.stringify(b.path);
  return diagram.moves
    .filter(
      (move) =>
        !(
          move.type === 'DRIBBLE' &&
          typeOf.get(move.item) === 'BALL' &&
          diagram.moves.some(
            (other) =>
              other !== move && other.type === 'DRIBBLE' && other.item !== move.item && same(other, move),
          )
        ),
    )
    .map((move, index) => ({ move, index }))
    .sort((a, b) => a.move.from - b.move.from || a.index - b.index)
    .map(({ move }) => move);
}

/** The item nearest a point (not `except`), when within `reach` metres. */
export function nearestItem(
  items: readonly DiagramItem[],
  [x, y]: Point,
  except: string,
  reach = 3,
): DiagramItem | null {
  let best: DiagramItem | null = null;
  let bestDistance = reach;
  for (const item of items) {
    if (item.id === except) continue;
    const distance = Math.hypot(item.x - x, item.y - y);
    if (distance <= bestDistance) {
      best = item;
      bestDistance = distance;
    }
  }
  return best;
}

/** Whether every path stays inside the area and every item within 2 m of it (what the server checks too). */
export function insideArea(diagram: Diagram): boolean {
  const { width, length } = diagram.area;
  const within = (x: number, y: number, m: number) => x >= -m && x <= width + m && y >= -m && y <= length + m;
  return (
    diagram.items.every((item) => within(item.x, item.y, 2)) &&
    diagram.moves.every((move) => move.path.every(([x, y]) => within(x, y, 0)))
  );
}
