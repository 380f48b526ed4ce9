import type { Language } from '@academy/contract';
import type { Translations } from '../../../db/schema/index.ts';
import { escapeHtml } from '../../../lib/text.ts';
import { formatDate, formatMoney } from '../mail/format.ts';
import { layout } from './html-page.ts';
import type { PaymentRow } from './payments.repo.ts';
import { describePayment } from './payments.service.ts';

const TEXTS: Record<
  Language,
  {
    title: string;
    number: string;
    date: string;
    billedTo: string;
    item: string;
    amount: string;
    paid: string;
    print: string;
    back: string;
    backToConsole: string;
    seller: string;
    vat: (amount: string) => string;
    card: (card: string) => string;
    refunds: string;
    refunded: (date: string) => string;
    refundPending: (date: string) => string;
    netPaid: string;
  }
> = {
  en: {
    title: 'Receipt',
    number: 'Receipt number',
    date: 'Date paid',
    billedTo: 'Billed to',
    item: 'For',
    amount: 'Amount paid',
    paid: 'Paid by card. Thank you!',
    print: 'Print or save this page as PDF with your browser (Ctrl+P / ⌘P).',
    back: 'Back to your account',
    backToConsole: 'Back to the user’s page',
    seller: 'Seller',
    vat: (amount) => `Of which VAT (25 %): ${amount}`,
    card: (card) => `Paid by card: ${card}. Thank you!`,
    refunds: 'Refunds',
    refunded: (date) => `Refunded on ${date}`,
    refundPending: (date) => `Refund under way since ${date}`,
    netPaid: 'Net paid',
  },
  sv: {
    title: 'Kvitto',
    number: 'Kvittonummer',
    date: 'Betalningsdatum',
    billedTo: 'Betalare',
    item: 'Avser',
    amount: 'Betalt belopp',
    paid: 'Betalt med kort. Tack!',
    print: 'Skriv ut eller spara sidan som PDF i webbläsaren (Ctrl+P / ⌘P).',
    back: 'Tillbaka till ditt konto',
    backToConsole: 'Tillbaka till användarens sida',
    seller: 'Säljare',
    vat: (amount) => `Varav moms (25 %): ${amount}`,
    card: (card) => `Betalt med kort: ${card}. Tack!`,
    refunds: 'Återbetalningar',
    refunded: (date) => `Återbetalt den ${date}`,
    refundPending: (date) => `Återbetalning på väg sedan ${date}`,
    netPaid: 'Betalt netto',
  },
  fr: {
    title: 'Reçu',
    number: 'Numéro de reçu',
    date: 'Date de paiement',
    billedTo: 'Facturé à',
    item: 'Objet',
    amount: 'Montant payé',
    paid: 'Payé par carte. Merci !',
    print: 'Imprimez ou enregistrez cette page en PDF avec votre navigateur (Ctrl+P / ⌘P).',
    back: 'Retour à votre compte',
    backToConsole: 'Retour à la page de l’utilisateur',
    seller: 'Vendeur',
    vat: (amount) => `Dont TVA (25 %) : ${amount}`,
    card: (card) => `Payé par carte : ${card}. Merci !`,
    refunds: 'Remboursements',
    refunded: (date) => `Remboursé le ${date}`,
    refundPending: (date) => `Remboursement en cours depuis le ${date}`,
    netPaid: 'Montant net payé',
  },
  pt: {
    title: 'Recibo',
    number: 'Número do recibo',
    date: 'Data do pagamento',
    billedTo: 'Faturado a',
    item: 'Referente a',
    amount: 'Montante pago',
    paid: 'Pago com cartão. Obrigado!',
    print: 'Imprima ou guarde esta página em PDF com o seu navegador (Ctrl+P / ⌘P).',
    back: 'Voltar à sua conta',
    backToConsole: 'Voltar à página do utilizador',
    seller: 'Vendedor',
    vat: (amount) => `Dos quais IVA (25 %): ${amount}`,
    card: (card) => `Pago com cartão: ${card}. Obrigado!`,
    refunds: 'Reembolsos',
    refunded: (date) => `Reembolsado a ${date}`,
    refundPending: (date) => `Reembolso em curso desde ${date}`,
    netPaid: 'Montante líquido pago',
  },
};

