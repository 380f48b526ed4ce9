import type { Language, PaymentModel } from '@academy/contract';
import type { SandboxCardError, SandboxCardForm, SandboxCheckoutView } from './sandbox-checkout.service.ts';
import { escapeHtml, fillTemplate } from '../../../lib/text.ts';
import { layout } from '../payments/html-page.ts';
import { formatDate, formatPrice } from '../mail/format.ts';
import { SANDBOX_PAGE_TEXTS, type SandboxPageTexts } from './sandbox-page.texts.ts';

const DAY = 24 * 60 * 60 * 1000;

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
${input('expiry', t.expiry, `type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(t.expiryPlaceholder)}" maxlength="7"`)}
${input('cvc', t.cvc, 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', undefined, false)}
</div>
</fieldset>
<button type="submit">${escapeHtml(hasTrial ? t.submitTrial : fillTemplate(t.submitPay, { price }))}</button>
${
  errors.cardNumber === 'cardOutsideRegion' && view.standardFee
    ? `<button type="submit" name="standardFee" value="yes" class="secondary">${escapeHtml(
        fillTemplate(t.payStandard, {
          price: formatPrice(view.standardFee.amount, view.standardFee.currency, model, language),
        }),
      )}</button>`
    : ''
}
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
