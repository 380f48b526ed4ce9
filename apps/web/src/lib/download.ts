/** Saves data as a JSON file through the browser's download (a link to a short-lived object URL). */
export function saveJsonFile(data: unknown, filename: string): void {
  saveBlob(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }), filename);
}

/** A self-contained HTML page (the readable data export). */
export function saveHtmlFile(html: string, filename: string): void {
  saveBlob(new Blob([html], { type: 'text/html;charset=utf-8' }), filename);
}

/** A table as CSV (RFC 4180 quoting, a BOM so spreadsheet programs read the accents right). */
export function saveCsvFile(rows: readonly (readonly string[])[], filename: string): void {
  const quote = (cell: string) => (/[",\n;]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const text = rows.map((row) => row.map(quote).join(',')).join('\r\n');
  saveBlob(new Blob([`\ufeff${text}\r\n`], { type: 'text/csv;charset=utf-8' }), filename);
}

function saveBlob(blob: Blob, filename: string): void {
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
