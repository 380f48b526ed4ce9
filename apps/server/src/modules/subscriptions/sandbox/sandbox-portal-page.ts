import type { Language } from '@academy/contract';
import { escapeHtml } from '../../../lib/text.ts';
import { layout } from '../payments/html-page.ts';
import type { SandboxFieldErrors } from './sandbox-page.ts';
import { SANDBOX_PAGE_TEXTS } from './sandbox-page.texts.ts';
import type { SandboxPortalView } from './sandbox-portal.service.ts';

const TEXTS: Record<
  Language,
  { title: string; current: string; none: string; hint: string; save: string; back: string }
> = {
  en: {
    title: 'Change your card',
    current: 'Card on file',
    none: 'No card yet',
    hint: 'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 attaches and then fails every charge.',
    save: 'Save the card and pay what is due',
    back: 'Back without changing',
  },
  sv: {
    title: 'Byt kort',
    current: 'Sparat kort',
    none: 'Inget kort ännu',
    hint: 'Testkort: 4242 4242 4242 4242 betalar; 4000 0000 0000 0341 sparas men varje dragning misslyckas.',
    save: 'Spara kortet och betala det som är förfallet',
    back: 'Tillbaka utan att ändra',
  },
  fr: {
    title: 'Changer de carte',
    current: 'Carte enregistrée',
    none: 'Pas encore de carte',
    hint: 'Cartes de test : 4242 4242 4242 4242 paie ; 4000 0000 0000 0341 s’enregistre puis chaque prélèvement échoue.',
    save: 'Enregistrer la carte et payer ce qui est dû',
    back: 'Revenir sans rien changer',
  },
  pt: {
    title: 'Alterar o cartão',
    current: 'Cartão guardado',
    none: 'Ainda sem cartão',
    hint: 'Cartões de teste: 4242 4242 4242 4242 paga; 4000 0000 0000 0341 é guardado e depois todas as cobranças falham.',
    save: 'Guardar o cartão e pagar o que está em dívida',
    back: 'Voltar sem alterar',
  },
};

/** The sandbox's card page: the card on file and a form for a new one (no script, like checkout). */
export function renderSandboxPortalPage(
  view: SandboxPortalView,
  options: { errors?: SandboxFieldErrors; cardNumber?: string } = {},
): string {
  const t = TEXTS[view.language] ?? TEXTS.en;
  const page = SANDBOX_PAGE_TEXTS[view.language] ?? SANDBOX_PAGE_TEXTS.en;
  const error = options.errors?.cardNumber ?? options.errors?.expiry ?? options.errors?.cvc;
  const card = view.card ? `${view.card.brand.toUpperCase()} •••• ${view.card.last4}` : t.none;
  const body = `<main aria-labelledby="heading">
<p class="badge">${escapeHtml(page.testMode)}</p>
<h1 id="heading">${escapeHtml(t.title)}</h1>
<dl><dt>${escapeHtml(t.current)}</dt><dd>${escapeHtml(card)}</dd></dl>
<form method="post" action="/sandbox/portal/${encodeURIComponent(view.id)}">
<div class="field">
<label for="cardNumber">${escapeHtml(page.cardNumber)}</label>
<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required autofocus value="${escapeHtml(options.cardNumber ?? '')}" aria-describedby="cardNumber-hint${error ? ' cardNumber-error' : ''}"${error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="cardNumber-hint">${escapeHtml(t.hint)}</p>
${error ? `<p class="error" id="cardNumber-error" role="alert">${escapeHtml(page.errors[error])}</p>` : ''}
</div>
<div class="row">
<div class="field"><label for="expiry">${escapeHtml(page.expiry)}</label><input id="expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"></div>
<div class="field"><label for="cvc">${escapeHtml(page.cvc)}</label><input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"></div>
</div>
<button type="submit">${escapeHtml(t.save)}</button>
</form>
<a class="cancel" href="${escapeHtml(view.returnUrl)}">${escapeHtml(t.back)}</a>
</main>`;
  return layout(view.language, t.title, body);
}
