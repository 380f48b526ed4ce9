/** The local time (HH:MM, 24 h) of an instant in a zone. */
export function localTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '00';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return `${hour}:${minute}`;
}

/** Whether `time` falls in the quiet hours from `from` up to `to` (over midnight when from > to). */
export function isQuiet(time: string, quiet: { from: string; to: string }): boolean {
  if (quiet.from === quiet.to) return false;
  return quiet.from < quiet.to
    ? time >= quiet.from && time < quiet.to
    : time >= quiet.from || time < quiet.to;
}
