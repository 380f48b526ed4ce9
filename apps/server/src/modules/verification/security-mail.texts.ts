import type { Language } from '@academy/contract';

interface Texts {
  subject: string;
  paragraphs: string[];
}

/** Security notices to the account's address (password, phone, two-factor) and the reset code. */
export type SecurityMailKind =
  | 'PASSWORD_RESET'
  | 'PASSWORD_CHANGED'
  | 'PHONE_CHANGED'
  | 'TWO_FACTOR_ENABLED'
  | 'TWO_FACTOR_DISABLED'
  | 'RECOVERY_CODE_USED';

export const SECURITY_TEXTS: Record<Language, Record<SecurityMailKind, Texts>> = {
  en: {
    PASSWORD_RESET: {
      subject: 'Reset your Football Academy password',
      paragraphs: [
        'Hello {name},',
        'Use the code {code} to choose a new password. It is valid for 15 minutes.',
        'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
      ],
    },
    PASSWORD_CHANGED: {
      subject: 'Your password was changed',
      paragraphs: [
        'Hello {name},',
        'The password of your Football Academy account was changed. Other sessions have been signed out.',
        'If you did not do this, reset your password and contact support at {support} right away.',
      ],
    },
    PHONE_CHANGED: {
      subject: 'Your phone number was changed',
      paragraphs: [
        'Hello {name},',
        'The phone number of your Football Academy account was changed.',
        'If you did not do this, contact support at {support} right away.',
      ],
    },
    TWO_FACTOR_ENABLED: {
      subject: 'Two-factor authentication is on',
      paragraphs: [
        'Hello {name},',
        'Two-factor authentication was turned on for your Football Academy account. Keep your recovery codes somewhere safe.',
        'If you did not do this, contact support at {support} right away.',
      ],
    },
    TWO_FACTOR_DISABLED: {
      subject: 'Two-factor authentication is off',
      paragraphs: [
        'Hello {name},',
        'Two-factor authentication was turned off for your Football Academy account.',
        'If you did not do this, change your password and contact support at {support} right away.',
      ],
    },
    RECOVERY_CODE_USED: {
      subject: 'A recovery code was used to sign in',
      paragraphs: [
        'Hello {name},',
        'Someone signed in to your Football Academy account with one of your recovery codes. Each code works once: {remaining} of your codes are left. Under Account settings → Account you can make new codes.',
        'If you did not do this, change your password and contact support at {support} right away.',
      ],
    },
  },
  sv: {
    PASSWORD_RESET: {
      subject: 'Återställ ditt lösenord hos Football Academy',
      paragraphs: [
        'Hej {name}!',
        'Använd koden {code} för att välja ett nytt lösenord. Koden gäller i 15 minuter.',
        'Om du inte har bett om detta kan du bortse från det här mejlet; ditt lösenord förblir oförändrat.',
      ],
    },
    PASSWORD_CHANGED: {
      subject: 'Ditt lösenord har ändrats',
      paragraphs: [
        'Hej {name}!',
        'Lösenordet för ditt konto hos Football Academy har ändrats. Andra sessioner har loggats ut.',
        'Om det inte var du, återställ lösenordet och kontakta supporten på {support} omedelbart.',
      ],
    },
    PHONE_CHANGED: {
      subject: 'Ditt telefonnummer har ändrats',
      paragraphs: [
        'Hej {name}!',
        'Telefonnumret för ditt konto hos Football Academy har ändrats.',
        'Om det inte var du, kontakta supporten på {support} omedelbart.',
      ],
    },
    TWO_FACTOR_ENABLED: {
      subject: 'Tvåstegsverifiering är på',
      paragraphs: [
        'Hej {name}!',
        'Tvåstegsverifiering har slagits på för ditt konto hos Football Academy. Förvara dina återställningskoder på ett säkert ställe.',
        'Om det inte var du, kontakta supporten på {support} omedelbart.',
      ],
    },
    TWO_FACTOR_DISABLED: {
      subject: 'Tvåstegsverifiering är av',
      paragraphs: [
        'Hej {name}!',
        'Tvåstegsverifiering har stängts av för ditt konto hos Football Academy.',
        'Om det inte var du, byt lösenord och kontakta supporten på {support} omedelbart.',
      ],
    },
    RECOVERY_CODE_USED: {
      subject: 'En återställningskod användes för att logga in',
      paragraphs: [
        'Hej {name}!',
        'Någon loggade in på ditt konto hos Football Academy med en av dina återställningskoder. Varje kod fungerar en gång: du har {remaining} koder kvar. Under Kontoinställningar → Konto kan du skapa nya koder.',
        'Om det inte var du, byt lösenord och kontakta supporten på {support} omedelbart.',
      ],
    },
  },
  fr: {
    PASSWORD_RESET: {
      subject: 'Réinitialisez votre mot de passe Football Academy',
      paragraphs: [
        'Bonjour {name},',
        'Utilisez le code {code} pour choisir un nouveau mot de passe. Il est valable 15 minutes.',
        "Si vous n'avez rien demandé, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.",
      ],
    },
    PASSWORD_CHANGED: {
      subject: 'Votre mot de passe a été modifié',
      paragraphs: [
        'Bonjour {name},',
        'Le mot de passe de votre compte Football Academy a été modifié. Vos autres sessions ont été fermées.',
        "Si ce n'est pas vous, réinitialisez votre mot de passe et contactez immédiatement le support à l'adresse {support}.",
      ],
    },
    PHONE_CHANGED: {
      subject: 'Votre numéro de téléphone a été modifié',
      paragraphs: [
        'Bonjour {name},',
        'Le numéro de téléphone de votre compte Football Academy a été modifié.',
        "Si ce n'est pas vous, contactez immédiatement le support à l'adresse {support}.",
      ],
    },
    TWO_FACTOR_ENABLED: {
      subject: 'La double authentification est activée',
      paragraphs: [
        'Bonjour {name},',
        'La double authentification a été activée pour votre compte Football Academy. Conservez vos codes de récupération en lieu sûr.',
        "Si ce n'est pas vous, contactez immédiatement le support à l'adresse {support}.",
      ],
    },
    TWO_FACTOR_DISABLED: {
      subject: 'La double authentification est désactivée',
      paragraphs: [
        'Bonjour {name},',
        'La double authentification a été désactivée pour votre compte Football Academy.',
        "Si ce n'est pas vous, changez votre mot de passe et contactez immédiatement le support à l'adresse {support}.",
      ],
    },
    RECOVERY_CODE_USED: {
      subject: 'Un code de récupération a servi à se connecter',
      paragraphs: [
        'Bonjour {name},',
        "Quelqu'un s'est connecté à votre compte Football Academy avec l'un de vos codes de récupération. Chaque code ne fonctionne qu'une fois : il vous en reste {remaining}. Dans Paramètres du compte → Compte, vous pouvez créer de nouveaux codes.",
        "Si ce n'est pas vous, changez votre mot de passe et contactez immédiatement le support à l'adresse {support}.",
      ],
    },
  },
  pt: {
    PASSWORD_RESET: {
      subject: 'Redefina a sua palavra-passe da Football Academy',
      paragraphs: [
        'Olá {name},',
        'Use o código {code} para escolher uma nova palavra-passe. É válido durante 15 minutos.',
        'Se não pediu isto, pode ignorar este e-mail: a sua palavra-passe fica como está.',
      ],
    },
    PASSWORD_CHANGED: {
      subject: 'A sua palavra-passe foi alterada',
      paragraphs: [
        'Olá {name},',
        'A palavra-passe da sua conta Football Academy foi alterada. As outras sessões foram terminadas.',
        'Se não reconhece esta alteração, redefina a palavra-passe e contacte imediatamente o suporte através de {support}.',
      ],
    },
    PHONE_CHANGED: {
      subject: 'O seu número de telefone foi alterado',
      paragraphs: [
        'Olá {name},',
        'O número de telefone da sua conta Football Academy foi alterado.',
        'Se não foi o titular da conta, contacte imediatamente o suporte através de {support}.',
      ],
    },
    TWO_FACTOR_ENABLED: {
      subject: 'A autenticação de dois fatores está ativada',
      paragraphs: [
        'Olá {name},',
        'A autenticação de dois fatores foi ativada na sua conta Football Academy. Guarde os seus códigos de recuperação num lugar seguro.',
        'Se não foi o titular da conta, contacte imediatamente o suporte através de {support}.',
      ],
    },
    TWO_FACTOR_DISABLED: {
      subject: 'A autenticação de dois fatores está desativada',
      paragraphs: [
        'Olá {name},',
        'A autenticação de dois fatores foi desativada na sua conta Football Academy.',
        'Se não reconhece esta alteração, altere a palavra-passe e contacte imediatamente o suporte através de {support}.',
      ],
    },
    RECOVERY_CODE_USED: {
      subject: 'Foi utilizado um código de recuperação para iniciar sessão',
      paragraphs: [
        'Olá {name},',
        'Alguém iniciou sessão na sua conta Football Academy com um dos seus códigos de recuperação. Cada código funciona uma única vez: restam-lhe {remaining} códigos. Em Definições da conta → Conta pode criar códigos novos.',
        'Se não reconhece este início de sessão, altere a palavra-passe e contacte imediatamente o suporte através de {support}.',
      ],
    },
  },
};
