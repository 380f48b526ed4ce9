import type { Language } from '@academy/contract';
import type { MailMessage } from '../../../integrations/mail/mailer.ts';
import { fillTemplate } from '../../../lib/text.ts';
import { formatDate, formatMoney } from './format.ts';

interface RefundTexts {
  subject: string;
  greeting: string;
  refunded: string;
  whole: string;
  part: string;
  card: string;
  receipt: string;
  signoff: string;
}

/** The refund's receipt; {name}, {amount}, {paid}, {program}, {date}, {left}, {url}. */
const TEXTS: Record<Language, RefundTexts> = {
  en: {
    subject: 'Refund: {amount} for {program}',
    greeting: 'Hi {name},',
    refunded: 'We have refunded {amount} of your payment of {paid} for {program} of {date}.',
    whole: 'The whole payment is refunded.',
    part: 'Of that payment, {left} stays paid.',
    card: 'The money goes back to the card you paid with; your bank may take 5 to 10 working days to show it.',
    receipt: 'The payment and its refunds: {url}',
    signoff: 'Best regards,\nFootball Academy',
  },
  sv: {
    subject: 'Återbetalning: {amount} för {program}',
    greeting: 'Hej {name}!',
    refunded: 'Vi har återbetalat {amount} av din betalning på {paid} för {program} den {date}.',
    whole: 'Hela betalningen är återbetald.',
    part: 'Av den betalningen står {left} kvar som betalt.',
    card: 'Pengarna går tillbaka till kortet du betalade med; det kan ta 5 till 10 bankdagar innan banken visar dem.',
    receipt: 'Betalningen och dess återbetalningar: {url}',
    signoff: 'Hälsningar,\nFootball Academy',
  },
  fr: {
    subject: 'Remboursement : {amount} pour {program}',
    greeting: 'Bonjour {name},',
    refunded: 'Nous avons remboursé {amount} de votre paiement de {paid} pour {program} du {date}.',
    whole: 'Le paiement est remboursé en totalité.',
    part: 'De ce paiement, {left} reste payé.',
    card: 'L’argent revient sur la carte utilisée pour payer ; votre banque peut mettre 5 à 10 jours ouvrés à l’afficher.',
    receipt: 'Le paiement et ses remboursements : {url}',
    signoff: 'Cordialement,\nFootball Academy',
  },
  pt: {
    subject: 'Reembolso: {amount} de {program}',
    greeting: 'Olá {name},',
    refunded: 'Reembolsámos {amount} do seu pagamento de {paid} de {program} de {date}.',
    whole: 'O pagamento foi reembolsado na totalidade.',
    part: 'Desse pagamento, {left} continua pago.',
    card: 'O dinheiro volta para o cartão com que pagou; o seu banco pode demorar 5 a 10 dias úteis a mostrá-lo.',
    receipt: 'O pagamento e os seus reembolsos: {url}',
    signoff: 'Com os melhores cumprimentos,\nFootball Academy',
  },
};

/** The refund's receipt in the subscriber's language: how much, of which payment, and what stays paid. */
export function buildRefundMail(input: {
  to: string;
  name: string;
  language: Language;
  programTitle: string;
  refund: { amount: number; currency: string };
  payment: { amount: number; paidAt: Date; label: string };
  refundedInAll: number;
  receiptUrl: string;
}): MailMessage {
  const t = TEXTS[input.language] ?? TEXTS.en;
  const money = (amount: number) => formatMoney(amount, input.refund.currency, input.language);
  const left = input.payment.amount - input.refundedInAll;
  const values = {
    name: input.name,
    amount: money(input.refund.amount),
    paid: input.payment.label,
    program: input.programTitle,
    date: formatDate(input.payment.paidAt, input.language),
    left: money(Math.max(left, 0)),
    url: input.receiptUrl,
  };
  return {
    to: input.to,
    subject: fillTemplate(t.subject, values),
    language: input.language,
    paragraphs: [t.greeting, t.refunded, left > 0 ? t.part : t.whole, t.card, t.receipt, t.signoff].map((p) =>
      fillTemplate(p, values),
    ),
  };
}
