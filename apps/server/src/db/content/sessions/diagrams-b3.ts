import type { Diagram } from '@academy/contract';
import { arc, corners, drill, line, weave } from './diagram-kit.ts';
import { B3_OWN_DIAGRAMS } from './diagrams-b3-own.ts';

/**
 * The diagrams of the U13–U15 sessions (b3.ts, b3-keepers.ts), by session key, in metres as the
 * steps give them. Goals and walls stand at the top.
 */
export const B3_DIAGRAMS: Readonly<Record<string, Diagram>> = {
  // 8–10 m from a wall, four coloured cones 5 m behind: scan both shoulders, turn out to the called colour.
  'b3-scanning-wall-passes': drill(12, 16, (d) => {
    d.add('WALL', 'wall', [6, 0]);
    d.add('PLAYER', 'you', [6, 9.5]);
    d.add('BALL', 'ball', [6, 9]);
    d.many('CONE', 'colour', [
      [2, 14],
      [4, 15],
      [8, 15],
      [10, 14],
    ]);
    d.add('PARTNER', 'caller', [6, 15.6]);
    d.pass(
      'ball',
      [
        [6, 9],
        [6, 0.1],
      ],
      1.2,
    ).pass(
      'ball',
      [
        [6, 0.1],
        [6, 9],
      ],
      1.2,
    );
    d.dribble(
      'you',
      'ball',
      [
        [6, 9],
        [6.6, 10.2],
        [9.6, 13.6],
      ],
      2,
    );
  }),
  // A gate where you stand, the partner 12 m ahead, two target gates 15 m behind: half-turn and pass in.
  'b3-receive-on-half-turn': drill(16, 30, (d) => {
    d.add('PARTNER', 'partner', [8, 1]);
    d.add('BALL', 'ball', [8, 1.4]);
    d.gate('yourGate', [8, 13], 2);
    d.add('PLAYER', 'you', [8, 13.4]);
    d.gate('targetLeft', [3, 28], 2);
    d.gate('targetRight', [13, 28], 2);
    d.pass(
      'ball',
      [
        [8, 1.4],
        [8, 12.8],
      ],
      2,
    );
    d.dribble(
      'you',
      'ball',
      [
        [8, 12.8],
        [8.6, 14],
        [10, 16],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [10, 16],
        [13, 27.8],
      ],
      1.5,
    );
  }),
  // A 20 × 20 m square with a cone defender in the middle: move along the lines to keep a passing line open.
  'b3-width-and-depth-support': drill(20, 20, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 20, 20));
    d.add('CONE', 'defender', [10, 10]);
    d.add('PARTNER', 'partner', [0.5, 19.5]);
    d.add('BALL', 'ball', [0.9, 19.1]);
    d.add('PLAYER', 'you', [19.5, 0.5]);
    d.run(
      'you',
      [
        [19.5, 0.5],
        [19.5, 8],
        [14, 0.4],
      ],
      3,
    );
    d.pass(
      'ball',
      [
        [0.9, 19.1],
        [13.8, 0.8],
      ],
      2,
    );
    d.pass(
      'ball',
      [
        [13.8, 0.8],
        [1, 18.8],
      ],
      2,
    );
    d.run(
      'you',
      [
        [14, 0.4],
        [19.5, 12],
      ],
      2,
      true,
    );
  }),
  // The clip on a screen: count the attackers near each touchline, follow one player; then copy the movement.
  'b3-video-match-analysis': drill(30, 20, (d) => {
    d.add('MARKER', 'screen', [15, 21.5]);
    d.many('CONE', 'touchline', [
      [0, 0],
      [30, 0],
      [0, 20],
      [30, 20],
    ]);
    d.add('PLAYER', 'yourPosition', [10, 12]);
    d.add('PARTNER', 'winger', [28, 6]);
    d.add('BALL', 'ball', [12, 14]);
    d.pass(
      'ball',
      [
        [12, 14],
        [27.6, 6.4],
      ],
      2,
    );
    d.run(
      'yourPosition',
      [
        [10, 12],
        [18, 8],
      ],
      3,
      true,
    );
    d.pass(
      'ball',
      [
        [27.6, 6.4],
        [17.6, 8.4],
      ],
      1.5,
    );
  }),
  // The keeper 15 m behind you, a wide gate at 20 m and a central gate 15 m ahead: open up, pass the called one.
  'b3-playing-out-from-the-back': drill(26, 32, (d) => {
    d.add('PARTNER', 'keeper', [13, 31]);
    d.add('BALL', 'ball', [13, 30.6]);
    d.add('PLAYER', 'you', [13, 16]);
    d.gate('fullBack', [24, 8], 2, true);
    d.gate('midfield', [13, 1], 2);
    d.pass(
      'ball',
      [
        [13, 30.6],
        [13, 16.4],
      ],
      2,
    );
    d.dribble(
      'you',
      'ball',
      [
        [13, 16.4],
        [14.2, 15.6],
      ],
      0.8,
    );
    d.pass(
      'ball',
      [
        [14.2, 15.6],
        [24, 8],
      ],
      1.5,
    );
    d.run(
      'keeper',
      [
        [13, 31],
        [13, 20],
      ],
      2.5,
      true,
    );
  }),
  // Two lines of three cones at 8 and 16 m, gaps of 1.5 m, the partner at 24 m: pass through both lines.
  'b3-pass-through-the-lines': drill(12, 26, (d) => {
    d.many('CONE', 'firstLine', line([4.5, 17], 3, 1.5, [1, 0]));
    d.many('CONE', 'secondLine', line([4.5, 9], 3, 1.5, [1, 0]));
    d.add('PLAYER', 'you', [6, 25.5]);
    d.add('BALL', 'ball', [6, 25]);
    d.add('PARTNER', 'partner', [6.8, 1]);
    d.pass(
      'ball',
      [
        [6, 25],
        [6.7, 1.4],
      ],
      2.5,
    );
    d.run(
      'partner',
      [
        [6.8, 1],
        [9, 1],
      ],
      1.5,
    );
    d.pass(
      'ball',
      [
        [9, 1.4],
        [6.2, 24.6],
      ],
      2.5,
      true,
    );
  }),
  // Two 5 × 5 m boxes 30 m apart on a diagonal: touch out of your feet, switch with a driven or lofted pass.
  'b3-long-switch-passing': drill(30, 30, (d) => {
    d.many('CONE', 'boxYou', corners(1, 24, 5, 5));
    d.many('CONE', 'boxPartner', corners(24, 1, 5, 5));
    d.add('PLAYER', 'you', [3.5, 27]);
    d.add('BALL', 'ball', [3.5, 26.5]);
    d.add('PARTNER', 'partner', [26.5, 3.5]);
    d.dribble(
      'you',
      'ball',
      [
        [3.5, 26.5],
        [4.6, 25.6],
      ],
      1,
    );
    d.pass(
      'ball',
      [
        [4.6, 25.6],
        [26.2, 3.8],
      ],
      2.5,
    );
    d.pass(
      'ball',
      [
        [26.2, 3.8],
        [3.8, 26.2],
      ],
      2.5,
    );
  }),
  // A 15 × 15 m square: “Lost!”, the second ball rolls in, press it within 5 seconds, cut off the gate.
  'b3-five-second-counterpress': drill(15, 15, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 15, 15));
    d.gate('escape', [15, 7.5], 2, true);
    d.add('PLAYER', 'you', [5, 9]);
    d.add('BALL', 'yourBall', [5, 8.6]);
    d.add('PARTNER', 'partner', [8, 15.8]);
    d.add('BALL', 'secondBall', [8, 15]);
    d.dribble(
      'you',
      'yourBall',
      [
        [5, 8.6],
        [4, 6],
      ],
      2,
    );
    d.pass(
      'secondBall',
      [
        [8, 15],
        [9, 10],
      ],
      1.5,
    );
    d.run(
      'you',
      [
        [4, 6],
        [8.8, 9.6],
      ],
      2,
      true,
    );
  }),
  // The partner passes against a wall 15 m away; read it, step in, first touch forward, score within 6 s.
  'b3-win-it-go-forward': drill(16, 42, (d) => {
    d.add('WALL', 'wall', [8, 0]);
    d.add('PARTNER', 'partner', [8, 15]);
    d.add('BALL', 'ball', [8, 14.6]);
    d.add('PLAYER', 'you', [13, 12]);
    d.add('GOAL', 'goal', [8, 41.6]);
    d.pass(
      'ball',
      [
        [8, 14.6],
        [8, 0.1],
      ],
      1.5,
    ).pass(
      'ball',
      [
        [8, 0.1],
        [10, 7],
      ],
      0.8,
    );
    d.run(
      'you',
      [
        [13, 12],
        [10.4, 7.4],
      ],
      1,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [10, 7],
        [11, 10],
        [9, 36],
      ],
      5,
    );
    d.run(
      'partner',
      [
        [8, 15],
        [8, 30],
      ],
      3.5,
      true,
    );
    d.shot(
      'ball',
      [
        [9, 36],
        [8, 41.4],
      ],
      0.6,
    );
  }),
  // A cone gate goal, a start 25 m away, the partner 5 m ahead with the ball: a curved sprint to get goal-side.
  'b3-recovery-runs': drill(14, 27, (d) => {
    d.gate('goal', [7, 0.5], 2);
    d.add('CONE', 'start', [7, 26]);
    d.add('PLAYER', 'you', [7.5, 26]);
    d.add('PARTNER', 'attacker', [7, 21]);
    d.add('BALL', 'ball', [7, 20.6]);
    d.dribble(
      'attacker',
      'ball',
      [
        [7, 20.6],
        [7, 8],
      ],
      5,
    );
    d.run(
      'you',
      [
        [7.5, 26],
        [11, 16],
        [7.4, 5],
      ],
      5,
      true,
    );
  }),
  // A start 40 m out, a shooting line at 12 m: knock it 3–4 m ahead, sprint, shoot before the line.
  'b3-counter-attack-sprint-finish': drill(20, 42, (d) => {
    d.add('GOAL', 'goal', [10, 0.3]);
    d.add('CONE', 'start', [10, 40.5]);
    d.add('CONE', 'shootingLine', [14, 12]);
    d.add('PLAYER', 'you', [10, 41]);
    d.add('BALL', 'ball', [10, 40]);
    d.add('PARTNER', 'timer', [18, 12]);
    d.dribble(
      'you',
      'ball',
      [
        [10, 40],
        [10, 13.5],
      ],
      6,
    );
    d.shot(
      'ball',
      [
        [10, 13.5],
        [12, 0.4],
      ],
      1,
    );
  }),
  // The ladder, then a zigzag of 5 cones 3 m apart offset by 2 m, then a reaction cut and 5 m sprint.
  'b3-agility-ladder-and-cuts': drill(8, 30, (d) => {
    d.add('LADDER', 'ladder', [4, 26]);
    const zig = Array.from({ length: 5 }, (_, i) => [i % 2 ? 5 : 3, 19 - i * 3] as const);
    d.many('CONE', 'cut', zig);
    d.add('PARTNER', 'pointer', [7.5, 3]);
    d.add('BALL', 'ball', [1, 20]);
    d.add('PLAYER', 'you', [4, 29.5]);
    d.run(
      'you',
      [
        [4, 29.5],
        [4, 22],
      ],
      3,
    );
    d.run('you', weave(zig, -0.6, [4, 21], [4, 4]), 6);
    d.run(
      'you',
      [
        [4, 4],
        [1, 1],
      ],
      1,
    );
  }),
  // Six stations on a mat, 30 s work and 30 s rest: squats, lunges, push-ups, bridges, side plank, plank.
  'b3-bodyweight-strength-circuit': drill(6, 4, (d) => {
    d.many('MARKER', 'station', [
      [1, 1],
      [3, 1],
      [5, 1],
      [5, 3],
      [3, 3],
      [1, 3],
    ]);
    d.add('PLAYER', 'you', [1, 1.5]);
    d.tour(
      'you',
      [
        [1, 1.5],
        [3, 1.5],
        [5, 1.5],
        [5, 3.4],
        [3, 3.4],
        [1, 3.4],
      ],
      3,
    );
  }),
  // Lines at 5, 10 and 20 m: sprints to 10 m from a split stance; the partner starts 1 m behind.
  'b3-acceleration-starts': drill(6, 24, (d) => {
    d.many('CONE', 'line', [
      [1, 22],
      [1, 17],
      [1, 12],
      [1, 2],
    ]);
    d.add('PLAYER', 'you', [3, 22]);
    d.add('PARTNER', 'chaser', [3.8, 23]);
    d.run(
      'you',
      [
        [3, 22],
        [3, 12],
      ],
      2,
    ).wait(1);
    d.run(
      'you',
      [
        [3, 12],
        [3, 22],
      ],
      3,
    );
    d.run(
      'you',
      [
        [3, 22],
        [3, 2],
      ],
      3.5,
    ).run(
      'chaser',
      [
        [3.8, 23],
        [3.8, 3.5],
      ],
      3.5,
      true,
    );
  }),
  // 20 m out and back with hip out, hip in and shuffles; strength on the mat; balance while passing.
  'b3-injury-prevention-warm-up': drill(10, 22, (d) => {
    d.many('CONE', 'lane', [
      [3, 21],
      [3, 1],
      [7, 21],
      [7, 1],
    ]);
    d.add('MARKER', 'mat', [9, 11]);
    d.add('PLAYER', 'you', [3, 21.5]);
    d.add('PARTNER', 'partner', [7, 21.5]);
    d.add('BALL', 'ball', [5, 12]);
    d.run(
      'you',
      [
        [3, 21.5],
        [3, 1.5],
      ],
      6,
    ).run(
      'partner',
      [
        [7, 21.5],
        [7, 1.5],
      ],
      6,
      true,
    );
    d.run(
      'you',
      [
        [3, 1.5],
        [4.6, 11],
      ],
      3,
    ).run(
      'partner',
      [
        [7, 1.5],
        [6.6, 11],
      ],
      3,
      true,
    );
    d.pass(
      'ball',
      [
        [5, 12],
        [6.4, 11.2],
      ],
      0.8,
    ).pass(
      'ball',
      [
        [6.4, 11.2],
        [4.8, 11.2],
      ],
      0.8,
    );
  }),
  // A low step to stick the landing, squat jumps, then 5 hurdles 1 m apart: 60 contacts in all.
  'b3-landing-and-jumping': drill(6, 10, (d) => {
    d.add('MARKER', 'step', [1.5, 8.5]);
    d.add('MARKER', 'mat', [1.5, 6]);
    d.many('POLE', 'hurdle', line([4, 8], 5, 1));
    d.add('PLAYER', 'you', [4, 9.5]);
    d.run(
      'you',
      [
        [4, 9.5],
        [4, 8.5],
        [4, 7.5],
        [4, 6.5],
        [4, 5.5],
        [4, 4.5],
        [4, 3.3],
      ],
      5,
    );
    d.run(
      'you',
      [
        [4, 3.3],
        [1.5, 8],
      ],
      3,
    );
  }),
  // On the mat: planks, dead bugs and bird dogs; the Copenhagen plank with the partner; ball hand to hand.
  'b3-core-stability': drill(5, 4, (d) => {
    d.add('MARKER', 'mat', [2, 2]);
    d.add('PLAYER', 'you', [2, 2.4]);
    d.add('PARTNER', 'partner', [3.6, 2]);
    d.add('BALL', 'ball', [2.6, 1.6]);
    d.run(
      'you',
      [
        [2, 2.4],
        [1.6, 2.2],
        [2, 2.4],
      ],
      3,
    );
    d.pass(
      'ball',
      [
        [2.6, 1.6],
        [1.6, 1.6],
      ],
      1,
    ).pass(
      'ball',
      [
        [1.6, 1.6],
        [2.6, 1.6],
      ],
      1,
    );
  }),
  // Easy walk, mobility on the mat, ankle rocks at the wall, then easy wall passes (no sprints or jumps).
  'b3-mobility-and-recovery': drill(8, 8, (d) => {
    d.add('WALL', 'wall', [4, 0]);
    d.add('MARKER', 'mat', [1.5, 5]);
    d.add('MARKER', 'notebook', [7, 7]);
    d.add('PLAYER', 'you', [1.5, 7.5]);
    d.add('BALL', 'ball', [4, 4]);
    d.run(
      'you',
      [
        [1.5, 7.5],
        [1.5, 5.4],
      ],
      3,
    ).run(
      'you',
      [
        [1.5, 5.4],
        [4, 1],
      ],
      2,
    );
    d.run(
      'you',
      [
        [4, 1],
        [4, 4.6],
      ],
      2,
    );
    d.pass(
      'ball',
      [
        [4, 4],
        [4, 0.1],
      ],
      1.2,
    ).pass(
      'ball',
      [
        [4, 0.1],
        [4, 4],
      ],
      1.2,
    );
  }),
  // A 10 × 20 m channel with a gate at each end: close down, brake, shuffle side-on, show them outside.
  'b3-defender-1v1-jockey': drill(10, 20, (d) => {
    d.gate('yourGate', [5, 19.6], 2);
    d.gate('theirGate', [5, 0.4], 2);
    d.add('PARTNER', 'attacker', [5, 1.5]);
    d.add('BALL', 'ball', [5, 2]);
    d.add('PLAYER', 'you', [5, 18.5]);
    d.run(
      'you',
      [
        [5, 18.5],
        [4.6, 8],
      ],
      2.5,
    );
    d.dribble(
      'attacker',
      'ball',
      [
        [5, 2],
        [6, 6],
      ],
      2.5,
      true,
    );
    d.dribble(
      'attacker',
      'ball',
      [
        [6, 6],
        [9, 12],
      ],
      3,
    );
    d.run(
      'you',
      [
        [4.6, 8],
        [5.4, 10],
        [8, 14],
      ],
      3,
      true,
    );
  }),
  // A 10 × 10 m square with a gate in each side: check away, meet it, turn out through the opposite gate.
  'b3-midfielder-turn': drill(10, 12, (d) => {
    d.many('CONE', 'corner', corners(0, 0, 10, 10));
    d.gate('north', [5, 0], 2);
    d.gate('south', [5, 10], 2);
    d.gate('west', [0, 5], 2, true);
    d.gate('east', [10, 5], 2, true);
    d.add('PARTNER', 'partner', [5, 11.5]);
    d.add('BALL', 'ball', [5, 11]);
    d.add('PLAYER', 'you', [5, 5]);
    d.run(
      'you',
      [
        [5, 5],
        [5, 3.5],
        [5, 6.5],
      ],
      1.5,
    );
    d.pass(
      'ball',
      [
        [5, 11],
        [5, 6.8],
      ],
      1.2,
    );
    d.dribble(
      'you',
      'ball',
      [
        [5, 6.8],
        [5.4, 6.4],
        [5, 0.2],
      ],
      2.5,
    );
  }),
  // A marker cone 18 m from goal, the partner 25 m out: check, spin off its shoulder, finish in two touches.
  'b3-forward-movement-finishing': drill(24, 27, (d) => {
    d.add('GOAL', 'goal', [12, 0.3]);
    d.add('CONE', 'marker', [12, 18]);
    d.add('PARTNER', 'partner', [12, 25.5]);
    d.add('BALL', 'ball', [12, 25]);
    d.add('PLAYER', 'you', [12.8, 17]);
    d.run(
      'you',
      [
        [12.8, 17],
        [13, 20],
        [14.5, 17.5],
        [13, 10],
      ],
      3,
    );
    d.pass(
      'ball',
      [
        [12, 25],
        [13, 10.5],
      ],
      2,
      true,
    );
    d.dribble(
      'you',
      'ball',
      [
        [13, 10.5],
        [12.6, 9],
      ],
      0.8,
    ).shot(
      'ball',
      [
        [12.6, 9],
        [10, 0.4],
      ],
      1,
    );
  }),
  // A 5 m goal: catches (W, scoop), the set position for a shot from 10 m, low dives, then distribution.
  'b3-goalkeeper-basics': drill(12, 27, (d) => {
    d.add('GOAL', 'goal', [6, 0.3]);
    d.add('MARKER', 'mat', [8, 1.5]);
    d.add('PLAYER', 'keeper', [6, 1]);
    d.add('PARTNER', 'partner', [6, 10]);
    d.add('BALL', 'ball', [6, 9.6]);
    d.add('CONE', 'target', [6, 26]);
    d.shot(
      'ball',
      [
        [6, 9.6],
        [7.6, 1],
      ],
      1,
    );
    d.run(
      'keeper',
      [
        [6, 1],
        [7.4, 1],
      ],
      0.8,
      true,
    );
    d.pass(
      'ball',
      [
        [7.6, 1],
        [6, 25.6],
      ],
      2.5,
    );
  }),
  // Two cones A and B 15 m apart: the ball goes A to B, curve your sprint to cut off the other cone.
  'b3-pressing-angles': drill(20, 18, (d) => {
    d.add('CONE', 'a', [2.5, 2]);
    d.add('CONE', 'b', [17.5, 2]);
    d.add('PARTNER', 'partner', [2.5, 1.4]);
    d.add('BALL', 'ball', [3, 2]);
    d.add('PLAYER', 'you', [10, 17]);
    d.gate('inside', [10, 8], 2);
    d.pass(
      'ball',
      [
        [3, 2],
        [17, 2.2],
      ],
      2,
    );
    d.run(
      'you',
      [
        [10, 17],
        [12, 9],
        [15.4, 3.6],
      ],
      3,
      true,
    );
  }),
  // Five cones 7.5 m apart across a 30 m zone: shift with the ball, press in front of you, cover one zone away.
  'b3-compact-shift-shadow': drill(30, 22, (d) => {
    d.many('CONE', 'zone', line([0, 20], 5, 7.5, [1, 0]));
    d.add('PLAYER', 'you', [15, 19]);
    d.add('PARTNER', 'partner', [15, 1]);
    d.add('BALL', 'ball', [15, 1.4]);
    d.dribble(
      'partner',
      'ball',
      [
        [15, 1.4],
        [24, 2],
      ],
      3,
    );
    d.run(
      'you',
      [
        [15, 19],
        [19, 18.6],
      ],
      3,
      true,
    );
    d.dribble(
      'partner',
      'ball',
      [
        [24, 2],
        [15.5, 2],
      ],
      3,
    );
    d.run(
      'you',
      [
        [19, 18.6],
        [15, 14],
      ],
      3,
      true,
    );
  }),
  // A channel 10 m in from the touchline, cones at near post, penalty spot and far post: cross early.
  'b3-crossing-and-arriving': drill(40, 36, (d) => {
    d.add('GOAL', 'goal', [20, 0.3]);
    d.many('CONE', 'zone', [
      [23, 5],
      [20, 11],
      [16, 5],
    ]);
    d.add('CONE', 'channel', [30, 34]);
    d.add('PLAYER', 'you', [35, 34.5]);
    d.add('BALL', 'ball', [35, 34]);
    d.add('PARTNER', 'runner', [14, 28]);
    d.dribble(
      'you',
      'ball',
      [
        [35, 34],
        [35, 30],
      ],
      2.5,
    );
    d.pass(
      'ball',
      [
        [35, 30],
        [20.4, 11],
      ],
      2,
    );
    d.run(
      'runner',
      [
        [14, 28],
        [20, 11.6],
      ],
      4,
      true,
    );
    d.shot(
      'ball',
      [
        [20.4, 11],
        [18, 0.4],
      ],
      0.8,
    );
  }),
  // 6–8 m from a wall with a cone defender 3 m ahead: dribble at it, one-two off the wall, finish.
  'b3-one-two-combinations': drill(12, 18, (d) => {
    d.add('WALL', 'wall', [6, 0]);
    d.add('CONE', 'defender', [6, 11]);
    d.add('PLAYER', 'you', [6, 15]);
    d.add('BALL', 'ball', [6, 14.5]);
    d.add('PARTNER', 'partner', [11, 9]);
    d.add('GOAL', 'smallGoal', [11.8, 2]);
    d.dribble(
      'you',
      'ball',
      [
        [6, 14.5],
        [6, 12.5],
      ],
      1.5,
    );
    d.pass(
      'ball',
      [
        [6, 12.5],
        [5, 0.1],
      ],
      1,
    ).pass(
      'ball',
      [
        [5, 0.1],
        [4.6, 8],
      ],
      1,
    );
    d.run(
      'you',
      [
        [6, 12.5],
        [4.5, 11],
        [4.6, 8.4],
      ],
      2,
      true,
    );
    d.shot(
      'ball',
      [
        [4.6, 8],
        [11.6, 2.2],
      ],
      1,
    );
  }),
  // Three 4 × 4 m zones in front of a goal: in-swingers to the near post, out-swingers to the far post.
  'b3-corner-delivery': drill(40, 20, (d) => {
    d.add('GOAL', 'goal', [20, 0.3]);
    d.many('CONE', 'nearPost', corners(24, 1, 4, 4));
    d.many('CONE', 'penaltySpot', corners(18, 9, 4, 4));
    d.many('CONE', 'farPost', corners(12, 2, 4, 4));
    d.add('PLAYER', 'you', [39.5, 0.5]);
    d.add('BALL', 'ball', [39.2, 0.3]);
    d.add('PARTNER', 'runner', [22, 18]);
    d.pass(
      'ball',
      [
        [39.2, 0.3],
        [33, 6],
        [26, 3],
      ],
      2,
    );
    d.pass(
      'ball',
      [
        [39.2, 0.3],
        [30, 10],
        [20, 11],
      ],
      2,
    );
    d.run(
      'runner',
      [
        [22, 18],
        [20.4, 11.4],
      ],
      2,
      true,
    );
  }),
  // A ball 20 m out, a wall of poles 9 m from it on the near-post side: curl over and dip into the far corner.
  'b3-free-kick-technique': drill(20, 22, (d) => {
    d.add('GOAL', 'goal', [10, 0.3]);
    d.many('POLE', 'wall', line([11, 11], 4, 0.6, [1, 0]));
    d.add('BALL', 'ball', [12, 20]);
    d.add('PLAYER', 'you', [11, 21.2]);
    d.add('PARTNER', 'partner', [10, 2]);
    d.run(
      'you',
      [
        [11, 21.2],
        [11.7, 20.4],
      ],
      0.8,
    );
    d.shot(
      'ball',
      [
        [12, 20],
        [15, 11],
        [13, 4],
        [8.2, 0.5],
      ],
      1.5,
    );
  }),
  // Behind the line: throws to the chest from 10 m, quick throws to the feet, long throws to a zone 15–20 m away.
  'b3-throw-ins': drill(24, 22, (d) => {
    d.add('CONE', 'touchline', [0, 21]);
    d.add('PLAYER', 'you', [0.5, 20]);
    d.add('BALL', 'ball', [0.8, 19.6]);
    d.add('PARTNER', 'partner', [8, 12]);
    d.many('CONE', 'zone', corners(14, 2, 5, 5));
    d.run(
      'partner',
      [
        [8, 12],
        [11, 9],
        [8, 14],
      ],
      2,
    );
    d.pass(
      'ball',
      [
        [0.8, 19.6],
        [7.8, 14],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [7.8, 14],
        [1, 19.4],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [1, 19.4],
        [16.5, 4.5],
      ],
      2,
    );
  }),
  // A softer ball: 3 headers back into the hands, 3 defensive headers to a zone, 4 attacking headers at a small goal.
  'b3-heading-attack-defend': drill(12, 14, (d) => {
    d.add('GOAL', 'smallGoal', [6, 13.7]);
    d.many('CONE', 'zone', corners(4, 0.5, 4, 3));
    d.add('PARTNER', 'thrower', [6, 5]);
    d.add('BALL', 'ball', [6, 5.4]);
    d.add('PLAYER', 'you', [6, 10]);
    d.pass(
      'ball',
      [
        [6, 5.4],
        [6, 9.6],
      ],
      1.2,
    ).pass(
      'ball',
      [
        [6, 9.6],
        [6, 5.4],
      ],
      1.2,
    );
    d.pass(
      'ball',
      [
        [6, 5.4],
        [6, 9.6],
      ],
      1.2,
    ).pass(
      'ball',
      [
        [6, 9.6],
        [6, 2],
      ],
      1.5,
    );
    d.run(
      'thrower',
      [
        [6, 5],
        [10, 9],
      ],
      2,
    );
    d.pass(
      'ball',
      [
        [6, 2],
        [10, 9.4],
      ],
      0.1,
      true,
    );
    d.pass(
      'ball',
      [
        [10, 9.4],
        [6.4, 10],
      ],
      1.2,
    ).shot(
      'ball',
      [
        [6.4, 10],
        [7.2, 13.6],
      ],
      0.8,
    );
  }),
  // A goal behind you, 8 m in front; the partner shoots from 16 m: close down, block; then clear crosses.
  'b3-clearances-and-blocks': drill(24, 18, (d) => {
    d.add('GOAL', 'goal', [12, 0.3]);
    d.add('PLAYER', 'you', [12, 8]);
    d.add('PARTNER', 'partner', [12, 16.5]);
    d.add('BALL', 'ball', [12, 16]);
    d.dribble(
      'partner',
      'ball',
      [
        [12, 16],
        [12, 13.5],
      ],
      1.5,
    );
    d.run(
      'you',
      [
        [12, 8],
        [12, 11.5],
      ],
      1.5,
      true,
    );
    d.shot(
      'ball',
      [
        [12, 13.5],
        [12, 11.8],
      ],
      0.5,
    );
    d.pass(
      'ball',
      [
        [12, 11.8],
        [22, 14],
      ],
      1.5,
    );
  }),
  // The four moments on paper, then a habit each: receive open, sprint to press, shuffle, first pass forward.
  'b3-game-model-four-moments': drill(20, 20, (d) => {
    d.add('MARKER', 'notebook', [1, 21.5]);
    d.many('CONE', 'pitch', corners(0, 0, 20, 20));
    d.add('CONE', 'press', [10, 6]);
    d.add('PLAYER', 'you', [10, 14]);
    d.add('BALL', 'ball', [10, 13.6]);
    d.dribble(
      'you',
      'ball',
      [
        [10, 13.6],
        [10.8, 12.6],
      ],
      1,
    );
    d.run(
      'you',
      [
        [10.8, 12.6],
        [10, 6.6],
      ],
      2,
    );
    d.run(
      'you',
      [
        [10, 6.6],
        [6, 6.6],
        [14, 6.6],
      ],
      3,
    );
    d.pass(
      'ball',
      [
        [10.8, 12.6],
        [10, 1],
      ],
      1.5,
    );
  }),
  // Your cone in the formation and four ball positions: move wider or narrower, higher or deeper, receive.
  'b3-shadow-play-11v11': drill(50, 50, (d) => {
    d.add('CONE', 'yourPosition', [38, 30]);
    d.many('MARKER', 'ballPosition', [
      [4, 20],
      [46, 20],
      [25, 25],
      [25, 45],
    ]);
    d.add('PARTNER', 'caller', [25, 25]);
    d.add('BALL', 'ball', [25.5, 25.5]);
    d.add('PLAYER', 'you', [38, 30.5]);
    d.dribble(
      'caller',
      'ball',
      [
        [25.5, 25.5],
        [45.5, 20.5],
      ],
      4,
    );
    d.run(
      'you',
      [
        [38, 30.5],
        [42, 28],
      ],
      4,
      true,
    );
    d.dribble(
      'caller',
      'ball',
      [
        [45.5, 20.5],
        [4.5, 20.5],
      ],
      6,
    );
    d.run(
      'you',
      [
        [42, 28],
        [30, 30],
      ],
      6,
      true,
    );
    d.pass(
      'ball',
      [
        [4.5, 20.5],
        [29.6, 29.6],
      ],
      2,
    );
  }),
  // Drills over 15 m, the wall drill, then flying 20s: 20 m to build up, 20 m at top speed between cones.
  'b3-sprint-mechanics': drill(8, 62, (d) => {
    d.add('WALL', 'wall', [6.5, 61.5]);
    d.many('CONE', 'flying', [
      [1, 40],
      [1, 20],
      [1, 0.5],
    ]);
    d.add('PARTNER', 'timer', [3.5, 10]);
    d.add('PLAYER', 'you', [2.5, 41]);
    d.run(
      'you',
      [
        [2.5, 41],
        [2.5, 20.5],
      ],
      4,
    ).run(
      'you',
      [
        [2.5, 20.5],
        [2.5, 0.8],
      ],
      2.6,
    );
  }),
  // The partner throws just above your head from 6 m, then lofts from the side: call, attack, catch high.
  'b3-gk-high-balls': drill(20, 16, (d) => {
    d.add('GOAL', 'goal', [10, 0.3]);
    d.add('MARKER', 'spot', [10, 4]);
    d.add('PLAYER', 'keeper', [9.5, 1.2]);
    d.add('PARTNER', 'thrower', [19, 12]);
    d.add('BALL', 'ball', [18.6, 11.6]);
    d.pass(
      'ball',
      [
        [18.6, 11.6],
        [14, 8],
        [10.2, 4.2],
      ],
      2,
    );
    d.run(
      'keeper',
      [
        [9.5, 1.2],
        [10, 3.8],
      ],
      2,
      true,
    );
  }),
  // Throws to 20–25 m, a volley into a 5 × 5 m zone 35 m away; a back-pass, first touch away, pass on.
  'b3-gk-distribution-and-build-up': drill(30, 40, (d) => {
    d.add('PLAYER', 'keeper', [15, 39]);
    d.add('BALL', 'ball', [15, 38.6]);
    d.add('PARTNER', 'partner', [6, 16]);
    d.many('CONE', 'zone', corners(12.5, 1, 5, 5));
    d.pass(
      'ball',
      [
        [15, 38.6],
        [6.3, 16.4],
      ],
      2,
    );
    d.pass(
      'ball',
      [
        [6.3, 16.4],
        [14.6, 37],
      ],
      2,
    );
    d.run(
      'partner',
      [
        [6, 16],
        [25, 22],
      ],
      3,
      true,
    );
    d.dribble(
      'keeper',
      'ball',
      [
        [14.6, 37],
        [16, 36.6],
      ],
      0.8,
    ).pass(
      'ball',
      [
        [16, 36.6],
        [24.6, 22.4],
      ],
      2,
    );
  }),
  // Five spots 12–16 m out: move along the line from ball to goal and set; then the 1v1 from 20 m.
  'b3-gk-1v1-and-angles': drill(30, 22, (d) => {
    d.add('GOAL', 'goal', [15, 0.3]);
    const spots = arc([15, 0.3], 14, 5, 115, 245);
    d.many('CONE', 'spot', spots);
    d.add('PLAYER', 'keeper', [15, 1.5]);
    d.add('PARTNER', 'partner', [15, 21]);
    d.add('BALL', 'ball', [15, 20.6]);
    d.dribble(
      'partner',
      'ball',
      [
        [15, 20.6],
        [15, 8],
      ],
      4,
    );
    d.run(
      'keeper',
      [
        [15, 1.5],
        [15, 5.5],
      ],
      4,
      true,
    );
    d.shot(
      'ball',
      [
        [15, 8],
        [14.2, 5.6],
      ],
      0.6,
    );
  }),
  ...B3_OWN_DIAGRAMS,
};
