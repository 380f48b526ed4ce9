import type { Language } from '@academy/contract';
import type { LocalizedText } from './types.ts';

/** A framing step every session of a band shares, and the minutes it adds to the session. */
export interface FramingStep {
  text: LocalizedText;
  minutes: number;
}

export interface BandFraming {
  warmUp: FramingStep;
  coolDown: FramingStep;
}

/** How a warm-up / cool-down step begins in each language (the shared ones and sessions' own). */
export const WARM_UP_START: Readonly<Record<Language, RegExp>> = {
  en: /^(?:Warm[- ]?up|Get ready)/i,
  sv: /^(?:Värm upp|Uppvärmning|Förberedelse)/i,
  fr: /^(?:Échauffe|Préparation)/i,
  pt: /^(?:Aqueç|Aquece|Aquecimento|Preparação)/i,
};
export const COOL_DOWN_START: Readonly<Record<Language, RegExp>> = {
  en: /^(?:Cool[- ]?down|To finish)/i,
  sv: /^(?:Nedvarvning|Varva ner|Avslutning)/i,
  fr: /^(?:Retour au calme|Pour finir)/i,
  pt: /^(?:Retorno à calma|Para terminar)/i,
};

const B1: BandFraming = {
  warmUp: {
    minutes: 3,
    text: {
      en: 'Warm-up (3 minutes): dribble your ball slowly around your play area. After every 10 touches, stop the ball with your sole, do 5 star jumps, then hop like a frog once around your ball.',
      sv: 'Uppvärmning (3 minuter): dribbla lugnt runt på lekytan. Efter var tionde tillslag stoppar du bollen med sulan och gör 5 stjärnhopp, sedan hoppar du som en groda ett varv runt bollen.',
      fr: 'Échauffement (3 minutes) : conduis tranquillement ton ballon dans la zone de jeu. Toutes les 10 touches, arrête le ballon avec la semelle, fais 5 sauts en étoile, puis fais le tour du ballon en sautant comme une grenouille.',
      pt: 'Aquecimento (3 minutos): conduz a bola devagar pela zona de jogo. A cada 10 toques, para a bola com a sola, faz 5 saltos em estrela e dá uma volta à bola aos saltos, como um sapo.',
    },
  },
  coolDown: {
    minutes: 2,
    text: {
      en: 'Cool-down (2 minutes): walk slowly with the ball in your hands, take 3 big breaths, stretch up tall like a tree, then touch your toes. Have a drink of water.',
      sv: 'Nedvarvning (2 minuter): gå lugnt med bollen i händerna, ta 3 djupa andetag, sträck på dig som ett högt träd och nudda sedan tårna. Drick lite vatten.',
      fr: 'Retour au calme (2 minutes) : marche lentement, le ballon dans les mains, respire 3 fois profondément, grandis-toi comme un arbre, puis touche tes orteils. Bois un peu d’eau.',
      pt: 'Retorno à calma (2 minutos): caminha devagar com a bola nas mãos, respira fundo 3 vezes, estica-te bem alto como uma árvore e depois toca nos dedos dos pés. Bebe um pouco de água.',
    },
  },
};

const B2: BandFraming = {
  warmUp: {
    minutes: 5,
    text: {
      en: 'Warm-up (5 minutes): jog for 1 minute with the ball at your feet. Then, over 10 m and back: skips, side steps and heel flicks. Do 5 slow squats and 5 forward lunges per leg, stand on one leg for 15 seconds per leg, and finish with 3 short accelerations over 10 m.',
      sv: 'Uppvärmning (5 minuter): jogga 1 minut med bollen vid fötterna. Sedan 10 meter fram och tillbaka: skipping, sidsteg och hälspark. Gör 5 lugna knäböj och 5 utfallssteg per ben, stå på ett ben i 15 sekunder per ben och avsluta med 3 korta accelerationer på 10 meter.',
      fr: 'Échauffement (5 minutes) : trottine 1 minute, le ballon au pied. Puis, sur 10 m aller-retour : montées de genoux, pas chassés et talons-fesses. Fais 5 squats lents et 5 fentes avant par jambe, tiens 15 secondes sur une jambe de chaque côté, et termine par 3 courtes accélérations sur 10 m.',
      pt: 'Aquecimento (5 minutos): corre devagar durante 1 minuto com a bola nos pés. Depois, 10 m para lá e para cá: skipping, deslocamentos laterais e calcanhares ao rabo. Faz 5 agachamentos lentos e 5 afundos à frente por perna, fica 15 segundos num só pé de cada lado e termina com 3 acelerações curtas de 10 m.',
    },
  },
  coolDown: {
    minutes: 3,
    text: {
      en: 'Cool-down (3 minutes): jog slowly, then walk for a minute. Stretch the front and back of your thighs and your calves, 20 seconds per leg, and drink some water.',
      sv: 'Nedvarvning (3 minuter): jogga lugnt och gå sedan en minut. Stretcha fram- och baksida lår och vader, 20 sekunder per ben, och drick lite vatten.',
      fr: 'Retour au calme (3 minutes) : trottine lentement, puis marche une minute. Étire l’avant et l’arrière de tes cuisses et tes mollets, 20 secondes par jambe, et bois un peu d’eau.',
      pt: 'Retorno à calma (3 minutos): corre devagar e depois caminha um minuto. Alonga a parte da frente e de trás das coxas e os gémeos, 20 segundos por perna, e bebe um pouco de água.',
    },
  },
};

