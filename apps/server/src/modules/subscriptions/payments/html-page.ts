import type { Language } from '@academy/contract';
import { escapeHtml } from '../../../lib/text.ts';

/** Inline styles only: the app's CSP allows them and no script at all. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f8;color:#1d2330}
main{max-width:32rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:.25rem 0 1rem}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
.badge{display:inline-block;padding:.15rem .6rem;border-radius:999px;background:#fff3cd;color:#5c4400;font-size:.85rem;margin:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0}dt{color:#4a5160}dd{margin:0;font-weight:600}
.free{background:#e8f5ec;border-left:4px solid #1e7b3c;padding:.75rem 1rem;border-radius:6px}
.free strong{display:block;color:#14532d}
fieldset{border:0;padding:0;margin:1rem 0 0}legend{font-weight:600;font-size:1.1rem;padding:0}
.field{margin:.9rem 0}label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.6rem .7rem;font-size:1rem;border:1px solid #6b7280;border-radius:6px}
input:focus,button:focus,a:focus{outline:3px solid #1d4ed8;outline-offset:2px}
input[aria-invalid=true]{border:2px solid #b91c1c}
.hint{font-size:.875rem;color:#4a5160;margin:.25rem 0 0}
.error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.summary{border:2px solid #b91c1c;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
.summary h2{margin-top:0;color:#b91c1c}.summary a{color:#b91c1c}
button{width:100%;padding:.75rem;font-size:1.05rem;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:6px;cursor:pointer;margin-top:.5rem}
.cancel{display:block;text-align:center;margin-top:1rem;color:#1d4ed8}

.receipt dd{font-weight:400}.total{font-size:1.25rem}
@media print{body{background:#fff}main{box-shadow:none;margin:0;max-width:none}.noprint{display:none}}
`;

/** A page of the module's own (sandbox pages, receipts): inline styles, no script. */
export function layout(language: Language, title: string, body: string) {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}
