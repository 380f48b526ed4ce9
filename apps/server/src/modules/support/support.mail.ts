import type { Language } from '@academy/contract';
import { draftFromTexts, type MailTexts } from '../../integrations/mail/layout.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** Paragraphs; `{reference}`, `{subject}` and `{reply}` are filled in. */
type Texts = MailTexts;

type Kind = 'ACKNOWLEDGEMENT' | 'REPLY';

const TEXTS: Record<Language, Record<Kind, Texts>> = {
  en: {
    ACKNOWLEDGEMENT: {
      subject: 'We received your message [#{reference}]',
      paragraphs: [
        'Hello,',
        'Thank you for writing to Football Academy support about "{subject}". Your reference is #{reference}.',
        'We answer by e-mail, usually within two working days. Reply to this e-mail if you want to add something.',
      ],
    },
    REPLY: {
      subject: 'Re: {subject} [#{reference}]',
      paragraphs: ['Hello,', '{reply}', 'Your reference: #{reference}.'],
    },
  },
  sv: {
    ACKNOWLEDGEMENT: {
      subject: 'Vi har tagit emot ditt meddelande [#{reference}]',
      paragraphs: [
        'Hej!',
        'Tack för att du skrev till Football Academys support om "{subject}". Ditt referensnummer är #{reference}.',
        'Vi svarar via e-post, oftast inom två arbetsdagar. Svara på det här mejlet om du vill lägga till något.',
      ],
    },
    REPLY: {
      subject: 'Sv: {subject} [#{reference}]',
      paragraphs: ['Hej!', '{reply}', 'Ditt referensnummer: #{reference}.'],
    },
  },
  fr: {
    ACKNOWLEDGEMENT: {
      subject: 'Nous avons bien reçu votre message [#{reference}]',
      paragraphs: [
        'Bonjour,',
        "Merci d'avoir écrit au support de Football Academy au sujet de « {subject} ». Votre référence est #{reference}.",
        'Nous répondons par e-mail, en général sous deux jours ouvrés. Répondez à cet e-mail si vous souhaitez ajouter quelque chose.',
      ],
    },
    REPLY: {
      subject: 'Re : {subject} [#{reference}]',
      paragraphs: ['Bonjour,', '{reply}', 'Votre référence : #{reference}.'],
    },
  },
  pt: {
    ACKNOWLEDGEMENT: {
      subject: 'Recebemos a sua mensagem [#{reference}]',
      paragraphs: [
        'Olá,',
        'Obrigado por escrever ao suporte da Football Academy sobre "{subject}". A sua referência é #{reference}.',
        'Respondemos por e-mail, normalmente em dois dias úteis. Responda a este e-mail se quiser acrescentar algo.',
      ],
    },
    REPLY: {
      subject: 'Re: {subject} [#{reference}]',
      paragraphs: ['Olá,', '{reply}', 'A sua referência: #{reference}.'],
    },
  },
};

/** The acknowledgement of a support message, or the console's reply to it, in the sender's language. */
export function supportMail(
  kind: Kind,
  language: string,
  to: string,
  values: { reference: number; subject: string; reply?: string },
  replyTo: string,
): MailMessage {
  const plain = { reference: String(values.reference), subject: values.subject, reply: values.reply ?? '' };
  return { ...draftFromTexts(TEXTS, kind, language, to, plain), replyTo };
}
