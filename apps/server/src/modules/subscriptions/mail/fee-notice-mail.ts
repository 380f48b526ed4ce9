import type { Language, PaymentModel } from '@academy/contract';
import type { MailMessage } from '../../../integrations/mail/mailer.ts';
import { fillTemplate } from '../../../lib/text.ts';
import { formatDate } from './format.ts';

interface NoticeTexts {
  subject: string;
  greeting: string;
  intro: string;
  /** The subject and intro when the fee follows a new card from another price region. */
  cardSubject: string;
  cardIntro: string;
  cardBack: string;
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
    cardSubject: 'Your new card changes the price of {program}',
    cardIntro:
      'The card now paying for {program} was issued in another price region, and the fee follows the card. As our terms say, the new fee starts only after at least 30 days’ notice.',
    cardBack: 'If this card was a mistake, putting back a card from your earlier region keeps today’s fee.',
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
    cardSubject: 'Ditt nya kort ändrar priset för {program}',
    cardIntro:
      'Kortet som nu betalar för {program} är utfärdat i en annan prisregion, och priset följer kortet. Som våra villkor säger gäller det nya priset först efter minst 30 dagars varsel.',
    cardBack:
      'Om kortet var ett misstag behåller du dagens pris genom att lägga tillbaka ett kort från din tidigare region.',
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
    cardSubject: 'Votre nouvelle carte change le prix de {program}',
    cardIntro:
      'La carte qui paie désormais {program} a été émise dans une autre région tarifaire, et le prix suit la carte. Comme le prévoient nos conditions, le nouveau prix ne s’applique qu’après un préavis d’au moins 30 jours.',
    cardBack:
      'Si cette carte était une erreur, remettre une carte de votre région précédente conserve le prix actuel.',
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
    cardSubject: 'O seu novo cartão altera o preço de {program}',
    cardIntro:
      'O cartão que agora paga {program} foi emitido noutra região de preços, e o preço acompanha o cartão. Como dizem os nossos termos, o novo preço só se aplica após pelo menos 30 dias de aviso.',
    cardBack:
      'Se este cartão foi um engano, voltar a pôr um cartão da sua região anterior mantém o preço de hoje.',
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

/**
 * The fee-change notice in the subscriber's language: each plan's fee now and from which renewal the
 * new one. `reason`: the academy changed the fee (`fee`, the default) or a new card from another
 * price region did (`card`: said so, with the way back).
 */
export function buildFeeNoticeMail(input: {
  to: string;
  name: string;
  language: Language;
  programTitle: string;
  lines: NoticeLine[];
  accountUrl: string;
  reason?: 'fee' | 'card';
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
  const card = input.reason === 'card';
  const paragraphs = [
    fillTemplate(t.greeting, base),
    fillTemplate(card ? t.cardIntro : t.intro, base),
    lines.join('\n'),
    t.unchanged,
    ...(card ? [t.cardBack] : []),
    fillTemplate(t.cancel, base),
    t.signoff,
  ];
  return {
    to: input.to,
    subject: fillTemplate(card ? t.cardSubject : t.subject, base),
    language: input.language,
    paragraphs,
  };
}
