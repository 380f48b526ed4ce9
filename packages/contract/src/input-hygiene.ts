/**
 * What every string the API takes must not hold: C0 control characters other than tab, line feed
 * and carriage return (NUL among them: PostgreSQL cannot store it), DEL, and lone UTF-16 surrogates.
 */
export const INPUT_MESSAGES = {
  controlCharacters: 'Must not contain control characters',
} as const;

export function hasForbiddenCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 ? c !== 0x09 && c !== 0x0a && c !== 0x0d : c === 0x7f) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * The path (`firstName`, `phoneNumber.number`, `0.name`) of the first string (key or value) anywhere
 * in a parsed body, query or path parameters that holds a forbidden character; null when clean.
 * Applied at the edge to every request before its contract schema.
 */
export function findForbiddenCharacters(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (path.length > 32) return path;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (hasForbiddenCharacters(key)) return [...path, key];
    const found = findForbiddenCharacters(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
