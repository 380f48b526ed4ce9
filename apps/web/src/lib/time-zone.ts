/**
 * The browser's IANA time zone (Europe/Stockholm), or undefined when the browser cannot tell. The
 * server validates it (the contract's timeZoneSchema); this file stays free of zod, since the first
 * signed-in load uses it.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Every IANA zone the browser knows, for the account's select (UTC included). */
export function knownTimeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...supported])];
}
