/** Letters that Unicode decomposition leaves alone but a person types as plain Latin letters. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŀ: 'l',
  ə: 'e',
};
const FOLD_PATTERN = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');
const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/;

/**
 * Search words of a name or query: accents and case dropped ('Göteborg' → ['goteborg']), every run of
 * anything but letters and digits a separator (spaces, '+', hyphens, apostrophes, commas).
 */
export function searchWords(text: string): string[] {
  // Most names are plain ASCII: skip the Unicode work for them (it is most of the index build time).
  if (PLAIN_ASCII.test(text)) return text.toLowerCase().split(ASCII_SEPARATORS).filter(Boolean);
  const folded = text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(FOLD_PATTERN, (ch) => FOLDS[ch] ?? ch);
  return folded.split(SEPARATORS).filter(Boolean);
}

/** The words run together: 'stock holm', 'Stockholm' and 'stock+holm' all give 'stockholm'. */
export function searchKey(text: string): string {
  return searchWords(text).join('');
}
