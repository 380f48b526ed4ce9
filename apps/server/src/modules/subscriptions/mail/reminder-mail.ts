import type { Language, PaymentModel } from '@academy/contract';
import type { MailMessage } from '../../../integrations/mail/mailer.ts';
import { fillTemplate } from '../../../lib/text.ts';
import { formatDate } from './format.ts';

interface ReminderTexts {
  subject: string;
  greeting: string;
  intro: string;
  charge: string;
  cancel: string;
  signoff: string;
  plans: Record<PaymentModel, string>;
  periods: Record<PaymentModel, string>;
}

/** The free-month reminder in each language; {name}, {program}, {date}, {amount}, {plan}, {period}, {url}. */
const TEXTS: Record<Language, ReminderTexts> = {
  en: {
    subject: 'Your free month ends on {date}',
    greeting: 'Hi {name},',
    intro: 'Your free month of {program} ends on {date}.',
    charge:
      'On {date} your card will be charged {amount} for the {plan} plan, and then every {period} until you cancel.',
    cancel:
      'Don’t want to continue? Cancel before {date} under Account settings → Subscription: {url} and you will not be charged.',
    signoff: 'Best regards,\nFootball Academy',
    plans: { MONTHLY: 'monthly', YEARLY: 'yearly' },
    periods: { MONTHLY: 'month', YEARLY: 'year' },
  },
  sv: {
    subject: 'Din gratismånad tar slut den {date}',
    greeting: 'Hej {name}!',
    intro: 'Din gratismånad av {program} tar slut den {date}.',
    charge: 'Den {date} dras {amount} från ditt kort för {plan}, och sedan varje {period} tills du avslutar.',
    cancel:
      'Vill du inte fortsätta? Avsluta före den {date} under Kontoinställningar → Prenumeration: {url} så debiteras du inte.',
    signoff: 'Hälsningar,\nFootball Academy',
    plans: { MONTHLY: 'månadsabonnemanget', YEARLY: 'årsabonnemanget' },
    periods: { MONTHLY: 'månad', YEARLY: 'år' },
  },
  fr: {
    subject: 'Votre mois gratuit se termine le {date}',
    greeting: 'Bonjour {name},',
    intro: 'Votre mois gratuit de {program} se termine le {date}.',
    charge:
      'Le {date}, {amount} seront débités de votre carte pour la formule {plan}, puis chaque {period} jusqu’à ce que vous résiliiez.',
    cancel:
      'Vous ne souhaitez pas continuer ? Résiliez avant le {date} dans Paramètres du compte → Abonnement : {url} et vous ne serez pas débité.',
    signoff: 'Cordialement,\nFootball Academy',
    plans: { MONTHLY: 'mensuelle', YEARLY: 'annuelle' },
    periods: { MONTHLY: 'mois', YEARLY: 'année' },
  },
  pt: {
    subject: 'O seu mês grátis termina em {date}',
    greeting: 'Olá {name},',
    intro: 'O seu mês grátis de {program} termina em {date}.',
    charge:
      'Em {date}, serão cobrados {amount} no seu cartão pelo plano {plan} e, depois, a cada {period} até cancelar.',
    cancel:
      'Não quer continuar? Cancele antes de {date} em Definições da conta → Subscrição: {url} e não será cobrado.',
    signoff: 'Com os melhores cumprimentos,\nFootball Academy',
    plans: { MONTHLY: 'mensal', YEARLY: 'anual' },
    periods: { MONTHLY: 'mês', YEARLY: 'ano' },
  },
};

/** The mail sent three days before the free month ends: what will be charged, when, and how to cancel. */
export function buildTrialEndingMail(input: {
  to: string;
  name: string;
  language: Language;
  programTitle: string;
  chargeDate: Date;
  paymentModel: PaymentModel;
  /** The fee's label as every screen shows it (`99 kr`, `995 kr`, `1 $`, `10 $`; api-contract.md). */
  amountLabel: string;
  accountUrl: string;
}): MailMessage {
  const t = TEXTS[input.language] ?? TEXTS.en;
  const values = {
    name: input.name,
    program: input.programTitle,
    date: formatDate(input.chargeDate, input.language),
    amount: input.amountLabel,
    plan: t.plans[input.paymentModel],
    period: t.periods[input.paymentModel],
    url: input.accountUrl,
  };
  return {
    to: input.to,
    subject: fillTemplate(t.subject, values),
    language: input.language in TEXTS ? input.language : 'en',
    paragraphs: [t.greeting, t.intro, t.charge, t.cancel, t.signoff].map((p) => fillTemplate(p, values)),
  };
}
