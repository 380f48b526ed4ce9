import { diagramSchema } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { TRAINING_PROGRAMS } from '../programs.ts';
import { diagramContentProblems, SESSION_DIAGRAMS } from './diagrams.ts';
import { PHASE_SESSIONS } from './index.ts';

describe('session diagrams', () => {
  it('gives every session of every PUBLIC program a valid diagram: inside the area, moves naming its items', () => {
    expect(diagramContentProblems()).toEqual([]);
    for (const program of TRAINING_PROGRAMS) {
      for (const phase of program.phases) {
        for (const key of PHASE_SESSIONS[phase.key] ?? []) {
          const diagram = SESSION_DIAGRAMS[key];
          expect(diagram, key).toBeDefined();
          expect(diagramSchema.safeParse(diagram).success, key).toBe(true);
          expect(diagram!.items.length, key).toBeGreaterThanOrEqual(2);
          expect(diagram!.moves.length, key).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it('draws each session its own picture: no two sessions share a diagram', () => {
    const pictures = new Map<string, string>();
    for (const [key, diagram] of Object.entries(SESSION_DIAGRAMS)) {
      const picture = JSON.stringify(diagram);
      expect(pictures.get(picture), `${key} draws the same as ${pictures.get(picture)}`).toBeUndefined();
      pictures.set(picture, key);
    }
  });
});