const ELEVEN_PLUS: FramingStep = {
  minutes: 8,
  text: {
    en: 'Warm-up (8 minutes, like FIFA 11+): 2 minutes of easy jogging; over 15 m and back: hip out, hip in, side shuffles and skips. Then 10 squats, 5 lunges per leg, a 30-second plank and a 20-second side plank on each side, and 3 runs over 20 m building up to 80 % of your speed.',
    sv: 'Uppvärmning (8 minuter, som FIFA 11+): 2 minuter lätt jogg; 15 meter fram och tillbaka: höft ut, höft in, sidledsförflyttning och skipping. Sedan 10 knäböj, 5 utfallssteg per ben, 30 sekunder planka och 20 sekunder sidoplanka per sida, och 3 löpningar på 20 meter som du bygger upp till 80 % av din fart.',
    fr: 'Échauffement (8 minutes, comme le FIFA 11+) : 2 minutes de footing léger ; sur 15 m aller-retour : ouverture de hanche, fermeture de hanche, pas chassés et montées de genoux. Puis 10 squats, 5 fentes par jambe, 30 secondes de gainage ventral et 20 secondes de gainage latéral de chaque côté, et 3 courses de 20 m en accélérant jusqu’à 80 % de votre vitesse.',
    pt: 'Aquecimento (8 minutos, como o FIFA 11+): 2 minutos de corrida leve; 15 m para lá e para cá: abrir a anca, fechar a anca, deslocamentos laterais e skipping. Depois 10 agachamentos, 5 afundos por perna, 30 segundos de prancha e 20 segundos de prancha lateral de cada lado, e 3 corridas de 20 m a acelerar até 80 % da velocidade máxima.',
  },
};

const B3: BandFraming = {
  warmUp: ELEVEN_PLUS,
  coolDown: {
    minutes: 5,
    text: {
      en: 'Cool-down (5 minutes): 2 minutes of easy jogging and walking, then stretch your hamstrings, thighs, calves and hips, 30 seconds each side. Drink, and notice whether anything hurts: tell your coach if a pain lasts.',
      sv: 'Nedvarvning (5 minuter): 2 minuter lätt jogg och gång, stretcha sedan baksida lår, framsida lår, vader och höfter, 30 sekunder per sida. Drick, och känn efter om något gör ont: säg till din tränare om en smärta sitter i.',
      fr: 'Retour au calme (5 minutes) : 2 minutes de footing léger et de marche, puis étirez les ischio-jambiers, les quadriceps, les mollets et les hanches, 30 secondes de chaque côté. Buvez, et vérifiez si quelque chose vous fait mal : prévenez votre entraîneur si une douleur persiste.',
      pt: 'Retorno à calma (5 minutos): 2 minutos de corrida leve e caminhada, depois alongue os isquiotibiais, os quadríceps, os gémeos e as ancas, 30 segundos de cada lado. Beba água e repare se alguma coisa dói: diga ao treinador se uma dor persistir.',
    },
  },
};

const B4: BandFraming = {
  warmUp: ELEVEN_PLUS,
  coolDown: {
    minutes: 5,
    text: {
      en: 'Cool-down (5 minutes): 2 minutes of easy jogging or cycling, then stretch your hamstrings, thighs, calves and hips, 30 seconds each side. Drink, and rate how hard the session felt from 1 to 10.',
      sv: 'Nedvarvning (5 minuter): 2 minuter lätt jogg eller cykling, stretcha sedan baksida lår, framsida lår, vader och höfter, 30 sekunder per sida. Drick, och skatta hur tungt passet kändes från 1 till 10.',
      fr: 'Retour au calme (5 minutes) : 2 minutes de footing léger ou de vélo, puis étirez les ischio-jambiers, les quadriceps, les mollets et les hanches, 30 secondes de chaque côté. Buvez, et notez de 1 à 10 la difficulté ressentie de la séance.',
      pt: 'Retorno à calma (5 minutos): 2 minutos de corrida leve ou bicicleta, depois alongue os isquiotibiais, os quadríceps, os gémeos e as ancas, 30 segundos de cada lado. Beba água e avalie de 1 a 10 quão duro foi o treino.',
    },
  },
};

/** Analysis and planning at a desk: a short start and finish instead of a warm-up and cool-down. */
export const DESK_FRAMING: BandFraming = {
  warmUp: {
    minutes: 2,
    text: {
      en: 'Get ready (2 minutes): find a quiet place, sit comfortably, and write down today’s date and one question you want this session to answer.',
      sv: 'Förberedelse (2 minuter): hitta en lugn plats, sätt dig bekvämt och skriv ner dagens datum och en fråga som du vill att passet ska besvara.',
      fr: 'Préparation (2 minutes) : installez-vous au calme et notez la date du jour et une question à laquelle cette séance doit répondre.',
      pt: 'Preparação (2 minutos): procure um sítio calmo, sente-se confortavelmente e escreva a data de hoje e uma pergunta a que este treino deve responder.',
    },
  },
  coolDown: {
    minutes: 3,
    text: {
      en: 'To finish (3 minutes): stand up, walk and stretch your back and hips, then read your notes back and circle the one thing you will try at your next training.',
      sv: 'Avslutning (3 minuter): ställ dig upp, gå en stund och sträck på rygg och höfter, läs sedan igenom dina anteckningar och ringa in det du ska prova på nästa träning.',
      fr: 'Pour finir (3 minutes) : levez-vous, marchez et étirez le dos et les hanches, puis relisez vos notes et entourez la chose que vous essaierez au prochain entraînement.',
      pt: 'Para terminar (3 minutos): levante-se, caminhe e alongue as costas e as ancas; depois releia as notas e sublinhe a coisa que vai experimentar no próximo treino.',
    },
  },
};

/** The shared warm-up and cool-down of each band, suited to its age. */
export const BAND_FRAMING: Readonly<Record<string, BandFraming>> = { b1: B1, b2: B2, b3: B3, b4: B4 };
