import type { Language } from '@academy/contract';
import { draftFromTexts, type MailTexts } from '../../integrations/mail/layout.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** `{name}`, `{inviter}`, `{url}` and `{days}` are filled in. */
const TEXTS: Record<Language, Record<'ADMIN_INVITATION', MailTexts>> = {
  en: {
    ADMIN_INVITATION: {
      subject: 'You are an admin of Football Academy: choose your password',
      paragraphs: [
        'Hello {name},',
        '{inviter} made you an admin of the Football Academy console. Choose your own password here: {url}',
        'When you first sign in, the console asks you to turn on two-factor authentication with an authenticator app: admins reach every child’s data.',
        'The link works once and for {days} days. Did not expect this? Ignore this e-mail.',
      ],
    },
  },
  sv: {
    ADMIN_INVITATION: {
      subject: 'Du är administratör för Football Academy: välj ditt lösenord',
      paragraphs: [
        'Hej {name}!',
        '{inviter} har gjort dig till administratör i Football Academys konsol. Välj ditt eget lösenord här: {url}',
        'När du loggar in första gången ber konsolen dig att slå på tvåstegsverifiering med en autentiseringsapp: administratörer når alla barns uppgifter.',
        'Länken fungerar en gång och i {days} dagar. Väntade du dig inte det här? Strunta i mejlet.',
      ],
    },
  },
  fr: {
    ADMIN_INVITATION: {
      subject: 'Vous êtes administrateur de Football Academy : choisissez votre mot de passe',
      paragraphs: [
        'Bonjour {name},',
        '{inviter} vous a nommé administrateur de la console de Football Academy. Choisissez votre propre mot de passe ici : {url}',
        'À votre première connexion, la console vous demande d’activer la double authentification avec une application d’authentification : les administrateurs accèdent aux données de tous les enfants.',
        'Le lien fonctionne une seule fois, pendant {days} jours. Vous ne vous y attendiez pas ? Ignorez cet e-mail.',
      ],
    },
  },
  pt: {
    ADMIN_INVITATION: {
      subject: 'É administrador da Football Academy: escolha a sua palavra-passe',
      paragraphs: [
        'Olá {name},',
        '{inviter} tornou-o administrador da consola da Football Academy. Escolha aqui a sua própria palavra-passe: {url}',
        'Ao iniciar sessão pela primeira vez, a consola pede-lhe que ative a autenticação de dois fatores com uma aplicação de autenticação: os administradores têm acesso aos dados de todas as crianças.',
        'A ligação funciona uma única vez, durante {days} dias. Não esperava este e-mail? Ignore-o.',
      ],
    },
  },
};

/** The mail with which a new admin sets their own password, in their language. */
export function adminInvitationMail(
  language: Language,
  to: string,
  values: { name: string; inviter: string; url: string; days: number },
): MailMessage {
  return draftFromTexts(TEXTS, 'ADMIN_INVITATION', language, to, { ...values, days: String(values.days) });
}
