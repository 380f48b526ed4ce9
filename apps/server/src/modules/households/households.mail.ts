import type { Language } from '@academy/contract';
import { draftFromTexts, type MailTexts } from '../../integrations/mail/layout.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

type Kind = 'LINK_REQUEST' | 'INVITATION' | 'HANDOVER' | 'GUARDIAN_REMOVED';

/** Paragraphs; `{name}`, `{child}`, `{asker}`, `{url}` are filled in. */
type Texts = MailTexts;

const TEXTS: Record<Language, Record<Kind, Texts>> = {
  en: {
    LINK_REQUEST: {
      subject: '{asker} asks to follow {child} at Football Academy',
      paragraphs: [
        'Hello {name},',
        '{asker} tried to add a child with the same name and date of birth as {child} and asks to become one of {child}’s guardians. As the payer you decide: approve only if {asker} is {child}’s parent or guardian.',
        'Open your family page to approve or decline: {url}',
        'Until you answer, {asker} sees nothing of {child}.',
      ],
    },
    INVITATION: {
      subject: '{asker} invites you to follow your children at Football Academy',
      paragraphs: [
        'Hello,',
        '{asker} invites you to join their family at Football Academy as a parent or guardian. You will see the children’s training, coach feedback and clips, answer for events and give consents. {asker} stays the payer.',
        'Sign in or create an account with this e-mail address, then accept here: {url}',
        'The link works once and for 7 days. If you do not know {asker}, you can ignore this e-mail.',
      ],
    },
    HANDOVER: {
      subject: 'Your Football Academy account is yours now',
      paragraphs: [
        'Hello {child},',
        '{asker} hands you your own Football Academy account. Choose a password here and sign in with this e-mail address from now on: {url}',
        'Your parents or guardians can still see your training until you are 18.',
        'The link works once and for 7 days.',
      ],
    },
    GUARDIAN_REMOVED: {
      subject: '{child} ended your access at Football Academy',
      paragraphs: [
        'Hello {name},',
        '{child} is 18 now and has removed you as a guardian of their Football Academy account. You no longer see their training, feedback or clips, and you get no mail about them.',
        'Nothing else in your own account changes. If you think this is a mistake, talk to {child}.',
      ],
    },
  },
  sv: {
    LINK_REQUEST: {
      subject: '{asker} vill följa {child} hos Football Academy',
      paragraphs: [
        'Hej {name}!',
        '{asker} försökte lägga till ett barn med samma namn och födelsedatum som {child} och vill bli en av vårdnadshavarna för {child}. Som betalare bestämmer du: godkänn bara om {asker} är förälder eller vårdnadshavare till {child}.',
        'Öppna din familjesida för att godkänna eller avböja: {url}',
        'Tills du svarar ser {asker} ingenting om {child}.',
      ],
    },
    INVITATION: {
      subject: '{asker} bjuder in dig att följa era barn hos Football Academy',
      paragraphs: [
        'Hej!',
        '{asker} bjuder in dig till sin familj hos Football Academy som förälder eller vårdnadshavare. Du ser barnens träning, tränarens återkoppling och klipp, svarar för aktiviteter och ger samtycken. {asker} är fortfarande den som betalar.',
        'Logga in eller skapa ett konto med den här e-postadressen och tacka sedan ja här: {url}',
        'Länken fungerar en gång och i 7 dagar. Om du inte känner {asker} kan du bortse från det här mejlet.',
      ],
    },
    HANDOVER: {
      subject: 'Ditt konto hos Football Academy är ditt nu',
      paragraphs: [
        'Hej {child}!',
        '{asker} lämnar över ditt eget konto hos Football Academy till dig. Välj ett lösenord här och logga in med den här e-postadressen från och med nu: {url}',
        'Dina föräldrar eller vårdnadshavare kan fortfarande se din träning tills du fyller 18.',
        'Länken fungerar en gång och i 7 dagar.',
      ],
    },
    GUARDIAN_REMOVED: {
      subject: '{child} har avslutat din åtkomst hos Football Academy',
      paragraphs: [
        'Hej {name}!',
        '{child} är 18 år nu och har tagit bort dig som vårdnadshavare för sitt konto hos Football Academy. Du ser inte längre hens träning, återkoppling eller klipp och får inga mejl om hen.',
        'Inget annat i ditt eget konto ändras. Om du tror att det är ett misstag kan du prata med {child}.',
      ],
    },
  },
  fr: {
    LINK_REQUEST: {
      subject: '{asker} demande à suivre {child} sur Football Academy',
      paragraphs: [
        'Bonjour {name},',
        '{asker} a essayé d’ajouter un enfant portant le même nom et la même date de naissance que {child} et demande à devenir l’un des responsables de {child}. En tant que payeur, vous décidez : n’acceptez que si {asker} est parent ou responsable légal de {child}.',
        'Ouvrez votre page famille pour accepter ou refuser : {url}',
        'Tant que vous n’avez pas répondu, {asker} ne voit rien de {child}.',
      ],
    },
    INVITATION: {
      subject: '{asker} vous invite à suivre vos enfants sur Football Academy',
      paragraphs: [
        'Bonjour,',
        '{asker} vous invite à rejoindre sa famille sur Football Academy en tant que parent ou responsable légal. Vous verrez l’entraînement des enfants, les retours de l’entraîneur et les vidéos, répondrez aux événements et donnerez les consentements. {asker} reste le payeur.',
        'Connectez-vous ou créez un compte avec cette adresse e-mail, puis acceptez ici : {url}',
        'Le lien fonctionne une fois et pendant 7 jours. Si vous ne connaissez pas {asker}, ignorez cet e-mail.',
      ],
    },
    HANDOVER: {
      subject: 'Votre compte Football Academy est désormais à vous',
      paragraphs: [
        'Bonjour {child},',
        '{asker} vous confie votre propre compte Football Academy. Choisissez un mot de passe ici et connectez-vous désormais avec cette adresse e-mail : {url}',
        'Vos parents ou responsables légaux peuvent encore voir votre entraînement jusqu’à vos 18 ans.',
        'Le lien fonctionne une fois et pendant 7 jours.',
      ],
    },
    GUARDIAN_REMOVED: {
      subject: '{child} a mis fin à votre accès à Football Academy',
      paragraphs: [
        'Bonjour {name},',
        '{child} a maintenant 18 ans et vous a retiré comme responsable de son compte Football Academy. Vous ne voyez plus ses entraînements, ses retours ni ses vidéos, et vous ne recevez plus d’e-mails à son sujet.',
        'Rien d’autre ne change dans votre propre compte. Si vous pensez qu’il s’agit d’une erreur, parlez-en avec {child}.',
      ],
    },
  },
  pt: {
    LINK_REQUEST: {
      subject: '{asker} pede para acompanhar {child} na Football Academy',
      paragraphs: [
        'Olá {name},',
        '{asker} tentou adicionar uma criança com o mesmo nome e data de nascimento de {child} e pede para se tornar um dos responsáveis por {child}. Como pagador, decide: aprove apenas se {asker} for pai, mãe ou responsável por {child}.',
        'Abra a sua página de família para aprovar ou recusar: {url}',
        'Até responder, {asker} não vê nada de {child}.',
      ],
    },
    INVITATION: {
      subject: '{asker} convida-o a acompanhar os seus filhos na Football Academy',
      paragraphs: [
        'Olá,',
        '{asker} convida-o a entrar na família na Football Academy como pai, mãe ou responsável. Verá o treino das crianças, o feedback do treinador e os vídeos, responderá pelos eventos e dará os consentimentos. {asker} continua a ser o pagador.',
        'Inicie sessão ou crie uma conta com este endereço de e-mail e aceite aqui: {url}',
        'A ligação funciona uma única vez, durante 7 dias. Se não conhece {asker}, ignore este e-mail.',
      ],
    },
    HANDOVER: {
      subject: 'A sua conta da Football Academy agora é sua',
      paragraphs: [
        'Olá {child},',
        '{asker} entrega-lhe a sua própria conta da Football Academy. Escolha aqui uma palavra-passe e, a partir de agora, inicie sessão com este endereço de e-mail: {url}',
        'Os seus pais ou responsáveis ainda podem ver o seu treino até fazer 18 anos.',
        'A ligação funciona uma única vez, durante 7 dias.',
      ],
    },
    GUARDIAN_REMOVED: {
      subject: '{child} terminou o seu acesso na Football Academy',
      paragraphs: [
        'Olá {name},',
        '{child} tem agora 18 anos e removeu-o como responsável da sua conta da Football Academy. Deixa de ver os treinos, o feedback e os vídeos e não recebe mais e-mails sobre {child}.',
        'Nada mais muda na sua própria conta. Se acha que se trata de um erro, fale com {child}.',
      ],
    },
  },
};

/** One of the household mails in `language`: in the mailer's one layout. */
export function householdMail(
  kind: Kind,
  language: Language,
  to: string,
  values: Record<string, string>,
): MailMessage {
  return draftFromTexts(TEXTS, kind, language, to, values);
}
