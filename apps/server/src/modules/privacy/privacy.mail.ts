import type { Language } from '@academy/contract';
import { draftFromTexts, type MailTexts } from '../../integrations/mail/layout.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

type Kind = 'GUARDIAN_REQUEST' | 'GUARDIAN_RECEIPT' | 'ACCOUNT_DELETED' | 'INACTIVITY_WARNING';

/** Paragraphs; `{name}`, `{child}`, `{childEmail}`, `{url}`, `{date}`, `{version}`, `{address}`, `{deadline}` are filled in. */
type Texts = MailTexts;

const TEXTS: Record<Language, Record<Kind, Texts>> = {
  en: {
    GUARDIAN_REQUEST: {
      subject: '{child} needs your approval to use Football Academy',
      paragraphs: [
        'Hello,',
        '{child} ({childEmail}) has created a player profile at Football Academy and named you as their parent or guardian. Because {child} is under 16, the academy needs your approval before they can subscribe or join a coach.',
        'Open this page to see exactly what {child} shared and what the academy does with it, and to approve or decline: {url}',
        'The link works once and for 7 days. If you decline, {child}’s account and everything in it are deleted.',
        'If you do not know {child}, you can ignore this e-mail.',
      ],
    },
    GUARDIAN_RECEIPT: {
      subject: 'Your approval for {child}',
      paragraphs: [
        'Hello,',
        'You approved {child}’s use of Football Academy on {date} (privacy policy of {version}, from the address {address}).',
        'You can ask us at any time to see, correct or delete {child}’s data: write to {support}. {child} can also download or delete their data under Account settings.',
      ],
    },
    ACCOUNT_DELETED: {
      subject: 'Your Football Academy account has been deleted',
      paragraphs: [
        'Hello {name},',
        'Your Football Academy account and your personal data were deleted on {date}. Any card subscription was cancelled and will not be charged again. Receipts of past payments are kept for bookkeeping, without your name or e-mail.',
        'You are welcome to sign up again at any time.',
      ],
    },
    INACTIVITY_WARNING: {
      subject: 'Your Football Academy account will be deleted',
      paragraphs: [
        'Hello {name},',
        'You have not signed in to Football Academy for a year. As our privacy policy promises, we delete inactive accounts: yours will be deleted after {deadline} unless you sign in before then.',
        'To keep your account, just sign in: {url}',
      ],
    },
  },
  sv: {
    GUARDIAN_REQUEST: {
      subject: '{child} behöver ditt godkännande för att använda Football Academy',
      paragraphs: [
        'Hej!',
        '{child} ({childEmail}) har skapat en spelarprofil hos Football Academy och angett dig som förälder eller vårdnadshavare. Eftersom {child} är under 16 år behöver akademin ditt godkännande innan {child} kan prenumerera eller gå med i en tränares lag.',
        'Öppna den här sidan för att se exakt vad {child} har delat och vad akademin gör med det, och för att godkänna eller avböja: {url}',
        'Länken fungerar en gång och i 7 dagar. Om du avböjer raderas kontot för {child} och allt som finns i det.',
        'Om du inte känner {child} kan du bortse från det här mejlet.',
      ],
    },
    GUARDIAN_RECEIPT: {
      subject: 'Ditt godkännande för {child}',
      paragraphs: [
        'Hej!',
        'Du godkände att {child} använder Football Academy den {date} (integritetspolicyn från {version}, från adressen {address}).',
        'Du kan när som helst be oss visa, rätta eller radera uppgifterna om {child}: skriv till {support}. {child} kan också ladda ner eller radera sina uppgifter under Kontoinställningar.',
      ],
    },
    ACCOUNT_DELETED: {
      subject: 'Ditt konto hos Football Academy har raderats',
      paragraphs: [
        'Hej {name}!',
        'Ditt konto hos Football Academy och dina personuppgifter raderades den {date}. En eventuell kortprenumeration har avslutats och debiteras inte igen. Kvitton på tidigare betalningar sparas för bokföringen, utan ditt namn eller din e-postadress.',
        'Du är välkommen att registrera dig igen när du vill.',
      ],
    },
    INACTIVITY_WARNING: {
      subject: 'Ditt konto hos Football Academy kommer att raderas',
      paragraphs: [
        'Hej {name}!',
        'Du har inte loggat in på Football Academy på ett år. Som vår integritetspolicy lovar raderar vi inaktiva konton: ditt konto raderas efter den {deadline} om du inte loggar in innan dess.',
        'Logga bara in för att behålla ditt konto: {url}',
      ],
    },
  },
  fr: {
    GUARDIAN_REQUEST: {
      subject: '{child} a besoin de votre accord pour utiliser Football Academy',
      paragraphs: [
        'Bonjour,',
        '{child} ({childEmail}) a créé un profil de joueur sur Football Academy et vous a désigné comme parent ou tuteur. Comme {child} a moins de 16 ans, l’académie a besoin de votre accord avant que {child} puisse s’abonner ou rejoindre un entraîneur.',
        'Ouvrez cette page pour voir exactement ce que {child} a partagé et ce que l’académie en fait, puis pour accepter ou refuser : {url}',
        'Le lien fonctionne une seule fois, pendant 7 jours. Si vous refusez, le compte de {child} et tout son contenu sont supprimés.',
        'Si vous ne connaissez pas {child}, vous pouvez ignorer cet e-mail.',
      ],
    },
    GUARDIAN_RECEIPT: {
      subject: 'Votre accord pour {child}',
      paragraphs: [
        'Bonjour,',
        'Vous avez accepté que {child} utilise Football Academy le {date} (politique de confidentialité du {version}, depuis l’adresse {address}).',
        'Vous pouvez à tout moment nous demander de consulter, corriger ou supprimer les données de {child} : écrivez à {support}. {child} peut aussi télécharger ou supprimer ses données dans les paramètres du compte.',
      ],
    },
    ACCOUNT_DELETED: {
      subject: 'Votre compte Football Academy a été supprimé',
      paragraphs: [
        'Bonjour {name},',
        'Votre compte Football Academy et vos données personnelles ont été supprimés le {date}. Tout abonnement par carte a été résilié et ne sera plus débité. Les reçus des paiements passés sont conservés pour la comptabilité, sans votre nom ni votre e-mail.',
        'Vous pouvez vous inscrire à nouveau quand vous le souhaitez.',
      ],
    },
    INACTIVITY_WARNING: {
      subject: 'Votre compte Football Academy va être supprimé',
      paragraphs: [
        'Bonjour {name},',
        'Vous ne vous êtes pas connecté à Football Academy depuis un an. Comme le promet notre politique de confidentialité, nous supprimons les comptes inactifs : le vôtre sera supprimé après le {deadline} si vous ne vous connectez pas d’ici là.',
        'Pour garder votre compte, connectez-vous simplement : {url}',
      ],
    },
  },
  pt: {
    GUARDIAN_REQUEST: {
      subject: '{child} precisa da sua aprovação para utilizar a Football Academy',
      paragraphs: [
        'Olá,',
        '{child} ({childEmail}) criou um perfil de jogador na Football Academy e indicou-o como pai, mãe ou encarregado de educação. Como {child} tem menos de 16 anos, a academia precisa da sua aprovação antes de {child} poder subscrever ou entrar na equipa de um treinador.',
        'Abra esta página para ver exatamente o que {child} partilhou e o que a academia faz com isso, e para aprovar ou recusar: {url}',
        'A ligação funciona uma única vez, durante 7 dias. Se recusar, a conta de {child} e tudo o que ela contém serão eliminados.',
        'Se não conhece {child}, pode ignorar este e-mail.',
      ],
    },
    GUARDIAN_RECEIPT: {
      subject: 'A sua aprovação para {child}',
      paragraphs: [
        'Olá,',
        'Aprovou a utilização da Football Academy por {child} em {date} (política de privacidade de {version}, a partir do endereço {address}).',
        'Pode pedir-nos a qualquer momento para ver, corrigir ou eliminar os dados de {child}: escreva para {support}. {child} também pode transferir ou eliminar os próprios dados nas definições da conta.',
      ],
    },
    ACCOUNT_DELETED: {
      subject: 'A sua conta da Football Academy foi eliminada',
      paragraphs: [
        'Olá {name},',
        'A sua conta da Football Academy e os seus dados pessoais foram eliminados em {date}. Qualquer subscrição com cartão foi cancelada e não voltará a ser cobrada. Os recibos de pagamentos anteriores são guardados para a contabilidade, sem o seu nome nem o seu e-mail.',
        'Pode registar-se novamente quando quiser.',
      ],
    },
    INACTIVITY_WARNING: {
      subject: 'A sua conta da Football Academy vai ser eliminada',
      paragraphs: [
        'Olá {name},',
        'Não entra na Football Academy há um ano. Como promete a nossa política de privacidade, eliminamos as contas inativas: a sua será eliminada depois de {deadline}, a não ser que entre antes disso.',
        'Para manter a sua conta, basta iniciar sessão: {url}',
      ],
    },
  },
};

const LOCALES: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE', fr: 'fr-FR', pt: 'pt-PT' };

/** A date as the mail's language writes it (UTC). */
export function mailDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** One of the privacy mails in `language`: in the mailer's one layout. */
export function privacyMail(
  kind: Kind,
  language: Language,
  to: string,
  values: Record<string, string>,
): MailMessage {
  return draftFromTexts(TEXTS, kind, language, to, values);
}
