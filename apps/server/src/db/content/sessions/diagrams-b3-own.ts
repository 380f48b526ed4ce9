import type { Diagram } from '@academy/contract';
import { corners, drill, line } from './diagram-kit.ts';

/**
 * The diagrams of U14's own sessions (b3-own.ts), by session key, in metres as the steps give them.
 * Goals and walls stand at the top.
 */
export const B3_OWN_DIAGRAMS: Readonly<Record<string, Diagram>> = {
  // Three cone lines 12 m apart, five ball spots along the top: slide to the ball, step up, go.
  'b3-distances-between-lines': drill(30, 30, (d) => {
    d.many('CONE', 'spot', line([3, 0.5], 5, 6, [1, 0]));
    d.many('MARKER', 'front', line([5, 4], 5, 5, [1, 0]));
    d.many('MARKER', 'midfield', line([5, 16], 5, 5, [1, 0]));
    d.many('MARKER', 'back', line([5, 28], 5, 5, [1, 0]));
    d.add('PLAYER', 'you', [15, 16]);
    d.add('BALL', 'ball', [21, 16]);
    d.run(
      'you',
      [
        [15, 16],
        [9, 16],
      ],
      2.5,
    );
    d.run(
      'you',
      [
        [9, 16],
        [9, 11],
      ],
      2,
    );
    d.run(
      'you',
      [
        [9, 11],
        [21, 16],
      ],
      4,
    );
    d.dribble(
      'you',
      'ball',
      [
        [21, 16],
        [21, 11],
      ],
      2,
    );
  }),
  // The partner 12 m away lofts the ball; cushion it into the 2 m square, turn out to the called gate.
  'b3-control-the-long-ball': drill(14, 20, (d) => {
    d.add('PARTNER', 'partner', [7, 1]);
    d.add('BALL', 'ball', [7, 1.4]);
    d.many('CONE', 'square', corners(6, 12, 2, 2));
    d.gate('left', [2, 14], 2, true);
    d.gate('right', [12, 14], 2, true);
    d.add('PLAYER', 'you', [7, 13.4]);
    d.pass(
      'ball',
      [
        [7, 1.4],
        [7, 12.8],
      ],
      2.2,
    );
    d.dribble(
      'you',
      'ball',
      [
        [7, 12.8],
        [11.4, 14],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [11.4, 14],
        [7, 1.4],
      ],
      2,
    );
  }),
  // Cover 3–4 m behind the cone presser while the ball is in front; press the wide pass, show it out.
  'b3-press-and-cover': drill(15, 20, (d) => {
    d.gate('central', [7.5, 19.5], 2);
    d.gate('wideLeft', [1.5, 19.5], 2);
    d.gate('wideRight', [13.5, 19.5], 2);
    d.add('CONE', 'presser', [7.5, 14]);
    d.add('PARTNER', 'attacker', [7.5, 1]);
    d.add('BALL', 'ball', [7.5, 1.5]);
    d.add('PLAYER', 'you', [9, 17.5]);
    d.dribble(
      'attacker',
      'ball',
      [
        [7.5, 1.5],
        [7, 8],
      ],
      3,
    );
    d.run(
      'you',
      [
        [9, 17.5],
        [8.2, 17.5],
      ],
      3,
      true,
    );
    d.pass(
      'ball',
      [
        [7, 8],
        [12, 11],
      ],
      1.2,
    );
    d.run(
      'you',
      [
        [8.2, 17.5],
        [11, 13],
      ],
      1.6,
      true,
    );
  }),
  // Stand 4 m off the passing line to a 2 m gate: start on the standing foot, step in front, go forward.
  'b3-intercept-or-delay': drill(10, 15, (d) => {
    d.add('PARTNER', 'passer', [5, 1]);
    d.add('BALL', 'ball', [5, 1.5]);
    d.gate('target', [5, 11.5], 2);
    d.add('PLAYER', 'you', [9, 6.5]);
    d.pass(
      'ball',
      [
        [5, 1.5],
        [5, 6.5],
      ],
      1,
    );
    d.run(
      'you',
      [
        [9, 6.5],
        [5.4, 6.5],
      ],
      1,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [5.4, 6.5],
        [7.5, 3],
      ],
      1.2,
    );
  }),
  // A 15 m box with a gate on each side: the ball bounces in, arrive first, shield and leave by a gate.
  'b3-win-the-second-ball': drill(15, 15, (d) => {
    d.gate('top', [7.5, 0], 2);
    d.gate('bottom', [7.5, 15], 2);
    d.gate('left', [0, 7.5], 2, true);
    d.gate('right', [15, 7.5], 2, true);
    d.add('PARTNER', 'partner', [3, 1]);
    d.add('BALL', 'ball', [3.4, 1.2]);
    d.add('PLAYER', 'you', [7.5, 7.5]);
    d.pass(
      'ball',
      [
        [3.4, 1.2],
        [10, 9],
      ],
      1.8,
    );
    d.run(
      'you',
      [
        [7.5, 7.5],
        [10, 9.4],
      ],
      1.5,
      true,
    );
    d.run(
      'partner',
      [
        [3, 1],
        [8, 7],
      ],
      2,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [10, 9],
        [14.6, 7.5],
      ],
      1.5,
    );
  }),
  // The wide channel: the partner dribbles at the cone defender, you overlap outside and finish.
  'b3-overlap-and-underlap': drill(15, 30, (d) => {
    d.add('GOAL', 'goal', [10, 0.3]);
    d.add('CONE', 'defender', [7.5, 12]);
    d.add('PARTNER', 'partner', [6, 24]);
    d.add('BALL', 'ball', [6, 23.6]);
    d.add('PLAYER', 'you', [9, 29]);
    d.dribble(
      'partner',
      'ball',
      [
        [6, 23.6],
        [7, 15],
      ],
      3,
    );
    d.run(
      'you',
      [
        [9, 29],
        [13.5, 16],
        [13, 8],
      ],
      4,
      true,
    );
    d.pass(
      'ball',
      [
        [7, 15],
        [13, 9],
      ],
      1.2,
    );
    d.shot(
      'ball',
      [
        [13, 9],
        [10, 0.6],
      ],
      0.8,
    );
  }),
  // A cone line 20 m from goal, the passer 15 m behind it: walk the line, curve through a gap, finish.
  'b3-runs-in-behind': drill(30, 36, (d) => {
    d.add('GOAL', 'goal', [15, 0.3]);
    d.many('CONE', 'line', line([6, 20], 4, 6, [1, 0]));
    d.add('PARTNER', 'passer', [15, 35]);
    d.add('BALL', 'ball', [15, 34.6]);
    d.add('PLAYER', 'you', [12.5, 20.3]);
    d.run(
      'you',
      [
        [12.5, 20.3],
        [17, 20.3],
      ],
      2,
    );
    d.run(
      'you',
      [
        [17, 20.3],
        [15.5, 18.5],
        [14, 10.5],
      ],
      2.5,
    );
    d.pass(
      'ball',
      [
        [15, 34.6],
        [14, 10.8],
      ],
      2.5,
      true,
    );
    d.shot(
      'ball',
      [
        [14, 10.8],
        [15, 0.6],
      ],
      0.8,
    );
  }),
  // Indoors: balance on the mat, step-ups on the bench, single-leg reach to the ball, lunges.
  'b3-single-leg-strength': drill(6, 6, (d) => {
    d.add('MARKER', 'mat', [2, 3]);
    d.add('MARKER', 'bench', [4.5, 3.6]);
    d.add('BALL', 'ball', [3, 1.5]);
    d.add('PLAYER', 'you', [2, 3]);
    d.tour(
      'you',
      [
        [2, 3],
        [4.5, 3.6],
        [3, 2.4],
        [2, 4.5],
      ],
      2,
    );
  }),
};
