import type { Diagram } from '@academy/contract';
import { drill, line } from './diagram-kit.ts';

/**
 * The diagrams of U19's own sessions (b4-own.ts), by session key, in metres as the steps give them.
 * Goals and walls stand at the top.
 */
export const B4_OWN_DIAGRAMS: Readonly<Record<string, Diagram>> = {
  // A 10 × 15 m box with a small goal at each end: all-out 1 against 1, cut and finish.
  'b4-intensive-day-md-3': drill(10, 15, (d) => {
    d.add('GOAL', 'goalTop', [5, 0.3]);
    d.add('GOAL', 'goalBottom', [5, 14.7]);
    d.add('PARTNER', 'partner', [5, 5]);
    d.add('PLAYER', 'you', [5, 10]);
    d.add('BALL', 'ball', [5, 9.6]);
    d.dribble(
      'you',
      'ball',
      [
        [5, 9.6],
        [2.5, 7],
        [4, 2],
      ],
      2.4,
    );
    d.run(
      'partner',
      [
        [5, 5],
        [3.5, 4],
      ],
      1.5,
      true,
    );
    d.shot(
      'ball',
      [
        [4, 2],
        [5, 0.5],
      ],
      0.5,
    );
  }),
  // A wall with a 1 m gate before it, cones at 8, 12 and 15 m: test, train, change distance, retest.
  'b4-weakness-block': drill(12, 18, (d) => {
    d.add('WALL', 'wall', [6, 0]);
    d.gate('gate', [6, 2], 1);
    d.many('CONE', 'distance', line([6, 15], 3, 3.5, [0, -1]));
    d.add('PLAYER', 'you', [6, 15.5]);
    d.add('BALL', 'ball', [6, 15]);
    d.pass(
      'ball',
      [
        [6, 15],
        [6, 0.2],
      ],
      1.4,
    );
    d.pass(
      'ball',
      [
        [6, 0.2],
        [6, 15],
      ],
      1.4,
    );
    d.dribble(
      'you',
      'ball',
      [
        [6, 15],
        [4, 11.5],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [4, 11.5],
        [6, 0.2],
      ],
      1.3,
    );
  }),
};
