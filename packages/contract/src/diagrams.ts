import { z } from 'zod';
import {
  DIAGRAM_ITEM_TYPES,
  DIAGRAM_LIMITS as L,
  DIAGRAM_MESSAGES as M,
  DIAGRAM_MOVE_TYPES,
} from './constants/diagrams.ts';

const metres = z
  .number()
  .finite()
  .min(-L.maxSide)
  .max(L.maxSide * 2);
const point = z.tuple([metres, metres]);

export const diagramItemSchema = z.object({
  id: z.string().trim().min(1).max(40),
  type: z.enum(DIAGRAM_ITEM_TYPES),
  x: metres,
  y: metres,
});
export type DiagramItem = z.infer<typeof diagramItemSchema>;

export const diagramMoveSchema = z.object({
  /** The id of the item that moves. */
  item: z.string().min(1).max(40),
  type: z.enum(DIAGRAM_MOVE_TYPES),
  /** Metres, inside the area; at least a start and an end. */
  path: z.array(point).min(2).max(L.maxPathPoints),
  /** Seconds of the animation. */
  from: z.number().finite().min(0).max(L.maxSeconds),
  to: z.number().finite().min(0).max(L.maxSeconds),
});
export type DiagramMove = z.infer<typeof diagramMoveSchema>;

const diagramShape = z.object({
  /** `x` runs along `width`, `y` along `length`, both from 0, in metres. */
  area: z.object({
    width: z.number().finite().positive().max(L.maxSide),
    length: z.number().finite().positive().max(L.maxSide),
  }),
  items: z.array(diagramItemSchema).max(L.maxItems),
  moves: z.array(diagramMoveSchema).max(L.maxMoves),
});

export type Diagram = z.infer<typeof diagramShape>;

/** One way a diagram breaks the rules: where (a path under the diagram) and the catalogued message. */
export interface DiagramProblem {
  path: (string | number)[];
  message: (typeof M)[keyof typeof M];
}

const EPSILON = 1e-9;
const inside = (value: number, size: number, margin: number) =>
  value >= -margin - EPSILON && value <= size + margin + EPSILON;

/**
 * The rules beyond the shape, in one place for the content test, the seed and the console: at
 * least two items and one move, items at most 2 m outside the area, paths inside it, moves naming
 * existing items, each move ending after it starts.
 */
export function diagramProblems(diagram: Diagram): DiagramProblem[] {
  const problems: DiagramProblem[] = [];
  const { width, length } = diagram.area;
  if (diagram.items.length < L.minItems) problems.push({ path: ['items'], message: M.tooFewItems });
  if (diagram.moves.length < L.minMoves) problems.push({ path: ['moves'], message: M.tooFewMoves });
  const ids = new Set<string>();
  diagram.items.forEach((item, index) => {
    if (ids.has(item.id)) problems.push({ path: ['items', index, 'id'], message: M.duplicateItem });
    ids.add(item.id);
    if (!inside(item.x, width, L.outside) || !inside(item.y, length, L.outside)) {
      problems.push({ path: ['items', index], message: M.itemOutside });
    }
  });
  diagram.moves.forEach((move, index) => {
    if (!ids.has(move.item)) problems.push({ path: ['moves', index, 'item'], message: M.unknownItem });
    if (move.path.some(([x, y]) => !inside(x, width, 0) || !inside(y, length, 0))) {
      problems.push({ path: ['moves', index, 'path'], message: M.pathOutside });
    }
    if (move.to <= move.from) problems.push({ path: ['moves', index, 'to'], message: M.endBeforeStart });
  });
  return problems;
}

/** A session's diagram: the shape and the rules (`diagramProblems`). */
export const diagramSchema = diagramShape.superRefine((diagram, ctx) => {
  for (const problem of diagramProblems(diagram)) {
    ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }
});

/** The seconds one loop of the animation lasts (the last move's end). */
export function diagramDuration(diagram: Pick<Diagram, 'moves'>): number {
  return diagram.moves.reduce((end, move) => Math.max(end, move.to), 0);
}
