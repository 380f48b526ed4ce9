import type { ChallengeBetter, ChallengeUnit } from '@academy/contract';
import type { ProgramAgeGroupId } from './programs.ts';
import type { LocalizedList, LocalizedText } from './sessions/types.ts';

/**
 * The academy's skill challenges: short tests a child and a parent run at home with a ball, a few
 * markers and a phone's timer, scored bronze, silver or gold against marks set by age group. The
 * model is the DFB's Fußballabzeichen: the same few stations at every age, the marks rising with
 * age. Marks are [bronze, silver, gold]; for a LOWER-is-better challenge (a time) bronze is the
 * slowest. The child is addressed informally (du, tu, tu) in every language. Data only: the seed
 * (db/seed-challenges.ts) writes it, and a program changed in the academy console keeps its own.
 */

export type Marks = readonly [bronze: number, silver: number, gold: number];

export interface ChallengeContent {
  /** Stable identifier for idempotent seeding; never change once written. */
  key: string;
  title: LocalizedText;
  /** One sentence: what it tests. */
  description: LocalizedText;
  /** How to run it, in order; the same number of steps in every language. */
  steps: LocalizedList;
  unit: ChallengeUnit;
  better: ChallengeBetter;
  /** The countdown of a COUNT within a time; null when the attempt lasts as long as it lasts. */
  timeLimitSeconds: number | null;
  /** The highest value a result may have (10 of 10 shots; no one juggles 5,000 times at home). */
  maxValue: number;
  /** The age groups it is set for, with their marks. */
  marks: Partial<Record<ProgramAgeGroupId, Marks>>;
}

const ADULT_MARKS = <T>(marks: T) => ({ U18: marks, U19: marks, SENIOR: marks });

