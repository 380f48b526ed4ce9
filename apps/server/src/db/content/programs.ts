import {
  type Language,
  type PaymentModel,
  PRICE_REGIONS,
  type PriceRegion,
  REGION_FEES,
} from '@academy/contract';

/**
 * The academy's PUBLIC training programs: one per age group, each a season split into phases
 * (program blocks) in the order a player goes through them. Data only: the programs module seeds
 * it. The progression follows common youth-development practice: playful ball mastery up to U9,
 * technique and small-sided games at U10–U12, tactical understanding and athletic development at
 * U13–U15, performance from U16 to senior football.
 */

/** A text in every language of the app. */
export type LocalizedText = Record<Language, string>;

export type ProgramAgeGroupId =
  | 'U7'
  | 'U8'
  | 'U9'
  | 'U10'
  | 'U11'
  | 'U12'
  | 'U13'
  | 'U14'
  | 'U15'
  | 'U16'
  | 'U17'
  | 'U18'
  | 'U19'
  | 'SENIOR';

export interface ProgramFeeContent {
  type: PaymentModel;
  /** Minor units (öre). */
  amount: number;
  currency: string;
  region: PriceRegion;
  /** What every screen shows, the same in every language. */
  label: string;
}

export interface ProgramPhaseContent {
  /** Stable identifier, unique across all programs, for idempotent seeding. */
  key: string;
  title: LocalizedText;
  /** One sentence on what the phase trains. */
  description: LocalizedText;
}

export interface TrainingProgramContent {
  /** Stable identifier, unique across all programs, for idempotent seeding. */
  key: string;
  ageGroupId: ProgramAgeGroupId;
  status: 'PUBLIC';
  title: LocalizedText;
  fees: readonly ProgramFeeContent[];
  /** In training order: a phase's `order` is its index + 1. */
  phases: readonly ProgramPhaseContent[];
}

/** Spec §9, every price region: 99 kr a month, 995 kr a year; in AFRICA 9 kr and 99 kr (1 $, 10 $). */
export const DEFAULT_PROGRAM_FEES: readonly ProgramFeeContent[] = PRICE_REGIONS.flatMap((region) =>
  REGION_FEES[region].map((fee) => ({ ...fee, region })),
);

