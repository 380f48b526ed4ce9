import type { Language, PaymentModel } from '@academy/contract';
import type { MailMessage } from '../../../integrations/mail/mailer.ts';
import { fillTemplate } from '../../../lib/text.ts';
import { formatDate } from './format.ts';

interface NoticeTexts {
  subject: string;
  greeting: string;
  intro: string;
  line: string;
  unchanged: string;
  cancel: string;
  signoff: string;
  plans: Record<PaymentModel, string>;
}

/** The notice of a fee change (terms §5: 30 days by e-mail); {name}, {program}, {plan}, {old}, {new}, {date}, {url}. */
const TEXTS: Record<Language, NoticeTexts> = {
  en: {
    subject: 'A change to the price of {program}',
    greeting: 'Hi {name},',
    intro: 'We are changing the price of {program}, as our terms allow with at least 30 days’ notice.',
    line: '{plan}: {old} now, {new} from your renewal on {date}.',
    unchanged: 'Until then you pay what you pay today; nothing changes before that date.',
    cancel: 'You can cancel at any time before then under Account settings → Subscription: {url}',
    signoff: 'Best regards,\nFootball Academy',
    plans: { MONTHLY: 'Monthly plan', YEARLY: 'Yearly plan' },
  },
  sv: {
    subject: 'Ett nytt pris för {program}',
    greeting: 'Hej {name}!',
    intro: 'Vi ändrar priset för {program}, som våra villkor tillåter med minst 30 dagars varsel.',
    line: '{plan}: {old} nu, {new} från din förnyelse den {date}.',
    unchanged: 'Fram till dess betalar du samma som i dag; inget ändras före det datumet.',
    cancel: 'Du kan avsluta när som helst innan dess under Kontoinställningar → Prenumeration: {url}',
    signoff: 'Hälsningar,\nFootball Academy',
    plans: { MONTHLY: 'Månadsabonnemang', YEARLY: 'Årsabonnemang' },
  },
  fr: {
    subject: 'Un changement du prix de {program}',
    greeting: 'Bonjour {name},',
    intro:
      'Nous modifions le prix de {program}, comme nos conditions le permettent avec un préavis d’au moins 30 jours.',
    line: '{plan} : {old} aujourd’hui, {new} à partir de votre renouvellement du {date}.',
    unchanged: 'D’ici là, vous payez le même montant qu’aujourd’hui ; rien ne change avant cette date.',
    cancel: 'Vous pouvez résilier à tout moment d’ici là dans Paramètres du compte → Abonnement : {url}',
    signoff: 'Cordialement,\nFootball Academy',
    plans: { MONTHLY: 'Formule mensuelle', YEARLY: 'Formule annuelle' },
  },
  pt: {
    subject: 'Uma alteração ao preço de {program}',
    greeting: 'Olá {name},',
    intro:
      'Vamos alterar o preço de {program}, como os nossos termos permitem com pelo menos 30 dias de aviso.',
    line: '{plan}: {old} agora, {new} a partir da sua renovação em {date}.',
    unchanged: 'Até lá paga o mesmo que hoje; nada muda antes dessa data.',
    cancel: 'Pode cancelar a qualquer momento até lá em Definições da conta → Subscrição: {url}',
    signoff: 'Com os melhores cumprimentos,\nFootball Academy',
    plans: { MONTHLY: 'Plano mensal', YEARLY: 'Plano anual' },
  },
};

export interface NoticeLine {
  type: PaymentModel;
  oldLabel: string;
  newLabel: string;
  from: Date;
}

/** The fee-change notice in the subscriber's language: each plan's fee now and from which renewal the new one. */
export function buildFeeNoticeMail(input: {
  to: string;
  name: string;
  language: Language;
  programTitle: string;
  lines: NoticeLine[];
  accountUrl: string;
}): MailMessage {
  const t = TEXTS[input.language] ?? TEXTS.en;
  const base = { name: input.name, program: input.programTitle, url: input.accountUrl };
  const lines = input.lines.map((line) =>
    fillTemplate(t.line, {
      plan: t.plans[line.type],
      old: line.oldLabel,
      new: line.newLabel,
      date: formatDate(line.from, input.language),
    }),
  );
  const paragraphs = [
    fillTemplate(t.greeting, base),
    fillTemplate(t.intro, base),
    lines.join('\n'),
    t.unchanged,
    fillTemplate(t.cancel, base),
    t.signoff,
  ];
  return {
    to: input.to,
    subject: fillTemplate(t.subject, base),
    language: input.language,
    paragraphs,
  };
}