export const CHALLENGES: readonly ChallengeContent[] = [
  {
    key: 'toe-taps',
    title: {
      en: 'Toe taps in 30 seconds',
      sv: 'Bolltramp på 30 sekunder',
      fr: 'Touches de semelle en 30 secondes',
      pt: 'Toques de sola em 30 segundos',
    },
    description: {
      en: 'How many times can you tap the top of the ball with the sole of your foot, changing feet each time, in 30 seconds?',
      sv: 'Hur många gånger kan du trampa lätt på bollen med fotsulan, och byta fot varje gång, på 30 sekunder?',
      fr: 'Combien de fois peux-tu toucher le dessus du ballon avec la semelle, en changeant de pied à chaque fois, en 30 secondes ?',
      pt: 'Quantas vezes consegues tocar em cima da bola com a sola do pé, trocando de pé de cada vez, em 30 segundos?',
    },
    steps: {
      en: [
        'Put the ball in front of you on flat ground. A parent or a friend holds a phone with a 30-second timer.',
        'On “go”, tap the top of the ball with the sole of one foot, then the other, as fast as you can. The ball stays still.',
        'Count every tap out loud (or your helper counts). Stop when the timer rings.',
        'If the ball rolls away, bring it back and keep counting. Write down your number.',
      ],
      sv: [
        'Lägg bollen framför dig på plant underlag. En förälder eller en kompis håller i en mobil med en timer på 30 sekunder.',
        'På ”kör” trampar du lätt ovanpå bollen med fotsulan, först med ena foten och sedan med den andra, så snabbt du kan. Bollen ska ligga still.',
        'Räkna varje tramp högt (eller låt din hjälpare räkna). Sluta när timern ringer.',
        'Rullar bollen iväg hämtar du den och fortsätter räkna. Skriv upp ditt resultat.',
      ],
      fr: [
        'Pose le ballon devant toi sur un sol plat. Un parent ou un ami tient un téléphone avec un minuteur de 30 secondes.',
        'Au signal, touche le dessus du ballon avec la semelle d’un pied, puis de l’autre, le plus vite possible. Le ballon reste immobile.',
        'Compte chaque touche à voix haute (ou ton aide compte). Arrête-toi quand le minuteur sonne.',
        'Si le ballon roule, ramène-le et continue à compter. Note ton résultat.',
      ],
      pt: [
        'Põe a bola à tua frente num chão plano. Um adulto ou um amigo segura um telemóvel com um temporizador de 30 segundos.',
        'Ao sinal, toca em cima da bola com a sola de um pé e depois do outro, o mais depressa que conseguires. A bola fica parada.',
        'Conta cada toque em voz alta (ou quem te ajuda conta). Para quando o temporizador tocar.',
        'Se a bola fugir, vai buscá-la e continua a contar. Aponta o teu resultado.',
      ],
    },
    unit: 'COUNT',
    better: 'HIGHER',
    timeLimitSeconds: 30,
    maxValue: 200,
    marks: {
      U7: [20, 30, 40],
      U8: [25, 35, 45],
      U9: [30, 40, 50],
      U10: [35, 45, 55],
      U11: [40, 50, 60],
      U12: [45, 55, 65],
    },
  },
  {
    key: 'bounce-juggle',
    title: {
      en: 'Bounce juggling',
      sv: 'Studsjonglering',
      fr: 'Jonglage avec rebond',
      pt: 'Toques com ressalto',
    },
    description: {
      en: 'Kick the ball up, let it bounce once, kick it up again: how many kicks in a row?',
      sv: 'Sparka upp bollen, låt den studsa en gång och sparka upp den igen: hur många sparkar i rad klarar du?',
      fr: 'Frappe le ballon vers le haut, laisse-le rebondir une fois, frappe-le encore : combien de touches d’affilée ?',
      pt: 'Dá um toque na bola para cima, deixa-a saltar uma vez no chão e volta a tocar-lhe: quantos toques seguidos consegues?',
    },
    steps: {
      en: [
        'Find a flat spot with room around you. Hold the ball and drop it.',
        'After it bounces once, kick it gently up with your foot (or your thigh). Let it bounce once again and kick again.',
        'Count each kick. The try ends when the ball bounces twice or you catch it.',
        'Have three tries and keep your best number.',
      ],
      sv: [
        'Hitta en plan plats med gott om utrymme runt dig. Håll bollen och släpp den.',
        'När den har studsat en gång sparkar du lätt upp den med foten (eller låret). Låt den studsa en gång till och sparka igen.',
        'Räkna varje spark. Försöket är slut när bollen studsar två gånger eller när du fångar den.',
        'Gör tre försök och spara ditt bästa resultat.',
      ],
      fr: [
        'Trouve un endroit plat avec de la place autour de toi. Tiens le ballon et lâche-le.',
        'Après un rebond, frappe-le doucement vers le haut avec le pied (ou la cuisse). Laisse-le rebondir encore une fois et recommence.',
        'Compte chaque touche. L’essai s’arrête quand le ballon rebondit deux fois ou quand tu l’attrapes.',
        'Fais trois essais et garde ton meilleur résultat.',
      ],
      pt: [
        'Procura um sítio plano com espaço à tua volta. Segura a bola e deixa-a cair.',
        'Depois de saltar uma vez, toca-lhe com suavidade para cima com o pé (ou a coxa). Deixa-a saltar mais uma vez e volta a tocar.',
        'Conta cada toque. A tentativa acaba quando a bola salta duas vezes ou quando a apanhas.',
        'Faz três tentativas e guarda o teu melhor resultado.',
      ],
    },
    unit: 'COUNT',
    better: 'HIGHER',
    timeLimitSeconds: null,
    maxValue: 1000,
    marks: { U7: [3, 6, 10], U8: [5, 10, 16], U9: [8, 15, 25] },
  },
  {
    key: 'juggling',
    title: { en: 'Juggling', sv: 'Jonglering', fr: 'Jonglage', pt: 'Toques seguidos' },
    description: {
      en: 'Keep the ball in the air with your feet and thighs: how many touches in a row?',
      sv: 'Håll bollen i luften med fötterna och låren: hur många tillslag i rad klarar du?',
      fr: 'Garde le ballon en l’air avec les pieds et les cuisses : combien de touches d’affilée ?',
      pt: 'Mantém a bola no ar com os pés e as coxas: quantos toques seguidos consegues?',
    },
    steps: {
      en: [
        'Find a flat spot with room around you. Start with the ball in your hands or lift it up with your foot.',
        'Keep it up with your feet and thighs. Count every touch out loud.',
        'The try ends when the ball touches the ground (or your hands or arms).',
        'Have three tries and keep your best number. A parent can count too.',
      ],
      sv: [
        'Hitta en plan plats med gott om utrymme runt dig. Börja med bollen i händerna eller lyft upp den med foten.',
        'Håll den i luften med fötterna och låren. Räkna varje tillslag högt.',
        'Försöket är slut när bollen nuddar marken (eller dina händer eller armar).',
        'Gör tre försök och spara ditt bästa resultat. En förälder kan också räkna.',
      ],
      fr: [
        'Trouve un endroit plat avec de la place autour de toi. Commence avec le ballon dans les mains ou soulève-le du pied.',
        'Garde-le en l’air avec les pieds et les cuisses. Compte chaque touche à voix haute.',
        'L’essai s’arrête quand le ballon touche le sol (ou tes mains ou tes bras).',
        'Fais trois essais et garde ton meilleur résultat. Un parent peut aussi compter.',
      ],
      pt: [
        'Procura um sítio plano com espaço à tua volta. Começa com a bola nas mãos ou levanta-a com o pé.',
        'Mantém-na no ar com os pés e as coxas. Conta cada toque em voz alta.',
        'A tentativa acaba quando a bola toca no chão (ou nas tuas mãos ou braços).',
        'Faz três tentativas e guarda o teu melhor resultado. Um adulto também pode contar.',
      ],
    },
    unit: 'COUNT',
    better: 'HIGHER',
    timeLimitSeconds: null,
    maxValue: 5000,
    marks: {
      U9: [3, 8, 15],
      U10: [5, 15, 30],
      U11: [10, 25, 50],
      U12: [15, 35, 75],
      U13: [20, 50, 100],
      U14: [25, 60, 120],
      U15: [30, 75, 150],
      U16: [35, 90, 180],
      U17: [40, 100, 200],
      ...ADULT_MARKS([40, 100, 200] as const),
    },
  },
  {
    key: 'slalom-dribble',
    title: {
      en: 'Slalom dribble',
      sv: 'Slalomdribbling',
      fr: 'Slalom balle au pied',
      pt: 'Slalom com bola',
    },
    description: {
      en: 'Dribble in and out of six markers and back as fast as you can, with the ball always close.',
      sv: 'Dribbla mellan sex markeringar och tillbaka så snabbt du kan, med bollen nära hela tiden.',
      fr: 'Dribble entre six repères et reviens le plus vite possible, le ballon toujours près du pied.',
      pt: 'Conduz a bola entre seis marcas e volta o mais depressa que conseguires, sempre com a bola perto do pé.',
    },
    steps: {
      en: [
        'Put six markers in a line, 2 metres apart (about three big steps of an adult). Shoes, bottles or cones all work. Mark a start line 2 metres before the first one.',
        'Stand behind the start line with the ball. Your helper says “go” and starts the phone’s stopwatch.',
        'Dribble in and out of every marker to the end, go round the last one and dribble straight back over the start line.',
        'Your helper stops the stopwatch when the ball crosses the start line. Missed a marker? Rest and run again.',
        'Have two runs and keep your best time.',
      ],
      sv: [
        'Ställ sex markeringar på en rad med 2 meters mellanrum (ungefär tre stora vuxensteg). Skor, flaskor eller koner fungerar. Markera en startlinje 2 meter före den första.',
        'Stå bakom startlinjen med bollen. Din hjälpare säger ”kör” och startar mobilens tidtagarur.',
        'Dribbla in och ut mellan alla markeringar till slutet, runda den sista och dribbla rakt tillbaka över startlinjen.',
        'Hjälparen stoppar klockan när bollen passerar startlinjen. Missade du en markering? Vila och gör om.',
        'Gör två lopp och spara din bästa tid.',
      ],
      fr: [
        'Place six repères en ligne, à 2 mètres l’un de l’autre (environ trois grands pas d’adulte). Des chaussures, des bouteilles ou des plots conviennent. Trace une ligne de départ 2 mètres avant le premier.',
        'Place-toi derrière la ligne de départ avec le ballon. Ton aide dit « partez » et lance le chronomètre du téléphone.',
        'Dribble entre tous les repères jusqu’au bout, contourne le dernier et reviens tout droit, balle au pied, jusqu’à la ligne de départ.',
        'Ton aide arrête le chronomètre quand le ballon franchit la ligne de départ. Un repère oublié ? Repose-toi et recommence.',
        'Fais deux passages et garde ton meilleur temps.',
      ],
      pt: [
        'Põe seis marcas em linha, a 2 metros umas das outras (cerca de três passos grandes de um adulto). Sapatos, garrafas ou cones servem. Marca uma linha de partida 2 metros antes da primeira.',
        'Fica atrás da linha de partida com a bola. Quem te ajuda diz «já» e liga o cronómetro do telemóvel.',
        'Conduz a bola entre todas as marcas até ao fim, contorna a última e volta a direito, com a bola, até passares a linha de partida.',
        'Quem te ajuda para o cronómetro quando a bola passa a linha de partida. Falhaste uma marca? Descansa e repete.',
        'Faz duas tentativas e guarda o teu melhor tempo.',
      ],
    },
    unit: 'SECONDS',
    better: 'LOWER',
    timeLimitSeconds: null,
    maxValue: 180,
    marks: {
      U7: [32, 26, 21],
      U8: [29, 24, 19.5],
      U9: [27, 22, 18],
      U10: [25, 20.5, 17],
      U11: [23, 19, 16],
      U12: [21.5, 18, 15],
      U13: [20, 17, 14.5],
      U14: [19, 16, 14],
      U15: [18, 15.5, 13.5],
      U16: [17.5, 15, 13],
      U17: [17, 14.5, 12.5],
      ...ADULT_MARKS([16.5, 14, 12] as const),
    },
  },
  {
    key: 'wall-passes',
    title: {
      en: 'Wall passes in 30 seconds',
      sv: 'Väggpassningar på 30 sekunder',
      fr: 'Passes contre un mur en 30 secondes',
      pt: 'Passes à parede em 30 segundos',
    },
    description: {
      en: 'How many passes against a wall can you make in 30 seconds from 3 metres?',
      sv: 'Hur många passningar mot en vägg hinner du på 30 sekunder från 3 meter?',
      fr: 'Combien de passes contre un mur peux-tu faire en 30 secondes, à 3 mètres ?',
      pt: 'Quantos passes contra uma parede consegues fazer em 30 segundos, a 3 metros?',
    },
    steps: {
      en: [
        'Find a solid wall with no windows. Mark a line 3 metres from it (about four big steps of an adult).',
        'Stand behind the line with the ball. Your helper starts a 30-second timer and says “go”.',
        'Pass the ball against the wall with the inside of your foot, control it and pass again. Both feet are allowed.',
        'Count every pass that hits the wall while you are behind the line. Stop when the timer rings.',
        'Have two tries and keep your best number.',
      ],
      sv: [
        'Hitta en stadig vägg utan fönster. Markera en linje 3 meter från den (ungefär fyra stora vuxensteg).',
        'Stå bakom linjen med bollen. Din hjälpare startar en timer på 30 sekunder och säger ”kör”.',
        'Passa bollen mot väggen med insidan av foten, ta emot den och passa igen. Båda fötterna får användas.',
        'Räkna varje passning som träffar väggen medan du står bakom linjen. Sluta när timern ringer.',
        'Gör två försök och spara ditt bästa resultat.',
      ],
      fr: [
        'Trouve un mur solide sans fenêtre. Trace une ligne à 3 mètres du mur (environ quatre grands pas d’adulte).',
        'Place-toi derrière la ligne avec le ballon. Ton aide lance un minuteur de 30 secondes et dit « partez ».',
        'Passe le ballon contre le mur de l’intérieur du pied, contrôle-le et repasse. Les deux pieds sont permis.',
        'Compte chaque passe qui touche le mur quand tu es derrière la ligne. Arrête-toi quand le minuteur sonne.',
        'Fais deux essais et garde ton meilleur résultat.',
      ],
      pt: [
        'Procura uma parede sólida sem janelas. Marca uma linha a 3 metros da parede (cerca de quatro passos grandes de um adulto).',
        'Fica atrás da linha com a bola. Quem te ajuda liga um temporizador de 30 segundos e diz «já».',
        'Passa a bola contra a parede com a parte de dentro do pé, controla-a e volta a passar. Podes usar os dois pés.',
        'Conta cada passe que bate na parede enquanto estás atrás da linha. Para quando o temporizador tocar.',
        'Faz duas tentativas e guarda o teu melhor resultado.',
      ],
    },
    unit: 'COUNT',
    better: 'HIGHER',
    timeLimitSeconds: 30,
    maxValue: 60,
    marks: {
      U7: [6, 10, 14],
      U8: [8, 12, 16],
      U9: [10, 14, 18],
      U10: [12, 16, 20],
      U11: [13, 17, 22],
      U12: [14, 18, 23],
      U13: [15, 20, 25],
      U14: [16, 21, 26],
      U15: [17, 22, 27],
      U16: [18, 23, 28],
      U17: [19, 24, 29],
      ...ADULT_MARKS([20, 25, 30] as const),
    },
  },
  {
    key: 'weak-foot-passes',
    title: {
      en: 'Weaker-foot wall passes',
      sv: 'Väggpassningar med svagare foten',
      fr: 'Passes contre un mur du pied faible',
      pt: 'Passes à parede com o pé mais fraco',
    },
    description: {
      en: 'Wall passes for 30 seconds from 3 metres, with your weaker foot only.',
      sv: 'Väggpassningar i 30 sekunder från 3 meter, bara med din svagare fot.',
      fr: 'Des passes contre un mur pendant 30 secondes, à 3 mètres, uniquement avec ton pied faible.',
      pt: 'Passes contra uma parede durante 30 segundos, a 3 metros, só com o pé mais fraco.',
    },
    steps: {
      en: [
        'Set up as for wall passes: a solid wall with no windows and a line 3 metres from it.',
        'Your helper starts a 30-second timer and says “go”.',
        'Control and pass only with your weaker foot (the one you kick with less).',
        'Count every pass with your weaker foot that hits the wall while you are behind the line. A pass with the other foot does not count.',
        'Have two tries and keep your best number.',
      ],
      sv: [
        'Ställ upp som för väggpassningar: en stadig vägg utan fönster och en linje 3 meter från den.',
        'Din hjälpare startar en timer på 30 sekunder och säger ”kör”.',
        'Ta emot och passa bara med din svagare fot (den du sparkar minst med).',
        'Räkna varje passning med den svagare foten som träffar väggen medan du står bakom linjen. En passning med andra foten räknas inte.',
        'Gör två försök och spara ditt bästa resultat.',
      ],
      fr: [
        'Installe-toi comme pour les passes contre un mur : un mur solide sans fenêtre et une ligne à 3 mètres.',
        'Ton aide lance un minuteur de 30 secondes et dit « partez ».',
        'Contrôle et passe uniquement avec ton pied faible (celui avec lequel tu frappes le moins).',
        'Compte chaque passe du pied faible qui touche le mur quand tu es derrière la ligne. Une passe de l’autre pied ne compte pas.',
        'Fais deux essais et garde ton meilleur résultat.',
      ],
      pt: [
        'Prepara tudo como nos passes à parede: uma parede sólida sem janelas e uma linha a 3 metros.',
        'Quem te ajuda liga um temporizador de 30 segundos e diz «já».',
        'Controla e passa só com o pé mais fraco (aquele com que chutas menos).',
        'Conta cada passe do pé mais fraco que bate na parede enquanto estás atrás da linha. Um passe com o outro pé não conta.',
        'Faz duas tentativas e guarda o teu melhor resultado.',
      ],
    },
    unit: 'COUNT',
    better: 'HIGHER',
    timeLimitSeconds: 30,
    maxValue: 60,
    marks: {
      U9: [6, 9, 12],
      U10: [7, 11, 14],
      U11: [8, 12, 16],
      U12: [9, 13, 17],
      U13: [10, 14, 19],
      U14: [11, 15, 20],
      U15: [12, 16, 21],
      U16: [13, 17, 22],
      U17: [14, 18, 23],
      ...ADULT_MARKS([15, 19, 24] as const),
    },
  },
  {
    key: 'target-shots',
    title: {
      en: 'Target shots',
      sv: 'Precisionsskott',
      fr: 'Tirs de précision',
      pt: 'Remates ao alvo',
    },
    description: {
      en: 'Ten shots at two small targets in the bottom corners: how many hits?',
      sv: 'Tio skott mot två små mål i de nedre hörnen: hur många träffar?',
      fr: 'Dix tirs sur deux petites cibles dans les coins du bas : combien de cibles touchées ?',
      pt: 'Dez remates a dois pequenos alvos nos cantos de baixo: quantos acertas?',
    },
    steps: {
      en: [
        'Use a goal, or a wall with no windows. In each bottom corner, mark a target 1 metre wide and 1 metre high (cones, tape or chalk).',
        'Put the ball on a spot 9 metres from the goal line or the wall (about twelve big steps of an adult).',
        'Shoot ten times: five with your right foot and five with your left. Put the ball back on the spot each time.',
        'Count the shots that reach a target. Your helper watches closely.',
        'Write down your hits out of 10.',
      ],
      sv: [
        'Använd ett mål eller en vägg utan fönster. Markera ett litet mål på 1 × 1 meter i vart och ett av de nedre hörnen (koner, tejp eller krita).',
        'Lägg bollen på en punkt 9 meter från mållinjen eller väggen (ungefär tolv stora vuxensteg).',
        'Skjut tio skott: fem med högerfoten och fem med vänsterfoten. Lägg tillbaka bollen på punkten varje gång.',
        'Räkna skotten som träffar ett av de små målen. Din hjälpare tittar noga.',
        'Skriv upp hur många träffar du fick av 10.',
      ],
      fr: [
        'Utilise un but, ou un mur sans fenêtre. Dans chaque coin du bas, marque une cible de 1 mètre sur 1 mètre (plots, ruban adhésif ou craie).',
        'Pose le ballon sur un point à 9 mètres de la ligne de but ou du mur (environ douze grands pas d’adulte).',
        'Tire dix fois : cinq fois du pied droit et cinq fois du pied gauche. Replace le ballon sur le point à chaque fois.',
        'Compte les tirs qui atteignent une cible. Ton aide regarde bien.',
        'Note ton nombre de cibles touchées sur 10.',
      ],
      pt: [
        'Usa uma baliza, ou uma parede sem janelas. Em cada canto de baixo, marca um alvo de 1 metro por 1 metro (cones, fita-cola ou giz).',
        'Põe a bola num ponto a 9 metros da linha de baliza ou da parede (cerca de doze passos grandes de um adulto).',
        'Remata dez vezes: cinco com o pé direito e cinco com o pé esquerdo. Volta a pôr a bola no ponto de cada vez.',
        'Conta os remates que acertam num alvo. Quem te ajuda observa com atenção.',
        'Aponta quantos alvos acertaste em 10.',
      ],
    },
    unit: 'COUNT',
    better: 'HIGHER',
    timeLimitSeconds: null,
    maxValue: 10,
    marks: {
      U9: [2, 3, 5],
      U10: [2, 4, 6],
      U11: [2, 4, 6],
      U12: [3, 5, 7],
      U13: [3, 5, 7],
      U14: [4, 6, 8],
      U15: [4, 6, 8],
      U16: [5, 7, 9],
      U17: [5, 7, 9],
      ...ADULT_MARKS([5, 7, 9] as const),
    },
  },
];

