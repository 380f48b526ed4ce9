import type { Diagram } from '@academy/contract';
import { arc, corners, drill, line, ring, touchesInPlace, weave } from './diagram-kit.ts';
import { B1_OWN_DIAGRAMS } from './diagrams-b1-own.ts';

/**
 * The diagrams of the U7–U9 sessions (b1.ts, b1-more.ts; b1-own.ts draws in diagrams-b1-own.ts), by session key: what each session's steps
 * set out, in metres (a child's step is about 0.7 m, a big step about 1 m). Goals stand at the top.
 */
export const B1_DIAGRAMS: Readonly<Record<string, Diagram>> = {
  ...B1_OWN_DIAGRAMS,
  // Four islands of two cones; sail around the sea, then dribble to an island when the monster comes.
  'b1-pirate-islands': drill(8, 8, (d) => {
    for (const [i, [x, y]] of [
      [2, 2],
      [6, 2],
      [2, 6],
      [6, 6],
    ].entries())
      d.gate(`island${i + 1}`, [x!, y!], 0.8);
    d.add('PLAYER', 'you', [4, 4.6]);
    d.add('BALL', 'ball', [4, 4.2]);
    d.add('PARTNER', 'monster', [7.6, 7.6]);
    d.dribble(
      'you',
      'ball',
      [
        [4, 4.2],
        [3, 3.6],
        [4, 2.8],
        [5, 3.6],
        [4.4, 4.6],
      ],
      5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [4.4, 4.6],
        [3, 5.4],
        [2.1, 5.9],
      ],
      2,
    );
    d.run(
      'monster',
      [
        [7.6, 7.6],
        [5, 6.4],
      ],
      2,
      true,
    );
  }),
  // Start and turning cone 8 steps apart: round the cone and back, pass to the next player.
  'b1-relay-high-five': drill(6, 9, (d) => {
    d.add('CONE', 'start', [3, 8]);
    d.add('CONE', 'turn', [3, 2.4]);
    d.add('PLAYER', 'you', [2.6, 7.6]);
    d.add('BALL', 'ball', [2.6, 7.2]);
    d.add('PARTNER', 'next', [4, 8.4]);
    d.dribble(
      'you',
      'ball',
      [
        [2.6, 7.2],
        [2.4, 3],
        [3, 1.6],
        [3.6, 3],
        [3.4, 7],
      ],
      7,
    );
    d.pass(
      'ball',
      [
        [3.4, 7],
        [4, 8.1],
      ],
      1,
    );
    d.run(
      'you',
      [
        [3.4, 7],
        [3.8, 7.8],
      ],
      1,
      true,
    );
  }),
  // A centre cone and four cones 5 steps away like 12, 3, 6 and 9: out to the called cone, turn, back.
  'b1-clock-turns': drill(8, 8, (d) => {
    d.add('CONE', 'middle', [4, 4]);
    d.many('CONE', 'hour', ring([4, 4], 3.5, 4));
    d.add('PLAYER', 'you', [4, 4.6]);
    d.add('BALL', 'ball', [4.3, 4.3]);
    d.add('PARTNER', 'caller', [9, 8.6]);
    d.dribble(
      'you',
      'ball',
      [
        [4.3, 4.3],
        [7, 4],
      ],
      2.5,
    ).dribble(
      'you',
      'ball',
      [
        [7, 4],
        [4.4, 4.2],
      ],
      2.5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [4.4, 4.2],
        [4, 1],
      ],
      2.5,
    ).dribble(
      'you',
      'ball',
      [
        [4, 1],
        [4, 3.6],
      ],
      2.5,
    );
  }),
  // A 6 × 6 step square: keep the ball in it while the parent walks in to touch it out.
  'b1-king-of-the-square': drill(5, 5, (d) => {
    d.many('CONE', 'corner', corners(0.4, 0.4, 4.2, 4.2));
    d.add('PLAYER', 'you', [2.5, 2.8]);
    d.add('BALL', 'ball', [2.5, 2.4]);
    d.add('PARTNER', 'parent', [5.5, 5.6]);
    d.run(
      'parent',
      [
        [4.8, 4.8],
        [3.2, 3],
      ],
      3,
    );
    d.dribble(
      'you',
      'ball',
      [
        [2.5, 2.4],
        [1.6, 3],
        [1.2, 1.6],
        [2.6, 1.1],
      ],
      3,
      true,
    );
  }),
  // A triangle of cones 6 steps apart: pass, run to the empty cone, get it back there.
  'b1-pass-and-follow': drill(6, 6, (d) => {
    d.many('CONE', 'cone', [
      [1, 5],
      [5, 5],
      [3, 1.5],
    ]);
    d.add('PLAYER', 'you', [1, 5.4]);
    d.add('BALL', 'ball', [1.3, 5]);
    d.add('PARTNER', 'parent', [5, 5.4]);
    d.pass(
      'ball',
      [
        [1.3, 5],
        [4.7, 5],
      ],
      1.5,
    );
    d.run(
      'you',
      [
        [1, 5.4],
        [3, 1.9],
      ],
      2.5,
      true,
    );
    d.pass(
      'ball',
      [
        [4.7, 5],
        [3.1, 2],
      ],
      1.5,
    );
    d.pass(
      'ball',
      [
        [3.1, 2],
        [4.8, 4.8],
      ],
      1.5,
    );
    d.run(
      'you',
      [
        [3, 1.9],
        [1, 5],
      ],
      2.5,
      true,
    );
  }),
  // The ball still; tap its top, then walk a small circle around it while tapping.
  'b1-toe-tap-countdown': drill(4, 4, (d) => {
    d.add('BALL', 'ball', [2, 2]);
    d.add('PLAYER', 'you', [2, 2.6]);
    d.add('PARTNER', 'parent', [3.6, 0.6]);
    d.run('you', [...ring([2, 2], 0.6, 8, 180), [2, 2.6]], 6);
    d.run('you', [...ring([2, 2], 0.6, 8, 180).reverse(), [2, 2.6]], 6);
  }),
  // Dribble around a 10 × 10 step area until the parent calls “freeze!”, then stop the ball.
  'b1-ball-freeze': drill(7, 7, (d) => {
    d.many('CONE', 'corner', corners(0.3, 0.3, 6.4, 6.4));
    d.add('PLAYER', 'you', [2, 5.6]);
    d.add('BALL', 'ball', [2, 5.2]);
    d.add('PARTNER', 'parent', [8, 3.5]);
    d.dribble(
      'you',
      'ball',
      [
        [2, 5.2],
        [1.6, 3],
        [3, 1.6],
        [5, 2.2],
        [5.4, 4.4],
        [4, 5],
      ],
      8,
    );
  }),
  // Treasures 5–15 steps from a home towel: one trip per treasure, dribble out, carry it home.
  'b1-treasure-hunt-dribble': drill(10, 10, (d) => {
    d.add('MARKER', 'home', [1, 9]);
    d.many('MARKER', 'treasure', [
      [4.5, 8.5],
      [6, 6.5],
      [8.8, 8],
      [3, 5],
      [5.5, 3.5],
      [9, 3],
      [2.5, 1.5],
      [7, 1],
    ]);
    d.add('PLAYER', 'you', [1.4, 9.4]);
    d.add('BALL', 'ball', [1.6, 8.8]);
    d.add('PARTNER', 'pirate', [8, 5]);
    d.dribble(
      'you',
      'ball',
      [
        [1.6, 8.8],
        [3.5, 7.2],
        [5.6, 6.6],
      ],
      4,
    );
    d.dribble(
      'you',
      'ball',
      [
        [5.6, 6.6],
        [3.4, 7.6],
        [1.5, 8.7],
      ],
      4,
    );
    d.run(
      'pirate',
      [
        [8, 5],
        [7, 6],
      ],
      4,
      true,
    );
  }),
  // A 15-step lane: green pushes up, red stops, back again.
  'b1-traffic-lights': drill(4, 11, (d) => {
    d.add('CONE', 'end1', [2, 10.5]);
    d.add('CONE', 'end2', [2, 0.5]);
    d.add('PARTNER', 'lights', [3.8, 5.5]);
    d.add('PLAYER', 'you', [1.6, 10.4]);
    d.add('BALL', 'ball', [1.6, 10]);
    d.dribble(
      'you',
      'ball',
      [
        [1.6, 10],
        [1.6, 6],
      ],
      2,
    ).dribble(
      'you',
      'ball',
      [
        [1.6, 6],
        [1.6, 4],
      ],
      3,
    );
    d.wait(1)
      .dribble(
        'you',
        'ball',
        [
          [1.6, 4],
          [1.6, 1.2],
        ],
        2,
      )
      .dribble(
        'you',
        'ball',
        [
          [1.6, 1.2],
          [2.4, 1],
          [2.4, 9.6],
        ],
        5,
      );
  }),
  // Gates of two cones two big steps wide around a 15 × 15 step area: through as many as you can.
  'b1-gate-explorer': drill(10, 10, (d) => {
    d.gate('g1', [2, 2]);
    d.gate('g2', [7.5, 1.8]);
    d.gate('g3', [5, 5], 2, true);
    d.gate('g4', [1.8, 7.2], 2, true);
    d.gate('g5', [8.2, 6.5]);
    d.gate('g6', [5, 8.8]);
    d.add('PLAYER', 'you', [5, 9.6]);
    d.add('BALL', 'ball', [5, 9.3]);
    d.add('PARTNER', 'parent', [10.8, 4]);
    d.dribble(
      'you',
      'ball',
      [
        [5, 9.3],
        [5, 8.2],
        [6.5, 6.8],
        [5, 5],
        [3, 3.5],
        [2, 2],
        [2.5, 0.8],
        [7.5, 1.8],
        [8.2, 6.5],
      ],
      12,
    );
  }),
  // Dribble at the parent, copy the turn they show (hook or pull-back), dribble away.
  'b1-copycat-turns': drill(7, 7, (d) => {
    d.many('CONE', 'corner', corners(0.3, 0.3, 6.4, 6.4));
    d.add('CONE', 'start', [3.5, 6.3]);
    d.add('PLAYER', 'you', [3.5, 6]);
    d.add('BALL', 'ball', [3.5, 5.6]);
    d.add('PARTNER', 'parent', [3.5, 1]);
    d.dribble(
      'you',
      'ball',
      [
        [3.5, 5.6],
        [3.5, 3],
      ],
      3,
    );
    d.dribble(
      'you',
      'ball',
      [
        [3.5, 3],
        [4.2, 3.2],
        [4, 5.8],
      ],
      3,
    );
  }),
  // A 12 × 12 step ocean: keep dribbling while the walking shark reaches for your tail.
  'b1-shark-tail-tag': drill(8, 8, (d) => {
    d.many('CONE', 'corner', corners(0.3, 0.3, 7.4, 7.4));
    d.add('PLAYER', 'you', [3, 5.6]);
    d.add('BALL', 'ball', [3, 5.2]);
    d.add('PARTNER', 'shark', [6.5, 1.5]);
    d.dribble(
      'you',
      'ball',
      [
        [3, 5.2],
        [2, 3.6],
        [3, 1.8],
        [5.6, 2.4],
        [6, 5],
        [4, 6.6],
      ],
      9,
    );
    d.run(
      'shark',
      [
        [6.5, 1.5],
        [5.5, 3],
        [4.5, 4.5],
        [5, 6],
      ],
      9,
      true,
    );
  }),
  // Three skittles in a row; pass with the inside of the foot from a cone 4 steps away.
  'b1-skittles-bowling': drill(4, 5, (d) => {
    d.many('CONE', 'skittle', [
      [1.5, 1],
      [2, 1],
      [2.5, 1],
    ]);
    d.add('CONE', 'start', [2.6, 4]);
    d.add('PLAYER', 'you', [2, 4.6]);
    d.add('BALL', 'ball', [2, 3.9]);
    d.add('PARTNER', 'parent', [3.6, 0.4]);
    d.pass(
      'ball',
      [
        [2, 3.9],
        [2, 1],
      ],
      1.5,
    );
  }),
  // The parent 5–8 steps away, a gate two shoes wide halfway: pass through and back.
  'b1-pass-through-gate': drill(3, 6, (d) => {
    d.gate('gate', [1.5, 3], 0.6);
    d.add('PLAYER', 'you', [1.5, 5.6]);
    d.add('BALL', 'ball', [1.5, 5.2]);
    d.add('PARTNER', 'parent', [1.5, 0.4]);
    d.pass(
      'ball',
      [
        [1.5, 5.2],
        [1.5, 0.8],
      ],
      1.5,
    ).pass(
      'ball',
      [
        [1.5, 0.8],
        [1.5, 5.2],
      ],
      1.5,
    );
    d.pass(
      'ball',
      [
        [1.5, 5.2],
        [1.5, 0.8],
      ],
      1.5,
    );
  }),
  // A small goal, a line of balls 4 steps out: two steps back, run in, laces shot; a bib scores double.
  'b1-first-shots-small-goal': drill(4, 6, (d) => {
    d.add('GOAL', 'goal', [2, 0.3]);
    d.add('MARKER', 'bib', [2.6, 0.3]);
    d.many('BALL', 'ball', [
      [1, 3.2],
      [2, 3.2],
      [3, 3.2],
    ]);
    d.add('PLAYER', 'you', [2, 4.6]);
    d.add('PARTNER', 'parent', [3.8, 2]);
    d.run(
      'you',
      [
        [2, 4.6],
        [2, 3.7],
      ],
      1,
    ).shot(
      'ball2',
      [
        [2, 3.2],
        [2.6, 0.4],
      ],
      0.8,
    );
    d.run(
      'you',
      [
        [2, 3.7],
        [1.2, 4.4],
        [1, 3.7],
      ],
      1.5,
    ).shot(
      'ball1',
      [
        [1, 3.2],
        [1.5, 0.4],
      ],
      0.8,
    );
  }),
  // The parent in goal; five balls 6–8 steps out, left, middle and right: pick a corner, shoot.
  'b1-parent-keeper-shootout': drill(8, 8, (d) => {
    d.add('GOAL', 'goal', [4, 0.3]);
    d.add('PARTNER', 'keeper', [4, 0.9]);
    d.many('BALL', 'ball', [
      [1.2, 5],
      [2.6, 5.6],
      [4, 5.8],
      [5.4, 5.6],
      [6.8, 5],
    ]);
    d.add('PLAYER', 'you', [4, 6.8]);
    d.run(
      'you',
      [
        [4, 6.8],
        [4, 6.3],
      ],
      0.8,
    ).shot(
      'ball3',
      [
        [4, 5.8],
        [5.2, 0.4],
      ],
      0.8,
    );
    d.run(
      'keeper',
      [
        [4, 0.9],
        [4.6, 0.9],
      ],
      0.6,
      true,
    );
    d.run(
      'you',
      [
        [4, 6.3],
        [1.2, 5.6],
      ],
      1.5,
    ).shot(
      'ball1',
      [
        [1.2, 5],
        [4.8, 0.4],
      ],
      1,
    );
    d.run(
      'you',
      [
        [1.2, 5.6],
        [6.8, 5.6],
      ],
      2.5,
    ).shot(
      'ball5',
      [
        [6.8, 5],
        [3.2, 0.4],
      ],
      1,
    );
  }),
  // A 15 × 10 step pitch with a small goal at each end: 1v1 against a parent.
  'b1-family-mini-match': drill(7, 10, (d) => {
    d.add('GOAL', 'goalTop', [3.5, 0.2]);
    d.add('GOAL', 'goalBottom', [3.5, 9.8]);
    d.many('CONE', 'corner', corners(0.2, 0.2, 6.6, 9.6));
    d.add('PLAYER', 'you', [3, 8]);
    d.add('BALL', 'ball', [3, 7.6]);
    d.add('PARTNER', 'parent', [3.6, 4]);
    d.dribble(
      'you',
      'ball',
      [
        [3, 7.6],
        [3.4, 5.4],
        [5, 4],
        [4.4, 2],
      ],
      5,
    );
    d.run(
      'parent',
      [
        [3.6, 4],
        [4.2, 4.6],
        [4.6, 3.2],
      ],
      4,
      true,
    );
    d.shot(
      'ball',
      [
        [4.4, 2],
        [3.4, 0.3],
      ],
      1,
    );
  }),
  // 2v1: dribble at the defender, pass to your teammate, run on for the return, score.
  'b1-tag-team-score': drill(6, 8.5, (d) => {
    d.add('GOAL', 'goal', [3, 0.2]);
    d.add('PARTNER', 'defender', [3, 3.5]);
    d.add('PLAYER', 'you', [2, 8]);
    d.add('BALL', 'ball', [2, 7.6]);
    d.add('PLAYER', 'teammate', [4.6, 7.4]);
    d.dribble(
      'you',
      'ball',
      [
        [2, 7.6],
        [2.4, 5],
      ],
      3,
    );
    d.run(
      'defender',
      [
        [3, 3.5],
        [2.6, 4.2],
      ],
      2,
      true,
    );
    d.pass(
      'ball',
      [
        [2.4, 5],
        [4.6, 5.2],
      ],
      1,
    );
    d.run(
      'teammate',
      [
        [4.6, 7.4],
        [4.6, 5.3],
      ],
      2,
      true,
    );
    d.run(
      'you',
      [
        [2.4, 5],
        [2, 2.4],
      ],
      2,
    );
    d.pass(
      'ball',
      [
        [4.6, 5.2],
        [2.1, 2.2],
      ],
      1.2,
      true,
    );
    d.shot(
      'ball',
      [
        [2.1, 2.2],
        [3, 0.3],
      ],
      0.8,
    );
  }),
  // Round 1 a penalty from 5 steps; round 2 a dribble race round a cone 8 steps away and back.
  'b1-world-cup-rounds': drill(6, 9, (d) => {
    d.add('GOAL', 'goal', [2, 0.2]);
    d.add('PARTNER', 'keeper', [2, 0.8]);
    d.add('BALL', 'penalty', [2, 3.7]);
    d.add('PLAYER', 'you', [2, 4.6]);
    d.add('CONE', 'raceStart', [5, 8.6]);
    d.add('CONE', 'raceTurn', [5, 3]);
    d.add('BALL', 'raceBall', [4.6, 8.2]);
    d.run(
      'you',
      [
        [2, 4.6],
        [2, 4],
      ],
      0.8,
    ).shot(
      'penalty',
      [
        [2, 3.7],
        [1.2, 0.3],
      ],
      0.8,
    );
    d.run(
      'you',
      [
        [2, 4],
        [4.6, 8.6],
      ],
      2.5,
    );
    d.dribble(
      'you',
      'raceBall',
      [
        [4.6, 8.2],
        [4.5, 3.2],
        [5, 2.4],
        [5.5, 3.2],
        [5.3, 8],
      ],
      7,
    );
  }),
  // A 3 × 3 step space: toe taps, inside–inside, sole rolls, pull-backs, the ball stays close.
  'b1-ball-mastery-routine': drill(2.5, 2.5, (d) => {
    d.add('PLAYER', 'you', [1.25, 1.7]);
    d.add('BALL', 'ball', [1.25, 1.2]);
    touchesInPlace(d, 'ball', [1.25, 1.2], 0.3, 3);
  }),
  // Two cones 8 steps apart: dribble to the line, turn (inside, outside, sole) and back.
  'b1-turn-challenge': drill(3, 7, (d) => {
    d.add('CONE', 'start', [1.5, 6.5]);
    d.gate('line', [1.5, 0.8], 1.6);
    d.add('PLAYER', 'you', [1.5, 6.2]);
    d.add('BALL', 'ball', [1.5, 5.8]);
    d.add('PARTNER', 'parent', [2.9, 6.8]);
    d.dribble(
      'you',
      'ball',
      [
        [1.5, 5.8],
        [1.5, 1.1],
      ],
      3,
    ).dribble(
      'you',
      'ball',
      [
        [1.5, 1.1],
        [1.9, 1],
        [1.8, 5.8],
      ],
      3,
    );
  }),
  // Six cones two big steps apart, a finish cone 5 steps after the last: weave, then sprint.
  'b1-slalom-race': drill(3, 13, (d) => {
    d.many('CONE', 'cone', line([1.5, 11], 6, 1.5));
    d.add('CONE', 'finish', [1.5, 0.3]);
    d.add('PLAYER', 'you', [1.5, 12.6]);
    d.add('BALL', 'ball', [1.5, 12.2]);
    d.add('PARTNER', 'parent', [2.8, 0.8]);
    d.dribble('you', 'ball', weave(line([1.5, 11], 6, 1.5), 0.6, [1.5, 12.2], [1.5, 2.6]), 8);
    d.dribble(
      'you',
      'ball',
      [
        [1.5, 2.6],
        [1.5, 0.6],
      ],
      1.5,
    );
  }),
  // Dribble freely in 15 × 15 steps; the parent at the side shows fingers, then points to a gate.
  'b1-head-up-numbers': drill(10, 10, (d) => {
    d.many('CONE', 'corner', corners(0.3, 0.3, 9.4, 9.4));
    d.gate('left', [0.3, 5], 2, true);
    d.gate('right', [9.7, 5], 2, true);
    d.add('PARTNER', 'parent', [5, 11.2]);
    d.add('PLAYER', 'you', [5, 6]);
    d.add('BALL', 'ball', [5, 5.6]);
    d.dribble(
      'you',
      'ball',
      [
        [5, 5.6],
        [3.5, 3.5],
        [6, 2.5],
        [7, 4.5],
        [9.6, 5],
      ],
      8,
    );
  }),
  // 3–5 steps from a wall, a cone on your spot: pass, stop the rebound, pass again.
  'b1-wall-pass-rally': drill(4, 4, (d) => {
    d.add('WALL', 'wall', [2, 0]);
    d.add('CONE', 'spot', [2.8, 3.4]);
    d.add('PLAYER', 'you', [2, 3.7]);
    d.add('BALL', 'ball', [2, 3.2]);
    for (let i = 0; i < 3; i += 1) {
      d.pass(
        'ball',
        [
          [2, 3.2],
          [2, 0.1],
        ],
        1,
      ).pass(
        'ball',
        [
          [2, 0.1],
          [2, 3.2],
        ],
        1,
      );
    }
  }),
  // A triangle 6 steps a side: pass, run to the empty cone, receive, turn to the next one; keep going.
  'b1-triangle-pass-and-move': drill(6, 6, (d) => {
    d.many('CONE', 'cone', [
      [1, 5],
      [5, 5],
      [3, 1.5],
    ]);
    d.add('PLAYER', 'you', [1, 5.4]);
    d.add('BALL', 'ball', [1.3, 5]);
    d.add('PARTNER', 'parent', [5, 5.4]);
    d.pass(
      'ball',
      [
        [1.3, 5],
        [4.7, 5],
      ],
      1.5,
    ).run(
      'you',
      [
        [1, 5.4],
        [3, 1.9],
      ],
      2.5,
      true,
    );
    d.pass(
      'ball',
      [
        [4.7, 5],
        [3, 2],
      ],
      1.5,
    ).dribble(
      'you',
      'ball',
      [
        [3, 2],
        [2.6, 2.6],
      ],
      1,
    );
    d.pass(
      'ball',
      [
        [2.6, 2.6],
        [4.8, 4.8],
      ],
      1.5,
    ).run(
      'you',
      [
        [2.6, 2.6],
        [1.2, 4.8],
      ],
      2.5,
      true,
    );
    d.run(
      'parent',
      [
        [5, 5.4],
        [3.3, 1.4],
      ],
      2.5,
      true,
    );
  }),
  // A 12 × 8 step pitch with a small goal at each end: the parent passes, you dribble past and score.
  'b1-1v1-small-goals': drill(6, 8.5, (d) => {
    d.add('GOAL', 'goalTop', [3, 0.2]);
    d.add('GOAL', 'goalBottom', [3, 8.3]);
    d.add('PARTNER', 'parent', [3, 2.5]);
    d.add('BALL', 'ball', [3, 2.9]);
    d.add('PLAYER', 'you', [3, 7]);
    d.pass(
      'ball',
      [
        [3, 2.9],
        [3, 6.6],
      ],
      1.5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [3, 6.6],
        [2.6, 4.6],
        [1.4, 3.2],
        [2.2, 1.6],
      ],
      4,
    );
    d.run(
      'parent',
      [
        [3, 2.5],
        [3, 4],
        [2.2, 3.4],
      ],
      4,
      true,
    );
    d.shot(
      'ball',
      [
        [2.2, 1.6],
        [3, 0.3],
      ],
      0.8,
    );
  }),
  // Four cones in a zigzag, a gate two steps wide, a small goal 8 steps on: weaker foot all the way.
  'b1-weak-foot-course': drill(5, 14, (d) => {
    const zigzag = [
      [1.6, 12],
      [3.4, 10.6],
      [1.6, 9.2],
      [3.4, 7.8],
    ] as const;
    d.many('CONE', 'zig', zigzag);
    d.gate('gate', [2.5, 6.2], 1.4);
    d.add('GOAL', 'goal', [2.5, 0.4]);
    d.add('PLAYER', 'you', [2.5, 13.6]);
    d.add('BALL', 'ball', [2.5, 13.2]);
    d.dribble(
      'you',
      'ball',
      [
        [2.5, 13.2],
        [2.6, 12],
        [2.4, 10.6],
        [2.6, 9.2],
        [2.4, 7.8],
        [2.5, 7],
      ],
      6,
    );
    d.pass(
      'ball',
      [
        [2.5, 7],
        [2.5, 3],
      ],
      1.2,
    );
    d.run(
      'you',
      [
        [2.5, 7],
        [2.5, 3.4],
      ],
      1.5,
      true,
    );
    d.shot(
      'ball',
      [
        [2.5, 3],
        [2.9, 0.5],
      ],
      0.8,
    );
  }),
  // A cone defender 8 steps out, a finish gate 6 steps behind it: slow, slow, then push past and sprint.
  'b1-change-of-pace': drill(4, 11, (d) => {
    d.add('CONE', 'defender', [2, 5]);
    d.gate('finish', [2, 0.8], 1.6);
    d.add('PLAYER', 'you', [2, 10.8]);
    d.add('BALL', 'ball', [2, 10.4]);
    d.add('PARTNER', 'parent', [3.6, 5.2]);
    d.dribble(
      'you',
      'ball',
      [
        [2, 10.4],
        [2, 6],
      ],
      5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [2, 6],
        [0.9, 5],
        [1.6, 2.6],
        [2, 1],
      ],
      2,
    );
  }),
  // A cone defender 6 steps away: dip the shoulder one way, take the ball the other way.
  'b1-feint-and-go': drill(4, 7, (d) => {
    d.add('CONE', 'defender', [2, 2.6]);
    d.add('PLAYER', 'you', [2, 6.6]);
    d.add('BALL', 'ball', [2, 6.2]);
    d.add('PARTNER', 'parent', [3.6, 0.6]);
    d.dribble(
      'you',
      'ball',
      [
        [2, 6.2],
        [2, 3.6],
      ],
      3,
    );
    d.dribble(
      'you',
      'ball',
      [
        [2, 3.6],
        [1.5, 3.4],
        [3, 2.6],
        [3, 0.8],
      ],
      2.5,
    );
  }),
  // Defend against the dribbling parent, poke the ball away, then dribble through a cone gate.
  'b1-win-it-back': drill(7, 7, (d) => {
    d.many('CONE', 'corner', corners(0.3, 0.3, 6.4, 6.4));
    d.gate('gate', [3.5, 0.3], 1.6);
    d.add('PARTNER', 'parent', [2, 2]);
    d.add('BALL', 'ball', [2.3, 2.3]);
    d.add('PLAYER', 'you', [5, 5.5]);
    d.dribble(
      'parent',
      'ball',
      [
        [2.3, 2.3],
        [3.5, 3.6],
      ],
      3,
    );
    d.run(
      'you',
      [
        [5, 5.5],
        [3.9, 4.1],
      ],
      3,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [3.7, 3.8],
        [3.5, 0.6],
      ],
      3,
    );
  }),
  // Four gates at the corners of a 10-step square, the parent in the middle: pass, move, call “yes!”.
  'b1-pass-and-run-to-new-gate': drill(8, 8, (d) => {
    d.gate('g1', [0.8, 0.8], 1.4);
    d.gate('g2', [7.2, 0.8], 1.4);
    d.gate('g3', [7.2, 7.2], 1.4);
    d.gate('g4', [0.8, 7.2], 1.4);
    d.add('PARTNER', 'parent', [4, 4]);
    d.add('PLAYER', 'you', [0.8, 7.6]);
    d.add('BALL', 'ball', [1.1, 7]);
    d.pass(
      'ball',
      [
        [1.1, 7],
        [3.7, 4.3],
      ],
      1.5,
    ).run(
      'you',
      [
        [0.8, 7.6],
        [7, 7.4],
      ],
      3,
      true,
    );
    d.pass(
      'ball',
      [
        [3.7, 4.3],
        [6.9, 7],
      ],
      1.5,
    ).pass(
      'ball',
      [
        [6.9, 7],
        [4.2, 4.2],
      ],
      1.5,
    );
    d.run(
      'you',
      [
        [7, 7.4],
        [7.2, 1.2],
      ],
      3,
      true,
    );
  }),
  // Targets in the bottom corners, balls 8 steps out: place with the inside, then power with the laces.
  'b1-corner-targets': drill(8, 8, (d) => {
    d.add('GOAL', 'goal', [4, 0.3]);
    d.add('MARKER', 'targetLeft', [2.3, 0.4]);
    d.add('MARKER', 'targetRight', [5.7, 0.4]);
    d.many('BALL', 'ball', [
      [3, 5.6],
      [4, 5.6],
      [5, 5.6],
    ]);
    d.add('PLAYER', 'you', [4, 6.6]);
    d.add('PARTNER', 'parent', [7.5, 4]);
    d.run(
      'you',
      [
        [4, 6.6],
        [3, 6.1],
      ],
      1,
    ).shot(
      'ball1',
      [
        [3, 5.6],
        [2.4, 0.5],
      ],
      0.9,
    );
    d.run(
      'you',
      [
        [3, 6.1],
        [5, 6.1],
      ],
      1.5,
    ).shot(
      'ball3',
      [
        [5, 5.6],
        [5.6, 0.5],
      ],
      0.9,
    );
  }),
  // Five cones in a half circle 8 steps from goal: shoot from each, far corner from the sides.
  'b1-angle-shooting': drill(12, 8, (d) => {
    d.add('GOAL', 'goal', [6, 0.3]);
    const spots = arc([6, 0.3], 5.6, 5, 100, 260).map(([x, y]) => [x, y + 0.2] as const);
    d.many('CONE', 'spot', spots);
    d.many(
      'BALL',
      'ball',
      spots.map(([x, y]) => [x, y + 0.4] as const),
    );
    d.add('PLAYER', 'you', [spots[0]![0], spots[0]![1] + 1.2]);
    d.shot(
      'ball1',
      [
        [spots[0]![0], spots[0]![1] + 0.4],
        [7.2, 0.4],
      ],
      1,
    );
    d.run(
      'you',
      [
        [spots[0]![0], spots[0]![1] + 1.2],
        [spots[2]![0], spots[2]![1] + 1],
      ],
      2.5,
    );
    d.shot(
      'ball3',
      [
        [spots[2]![0], spots[2]![1] + 0.4],
        [5, 0.4],
      ],
      1,
    );
    d.run(
      'you',
      [
        [spots[2]![0], spots[2]![1] + 1],
        [spots[4]![0], spots[4]![1] + 1.2],
      ],
      2.5,
    );
    d.shot(
      'ball5',
      [
        [spots[4]![0], spots[4]![1] + 0.4],
        [4.8, 0.4],
      ],
      1,
    );
  }),
  // Start 20 steps out, a cone defender at 10, a shooting line at 6: change direction, shoot.
  'b1-dribble-and-shoot': drill(10, 15, (d) => {
    d.add('GOAL', 'goal', [5, 0.3]);
    d.add('CONE', 'defender', [5, 7]);
    d.gate('shootingLine', [5, 4.2], 4);
    d.add('CONE', 'start', [5, 14.3]);
    d.add('PLAYER', 'you', [5, 14.6]);
    d.add('BALL', 'ball', [5, 14]);
    d.add('PARTNER', 'parent', [8.5, 7]);
    d.dribble(
      'you',
      'ball',
      [
        [5, 14],
        [5, 8.2],
        [3.8, 7],
        [4.4, 5],
      ],
      5,
    );
    d.shot(
      'ball',
      [
        [4.4, 5],
        [5.8, 0.4],
      ],
      1,
    );
  }),
  // A small goal behind you: the parent attacks; move backwards, stay between ball and goal, poke it.
  'b1-defend-the-goal': drill(6, 8.5, (d) => {
    d.add('GOAL', 'goal', [3, 8.3]);
    d.add('PARTNER', 'parent', [3, 0.8]);
    d.add('BALL', 'ball', [3, 1.2]);
    d.add('PLAYER', 'you', [3, 5]);
    d.dribble(
      'parent',
      'ball',
      [
        [3, 1.2],
        [2.4, 3.6],
        [2, 4.6],
      ],
      5,
    );
    d.run(
      'you',
      [
        [3, 5],
        [3, 4.2],
        [2.5, 5.4],
      ],
      5,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [2.3, 4.9],
        [4, 3],
      ],
      2,
    );
  }),
  // Two small goals 10 steps apart, a start cone 12 steps out: the parent blocks one, score in the other.
  'b1-switch-the-goal': drill(9, 10, (d) => {
    d.add('GOAL', 'left', [1, 0.4]);
    d.add('GOAL', 'right', [8, 0.4]);
    d.add('CONE', 'start', [4.5, 9]);
    d.add('PARTNER', 'parent', [4.5, 1.5]);
    d.add('PLAYER', 'you', [4.5, 9.5]);
    d.add('BALL', 'ball', [4.5, 8.6]);
    d.dribble(
      'you',
      'ball',
      [
        [4.5, 8.6],
        [4.5, 4.6],
      ],
      4,
    );
    d.run(
      'parent',
      [
        [4.5, 1.5],
        [1.6, 1.4],
      ],
      2,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [4.5, 4.6],
        [7.2, 2.2],
      ],
      2.5,
    );
    d.shot(
      'ball',
      [
        [7.2, 2.2],
        [8, 0.5],
      ],
      0.8,
    );
  }),
};
