import type { SessionContent } from './types.ts';

/**
 * U11's own goalkeeper sessions, one for each U11 phase (b2-keepers.ts holds the ones U10 and U12
 * share). Diving only from kneeling or a crouch, on grass or a mat; no heading.
 */
export const B2_OWN_KEEPER_SESSIONS: readonly SessionContent[] = [
  {
    key: 'b2-gk-back-pass-scan',
    title: {
      en: 'Keeper: the back-pass',
      sv: 'Målvakt: bakåtpassningen',
      fr: 'Gardien : la passe en retrait',
      pt: 'Guarda-redes: o atraso',
    },
    description: {
      en: 'A teammate passes back to you and a striker chases it. You look before the ball arrives, take your first touch away from the striker and pass to the free side.',
      sv: 'En lagkamrat passar bakåt till dig och en anfallare jagar bollen. Du tittar innan bollen kommer, tar första tillslaget bort från anfallaren och passar till den fria sidan.',
      fr: 'Un coéquipier te passe le ballon en retrait et un attaquant le poursuit. Tu regardes avant que le ballon arrive, tu contrôles loin de l’attaquant et tu passes du côté libre.',
      pt: 'Um colega de equipa atrasa-te a bola e um avançado corre atrás dela. Olhas antes de a bola chegar, fazes a receção para longe do avançado e passas para o lado livre.',
    },
    steps: {
      en: [
        'Stand in the middle of your goal (or between two cones 5 m apart). Put two 2 m gates 15 m away, one to the left and one to the right.',
        'Your partner passes to you from 15 m and then runs at you on a curve, closing one gate. Look up before the ball arrives.',
        'First touch away from your partner, second touch a pass through the gate they do not cover. 10 times, 5 with each foot.',
        'One touch: when the pass is good, play it first time through the free gate. Count your clean ones out of 10.',
      ],
      sv: [
        'Stå mitt i målet (eller mellan två koner 5 m isär). Ställ två portar på 2 m 15 m bort, en till vänster och en till höger.',
        'Din kompis passar till dig från 15 m och springer sedan mot dig i en båge så att en port stängs. Titta upp innan bollen kommer.',
        'Första tillslaget bort från din kompis, andra tillslaget en passning genom porten hen inte täcker. 10 gånger, 5 med varje fot.',
        'Ett tillslag: när passningen är bra spelar du den direkt genom den fria porten. Räkna dina rena av 10.',
      ],
      fr: [
        'Place-toi au milieu de ton but (ou entre deux plots à 5 m l’un de l’autre). Pose deux portes de 2 m à 15 m, une à gauche et une à droite.',
        'Ton partenaire te passe le ballon depuis 15 m puis court vers toi en courbe pour fermer une porte. Lève les yeux avant que le ballon arrive.',
        'Premier contrôle loin de ton partenaire, deuxième touche une passe dans la porte qu’il ne couvre pas. 10 fois, 5 de chaque pied.',
        'En une touche : quand la passe est bonne, joue-la directement dans la porte libre. Compte tes relances propres sur 10.',
      ],
      pt: [
        'Fica no meio da baliza (ou entre dois cones a 5 m). Põe duas portas de 2 m a 15 m, uma à esquerda e outra à direita.',
        'O colega passa-te a bola a 15 m e depois corre para ti em curva, a fechar uma porta. Levanta os olhos antes de a bola chegar.',
        'Receção para longe do colega e, ao segundo toque, passe pela porta que ele não tapa. 10 vezes, 5 com cada pé.',
        'Um toque: quando o passe é bom, joga de primeira pela porta livre. Conta as limpas em 10.',
      ],
    },
    coachingPoints: {
      en: [
        'Move into line with the pass and open your body towards the free side.',
        'Touch the ball out of your feet, away from the striker, never towards your goal.',
        'If both gates are closed, play it long and safe.',
      ],
      sv: [
        'Flytta dig i linje med passningen och öppna kroppen mot den fria sidan.',
        'Ta ut bollen från fötterna, bort från anfallaren, aldrig mot ditt mål.',
        'Är båda portarna stängda: spela långt och säkert.',
      ],
      fr: [
        'Place-toi dans l’axe de la passe et ouvre ton corps vers le côté libre.',
        'Sors le ballon de tes pieds, loin de l’attaquant, jamais vers ton but.',
        'Si les deux portes sont fermées, joue long et en sécurité.',
      ],
      pt: [
        'Coloca-te na linha do passe e abre o corpo para o lado livre.',
        'Tira a bola dos pés, para longe do avançado, nunca na direção da tua baliza.',
        'Se as duas portas estiverem fechadas, joga longo e em segurança.',
      ],
    },
    durationMinutes: 20,
    equipment: ['ball', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PARK',
    soloAlternative: {
      en: 'Alone: pass against a wall from 10 m, look over your shoulder as the ball comes back, take one touch to the side and pass through a cone gate, 10 with each foot.',
      sv: 'Ensam: passa mot en vägg från 10 m, titta över axeln när bollen kommer tillbaka, ta ett tillslag åt sidan och passa genom en konport, 10 med varje fot.',
      fr: 'Seul : passe contre un mur à 10 m, regarde par-dessus l’épaule pendant que le ballon revient, contrôle sur le côté et passe dans une porte de plots, 10 de chaque pied.',
      pt: 'Sozinho: passa contra uma parede a 10 m, espreita por cima do ombro enquanto a bola volta, recebe para o lado e passa por uma porta de cones, 10 com cada pé.',
    },
  },
  {
    key: 'b2-gk-extra-passer',
    title: {
      en: 'Keeper: the extra passer',
      sv: 'Målvakt: den extra passningsspelaren',
      fr: 'Gardien : le joueur en plus',
      pt: 'Guarda-redes: o jogador a mais',
    },
    description: {
      en: 'In 7 against 7 the keeper is one more player for passing. You move to give your teammate an angle, pass with both feet and get ready for the next ball.',
      sv: 'I 7 mot 7 är målvakten en spelare till att passa till. Du flyttar dig för att ge din lagkamrat en passningsvinkel, passar med båda fötterna och gör dig redo för nästa boll.',
      fr: 'À 7 contre 7, le gardien est un joueur de plus pour faire circuler le ballon. Tu te déplaces pour offrir un angle de passe à ton coéquipier, tu passes des deux pieds et tu te prépares pour le ballon suivant.',
      pt: 'No 7 contra 7, o guarda-redes é mais um jogador para passar a bola. Mexes-te para dar uma linha de passe ao colega de equipa, passas com os dois pés e preparas-te para a bola seguinte.',
    },
    steps: {
      en: [
        'Put 3 cones in a triangle 12 m apart: you stand at the bottom cone, the goal behind you. Your partner dribbles between the two top cones.',
        'When your partner turns to you, step to the side so a cone is never between you and the ball, and call “keeper!”.',
        'Receive with one foot, pass back with the other to the cone your partner runs to. Keep it going for 1 minute. 4 rounds.',
        'Add a line: put a cone (a striker) between you and your partner. Move so the pass can go past it. Count passes in a row; beat your best.',
      ],
      sv: [
        'Ställ 3 koner i en triangel 12 m isär: du står vid den nedre konen med målet bakom dig. Din kompis dribblar mellan de två övre konerna.',
        'När din kompis vänder sig mot dig kliver du åt sidan så att en kon aldrig står mellan dig och bollen, och ropar ”målvakt!”.',
        'Ta emot med ena foten, passa tillbaka med den andra till konen din kompis springer mot. Håll igång i 1 minut. 4 omgångar.',
        'Lägg till en linje: ställ en kon (en anfallare) mellan dig och din kompis. Flytta dig så att passningen kan gå förbi den. Räkna passningar i rad och slå ditt bästa.',
      ],
      fr: [
        'Pose 3 plots en triangle, à 12 m les uns des autres : tu te places au plot du bas, le but derrière toi. Ton partenaire conduit le ballon entre les deux plots du haut.',
        'Quand ton partenaire se tourne vers toi, décale-toi pour qu’un plot ne soit jamais entre toi et le ballon, et annonce « gardien ! ».',
        'Contrôle d’un pied, repasse de l’autre vers le plot où court ton partenaire. Continue pendant 1 minute. 4 manches.',
        'Ajoute une ligne : pose un plot (un attaquant) entre toi et ton partenaire. Déplace-toi pour que la passe puisse passer à côté. Compte les passes d’affilée et bats ton record.',
      ],
      pt: [
        'Põe 3 cones em triângulo, a 12 m uns dos outros: ficas no cone de baixo, com a baliza atrás de ti. O colega conduz a bola entre os dois cones de cima.',
        'Quando o colega se vira para ti, desloca-te para o lado para que nunca haja um cone entre ti e a bola, e diz «guarda-redes!».',
        'Recebe com um pé e devolve com o outro para o cone para onde o colega corre. Continua durante 1 minuto. 4 rondas.',
        'Junta uma linha: põe um cone (um avançado) entre ti e o colega. Mexe-te para que o passe possa passar ao lado dele. Conta os passes seguidos e bate o teu recorde.',
      ],
    },
    coachingPoints: {
      en: [
        'Move before the ball comes: an angle, not a straight line behind a defender.',
        'Open body, receive across you with the foot further from the ball.',
        'Talk early and loudly: your call tells your teammate you are free.',
      ],
      sv: [
        'Flytta dig innan bollen kommer: en vinkel, inte en rak linje bakom en försvarare.',
        'Öppen kropp, ta emot tvärs över dig med foten längst från bollen.',
        'Prata tidigt och högt: ditt rop säger till lagkamraten att du är fri.',
      ],
      fr: [
        'Déplace-toi avant que le ballon arrive : un angle, pas une ligne droite derrière un défenseur.',
        'Corps ouvert, contrôle devant toi avec le pied le plus éloigné du ballon.',
        'Parle tôt et fort : ton appel dit à ton coéquipier que tu es libre.',
      ],
      pt: [
        'Mexe-te antes de a bola chegar: um ângulo, não uma linha reta atrás de um defesa.',
        'Corpo aberto, recebe à frente do corpo com o pé mais afastado da bola.',
        'Fala cedo e alto: a tua voz diz ao colega de equipa que estás livre.',
      ],
    },
    durationMinutes: 20,
    equipment: ['ball', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PARK',
    soloAlternative: {
      en: 'Alone: pass against a wall from 8 m, then move 2 m to the side before the rebound comes and receive it with the foot further from the wall, 3 × 10.',
      sv: 'Ensam: passa mot en vägg från 8 m, flytta dig sedan 2 m åt sidan innan returen kommer och ta emot med foten längst från väggen, 3 × 10.',
      fr: 'Seul : passe contre un mur à 8 m, puis décale-toi de 2 m avant que le ballon revienne et contrôle-le du pied le plus éloigné du mur, 3 × 10.',
      pt: 'Sozinho: passa contra uma parede a 8 m, desloca-te 2 m para o lado antes de a bola voltar e recebe com o pé mais afastado da parede, 3 × 10.',
    },
  },
  {
    key: 'b2-gk-come-or-wait',
    title: {
      en: 'Keeper: come or wait?',
      sv: 'Målvakt: gå ut eller vänta?',
      fr: 'Gardien : sortir ou attendre ?',
      pt: 'Guarda-redes: sair ou esperar?',
    },
    description: {
      en: 'A striker dribbles at your goal. When their touch is too long you come and collect the ball; when it stays close you wait, set your feet and stay big. You learn to read the touch.',
      sv: 'En anfallare dribblar mot ditt mål. När tillslaget blir för långt går du ut och tar bollen; när bollen är nära väntar du, sätter fötterna och gör dig stor. Du lär dig att läsa tillslaget.',
      fr: 'Un attaquant conduit le ballon vers ton but. Quand sa touche est trop longue, tu sors prendre le ballon ; quand il le garde près de lui, tu attends, tu te places et tu restes grand. Tu apprends à lire la touche.',
      pt: 'Um avançado conduz a bola para a tua baliza. Quando o toque dele é longo demais, sais e ficas com a bola; quando ela está perto, esperas, firmas os pés e ficas grande. Aprendes a ler o toque.',
    },
    steps: {
      en: [
        'Stand in your goal (two cones 5 m apart). Your partner starts 15 m away with the ball and dribbles at you at jogging pace.',
        'Your partner decides each time: a short touch, or one long touch that runs away from them. Long touch: you come at once and scoop up the ball with both hands.',
        'Short touch: walk out a few steps to make the goal smaller, then stop, feet apart, hands low, as they shoot at half power. 10 rounds.',
        'Now at match speed, with a finish into the corners. Score: a point to you for every collected ball or save, to your partner for every goal. 2 × 8.',
      ],
      sv: [
        'Stå i ditt mål (två koner 5 m isär). Din kompis startar 15 m bort med bollen och dribblar mot dig i joggingtempo.',
        'Din kompis bestämmer varje gång: ett kort tillslag eller ett långt som rullar ifrån hen. Långt tillslag: du går ut direkt och skopar upp bollen med båda händerna.',
        'Kort tillslag: gå ut några steg så att målet blir mindre, stanna sedan med fötterna isär och händerna lågt medan hen skjuter med halv kraft. 10 omgångar.',
        'Nu i matchfart, med avslut mot hörnen. Poäng: en till dig för varje boll du tar eller räddar, till din kompis för varje mål. 2 × 8.',
      ],
      fr: [
        'Place-toi dans ton but (deux plots à 5 m l’un de l’autre). Ton partenaire part à 15 m avec le ballon et le conduit vers toi en trottinant.',
        'Ton partenaire choisit à chaque fois : une touche courte, ou une touche longue qui s’éloigne de lui. Touche longue : tu sors tout de suite et tu ramasses le ballon à deux mains.',
        'Touche courte : avance de quelques pas pour réduire le but, puis arrête-toi, pieds écartés, mains basses, pendant qu’il frappe à mi-puissance. 10 manches.',
        'Maintenant à vitesse de match, avec une frappe vers les coins. Score : un point pour toi à chaque ballon capté ou arrêté, pour ton partenaire à chaque but. 2 × 8.',
      ],
      pt: [
        'Fica na tua baliza (dois cones a 5 m). O colega parte a 15 m com a bola e conduz na tua direção a correr devagar.',
        'O colega decide de cada vez: um toque curto ou um toque longo que foge dele. Toque longo: sais logo e apanhas a bola com as duas mãos, em concha.',
        'Toque curto: avança uns passos para fazer a baliza mais pequena, depois para, com os pés afastados e as mãos baixas, enquanto ele remata a meia força. 10 rondas.',
        'Agora à velocidade de jogo, com remate para os cantos. Pontos: um para ti por cada bola agarrada ou defendida, para o colega por cada golo. 2 × 8.',
      ],
    },
    coachingPoints: {
      en: [
        'Watch the ball, not the player’s feet: how far does it run after each touch?',
        'Decide early: come all the way, or stop and set. Never half.',
        'Set before the shot: still feet, weight on the front of them.',
      ],
      sv: [
        'Titta på bollen, inte på spelarens fötter: hur långt rullar den efter varje tillslag?',
        'Bestäm dig tidigt: gå hela vägen ut, eller stanna och sätt dig. Aldrig halvvägs.',
        'Stå still före skottet: stilla fötter, tyngden på främre delen av dem.',
      ],
      fr: [
        'Regarde le ballon, pas les pieds du joueur : jusqu’où roule-t-il après chaque touche ?',
        'Décide tôt : sors jusqu’au bout, ou arrête-toi et place-toi. Jamais à moitié.',
        'Sois placé avant la frappe : pieds immobiles, poids sur l’avant des pieds.',
      ],
      pt: [
        'Olha para a bola e não para os pés do jogador: até onde rola depois de cada toque?',
        'Decide cedo: sai até ao fim, ou para e fica firme. Nunca a meio.',
        'Fica firme antes do remate: pés parados, peso na parte da frente dos pés.',
      ],
    },
    durationMinutes: 25,
    equipment: ['ball', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PARK',
    soloAlternative: {
      en: 'Alone: kick the ball ahead of you from 15 m, sometimes short, sometimes long, chase it and collect the long ones with both hands before a line 6 m from your goal; set your feet for the short ones, 3 × 8.',
      sv: 'Ensam: sparka bollen framför dig från 15 m, ibland kort, ibland långt, spring efter och ta de långa med båda händerna före en linje 6 m från målet; sätt fötterna vid de korta, 3 × 8.',
      fr: 'Seul : pousse le ballon devant toi depuis 15 m, parfois court, parfois long, cours derrière et capte les longs à deux mains avant une ligne à 6 m de ton but ; place tes pieds pour les courts, 3 × 8.',
      pt: 'Sozinho: empurra a bola à tua frente a 15 m, umas vezes curta, outras longa, corre atrás dela e agarra as longas com as duas mãos antes de uma linha a 6 m da baliza; firma os pés nas curtas, 3 × 8.',
    },
  },
  {
    key: 'b2-gk-reaction-rebounds',
    title: {
      en: 'Keeper: quick hands, second save',
      sv: 'Målvakt: snabba händer, andra räddningen',
      fr: 'Gardien : mains rapides, deuxième arrêt',
      pt: 'Guarda-redes: mãos rápidas, segunda defesa',
    },
    description: {
      en: 'Shots in a match do not always come clean: they bounce, deflect and come back. You train fast hands with a tennis ball off a wall, and getting back up for the second save.',
      sv: 'Skott i en match kommer inte alltid rent: de studsar, styrs och kommer tillbaka. Du tränar snabba händer med en tennisboll mot en vägg, och att snabbt komma upp för den andra räddningen.',
      fr: 'En match, les tirs n’arrivent pas toujours proprement : ils rebondissent, sont déviés, reviennent. Tu travailles des mains rapides avec une balle de tennis contre un mur, et à te relever vite pour le deuxième arrêt.',
      pt: 'Num jogo, os remates nem sempre chegam limpos: ressaltam, são desviados e voltam. Treinas mãos rápidas com uma bola de ténis contra uma parede e levantar-te depressa para a segunda defesa.',
    },
    steps: {
      en: [
        'Stand 3 m from a wall in the ready position. Throw the tennis ball against the wall with one hand and catch it with both: 20 catches, then 20 with one hand, each hand.',
        'Your partner stands behind you and throws the tennis ball against the wall: react and catch it when it comes back. 3 × 10.',
        'Second save: kneel on grass or a mat. Your partner rolls a football to your side; save it with a collapse from kneeling and push it away. Get up at once: they throw a second ball to the other side. 8 times.',
        'Game: 10 pairs of balls; a point for every second save. Beat your score next time.',
      ],
      sv: [
        'Stå 3 m från en vägg i grundposition. Kasta tennisbollen mot väggen med ena handen och fånga med båda: 20 lyror, sedan 20 med en hand, med varje hand.',
        'Din kompis står bakom dig och kastar tennisbollen mot väggen: reagera och fånga den när den kommer tillbaka. 3 × 10.',
        'Andra räddningen: ställ dig på knä på gräs eller en matta. Din kompis rullar en fotboll vid sidan av dig; rädda den med ett fall från knäna och tryck bort den. Kom upp direkt: hen kastar en andra boll åt andra sidan. 8 gånger.',
        'Lek: 10 par bollar; en poäng för varje andra räddning. Slå ditt resultat nästa gång.',
      ],
      fr: [
        'Place-toi à 3 m d’un mur en position de base. Lance la balle de tennis contre le mur d’une main et rattrape-la à deux mains : 20 prises, puis 20 à une main, de chaque main.',
        'Ton partenaire se place derrière toi et lance la balle de tennis contre le mur : réagis et attrape-la quand elle revient. 3 × 10.',
        'Deuxième arrêt : mets-toi à genoux sur l’herbe ou un tapis. Ton partenaire fait rouler un ballon sur ton côté ; arrête-le en te laissant tomber depuis les genoux et repousse-le. Relève-toi tout de suite : il lance un deuxième ballon de l’autre côté. 8 fois.',
        'Jeu : 10 paires de ballons ; un point pour chaque deuxième arrêt. Bats ton score la prochaine fois.',
      ],
      pt: [
        'Fica a 3 m de uma parede, na posição base. Atira a bola de ténis contra a parede com uma mão e agarra-a com as duas: 20 vezes, depois 20 só com uma mão, com cada mão.',
        'O colega fica atrás de ti e atira a bola de ténis contra a parede: reage e agarra-a quando voltar. 3 × 10.',
        'Segunda defesa: ajoelha-te na relva ou num tapete. O colega rola uma bola de futebol para o teu lado; defende com uma queda a partir dos joelhos e afasta-a. Levanta-te logo: ele atira uma segunda bola para o outro lado. 8 vezes.',
        'Jogo: 10 pares de bolas; um ponto por cada segunda defesa. Bate a tua marca na próxima vez.',
      ],
    },
    coachingPoints: {
      en: [
        'Hands up and in front of you, elbows soft, eyes on the ball.',
        'Push the first ball wide, away from the goal, never back into the middle.',
        'Up in one move: hands to the ground, feet under you, ready again.',
      ],
      sv: [
        'Händerna uppe framför dig, mjuka armbågar, blicken på bollen.',
        'Tryck ut den första bollen brett, bort från målet, aldrig tillbaka in i mitten.',
        'Upp i en rörelse: händerna i marken, fötterna under dig, redo igen.',
      ],
      fr: [
        'Les mains levées devant toi, les coudes souples, les yeux sur le ballon.',
        'Repousse le premier ballon sur le côté, loin du but, jamais vers le milieu.',
        'Relève-toi d’un seul mouvement : mains au sol, pieds sous toi, de nouveau prêt.',
      ],
      pt: [
        'Mãos levantadas à tua frente, cotovelos soltos, olhos na bola.',
        'Afasta a primeira bola para o lado, para longe da baliza, nunca para o meio.',
        'Levanta-te num só movimento: mãos no chão, pés debaixo de ti, pronto outra vez.',
      ],
    },
    durationMinutes: 20,
    equipment: ['tennisBall', 'wall', 'ball', 'mat', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'GARDEN',
    soloAlternative: {
      en: 'Alone: do the wall catches, then turn your back to the wall, throw the tennis ball over your shoulder against it, turn and catch it; for the second save, kneel, roll a ball against the wall yourself and save the rebound, 3 × 8.',
      sv: 'Ensam: gör lyrorna mot väggen, vänd sedan ryggen mot väggen, kasta tennisbollen över axeln mot den, vänd och fånga; för andra räddningen: stå på knä, rulla en boll mot väggen själv och rädda returen, 3 × 8.',
      fr: 'Seul : fais les prises contre le mur, puis tourne le dos au mur, lance la balle de tennis par-dessus l’épaule contre lui, retourne-toi et attrape-la ; pour le deuxième arrêt, à genoux, fais rouler toi-même un ballon contre le mur et arrête le rebond, 3 × 8.',
      pt: 'Sozinho: faz as receções contra a parede, depois vira as costas à parede, atira a bola de ténis por cima do ombro contra ela, vira-te e agarra-a; para a segunda defesa, ajoelhado, rola tu mesmo uma bola contra a parede e defende o ressalto, 3 × 8.',
    },
  },
  {
    key: 'b2-gk-sweeper-keeper',
    title: {
      en: 'Keeper: sweep behind your defence',
      sv: 'Målvakt: städa bakom backlinjen',
      fr: 'Gardien : couvrir derrière ta défense',
      pt: 'Guarda-redes: cobrir as costas da defesa',
    },
    description: {
      en: 'In 7 against 7 a pass over or behind your defenders lands in the space in front of you. You stand further up when your team has the ball, read the through ball and get there first.',
      sv: 'I 7 mot 7 hamnar en passning över eller bakom dina backar i ytan framför dig. Du står högre upp när ditt lag har bollen, läser djupledsbollen och kommer först.',
      fr: 'À 7 contre 7, une passe par-dessus ou dans le dos de tes défenseurs arrive dans l’espace devant toi. Tu te places plus haut quand ton équipe a le ballon, tu lis la passe en profondeur et tu arrives le premier.',
      pt: 'No 7 contra 7, um passe por cima ou nas costas dos teus defesas cai no espaço à tua frente. Colocas-te mais à frente quando a tua equipa tem a bola, lês o passe em profundidade e chegas primeiro.',
    },
    steps: {
      en: [
        'Mark your penalty area with cones, 10 m deep, and a line of 3 cones (your defenders) 20 m out. Your partner stands 30 m out with the balls.',
        'Stand 4–6 m off your line while your partner has the ball. Each time they touch it, take a small step to stay in line with it.',
        'Your partner plays a ball past the cone line. Inside your area: come and collect it with your hands. Outside: pass it away to the side with your feet. 10 times.',
        'Your partner now chases the ball too, from 5 m further back. Who gets there first? Count your wins out of 10.',
      ],
      sv: [
        'Markera straffområdet med koner, 10 m djupt, och en linje av 3 koner (dina backar) 20 m ut. Din kompis står 30 m ut med bollarna.',
        'Stå 4–6 m framför mållinjen medan din kompis har bollen. Varje gång hen rör den tar du ett litet steg för att stå i linje med den.',
        'Din kompis spelar en boll förbi konlinjen. Inne i straffområdet: gå ut och ta den med händerna. Utanför: passa bort den åt sidan med fötterna. 10 gånger.',
        'Nu jagar din kompis också bollen, från 5 m längre bak. Vem kommer först? Räkna dina vinster av 10.',
      ],
      fr: [
        'Délimite ta surface de réparation avec des plots, sur 10 m de profondeur, et une ligne de 3 plots (tes défenseurs) à 20 m. Ton partenaire se place à 30 m avec les ballons.',
        'Tiens-toi à 4–6 m devant ta ligne pendant que ton partenaire a le ballon. À chaque touche, fais un petit pas pour rester dans l’axe du ballon.',
        'Ton partenaire joue un ballon au-delà de la ligne de plots. Dans ta surface : sors et capte-le à la main. En dehors : passe-le sur le côté avec les pieds. 10 fois.',
        'Maintenant ton partenaire court aussi après le ballon, en partant 5 m plus loin. Qui arrive le premier ? Compte tes victoires sur 10.',
      ],
      pt: [
        'Marca a grande área com cones, com 10 m de fundo, e uma linha de 3 cones (os teus defesas) a 20 m. O colega fica a 30 m com as bolas.',
        'Fica 4–6 m à frente da linha de baliza enquanto o colega tem a bola. Sempre que ele lhe toca, dá um passo pequeno para ficares na linha da bola.',
        'O colega joga uma bola para lá da linha de cones. Dentro da área: sai e agarra-a com as mãos. Fora: passa-a para o lado com os pés. 10 vezes.',
        'Agora o colega também corre atrás da bola, a partir de 5 m mais atrás. Quem chega primeiro? Conta as tuas vitórias em 10.',
      ],
    },
    coachingPoints: {
      en: [
        'Start higher when your team attacks; come back towards your line as the ball comes closer.',
        'Go the moment the ball is played, not when it lands.',
        'Outside your area you are a defender: play it safe and wide.',
      ],
      sv: [
        'Stå högre när ditt lag anfaller; backa mot mållinjen när bollen kommer närmare.',
        'Starta i samma ögonblick som bollen spelas, inte när den landar.',
        'Utanför straffområdet är du en back: spela säkert och brett.',
      ],
      fr: [
        'Place-toi plus haut quand ton équipe attaque ; recule vers ta ligne quand le ballon se rapproche.',
        'Pars au moment où la passe est jouée, pas quand le ballon retombe.',
        'Hors de ta surface, tu es un défenseur : joue simple et sur le côté.',
      ],
      pt: [
        'Fica mais à frente quando a tua equipa ataca; recua para a linha quando a bola se aproxima.',
        'Parte no momento em que a bola é jogada, não quando cai.',
        'Fora da área és um defesa: joga seguro e para o lado.',
      ],
    },
    durationMinutes: 25,
    equipment: ['ball', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PARK',
    soloAlternative: {
      en: 'Alone: stand at the cone line, kick the ball past it into your area or just outside, sprint back and collect it with your hands inside the area or pass it wide with your feet outside, 3 × 6.',
      sv: 'Ensam: stå vid konlinjen, sparka bollen förbi den in i straffområdet eller strax utanför, sprinta tillbaka och ta den med händerna inne i området eller passa ut den brett med fötterna utanför, 3 × 6.',
      fr: 'Seul : place-toi à la ligne de plots, envoie le ballon au-delà, dans ta surface ou juste en dehors, sprinte et capte-le à la main dans la surface ou passe-le sur le côté avec les pieds en dehors, 3 × 6.',
      pt: 'Sozinho: fica na linha de cones, chuta a bola para lá dela, para dentro da área ou logo fora, corre e agarra-a com as mãos dentro da área ou passa-a para o lado com os pés fora, 3 × 6.',
    },
  },
];
