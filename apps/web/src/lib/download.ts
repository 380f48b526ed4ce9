/** Saves data as a JSON file through the browser's download (a link to a short-lived object URL). */
export function saveJsonFile(data: unknown, filename: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the address goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