/** The challenge that closes each phase (phase key → challenge key), chosen to fit what it trains. */
export const PHASE_CHALLENGES: Readonly<Record<string, string>> = {
  'u7-me-and-my-ball': 'toe-taps',
  'u7-dribble-and-dodge': 'slalom-dribble',
  'u7-kick-and-score': 'wall-passes',
  'u7-play-together': 'bounce-juggle',
  'u8-close-control-and-turns': 'toe-taps',
  'u8-running-with-the-ball': 'slalom-dribble',
  'u8-passing-to-a-teammate': 'wall-passes',
  'u8-mini-matches': 'bounce-juggle',
  'u9-both-feet': 'weak-foot-passes',
  'u9-brave-in-1v1': 'slalom-dribble',
  'u9-pass-and-move': 'wall-passes',
  'u9-shooting-for-goal': 'target-shots',
  'u9-playing-5v5': 'juggling',
  'u10-first-touch': 'juggling',
  'u10-dribbling-and-feints': 'slalom-dribble',
  'u10-passing-with-both-feet': 'weak-foot-passes',
  'u10-finishing': 'target-shots',
  'u10-playing-7v7': 'wall-passes',
  'u11-scan-receive-turn': 'wall-passes',
  'u11-combination-play': 'weak-foot-passes',
  'u11-1v1-attacking-and-defending': 'slalom-dribble',
  'u11-goal-scoring': 'target-shots',
  'u11-understanding-7v7': 'juggling',
  'u12-ball-mastery-at-speed': 'slalom-dribble',
  'u12-passing-and-support': 'wall-passes',
  'u12-decisions-in-overloads': 'weak-foot-passes',
  'u12-defending-together': 'juggling',
  'u12-coordination-and-agility': 'toe-taps',
  'u12-towards-9v9': 'target-shots',
  'u13-principles-of-play': 'wall-passes',
  'u13-build-up-play': 'weak-foot-passes',
  'u13-transitions': 'slalom-dribble',
  'u13-athletic-foundations': 'juggling',
  'u13-positional-roles': 'target-shots',
  'u14-team-shape-11v11': 'wall-passes',
  'u14-pressing-and-compact-defending': 'slalom-dribble',
  'u14-attacking-the-final-third': 'target-shots',
  'u14-strength-and-injury-prevention': 'juggling',
  'u14-set-pieces': 'weak-foot-passes',
  'u15-our-game-model': 'wall-passes',
  'u15-speed-and-power': 'slalom-dribble',
  'u15-switching-play-and-breaking-lines': 'weak-foot-passes',
  'u15-defensive-organisation': 'juggling',
  'u15-position-specific-training': 'target-shots',
  'u16-pre-season-conditioning': 'slalom-dribble',
  'u16-game-model-11v11': 'wall-passes',
  'u16-mastering-your-position': 'target-shots',
  'u16-mental-skills': 'juggling',
  'u16-match-fitness-and-recovery': 'weak-foot-passes',
  'u17-physical-profile': 'slalom-dribble',
  'u17-high-intensity-play': 'wall-passes',
  'u17-tactical-flexibility': 'weak-foot-passes',
  'u17-decisions-under-pressure': 'target-shots',
  'u17-managing-the-match-week': 'juggling',
  'u18-strength-and-power': 'slalom-dribble',
  'u18-game-analysis': 'weak-foot-passes',
  'u18-positional-mastery': 'target-shots',
  'u18-set-pieces-and-game-management': 'wall-passes',
  'u18-leadership-and-mindset': 'juggling',
  'u19-senior-level-physicality': 'slalom-dribble',
  'u19-periodised-training-week': 'juggling',
  'u19-individual-development-plan': 'weak-foot-passes',
  'u19-playing-at-senior-tempo': 'wall-passes',
  'u19-professional-habits': 'target-shots',
  'senior-pre-season-base': 'slalom-dribble',
  'senior-game-model-and-team-tactics': 'wall-passes',
  'senior-high-intensity-match-fitness': 'weak-foot-passes',
  'senior-chance-creation-and-finishing': 'target-shots',
  'senior-in-season-maintenance': 'juggling',
  'senior-recovery-and-injury-prevention': 'wall-passes',
};
