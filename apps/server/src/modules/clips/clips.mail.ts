import type { Language } from '@academy/contract';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { fillTemplate } from '../../lib/text.ts';

interface Texts {
  subject: string;
  approved: string;
  tryAgain: string;
  /** `{name}`, `{child}`, `{coach}`, `{url}` are filled in. */
  paragraphs: string[];
  /** A comment: `{name}`, `{child}`, `{author}`, `{time}`, `{text}`, `{url}`. */
  commentSubject: string;
  commentParagraphs: string[];
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: '{coach} reviewed {child}’s clip',
    approved: 'Approved',
    tryAgain: 'Try again',
    paragraphs: [
      'Hello {name},',
      '{coach} watched the clip {child} sent and gave the verdict: {verdict}.',
      'See the coach’s comments at the moments of the clip: {url}',
      'Clips are deleted 90 days after upload.',
    ],
    commentSubject: '{author} commented on {child}’s clip',
    commentParagraphs: [
      'Hello {name},',
      '{author} commented at {time} of the clip {child} sent:',
      '{text}',
      'See it at its moment in the clip: {url}',
    ],
  },
  sv: {
    subject: '{coach} har tittat på klippet från {child}',
    approved: 'Godkänt',
    tryAgain: 'Försök igen',
    paragraphs: [
      'Hej {name}!',
      '{coach} har tittat på klippet som {child} skickade och gav omdömet: {verdict}.',
      'Se tränarens kommentarer vid rätt ställe i klippet: {url}',
      'Klipp raderas 90 dagar efter uppladdningen.',
    ],
    commentSubject: '{author} har kommenterat klippet från {child}',
    commentParagraphs: [
      'Hej {name}!',
      '{author} kommenterade vid {time} i klippet som {child} skickade:',
      '{text}',
      'Se kommentaren vid rätt ställe i klippet: {url}',
    ],
  },
  fr: {
    subject: '{coach} a regardé la vidéo de {child}',
    approved: 'Validé',
    tryAgain: 'À refaire',
    paragraphs: [
      'Bonjour {name},',
      '{coach} a regardé la vidéo envoyée par {child} et a donné son avis : {verdict}.',
      'Voyez les commentaires de l’entraîneur aux moments de la vidéo : {url}',
      'Les vidéos sont supprimées 90 jours après leur envoi.',
    ],
    commentSubject: '{author} a commenté la vidéo de {child}',
    commentParagraphs: [
      'Bonjour {name},',
      '{author} a commenté la vidéo envoyée par {child}, à {time} :',
      '{text}',
      'Voyez le commentaire au bon moment de la vidéo : {url}',
    ],
  },
  pt: {
    subject: '{coach} avaliou o vídeo de {child}',
    approved: 'Aprovado',
    tryAgain: 'Tente de novo',
    paragraphs: [
      'Olá {name},',
      '{coach} assistiu ao vídeo que {child} enviou e deu o parecer: {verdict}.',
      'Veja os comentários do treinador nos momentos do vídeo: {url}',
      'Os vídeos são apagados 90 dias após o envio.',
    ],
    commentSubject: '{author} comentou o vídeo de {child}',
    commentParagraphs: [
      'Olá {name},',
      '{author} comentou o vídeo que {child} enviou, aos {time}:',
      '{text}',
      'Veja o comentário no momento certo do vídeo: {url}',
    ],
  },
};

/** The mail to a guardian when a coach gives a verdict on their child's clip, in the guardian's language. */
export function clipReviewedMail(
  language: Language,
  to: string,
  values: { name: string; child: string; coach: string; url: string; verdict: 'APPROVED' | 'TRY_AGAIN' },
): MailMessage {
  const texts = TEXTS[language] ?? TEXTS.en;
  const filled = { ...values, verdict: values.verdict === 'APPROVED' ? texts.approved : texts.tryAgain };
  return {
    to,
    subject: fillTemplate(texts.subject, filled),
    language: TEXTS[language] ? language : 'en',
    paragraphs: texts.paragraphs.map((p) => fillTemplate(p, filled)),
  };
}

/** `m:ss`, the moment of a comment in the clip. */
export function momentOf(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The mail to a guardian when someone comments on their child's clip, in the guardian's language. */
export function clipCommentMail(
  language: Language,
  to: string,
  values: { name: string; child: string; author: string; atSeconds: number; text: string; url: string },
): MailMessage {
  const texts = TEXTS[language] ?? TEXTS.en;
  const { atSeconds, ...rest } = values;
  const filled = { ...rest, time: momentOf(atSeconds) };
  return {
    to,
    subject: fillTemplate(texts.commentSubject, filled),
    language: TEXTS[language] ? language : 'en',
    paragraphs: texts.commentParagraphs.map((p) => fillTemplate(p, filled)),
  };
}
