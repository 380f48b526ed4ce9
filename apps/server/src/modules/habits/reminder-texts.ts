import type { Language } from '@academy/contract';

/** The reminders the job sends; a new kind is a text here and a source in reminders.job.ts. */
export const REMINDER_KINDS = ['GOAL_WITHIN_REACH', 'ASSIGNMENT_DUE', 'TRAINING_CHANGED'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

interface ReminderText {
  /** `{name}`, `{done}`, `{goal}`, `{title}`, `{when}` are filled in. */
  title: string;
  body: string;
}

/**
 * Kind words only: a reminder invites, it never threatens a loss (reminders.test.ts checks every
 * text against BANNED_PHRASES).
 */
export const REMINDER_TEXTS: Record<Language, Record<ReminderKind, ReminderText>> = {
  en: {
    GOAL_WITHIN_REACH: {
      title: 'Your week’s goal is within reach',
      body: '{name}, {done} of {goal} sessions done this week. Fancy one more when it suits you?',
    },
    ASSIGNMENT_DUE: {
      title: 'For tomorrow: {title}',
      body: '{name}, your coach’s task {title} is planned for tomorrow. Have fun with it!',
    },
    TRAINING_CHANGED: {
      title: 'Training changed: {title}',
      body: '{name}, {title} is now {when}. See you there!',
    },
  },
  sv: {
    GOAL_WITHIN_REACH: {
      title: 'Veckans mål är nära',
      body: '{name}, {done} av {goal} pass klara den här veckan. Sugen på ett till när det passar dig?',
    },
    ASSIGNMENT_DUE: {
      title: 'Till i morgon: {title}',
      body: '{name}, tränarens uppgift {title} är planerad till i morgon. Ha kul med den!',
    },
    TRAINING_CHANGED: {
      title: 'Träningen har ändrats: {title}',
      body: '{name}, {title} är nu {when}. Vi ses där!',
    },
  },
  fr: {
    GOAL_WITHIN_REACH: {
      title: 'L’objectif de la semaine est à portée de main',
      body: '{name}, {done} séances sur {goal} faites cette semaine. Envie d’une autre quand cela vous convient ?',
    },
    ASSIGNMENT_DUE: {
      title: 'Pour demain : {title}',
      body: '{name}, la tâche de votre entraîneur {title} est prévue pour demain. Amusez-vous bien !',
    },
    TRAINING_CHANGED: {
      title: 'Entraînement modifié : {title}',
      body: '{name}, {title} a lieu désormais {when}. À bientôt !',
    },
  },
  pt: {
    GOAL_WITHIN_REACH: {
      title: 'O objetivo da semana está ao seu alcance',
      body: '{name}, {done} de {goal} sessões feitas esta semana. Que tal mais uma quando lhe for conveniente?',
    },
    ASSIGNMENT_DUE: {
      title: 'Para amanhã: {title}',
      body: '{name}, a tarefa do seu treinador {title} está prevista para amanhã. Divirta-se!',
    },
    TRAINING_CHANGED: {
      title: 'Treino alterado: {title}',
      body: '{name}, {title} é agora {when}. Até lá!',
    },
  },
};

/** The reminder mail's closing line: where to change reminders. */
export const REMINDER_FOOTER: Record<Language, string> = {
  en: 'You chose to get reminders. Change them on your account page: {url}',
  sv: 'Du har valt att få påminnelser. Ändra dem på din kontosida: {url}',
  fr: 'Vous avez choisi de recevoir des rappels. Modifiez-les sur la page de votre compte : {url}',
  pt: 'Escolheu receber lembretes. Altere-os na página da sua conta: {url}',
};

interface DigestText {
  subject: string;
  /** `{name}`, `{week}` (the week's Monday). */
  intro: string;
  /** `{child}`, `{done}`, `{goal}`, `{run}`. */
  met: string;
  notMet: string;
  frozen: string;
  /** `{url}`: the one-click unsubscribe link. */
  footer: string;
}

export const DIGEST_TEXTS: Record<Language, DigestText> = {
  en: {
    subject: 'Your weekly picture from Football Academy',
    intro: 'Hello {name}, here is the week that began on {week}:',
    met: '{child}: {done} of {goal} sessions, goal met. Weeks met in a row: {run}.',
    notMet: '{child}: {done} of {goal} sessions.',
    frozen: '{child}: a rest week.',
    footer: 'You get this mail each Monday. Stop the weekly picture: {url}',
  },
  sv: {
    subject: 'Veckans bild från Football Academy',
    intro: 'Hej {name}! Så här gick veckan som började {week}:',
    met: '{child}: {done} av {goal} pass, målet nått. Veckor i rad med nått mål: {run}.',
    notMet: '{child}: {done} av {goal} pass.',
    frozen: '{child}: en vilovecka.',
    footer: 'Du får det här mejlet varje måndag. Sluta få veckans bild: {url}',
  },
  fr: {
    subject: 'Votre point de la semaine, Football Academy',
    intro: 'Bonjour {name}, voici la semaine qui a commencé le {week} :',
    met: '{child} : {done} séances sur {goal}, objectif atteint. Semaines d’affilée avec l’objectif atteint : {run}.',
    notMet: '{child} : {done} séances sur {goal}.',
    frozen: '{child} : une semaine de repos.',
    footer: 'Vous recevez cet e-mail chaque lundi. Ne plus recevoir le point de la semaine : {url}',
  },
  pt: {
    subject: 'O seu resumo semanal da Football Academy',
    intro: 'Olá {name}, eis a semana que começou a {week}:',
    met: '{child}: {done} de {goal} sessões, objetivo alcançado. Semanas seguidas com o objetivo alcançado: {run}.',
    notMet: '{child}: {done} de {goal} sessões.',
    frozen: '{child}: uma semana de descanso.',
    footer: 'Recebe este e-mail todas as segundas-feiras. Deixar de receber o resumo semanal: {url}',
  },
};

/** The page behind the unsubscribe link: a question with one button, then the answer. */
export const UNSUBSCRIBE_TEXTS: Record<Language, { question: string; button: string; done: string }> = {
  en: {
    question: 'Stop the weekly picture mail?',
    button: 'Stop the weekly mail',
    done: 'Done: you will no longer get the weekly picture. You can turn it on again on your account page.',
  },
  sv: {
    question: 'Sluta få veckans bild?',
    button: 'Sluta få veckomejlet',
    done: 'Klart: du får inte längre veckans bild. Du kan slå på den igen på din kontosida.',
  },
  fr: {
    question: 'Ne plus recevoir le point de la semaine ?',
    button: 'Ne plus recevoir l’e-mail',
    done: 'C’est fait : vous ne recevrez plus le point de la semaine. Vous pouvez le réactiver sur la page de votre compte.',
  },
  pt: {
    question: 'Deixar de receber o resumo semanal?',
    button: 'Deixar de receber o e-mail',
    done: 'Feito: deixará de receber o resumo semanal. Pode voltar a ativá-lo na página da sua conta.',
  },
};

/** Loss-framed words and phrases no reminder may use, per language (lower case, matched in the text). */
export const BANNED_PHRASES: Record<Language, readonly string[]> = {
  en: [
    'lose',
    'losing',
    'lost',
    'streak',
    'break',
    'miss',
    'last chance',
    'hurry',
    'too late',
    'fail',
    'don’t let',
    "don't let",
    'disappoint',
  ],
  sv: ['förlora', 'tappa', 'missa', 'sista chansen', 'svit', 'skynda', 'för sent', 'misslyck', 'svik'],
  fr: [
    'perdre',
    'perdu',
    'rater',
    'manquer',
    'dernière chance',
    'série',
    'dépêchez',
    'trop tard',
    'échou',
    'décevoir',
  ],
  pt: [
    'perder',
    'perdid',
    'falhar',
    'última chance',
    'última oportunidade',
    'sequência',
    'apresse',
    'tarde demais',
    'desilud',
  ],
};
