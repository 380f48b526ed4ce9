import type { Diagram } from '@academy/contract';
import { drill, line } from './diagram-kit.ts';

/**
 * The diagrams of U11's own sessions (b2-own.ts, b2-keepers-own.ts), by session key, in metres as
 * in diagrams-b2.ts. Goals stand at the top unless a keeper's goal is at the bottom.
 */
export const B2_OWN_DIAGRAMS: Readonly<Record<string, Diagram>> = {
  // Partner with the ball at the top, you beside the defender cone, a gate behind you: away, to, turn.
  'b2-check-away-check-to': drill(10, 22, (d) => {
    d.add('PARTNER', 'partner', [5, 1]);
    d.add('BALL', 'ball', [5, 1.4]);
    d.add('CONE', 'defender', [5, 13]);
    d.gate('gate', [5, 21], 2);
    d.add('PLAYER', 'you', [5.8, 13.4]);
    d.run(
      'you',
      [
        [5.8, 13.4],
        [6.6, 15],
      ],
      1,
    );
    d.run(
      'you',
      [
        [6.6, 15],
        [6, 11],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [5, 1.4],
        [6, 10.6],
      ],
      1.6,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [6, 10.6],
        [6.8, 12.2],
        [6.4, 15],
      ],
      1.6,
    );
    d.pass(
      'ball',
      [
        [6.4, 15],
        [5, 21],
      ],
      1.2,
    );
  }),
  // A line of 3 cones; partner just above it, you below: pass up, lay back, through ball, partner runs.
  'b2-up-back-through': drill(14, 22, (d) => {
    d.many('CONE', 'line', line([3, 11], 3, 4, [1, 0]));
    d.add('PARTNER', 'partner', [7, 9]);
    d.add('PLAYER', 'you', [7, 21]);
    d.add('BALL', 'ball', [7, 20.6]);
    d.pass(
      'ball',
      [
        [7, 20.6],
        [7, 9.4],
      ],
      1.4,
    );
    d.run(
      'you',
      [
        [7, 21],
        [7, 18],
      ],
      1.4,
      true,
    );
    d.pass(
      'ball',
      [
        [7, 9.4],
        [7, 17.6],
      ],
      1,
    );
    d.pass(
      'ball',
      [
        [7, 17.6],
        [12.5, 4],
      ],
      1.6,
    );
    d.run(
      'partner',
      [
        [7, 9],
        [11, 6],
        [12.4, 4.2],
      ],
      1.8,
      true,
    );
  }),
  // A circle of cones, a gate out on each side: the partner leans one way, you spin out the other.
  'b2-shield-and-spin': drill(16, 10, (d) => {
    d.many('CONE', 'circle', [
      [8, 2.5],
      [10.5, 5],
      [8, 7.5],
      [5.5, 5],
    ]);
    d.gate('gateLeft', [0.5, 5], 1.6, true);
    d.gate('gateRight', [15.5, 5], 1.6, true);
    d.add('PLAYER', 'you', [8, 5.4]);
    d.add('BALL', 'ball', [8, 4.8]);
    d.add('PARTNER', 'partner', [8, 6.4]);
    d.run(
      'partner',
      [
        [8, 6.4],
        [7, 6],
      ],
      1.2,
    );
    d.dribble(
      'you',
      'ball',
      [
        [8, 4.8],
        [9.2, 5],
        [12, 5],
        [15.4, 5],
      ],
      2.8,
    );
    d.run(
      'partner',
      [
        [7, 6],
        [10, 6],
      ],
      2.4,
      true,
    );
  }),
  // The goal at the bottom, gates left and right up the pitch: back-pass, touch away from the chaser.
  'b2-gk-back-pass-scan': drill(24, 18, (d) => {
    d.add('GOAL', 'goal', [12, 17.6]);
    d.gate('gateLeft', [3, 4], 2);
    d.gate('gateRight', [21, 4], 2);
    d.add('PLAYER', 'keeper', [12, 16.4]);
    d.add('PARTNER', 'partner', [12, 1.6]);
    d.add('BALL', 'ball', [12, 2]);
    d.pass(
      'ball',
      [
        [12, 2],
        [12, 16],
      ],
      2,
    );
    d.run(
      'partner',
      [
        [12, 1.6],
        [16, 6],
        [14, 12],
      ],
      2.6,
      true,
    );
    d.dribble(
      'keeper',
      'ball',
      [
        [12, 16],
        [10, 15.4],
      ],
      0.8,
    );
    d.pass(
      'ball',
      [
        [10, 15.4],
        [3, 4],
      ],
      1.6,
    );
  }),
  // A triangle of cones, the keeper at the bottom: move for an angle, receive, pass to the other cone.
  'b2-gk-extra-passer': drill(16, 16, (d) => {
    d.add('GOAL', 'goal', [8, 15.8]);
    d.add('CONE', 'bottom', [8, 14]);
    d.add('CONE', 'left', [2, 3]);
    d.add('CONE', 'right', [14, 3]);
    d.add('CONE', 'striker', [8, 8.5]);
    d.add('PLAYER', 'keeper', [8, 13.6]);
    d.add('PARTNER', 'partner', [2.4, 3.4]);
    d.add('BALL', 'ball', [2.8, 3.4]);
    d.dribble(
      'partner',
      'ball',
      [
        [2.8, 3.4],
        [5, 3.4],
      ],
      1.6,
    );
    d.run(
      'keeper',
      [
        [8, 13.6],
        [9.6, 13.2],
      ],
      1.2,
      true,
    );
    d.pass(
      'ball',
      [
        [5, 3.4],
        [9.4, 12.8],
      ],
      1.4,
    );
    d.run(
      'partner',
      [
        [5, 3.4],
        [13.6, 3.4],
      ],
      2.4,
      true,
    );
    d.pass(
      'ball',
      [
        [9.4, 12.8],
        [13.6, 3.8],
      ],
      1.6,
    );
  }),
  // Goal of two cones at the bottom, the striker dribbles down: a long touch, the keeper comes and collects.
  'b2-gk-come-or-wait': drill(12, 18, (d) => {
    d.gate('goal', [6, 17.4], 5);
    d.add('PLAYER', 'keeper', [6, 16.8]);
    d.add('PARTNER', 'striker', [6, 2]);
    d.add('BALL', 'ball', [6, 2.4]);
    d.dribble(
      'striker',
      'ball',
      [
        [6, 2.4],
        [6.2, 5],
        [6, 7],
      ],
      2.4,
    );
    d.pass(
      'ball',
      [
        [6, 7],
        [6, 12.4],
      ],
      1.2,
    );
    d.run(
      'striker',
      [
        [6, 6.6],
        [6, 10],
      ],
      1.6,
      true,
    );
    d.run(
      'keeper',
      [
        [6, 16.8],
        [6, 12.8],
      ],
      1.2,
      true,
    );
  }),
  // Keeper kneeling in front of the wall area: a roll to one side, a save, up, a throw to the other side.
  'b2-gk-reaction-rebounds': drill(10, 8, (d) => {
    d.add('WALL', 'wall', [5, 0.2]);
    d.add('MARKER', 'mat', [5, 4]);
    d.add('PLAYER', 'keeper', [5, 4]);
    d.add('PARTNER', 'partner', [5, 7.6]);
    d.add('BALL', 'ball', [5, 7.2]);
    d.add('BALL', 'ball2', [5.4, 7.6]);
    d.pass(
      'ball',
      [
        [5, 7.2],
        [3.4, 4],
      ],
      1,
    );
    d.run(
      'keeper',
      [
        [5, 4],
        [3.8, 4.2],
      ],
      0.6,
      true,
    );
    d.pass(
      'ball',
      [
        [3.4, 4],
        [0.8, 5.4],
      ],
      0.8,
    );
    d.run(
      'keeper',
      [
        [3.8, 4.2],
        [5, 4],
      ],
      0.8,
      true,
    );
    d.pass(
      'ball2',
      [
        [5.4, 7.6],
        [6.6, 4],
      ],
      1,
    );
    d.run(
      'keeper',
      [
        [5, 4],
        [6.4, 4],
      ],
      0.6,
      true,
    );
  }),
  // The area at the bottom, a line of 3 defender cones: a ball over it, the keeper off the line gets there first.
  'b2-gk-sweeper-keeper': drill(30, 32, (d) => {
    d.add('GOAL', 'goal', [15, 31.8]);
    d.many('CONE', 'area', [
      [5, 31.5],
      [5, 21.5],
      [25, 21.5],
      [25, 31.5],
    ]);
    d.many('CONE', 'defender', line([9, 11.5], 3, 6, [1, 0]));
    d.add('PLAYER', 'keeper', [15, 26.5]);
    d.add('PARTNER', 'partner', [15, 1.5]);
    d.add('BALL', 'ball', [15, 2]);
    d.pass(
      'ball',
      [
        [15, 2],
        [18, 18],
      ],
      2.2,
    );
    d.run(
      'keeper',
      [
        [15, 26.5],
        [17.6, 19],
      ],
      2.2,
      true,
    );
    d.run(
      'partner',
      [
        [15, 1.5],
        [17, 10],
      ],
      2.2,
      true,
    );
    d.pass(
      'ball',
      [
        [18, 18],
        [28, 16],
      ],
      1.2,
    );
  }),
  // A 15 × 12 m pitch with a gate at each end: the partner dribbles at your gate, you win it and go.
  'b2-five-seconds-to-score': drill(12, 15, (d) => {
    d.gate('gateTop', [6, 0.4], 2);
    d.gate('gateBottom', [6, 14.6], 2);
    d.add('PARTNER', 'partner', [6, 5.6]);
    d.add('BALL', 'ball', [6, 6]);
    d.add('PLAYER', 'you', [6, 9.4]);
    d.dribble(
      'partner',
      'ball',
      [
        [6, 6],
        [6.6, 8.4],
      ],
      1.6,
    );
    d.run(
      'you',
      [
        [6, 9.4],
        [6.6, 8.8],
      ],
      1.6,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [6.6, 8.4],
        [8.4, 6],
        [7.4, 3],
      ],
      2.2,
    );
    d.run(
      'partner',
      [
        [6.6, 8],
        [7.6, 5],
      ],
      2.2,
      true,
    );
    d.shot(
      'ball',
      [
        [7.4, 3],
        [6.4, 0.4],
      ],
      0.8,
    );
  }),
};
