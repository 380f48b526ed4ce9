/**
 * Splits the sign-up's full name (spec §3): the first word is the first name, the second word the
 * last name, or empty when there is only one word. Words after the second stay in the last name
 * ('Anna Maria Svensson' → 'Anna' / 'Maria Svensson') so nothing the person typed is lost.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}
