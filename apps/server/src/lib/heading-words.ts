import type { Language } from '@academy/contract';

/**
 * Words that ask for a header, per language of the app. They catch heading the ball, not the head
 * itself: "head up", «tête levée», "cabeça levantada" and "à hauteur de tête" (a throw at head
 * height) stay allowed, and so do "headline" or "heading for the cone" (a direction).
 */
export const HEADING_PATTERNS: Readonly<Record<Language, readonly RegExp[]>> = {
  en: [
    /\bheaders?\b/i,
    /\bheading\b(?!\s+(?:for|to|towards?|into|back|away|home|off|out|up|down)\b)/i,
    /\bhead(?:s|ed)?\s+(?:it|the ball|a ball)\b/i,
  ],
  sv: [/\bnick(?:a|ar|ade|at|as|ning|ningar|ningen|ningarna|bollar|spel|duell\w*|teknik)?\b/i],
  fr: [
    /(?<!dessus |derrière |haut )\b(?:de|avec) la tête\b(?!\s+(?:aux|au|jusqu))/i,
    /\bune tête\b/i,
    /\b(?:des|les|vos|tes|\d+) têtes\b/i,
    /\bcoups? de tête\b/i,
    /\bjeu de tête\b/i,
    /\btêtes? (?:piquée|smashée|décroisée|plongeante)s?\b/i,
  ],
  pt: [
    /\bcabece(?:ar|ia|iam|ie|iem|ies|amento|amentos|ado|ados|ada|adas|ou|aram|as|ando)\b/i,
    /(?<!movimentos? |rotações? |rodar a )\bde cabeça\b(?!\s+(?:levantada|erguida|para cima|baixa|em pé))/i,
    /\bcom a cabeça\b/i,
    /\bgolpes? de cabeça\b/i,
  ],
};

/** The first words in `text` that ask for a header in `language`, or null. */
export function headingWordIn(text: string, language: Language): string | null {
  for (const pattern of HEADING_PATTERNS[language]) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
}
