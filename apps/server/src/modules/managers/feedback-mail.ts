import type { Language } from '@academy/contract';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { fillTemplate } from '../../lib/text.ts';

interface FeedbackMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  open: string;
  signoff: string;
}

/** The mail a player gets when a coach writes to them; {name}, {coach}, {url}. */
const TEXTS: Record<Language, FeedbackMailTexts> = {
  en: {
    subject: 'Your coach {coach} sent you feedback',
    greeting: 'Hi {name},',
    intro: 'Your coach {coach} wrote to you:',
    open: 'You can read it any time under My program: {url}',
    signoff: 'Best regards,\nFootball Academy',
  },
  sv: {
    subject: 'Din tränare {coach} har skickat feedback till dig',
    greeting: 'Hej {name}!',
    intro: 'Din tränare {coach} skrev till dig:',
    open: 'Du kan läsa det när du vill under Mitt program: {url}',
    signoff: 'Hälsningar,\nFootball Academy',
  },
  fr: {
    subject: 'Votre entraîneur {coach} vous a envoyé un retour',
    greeting: 'Bonjour {name},',
    intro: 'Votre entraîneur {coach} vous a écrit :',
    open: 'Vous pouvez le relire à tout moment dans Mon programme : {url}',
    signoff: 'Cordialement,\nFootball Academy',
  },
  pt: {
    subject: 'O seu treinador {coach} enviou-lhe um comentário',
    greeting: 'Olá {name},',
    intro: 'O seu treinador {coach} escreveu-lhe:',
    open: 'Pode lê-lo quando quiser em O meu programa: {url}',
    signoff: 'Com os melhores cumprimentos,\nFootball Academy',
  },
};

/** The copy every guardian of a player under 18 gets, in the guardian's language; {name}, {child}, {coach}, {url}. */
const GUARDIAN_TEXTS: Record<Language, FeedbackMailTexts> = {
  en: {
    subject: 'Coach {coach} sent feedback to {child}',
    greeting: 'Hi {name},',
    intro: '{coach}, {child}’s coach, wrote to {child}:',
    open: 'Guardians read everything a coach writes to a child. You find it under My family: {url}',
    signoff: 'Best regards,\nFootball Academy',
  },
  sv: {
    subject: 'Tränaren {coach} har skickat feedback till {child}',
    greeting: 'Hej {name}!',
    intro: '{coach}, tränare för {child}, skrev till {child}:',
    open: 'Vårdnadshavare läser allt som en tränare skriver till ett barn. Du hittar det under Min familj: {url}',
    signoff: 'Hälsningar,\nFootball Academy',
  },
  fr: {
    subject: 'L’entraîneur {coach} a envoyé un retour à {child}',
    greeting: 'Bonjour {name},',
    intro: '{coach}, l’entraîneur de {child}, a écrit à {child} :',
    open: 'Les responsables lisent tout ce qu’un entraîneur écrit à un enfant. Vous le trouverez dans Ma famille : {url}',
    signoff: 'Cordialement,\nFootball Academy',
  },
  pt: {
    subject: 'O treinador {coach} enviou um comentário a {child}',
    greeting: 'Olá {name},',
    intro: '{coach}, treinador de {child}, escreveu a {child}:',
    open: 'Os responsáveis leem tudo o que um treinador escreve a uma criança. Encontra-o em A minha família: {url}',
    signoff: 'Com os melhores cumprimentos,\nFootball Academy',
  },
};

/** The feedback mail in the player's language: the coach's words quoted, and where to find them. */
export function buildFeedbackMail(input: {
  to: string;
  name: string;
  coach: string;
  text: string;
  language: Language;
  programUrl: string;
  /** Set for a guardian's copy: the child's first name. */
  child?: string;
}): MailMessage {
  const table = input.child ? GUARDIAN_TEXTS : TEXTS;
  const t = table[input.language] ?? table.en;
  const values = { name: input.name, coach: input.coach, url: input.programUrl, child: input.child ?? '' };
  const [greeting, intro, open, signoff] = [t.greeting, t.intro, t.open, t.signoff].map((p) =>
    fillTemplate(p, values),
  );
  return {
    to: input.to,
    subject: fillTemplate(t.subject, values),
    language: input.language in table ? input.language : 'en',
    paragraphs: [greeting!, intro!, { quote: input.text }, open!, signoff!],
  };
}
