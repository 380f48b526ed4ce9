import type { Diagram } from '@academy/contract';
import { corners, drill } from './diagram-kit.ts';

/**
 * The diagrams of U8's own games (b1-own.ts), by session key, in metres as in diagrams-b1.ts (a
 * child's step is about 0.7 m, a big step about 1 m).
 */
export const B1_OWN_DIAGRAMS: Readonly<Record<string, Diagram>> = {
  // Start cone and the cave 8 big steps up; dribble up, drag back at the cave, race home, dragon behind.
  'b1-dragon-cave-turns': drill(5, 10, (d) => {
    d.add('CONE', 'home', [2.5, 9]);
    d.add('CONE', 'cave', [2.5, 1]);
    d.add('PLAYER', 'you', [2.5, 8.6]);
    d.add('BALL', 'ball', [2.5, 8.2]);
    d.add('PARTNER', 'dragon', [3.6, 0.8]);
    d.dribble(
      'you',
      'ball',
      [
        [2.5, 8.2],
        [2.4, 5],
        [2.5, 2.2],
      ],
      4,
    );
    d.dribble(
      'you',
      'ball',
      [
        [2.5, 2.2],
        [2.5, 2.7],
      ],
      0.6,
    );
    d.dribble(
      'you',
      'ball',
      [
        [2.5, 2.7],
        [2.3, 6],
        [2.5, 8.6],
      ],
      2.4,
    );
    d.run(
      'dragon',
      [
        [3.6, 0.8],
        [3.2, 4],
      ],
      2,
      true,
    );
  }),
  // The snail's house of 4 cones at the bottom, the moon 15 steps up: tiny touches, then a rocket run.
  'b1-snail-and-rocket': drill(6, 14, (d) => {
    d.many('CONE', 'house', corners(1.6, 10.4, 2.8, 2.8));
    d.add('CONE', 'moon', [3, 1]);
    d.add('PLAYER', 'you', [3, 12.2]);
    d.add('BALL', 'ball', [3, 11.8]);
    d.add('PARTNER', 'parent', [5.4, 12]);
    d.dribble(
      'you',
      'ball',
      [
        [3, 11.8],
        [2.3, 11.4],
        [2.6, 12.5],
        [3.6, 12.3],
        [3.5, 11.2],
        [3, 11],
      ],
      5,
    );
    d.pass(
      'ball',
      [
        [3, 11],
        [3, 7.5],
      ],
      1,
    );
    d.run(
      'you',
      [
        [3, 11.4],
        [3, 7.9],
      ],
      1,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [3, 7.5],
        [3, 4.5],
        [3, 1.6],
      ],
      1.8,
    );
  }),
  // Four houses in a square round the middle: dribble to the called house and stop by it, then back.
  'b1-postman-round': drill(9, 9, (d) => {
    d.many('CONE', 'house', corners(1, 1, 7, 7));
    d.add('PLAYER', 'you', [4.5, 5]);
    d.add('BALL', 'ball', [4.5, 4.6]);
    d.add('PARTNER', 'parent', [8.8, 4.5]);
    d.dribble(
      'you',
      'ball',
      [
        [4.5, 4.6],
        [3.8, 5.2],
        [4.6, 5.6],
        [5, 4.6],
      ],
      3,
    );
    d.dribble(
      'you',
      'ball',
      [
        [5, 4.6],
        [6.4, 3],
        [7.5, 1.5],
      ],
      2.5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [7.5, 1.5],
        [5.5, 3.5],
        [4.5, 4.6],
      ],
      2.5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [4.5, 4.6],
        [2.8, 6.4],
        [1.5, 7.5],
      ],
      2.5,
    );
  }),
  // Five numbered gates on a winding course: pass, walk to the ball, pass again through each gate.
  'b1-football-golf': drill(14, 14, (d) => {
    d.gate('hole1', [3, 9], 1.4);
    d.gate('hole2', [8, 10], 1.4, true);
    d.gate('hole3', [11, 5], 1.4);
    d.gate('hole4', [6, 2], 1.4, true);
    d.gate('hole5', [2, 4], 1.4);
    d.add('PLAYER', 'you', [3, 13]);
    d.add('BALL', 'ball', [3, 12.6]);
    d.pass(
      'ball',
      [
        [3, 12.6],
        [3, 10.6],
      ],
      1.2,
    );
    d.run(
      'you',
      [
        [3, 13],
        [3, 11],
      ],
      1.2,
      true,
    );
    d.pass(
      'ball',
      [
        [3, 10.6],
        [3, 8.2],
      ],
      1.2,
    );
    d.run(
      'you',
      [
        [3, 11],
        [3.4, 8.7],
      ],
      1.4,
    );
    d.pass(
      'ball',
      [
        [3.4, 8.2],
        [8.8, 10],
      ],
      2,
    );
    d.run(
      'you',
      [
        [3.4, 8.7],
        [8.4, 10.5],
      ],
      2.4,
    );
    d.pass(
      'ball',
      [
        [8.8, 10],
        [11, 5.6],
      ],
      2,
    );
  }),
  // A pitch with an end zone at each end: dribble round the walking parent into the top zone, stop.
  'b1-end-zone-game': drill(6, 9, (d) => {
    d.many('CONE', 'topZone', [
      [0.2, 0.2],
      [5.8, 0.2],
      [0.2, 1.6],
      [5.8, 1.6],
    ]);
    d.many('CONE', 'bottomZone', [
      [0.2, 7.4],
      [5.8, 7.4],
      [0.2, 8.8],
      [5.8, 8.8],
    ]);
    d.add('PLAYER', 'you', [3, 6.8]);
    d.add('BALL', 'ball', [3, 6.4]);
    d.add('PARTNER', 'parent', [3, 3.4]);
    d.dribble(
      'you',
      'ball',
      [
        [3, 6.4],
        [3.2, 4.8],
        [4.8, 3.4],
        [4.6, 1.8],
        [4.4, 1],
      ],
      5,
    );
    d.run(
      'parent',
      [
        [3, 3.4],
        [3.8, 3],
        [4, 2],
      ],
      4,
      true,
    );
  }),
  // Two small gates in the corners at each end: the way to one is blocked, so switch to the other.
  'b1-four-gate-match': drill(7, 7, (d) => {
    d.gate('topLeft', [1, 0.4], 1.4);
    d.gate('topRight', [6, 0.4], 1.4);
    d.gate('bottomLeft', [1, 6.6], 1.4);
    d.gate('bottomRight', [6, 6.6], 1.4);
    d.add('PLAYER', 'you', [3.5, 5.4]);
    d.add('BALL', 'ball', [3.5, 5]);
    d.add('PARTNER', 'parent', [2.6, 2.4]);
    d.dribble(
      'you',
      'ball',
      [
        [3.5, 5],
        [2.4, 3.4],
      ],
      2,
    );
    d.run(
      'parent',
      [
        [2.6, 2.4],
        [1.8, 2],
      ],
      1.6,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [2.4, 3.4],
        [3.8, 3],
        [5.4, 1.8],
        [6, 0.6],
      ],
      3,
    );
    d.run(
      'parent',
      [
        [1.8, 2],
        [3.6, 1.8],
      ],
      3,
      true,
    );
  }),
};
