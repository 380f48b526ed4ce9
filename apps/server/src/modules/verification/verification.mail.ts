import type { Language, VerificationType } from '@academy/contract';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { SECURITY_TEXTS, type SecurityMailKind } from './security-mail.texts.ts';

interface Texts {
  subject: string;
  /** Paragraphs; `{code}`, `{name}`, `{newEmail}`, `{support}`, `{remaining}` are filled in. */
  paragraphs: string[];
}

type Kind = VerificationType | 'EMAIL_CHANGED' | SecurityMailKind;

const CODE_TEXTS: Record<Language, Record<Exclude<Kind, SecurityMailKind | 'PASSWORD_RESET'>, Texts>> = {
  en: {
    ACCOUNT_VERIFICATION: {
      subject: 'Your Football Academy verification code',
      paragraphs: [
        'Hello {name},',
        'Your verification code is {code}. It is valid for 15 minutes.',
        'If you did not create an account, you can ignore this e-mail.',
      ],
    },
    CHANGE_USER_ACCOUNT_USERNAME: {
      subject: 'Confirm your new e-mail address',
      paragraphs: [
        'Hello {name},',
        'Use the code {code} to confirm this address as the new e-mail of your Football Academy account. It is valid for 15 minutes.',
        'If you did not ask for this change, you can ignore this e-mail; your account stays as it is.',
      ],
    },
    EMAIL_CHANGED: {
      subject: 'Your e-mail address was changed',
      paragraphs: [
        'Hello {name},',
        'The e-mail address of your Football Academy account was changed to {newEmail}. You have been signed out everywhere.',
        'If you did not do this, contact support at {support} right away.',
      ],
    },
  },
  sv: {
    ACCOUNT_VERIFICATION: {
      subject: 'Din verifieringskod för Football Academy',
      paragraphs: [
        'Hej {name}!',
        'Din verifieringskod är {code}. Den gäller i 15 minuter.',
        'Om du inte har skapat något konto kan du bortse från det här mejlet.',
      ],
    },
    CHANGE_USER_ACCOUNT_USERNAME: {
      subject: 'Bekräfta din nya e-postadress',
      paragraphs: [
        'Hej {name}!',
        'Använd koden {code} för att bekräfta den här adressen som ny e-postadress för ditt konto hos Football Academy. Koden gäller i 15 minuter.',
        'Om du inte har begärt ändringen kan du bortse från det här mejlet; ditt konto förblir oförändrat.',
      ],
    },
    EMAIL_CHANGED: {
      subject: 'Din e-postadress har ändrats',
      paragraphs: [
        'Hej {name}!',
        'E-postadressen för ditt konto hos Football Academy har ändrats till {newEmail}. Du har loggats ut överallt.',
        'Om det inte var du, kontakta supporten på {support} omedelbart.',
      ],
    },
  },
  fr: {
    ACCOUNT_VERIFICATION: {
      subject: 'Votre code de vérification Football Academy',
      paragraphs: [
        'Bonjour {name},',
        'Votre code de vérification est {code}. Il est valable 15 minutes.',
        "Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.",
      ],
    },
    CHANGE_USER_ACCOUNT_USERNAME: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      paragraphs: [
        'Bonjour {name},',
        'Utilisez le code {code} pour confirmer cette adresse comme nouvelle adresse e-mail de votre compte Football Academy. Il est valable 15 minutes.',
        "Si vous n'avez pas demandé ce changement, ignorez cet e-mail : votre compte reste inchangé.",
      ],
    },
    EMAIL_CHANGED: {
      subject: 'Votre adresse e-mail a été modifiée',
      paragraphs: [
        'Bonjour {name},',
        "L'adresse e-mail de votre compte Football Academy a été remplacée par {newEmail}. Vous avez été déconnecté de tous vos appareils.",
        "Si ce n'est pas vous, contactez immédiatement le support à l'adresse {support}.",
      ],
    },
  },
  pt: {
    ACCOUNT_VERIFICATION: {
      subject: 'O seu código de verificação da Football Academy',
      paragraphs: [
        'Olá {name},',
        'O seu código de verificação é {code}. É válido durante 15 minutos.',
        'Se não criou uma conta, pode ignorar este e-mail.',
      ],
    },
    CHANGE_USER_ACCOUNT_USERNAME: {
      subject: 'Confirme o seu novo endereço de e-mail',
      paragraphs: [
        'Olá {name},',
        'Utilize o código {code} para confirmar este endereço como o novo e-mail da sua conta Football Academy. É válido durante 15 minutos.',
        'Se não pediu esta alteração, ignore este e-mail: a sua conta fica como está.',
      ],
    },
    EMAIL_CHANGED: {
      subject: 'O seu endereço de e-mail foi alterado',
      paragraphs: [
        'Olá {name},',
        'O endereço de e-mail da sua conta Football Academy foi alterado para {newEmail}. A sua sessão foi terminada em todos os dispositivos.',
        'Se não foi o titular da conta, contacte imediatamente o suporte através de {support}.',
      ],
    },
  },
};

/** The mail of a verification code (or the notice to the old address), in the user's language. */
export function accountMail(
  kind: Kind,
  language: Language,
  to: string,
  values: { name: string; code?: string; newEmail?: string; support?: string; remaining?: string },
): MailMessage {
  const lang = CODE_TEXTS[language] ? language : 'en';
  const texts =
    kind in SECURITY_TEXTS[lang]
      ? SECURITY_TEXTS[lang][kind as SecurityMailKind]
      : CODE_TEXTS[lang][kind as Exclude<Kind, SecurityMailKind>];
  const fill = (paragraph: string) =>
    paragraph.replace(
      /\{(code|name|newEmail|support|remaining)\}/g,
      (_, key: keyof typeof values) => values[key] ?? '',
    );
  return {
    to,
    subject: texts.subject,
    language: lang,
    paragraphs: texts.paragraphs.map(fill),
    ...(values.code ? { highlight: values.code } : {}),
  };
}
