import type { Language } from '@academy/contract';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { fillTemplate } from '../../lib/text.ts';

export type EventChange = 'CHANGED' | 'CANCELLED';

interface ChangeTexts {
  changedSubject: string;
  cancelledSubject: string;
  greeting: string;
  changed: string;
  cancelled: string;
  guardianChanged: string;
  guardianCancelled: string;
  when: string;
  where: string;
  open: string;
  signoff: string;
}

/** {name}, {title}, {child}, {when}, {place}, {url}. */
const TEXTS: Record<Language, ChangeTexts> = {
  en: {
    changedSubject: 'Training changed: {title}',
    cancelledSubject: 'Training cancelled: {title}',
    greeting: 'Hi {name},',
    changed: 'Your coach changed the training “{title}”.',
    cancelled: 'Your coach cancelled the training “{title}”.',
    guardianChanged: '{child}’s coach changed the training “{title}”.',
    guardianCancelled: '{child}’s coach cancelled the training “{title}”.',
    when: 'When: {when}',
    where: 'Where: {place}',
    open: 'See the schedule: {url}',
    signoff: 'Best regards,\nFootball Academy',
  },
  sv: {
    changedSubject: 'Träningen har ändrats: {title}',
    cancelledSubject: 'Träningen är inställd: {title}',
    greeting: 'Hej {name}!',
    changed: 'Din tränare har ändrat träningen ”{title}”.',
    cancelled: 'Din tränare har ställt in träningen ”{title}”.',
    guardianChanged: 'Tränaren för {child} har ändrat träningen ”{title}”.',
    guardianCancelled: 'Tränaren för {child} har ställt in träningen ”{title}”.',
    when: 'När: {when}',
    where: 'Var: {place}',
    open: 'Se schemat: {url}',
    signoff: 'Hälsningar,\nFootball Academy',
  },
  fr: {
    changedSubject: 'Entraînement modifié : {title}',
    cancelledSubject: 'Entraînement annulé : {title}',
    greeting: 'Bonjour {name},',
    changed: 'Votre entraîneur a modifié l’entraînement « {title} ».',
    cancelled: 'Votre entraîneur a annulé l’entraînement « {title} ».',
    guardianChanged: 'L’entraîneur de {child} a modifié l’entraînement « {title} ».',
    guardianCancelled: 'L’entraîneur de {child} a annulé l’entraînement « {title} ».',
    when: 'Quand : {when}',
    where: 'Où : {place}',
    open: 'Voir le programme : {url}',
    signoff: 'Cordialement,\nFootball Academy',
  },
  pt: {
    changedSubject: 'Treino alterado: {title}',
    cancelledSubject: 'Treino cancelado: {title}',
    greeting: 'Olá {name},',
    changed: 'O seu treinador alterou o treino “{title}”.',
    cancelled: 'O seu treinador cancelou o treino “{title}”.',
    guardianChanged: 'O treinador de {child} alterou o treino “{title}”.',
    guardianCancelled: 'O treinador de {child} cancelou o treino “{title}”.',
    when: 'Quando: {when}',
    where: 'Onde: {place}',
    open: 'Veja o calendário: {url}',
    signoff: 'Com os melhores cumprimentos,\nFootball Academy',
  },
};

const LOCALES: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE', fr: 'fr-FR', pt: 'pt-PT' };

/** "Tuesday 3 March, 18:00–19:30" in the language, at the training's own local time. */
export function formatWhen(startsAt: Date, endsAt: Date, language: Language, timeZone: string): string {
  const locale = LOCALES[language];
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  return `${day.format(startsAt)}, ${time.format(startsAt)}–${time.format(endsAt)}`;
}

/** The mail to a player (or, with `child`, to a guardian) about a training changed or cancelled close to it. */
export function buildEventChangeMail(input: {
  to: string;
  name: string;
  language: Language;
  change: EventChange;
  title: string;
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  timeZone: string;
  url: string;
  child?: string;
}): MailMessage {
  const t = TEXTS[input.language] ?? TEXTS.en;
  const values = {
    name: input.name,
    title: input.title,
    child: input.child ?? '',
    when: formatWhen(input.startsAt, input.endsAt, input.language, input.timeZone),
    place: input.place ?? '',
    url: input.url,
  };
  const cancelled = input.change === 'CANCELLED';
  const lead = input.child
    ? cancelled
      ? t.guardianCancelled
      : t.guardianChanged
    : cancelled
      ? t.cancelled
      : t.changed;
  const lines = [t.greeting, lead, t.when, ...(input.place ? [t.where] : []), t.open, t.signoff].map((p) =>
    fillTemplate(p, values),
  );
  return {
    to: input.to,
    subject: fillTemplate(cancelled ? t.cancelledSubject : t.changedSubject, values),
    language: input.language in TEXTS ? input.language : 'en',
    paragraphs: lines,
  };
}
