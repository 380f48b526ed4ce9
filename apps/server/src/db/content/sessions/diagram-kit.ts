import type { Diagram, DiagramItem, DiagramMove } from '@academy/contract';

/** A point in metres: `[x, y]`, x along the area's width, y along its length (0 at the top). */
export type Point = readonly [number, number];
type ItemType = DiagramItem['type'];
type MoveType = DiagramMove['type'];

const round = (n: number) => Math.round(n * 100) / 100;
const pt = ([x, y]: Point): [number, number] => [round(x), round(y)];

/**
 * Builds a session's diagram step by step: items where they stand, then moves on a clock that runs
 * on by itself (`dribble`, `pass`… start when the previous move ended); `together` starts a move at
 * the same time as the previous one, `wait` leaves a pause. Sizes are metres, times seconds.
 */
export class Drill {
  private readonly items: DiagramItem[] = [];
  private readonly moves: DiagramMove[] = [];
  private clock = 0;
  private lastFrom = 0;

  constructor(
    readonly width: number,
    readonly length: number,
  ) {}

  /** Places an item; returns its id. */
  add(type: ItemType, id: string, [x, y]: Point): string {
    this.items.push({ id, type, x: round(x), y: round(y) });
    return id;
  }

  /** Several items of one kind: ids `prefix1`, `prefix2`… */
  many(type: ItemType, prefix: string, points: readonly Point[]): string[] {
    return points.map((p, i) => this.add(type, `${prefix}${i + 1}`, p));
  }

  /** A gate: two cones `width` apart around a centre, across x (or across y when `upright`). */
  gate(id: string, [x, y]: Point, width = 2, upright = false): void {
    const h = width / 2;
    this.add('CONE', `${id}a`, upright ? [x, y - h] : [x - h, y]);
    this.add('CONE', `${id}b`, upright ? [x, y + h] : [x + h, y]);
  }

  /** A move of one item along a path, starting now (or at the previous move's start with `together`). */
  move(item: string, type: MoveType, path: readonly Point[], seconds: number, together = false): this {
    const from = together ? this.lastFrom : this.clock;
    const to = round(from + seconds);
    this.moves.push({ item, type, path: path.map(pt), from: round(from), to });
    this.lastFrom = from;
    this.clock = Math.max(this.clock, to);
    return this;
  }

  run(item: string, path: readonly Point[], seconds: number, together = false): this {
    return this.move(item, 'RUN', path, seconds, together);
  }

  /** The player and the ball travel together along the path. */
  dribble(player: string, ball: string, path: readonly Point[], seconds: number, together = false): this {
    this.move(player, 'DRIBBLE', path, seconds, together);
    return this.move(ball, 'DRIBBLE', path, seconds, true);
  }

  pass(ball: string, path: readonly Point[], seconds: number, together = false): this {
    return this.move(ball, 'PASS', path, seconds, together);
  }

  shot(ball: string, path: readonly Point[], seconds: number, together = false): this {
    return this.move(ball, 'SHOT', path, seconds, together);
  }

  /** From station to station: one run per leg, `seconds` each (a circuit's order, numbered). */
  tour(item: string, stops: readonly Point[], seconds: number): this {
    for (let i = 1; i < stops.length; i += 1) this.run(item, [stops[i - 1]!, stops[i]!], seconds);
    return this;
  }

  wait(seconds: number): this {
    this.clock = round(this.clock + seconds);
    return this;
  }

  build(): Diagram {
    return {
      area: { width: this.width, length: this.length },
      items: this.items.map((item) => ({ ...item })),
      moves: this.moves.map((move) => ({
        ...move,
        path: move.path.map((p) => [p[0], p[1]] as [number, number]),
      })),
    };
  }
}

/** Points on a straight line: `count` points from `start`, `gap` apart along (dx, dy). */
export function line(start: Point, count: number, gap: number, direction: Point = [0, -1]): Point[] {
  return Array.from({ length: count }, (_, i) => [
    start[0] + direction[0] * gap * i,
    start[1] + direction[1] * gap * i,
  ]);
}

/** Points on a circle (clockwise from the top). */
export function ring(centre: Point, radius: number, count: number, startDegrees = 0): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const a = ((startDegrees + (360 / count) * i) * Math.PI) / 180;
    return [centre[0] + radius * Math.sin(a), centre[1] - radius * Math.cos(a)];
  });
}

/** `count` points on an arc from `fromDegrees` to `toDegrees` (0 is straight up, 90 to the right). */
export function arc(
  centre: Point,
  radius: number,
  count: number,
  fromDegrees: number,
  toDegrees: number,
): Point[] {
  const step = count > 1 ? (toDegrees - fromDegrees) / (count - 1) : 0;
  return Array.from({ length: count }, (_, i) => {
    const a = ((fromDegrees + step * i) * Math.PI) / 180;
    return [centre[0] + radius * Math.sin(a), centre[1] - radius * Math.cos(a)];
  });
}

/** The four corners of a rectangle, clockwise from top left. */
export function corners(x: number, y: number, w: number, l: number): Point[] {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + l],
    [x, y + l],
  ];
}

/** A weaving path through points in a line: alternately `side` metres left and right of each. */
export function weave(points: readonly Point[], side: number, start?: Point, end?: Point): Point[] {
  const path: Point[] = start ? [start] : [];
  for (const [i, [x, y]] of points.entries()) path.push([x + (i % 2 === 0 ? side : -side), y]);
  if (end) path.push(end);
  return path;
}

/** Touches in place: the ball goes left–right, then forward and back, the player stays behind it. */
export function touchesInPlace(d: Drill, ball: string, [x, y]: Point, size = 0.4, rounds = 2): void {
  for (let i = 0; i < rounds; i += 1) {
    d.move(
      ball,
      'DRIBBLE',
      [
        [x, y],
        [x - size, y],
        [x + size, y],
        [x, y],
      ],
      2,
    );
    d.move(
      ball,
      'DRIBBLE',
      [
        [x, y],
        [x, y - size],
        [x, y],
      ],
      1.5,
    );
  }
}

/** A diagram of `width` × `length` metres, drawn by `draw`. */
export function drill(width: number, length: number, draw: (d: Drill) => void): Diagram {
  const d = new Drill(width, length);
  draw(d);
  return d.build();
}
