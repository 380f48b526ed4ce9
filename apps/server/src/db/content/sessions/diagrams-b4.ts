import type { Diagram } from '@academy/contract';
import { corners, drill, line, weave } from './diagram-kit.ts';
import { B4_OWN_DIAGRAMS } from './diagrams-b4-own.ts';

/**
 * The diagrams of the U16–Senior sessions (b4.ts, b4-keepers.ts), by session key, in metres as the
 * steps give them. Goals and walls stand at the top; desk work shows what it plans on a pitch or a page.
 */
export const B4_DIAGRAMS: Readonly<Record<string, Diagram>> = {
  // A 40 × 20 m rectangle: dribble round it, change pace on the long sides, a wall pass on each short side.
  'b4-aerobic-ball-intervals': drill(20, 40, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 20, 40));
    d.add('WALL', 'wall', [10, -1]);
    d.add('PLAYER', 'you', [1, 39]);
    d.add('BALL', 'ball', [1.5, 38.5]);
    d.dribble(
      'you',
      'ball',
      [
        [1.5, 38.5],
        [1.5, 3],
      ],
      10,
    );
    d.pass(
      'ball',
      [
        [1.5, 3],
        [10, 0.1],
      ],
      1,
    ).pass(
      'ball',
      [
        [10, 0.1],
        [18.5, 3],
      ],
      1,
    );
    d.run(
      'you',
      [
        [1.5, 3],
        [18.5, 3.4],
      ],
      2,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [18.5, 3],
        [18.5, 38.5],
        [2, 38.5],
      ],
      14,
    );
  }),
  // The length of the pitch in 18–20 s, then walk its width in 45 s; 2 × 8 runs.
  'b4-tempo-runs': drill(64, 104, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 64, 104));
    d.add('PLAYER', 'you', [1, 103]);
    d.add('MARKER', 'stopwatch', [66, 52]);
    d.run(
      'you',
      [
        [1, 103],
        [1, 1],
      ],
      19,
    )
      .run(
        'you',
        [
          [1, 1],
          [63, 1],
        ],
        45,
      )
      .run(
        'you',
        [
          [63, 1],
          [63, 103],
        ],
        19,
      );
  }),
  // Six stations on a mat: split squats, push-ups, hip bridges, side plank, reverse lunges, skipping.
  'b4-bodyweight-strength-circuit': drill(7, 4, (d) => {
    d.many('MARKER', 'station', [
      [1, 1],
      [3.5, 1],
      [6, 1],
      [6, 3],
      [3.5, 3],
      [1, 3],
    ]);
    d.add('PLAYER', 'you', [1, 1.6]);
    d.tour(
      'you',
      [
        [1, 1.6],
        [3.5, 1.6],
        [6, 1.6],
        [6, 3.4],
        [3.5, 3.4],
        [1, 3.4],
      ],
      3,
    );
  }),
  // Running drills over 20 m; Nordics and Copenhagen planks with the partner; balance while passing.
  'b4-injury-prevention-routine': drill(10, 22, (d) => {
    d.many('CONE', 'lane', [
      [3, 21],
      [3, 1],
    ]);
    d.add('MARKER', 'mat', [8, 18]);
    d.add('PLAYER', 'you', [3, 21.6]);
    d.add('PARTNER', 'partner', [8, 11]);
    d.add('BALL', 'ball', [7.6, 11]);
    d.run(
      'you',
      [
        [3, 21.6],
        [3, 1.5],
      ],
      5,
    ).run(
      'you',
      [
        [3, 1.5],
        [2.2, 10],
        [4, 11],
      ],
      4,
    );
    d.pass(
      'ball',
      [
        [7.6, 11],
        [4.4, 11],
      ],
      1,
    ).pass(
      'ball',
      [
        [4.4, 11],
        [7.6, 11],
      ],
      1,
    );
  }),
  // Two cones about 65 m apart: run across in 15 s, rest 15 s, run back, for 10 minutes.
  'b4-intermittent-15-15': drill(10, 67, (d) => {
    d.add('CONE', 'near', [5, 66]);
    d.add('CONE', 'far', [5, 1]);
    d.add('PLAYER', 'you', [5, 66.5]);
    d.run(
      'you',
      [
        [5, 66.5],
        [5, 1.5],
      ],
      15,
    )
      .wait(15)
      .run(
        'you',
        [
          [5, 1.5],
          [5, 66],
        ],
        15,
      );
  }),
  // Cones at 0, 10 and 30 m: a 30 m sprint, jog back, the next one every 25 seconds.
  'b4-repeated-sprint-ability': drill(8, 32, (d) => {
    d.many('CONE', 'mark', [
      [2, 31],
      [2, 21],
      [2, 1],
    ]);
    d.add('PLAYER', 'you', [4, 31]);
    d.add('PARTNER', 'timer', [7, 16]);
    d.run(
      'you',
      [
        [4, 31],
        [4, 1],
      ],
      4.5,
    ).run(
      'you',
      [
        [4, 1],
        [5, 30.5],
      ],
      20.5,
    );
  }),
  // A small goal 40 m away, cones at halfway 20 m back: ‘win’ drive and finish; ‘lose’ sprint back behind halfway.
  'b4-transition-sprint-drills': drill(20, 62, (d) => {
    d.add('GOAL', 'goal', [10, 0.4]);
    d.many('CONE', 'halfway', line([4, 60], 3, 6, [1, 0]));
    d.add('PLAYER', 'you', [10, 41]);
    d.add('BALL', 'ball', [10, 40.5]);
    d.add('PARTNER', 'caller', [18, 40]);
    d.dribble(
      'you',
      'ball',
      [
        [10, 40.5],
        [10, 6],
      ],
      5.5,
    ).shot(
      'ball',
      [
        [10, 6],
        [11, 0.5],
      ],
      0.6,
    );
    d.run(
      'you',
      [
        [10, 6],
        [10, 41],
      ],
      1,
    ).run(
      'you',
      [
        [10, 41],
        [10, 61],
      ],
      3,
    );
  }),
  // A 15 × 10 m channel with a gate at each end: 30 s flat out, attacker against defender, swap.
  'b4-1v1-duel-intervals': drill(10, 15, (d) => {
    d.gate('top', [5, 0.3], 2);
    d.gate('bottom', [5, 14.7], 2);
    d.add('PLAYER', 'you', [5, 13]);
    d.add('BALL', 'ball', [5, 12.5]);
    d.add('PARTNER', 'defender', [5, 5]);
    d.dribble(
      'you',
      'ball',
      [
        [5, 12.5],
        [3, 8],
        [7, 5],
        [5.4, 0.6],
      ],
      6,
    );
    d.run(
      'defender',
      [
        [5, 5],
        [4, 7.5],
        [6, 4],
      ],
      5,
      true,
    );
  }),
  // Sprint over 30 m with cones at 10 and 30 m, the standing long jump, the 5-0-5, then the endurance test.
  'b4-fitness-testing-day': drill(20, 32, (d) => {
    d.many('CONE', 'sprint', [
      [2, 31],
      [2, 21],
      [2, 1],
    ]);
    d.many('CONE', 'fiveOFive', [
      [14, 31],
      [14, 21],
      [14, 16],
    ]);
    d.add('MARKER', 'jump', [8, 28]);
    d.add('PLAYER', 'you', [4, 31.5]);
    d.add('PARTNER', 'timer', [18, 6]);
    d.run(
      'you',
      [
        [4, 31.5],
        [4, 1],
      ],
      4.5,
    );
    d.run(
      'you',
      [
        [4, 1],
        [14.5, 31],
      ],
      8,
    ).run(
      'you',
      [
        [14.5, 31],
        [14.5, 16.2],
        [14.5, 21],
      ],
      3,
    );
  }),
  // A-skips over 15 m, the wall drill, falling starts over 10 m, then resisted sprints with a band.
  'b4-acceleration-mechanics': drill(10, 22, (d) => {
    d.add('WALL', 'wall', [8, 21.8]);
    d.many('CONE', 'mark', [
      [2, 21],
      [2, 11],
      [2, 6],
    ]);
    d.add('PLAYER', 'you', [4, 21]);
    d.add('PARTNER', 'band', [4, 22.2]);
    d.run(
      'you',
      [
        [4, 21],
        [4, 11],
      ],
      2.2,
    );
    d.run(
      'band',
      [
        [4, 21.8],
        [4, 12.4],
      ],
      2.6,
      true,
    );
    d.run(
      'you',
      [
        [4, 11],
        [4, 6],
      ],
      1,
    );
  }),
  // Cones at 0, 20 and 40 m: build up over 20 m, top speed through the 20 m zone; then 30 m with a ball.
  'b4-flying-sprints-max-speed': drill(10, 44, (d) => {
    d.many('CONE', 'mark', [
      [2, 42],
      [2, 22],
      [2, 2],
    ]);
    d.add('PARTNER', 'timer', [8, 12]);
    d.add('PLAYER', 'you', [4, 43]);
    d.add('BALL', 'ball', [6, 42]);
    d.run(
      'you',
      [
        [4, 43],
        [4, 22],
      ],
      3.5,
    ).run(
      'you',
      [
        [4, 22],
        [4, 2],
      ],
      2.2,
    );
    d.run(
      'you',
      [
        [4, 2],
        [6, 42.5],
      ],
      4,
    ).dribble(
      'you',
      'ball',
      [
        [6, 42],
        [6, 12],
      ],
      4,
    );
  }),
  // Brake in 3 steps after 10 m, 45° cuts at cones in a zigzag 5 m apart, then the 5-10-5 shuttle.
  'b4-deceleration-and-change-of-direction': drill(12, 28, (d) => {
    const zig = Array.from({ length: 6 }, (_, i) => [i % 2 ? 8 : 4, 26 - i * 5] as const);
    d.many('CONE', 'cut', zig);
    d.add('PLAYER', 'you', [6, 27.5]);
    d.add('PARTNER', 'caller', [11, 14]);
    d.add('BALL', 'ball', [1, 27]);
    d.run('you', weave(zig, -0.8, [6, 27.5], [6, 0.5]), 8);
  }),
  // Gym stations: the bike to warm up, squats, Romanian deadlifts, split squats, Nordics and calf raises.
  'b4-lower-body-strength-gym': drill(10, 8, (d) => {
    d.add('MARKER', 'bike', [1.5, 1.5]);
    d.add('MARKER', 'squatRack', [5, 1.5]);
    d.add('MARKER', 'deadlift', [8.5, 1.5]);
    d.add('MARKER', 'splitSquatBox', [8.5, 6]);
    d.add('MARKER', 'nordicMat', [5, 6]);
    d.add('MARKER', 'calfRaise', [1.5, 6]);
    d.add('PLAYER', 'you', [1.5, 2.4]);
    d.tour(
      'you',
      [
        [1.5, 2.4],
        [5, 2.4],
        [8.5, 2.4],
        [8.5, 5.2],
        [5, 5.2],
        [1.5, 5.2],
      ],
      3,
    );
  }),
  // Rower, bench and rows, pull-ups and shoulder press, core with a band, then the shoulder-to-shoulder battle.
  'b4-upper-body-and-core-gym': drill(10, 9, (d) => {
    d.add('MARKER', 'rower', [1.5, 1.5]);
    d.add('MARKER', 'bench', [5, 1.5]);
    d.add('MARKER', 'pullUpBar', [8.5, 1.5]);
    d.add('MARKER', 'coreMat', [8.5, 5]);
    d.add('MARKER', 'battleZone', [3, 7]);
    d.add('PLAYER', 'you', [1.5, 2.4]);
    d.add('PARTNER', 'partner', [3.6, 7.8]);
    d.tour(
      'you',
      [
        [1.5, 2.4],
        [5, 2.4],
        [8.5, 2.4],
        [8.5, 5.8],
        [2.6, 7.2],
      ],
      3,
    );
  }),
  // Pogo jumps, 5 low hurdles 1 m apart, broad jumps, then 20 m bounding and 10 m sprints: 98 contacts.
  'b4-plyometric-power': drill(8, 36, (d) => {
    d.many('POLE', 'hurdle', line([3, 33], 5, 1));
    d.many('CONE', 'bound', [
      [6, 27],
      [6, 7],
    ]);
    d.add('PLAYER', 'you', [3, 35]);
    d.run(
      'you',
      [
        [3, 35],
        [3, 34],
        [3, 33],
        [3, 32],
        [3, 31],
        [3, 30],
        [3, 28.5],
      ],
      4,
    );
    d.run(
      'you',
      [
        [3, 28.5],
        [6.5, 27.5],
      ],
      1.5,
    )
      .run(
        'you',
        [
          [6.5, 27.5],
          [6.5, 7.5],
        ],
        4,
      )
      .run(
        'you',
        [
          [6.5, 7.5],
          [6.5, 1],
        ],
        1.6,
      );
  }),
  // The trap bar, the box for jumps paired with each set, Nordics and Copenhagen planks, then 2 × 10 m sprints.
  'b4-in-season-strength-dose': drill(12, 8, (d) => {
    d.add('MARKER', 'trapBar', [2, 2]);
    d.add('MARKER', 'box', [5, 2]);
    d.add('MARKER', 'mat', [8, 2]);
    d.many('CONE', 'sprint', [
      [1, 6.5],
      [11, 6.5],
    ]);
    d.add('PLAYER', 'you', [2, 3]);
    d.add('PARTNER', 'partner', [8.8, 2.6]);
    d.run(
      'you',
      [
        [2, 3],
        [5, 3],
      ],
      3,
    )
      .run(
        'you',
        [
          [5, 3],
          [2, 3],
        ],
        3,
      )
      .run(
        'you',
        [
          [2, 3],
          [7.6, 2.8],
        ],
        3,
      );
    d.run(
      'you',
      [
        [7.6, 2.8],
        [1, 7],
      ],
      3,
    ).run(
      'you',
      [
        [1, 7],
        [11, 7],
      ],
      2,
    );
  }),
  // A 5 × 5 m square: shield the ball for 20 s; receive a wall pass under contact; race for a rolled ball.
  'b4-shielding-and-duel-strength': drill(8, 20, (d) => {
    d.add('WALL', 'wall', [4, 0]);
    d.many('CONE', 'square', corners(1.5, 13, 5, 5));
    d.add('GOAL', 'smallGoal', [7.6, 19.6]);
    d.add('PLAYER', 'you', [4, 15.8]);
    d.add('BALL', 'ball', [4, 15.3]);
    d.add('PARTNER', 'partner', [4, 14.4]);
    d.dribble(
      'you',
      'ball',
      [
        [4, 15.3],
        [3.2, 16.4],
        [4.6, 17],
        [5.4, 15.6],
      ],
      6,
    );
    d.run(
      'partner',
      [
        [4, 14.4],
        [3, 15.2],
        [4, 16.2],
        [5.2, 14.6],
      ],
      6,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [5.4, 15.6],
        [7.4, 19.2],
      ],
      2,
    );
  }),
  // The game model on paper, then walk your positions with cones: ball left, centre and right.
  'b4-game-model-homework': drill(40, 30, (d) => {
    d.add('MARKER', 'notebook', [2, 31.5]);
    d.many('CONE', 'ballPosition', [
      [4, 10],
      [20, 12],
      [36, 10],
    ]);
    d.add('PLAYER', 'you', [26, 20]);
    d.add('BALL', 'ball', [4.5, 10.5]);
    d.run(
      'you',
      [
        [26, 20],
        [16, 18],
      ],
      4,
    );
    d.pass(
      'ball',
      [
        [4.5, 10.5],
        [20, 12.4],
      ],
      2,
    );
    d.run(
      'you',
      [
        [16, 18],
        [24, 18],
      ],
      3,
      true,
    );
    d.pass(
      'ball',
      [
        [20, 12.4],
        [35.6, 10.4],
      ],
      2,
    );
    d.run(
      'you',
      [
        [24, 18],
        [30, 17],
      ],
      2,
      true,
    );
  }),
  // 10 m from a wall, gates 5 m behind left and right: look over both shoulders, half-turn through the free gate.
  'b4-scanning-and-half-turn': drill(14, 17, (d) => {
    d.add('WALL', 'wall', [7, 0]);
    d.add('PLAYER', 'you', [7, 10.5]);
    d.add('BALL', 'ball', [7, 10]);
    d.gate('left', [3, 15.5], 2);
    d.gate('right', [11, 15.5], 2);
    d.add('PARTNER', 'partner', [7, 16.5]);
    d.pass(
      'ball',
      [
        [7, 10],
        [7, 0.1],
      ],
      1.2,
    ).pass(
      'ball',
      [
        [7, 0.1],
        [7, 10],
      ],
      1.2,
    );
    d.dribble(
      'you',
      'ball',
      [
        [7, 10],
        [8, 11.4],
        [11, 15.5],
      ],
      2,
    );
  }),
  // The partner 12 m away with lanes 6 m to each side: on a trigger, press on a curve that closes one lane.
  'b4-pressing-triggers': drill(16, 16, (d) => {
    d.add('WALL', 'wall', [8, 0]);
    d.add('PARTNER', 'partner', [8, 2.5]);
    d.add('BALL', 'ball', [8, 3]);
    d.gate('laneLeft', [2, 3], 2, true);
    d.gate('laneRight', [14, 3], 2, true);
    d.add('PLAYER', 'you', [8, 14.5]);
    d.add('CONE', 'start', [9, 15]);
    d.pass(
      'ball',
      [
        [8, 3],
        [8, 0.1],
      ],
      0.6,
    ).pass(
      'ball',
      [
        [8, 0.1],
        [8.2, 3.4],
      ],
      0.6,
    );
    d.run(
      'you',
      [
        [8, 14.5],
        [11, 9],
        [9, 4.4],
      ],
      2.5,
    );
  }),
  // Five cones 8 m apart as ball positions, you 15 m in front: shuffle in line, step across, step up.
  'b4-compact-defensive-shifting': drill(34, 18, (d) => {
    d.many('CONE', 'ballPosition', line([1, 1], 5, 8, [1, 0]));
    d.add('PARTNER', 'partner', [17, 1.6]);
    d.add('BALL', 'ball', [17, 2]);
    d.add('PLAYER', 'you', [17, 16]);
    d.dribble(
      'partner',
      'ball',
      [
        [17, 2],
        [33, 2],
      ],
      4,
    );
    d.run(
      'you',
      [
        [17, 16],
        [27, 16],
      ],
      4,
      true,
    );
    d.dribble(
      'partner',
      'ball',
      [
        [33, 2],
        [25, 2],
      ],
      2,
    );
    d.run(
      'you',
      [
        [27, 16],
        [25, 11],
      ],
      2,
      true,
    );
  }),
  // Three systems on paper, then cones for your teammates: rehearse your attacking and defending spots.
  'b4-systems-and-roles': drill(40, 30, (d) => {
    d.add('MARKER', 'notebook', [38, 31.5]);
    d.many('CONE', 'backLine', [
      [8, 24],
      [16, 25],
      [24, 25],
      [32, 24],
    ]);
    d.many('CONE', 'midfield', [
      [12, 16],
      [20, 17],
      [28, 16],
    ]);
    d.many('CONE', 'front', [
      [8, 7],
      [20, 5],
      [32, 7],
    ]);
    d.add('PLAYER', 'you', [28, 16.8]);
    d.add('BALL', 'ball', [16, 25.6]);
    d.run(
      'you',
      [
        [28, 16.8],
        [32, 12],
      ],
      3,
    );
    d.pass(
      'ball',
      [
        [16, 25.6],
        [31.6, 12.4],
      ],
      2,
      true,
    );
    d.run(
      'you',
      [
        [32, 12],
        [26, 20],
      ],
      3,
    );
  }),
  // Answer three questions from the video, write scenario cards, rehearse each with cones for 10 minutes.
  'b4-reading-the-opponent': drill(40, 30, (d) => {
    d.add('MARKER', 'screen', [4, 31.5]);
    d.add('MARKER', 'scenarioCard', [36, 31.5]);
    d.many('CONE', 'opponentPress', [
      [14, 8],
      [20, 6],
      [26, 8],
    ]);
    d.add('PLAYER', 'you', [20, 18]);
    d.add('BALL', 'ball', [20, 28]);
    d.run(
      'you',
      [
        [20, 18],
        [20, 23],
      ],
      2,
    );
    d.pass(
      'ball',
      [
        [20, 28],
        [20, 23.4],
      ],
      1.5,
      true,
    );
    d.run(
      'you',
      [
        [20, 23],
        [26, 14],
        [28, 4],
      ],
      4,
    );
  }),
  // 6 m from a wall, the partner 8 m to the side, two poles as a line, a small goal 15 m behind them.
  'b4-third-man-combinations': drill(16, 34, (d) => {
    d.add('WALL', 'wall', [4, 0]);
    d.add('PLAYER', 'you', [4, 6]);
    d.add('BALL', 'ball', [4.3, 5.6]);
    d.add('PARTNER', 'partner', [12, 6]);
    d.many('POLE', 'line', [
      [6, 16],
      [10, 16],
    ]);
    d.add('GOAL', 'goal', [8, 33.6]);
    d.pass(
      'ball',
      [
        [4.3, 5.6],
        [8, 0.1],
      ],
      0.8,
    ).pass(
      'ball',
      [
        [8, 0.1],
        [11.8, 5.8],
      ],
      0.8,
    );
    d.run(
      'you',
      [
        [4, 6],
        [4, 16],
        [7, 24],
      ],
      3,
      true,
    );
    d.pass(
      'ball',
      [
        [11.8, 5.8],
        [7.4, 24],
      ],
      1.5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [7.4, 24],
        [7.6, 27],
      ],
      0.8,
    ).shot(
      'ball',
      [
        [7.6, 27],
        [8.4, 33.4],
      ],
      0.6,
    );
  }),
  // Four cones 1 m apart: side-step and set as the partner shoots from 10 m; then distribution 35–40 m.
  'b4-position-goalkeeper': drill(40, 42, (d) => {
    d.add('GOAL', 'goal', [20, 41.7]);
    d.many('CONE', 'footwork', line([18.5, 40], 4, 1, [1, 0]));
    d.add('PLAYER', 'keeper', [18.5, 40.6]);
    d.add('PARTNER', 'partner', [20, 31]);
    d.add('BALL', 'ball', [20, 31.4]);
    d.gate('gate', [32, 22], 2);
    d.run(
      'keeper',
      [
        [18.5, 40.6],
        [21.5, 40.6],
        [20.5, 40.6],
      ],
      2.5,
    );
    d.shot(
      'ball',
      [
        [20, 31.4],
        [20.6, 40.2],
      ],
      0.8,
    );
    d.pass(
      'ball',
      [
        [20.6, 40.2],
        [20, 2],
      ],
      3,
    );
  }),
  // A 10 × 15 m channel for the 1v1, headers from throws (10 in all), diagonals into a zone 35–40 m away.
  'b4-position-defender': drill(40, 44, (d) => {
    d.many('CONE', 'channel', corners(2, 28, 10, 15));
    d.many('CONE', 'zone', corners(32, 1, 6, 6));
    d.add('PARTNER', 'attacker', [7, 29]);
    d.add('BALL', 'ball', [7, 29.5]);
    d.add('PLAYER', 'you', [7, 40]);
    d.run(
      'you',
      [
        [7, 40],
        [7, 34],
      ],
      2,
    );
    d.dribble(
      'attacker',
      'ball',
      [
        [7, 29.5],
        [10, 34],
        [11.6, 38],
      ],
      3,
    );
    d.run(
      'you',
      [
        [7, 34],
        [9, 35],
        [11, 37.6],
      ],
      3,
      true,
    );
    d.pass(
      'ball',
      [
        [11.6, 38],
        [35, 4],
      ],
      3,
    );
  }),
  // Wall passes with an open body, a turn past a cone defender, a 30 m switch to a zone, passes through poles.
  'b4-position-midfielder': drill(36, 34, (d) => {
    d.add('WALL', 'wall', [8, 0]);
    d.add('PLAYER', 'you', [8, 12]);
    d.add('BALL', 'ball', [8, 11.5]);
    d.add('CONE', 'defender', [8, 13.5]);
    d.many('CONE', 'zone', corners(28, 26, 6, 6));
    d.many('POLE', 'gap', [
      [19, 16],
      [21, 16],
    ]);
    d.add('PARTNER', 'partner', [20, 4]);
    d.pass(
      'ball',
      [
        [8, 11.5],
        [8, 0.1],
      ],
      1,
    ).pass(
      'ball',
      [
        [8, 0.1],
        [8.4, 11.5],
      ],
      1,
    );
    d.dribble(
      'you',
      'ball',
      [
        [8.4, 11.5],
        [9.4, 12.6],
      ],
      0.8,
    );
    d.pass(
      'ball',
      [
        [9.4, 12.6],
        [31, 29],
      ],
      2.5,
    );
  }),
  // A pole 12 m from goal as the defender: check away, sprint in front of or behind it, receive, finish.
  'b4-position-forward': drill(24, 28, (d) => {
    d.add('GOAL', 'goal', [12, 0.3]);
    d.add('POLE', 'defender', [12, 12]);
    d.add('PARTNER', 'partner', [6, 26]);
    d.add('BALL', 'ball', [6.4, 25.6]);
    d.add('PLAYER', 'you', [13, 13]);
    d.run(
      'you',
      [
        [13, 13],
        [15, 17],
        [13.5, 12],
        [12.8, 8],
      ],
      3,
    );
    d.pass(
      'ball',
      [
        [6.4, 25.6],
        [12.6, 8.4],
      ],
      2,
      true,
    );
    d.shot(
      'ball',
      [
        [12.6, 8.4],
        [10, 0.4],
      ],
      0.8,
    );
  }),
  // A 10 m channel along the touchline: beat the cone defender, get to the last 10 m, cross to a zone.
  'b4-wide-1v1-and-crossing': drill(40, 40, (d) => {
    d.add('GOAL', 'goal', [20, 0.3]);
    d.many('CONE', 'channel', [
      [30, 39],
      [30, 1],
    ]);
    d.add('CONE', 'defender', [35, 22]);
    d.add('PLAYER', 'you', [35, 38.5]);
    d.add('BALL', 'ball', [35, 38]);
    d.add('PARTNER', 'target', [20, 11]);
    d.dribble(
      'you',
      'ball',
      [
        [35, 38],
        [35, 24],
        [33.5, 22.5],
        [37, 19],
        [37, 4],
      ],
      7,
    );
    d.pass(
      'ball',
      [
        [37, 4],
        [20.4, 11],
      ],
      1.5,
    );
  }),
  // Three wall targets 1 m apart, 6 m back, a cone 3 m to each side: two touches, one touch, touch a cone.
  'b4-limited-touch-wall-work': drill(8, 9, (d) => {
    d.add('WALL', 'wall', [4, 0]);
    d.many('MARKER', 'target', [
      [3, 0.2],
      [4, 0.2],
      [5, 0.2],
    ]);
    d.many('CONE', 'side', [
      [1, 6],
      [7, 6],
    ]);
    d.add('PLAYER', 'you', [4, 6.5]);
    d.add('BALL', 'ball', [4, 6]);
    d.pass(
      'ball',
      [
        [4, 6],
        [3, 0.1],
      ],
      0.8,
    ).pass(
      'ball',
      [
        [3, 0.1],
        [3.8, 6],
      ],
      0.8,
    );
    d.pass(
      'ball',
      [
        [3.8, 6],
        [5, 0.1],
      ],
      0.8,
    ).run(
      'you',
      [
        [4, 6.5],
        [1.3, 6.2],
        [4, 6.5],
      ],
      1.6,
      true,
    );
    d.pass(
      'ball',
      [
        [5, 0.1],
        [4.2, 6],
      ],
      0.8,
    );
  }),
  // A 10 × 10 m square with a coloured gate in each side: control towards the called colour in two touches.
  'b4-colour-call-decisions': drill(10, 12, (d) => {
    d.gate('red', [5, 0], 2);
    d.gate('blue', [10, 5], 2, true);
    d.gate('yellow', [5, 10], 2);
    d.gate('green', [0, 5], 2, true);
    d.add('PLAYER', 'you', [5, 5]);
    d.add('PARTNER', 'partner', [5, 11.8]);
    d.add('BALL', 'ball', [5, 11.4]);
    d.pass(
      'ball',
      [
        [5, 11.4],
        [5, 5.4],
      ],
      1.5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [5, 5.4],
        [9.8, 5],
      ],
      1.2,
    );
  }),
  // A 6 × 6 m box with an exit gate in each side: escape in 6 seconds with the defender pressing.
  'b4-tight-space-escape': drill(6, 6, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 6, 6));
    d.gate('north', [3, 0], 1);
    d.gate('east', [6, 3], 1, true);
    d.gate('south', [3, 6], 1);
    d.gate('west', [0, 3], 1, true);
    d.add('PLAYER', 'you', [3, 3.4]);
    d.add('BALL', 'ball', [3, 3]);
    d.add('PARTNER', 'defender', [4, 1.6]);
    d.dribble(
      'you',
      'ball',
      [
        [3, 3],
        [2.4, 3.6],
        [1, 3.8],
        [0.1, 3],
      ],
      3,
    );
    d.run(
      'defender',
      [
        [4, 1.6],
        [2.6, 2.6],
        [1.2, 2.4],
      ],
      3,
      true,
    );
  }),
  // Finishes from 12 m, the chased finish with the partner 2 m behind, turn and finish from 16 m, second ball.
  'b4-finishing-under-pressure': drill(24, 20, (d) => {
    d.add('GOAL', 'goal', [12, 0.3]);
    d.add('PLAYER', 'you', [12, 16]);
    d.add('PARTNER', 'partner', [12, 18]);
    d.add('BALL', 'ball', [12, 17.6]);
    d.add('BALL', 'secondBall', [20, 10]);
    d.pass(
      'ball',
      [
        [12, 17.6],
        [12.4, 15.6],
      ],
      0.6,
    );
    d.dribble(
      'you',
      'ball',
      [
        [12.4, 15.6],
        [11, 14.4],
      ],
      0.8,
    );
    d.run(
      'partner',
      [
        [12, 18],
        [11.6, 15.2],
      ],
      1.2,
      true,
    );
    d.shot(
      'ball',
      [
        [11, 14.4],
        [9.4, 0.4],
      ],
      1,
    );
    d.pass(
      'secondBall',
      [
        [20, 10],
        [13, 8],
      ],
      1,
    ).shot(
      'secondBall',
      [
        [13, 8],
        [14.4, 0.4],
      ],
      0.8,
    );
  }),
  // Near post, penalty spot and far post zones; start 25 m out and arrive as the partner crosses from the byline.
  'b4-attacking-the-box-runs': drill(40, 26, (d) => {
    d.add('GOAL', 'goal', [20, 0.3]);
    d.many('CONE', 'zone', [
      [23, 4],
      [20, 11],
      [15, 5],
    ]);
    d.add('PARTNER', 'crosser', [38, 2]);
    d.add('BALL', 'ball', [37.6, 2.4]);
    d.add('PLAYER', 'you', [20, 25]);
    d.run(
      'you',
      [
        [20, 25],
        [24, 12],
        [23.2, 4.6],
      ],
      3.5,
    );
    d.pass(
      'ball',
      [
        [37.6, 2.4],
        [23.4, 4.2],
      ],
      1.2,
    );
    d.shot(
      'ball',
      [
        [23.4, 4.2],
        [19, 0.4],
      ],
      0.6,
    );
  }),
  // Six poles in two lines of three 5 m apart, 20 m from goal: circulate, then drive into a gap and shoot.
  'b4-breaking-a-low-block': drill(32, 34, (d) => {
    d.add('GOAL', 'goal', [16, 0.3]);
    d.many('POLE', 'front', line([10, 20], 3, 6, [1, 0]));
    d.many('POLE', 'back', line([10, 15], 3, 6, [1, 0]));
    d.add('PLAYER', 'you', [8, 30]);
    d.add('PARTNER', 'partner', [24, 30]);
    d.add('BALL', 'ball', [8.4, 29.6]);
    d.pass(
      'ball',
      [
        [8.4, 29.6],
        [23.6, 29.6],
      ],
      2,
    ).pass(
      'ball',
      [
        [23.6, 29.6],
        [13, 26],
      ],
      1.5,
    );
    d.run(
      'you',
      [
        [8, 30],
        [12.6, 26.4],
      ],
      3.5,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [13, 26],
        [13, 17.5],
        [14, 12],
      ],
      3,
    ).shot(
      'ball',
      [
        [14, 12],
        [18, 0.4],
      ],
      1,
    );
  }),
  // Three zones in the box: in-swinging and out-swinging corners, wide free kicks, the short corner one-two.
  'b4-set-piece-delivery': drill(40, 32, (d) => {
    d.add('GOAL', 'goal', [20, 0.3]);
    d.many('CONE', 'nearPost', corners(23, 1, 4, 4));
    d.many('CONE', 'sixYard', corners(18, 1, 4, 4));
    d.many('CONE', 'penaltySpot', corners(18, 9, 4, 4));
    d.add('PLAYER', 'you', [39.6, 0.4]);
    d.add('BALL', 'ball', [39.2, 0.4]);
    d.add('BALL', 'freeKick', [36, 30]);
    d.add('PARTNER', 'partner', [35, 5]);
    d.pass(
      'ball',
      [
        [39.2, 0.4],
        [32, 7],
        [25, 3],
      ],
      2,
    );
    d.run(
      'you',
      [
        [39.6, 0.4],
        [36.4, 30.6],
      ],
      5,
    ).pass(
      'freeKick',
      [
        [36, 30],
        [26, 14],
        [20, 8],
      ],
      2,
    );
  }),
  // Penalties at the bottom corners with cone targets, free kicks over a wall of poles 9 m from the ball.
  'b4-penalties-and-free-kicks': drill(20, 26, (d) => {
    d.add('GOAL', 'goal', [10, 0.3]);
    d.many('CONE', 'target', [
      [7.2, 0.6],
      [12.8, 0.6],
    ]);
    d.add('BALL', 'penalty', [10, 11]);
    d.add('PLAYER', 'you', [10, 13]);
    d.many('POLE', 'wall', line([6, 14], 4, 0.6, [1, 0]));
    d.add('BALL', 'freeKick', [7, 23]);
    d.add('PARTNER', 'partner', [16, 12]);
    d.run(
      'you',
      [
        [10, 13],
        [10, 11.6],
      ],
      0.8,
    ).shot(
      'penalty',
      [
        [10, 11],
        [12.8, 0.5],
      ],
      0.8,
    );
    d.run(
      'you',
      [
        [10, 11.6],
        [6.6, 24],
      ],
      4,
    ).shot(
      'freeKick',
      [
        [7, 23],
        [4.5, 14],
        [7, 6],
        [12.6, 0.5],
      ],
      1.5,
    );
  }),
  // Shield the ball by the corner flag for 20 s; quick restarts: fetch it, throw in to a target within 5 s.
  'b4-game-management-scenarios': drill(20, 20, (d) => {
    d.add('MARKER', 'cornerFlag', [20, 0]);
    d.add('PLAYER', 'you', [18, 2.4]);
    d.add('BALL', 'ball', [18.6, 1.6]);
    d.add('PARTNER', 'partner', [17, 3.4]);
    d.add('CONE', 'target', [6, 12]);
    d.add('BALL', 'restart', [19.6, 14]);
    d.dribble(
      'you',
      'ball',
      [
        [18.6, 1.6],
        [19.2, 2.6],
        [18.2, 1.2],
      ],
      6,
    );
    d.run(
      'partner',
      [
        [17, 3.4],
        [17.6, 2],
        [17.2, 3],
      ],
      6,
      true,
    );
    d.run(
      'you',
      [
        [18, 2.4],
        [19.4, 13.4],
      ],
      2.5,
    );
    d.pass(
      'restart',
      [
        [19.6, 14],
        [6.4, 12],
      ],
      1.5,
    );
  }),
  // A softer ball, 10 headers in all: back into the hands, at the top of a jump, clear on the last set piece.
  'b4-heading-and-aerial-duels': drill(10, 12, (d) => {
    d.add('PARTNER', 'thrower', [5, 2]);
    d.add('BALL', 'ball', [5, 2.4]);
    d.add('PLAYER', 'you', [5, 7]);
    d.add('MARKER', 'runUp', [5, 10]);
    d.pass(
      'ball',
      [
        [5, 2.4],
        [5, 6.6],
      ],
      1.2,
    ).pass(
      'ball',
      [
        [5, 6.6],
        [5, 2.4],
      ],
      1.2,
    );
    d.run(
      'you',
      [
        [5, 7],
        [5, 10],
        [5, 7.2],
      ],
      2,
    );
    d.pass(
      'ball',
      [
        [5, 2.4],
        [5, 6.8],
      ],
      1.2,
      true,
    ).pass(
      'ball',
      [
        [5, 6.8],
        [9, 1],
      ],
      1.5,
    );
  }),
  // The match on a screen: rate 15–20 of your actions + 0 – with one word each, find the pattern.
  'b4-self-video-analysis': drill(30, 20, (d) => {
    d.add('MARKER', 'screen', [15, 21.5]);
    d.add('PLAYER', 'you', [12, 12]);
    d.add('BALL', 'ball', [4, 16]);
    d.add('PARTNER', 'opponent', [16, 10]);
    d.add('MARKER', 'notebook', [28, 21.5]);
    d.pass(
      'ball',
      [
        [4, 16],
        [11.6, 12.4],
      ],
      1.5,
    );
    d.dribble(
      'you',
      'ball',
      [
        [11.6, 12.4],
        [13, 14],
        [20, 15],
      ],
      3,
    );
    d.run(
      'opponent',
      [
        [16, 10],
        [18, 13.6],
      ],
      3,
      true,
    );
  }),
  // Follow one pro for 20 minutes (scans, positions, sprints), then practise one habit against a wall.
  'b4-pro-player-study': drill(12, 14, (d) => {
    d.add('MARKER', 'screen', [1, 15.5]);
    d.add('WALL', 'wall', [6, 0]);
    d.add('PLAYER', 'you', [6, 8.6]);
    d.add('BALL', 'ball', [6, 8]);
    d.add('MARKER', 'notebook', [11, 15.5]);
    d.pass(
      'ball',
      [
        [6, 8],
        [6, 0.1],
      ],
      1,
    ).run(
      'you',
      [
        [6, 8.6],
        [6.6, 9.4],
        [6, 8.6],
      ],
      1,
      true,
    );
    d.pass(
      'ball',
      [
        [6, 0.1],
        [6, 8],
      ],
      1,
    );
    d.dribble(
      'you',
      'ball',
      [
        [6, 8],
        [7, 9],
        [9, 12],
      ],
      1.5,
    );
  }),
  // Four columns of game moments; draw both teams at the two biggest moments on a pitch sketch.
  'b4-team-phase-analysis': drill(40, 30, (d) => {
    d.add('MARKER', 'screen', [20, 31.5]);
    d.many('PLAYER', 'team', [
      [10, 20],
      [20, 22],
      [30, 20],
      [20, 12],
    ]);
    d.many('PARTNER', 'opponent', [
      [15, 14],
      [25, 14],
      [20, 6],
    ]);
    d.add('BALL', 'ball', [20.4, 21.6]);
    d.add('GOAL', 'goal', [20, 0.3]);
    d.pass(
      'ball',
      [
        [20.4, 21.6],
        [29.6, 19.6],
      ],
      1.5,
    );
    d.run(
      'team4',
      [
        [20, 12],
        [28, 8],
      ],
      2.5,
      true,
    );
    d.pass(
      'ball',
      [
        [29.6, 19.6],
        [27.6, 8.4],
      ],
      1.5,
    ).shot(
      'ball',
      [
        [27.6, 8.4],
        [21, 0.4],
      ],
      1,
    );
  }),
  // The season’s outcome goal at the top, three measurable goals under it, the weekly process at the bottom.
  'b4-goal-setting': drill(12, 12, (d) => {
    d.add('MARKER', 'outcomeGoal', [6, 1]);
    d.many('MARKER', 'performanceGoal', [
      [2, 5],
      [6, 5],
      [10, 5],
    ]);
    d.many('MARKER', 'weeklyProcess', [
      [2, 9],
      [6, 9],
      [10, 9],
    ]);
    d.add('PLAYER', 'you', [6, 11.5]);
    d.run(
      'you',
      [
        [6, 11.5],
        [2, 9.4],
        [2, 5.4],
      ],
      3,
    ).run(
      'you',
      [
        [2, 5.4],
        [6, 9.4],
        [6, 5.4],
      ],
      3,
    );
    d.run(
      'you',
      [
        [6, 5.4],
        [10, 9.4],
        [10, 5.4],
      ],
      3,
    ).run(
      'you',
      [
        [10, 5.4],
        [6, 1.4],
      ],
      3,
    );
  }),
  // Box breathing on the mat, cue words, visualisation; then the short version before a penalty.
  'b4-pre-performance-routine': drill(14, 14, (d) => {
    d.add('MARKER', 'mat', [2, 12]);
    d.add('GOAL', 'goal', [7, 0.3]);
    d.add('BALL', 'ball', [7, 11]);
    d.add('PLAYER', 'you', [2, 12.4]);
    d.run(
      'you',
      [
        [2, 12.4],
        [6, 12.8],
      ],
      3,
    ).wait(2);
    d.run(
      'you',
      [
        [6, 12.8],
        [6.8, 11.5],
      ],
      0.6,
    ).shot(
      'ball',
      [
        [7, 11],
        [9.6, 0.5],
      ],
      0.8,
    );
  }),
  // One-touch wall passes from 8 m; after a misplaced pass, the reset (clap, breath, “next”) and carry on.
  'b4-mistake-reset': drill(10, 12, (d) => {
    d.add('WALL', 'wall', [5, 0]);
    d.add('PLAYER', 'you', [5, 8.6]);
    d.add('BALL', 'ball', [5, 8]);
    d.add('PARTNER', 'heckler', [8.5, 10]);
    d.add('MARKER', 'notebook', [1, 11]);
    d.pass(
      'ball',
      [
        [5, 8],
        [5, 0.1],
      ],
      1,
    ).pass(
      'ball',
      [
        [5, 0.1],
        [5, 8],
      ],
      1,
    );
    d.pass(
      'ball',
      [
        [5, 8],
        [6.5, 0.1],
      ],
      1,
    ).pass(
      'ball',
      [
        [6.5, 0.1],
        [8.5, 7],
      ],
      1,
    );
    d.run(
      'you',
      [
        [5, 8.6],
        [8.2, 7.4],
      ],
      1.5,
    )
      .wait(1)
      .dribble(
        'you',
        'ball',
        [
          [8.5, 7],
          [5, 8],
        ],
        1.5,
      );
  }),
  // Three tests: passes through a 1 m gate from 15 m, shots into marked corners, juggling; sprint 2 × 20 m first.
  'b4-pressure-challenges': drill(30, 30, (d) => {
    d.add('GOAL', 'goal', [8, 0.3]);
    d.many('CONE', 'corner', [
      [5.5, 0.6],
      [10.5, 0.6],
    ]);
    d.gate('gate', [24, 8], 1);
    d.many('CONE', 'sprint', [
      [28, 29],
      [28, 9],
    ]);
    d.add('PLAYER', 'you', [24, 24]);
    d.add('BALL', 'ball', [24, 23.4]);
    d.add('BALL', 'shotBall', [8, 11]);
    d.add('PARTNER', 'counter', [18, 16]);
    d.run(
      'you',
      [
        [24, 24],
        [28.5, 28.5],
        [28.5, 9.5],
        [24.4, 23.8],
      ],
      8,
    );
    d.pass(
      'ball',
      [
        [24, 23.4],
        [24, 8],
      ],
      1.5,
    );
    d.run(
      'you',
      [
        [24.4, 23.8],
        [8.4, 11.6],
      ],
      4,
    ).shot(
      'shotBall',
      [
        [8, 11],
        [5.6, 0.5],
      ],
      0.8,
    );
  }),
  // A 15 × 15 m square: as your pass travels, call ‘turn’ or ‘man on’; your partner turns or plays back.
  'b4-communication-calls': drill(15, 15, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 15, 15));
    d.add('PLAYER', 'you', [3, 12]);
    d.add('BALL', 'ball', [3.4, 11.6]);
    d.add('PARTNER', 'partner', [11, 4]);
    d.pass(
      'ball',
      [
        [3.4, 11.6],
        [10.6, 4.4],
      ],
      1.8,
    );
    d.dribble(
      'partner',
      'ball',
      [
        [10.6, 4.4],
        [11.4, 3.6],
        [13, 1.4],
      ],
      2,
    );
  }),
  // Plan 15 minutes on paper, set it out with cones and bibs, explain in 30 s, demonstrate, let them play.
  'b4-leading-a-session': drill(20, 16, (d) => {
    d.add('MARKER', 'plan', [21.5, 15]);
    d.many('CONE', 'area', corners(2, 2, 16, 12));
    d.add('PLAYER', 'you', [10, 15.5]);
    d.add('PARTNER', 'player1', [6, 6]);
    d.add('PARTNER', 'player2', [14, 6]);
    d.add('BALL', 'ball', [10, 14.5]);
    d.dribble(
      'you',
      'ball',
      [
        [10, 14.5],
        [10, 9],
      ],
      3,
    );
    d.pass(
      'ball',
      [
        [10, 9],
        [6.4, 6.4],
      ],
      1,
    ).pass(
      'ball',
      [
        [6.4, 6.4],
        [13.6, 6.4],
      ],
      1.5,
    );
  }),
  // Easy cycling or jogging, foam rolling and mobility on the mat, then the wellness check.
  'b4-recovery-day': drill(12, 8, (d) => {
    d.add('MARKER', 'bike', [2, 2]);
    d.add('MARKER', 'mat', [6, 4]);
    d.add('MARKER', 'water', [10, 2]);
    d.add('PLAYER', 'you', [2, 3]);
    d.run(
      'you',
      [
        [2, 3],
        [2, 6],
        [4, 7],
        [6, 4.6],
      ],
      6,
    ).run(
      'you',
      [
        [6, 4.6],
        [9.6, 2.6],
      ],
      3,
    );
  }),
  // Ankle rocks at the wall, 90/90 switches and squat holds, hip flexors, open books, the world’s greatest stretch.
  'b4-mobility-flow': drill(5, 5, (d) => {
    d.add('WALL', 'wall', [2.5, 0]);
    d.add('MARKER', 'mat', [2.5, 3.5]);
    d.add('PLAYER', 'you', [2.5, 0.8]);
    d.run(
      'you',
      [
        [2.5, 0.8],
        [2.5, 3],
      ],
      3,
    ).run(
      'you',
      [
        [2.5, 3],
        [2, 3.6],
        [3, 3.6],
        [2.5, 3],
      ],
      8,
    );
  }),
  // The diary, match day (meal 3–4 h before, a snack 1 h before), recovery food within an hour, the bedtime.
  'b4-fuel-and-sleep-plan': drill(16, 6, (d) => {
    d.many('MARKER', 'time', [
      [1, 3],
      [5, 3],
      [8.5, 3],
      [11.5, 3],
      [15, 3],
    ]);
    d.add('PLAYER', 'you', [1, 4]);
    d.add('BALL', 'match', [8.5, 2]);
    d.run(
      'you',
      [
        [1, 4],
        [5, 4],
      ],
      3,
    )
      .run(
        'you',
        [
          [5, 4],
          [8.5, 4],
        ],
        2,
      )
      .run(
        'you',
        [
          [8.5, 4],
          [11.5, 4],
        ],
        2,
      );
    d.run(
      'you',
      [
        [11.5, 4],
        [15, 4],
      ],
      3,
    );
  }),
  // Seven days of sessions: effort × minutes each day, the week’s total, no jump above 10–15 %.
  'b4-load-diary': drill(16, 8, (d) => {
    d.many('MARKER', 'day', line([1, 6], 7, 2.3, [1, 0]));
    d.add('MARKER', 'weekTotal', [15, 1]);
    d.add('PLAYER', 'you', [1, 7]);
    d.run(
      'you',
      [
        [1, 7],
        [14.8, 7],
      ],
      7,
    ).run(
      'you',
      [
        [14.8, 7],
        [15, 1.6],
      ],
      2,
    );
  }),
  // MD+1 to MD: recovery, strength, speed, lighter work, activation; the load drops in the last 48 hours.
  'b4-match-week-planner': drill(18, 8, (d) => {
    d.many('MARKER', 'day', line([1, 4], 7, 2.6, [1, 0]));
    d.add('BALL', 'matchDay', [16.6, 2]);
    d.add('PLAYER', 'you', [1, 5]);
    d.run(
      'you',
      [
        [1, 5],
        [6.2, 5],
        [8.8, 5],
      ],
      4,
    )
      .run(
        'you',
        [
          [8.8, 5],
          [14, 5],
        ],
        4,
      )
      .run(
        'you',
        [
          [14, 5],
          [16.6, 5],
        ],
        2,
      );
  }),
  // Reaction to a dropped tennis ball over 5 m, 4 × 15 m accelerations, crisp passing, a few finishes.
  'b4-match-eve-activation': drill(12, 20, (d) => {
    d.add('WALL', 'wall', [6, 0]);
    d.add('PARTNER', 'partner', [2, 14]);
    d.add('BALL', 'tennisBall', [2.6, 14]);
    d.add('PLAYER', 'you', [7, 14]);
    d.add('BALL', 'ball', [6, 6]);
    d.many('CONE', 'sprint', [
      [10, 19],
      [10, 4],
    ]);
    d.run(
      'you',
      [
        [7, 14],
        [3, 14],
      ],
      1.2,
    );
    d.run(
      'you',
      [
        [3, 14],
        [9.6, 18.6],
        [9.6, 4.4],
      ],
      4,
    );
    d.run(
      'you',
      [
        [9.6, 4.4],
        [6, 6.6],
      ],
      1.5,
    )
      .pass(
        'ball',
        [
          [6, 6],
          [6, 0.1],
        ],
        0.8,
      )
      .pass(
        'ball',
        [
          [6, 0.1],
          [6, 6],
        ],
        0.8,
      );
  }),
  // A week in 30-minute blocks: fixed blocks first (school, training, sleep), then study and own sessions.
  'b4-balancing-football-and-school': drill(16, 10, (d) => {
    d.many('MARKER', 'school', line([1, 2], 5, 3, [1, 0]));
    d.many('MARKER', 'training', [
      [1, 5],
      [7, 5],
      [13, 5],
    ]);
    d.many('MARKER', 'ownSession', [
      [4, 8],
      [10, 8],
    ]);
    d.add('PLAYER', 'you', [1, 9]);
    d.run(
      'you',
      [
        [1, 9],
        [1, 5.6],
        [4, 8.4],
      ],
      3,
    ).run(
      'you',
      [
        [4, 8.4],
        [7, 5.6],
        [10, 8.4],
        [13, 5.6],
      ],
      5,
    );
  }),
  // Four areas with three sub-skills each, your rating beside your coach’s, one goal per area for 8 weeks.
  'b4-idp-review': drill(12, 12, (d) => {
    d.many('MARKER', 'area', [
      [3, 3],
      [9, 3],
      [3, 9],
      [9, 9],
    ]);
    d.add('PARTNER', 'coach', [6, 0.5]);
    d.add('PLAYER', 'you', [6, 11.5]);
    d.add('MARKER', 'screen', [13.5, 6]);
    d.run(
      'you',
      [
        [6, 11.5],
        [3.5, 9.5],
        [3.5, 3.5],
        [8.5, 3.5],
        [8.5, 9.5],
        [6, 6],
      ],
      10,
    );
    d.run(
      'coach',
      [
        [6, 0.5],
        [6, 5.4],
      ],
      3,
    );
  }),
  // 20 shots from 10 m, diving forwards to shots 1–2 m to each side, the second ball into the other half.
  'b4-gk-shot-stopping-recovery': drill(16, 18, (d) => {
    d.add('GOAL', 'goal', [8, 0.3]);
    d.add('PLAYER', 'keeper', [8, 1.2]);
    d.add('PARTNER', 'shooter', [8, 10.5]);
    d.add('BALL', 'ball', [8, 10]);
    d.add('BALL', 'secondBall', [6, 8]);
    d.shot(
      'ball',
      [
        [8, 10],
        [10, 1.4],
      ],
      0.8,
    ).run(
      'keeper',
      [
        [8, 1.2],
        [9.8, 1.8],
      ],
      0.8,
      true,
    );
    d.pass(
      'secondBall',
      [
        [6, 8],
        [5.4, 1],
      ],
      1.2,
    ).run(
      'keeper',
      [
        [9.8, 1.8],
        [5.8, 1.4],
      ],
      1.2,
      true,
    );
  }),
  // Two steps off the line towards the far post; crosses from 20–25 m wide: call, come or stay, catch or punch.
  'b4-gk-crosses-and-box-command': drill(40, 26, (d) => {
    d.add('GOAL', 'goal', [20, 0.3]);
    d.add('PLAYER', 'keeper', [18.5, 2]);
    d.add('PARTNER', 'crosser', [39, 12]);
    d.add('BALL', 'ball', [38.6, 11.6]);
    d.add('MARKER', 'challenger', [19, 5]);
    d.pass(
      'ball',
      [
        [38.6, 11.6],
        [28, 10],
        [20, 5.4],
      ],
      2,
    );
    d.run(
      'keeper',
      [
        [18.5, 2],
        [19.8, 5],
      ],
      2,
      true,
    );
    d.pass(
      'ball',
      [
        [20, 5.4],
        [30, 24],
      ],
      1.5,
    );
  }),
  // Gates 20 m out on each side, a 10 × 10 m zone 40 m away: pass through the gate away from the press, or go long.
  'b4-gk-distribution-under-pressure': drill(40, 44, (d) => {
    d.gate('gateLeft', [8, 22], 2);
    d.gate('gateRight', [32, 22], 2);
    d.many('CONE', 'zone', corners(15, 1, 10, 10));
    d.add('PLAYER', 'keeper', [20, 43]);
    d.add('PARTNER', 'presser', [20, 24]);
    d.add('BALL', 'ball', [20, 23.5]);
    d.pass(
      'ball',
      [
        [20, 23.5],
        [20, 42.5],
      ],
      2,
    );
    d.run(
      'presser',
      [
        [20, 24],
        [16, 36],
      ],
      2.5,
      true,
    );
    d.dribble(
      'keeper',
      'ball',
      [
        [20, 42.5],
        [22, 42],
      ],
      0.8,
    ).pass(
      'ball',
      [
        [22, 42],
        [32, 22],
      ],
      2,
    );
  }),
  ...B4_OWN_DIAGRAMS,
};
