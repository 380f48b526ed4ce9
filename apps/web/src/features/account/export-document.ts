import type { AccountExport } from '@academy/contract';
import type { TFunction } from 'i18next';

/** The export's sections in the order a person reads them (the JSON's own keys). */
const SECTIONS = [
  'user',
  'player',
  'manager',
  'consents',
  'subscriptions',
  'payments',
  'progress',
  'feedback',
  'supportMessages',
  'signInHistory',
] as const;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One value as a person reads it: dates in their language, yes/no, "—" for nothing. */
function valueText(value: unknown, t: TFunction, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'polish.export.yes' : 'polish.export.no');
  if (typeof value === 'string' && ISO_TIME.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime()))
      return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function record(row: Record<string, unknown>, t: TFunction, language: string): string {
  const items = Object.entries(row)
    .map(
      ([key, value]) =>
        `<dt><code>${escapeHtml(key)}</code></dt><dd>${escapeHtml(valueText(value, t, language))}</dd>`,
    )
    .join('');
  return `<dl>${items}</dl>`;
}

function section(title: string, value: unknown, t: TFunction, language: string): string {
  const rows = Array.isArray(value) ? value : value ? [value] : [];
  const body =
    rows.length === 0
      ? `<p class="none">${escapeHtml(t('polish.export.nothing'))}</p>`
      : rows.map((row) => record(row as Record<string, unknown>, t, language)).join('');
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

/**
 * The export as one page a person can read: a short explanation, the data grouped
 * by kind with headings in their language, and the whole JSON at the end for another service.
 */
export function exportDocument(data: AccountExport, t: TFunction, language: string): string {
  const sections = SECTIONS.map((key) => section(t(`polish.export.sections.${key}`), data[key], t, language));
  for (const [table, rows] of Object.entries(data.other)) {
    if (rows.length > 0)
      sections.push(section(t('polish.export.sections.other', { name: table }), rows, t, language));
  }
  const title = t('polish.export.title');
  const exported = valueText(data.exportedAt, t, language);
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;max-width:760px;margin:0 auto;padding:16px;color:#1b1f1d;line-height:1.5}
h1{color:#0b5d3b;font-size:1.5rem}h2{font-size:1.15rem;border-bottom:2px solid #0b5d3b;padding-bottom:4px;margin-top:2rem}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:2px 12px;margin:0 0 12px;padding:8px;background:#f2f5f3;border-radius:6px}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}code{font-size:.85em}.none{color:#5a6360}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f2f5f3;padding:12px;border-radius:6px;font-size:.8rem}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('polish.export.intro', { date: exported, version: data.policyVersion }))}</p>
<p>${escapeHtml(t('polish.export.howToRead'))}</p>
${sections.join('\n')}
<section><h2>${escapeHtml(t('polish.export.jsonTitle'))}</h2>
<p>${escapeHtml(t('polish.export.jsonIntro'))}</p>
<pre>${escapeHtml(JSON.stringify(data, null, 2))}</pre></section>
</body>
</html>
`;
}
