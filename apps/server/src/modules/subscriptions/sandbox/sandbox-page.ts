import type { Language, PaymentModel } from '@academy/contract';
import type { SandboxCardError, SandboxCardForm, SandboxCheckoutView } from './sandbox-checkout.service.ts';
import { escapeHtml, fillTemplate } from '../../../lib/text.ts';
import { formatDate, formatPrice } from '../format.ts';
import { SANDBOX_PAGE_TEXTS, type SandboxPageTexts } from './sandbox-page.texts.ts';

const DAY = 24 * 60 * 60 * 1000;

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
`;

function layout(language: Language, title: string, body: string) {
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

export type SandboxFieldErrors = Partial<Record<'cardNumber' | 'expiry' | 'cvc', SandboxCardError>>;

/** The hosted checkout page of the sandbox provider, in the session's language. */
export function renderSandboxCheckoutPage(
  view: SandboxCheckoutView,
  options: { errors?: SandboxFieldErrors; form?: SandboxCardForm; now?: Date } = {},
): string {
  const { session } = view;
  const language = session.language as Language;
  const t: SandboxPageTexts = SANDBOX_PAGE_TEXTS[language] ?? SANDBOX_PAGE_TEXTS.en;
  const model = session.paymentModel as PaymentModel;
  const price = formatPrice(session.amount, session.currency, model, language);
  const now = options.now ?? new Date();
  const errors = options.errors ?? {};
  const fields = (['cardNumber', 'expiry', 'cvc'] as const).filter((f) => errors[f]);
  const firstInvalid = fields[0];
  const hasTrial = session.trialDays > 0;
  const firstCharge = formatDate(new Date(now.getTime() + session.trialDays * DAY), language);

  const errorSummary = fields.length
    ? `<div class="summary" role="alert" aria-labelledby="error-title">
<h2 id="error-title">${escapeHtml(t.errorTitle)}</h2>
<ul>${fields.map((f) => `<li><a href="#${f}">${escapeHtml(t.errors[errors[f]!])}</a></li>`).join('')}</ul>
</div>`
    : '';

  const input = (
    name: 'cardNumber' | 'expiry' | 'cvc',
    label: string,
    attrs: string,
    hint?: string,
    keepValue = true,
  ) => {
    const error = errors[name];
    const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
    const value = keepValue ? (options.form?.[name] ?? '') : '';
    return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attrs} required value="${escapeHtml(value)}"${
      describedBy ? ` aria-describedby="${describedBy}"` : ''
    }${error ? ' aria-invalid="true"' : ''}${name === firstInvalid || (!firstInvalid && name === 'cardNumber') ? ' autofocus' : ''}>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}${
  error ? `<p class="error" id="${name}-error">${escapeHtml(t.errors[error])}</p>` : ''
}
</div>`;
  };

  const body = `<main aria-labelledby="heading">
<p class="badge">${escapeHtml(t.testMode)}</p>
<h1 id="heading">${escapeHtml(t.heading)}</h1>
${errorSummary}
<section aria-labelledby="summary-heading">
<h2 id="summary-heading">${escapeHtml(t.summary)}</h2>
<dl>
<dt>${escapeHtml(t.program)}</dt><dd>${escapeHtml(view.programTitle)}</dd>
<dt>${escapeHtml(t.plan)}</dt><dd>${escapeHtml(t.plans[model])}</dd>
<dt>${escapeHtml(t.price)}</dt><dd>${escapeHtml(price)}</dd>
</dl>
${
  hasTrial
    ? `<p class="free"><strong>${escapeHtml(t.freeMonth)}</strong>${escapeHtml(
        fillTemplate(t.freeMonthDetail, { date: firstCharge, price }),
      )}</p>`
    : `<p>${escapeHtml(fillTemplate(t.payNow, { price }))}</p>`
}
</section>
<form method="post" action="/sandbox/checkout/${encodeURIComponent(session.id)}">
<fieldset>
<legend>${escapeHtml(t.cardDetails)}</legend>
${input('cardNumber', t.cardNumber, 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', t.cardHint)}
<div class="row">
${input('expiry', t.expiry, 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"')}
${input('cvc', t.cvc, 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', undefined, false)}
</div>
</fieldset>
<button type="submit">${escapeHtml(hasTrial ? t.submitTrial : fillTemplate(t.submitPay, { price }))}</button>
</form>
<a class="cancel" href="${escapeHtml(session.cancelUrl)}">${escapeHtml(t.cancel)}</a>
</main>`;
  return layout(language, `${t.pageTitle} – ${view.programTitle}`, body);
}

/** A clear page for an unknown, expired or completed session. */
export function renderSandboxStatePage(
  state: 'unknown' | 'expired' | 'used',
  language: Language,
  backUrl: string,
): string {
  const t = SANDBOX_PAGE_TEXTS[language] ?? SANDBOX_PAGE_TEXTS.en;
  const [title, text] =
    state === 'unknown'
      ? [t.unknownTitle, t.unknownText]
      : state === 'expired'
        ? [t.expiredTitle, t.expiredText]
        : [t.usedTitle, t.usedText];
  return layout(
    language,
    title,
    `<main aria-labelledby="heading">
<p class="badge">${escapeHtml(t.testMode)}</p>
<h1 id="heading">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a class="cancel" href="${escapeHtml(backUrl)}">${escapeHtml(t.backToApp)}</a>
</main>`,
  );
}