export const TRAINING_PROGRAMS: readonly TrainingProgramContent[] = [
  {
    key: 'u7-ball-friends',
    ageGroupId: 'U7',
    status: 'PUBLIC',
    title: {
      en: 'Ball Friends: Playful First Steps',
      sv: 'Bollkompisar: lekfulla första steg',
      fr: 'Copains du ballon : premiers pas en jouant',
      pt: 'Amigos da bola: primeiros passos a brincar',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u7-me-and-my-ball',
        title: {
          en: 'Me and my ball',
          sv: 'Jag och min boll',
          fr: 'Moi et mon ballon',
          pt: 'Eu e a minha bola',
        },
        description: {
          en: 'Lots of touches in tag and treasure-hunt games, stopping and moving the ball with every part of the foot.',
          sv: 'Massor av bollkontakter i kull- och skattjaktslekar där barnen stoppar och flyttar bollen med alla delar av foten.',
          fr: 'Beaucoup de touches de balle dans des jeux de chat et de chasse au trésor, en arrêtant et en déplaçant le ballon avec toutes les surfaces du pied.',
          pt: 'Muitos toques na bola em jogos de apanhada e de caça ao tesouro, parando e conduzindo a bola com todas as partes do pé.',
        },
      },
      {
        key: 'u7-dribble-and-dodge',
        title: {
          en: 'Dribble and dodge',
          sv: 'Dribbla och smita',
          fr: 'Dribbler et esquiver',
          pt: 'Driblar e fugir',
        },
        description: {
          en: 'Running with the ball into free space, changing direction and escaping a chaser in fun catching games.',
          sv: 'Springa med bollen mot fria ytor, byta riktning och komma undan en jagare i roliga tafattlekar.',
          fr: 'Conduire le ballon vers les espaces libres, changer de direction et échapper à un poursuivant dans des jeux ludiques.',
          pt: 'Conduzir a bola para o espaço livre, mudar de direção e fugir a quem apanha em jogos divertidos.',
        },
      },
      {
        key: 'u7-kick-and-score',
        title: {
          en: 'Kick and score',
          sv: 'Sparka och göra mål',
          fr: 'Frapper et marquer',
          pt: 'Chutar e marcar',
        },
        description: {
          en: 'First passes and shots at small goals with the inside of the foot and the laces.',
          sv: 'De första passningarna och skotten mot små mål med insidan och med vristen.',
          fr: 'Premières passes et premiers tirs vers de petits buts, de l’intérieur du pied et du cou-de-pied.',
          pt: 'Primeiros passes e remates para balizas pequenas, com a parte interna e com o peito do pé.',
        },
      },
      {
        key: 'u7-play-together',
        title: { en: 'Play together', sv: 'Spela tillsammans', fr: 'Jouer ensemble', pt: 'Jogar juntos' },
        description: {
          en: '3v3 mini-matches where everyone gets the ball often, celebrates goals and learns to play fair.',
          sv: 'Minimatcher 3 mot 3 där alla får bollen ofta, firar målen och lär sig att spela schysst.',
          fr: 'Des mini-matchs à 3 contre 3 où chacun touche souvent le ballon, fête les buts et apprend le fair-play.',
          pt: 'Minijogos de 3 contra 3 em que todos tocam muitas vezes na bola, festejam os golos e aprendem a jogar limpo.',
        },
      },
    ],
  },
  {
    key: 'u8-ball-mastery-through-play',
    ageGroupId: 'U8',
    status: 'PUBLIC',
    title: {
      en: 'Ball Mastery Through Play',
      sv: 'Bollbehärskning genom lek',
      fr: 'La maîtrise du ballon par le jeu',
      pt: 'Domínio da bola através do jogo',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u8-close-control-and-turns',
        title: {
          en: 'Close control and turns',
          sv: 'Bollkontroll och vändningar',
          fr: 'Conduite de balle et crochets',
          pt: 'Controlo da bola e viragens',
        },
        description: {
          en: 'Keeping the ball close with both feet and simple turns with the inside and outside of the foot.',
          sv: 'Hålla bollen nära med båda fötterna och göra enkla vändningar med insidan och utsidan av foten.',
          fr: 'Garder le ballon près de soi des deux pieds et réaliser des crochets simples de l’intérieur et de l’extérieur du pied.',
          pt: 'Manter a bola perto com os dois pés e fazer viragens simples com a parte interna e externa do pé.',
        },
      },
      {
        key: 'u8-running-with-the-ball',
        title: {
          en: 'Running with the ball',
          sv: 'Springa med bollen',
          fr: 'Courir avec le ballon',
          pt: 'Correr com a bola',
        },
        description: {
          en: 'Dribbling at speed with the head up through gates, slaloms and obstacle courses.',
          sv: 'Dribbla i fart med blicken uppe genom portar, slalombanor och hinderbanor.',
          fr: 'Conduire le ballon en vitesse, la tête levée, à travers des portes, des slaloms et des parcours d’obstacles.',
          pt: 'Conduzir a bola em velocidade, de cabeça levantada, por portas, slaloms e percursos de obstáculos.',
        },
      },
      {
        key: 'u8-passing-to-a-teammate',
        title: {
          en: 'Passing to a teammate',
          sv: 'Passa till en kompis',
          fr: 'Passer à un partenaire',
          pt: 'Passar a um colega',
        },
        description: {
          en: 'Short passes and receiving with the inside of the foot in pairs and small groups.',
          sv: 'Korta passningar och mottagningar med insidan av foten i par och i små grupper.',
          fr: 'Passes courtes et contrôles de l’intérieur du pied, à deux et en petits groupes.',
          pt: 'Passes curtos e receções com a parte interna do pé, a pares e em pequenos grupos.',
        },
      },
      {
        key: 'u8-mini-matches',
        title: { en: 'Mini-matches', sv: 'Minimatcher', fr: 'Mini-matchs', pt: 'Minijogos' },
        description: {
          en: '3v3 and 5v5 games with small goals that reward dribbling, passing and scoring.',
          sv: 'Spel 3 mot 3 och 5 mot 5 med små mål som belönar dribblingar, passningar och mål.',
          fr: 'Des matchs à 3 contre 3 et à 5 contre 5 sur petits buts qui récompensent le dribble, la passe et le but.',
          pt: 'Jogos de 3 contra 3 e de 5 contra 5 com balizas pequenas que premeiam o drible, o passe e o golo.',
        },
      },
    ],
  },
  {
    key: 'u9-confident-on-the-ball',
    ageGroupId: 'U9',
    status: 'PUBLIC',
    title: {
      en: 'Confident on the Ball',
      sv: 'Trygg med bollen',
      fr: 'À l’aise avec le ballon',
      pt: 'À vontade com a bola',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u9-both-feet',
        title: { en: 'Both feet', sv: 'Båda fötterna', fr: 'Les deux pieds', pt: 'Os dois pés' },
        description: {
          en: 'Daily ball-mastery routines that make the weaker foot as comfortable as the stronger one.',
          sv: 'Dagliga bollbehärskningsövningar som gör den svagare foten lika trygg som den starkare.',
          fr: 'Des routines quotidiennes de maîtrise du ballon pour que le pied faible devienne aussi sûr que le pied fort.',
          pt: 'Rotinas diárias de domínio da bola para que o pé mais fraco fique tão confiante como o mais forte.',
        },
      },
      {
        key: 'u9-brave-in-1v1',
        title: {
          en: 'Brave in 1v1',
          sv: 'Modig i 1 mot 1',
          fr: 'Oser le 1 contre 1',
          pt: 'Coragem no 1 contra 1',
        },
        description: {
          en: 'Taking on a defender with feints and changes of pace, and winning the ball back straight away.',
          sv: 'Utmana en försvarare med finter och tempoväxlingar, och vinna tillbaka bollen direkt.',
          fr: 'Défier un défenseur avec des feintes et des changements de rythme, et récupérer le ballon tout de suite.',
          pt: 'Desafiar um defesa com fintas e mudanças de ritmo, e recuperar a bola de imediato.',
        },
      },
      {
        key: 'u9-pass-and-move',
        title: { en: 'Pass and move', sv: 'Passa och rör dig', fr: 'Passe et va', pt: 'Passar e desmarcar' },
        description: {
          en: 'Passing the ball and moving straight into a new space to receive it again.',
          sv: 'Passa bollen och direkt röra sig till en ny yta för att få den igen.',
          fr: 'Passer le ballon et se déplacer aussitôt vers un nouvel espace pour le recevoir à nouveau.',
          pt: 'Passar a bola e desmarcar-se logo para um novo espaço para a voltar a receber.',
        },
      },
      {
        key: 'u9-shooting-for-goal',
        title: { en: 'Shooting for goal', sv: 'Skott mot mål', fr: 'Tirer au but', pt: 'Rematar à baliza' },
        description: {
          en: 'Striking with the laces and placing the ball into the corners from different angles.',
          sv: 'Skjuta med vristen och placera bollen i hörnen från olika vinklar.',
          fr: 'Frapper du cou-de-pied et placer le ballon dans les coins sous différents angles.',
          pt: 'Rematar com o peito do pé e colocar a bola nos cantos a partir de diferentes ângulos.',
        },
      },
      {
        key: 'u9-playing-5v5',
        title: { en: 'Playing 5v5', sv: 'Spel 5 mot 5', fr: 'Jouer à 5 contre 5', pt: 'Jogar 5 contra 5' },
        description: {
          en: 'Small-sided games that teach attacking together and defending together.',
          sv: 'Smålagsspel där spelarna lär sig att anfalla tillsammans och att försvara tillsammans.',
          fr: 'Des jeux réduits pour apprendre à attaquer ensemble et à défendre ensemble.',
          pt: 'Jogos reduzidos para aprender a atacar juntos e a defender juntos.',
        },
      },
    ],
  },
  {
    key: 'u10-technique-foundations',
    ageGroupId: 'U10',
    status: 'PUBLIC',
    title: {
      en: 'Technique Foundations',
      sv: 'Teknisk grund',
      fr: 'Les bases techniques',
      pt: 'Bases técnicas',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u10-first-touch',
        title: {
          en: 'First touch',
          sv: 'Första tillslaget',
          fr: 'Le premier contrôle',
          pt: 'Primeiro toque',
        },
        description: {
          en: 'Receiving balls on the ground and in the air and taking the first touch away from pressure.',
          sv: 'Ta emot bollar längs marken och i luften och styra första tillslaget bort från press.',
          fr: 'Contrôler des ballons au sol et aériens et orienter le premier contrôle loin de la pression.',
          pt: 'Receber bolas rasteiras e pelo ar e orientar o primeiro toque para longe da pressão.',
        },
      },
      {
        key: 'u10-dribbling-and-feints',
        title: {
          en: 'Dribbling and feints',
          sv: 'Dribblingar och finter',
          fr: 'Dribbles et feintes',
          pt: 'Drible e fintas',
        },
        description: {
          en: 'A toolbox of moves such as the step-over, the drag-back and the Cruyff turn for beating an opponent.',
          sv: 'En verktygslåda med finter som överstegsfinten, dragningen och Cruyffvändningen för att gå förbi en motståndare.',
          fr: 'Une boîte à outils de gestes comme le passement de jambes, le retrait de semelle et la feinte de Cruyff pour éliminer un adversaire.',
          pt: 'Um leque de gestos como a bicicleta, a puxada com a sola e a finta de Cruyff para ultrapassar um adversário.',
        },
      },
      {
        key: 'u10-passing-with-both-feet',
        title: {
          en: 'Passing with both feet',
          sv: 'Passningar med båda fötterna',
          fr: 'Passes des deux pieds',
          pt: 'Passe com os dois pés',
        },
        description: {
          en: 'Accurate short and medium passes with both feet at match tempo.',
          sv: 'Precisa korta och medellånga passningar med båda fötterna i matchtempo.',
          fr: 'Des passes courtes et moyennes précises des deux pieds, à rythme de match.',
          pt: 'Passes curtos e médios precisos com os dois pés, a ritmo de jogo.',
        },
      },
      {
        key: 'u10-finishing',
        title: { en: 'Finishing', sv: 'Avslut', fr: 'La finition', pt: 'Finalização' },
        description: {
          en: 'Shooting on target after a dribble, a pass or a first touch.',
          sv: 'Skjuta på mål efter en dribbling, en passning eller ett första tillslag.',
          fr: 'Tirer cadré après un dribble, une passe ou un premier contrôle.',
          pt: 'Rematar à baliza depois de um drible, de um passe ou de uma receção.',
        },
      },
      {
        key: 'u10-playing-7v7',
        title: { en: 'Playing 7v7', sv: 'Spel 7 mot 7', fr: 'Jouer à 7 contre 7', pt: 'Jogar 7 contra 7' },
        description: {
          en: 'Applying technique under pressure in 7v7 games with simple rules on width and support.',
          sv: 'Använda tekniken under press i spel 7 mot 7 med enkla regler för bredd och spelbarhet.',
          fr: 'Appliquer sa technique sous pression dans des matchs à 7 contre 7, avec des règles simples sur la largeur et le soutien.',
          pt: 'Aplicar a técnica sob pressão em jogos de 7 contra 7, com regras simples sobre largura e apoio.',
        },
      },
    ],
  },
  {
    key: 'u11-technique-and-small-sided-games',
    ageGroupId: 'U11',
    status: 'PUBLIC',
    title: {
      en: 'Technique and Small-Sided Games',
      sv: 'Teknik och smålagsspel',
      fr: 'Technique et jeux réduits',
      pt: 'Técnica e jogos reduzidos',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u11-scan-receive-turn',
        title: {
          en: 'Scan, receive and turn',
          sv: 'Orientera, ta emot och vänd',
          fr: 'S’informer, contrôler, se retourner',
          pt: 'Observar, receber e rodar',
        },
        description: {
          en: 'Checking over the shoulder before the ball arrives and turning away from pressure with the first touch.',
          sv: 'Titta över axeln innan bollen kommer och vända bort från press med första tillslaget.',
          fr: 'Regarder par-dessus l’épaule avant l’arrivée du ballon et se tourner loin de la pression dès le premier contrôle.',
          pt: 'Olhar por cima do ombro antes de a bola chegar e rodar para longe da pressão com o primeiro toque.',
        },
      },
      {
        key: 'u11-combination-play',
        title: {
          en: 'Combination play',
          sv: 'Kombinationsspel',
          fr: 'Le jeu en combinaison',
          pt: 'Jogo combinativo',
        },
        description: {
          en: 'Wall passes, overlaps and third-player runs in small groups.',
          sv: 'Väggspel, överlappningar och tredjemanslöpningar i små grupper.',
          fr: 'Une-deux, dédoublements et appels du troisième homme en petits groupes.',
          pt: 'Tabelas, sobreposições e movimentos de terceiro homem em pequenos grupos.',
        },
      },
      {
        key: 'u11-1v1-attacking-and-defending',
        title: {
          en: '1v1 attacking and defending',
          sv: '1 mot 1 i anfall och försvar',
          fr: 'Le 1 contre 1 offensif et défensif',
          pt: '1 contra 1 a atacar e a defender',
        },
        description: {
          en: 'Beating a defender, and as a defender staying on your feet and steering the attacker away from goal.',
          sv: 'Gå förbi en försvarare, och som försvarare stå kvar på fötterna och styra anfallaren bort från mål.',
          fr: 'Éliminer un défenseur et, en défense, rester sur ses appuis pour orienter l’attaquant loin du but.',
          pt: 'Ultrapassar um defesa e, a defender, manter-se de pé e encaminhar o atacante para longe da baliza.',
        },
      },
      {
        key: 'u11-goal-scoring',
        title: { en: 'Goal scoring', sv: 'Målskytte', fr: 'Marquer des buts', pt: 'Fazer golos' },
        description: {
          en: 'Finishing with both feet from crosses, cut-backs and through balls.',
          sv: 'Avslut med båda fötterna på inlägg, inspel snett bakåt och djupledsbollar.',
          fr: 'Conclure des deux pieds sur des centres, des centres en retrait et des passes en profondeur.',
          pt: 'Finalizar com os dois pés após cruzamentos, passes atrasados e passes em profundidade.',
        },
      },
      {
        key: 'u11-understanding-7v7',
        title: {
          en: 'Understanding the 7v7 game',
          sv: 'Spelförståelse i 7 mot 7',
          fr: 'Comprendre le jeu à 7',
          pt: 'Compreender o jogo de 7',
        },
        description: {
          en: 'Playing with positions, width and depth while everyone still tries every role.',
          sv: 'Spela med positioner, bredd och djup samtidigt som alla får prova alla roller.',
          fr: 'Jouer avec des postes, de la largeur et de la profondeur, tout en essayant chacun tous les rôles.',
          pt: 'Jogar com posições, largura e profundidade, enquanto todos continuam a experimentar todas as funções.',
        },
      },
    ],
  },
  {
    key: 'u12-technique-under-pressure',
    ageGroupId: 'U12',
    status: 'PUBLIC',
    title: {
      en: 'Technique Under Pressure',
      sv: 'Teknik under press',
      fr: 'La technique sous pression',
      pt: 'Técnica sob pressão',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u12-ball-mastery-at-speed',
        title: {
          en: 'Ball mastery at speed',
          sv: 'Bollbehärskning i fart',
          fr: 'Maîtrise du ballon en vitesse',
          pt: 'Domínio da bola em velocidade',
        },
        description: {
          en: 'Technical exercises at a higher tempo with both feet and the head up.',
          sv: 'Tekniska övningar i högre tempo med båda fötterna och blicken uppe.',
          fr: 'Des exercices techniques à un rythme plus élevé, des deux pieds et la tête levée.',
          pt: 'Exercícios técnicos a um ritmo mais elevado, com os dois pés e de cabeça levantada.',
        },
      },
      {
        key: 'u12-passing-and-support',
        title: {
          en: 'Passing and support',
          sv: 'Passningsspel och spelbarhet',
          fr: 'Passes et soutien',
          pt: 'Passe e apoio',
        },
        description: {
          en: 'Creating passing angles and building play from the back in small-sided games.',
          sv: 'Skapa passningsvinklar och spela ut bakifrån i smålagsspel.',
          fr: 'Créer des angles de passe et construire depuis l’arrière dans des jeux réduits.',
          pt: 'Criar linhas de passe e construir a partir de trás em jogos reduzidos.',
        },
      },
      {
        key: 'u12-decisions-in-overloads',
        title: {
          en: 'Decisions in 2v1 and 3v2',
          sv: 'Beslut i 2 mot 1 och 3 mot 2',
          fr: 'Décider en 2 contre 1 et 3 contre 2',
          pt: 'Decidir em 2 contra 1 e 3 contra 2',
        },
        description: {
          en: 'Choosing when to dribble, pass or shoot when the attack has an extra player.',
          sv: 'Välja när man ska dribbla, passa eller skjuta när anfallet har en spelare extra.',
          fr: 'Choisir quand dribbler, passer ou tirer lorsque l’attaque a un joueur de plus.',
          pt: 'Escolher quando driblar, passar ou rematar quando o ataque tem um jogador a mais.',
        },
      },
      {
        key: 'u12-defending-together',
        title: {
          en: 'Defending together',
          sv: 'Försvara tillsammans',
          fr: 'Défendre ensemble',
          pt: 'Defender juntos',
        },
        description: {
          en: 'Pressing the player on the ball, covering a teammate and recovering behind the ball as a unit.',
          sv: 'Pressa bollhållaren, täcka upp för en lagkamrat och återhämta bakom bollen som en enhet.',
          fr: 'Presser le porteur du ballon, couvrir un partenaire et se replacer derrière le ballon en bloc.',
          pt: 'Pressionar o portador da bola, fazer a cobertura a um colega e recuperar atrás da linha da bola como um bloco.',
        },
      },
      {
        key: 'u12-coordination-and-agility',
        title: {
          en: 'Coordination and agility',
          sv: 'Koordination och smidighet',
          fr: 'Coordination et agilité',
          pt: 'Coordenação e agilidade',
        },
        description: {
          en: 'Running technique, balance, jumping and landing with fun body-weight exercises.',
          sv: 'Löpteknik, balans, hopp och landningar med roliga kroppsviktsövningar.',
          fr: 'Technique de course, équilibre, sauts et réceptions avec des exercices ludiques au poids du corps.',
          pt: 'Técnica de corrida, equilíbrio, saltos e receções ao solo com exercícios divertidos com o peso do corpo.',
        },
      },
      {
        key: 'u12-towards-9v9',
        title: { en: 'Towards 9v9', sv: 'Inför 9 mot 9', fr: 'Vers le jeu à 9', pt: 'Rumo ao jogo de 9' },
        description: {
          en: 'Preparing for the bigger pitch: team shape, positions and switching play.',
          sv: 'Förberedelser för den större planen: laguppställning, positioner och att vända spelet.',
          fr: 'Se préparer au terrain plus grand : organisation de l’équipe, postes et renversements de jeu.',
          pt: 'Preparação para o campo maior: organização da equipa, posições e variação do centro de jogo.',
        },
      },
    ],
  },
  {
    key: 'u13-tactical-understanding',
    ageGroupId: 'U13',
    status: 'PUBLIC',
    title: {
      en: 'Tactical Understanding',
      sv: 'Taktisk förståelse',
      fr: 'Compréhension tactique',
      pt: 'Compreensão tática',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u13-principles-of-play',
        title: {
          en: 'Principles of play',
          sv: 'Spelets principer',
          fr: 'Les principes de jeu',
          pt: 'Princípios de jogo',
        },
        description: {
          en: 'Understanding width, depth, support and compactness in attack and in defence.',
          sv: 'Förstå bredd, djup, spelbarhet och kompakthet i anfall och i försvar.',
          fr: 'Comprendre la largeur, la profondeur, le soutien et la compacité, en attaque comme en défense.',
          pt: 'Compreender a largura, a profundidade, o apoio e a compactação, no ataque e na defesa.',
        },
      },
      {
        key: 'u13-build-up-play',
        title: {
          en: 'Build-up play',
          sv: 'Uppbyggnadsspel',
          fr: 'La construction du jeu',
          pt: 'Construção de jogo',
        },
        description: {
          en: 'Playing out from the back and through the lines in 9v9.',
          sv: 'Spela ut bakifrån och igenom motståndarens lagdelar i 9 mot 9.',
          fr: 'Relancer depuis l’arrière et franchir les lignes adverses à 9 contre 9.',
          pt: 'Sair a jogar desde trás e progredir entre as linhas adversárias no jogo de 9 contra 9.',
        },
      },
      {
        key: 'u13-transitions',
        title: { en: 'Transitions', sv: 'Omställningar', fr: 'Les transitions', pt: 'Transições' },
        description: {
          en: 'Reacting in the first seconds after winning or losing the ball.',
          sv: 'Agera under de första sekunderna efter bollvinst eller bollförlust.',
          fr: 'Réagir dans les premières secondes après la récupération ou la perte du ballon.',
          pt: 'Reagir nos primeiros segundos depois de ganhar ou perder a bola.',
        },
      },
      {
        key: 'u13-athletic-foundations',
        title: {
          en: 'Athletic foundations',
          sv: 'Fysisk grund',
          fr: 'Bases athlétiques',
          pt: 'Bases atléticas',
        },
        description: {
          en: 'Speed, agility and body-weight strength adapted to the growth spurt.',
          sv: 'Snabbhet, smidighet och styrka med kroppsvikt, anpassade efter tillväxtspurten.',
          fr: 'Vitesse, agilité et renforcement au poids du corps, adaptés à la poussée de croissance.',
          pt: 'Velocidade, agilidade e força com o peso do corpo, adaptadas ao pico de crescimento.',
        },
      },
      {
        key: 'u13-positional-roles',
        title: {
          en: 'Positional roles',
          sv: 'Positionsroller',
          fr: 'Les rôles par poste',
          pt: 'Funções por posição',
        },
        description: {
          en: 'Learning the tasks of defenders, midfielders and forwards while still rotating positions.',
          sv: 'Lära sig backarnas, mittfältarnas och anfallarnas uppgifter och samtidigt fortsätta rotera positioner.',
          fr: 'Apprendre les missions des défenseurs, des milieux et des attaquants tout en continuant à changer de poste.',
          pt: 'Aprender as tarefas dos defesas, dos médios e dos avançados, continuando a rodar de posição.',
        },
      },
    ],
  },
  {
    key: 'u14-tactics-and-athletic-development',
    ageGroupId: 'U14',
    status: 'PUBLIC',
    title: {
      en: 'Tactics and Athletic Development',
      sv: 'Taktik och fysisk utveckling',
      fr: 'Tactique et développement athlétique',
      pt: 'Tática e desenvolvimento atlético',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u14-team-shape-11v11',
        title: {
          en: 'Team shape in 11v11',
          sv: 'Lagets form i 11 mot 11',
          fr: 'L’organisation à 11',
          pt: 'Organização no futebol de 11',
        },
        description: {
          en: 'Moving to the full-size game: team structure and the distances between the lines.',
          sv: 'Steget till fullstor plan: lagets struktur och avstånden mellan lagdelarna.',
          fr: 'Passer au terrain à 11 : structure de l’équipe et distances entre les lignes.',
          pt: 'A passagem ao futebol de 11: estrutura da equipa e distâncias entre linhas.',
        },
      },
      {
        key: 'u14-pressing-and-compact-defending',
        title: {
          en: 'Pressing and compact defending',
          sv: 'Press och kompakt försvar',
          fr: 'Pressing et bloc compact',
          pt: 'Pressão e defesa compacta',
        },
        description: {
          en: 'Knowing when and where to press, and defending as a compact block.',
          sv: 'Veta när och var laget ska pressa, och försvara som ett kompakt block.',
          fr: 'Savoir quand et où presser, et défendre en bloc compact.',
          pt: 'Saber quando e onde pressionar, e defender como um bloco compacto.',
        },
      },
      {
        key: 'u14-attacking-the-final-third',
        title: {
          en: 'Attacking the final third',
          sv: 'Anfallsspel på sista tredjedelen',
          fr: 'Attaquer le dernier tiers',
          pt: 'Atacar o último terço',
        },
        description: {
          en: 'Creating and finishing chances with combinations, crosses and runs in behind.',
          sv: 'Skapa och avsluta chanser med kombinationer, inlägg och djupledslöpningar.',
          fr: 'Créer et conclure des occasions par des combinaisons, des centres et des appels en profondeur.',
          pt: 'Criar e finalizar oportunidades com combinações, cruzamentos e desmarcações em profundidade.',
        },
      },
      {
        key: 'u14-strength-and-injury-prevention',
        title: {
          en: 'Strength and injury prevention',
          sv: 'Styrka och skadeförebyggande träning',
          fr: 'Renforcement et prévention des blessures',
          pt: 'Força e prevenção de lesões',
        },
        description: {
          en: 'Core stability, landing technique and an injury-prevention warm-up before every session.',
          sv: 'Bålstabilitet, landningsteknik och en skadeförebyggande uppvärmning före varje pass.',
          fr: 'Gainage, technique de réception et un échauffement de prévention des blessures avant chaque séance.',
          pt: 'Estabilidade do tronco, técnica de receção ao solo e um aquecimento de prevenção de lesões antes de cada treino.',
        },
      },
      {
        key: 'u14-set-pieces',
        title: {
          en: 'Set pieces',
          sv: 'Fasta situationer',
          fr: 'Les coups de pied arrêtés',
          pt: 'Bolas paradas',
        },
        description: {
          en: 'Corners, free kicks and throw-ins, in attack and in defence.',
          sv: 'Hörnor, frisparkar och inkast, i anfall och i försvar.',
          fr: 'Corners, coups francs et rentrées de touche, en attaque comme en défense.',
          pt: 'Cantos, livres e lançamentos laterais, a atacar e a defender.',
        },
      },
    ],
  },
  {
    key: 'u15-game-intelligence-and-athleticism',
    ageGroupId: 'U15',
    status: 'PUBLIC',
    title: {
      en: 'Game Intelligence and Athleticism',
      sv: 'Spelintelligens och atletisk utveckling',
      fr: 'Intelligence de jeu et qualités athlétiques',
      pt: 'Inteligência de jogo e capacidade atlética',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u15-our-game-model',
        title: {
          en: 'Our game model',
          sv: 'Vår spelidé',
          fr: 'Notre projet de jeu',
          pt: 'O nosso modelo de jogo',
        },
        description: {
          en: 'A shared way of playing with clear principles for every phase of the game.',
          sv: 'Ett gemensamt sätt att spela med tydliga principer för spelets alla faser.',
          fr: 'Une façon commune de jouer, avec des principes clairs pour chaque phase du jeu.',
          pt: 'Uma forma comum de jogar, com princípios claros para cada momento do jogo.',
        },
      },
      {
        key: 'u15-speed-and-power',
        title: {
          en: 'Speed and power',
          sv: 'Snabbhet och explosivitet',
          fr: 'Vitesse et puissance',
          pt: 'Velocidade e potência',
        },
        description: {
          en: 'Sprint mechanics, jumps and acceleration, with careful load management during growth.',
          sv: 'Sprintteknik, hopp och acceleration med noggrann belastningsstyrning under tillväxten.',
          fr: 'Mécanique de sprint, sauts et accélérations, avec une gestion attentive de la charge pendant la croissance.',
          pt: 'Técnica de sprint, saltos e aceleração, com uma gestão cuidadosa da carga durante o crescimento.',
        },
      },
      {
        key: 'u15-switching-play-and-breaking-lines',
        title: {
          en: 'Switching play and breaking lines',
          sv: 'Spelvändningar och linjebrytande passningar',
          fr: 'Renverser le jeu et casser les lignes',
          pt: 'Variar o jogo e quebrar linhas',
        },
        description: {
          en: 'Breaking down compact defences by switching the point of attack and passing forward.',
          sv: 'Bryta ner kompakta försvar genom att vända spelet och passa framåt.',
          fr: 'Déséquilibrer les défenses compactes en changeant le point d’attaque et en jouant vers l’avant.',
          pt: 'Desequilibrar defesas compactas variando o centro de jogo e passando para a frente.',
        },
      },
      {
        key: 'u15-defensive-organisation',
        title: {
          en: 'Defensive organisation',
          sv: 'Försvarsorganisation',
          fr: 'L’organisation défensive',
          pt: 'Organização defensiva',
        },
        description: {
          en: 'Zonal defending, covering and communication in the back line and in midfield.',
          sv: 'Zonförsvar, täckning och kommunikation i backlinjen och på mittfältet.',
          fr: 'Défense de zone, couverture et communication dans la ligne défensive et au milieu de terrain.',
          pt: 'Defesa à zona, coberturas e comunicação na linha defensiva e no meio-campo.',
        },
      },
      {
        key: 'u15-position-specific-training',
        title: {
          en: 'Position-specific training',
          sv: 'Positionsspecifik träning',
          fr: 'Entraînement spécifique au poste',
          pt: 'Treino específico por posição',
        },
        description: {
          en: 'Individual technical and tactical work for goalkeepers, defenders, midfielders and forwards.',
          sv: 'Individuell teknisk och taktisk träning för målvakter, backar, mittfältare och anfallare.',
          fr: 'Un travail technique et tactique individuel pour les gardiens, les défenseurs, les milieux et les attaquants.',
          pt: 'Trabalho técnico e tático individual para guarda-redes, defesas, médios e avançados.',
        },
      },
    ],
  },
  {
    key: 'u16-performance-foundations',
    ageGroupId: 'U16',
    status: 'PUBLIC',
    title: {
      en: 'Performance Foundations',
      sv: 'Prestationens grunder',
      fr: 'Les fondations de la performance',
      pt: 'Fundamentos do rendimento',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u16-pre-season-conditioning',
        title: {
          en: 'Pre-season conditioning',
          sv: 'Försäsongsträning',
          fr: 'La préparation d’avant-saison',
          pt: 'Preparação de pré-época',
        },
        description: {
          en: 'Building aerobic capacity and strength for a full season of training and matches.',
          sv: 'Bygga upp kondition och styrka för en hel säsong med träningar och matcher.',
          fr: 'Développer la capacité aérobie et la force pour une saison complète d’entraînements et de matchs.',
          pt: 'Desenvolver a capacidade aeróbia e a força para uma época completa de treinos e jogos.',
        },
      },
      {
        key: 'u16-game-model-11v11',
        title: {
          en: 'The game model in 11v11',
          sv: 'Spelidén i 11 mot 11',
          fr: 'Le projet de jeu à 11',
          pt: 'O modelo de jogo no futebol de 11',
        },
        description: {
          en: 'Applying the team’s principles in attack, defence and transitions on the full-size pitch.',
          sv: 'Tillämpa lagets principer i anfall, försvar och omställningar på fullstor plan.',
          fr: 'Appliquer les principes de l’équipe en attaque, en défense et dans les transitions sur grand terrain.',
          pt: 'Aplicar os princípios da equipa no ataque, na defesa e nas transições em campo inteiro.',
        },
      },
      {
        key: 'u16-mastering-your-position',
        title: {
          en: 'Mastering your position',
          sv: 'Bemästra din position',
          fr: 'Maîtriser son poste',
          pt: 'Dominar a tua posição',
        },
        description: {
          en: 'Detailed work on the technical and tactical demands of your main position.',
          sv: 'Detaljerad träning på de tekniska och taktiska kraven för din huvudposition.',
          fr: 'Un travail détaillé sur les exigences techniques et tactiques de son poste principal.',
          pt: 'Trabalho detalhado sobre as exigências técnicas e táticas da tua posição principal.',
        },
      },
      {
        key: 'u16-mental-skills',
        title: {
          en: 'Mental skills',
          sv: 'Mental träning',
          fr: 'Les compétences mentales',
          pt: 'Competências mentais',
        },
        description: {
          en: 'Focus, goal setting, handling setbacks and performing under pressure.',
          sv: 'Fokus, målsättning, att hantera motgångar och att prestera under press.',
          fr: 'Concentration, fixation d’objectifs, gestion des échecs et performance sous pression.',
          pt: 'Concentração, definição de objetivos, gestão das adversidades e rendimento sob pressão.',
        },
      },
      {
        key: 'u16-match-fitness-and-recovery',
        title: {
          en: 'Match fitness and recovery',
          sv: 'Matchform och återhämtning',
          fr: 'Forme de match et récupération',
          pt: 'Forma de jogo e recuperação',
        },
        description: {
          en: 'Training load, sleep, nutrition and recovery between matches.',
          sv: 'Träningsbelastning, sömn, kost och återhämtning mellan matcherna.',
          fr: 'Charge d’entraînement, sommeil, nutrition et récupération entre les matchs.',
          pt: 'Carga de treino, sono, nutrição e recuperação entre jogos.',
        },
      },
    ],
  },
  {
    key: 'u17-performance-pathway',
    ageGroupId: 'U17',
    status: 'PUBLIC',
    title: {
      en: 'The Performance Pathway',
      sv: 'Vägen mot elitnivå',
      fr: 'Cap sur la haute performance',
      pt: 'Percurso de alto rendimento',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u17-physical-profile',
        title: { en: 'Physical profile', sv: 'Fysisk profil', fr: 'Profil physique', pt: 'Perfil físico' },
        description: {
          en: 'Fitness testing followed by an individual strength and sprint plan based on the results.',
          sv: 'Fystester följda av en individuell styrke- och sprintplan utifrån resultaten.',
          fr: 'Des tests physiques suivis d’un plan individuel de force et de vitesse établi à partir des résultats.',
          pt: 'Testes físicos seguidos de um plano individual de força e velocidade com base nos resultados.',
        },
      },
      {
        key: 'u17-high-intensity-play',
        title: {
          en: 'High-intensity play',
          sv: 'Spel i hög intensitet',
          fr: 'Jouer à haute intensité',
          pt: 'Jogar em alta intensidade',
        },
        description: {
          en: 'Training at match intensity with repeated sprints, pressing and quick transitions.',
          sv: 'Träning i matchintensitet med upprepade sprinter, press och snabba omställningar.',
          fr: 'S’entraîner à intensité de match avec des sprints répétés, du pressing et des transitions rapides.',
          pt: 'Treinar à intensidade de jogo com sprints repetidos, pressão e transições rápidas.',
        },
      },
      {
        key: 'u17-tactical-flexibility',
        title: {
          en: 'Tactical flexibility',
          sv: 'Taktisk flexibilitet',
          fr: 'Flexibilité tactique',
          pt: 'Flexibilidade tática',
        },
        description: {
          en: 'Playing in different systems and adapting to the opponent during a match.',
          sv: 'Spela i olika spelsystem och anpassa sig efter motståndaren under matchen.',
          fr: 'Jouer dans différents systèmes et s’adapter à l’adversaire en cours de match.',
          pt: 'Jogar em diferentes sistemas e adaptar-se ao adversário durante o jogo.',
        },
      },
      {
        key: 'u17-decisions-under-pressure',
        title: {
          en: 'Decisions under pressure',
          sv: 'Beslut under press',
          fr: 'Décider sous pression',
          pt: 'Decidir sob pressão',
        },
        description: {
          en: 'Quick choices in tight spaces with a limited number of touches.',
          sv: 'Snabba val på små ytor med ett begränsat antal tillslag.',
          fr: 'Des choix rapides dans des espaces réduits avec un nombre limité de touches.',
          pt: 'Escolhas rápidas em espaços reduzidos com um número limitado de toques.',
        },
      },
      {
        key: 'u17-managing-the-match-week',
        title: {
          en: 'Managing the match week',
          sv: 'Att planera matchveckan',
          fr: 'Gérer la semaine de match',
          pt: 'Gerir a semana de jogo',
        },
        description: {
          en: 'Planning load, recovery, nutrition and sleep around training and matches.',
          sv: 'Planera belastning, återhämtning, kost och sömn kring träningar och matcher.',
          fr: 'Planifier la charge, la récupération, l’alimentation et le sommeil autour des entraînements et des matchs.',
          pt: 'Planear a carga, a recuperação, a alimentação e o sono em torno dos treinos e dos jogos.',
        },
      },
    ],
  },
  {
    key: 'u18-elite-youth-performance',
    ageGroupId: 'U18',
    status: 'PUBLIC',
    title: {
      en: 'Elite Youth Performance',
      sv: 'Elitprestation för juniorer',
      fr: 'Performance de haut niveau chez les jeunes',
      pt: 'Alto rendimento juvenil',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u18-strength-and-power',
        title: {
          en: 'Strength and power',
          sv: 'Styrka och explosivitet',
          fr: 'Force et puissance',
          pt: 'Força e potência',
        },
        description: {
          en: 'A progressive gym programme for strength, power and robustness.',
          sv: 'Ett progressivt gymprogram för styrka, explosivitet och robusthet.',
          fr: 'Un programme de musculation progressif pour la force, la puissance et la solidité physique.',
          pt: 'Um programa progressivo de ginásio para força, potência e robustez.',
        },
      },
      {
        key: 'u18-game-analysis',
        title: { en: 'Game analysis', sv: 'Matchanalys', fr: 'L’analyse de match', pt: 'Análise de jogo' },
        description: {
          en: 'Using video to understand your own performance and the team’s.',
          sv: 'Använda video för att förstå din egen och lagets prestation.',
          fr: 'Utiliser la vidéo pour comprendre sa propre performance et celle de l’équipe.',
          pt: 'Usar o vídeo para compreender o teu rendimento e o da equipa.',
        },
      },
      {
        key: 'u18-positional-mastery',
        title: {
          en: 'Positional mastery',
          sv: 'Spetskompetens på din position',
          fr: 'L’excellence au poste',
          pt: 'Excelência na posição',
        },
        description: {
          en: 'Refining the details that make the difference in your position, with and without the ball.',
          sv: 'Finslipa detaljerna som gör skillnad på din position, med och utan boll.',
          fr: 'Peaufiner les détails qui font la différence à son poste, avec et sans ballon.',
          pt: 'Aperfeiçoar os detalhes que fazem a diferença na tua posição, com e sem bola.',
        },
      },
      {
        key: 'u18-set-pieces-and-game-management',
        title: {
          en: 'Set pieces and game management',
          sv: 'Fasta situationer och matchstyrning',
          fr: 'Coups de pied arrêtés et gestion du match',
          pt: 'Bolas paradas e gestão do jogo',
        },
        description: {
          en: 'Set-piece routines, protecting a lead and chasing a result.',
          sv: 'Inövade fasta situationer, att försvara en ledning och att jaga ett resultat.',
          fr: 'Combinaisons sur coups de pied arrêtés, conserver un avantage et aller chercher un résultat.',
          pt: 'Esquemas de bola parada, segurar uma vantagem e ir atrás de um resultado.',
        },
      },
      {
        key: 'u18-leadership-and-mindset',
        title: {
          en: 'Leadership and mindset',
          sv: 'Ledarskap och inställning',
          fr: 'Leadership et état d’esprit',
          pt: 'Liderança e mentalidade',
        },
        description: {
          en: 'Taking responsibility on and off the pitch and communicating clearly with teammates.',
          sv: 'Ta ansvar på och utanför planen och kommunicera tydligt med lagkamraterna.',
          fr: 'Prendre ses responsabilités sur et en dehors du terrain et communiquer clairement avec ses coéquipiers.',
          pt: 'Assumir responsabilidades dentro e fora do campo e comunicar com clareza com os colegas de equipa.',
        },
      },
    ],
  },
  {
    key: 'u19-bridge-to-senior-football',
    ageGroupId: 'U19',
    status: 'PUBLIC',
    title: {
      en: 'Bridge to Senior Football',
      sv: 'Steget till seniorfotbollen',
      fr: 'La passerelle vers le football senior',
      pt: 'A transição para o futebol sénior',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'u19-senior-level-physicality',
        title: {
          en: 'Senior-level physicality',
          sv: 'Fysik på seniornivå',
          fr: 'Un physique de niveau senior',
          pt: 'Físico de nível sénior',
        },
        description: {
          en: 'Strength, power and robustness to compete in duels with adult players.',
          sv: 'Styrka, explosivitet och robusthet för att vinna dueller mot vuxna spelare.',
          fr: 'Force, puissance et solidité pour rivaliser dans les duels avec des joueurs adultes.',
          pt: 'Força, potência e robustez para disputar duelos com jogadores adultos.',
        },
      },
      {
        key: 'u19-periodised-training-week',
        title: {
          en: 'The periodised training week',
          sv: 'Den periodiserade träningsveckan',
          fr: 'La semaine d’entraînement périodisée',
          pt: 'A semana de treino periodizada',
        },
        description: {
          en: 'A week built around the match, with clear tactical and physical aims for each day.',
          sv: 'En vecka uppbyggd kring matchen, med tydliga taktiska och fysiska mål för varje dag.',
          fr: 'Une semaine construite autour du match, avec des objectifs tactiques et physiques clairs pour chaque jour.',
          pt: 'Uma semana estruturada em função do jogo, com objetivos táticos e físicos claros para cada dia.',
        },
      },
      {
        key: 'u19-individual-development-plan',
        title: {
          en: 'Individual development plan',
          sv: 'Individuell utvecklingsplan',
          fr: 'Plan de développement individuel',
          pt: 'Plano de desenvolvimento individual',
        },
        description: {
          en: 'Personal goals for technique, tactics, physique and mindset, reviewed regularly with a coach.',
          sv: 'Personliga mål för teknik, taktik, fysik och mentalitet som följs upp regelbundet med en tränare.',
          fr: 'Des objectifs personnels en technique, tactique, physique et mental, revus régulièrement avec un entraîneur.',
          pt: 'Objetivos pessoais de técnica, tática, físico e mentalidade, revistos regularmente com um treinador.',
        },
      },
      {
        key: 'u19-playing-at-senior-tempo',
        title: {
          en: 'Playing at senior tempo',
          sv: 'Spela i seniortempo',
          fr: 'Jouer au rythme senior',
          pt: 'Jogar ao ritmo sénior',
        },
        description: {
          en: 'Faster decisions and fewer touches in games against stronger and more experienced opponents.',
          sv: 'Snabbare beslut och färre tillslag i spel mot starkare och mer rutinerade motståndare.',
          fr: 'Des décisions plus rapides et moins de touches face à des adversaires plus forts et plus expérimentés.',
          pt: 'Decisões mais rápidas e menos toques em jogos contra adversários mais fortes e mais experientes.',
        },
      },
      {
        key: 'u19-professional-habits',
        title: {
          en: 'Professional habits',
          sv: 'Professionella vanor',
          fr: 'Des habitudes de professionnel',
          pt: 'Hábitos profissionais',
        },
        description: {
          en: 'Nutrition, sleep and recovery, and balancing football with school or work.',
          sv: 'Kost, sömn och återhämtning, och att kombinera fotbollen med skola eller arbete.',
          fr: 'Alimentation, sommeil et récupération, et concilier le football avec les études ou le travail.',
          pt: 'Alimentação, sono e recuperação, e conciliar o futebol com a escola ou o trabalho.',
        },
      },
    ],
  },
  {
    key: 'senior-performance-program',
    ageGroupId: 'SENIOR',
    status: 'PUBLIC',
    title: {
      en: 'Senior Performance Program',
      sv: 'Prestationsprogram för seniorer',
      fr: 'Programme de performance seniors',
      pt: 'Programa de rendimento sénior',
    },
    fees: DEFAULT_PROGRAM_FEES,
    phases: [
      {
        key: 'senior-pre-season-base',
        title: {
          en: 'Pre-season: building the base',
          sv: 'Försäsong: bygga basen',
          fr: 'Avant-saison : construire la base',
          pt: 'Pré-época: construir a base',
        },
        description: {
          en: 'Aerobic base, strength and a gradual build-up to match intensity.',
          sv: 'Grundkondition, styrka och en gradvis upptrappning mot matchintensitet.',
          fr: 'Foncier aérobie, force et montée progressive vers l’intensité de match.',
          pt: 'Base aeróbia, força e um aumento gradual até à intensidade de jogo.',
        },
      },
      {
        key: 'senior-game-model-and-team-tactics',
        title: {
          en: 'Game model and team tactics',
          sv: 'Spelidé och lagtaktik',
          fr: 'Projet de jeu et tactique collective',
          pt: 'Modelo de jogo e tática coletiva',
        },
        description: {
          en: 'Team structure, pressing triggers and attacking patterns for the season ahead.',
          sv: 'Lagets struktur, pressignaler och anfallsmönster inför säsongen.',
          fr: 'Structure de l’équipe, déclencheurs de pressing et circuits offensifs pour la saison à venir.',
          pt: 'Estrutura da equipa, sinais de pressão e padrões ofensivos para a época que se aproxima.',
        },
      },
      {
        key: 'senior-high-intensity-match-fitness',
        title: {
          en: 'High-intensity match fitness',
          sv: 'Matchkondition i hög intensitet',
          fr: 'Condition physique de match à haute intensité',
          pt: 'Condição física de jogo em alta intensidade',
        },
        description: {
          en: 'Repeated-sprint ability and intermittent endurance through football-specific drills.',
          sv: 'Förmåga till upprepade sprinter och intermittent uthållighet genom fotbollsspecifika övningar.',
          fr: 'Capacité à répéter les sprints et endurance intermittente grâce à des exercices spécifiques au football.',
          pt: 'Capacidade de repetir sprints e resistência intermitente através de exercícios específicos de futebol.',
        },
      },
      {
        key: 'senior-chance-creation-and-finishing',
        title: {
          en: 'Chance creation and finishing',
          sv: 'Skapa och avsluta chanser',
          fr: 'Création d’occasions et finition',
          pt: 'Criação de oportunidades e finalização',
        },
        description: {
          en: 'Creating chances against organised defences and finishing them under pressure.',
          sv: 'Skapa målchanser mot organiserade försvar och omsätta dem i mål under press.',
          fr: 'Se créer des occasions face à des défenses organisées et les convertir sous pression.',
          pt: 'Criar oportunidades contra defesas organizadas e concretizá-las sob pressão.',
        },
      },
      {
        key: 'senior-in-season-maintenance',
        title: {
          en: 'In-season maintenance',
          sv: 'Underhåll under säsongen',
          fr: 'Entretien en cours de saison',
          pt: 'Manutenção durante a época',
        },
        description: {
          en: 'Keeping strength and speed through the season while managing the weekly load.',
          sv: 'Behålla styrka och snabbhet under säsongen och samtidigt styra veckobelastningen.',
          fr: 'Maintenir la force et la vitesse tout au long de la saison en gérant la charge hebdomadaire.',
          pt: 'Manter a força e a velocidade ao longo da época, gerindo a carga semanal.',
        },
      },
      {
        key: 'senior-recovery-and-injury-prevention',
        title: {
          en: 'Recovery and injury prevention',
          sv: 'Återhämtning och skadeprevention',
          fr: 'Récupération et prévention des blessures',
          pt: 'Recuperação e prevenção de lesões',
        },
        description: {
          en: 'Mobility, injury-prevention routines and recovery strategies for a long season.',
          sv: 'Rörlighet, skadeförebyggande rutiner och återhämtningsstrategier för en lång säsong.',
          fr: 'Mobilité, routines de prévention des blessures et stratégies de récupération pour une longue saison.',
          pt: 'Mobilidade, rotinas de prevenção de lesões e estratégias de recuperação para uma época longa.',
        },
      },
    ],
  },
];
