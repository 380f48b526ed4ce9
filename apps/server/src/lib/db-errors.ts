/** The violated constraint's name when `error` (or its cause: drizzle wraps driver errors) is a unique violation. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return e.constraint ?? '';
    current = e.cause;
  }
  return null;
}