/** The seller the terms of service name (apps/web/src/public/terms). */
export const SELLER = { name: 'Football Academy Sverige AB', country: 'SE' } as const;

function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}

/** Swedish VAT on the service, included in every price (terms §3): 25 % of the net, 20 % of the total. */
export function vatOf(amountIncludingVat: number): number {
  return Math.round((amountIncludingVat * 25) / 125);
}

/** "visa" → "Visa", "american_express" → "American Express". */
function cardBrand(brand: string): string {
  return brand
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A refund of the payment as the receipt lists it: made (its date) or still under way. */
export interface ReceiptRefund {
  amount: number;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  refundedAt: Date | null;
  createdAt: Date;
}

/** The refunds' list and the net paid (what stays paid after the refunds made), or nothing. */
function refundsSection(
  payment: PaymentRow,
  refunds: readonly ReceiptRefund[],
  language: Language,
): { html: string; net: number } {
  const live = refunds.filter((r) => r.status !== 'FAILED');
  if (live.length === 0) return { html: '', net: payment.amount };
  const t = TEXTS[language];
  const money = (amount: number) => formatMoney(amount, payment.currency, language);
  const made = live.filter((r) => r.status === 'SUCCEEDED').reduce((sum, r) => sum + r.amount, 0);
  const net = Math.max(payment.amount - made, 0);
  const items = live
    .map((r) => {
      const when =
        r.status === 'SUCCEEDED'
          ? t.refunded(formatDate(r.refundedAt ?? r.createdAt, language))
          : t.refundPending(formatDate(r.createdAt, language));
      return `<dt>${escapeHtml(when)}</dt><dd>−${escapeHtml(money(r.amount))}</dd>`;
    })
    .join('\n');
  return {
    html: `<h2>${escapeHtml(t.refunds)}</h2>
<dl class="refunds">
${items}
</dl>
<p class="total"><strong>${escapeHtml(t.netPaid)}: ${escapeHtml(money(net))}</strong></p>`,
    net,
  };
}

/**
 * The printable receipt of one payment (no script; print styles hide the links), with its refunds and
 * the net paid once something was refunded. Its link leads back to the player's /account, or to the
 * console's page of the user (`consoleUserId`) the admin came from.
 */
export function renderReceiptPage(input: {
  payment: PaymentRow;
  programTitles: Translations;
  user: { firstName: string; lastName: string; email: string };
  language: Language;
  publicUrl: string;
  consoleUserId?: string | undefined;
  refunds?: readonly ReceiptRefund[];
}): string {
  const t = TEXTS[input.language];
  const back = input.consoleUserId
    ? {
        url: `${input.publicUrl}/admin/users/${encodeURIComponent(input.consoleUserId)}`,
        text: t.backToConsole,
      }
    : { url: `${input.publicUrl}/account`, text: t.back };
  const { payment } = input;
  const refunds = refundsSection(payment, input.refunds ?? [], input.language);
  const money = (amount: number) => formatMoney(amount, payment.currency, input.language);
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  const body = `<main aria-labelledby="heading" class="receipt">
<p>Football Academy</p>
<h1 id="heading">${escapeHtml(t.title)}</h1>
<dl>
${row(t.seller, `${SELLER.name}, ${countryName(SELLER.country, input.language)}`)}
${row(t.number, payment.id.slice(0, 8).toUpperCase())}
${row(t.date, formatDate(payment.paidAt, input.language))}
${row(t.billedTo, `${input.user.firstName} ${input.user.lastName} <${input.user.email}>`)}
${row(t.item, describePayment(payment, input.programTitles, input.language))}
</dl>
<p class="total"><strong>${escapeHtml(t.amount)}: ${escapeHtml(money(payment.amount))}</strong></p>
${refunds.html}
<p>${escapeHtml(t.vat(money(vatOf(refunds.net))))}</p>
<p>${escapeHtml(payment.cardBrand && payment.cardLast4 ? t.card(`${cardBrand(payment.cardBrand)} •••• ${payment.cardLast4}`) : t.paid)}</p>
<p class="hint noprint">${escapeHtml(t.print)}</p>
<a class="cancel noprint" href="${escapeHtml(back.url)}">${escapeHtml(back.text)}</a>
</main>`;
  return layout(input.language, `${t.title} – ${money(payment.amount)}`, body);
}
