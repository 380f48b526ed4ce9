import type { Language } from '@academy/contract';

/**
 * One word for one idea, in every band of a language (a child moving from U12 to U13 reads the same
 * words): the term to use, and the variants and known errors it replaces. The content test checks
 * every session and program text against it; add a line here when a review finds a new one.
 */
export interface Term {
  use: string;
  not: readonly RegExp[];
}

export const TERMS: Readonly<Record<Language, readonly Term[]>> = {
  en: [{ use: 'warm-up / cool-down', not: [/\bwarmup\b/i, /\bcooldown\b/i] }],
  sv: [
    { use: 'kompis (the partner)', not: [/\bpartner(?:n|ns)?\b/i] },
    { use: 'tillslag (a touch)', not: [/\btouch(?:en|ar|arna)?\b/i, /\btåtouchar\b/i] },
    { use: 'Progression: (a harder step)', not: [/^Utveckling:/] },
    { use: 'inspel snett bakåt (cut-back)', not: [/\bcutback(?:en)?\b/i] },
    { use: 'käppar (poles of a wall)', not: [/\bmur av stolpar\b/i, /av 3–4 stolpar/] },
    { use: 'ett målfirande / ett lagjubel', not: [/\ben lagjubel\b/i] },
    { use: 'Bäst av … försök', not: [/\bBästa av \d/] },
    { use: 'passaren', not: [/passningsläggaren/] },
    { use: 'riktningsändringar (cuts)', not: [/\bFinter i 45°/] },
    { use: 'backa, vänta och styr (jockey)', not: [/\bJockeya\b/] },
  ],
  fr: [
    { use: 'cou-de-pied (the instep)', not: [/\b(?:du|le|avec le) coup de pied\b(?! arrêté)/] },
    { use: 'piquer le ballon vers le bas', not: [/\bsmash\w*/i] },
    { use: 'un mur de rebond', not: [/\brebondisseur\b/i] },
    { use: 'sautillements, avec ou sans corde', not: [/corde à sauter \(avec ou sans corde\)/] },
  ],
  pt: [
    { use: 'o colega (the partner, from U10)', not: [/\bparceiros?\b/i] },
    { use: 'botas (European Portuguese)', not: [/\bchuteiras?\b/i] },
    { use: 'meiinho', not: [/\bmeinho\b/i] },
    { use: '1 contra 1', not: [/\b\d+x\d+\b/] },
    { use: 'no momento em que (just as)', not: [/mesmo quando chega/] },
    { use: 'está a chegar', not: [/vai a chegar/] },
    {
      use: 'entre si e a bola (U13+; entre ti e a bola for U7–U12)',
      not: [/entre a bola e si\b/, /entre a bola e ti\b/],
    },
  ],
};
