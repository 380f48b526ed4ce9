import { type Diagram, diagramProblems, diagramSchema } from '@academy/contract';
import { B1_DIAGRAMS } from './diagrams-b1.ts';
import { B2_DIAGRAMS } from './diagrams-b2.ts';
import { B3_DIAGRAMS } from './diagrams-b3.ts';
import { B4_DIAGRAMS } from './diagrams-b4.ts';
import { ALL_SESSIONS } from './index.ts';

/**
 * Every session's diagram by its key (api-contract.md "Sessions you can see": area, items, moves),
 * authored beside the sessions, one file per band (diagrams-b1.ts … diagrams-b4.ts).
 */
export const SESSION_DIAGRAMS: Readonly<Record<string, Diagram>> = {
  ...B1_DIAGRAMS,
  ...B2_DIAGRAMS,
  ...B3_DIAGRAMS,
  ...B4_DIAGRAMS,
};

/** The diagram the seed writes for a session (null: none authored). */
export function diagramOf(key: string): Diagram | null {
  return SESSION_DIAGRAMS[key] ?? null;
}

let checked: string[] | null = null;

/**
 * Every way the content's diagrams break the contract's rules (the shape and `diagramProblems`), and
 * every session without one or diagram without a session. Checked once: the content is fixed.
 */
export function diagramContentProblems(): string[] {
  checked ??= [
    ...ALL_SESSIONS.filter((s) => !SESSION_DIAGRAMS[s.key]).map((s) => `${s.key}: no diagram`),
    ...Object.keys(SESSION_DIAGRAMS)
      .filter((key) => !ALL_SESSIONS.some((s) => s.key === key))
      .map((key) => `${key}: a diagram for no session`),
    ...Object.entries(SESSION_DIAGRAMS).flatMap(([key, diagram]) => {
      const parsed = diagramSchema.safeParse(diagram);
      if (parsed.success) return [];
      const shape = parsed.error.issues.map((issue) => `${key}: ${issue.path.join('.')}: ${issue.message}`);
      return shape.length > 0
        ? shape
        : diagramProblems(diagram).map((p) => `${key}: ${p.path.join('.')}: ${p.message}`);
    }),
  ];
  return checked;
}
