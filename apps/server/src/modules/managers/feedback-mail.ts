import type { Language } from '@academy/contract';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { escapeHtml, fillTemplate } from '../../lib/text.ts';

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
    open: 'Você pode lê-lo quando quiser em O meu programa: {url}',
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
}): MailMessage {
  const t = TEXTS[input.language] ?? TEXTS.en;
  const values = { name: input.name, coach: input.coach, url: input.programUrl };
  const [greeting, intro, open, signoff] = [t.greeting, t.intro, t.open, t.signoff].map((p) =>
    fillTemplate(p, values),
  );
  const quoted = input.text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const url = escapeHtml(input.programUrl);
  const paragraph = (p: string) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const html = [
    paragraph(greeting!),
    paragraph(intro!),
    `<blockquote>${escapeHtml(input.text).replace(/\n/g, '<br>')}</blockquote>`,
    `<p>${escapeHtml(open!).replace(url, `<a href="${url}">${url}</a>`)}</p>`,
    paragraph(signoff!),
  ].join('\n');
  return {
    to: input.to,
    subject: fillTemplate(t.subject, values),
    text: `${[greeting, intro, quoted, open, signoff].join('\n\n')}\n`,
    html: `<!doctype html><html lang="${input.language}"><body>${html}</body></html>`,
  };
}
