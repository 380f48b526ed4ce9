import type { Diagram } from '@academy/contract';
import { arc, corners, drill, line, ring, touchesInPlace, weave } from './diagram-kit.ts';
import { B2_OWN_DIAGRAMS } from './diagrams-b2-own.ts';

/**
 * The diagrams of the U10–U12 sessions (b2.ts, b2-keepers.ts; U11's own in diagrams-b2-own.ts), by session key, in metres as the
 * steps give them. Goals and walls stand at the top.
 */
export const B2_DIAGRAMS: Readonly<Record<string, Diagram>> = {
  ...B2_OWN_DIAGRAMS,
  // 5 m from a wall between two cones 2 m apart: pass with one foot, control with the other; then 8 m.
  'b2-wall-receive-both-feet': drill(6, 9, (d) => {
    d.add('WALL', 'wall', [3, 0]);
    d.gate('gate', [3, 5], 2);
    d.add('CONE', 'back', [3, 8]);
    d.add('PLAYER', 'you', [3, 5.5]);
    d.add('BALL', 'ball', [2.7, 5]);
    d.pass(
      'ball',
      [
        [2.7, 5],
        [3, 0.1],
      ],
      1,
    ).pass(
      'ball',
      [
        [3, 0.1],
        [3.3, 5],
      ],
      1,
    );
    d.pass(
      'ball',
      [
        [3.3, 5],
        [3, 0.1],
      ],
      1,
    ).pass(
      'ball',
      [
        [3, 0.1],
        [2.7, 5],
      ],
      1,
    );
    d.run(
      'you',
      [
        [3, 5.5],
        [3, 8.4],
      ],
      2,
    ).pass(
      'ball',
      [
        [2.7, 5],
        [3, 7.9],
      ],
      1,
      true,
    );
    d.pass(
      'ball',
      [
        [3, 7.9],
        [3, 0.1],
      ],
      1.2,
    ).pass(
      'ball',
      [
        [3, 0.1],
        [3, 7.9],
      ],
      1.2,
    );
  }),
  // The partner 4 m away throws underarm; cushion it dead, pass back, then touch it through a 2 m gate.
  'b2-air-ball-cushion': drill(6, 7, (d) => {
    d.add('PARTNER', 'partner', [3, 1]);
    d.add('PLAYER', 'you', [3, 5.4]);
    d.add('BALL', 'ball', [3, 1.4]);
    d.gate('gate', [5, 5], 2, true);
    d.pass(
      'ball',
      [
        [3, 1.4],
        [3, 5],
      ],
      1.5,
    )
      .wait(0.5)
      .pass(
        'ball',
        [
          [3, 5],
          [3, 1.4],
        ],
        1.2,
      );
    d.pass(
      'ball',
      [
        [3, 1.4],
        [3, 5],
      ],
      1.5,
    ).dribble(
      'you',
      'ball',
      [
        [3, 5],
        [5.4, 5],
      ],
      1.5,
    );
  }),
  // Gates 4 m left and right, the partner 8 m in front: they step one way, your first touch goes the other.
  'b2-first-touch-away-from-pressure': drill(11, 10, (d) => {
    d.gate('left', [1.5, 8], 2, true);
    d.gate('right', [9.5, 8], 2, true);
    d.add('PLAYER', 'you', [5.5, 8.5]);
    d.add('BALL', 'ball', [5.5, 0.6]);
    d.add('PARTNER', 'partner', [5.5, 0.3]);
    d.pass(
      'ball',
      [
        [5.5, 0.6],
        [5.5, 8],
      ],
      2,
    );
    d.run(
      'partner',
      [
        [5.5, 0.3],
        [3.5, 0.6],
      ],
      1.5,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [5.5, 8],
        [9.8, 8],
      ],
      1.5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [9.8, 8],
        [5.6, 7.6],
      ],
      1.5,
    ).pass(
      'ball',
      [
        [5.6, 7.6],
        [3.6, 0.8],
      ],
      1.5,
    );
  }),
  // A gate 10 m ahead, the partner 8 m to your left: let it run across you, back foot, through the gate.
  'b2-half-turn-open-body': drill(12, 12, (d) => {
    d.gate('gate', [10, 1.5], 2);
    d.add('PLAYER', 'you', [10, 11]);
    d.add('PARTNER', 'partner', [2, 11]);
    d.add('BALL', 'ball', [2.4, 11]);
    d.pass(
      'ball',
      [
        [2.4, 11],
        [10.4, 11],
      ],
      2,
    );
    d.pass(
      'ball',
      [
        [10.4, 11],
        [10, 1.6],
      ],
      1.5,
    );
  }),
  // 5 m from a wall, the partner 5 m behind with two coloured cones: look while the ball travels, turn.
  'b2-shoulder-check-colours': drill(8, 11, (d) => {
    d.add('WALL', 'wall', [4, 0]);
    d.add('PLAYER', 'you', [4, 5.4]);
    d.add('BALL', 'ball', [4, 5]);
    d.add('PARTNER', 'partner', [4, 10.4]);
    d.add('MARKER', 'colourLeft', [3.4, 10]);
    d.add('MARKER', 'colourRight', [4.6, 10]);
    d.pass(
      'ball',
      [
        [4, 5],
        [4, 0.1],
      ],
      1,
    ).pass(
      'ball',
      [
        [4, 0.1],
        [4, 5],
      ],
      1,
    );
    d.dribble(
      'you',
      'ball',
      [
        [4, 5],
        [4.4, 5.6],
        [6.5, 6],
      ],
      1.5,
    );
  }),
  // Face a wall 6 m away, gates 8 m behind left and right, the partner at your back: turn to the free side.
  'b2-turn-away-from-shadow': drill(12, 15, (d) => {
    d.add('WALL', 'wall', [6, 0]);
    d.add('PLAYER', 'you', [6, 6.2]);
    d.add('BALL', 'ball', [6, 5.8]);
    d.add('PARTNER', 'shadow', [6, 7]);
    d.gate('left', [2, 14], 2);
    d.gate('right', [10, 14], 2);
    d.pass(
      'ball',
      [
        [6, 5.8],
        [6, 0.1],
      ],
      1,
    ).pass(
      'ball',
      [
        [6, 0.1],
        [6, 5.8],
      ],
      1,
    );
    d.run(
      'shadow',
      [
        [6, 7],
        [5.2, 7],
      ],
      1,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [6, 5.8],
        [7, 6.4],
        [10, 13.8],
      ],
      3,
    );
  }),
  // A 3 × 3 m square: toe taps, sole rolls, tick-tock, pull-push, inside–outside, 30 s each.
  'b2-ball-mastery-routine': drill(3, 3, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 3, 3));
    d.add('PLAYER', 'you', [1.5, 2]);
    d.add('BALL', 'ball', [1.5, 1.5]);
    touchesInPlace(d, 'ball', [1.5, 1.5], 0.45, 3);
  }),
  // Five cone defenders 5 m apart: step-over, drag-back and Cruyff at each cone.
  'b2-feint-toolbox': drill(5, 28, (d) => {
    const cones = line([2.5, 24], 5, 5);
    d.many('CONE', 'defender', cones);
    d.add('PLAYER', 'you', [2.5, 27.6]);
    d.add('BALL', 'ball', [2.5, 27.2]);
    const path = cones.flatMap(
      ([x, y], i) =>
        [
          [x, y + 1.5],
          [x + (i % 2 ? -0.8 : 0.8), y + 1.2],
          [x + (i % 2 ? 1 : -1), y - 0.5],
          [x, y - 2.5],
        ] as const,
    );
    d.dribble('you', 'ball', [[2.5, 27.2], ...path], 16);
  }),
  // Eight cones in a zigzag 2 m apart, the partner 5 m beyond showing numbers, then a gate left or right.
  'b2-slalom-speed-dribble': drill(8, 24, (d) => {
    const zig = Array.from({ length: 8 }, (_, i) => [i % 2 ? 4.8 : 3.2, 20 - i * 2] as const);
    d.many('CONE', 'cone', zig);
    d.add('PARTNER', 'partner', [4, 1]);
    d.gate('left', [0.5, 3.5], 2, true);
    d.gate('right', [7.5, 3.5], 2, true);
    d.add('PLAYER', 'you', [4, 23.4]);
    d.add('BALL', 'ball', [4, 23]);
    d.dribble('you', 'ball', weave(zig, 0.9, [4, 23], [4, 5]), 9);
    d.dribble(
      'you',
      'ball',
      [
        [4, 5],
        [7.6, 3.5],
      ],
      1.5,
    );
  }),
  // A 10 × 15 m channel, the partner on the middle line, two gates on the far line: feint, explode, finish.
  'b2-feint-and-explode': drill(10, 15, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 10, 15));
    d.gate('gateLeft', [2.5, 0.3], 2);
    d.gate('gateRight', [7.5, 0.3], 2);
    d.add('PARTNER', 'defender', [5, 7.5]);
    d.add('PLAYER', 'you', [5, 14.4]);
    d.add('BALL', 'ball', [5, 14]);
    d.dribble(
      'you',
      'ball',
      [
        [5, 14],
        [5, 9.5],
      ],
      3,
    );
    d.dribble(
      'you',
      'ball',
      [
        [5, 9.5],
        [4.2, 9.3],
        [6.8, 8.5],
        [7.5, 0.6],
      ],
      3,
    );
    d.run(
      'defender',
      [
        [5, 7.5],
        [4.3, 7.5],
      ],
      1,
      true,
    );
  }),
  // An 8 × 15 m channel, a gate on the end line: shuffle side-on and steer the dribbler to the sideline.
  'b2-jockey-and-steer': drill(8, 15, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 8, 15));
    d.gate('goal', [4, 14.8], 2);
    d.add('PARTNER', 'attacker', [4, 1]);
    d.add('BALL', 'ball', [4, 1.4]);
    d.add('PLAYER', 'you', [4.6, 4]);
    d.dribble(
      'attacker',
      'ball',
      [
        [4, 1.4],
        [5.2, 6],
        [7.4, 10],
      ],
      6,
    );
    d.run(
      'you',
      [
        [4.6, 4],
        [5, 7.6],
        [6.6, 10.6],
      ],
      6,
      true,
    );
  }),
  // Two gates 10 m apart; the partner 12 m out with the ball; curve your run to cut off the called gate.
  'b2-curved-run-press': drill(16, 15, (d) => {
    d.gate('left', [3, 14], 2);
    d.gate('right', [13, 14], 2);
    d.add('PLAYER', 'you', [8, 14]);
    d.add('PARTNER', 'partner', [8, 2]);
    d.add('BALL', 'ball', [8, 2.4]);
    d.run(
      'you',
      [
        [8, 14],
        [5, 9],
        [6.6, 4.4],
      ],
      3,
    );
    d.pass(
      'ball',
      [
        [8, 2.4],
        [13, 13.8],
      ],
      2,
    );
  }),
  // A 10 × 15 m pitch, a small goal at each end: end-line games, then small goals, then a tournament.
  'b2-1v1-duel-games': drill(10, 15, (d) => {
    d.add('GOAL', 'goalTop', [5, 0.3]);
    d.add('GOAL', 'goalBottom', [5, 14.7]);
    d.add('PARTNER', 'defender', [5, 4]);
    d.add('BALL', 'ball', [5, 4.4]);
    d.add('PLAYER', 'you', [5, 11]);
    d.pass(
      'ball',
      [
        [5, 4.4],
        [5, 10.6],
      ],
      2,
    );
    d.dribble(
      'you',
      'ball',
      [
        [5, 10.6],
        [5.6, 7],
        [8, 5],
        [6, 2.2],
      ],
      4,
    );
    d.run(
      'defender',
      [
        [5, 4],
        [5.6, 6],
        [6.8, 4.2],
      ],
      4,
      true,
    );
    d.shot(
      'ball',
      [
        [6, 2.2],
        [5, 0.4],
      ],
      1,
    );
  }),
  // A 1 m wall target, cones at 5, 10 and 15 m: two-touch passes with each foot from each distance.
  'b2-wall-passing-two-feet': drill(6, 16, (d) => {
    d.add('WALL', 'wall', [3, 0]);
    d.many('MARKER', 'target', [
      [2.5, 0.2],
      [3.5, 0.2],
    ]);
    d.many('CONE', 'mark', [
      [4, 5],
      [4, 10],
      [4, 15],
    ]);
    d.add('PLAYER', 'you', [3, 5.5]);
    d.add('BALL', 'ball', [3, 5]);
    d.pass(
      'ball',
      [
        [3, 5],
        [3, 0.1],
      ],
      0.8,
    ).pass(
      'ball',
      [
        [3, 0.1],
        [3, 5],
      ],
      0.8,
    );
    d.run(
      'you',
      [
        [3, 5.5],
        [3, 10.5],
      ],
      2,
    ).pass(
      'ball',
      [
        [3, 5],
        [3, 10],
      ],
      1,
      true,
    );
    d.pass(
      'ball',
      [
        [3, 10],
        [3, 0.1],
      ],
      1.2,
    ).pass(
      'ball',
      [
        [3, 0.1],
        [3, 10],
      ],
      1.2,
    );
    d.run(
      'you',
      [
        [3, 10.5],
        [3, 15.5],
      ],
      2,
    ).pass(
      'ball',
      [
        [3, 10],
        [3, 15],
      ],
      1,
      true,
    );
    d.pass(
      'ball',
      [
        [3, 15],
        [3, 0.1],
      ],
      1.5,
    );
  }),
  // Three 1 m gates 3 m apart, 8 m in front; the partner 4 m behind them raises a hand behind one.
  'b2-passing-gates-accuracy': drill(10, 14, (d) => {
    d.gate('left', [2, 5], 1);
    d.gate('middle', [5, 5], 1);
    d.gate('right', [8, 5], 1);
    d.add('PARTNER', 'partner', [5, 1]);
    d.add('PLAYER', 'you', [5, 13.4]);
    d.add('BALL', 'ball', [5, 13]);
    d.pass(
      'ball',
      [
        [5, 13],
        [5, 1.3],
      ],
      2,
    ).pass(
      'ball',
      [
        [5, 1.3],
        [5, 13],
      ],
      2,
    );
    d.run(
      'partner',
      [
        [5, 1],
        [8, 1],
      ],
      1.5,
    );
    d.pass(
      'ball',
      [
        [5, 13],
        [8, 1.3],
      ],
      2,
      true,
    );
  }),
  // 4 m from a wall with a 1 m target: one-touch right, left, then alternate; step sideways; then 7 m.
  'b2-one-touch-tempo': drill(6, 8, (d) => {
    d.add('WALL', 'wall', [3, 0]);
    d.add('MARKER', 'target', [3, 0.2]);
    d.add('PLAYER', 'you', [3, 4.5]);
    d.add('BALL', 'ball', [2.8, 4]);
    for (const x of [2.8, 3.2, 2.8, 3.2])
      d.pass(
        'ball',
        [
          [x, 4],
          [3, 0.1],
        ],
        0.7,
      ).pass(
        'ball',
        [
          [3, 0.1],
          [6 - x, 4],
        ],
        0.7,
      );
    d.run(
      'you',
      [
        [3, 4.5],
        [4, 4.5],
      ],
      0.6,
    );
    d.pass(
      'ball',
      [
        [2.8, 4],
        [3, 0.1],
      ],
      0.7,
    ).pass(
      'ball',
      [
        [3, 0.1],
        [4, 4],
      ],
      0.7,
    );
  }),
  // 15 m from the partner, driven passes; then 20–25 m into a 3 m box; then a switch through a gate.
  'b2-driven-pass-switch': drill(30, 28, (d) => {
    d.add('PLAYER', 'you', [15, 26]);
    d.add('BALL', 'ball', [15, 25.5]);
    d.add('CONE', 'standingFoot', [14.4, 25.5]);
    d.add('PARTNER', 'partner', [15, 3]);
    d.many('CONE', 'box', corners(13.5, 1.5, 3, 3));
    d.gate('switchGate', [28, 14], 2, true);
    d.pass(
      'ball',
      [
        [15, 25.5],
        [15, 3.4],
      ],
      2,
    ).pass(
      'ball',
      [
        [15, 3.4],
        [13, 24],
      ],
      2,
    );
    d.dribble(
      'you',
      'ball',
      [
        [13, 24],
        [16, 24.5],
      ],
      1,
    ).pass(
      'ball',
      [
        [16, 24.5],
        [28, 14],
      ],
      2,
    );
  }),
  // A 20 m channel 3 m from a wall, a cone defender in the middle, a small goal at the end: one-two, finish.
  'b2-wall-pass-give-and-go': drill(5, 22, (d) => {
    d.add('WALL', 'wall', [0, 11]);
    d.add('CONE', 'defender', [2, 11]);
    d.add('GOAL', 'goal', [2, 0.4]);
    d.add('PLAYER', 'you', [2.5, 21.4]);
    d.add('BALL', 'ball', [2.5, 21]);
    d.dribble(
      'you',
      'ball',
      [
        [2.5, 21],
        [2.2, 14],
      ],
      4,
    );
    d.pass(
      'ball',
      [
        [2.2, 14],
        [0.1, 11.5],
      ],
      0.8,
    ).pass(
      'ball',
      [
        [0.1, 11.5],
        [2.4, 8],
      ],
      0.8,
    );
    d.run(
      'you',
      [
        [2.2, 14],
        [3.4, 11],
        [2.5, 8.2],
      ],
      1.6,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [2.4, 8],
        [2.2, 3],
      ],
      2,
    ).shot(
      'ball',
      [
        [2.2, 3],
        [2, 0.5],
      ],
      0.8,
    );
  }),
  // A 10 × 25 m channel: pass inside to the partner 5 m ahead, run round behind and up the outside.
  'b2-overlap-run': drill(10, 25, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 10, 25));
    d.gate('end', [5, 0.3], 3);
    d.add('PLAYER', 'you', [8.5, 23]);
    d.add('BALL', 'ball', [8.5, 22.6]);
    d.add('PARTNER', 'partner', [5, 18]);
    d.pass(
      'ball',
      [
        [8.5, 22.6],
        [5.3, 18.3],
      ],
      1.5,
    );
    d.run(
      'you',
      [
        [8.5, 23],
        [6.5, 19.5],
        [8.8, 16],
        [8.8, 9],
      ],
      4,
      true,
    );
    d.dribble(
      'partner',
      'ball',
      [
        [5.3, 18.3],
        [4.5, 14],
      ],
      2,
      true,
    );
    d.pass(
      'ball',
      [
        [4.5, 14],
        [8.7, 8.5],
      ],
      1.5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [8.7, 8.5],
        [8, 3],
      ],
      2,
    ).pass(
      'ball',
      [
        [8, 3],
        [5, 0.4],
      ],
      1,
    );
  }),
  // Both 5 m from a wall, 6 m apart; an angled pass rebounds to the partner, who plays you in to a gate.
  'b2-third-player-run': drill(10, 18, (d) => {
    d.add('WALL', 'wall', [5, 0]);
    d.add('PLAYER', 'you', [2, 5.5]);
    d.add('BALL', 'ball', [2.3, 5]);
    d.add('PARTNER', 'partner', [8, 5]);
    d.add('CONE', 'defender', [2, 7]);
    d.gate('gate', [2, 17], 2);
    d.pass(
      'ball',
      [
        [2.3, 5],
        [5, 0.1],
      ],
      0.8,
    ).pass(
      'ball',
      [
        [5, 0.1],
        [7.8, 5],
      ],
      0.8,
    );
    d.run(
      'you',
      [
        [2, 5.5],
        [3.2, 7],
        [2.6, 13],
      ],
      3,
      true,
    );
    d.pass(
      'ball',
      [
        [7.8, 5.2],
        [2.6, 13],
      ],
      1.5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [2.6, 13],
        [2, 17],
      ],
      1.5,
    );
  }),
  // Cones 1 m inside each post, six balls 10 m out: side-foot into the corner zones.
  'b2-placement-shooting': drill(14, 14, (d) => {
    d.add('GOAL', 'goal', [7, 0.3]);
    d.many('CONE', 'zone', [
      [5.3, 0.6],
      [8.7, 0.6],
    ]);
    d.many('BALL', 'ball', [
      [5.5, 10],
      [7, 10],
      [8.5, 10],
    ]);
    d.add('PLAYER', 'you', [7, 11.5]);
    d.add('PARTNER', 'keeper', [7, 1]);
    d.run(
      'you',
      [
        [7, 11.5],
        [5.5, 10.6],
      ],
      1,
    ).shot(
      'ball1',
      [
        [5.5, 10],
        [4.8, 0.5],
      ],
      1,
    );
    d.run(
      'you',
      [
        [5.5, 10.6],
        [8.5, 10.6],
      ],
      1.5,
    ).shot(
      'ball3',
      [
        [8.5, 10],
        [9.2, 0.5],
      ],
      1,
    );
  }),
  // A 4-cone slalom 2 m apart from 22 m, a shooting line at 14 m: weave, set, shoot low.
  'b2-dribble-and-shoot': drill(12, 25, (d) => {
    d.add('GOAL', 'goal', [6, 0.3]);
    const slalom = line([6, 22], 4, 2);
    d.many('CONE', 'slalom', slalom);
    d.add('CONE', 'shootingLine', [8, 14]);
    d.add('PLAYER', 'you', [6, 24.6]);
    d.add('BALL', 'ball', [6, 24]);
    d.add('PARTNER', 'chaser', [6, 24.8]);
    d.dribble('you', 'ball', weave(slalom, 0.7, [6, 24], [6, 15.5]), 6);
    d.dribble(
      'you',
      'ball',
      [
        [6, 15.5],
        [7, 14.6],
      ],
      1,
    ).shot(
      'ball',
      [
        [7, 14.6],
        [4.8, 0.4],
      ],
      1.2,
    );
  }),
  // Ten balls in an arc 10–12 m out, corner zones 1 m inside the posts: weaker foot, then passes from the side.
  'b2-weak-foot-finishing': drill(18, 14, (d) => {
    d.add('GOAL', 'goal', [9, 0.3]);
    d.many('CONE', 'zone', [
      [7.3, 0.6],
      [10.7, 0.6],
    ]);
    const balls = arc([9, 0.3], 11, 5, 140, 220);
    d.many('BALL', 'ball', balls);
    d.add('PLAYER', 'you', [9, 12.6]);
    d.add('PARTNER', 'partner', [16, 10]);
    d.run(
      'you',
      [
        [9, 12.6],
        [balls[1]![0], balls[1]![1] + 0.6],
      ],
      1.2,
    ).shot('ball2', [balls[1]!, [10.6, 0.5]], 1);
    d.run(
      'you',
      [
        [balls[1]![0], balls[1]![1] + 0.6],
        [balls[3]![0], balls[3]![1] + 0.6],
      ],
      1.5,
    );
    d.shot('ball4', [balls[3]!, [7.4, 0.5]], 1);
  }),
  // A start cone 25 m out, the partner 8 m to one side: curved run, ball into space, one touch, finish low.
  'b2-through-ball-finish': drill(20, 27, (d) => {
    d.add('GOAL', 'goal', [10, 0.3]);
    d.add('CONE', 'start', [10, 25]);
    d.add('PLAYER', 'you', [10, 25.5]);
    d.add('PARTNER', 'partner', [18, 25]);
    d.add('BALL', 'ball', [17.6, 24.6]);
    d.run(
      'you',
      [
        [10, 25.5],
        [7, 20],
        [8.5, 12],
      ],
      3.5,
    );
    d.pass(
      'ball',
      [
        [17.6, 24.6],
        [9, 10],
      ],
      2.5,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [9, 10],
        [9.4, 8],
      ],
      1,
    ).shot(
      'ball',
      [
        [9.4, 8],
        [11.5, 0.4],
      ],
      1,
    );
  }),
  // The partner dribbles to the goal line and cuts back; arrive at the penalty spot and side-foot it far post.
  'b2-cut-back-finish': drill(24, 18, (d) => {
    d.add('GOAL', 'goal', [12, 0.3]);
    d.add('CONE', 'spot', [12, 11]);
    d.add('PARTNER', 'winger', [22, 15]);
    d.add('BALL', 'ball', [21.6, 14.6]);
    d.add('PLAYER', 'you', [12, 16.5]);
    d.dribble(
      'winger',
      'ball',
      [
        [21.6, 14.6],
        [21, 1],
      ],
      4,
    );
    d.run(
      'you',
      [
        [12, 16.5],
        [14, 14],
        [12.4, 11.4],
      ],
      4,
      true,
    );
    d.pass(
      'ball',
      [
        [21, 1],
        [12.6, 11],
      ],
      1.5,
    ).shot(
      'ball',
      [
        [12.6, 11],
        [9.8, 0.4],
      ],
      1,
    );
  }),
  // The partner wide at the edge of the box; cones 6 m out at the near and far post: attack the low cross.
  'b2-cross-and-finish': drill(30, 20, (d) => {
    d.add('GOAL', 'goal', [15, 0.3]);
    d.add('CONE', 'nearPost', [18.5, 6]);
    d.add('CONE', 'farPost', [11.5, 6]);
    d.add('PARTNER', 'crosser', [28, 16]);
    d.add('BALL', 'ball', [27.6, 15.6]);
    d.add('PLAYER', 'you', [15, 16]);
    d.run(
      'you',
      [
        [15, 16],
        [13, 11],
        [18, 6.6],
      ],
      3,
    );
    d.pass(
      'ball',
      [
        [27.6, 15.6],
        [18.2, 6.4],
      ],
      1.5,
      true,
    );
    d.shot(
      'ball',
      [
        [18.2, 6.4],
        [14, 0.4],
      ],
      0.8,
    );
  }),
  // A 30 × 25 m area, three cone opponents: get wide when the ball stops, then support at an angle.
  'b2-width-and-support-shadow': drill(30, 25, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 30, 25));
    d.many('CONE', 'opponent', [
      [12, 8],
      [18, 12],
      [10, 16],
    ]);
    d.add('PARTNER', 'carrier', [15, 20]);
    d.add('BALL', 'ball', [15, 19.6]);
    d.add('PLAYER', 'you', [14, 12]);
    d.run(
      'you',
      [
        [14, 12],
        [22, 10],
        [29, 9],
      ],
      3,
    );
    d.pass(
      'ball',
      [
        [15, 19.6],
        [28.6, 9.4],
      ],
      2,
    );
    d.run(
      'you',
      [
        [29, 9],
        [24, 14],
        [21, 18],
      ],
      3,
    );
    d.pass(
      'ball',
      [
        [28.6, 9.4],
        [21, 17.6],
      ],
      0.1,
      true,
    );
  }),
  // A 6 × 6 m square, two attackers on the sides against one defender: ten passes in a row.
  'b2-rondo-keep-ball': drill(6, 6, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 6, 6));
    d.add('PLAYER', 'you', [0, 4]);
    d.add('PLAYER', 'friend', [6, 2]);
    d.add('PARTNER', 'defender', [3, 3]);
    d.add('BALL', 'ball', [0.3, 4]);
    d.pass(
      'ball',
      [
        [0.3, 4],
        [5.7, 2],
      ],
      1.2,
    );
    d.run(
      'defender',
      [
        [3, 3],
        [4.2, 2.8],
      ],
      1.2,
      true,
    );
    d.run(
      'you',
      [
        [0, 4],
        [0, 1.5],
        [2, 0],
      ],
      1.5,
    );
    d.pass(
      'ball',
      [
        [5.7, 2],
        [2, 0.3],
      ],
      1.2,
      true,
    );
    d.run(
      'defender',
      [
        [4.2, 2.8],
        [3, 1.6],
      ],
      1.2,
      true,
    );
    d.run(
      'friend',
      [
        [6, 2],
        [6, 4.5],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [2, 0.3],
        [5.7, 4.5],
      ],
      1.2,
      true,
    );
  }),
  // A 20 × 5 m channel along a wall, the partner defending in the middle: one-two off the wall or dribble.
  'b2-two-v-one-wall-teammate': drill(5, 22, (d) => {
    d.add('WALL', 'wall', [0, 11]);
    d.many('CONE', 'corner', [
      [5, 1],
      [5, 21],
    ]);
    d.add('GOAL', 'goal', [2.5, 0.4]);
    d.add('PARTNER', 'defender', [2.5, 11]);
    d.add('PLAYER', 'you', [3, 20.5]);
    d.add('BALL', 'ball', [3, 20]);
    d.dribble(
      'you',
      'ball',
      [
        [3, 20],
        [2.5, 13.5],
      ],
      4,
    );
    d.run(
      'defender',
      [
        [2.5, 11],
        [2.5, 12.4],
      ],
      2,
      true,
    );
    d.pass(
      'ball',
      [
        [2.5, 13.5],
        [0.1, 11.6],
      ],
      0.8,
    ).pass(
      'ball',
      [
        [0.1, 11.6],
        [3, 9],
      ],
      0.8,
    );
    d.run(
      'you',
      [
        [2.5, 13.5],
        [4, 11.5],
        [3, 9.2],
      ],
      1.6,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [3, 9],
        [2.6, 3],
      ],
      2,
    ).shot(
      'ball',
      [
        [2.6, 3],
        [2.5, 0.5],
      ],
      0.8,
    );
  }),
  // A 20 × 15 m pitch, small goals, 3 m wide zones: the attack counts after the ball was in a wide zone.
  'b2-backyard-small-sided-game': drill(15, 20, (d) => {
    d.add('GOAL', 'goalTop', [7.5, 0.3]);
    d.add('GOAL', 'goalBottom', [7.5, 19.7]);
    d.many('CONE', 'wideZone', [
      [3, 0],
      [12, 0],
      [3, 20],
      [12, 20],
    ]);
    d.add('PLAYER', 'you', [7, 15]);
    d.add('BALL', 'ball', [7, 14.6]);
    d.add('PLAYER', 'teammate', [13.5, 10]);
    d.add('PARTNER', 'opponent', [7.5, 8]);
    d.pass(
      'ball',
      [
        [7, 14.6],
        [13.4, 10.4],
      ],
      1.5,
    );
    d.run(
      'you',
      [
        [7, 15],
        [6, 6],
      ],
      3,
      true,
    );
    d.dribble(
      'teammate',
      'ball',
      [
        [13.4, 10.4],
        [13.4, 6],
      ],
      1.5,
    );
    d.pass(
      'ball',
      [
        [13.4, 6],
        [6.3, 5],
      ],
      1.2,
    ).shot(
      'ball',
      [
        [6.3, 5],
        [7.5, 0.4],
      ],
      0.8,
    );
  }),
  // A mini pitch of cones (corners, halfway, goals): walk through the positions you drew while the ball moves.
  'b2-watch-and-map-match': drill(12, 20, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 12, 20));
    d.add('CONE', 'halfway', [0, 10]);
    d.many('CONE', 'goal', [
      [6, 0],
      [6, 20],
    ]);
    d.add('PARTNER', 'partner', [3, 8]);
    d.add('BALL', 'ball', [3.4, 8]);
    d.add('PLAYER', 'you', [8, 13]);
    d.add('MARKER', 'notes', [13.5, 19]);
    d.dribble(
      'partner',
      'ball',
      [
        [3.4, 8],
        [9, 7],
      ],
      3,
    );
    d.run(
      'you',
      [
        [8, 13],
        [10, 9],
        [8.5, 8.5],
      ],
      3,
      true,
    );
    d.dribble(
      'partner',
      'ball',
      [
        [9, 7],
        [5, 14],
      ],
      3,
    );
    d.run(
      'you',
      [
        [8.5, 8.5],
        [6, 11],
        [4, 12],
      ],
      3,
      true,
    );
  }),
  // The partner at one end of a 10 × 10 m square, a tall cone defender in the middle: step out of its shadow.
  'b2-create-passing-angle': drill(10, 10, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 10, 10));
    d.add('POLE', 'defender', [5, 5]);
    d.add('PARTNER', 'partner', [5, 0.6]);
    d.add('BALL', 'ball', [5, 1]);
    d.add('PLAYER', 'you', [5, 8]);
    d.run(
      'you',
      [
        [5, 8],
        [7.6, 8],
      ],
      1.5,
    );
    d.pass(
      'ball',
      [
        [5, 1],
        [7.4, 7.6],
      ],
      1.5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [7.4, 7.6],
        [7.5, 9.8],
      ],
      1.5,
    );
  }),
  // A goal of two cones, a 20 × 15 m area, two gates at the far end: split wide, receive, play through the free gate.
  'b2-build-from-back': drill(15, 20, (d) => {
    d.gate('goal', [7.5, 19.6], 3);
    d.gate('gateLeft', [3, 0.4], 2);
    d.gate('gateRight', [12, 0.4], 2);
    d.add('PARTNER', 'keeper', [7.5, 18.6]);
    d.add('BALL', 'ball', [7.5, 18.2]);
    d.add('PLAYER', 'you', [7.5, 12]);
    d.run(
      'you',
      [
        [7.5, 12],
        [13.5, 15],
      ],
      2,
    );
    d.pass(
      'ball',
      [
        [7.5, 18.2],
        [13.2, 15],
      ],
      1.5,
    );
    d.run(
      'keeper',
      [
        [7.5, 18.6],
        [3, 2],
      ],
      4,
      true,
    );
    d.pass(
      'ball',
      [
        [13.2, 15],
        [12, 0.6],
      ],
      2,
    );
  }),
  // A 15 × 15 m area, a small goal, teammate gates on both sides: release into the side the defender left.
  'b2-draw-and-release': drill(15, 15, (d) => {
    d.add('GOAL', 'goal', [7.5, 0.3]);
    d.gate('left', [0.3, 7.5], 1, true);
    d.gate('right', [14.7, 7.5], 1, true);
    d.add('PARTNER', 'defender', [7.5, 6]);
    d.add('PLAYER', 'you', [7.5, 14.4]);
    d.add('BALL', 'ball', [7.5, 14]);
    d.dribble(
      'you',
      'ball',
      [
        [7.5, 14],
        [7.5, 9.5],
      ],
      3,
    );
    d.run(
      'defender',
      [
        [7.5, 6],
        [7.2, 8],
      ],
      2,
      true,
    );
    d.pass(
      'ball',
      [
        [7.5, 9.5],
        [14.6, 7.5],
      ],
      1.2,
    );
  }),
  // Dribble from 25 m, teammate gates 10 m out on each side, the partner 12 m out gives the signal.
  'b2-dribble-pass-or-shoot-signal': drill(20, 26, (d) => {
    d.add('GOAL', 'goal', [10, 0.3]);
    d.gate('left', [3, 10], 2);
    d.gate('right', [17, 10], 2);
    d.add('PARTNER', 'defender', [10, 12]);
    d.add('PLAYER', 'you', [10, 25.5]);
    d.add('BALL', 'ball', [10, 25]);
    d.dribble(
      'you',
      'ball',
      [
        [10, 25],
        [10, 17],
      ],
      4,
    );
    d.run(
      'defender',
      [
        [10, 12],
        [9, 14],
      ],
      2,
      true,
    );
    d.pass(
      'ball',
      [
        [10, 17],
        [17, 10],
      ],
      1.5,
    );
  }),
  // A 15 × 15 m area, a gate in one side: a cone presser 1–2 m from the ball, you cover 3–4 m behind it.
  'b2-cover-and-balance': drill(15, 15, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 15, 15));
    d.gate('goal', [7.5, 15], 2);
    d.add('PARTNER', 'attacker', [5, 3]);
    d.add('BALL', 'ball', [5.3, 3.4]);
    d.add('CONE', 'presser', [5.6, 5]);
    d.add('PLAYER', 'you', [8, 9]);
    d.dribble(
      'attacker',
      'ball',
      [
        [5.3, 3.4],
        [9, 4],
      ],
      3,
    );
    d.run(
      'you',
      [
        [8, 9],
        [10.4, 8],
      ],
      3,
      true,
    );
  }),
  // A 25 m channel, a 2 m gate at the end: the ball is played past you, sprint goal-side, turn and jockey.
  'b2-recovery-runs': drill(10, 26, (d) => {
    d.gate('goal', [5, 25.6], 2);
    d.add('CONE', 'halfway', [8, 13]);
    d.add('PLAYER', 'you', [5, 13]);
    d.add('PARTNER', 'attacker', [5, 8]);
    d.add('BALL', 'ball', [5.4, 8.4]);
    d.pass(
      'ball',
      [
        [5.4, 8.4],
        [6.5, 19],
      ],
      1.5,
    );
    d.run(
      'attacker',
      [
        [5, 8],
        [6.5, 18.6],
      ],
      3,
      true,
    );
    d.run(
      'you',
      [
        [5, 13],
        [4.4, 19],
        [5.4, 22],
      ],
      3,
      true,
    );
  }),
  // A 20 m line of cones at 0, 10 and 20 m: skips, high knees, heel flicks, shuffles, build-up runs.
  'b2-running-technique-abc': drill(6, 22, (d) => {
    d.many('CONE', 'mark', line([3, 21], 3, 10));
    d.add('PLAYER', 'you', [3, 21.5]);
    d.add('MARKER', 'lane', [5, 11]);
    d.run(
      'you',
      [
        [3, 21.5],
        [3, 1],
      ],
      8,
    )
      .run(
        'you',
        [
          [3, 1],
          [4.2, 1],
          [4.2, 21],
        ],
        8,
      )
      .run(
        'you',
        [
          [4.2, 21],
          [3, 1],
        ],
        4,
      );
  }),
  // Squat jumps, line hops, one-leg balance, then hops over 4 cones in a line to a held landing.
  'b2-jump-and-land': drill(5, 8, (d) => {
    d.add('MARKER', 'mat', [1.2, 1.2]);
    d.many('CONE', 'hop', line([3.5, 6.5], 4, 1.2));
    d.add('PLAYER', 'you', [3.5, 7.8]);
    d.run(
      'you',
      [
        [3.5, 7.8],
        [3.5, 6],
        [3.5, 4.7],
        [3.5, 3.5],
        [3.5, 2.3],
        [3.5, 1.3],
      ],
      5,
    );
    d.run(
      'you',
      [
        [3.5, 1.3],
        [1.6, 1.2],
      ],
      2,
    );
  }),
  // Ten ladder boxes, a ball 2 m past the end: fast feet through, sprint to the ball, dribble 5 m.
  'b2-ladder-footwork': drill(4, 14, (d) => {
    d.add('LADDER', 'ladder', [2, 10]);
    d.add('BALL', 'ball', [2, 5.5]);
    d.add('CONE', 'dribbleEnd', [2, 0.5]);
    d.add('PLAYER', 'you', [2, 13.2]);
    d.run(
      'you',
      [
        [2, 13.2],
        [2, 6.5],
      ],
      4,
    );
    d.dribble(
      'you',
      'ball',
      [
        [2, 5.5],
        [2, 0.8],
      ],
      1.5,
    );
  }),
  // Four coloured cones in a diamond 5 m from the centre: sprint to the called colour, touch, come back.
  'b2-reaction-agility': drill(12, 12, (d) => {
    d.add('CONE', 'centre', [6, 6]);
    d.many('CONE', 'colour', ring([6, 6], 5, 4));
    d.add('PLAYER', 'you', [6, 6.5]);
    d.add('PARTNER', 'caller', [11.5, 11.5]);
    d.run(
      'you',
      [
        [6, 6.5],
        [10.6, 6],
      ],
      1.5,
    ).run(
      'you',
      [
        [10.6, 6],
        [6.2, 6.4],
      ],
      1.5,
    );
    d.run(
      'you',
      [
        [6.2, 6.4],
        [6, 1.4],
      ],
      1.5,
    ).run(
      'you',
      [
        [6, 1.4],
        [1.4, 6],
      ],
      2,
    );
  }),
  // A 3-2-3 shape of cones 10–15 m apart: move with the ball as your line would; call for the switch.
  'b2-9v9-shape-walkthrough': drill(40, 40, (d) => {
    d.many('CONE', 'defence', [
      [8, 34],
      [20, 35],
      [32, 34],
    ]);
    d.many('CONE', 'midfield', [
      [14, 22],
      [26, 22],
    ]);
    d.many('CONE', 'attack', [
      [6, 9],
      [20, 7],
      [34, 9],
    ]);
    d.add('PARTNER', 'partner', [20, 26]);
    d.add('BALL', 'ball', [20, 25.6]);
    d.add('PLAYER', 'you', [26, 22]);
    d.dribble(
      'partner',
      'ball',
      [
        [20, 25.6],
        [4, 20],
      ],
      4,
    );
    d.run(
      'you',
      [
        [26, 22],
        [20, 21],
      ],
      4,
      true,
    );
    d.run(
      'you',
      [
        [20, 21],
        [36, 16],
      ],
      4,
    );
    d.pass(
      'ball',
      [
        [4, 20],
        [35.6, 16],
      ],
      2.5,
      true,
    );
  }),
  // The partner 5 m away throws high, at the belly and along the ground: W-catch, basket, scoop.
  'b2-gk-handling-shapes': drill(5, 7, (d) => {
    d.add('PLAYER', 'keeper', [2.5, 6]);
    d.add('PARTNER', 'thrower', [2.5, 1]);
    d.add('BALL', 'ball', [2.5, 1.4]);
    d.pass(
      'ball',
      [
        [2.5, 1.4],
        [2.5, 5.8],
      ],
      1.2,
    ).pass(
      'ball',
      [
        [2.5, 5.8],
        [2.5, 1.4],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [2.5, 1.4],
        [2.8, 5.8],
      ],
      1.2,
    ).pass(
      'ball',
      [
        [2.8, 5.8],
        [2.5, 1.4],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [2.5, 1.4],
        [2.2, 5.9],
      ],
      1.5,
    );
  }),
  // A 4 m goal of two cones, a third cone 1 m in front: shuffle post to post, set, save.
  'b2-gk-footwork-set-save': drill(8, 9, (d) => {
    d.gate('goal', [4, 8], 4);
    d.add('CONE', 'front', [4, 7]);
    d.add('PLAYER', 'keeper', [2.2, 7.6]);
    d.add('PARTNER', 'shooter', [4, 1]);
    d.add('BALL', 'ball', [4, 1.4]);
    d.run(
      'keeper',
      [
        [2.2, 7.6],
        [5.8, 7.6],
      ],
      2,
    ).run(
      'keeper',
      [
        [5.8, 7.6],
        [4.2, 7.6],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [4, 1.4],
        [4.2, 7.3],
      ],
      1.2,
    );
    d.run(
      'keeper',
      [
        [4.2, 7.6],
        [5.2, 7.6],
      ],
      0.8,
    ).pass(
      'ball',
      [
        [4, 1.4],
        [5.4, 7.3],
      ],
      1.2,
      true,
    );
  }),
  // A 2 m gate 10 m out for rolls, then 15 m for throws, then control a back-pass and pass through.
  'b2-gk-distribution': drill(10, 18, (d) => {
    d.gate('gateNear', [5, 7], 2);
    d.gate('gateFar', [5, 2], 2);
    d.add('PLAYER', 'keeper', [5, 17]);
    d.add('BALL', 'ball', [5, 16.6]);
    d.add('PARTNER', 'partner', [8, 1]);
    d.pass(
      'ball',
      [
        [5, 16.6],
        [5, 7],
      ],
      2,
    ).wait(0.5);
    d.pass(
      'ball',
      [
        [5, 7],
        [5, 2],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [5, 2],
        [7.6, 1.2],
      ],
      1,
    );
    d.pass(
      'ball',
      [
        [7.6, 1.2],
        [5.5, 16.4],
      ],
      2,
    ).dribble(
      'keeper',
      'ball',
      [
        [5.5, 16.4],
        [6.4, 16.4],
      ],
      0.8,
    );
  }),
  // Kneeling, then crouching, then standing: low balls to the side, collapse onto your side and hold.
  'b2-gk-low-saves': drill(8, 8, (d) => {
    d.add('MARKER', 'mat', [4, 7]);
    d.add('PLAYER', 'keeper', [4, 7]);
    d.add('PARTNER', 'partner', [4, 1]);
    d.add('BALL', 'ball', [4, 1.4]);
    d.pass(
      'ball',
      [
        [4, 1.4],
        [5.2, 7],
      ],
      1.5,
    );
    d.run(
      'keeper',
      [
        [4, 7],
        [5, 7.2],
      ],
      0.6,
    ).wait(1);
    d.run(
      'keeper',
      [
        [5, 7.2],
        [4, 7],
      ],
      0.8,
    );
    d.pass(
      'ball',
      [
        [5.2, 7],
        [4, 1.4],
      ],
      1.2,
      true,
    );
    d.pass(
      'ball',
      [
        [4, 1.4],
        [2.8, 7],
      ],
      1.2,
    );
    d.run(
      'keeper',
      [
        [4, 7],
        [3, 7.2],
      ],
      0.6,
      true,
    );
  }),
  // A 5 m goal; the partner walks an arc 12 m out; move along the rope from goal to ball and set.
  'b2-gk-angles-and-talk': drill(26, 15, (d) => {
    d.gate('goal', [13, 0.5], 5);
    const arcPath = arc([13, 0.5], 12, 5, 130, 230);
    d.add('PARTNER', 'partner', arcPath[0]!);
    d.add('BALL', 'ball', [arcPath[0]![0] - 0.4, arcPath[0]![1]]);
    d.add('CONE', 'side', [24, 12]);
    d.add('PLAYER', 'keeper', [14.5, 2.4]);
    d.dribble('partner', 'ball', arcPath, 6);
    d.run(
      'keeper',
      [
        [14.5, 2.4],
        [13, 2.5],
        [11.5, 2.4],
      ],
      6,
      true,
    );
    d.shot('ball', [arcPath[4]!, [11.8, 2.4]], 1);
  }),
  // A 5 m goal, the partner dribbles in from 15 m: two quick steps when the ball is pushed, set, stay big.
  'b2-gk-1v1-stay-big': drill(12, 17, (d) => {
    d.gate('goal', [6, 0.5], 5);
    d.add('PLAYER', 'keeper', [6, 1]);
    d.add('PARTNER', 'attacker', [6, 15.6]);
    d.add('BALL', 'ball', [6, 15.2]);
    d.dribble(
      'attacker',
      'ball',
      [
        [6, 15.2],
        [6, 7],
      ],
      5,
    );
    d.run(
      'keeper',
      [
        [6, 1],
        [6, 3.5],
      ],
      5,
      true,
    );
    d.shot(
      'ball',
      [
        [6, 7],
        [5, 3.6],
      ],
      0.8,
    );
  }),
};
