import type { SessionContent } from './types.ts';

/** Goalkeeper sessions of b3 (U13–U15): a keeper does them instead of the outfield positions' sessions. */
export const B3_KEEPER_SESSIONS: readonly SessionContent[] = [
  {
    key: 'b3-gk-high-balls',
    title: {
      en: 'Goalkeeper: claim the high ball',
      sv: 'Målvakt: ta de höga bollarna',
      fr: 'Gardien : s’imposer dans les airs',
      pt: 'Guarda-redes: dominar as bolas altas',
    },
    description: {
      en: 'Crosses and high balls: judge the flight, take off from one foot with the knee up for protection, and catch at the highest point with a loud call.',
      sv: 'Inlägg och höga bollar: läs bollbanan, hoppa upp från ett ben med knät upp som skydd och fånga i högsta punkten med ett tydligt rop.',
      fr: 'Centres et ballons aériens : lisez la trajectoire, prenez l’impulsion sur un pied, genou levé pour vous protéger, et captez au point le plus haut en annonçant fort.',
      pt: 'Cruzamentos e bolas altas: leia a trajetória, faça a impulsão num pé com o joelho levantado para se proteger e agarre no ponto mais alto com uma chamada forte.',
    },
    steps: {
      en: [
        'Standing, your partner throws the ball just above your head from 6 m: catch it in the W with your arms almost straight. 10 catches.',
        'Take-off: three steps, jump off your left foot with your right knee up, catch at the highest point and land on both feet. 5 per side.',
        'Your partner throws or lofts the ball from the side, 12–15 m away, towards a spot 4 m in front of the goal. Call “keeper!” early, attack the ball and catch it. 10 balls.',
        'If you cannot catch it cleanly, punch it high and wide with both fists. Count clean catches out of 10.',
      ],
      sv: [
        'Stående: din kompis kastar bollen strax över ditt huvud från 6 meter; fånga den i W-greppet med nästan raka armar. 10 fångster.',
        'Upphopp: tre steg, hoppa från vänster fot med högra knät upp, fånga i högsta punkten och landa på båda fötterna. 5 per sida.',
        'Din kompis kastar eller slår bollen från sidan, 12–15 meter bort, mot en punkt 4 meter framför målet. Ropa ”målvakt!” tidigt, attackera bollen och fånga den. 10 bollar.',
        'Om du inte kan fånga den säkert, boxa den högt och brett med båda nävarna. Räkna rena fångster av 10.',
      ],
      fr: [
        'Debout : votre partenaire lance le ballon juste au-dessus de vous à 6 m ; captez-le en W, bras presque tendus. 10 prises.',
        'Impulsion : trois pas, sautez sur le pied gauche, genou droit levé, captez au point le plus haut et retombez sur les deux pieds. 5 de chaque côté.',
        'Votre partenaire lance ou centre depuis le côté, à 12–15 m, vers un point à 4 m devant le but. Annoncez « gardien ! » tôt, attaquez le ballon et captez-le. 10 ballons.',
        'Si la prise n’est pas sûre, boxez le ballon haut et large des deux poings. Comptez les prises nettes sur 10.',
      ],
      pt: [
        'De pé: o colega lança a bola pouco acima de si a 6 m; agarre-a em W com os braços quase esticados. 10 defesas.',
        'Impulsão: três passos, salte do pé esquerdo com o joelho direito levantado, agarre no ponto mais alto e aterre com os dois pés. 5 de cada lado.',
        'O colega lança ou cruza da ala, a 12–15 m, para um ponto 4 m à frente da baliza. Diga «minha!» cedo, ataque a bola e agarre-a. 10 bolas.',
        'Se não a conseguir agarrar com segurança, soque-a alto e para o lado com os dois punhos. Conte as defesas limpas em 10.',
      ],
    },
    coachingPoints: {
      en: [
        'Call early and loud, then go: no stopping halfway.',
        'Knee up to protect yourself in the air.',
        'Catch in front of your eyes, at the highest point.',
      ],
      sv: [
        'Ropa tidigt och högt och gå sedan: stanna inte halvvägs.',
        'Knät upp för att skydda dig i luften.',
        'Fånga framför ögonen, i högsta punkten.',
      ],
      fr: [
        'Annoncez tôt et fort, puis allez-y : ne vous arrêtez pas à mi-chemin.',
        'Genou levé pour vous protéger dans les airs.',
        'Captez devant les yeux, au point le plus haut.',
      ],
      pt: [
        'Chame cedo e alto e depois vá: não pare a meio do caminho.',
        'Joelho levantado para se proteger no ar.',
        'Agarre à frente dos olhos, no ponto mais alto.',
      ],
    },
    durationMinutes: 30,
    equipment: ['ball', 'goal', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PARK',
    soloAlternative: {
      en: 'Alone: throw the ball high above you, take off from one foot with the knee up and catch it at the highest point. 3 × 6, then 10 catches off a high wall rebound.',
      sv: 'Ensam: kasta bollen högt upp, hoppa från ett ben med knät upp och fånga den i högsta punkten. 3 × 6, sedan 10 fångster på höga returer från en vägg.',
      fr: 'Seul : lancez le ballon haut au-dessus de vous, prenez l’impulsion sur un pied, genou levé, et captez au point le plus haut. 3 × 6, puis 10 prises sur des rebonds hauts contre un mur.',
      pt: 'Sozinho: lance a bola bem alto, salte de um pé com o joelho levantado e agarre-a no ponto mais alto. 3 × 6, depois 10 defesas em ressaltos altos numa parede.',
    },
  },
  {
    key: 'b3-gk-distribution-and-build-up',
    title: {
      en: 'Goalkeeper: distribution and build-up',
      sv: 'Målvakt: utspel och speluppbyggnad',
      fr: 'Gardien : relances et construction',
      pt: 'Guarda-redes: reposição e construção',
    },
    description: {
      en: 'A modern goalkeeper is the first attacker: throw, kick from the hands and play out with both feet, choosing quickly between short and long.',
      sv: 'En modern målvakt är den första anfallaren: kasta, sparka från handen och spela ut med båda fötterna, och välj snabbt mellan kort och långt.',
      fr: 'Le gardien moderne est le premier attaquant : lancer, dégagement à la main et relance des deux pieds, en choisissant vite entre court et long.',
      pt: 'O guarda-redes moderno é o primeiro atacante: lançar, pontapear da mão e sair a jogar com os dois pés, escolhendo depressa entre curto e longo.',
    },
    steps: {
      en: [
        'Overarm throws to your partner at 20–25 m, so the ball bounces once and runs to their feet: 5 with each arm.',
        'Side-volley or half-volley from your hands into a 5 × 5 m cone zone 35 m away: 8 kicks, both feet if you can.',
        'Build-up: your partner passes back to you and then runs to one side. First touch away from the ball’s path, pass on the ground to them with the foot further from the goal. 10 times.',
        'Pressure: your partner presses after the back-pass; you choose the short pass if they leave space, or a long pass into the zone. Count good choices out of 10.',
      ],
      sv: [
        'Överarmskast till din kompis på 20–25 meter, så att bollen studsar en gång och rullar fram till fötterna: 5 med varje arm.',
        'Volley från sidan eller halvvolley från handen in i en konzon på 5 × 5 meter 35 meter bort: 8 sparkar, med båda fötterna om du kan.',
        'Speluppbyggnad: din kompis passar tillbaka till dig och springer sedan ut åt ena sidan. Första tillslaget bort från bollens bana, passa längs marken till kompisen med foten längst från målet. 10 gånger.',
        'Press: din kompis pressar efter bakåtpassningen; du väljer den korta passningen om hen lämnar yta, annars en lång passning in i zonen. Räkna bra val av 10.',
      ],
      fr: [
        'Lancers par-dessus l’épaule vers votre partenaire à 20–25 m, pour que le ballon rebondisse une fois et arrive dans ses pieds : 5 de chaque bras.',
        'Dégagement de volée ou de demi-volée à la main vers une zone de plots de 5 × 5 m à 35 m : 8 frappes, des deux pieds si possible.',
        'Construction : votre partenaire vous fait une passe en retrait puis se décale sur un côté. Premier contrôle hors de la trajectoire du ballon, passe au sol vers lui avec le pied le plus éloigné du but. 10 fois.',
        'Pression : votre partenaire presse après la passe en retrait ; choisissez la passe courte s’il laisse de l’espace, sinon une passe longue dans la zone. Comptez les bons choix sur 10.',
      ],
      pt: [
        'Lançamentos por cima do ombro para o colega a 20–25 m, de forma a que a bola pique uma vez e chegue aos pés dele: 5 com cada braço.',
        'Pontapé de volée ou de meia-volée da mão para uma zona de cones de 5 × 5 m a 35 m: 8 pontapés, com os dois pés se conseguir.',
        'Construção: o colega faz um passe atrasado e depois abre para um lado. Receção para fora da linha da bola, passe rasteiro para ele com o pé mais longe da baliza. 10 vezes.',
        'Pressão: o colega pressiona depois do passe atrasado; escolha o passe curto se ele deixar espaço, ou um passe longo para a zona. Conte as boas escolhas em 10.',
      ],
    },
    coachingPoints: {
      en: [
        'Check over your shoulder before the ball arrives.',
        'First touch out of your feet, never towards the goal.',
        'When in doubt under pressure, play long and safe.',
      ],
      sv: [
        'Kolla över axeln innan bollen kommer.',
        'Första tillslaget ut från fötterna, aldrig mot målet.',
        'När du är osäker under press, spela långt och säkert.',
      ],
      fr: [
        'Prenez l’information par-dessus l’épaule avant l’arrivée du ballon.',
        'Premier contrôle orienté hors des pieds, jamais vers le but.',
        'Dans le doute sous pression, jouez long et en sécurité.',
      ],
      pt: [
        'Olhe por cima do ombro antes de a bola chegar.',
        'Receção orientada para fora dos pés, nunca na direção da baliza.',
        'Na dúvida, sob pressão, jogue longo e em segurança.',
      ],
    },
    durationMinutes: 35,
    equipment: ['ball', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PITCH',
    soloAlternative: {
      en: 'Alone: throw and kick into the cone zones, then pass against a wall from 8 m with a first touch to the side, 3 × 10 with alternate feet.',
      sv: 'Ensam: kasta och sparka in i konzonerna, passa sedan mot en vägg från 8 meter med första tillslaget åt sidan, 3 × 10 med växlande fot.',
      fr: 'Seul : lancez et dégagez vers les zones de plots, puis passez contre un mur à 8 m avec un contrôle orienté sur le côté, 3 × 10 en alternant les pieds.',
      pt: 'Sozinho: lance e pontapeie para as zonas de cones e depois passe contra uma parede a 8 m com receção para o lado, 3 × 10 alternando os pés.',
    },
  },
  {
    key: 'b3-gk-1v1-and-angles',
    title: {
      en: 'Goalkeeper: narrow the angle, win the 1v1',
      sv: 'Målvakt: minska vinkeln, vinn en mot en',
      fr: 'Gardien : fermer l’angle, gagner le face-à-face',
      pt: 'Guarda-redes: fechar o ângulo, ganhar o um contra um',
    },
    description: {
      en: 'Set your position on the line between ball and goal, close down a runner through on goal, and make the block save with a wide, low body.',
      sv: 'Ställ dig på linjen mellan bollen och målet, gå ut mot en löpare som kommer fri och gör blockräddningen med en bred, låg kropp.',
      fr: 'Placez-vous sur la ligne ballon-but, sortez sur l’attaquant qui arrive seul et faites l’arrêt en bloc avec le corps large et bas.',
      pt: 'Posicione-se na linha entre a bola e a baliza, saia ao avançado isolado e faça a defesa em bloco com o corpo aberto e baixo.',
    },
    steps: {
      en: [
        'Put cones on five spots 12–16 m from goal. Your partner moves the ball from spot to spot; you move along the line between ball and goal and set each time. 2 rounds.',
        'Block save: kneel on one knee, the other leg out wide, hands low at the sides. Your partner side-foots the ball at you from 4 m. 8 times on grass.',
        '1v1: your partner dribbles in from 20 m. Come out while the ball is off their foot, set when they are about to touch it, stay big, and block or smother to the side of the ball. 8 runs.',
        'Score the 1v1s: a save or a won ball is a point for you, a goal a point for them. Best of 10.',
      ],
      sv: [
        'Ställ koner på fem platser 12–16 meter från målet. Din kompis flyttar bollen från plats till plats; du förflyttar dig längs linjen mellan boll och mål och stannar i grundposition varje gång. 2 varv.',
        'Blockräddning: stå på ett knä med det andra benet brett ut och händerna lågt vid sidorna. Din kompis passar bollen mot dig med insidan från 4 meter. 8 gånger på gräs.',
        'En mot en: din kompis dribblar in från 20 meter. Gå ut när bollen är ifrån foten, stanna när hen ska till att röra den, var stor och blockera eller kasta dig på bollen från sidan. 8 gånger.',
        'Poäng i en mot en: en räddning eller vunnen boll är en poäng till dig, ett mål en poäng till kompisen. Bäst av 10.',
      ],
      fr: [
        'Posez des plots à cinq endroits, à 12–16 m du but. Votre partenaire déplace le ballon de plot en plot ; vous vous déplacez sur la ligne ballon-but et vous vous fixez à chaque fois. 2 tours.',
        'Arrêt en bloc : un genou au sol, l’autre jambe écartée, les mains basses sur les côtés. Votre partenaire frappe du plat du pied vers vous à 4 m. 8 fois sur l’herbe.',
        'Face-à-face : votre partenaire arrive en conduite depuis 20 m. Sortez quand le ballon s’éloigne de son pied, fixez-vous quand il va le toucher, restez grand, et bloquez ou plongez dans les pieds par le côté du ballon. 8 passages.',
        'Comptez les face-à-face : un arrêt ou un ballon récupéré, un point pour vous ; un but, un point pour lui. En 10 passages.',
      ],
      pt: [
        'Coloque cones em cinco sítios a 12–16 m da baliza. O colega leva a bola de sítio em sítio; desloque-se na linha entre a bola e a baliza e fixe-se de cada vez. 2 voltas.',
        'Defesa em bloco: um joelho no chão, a outra perna bem aberta, mãos baixas dos lados. O colega remata com a parte interna na sua direção a 4 m. 8 vezes na relva.',
        'Um contra um: o colega entra em condução a partir dos 20 m. Saia quando a bola se afasta do pé dele, fixe-se quando ele vai tocá-la, fique grande e bloqueie ou atire-se aos pés pelo lado da bola. 8 vezes.',
        'Pontos nos um contra um: uma defesa ou uma bola ganha vale um ponto para si, um golo vale um ponto para o colega. Em 10.',
      ],
    },
    coachingPoints: {
      en: [
        'Move while the ball travels, be set when it is struck.',
        'Make yourself wide and low: hands by your feet.',
        'Go in from the side of the ball, hands first, face away from the boot.',
      ],
      sv: [
        'Rör dig när bollen rullar, stå still när den slås.',
        'Gör dig bred och låg: händerna vid fötterna.',
        'Gå in från bollens sida, händerna först, ansiktet bort från foten.',
      ],
      fr: [
        'Déplacez-vous pendant que le ballon roule, soyez fixé à la frappe.',
        'Faites-vous large et bas : les mains près des pieds.',
        'Allez au ballon par le côté, les mains d’abord, le visage loin du pied.',
      ],
      pt: [
        'Desloque-se enquanto a bola rola, esteja fixo no remate.',
        'Fique largo e baixo: mãos junto aos pés.',
        'Entre pelo lado da bola, primeiro as mãos, a cara longe da bota.',
      ],
    },
    durationMinutes: 35,
    equipment: ['ball', 'goal', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PARK',
    soloAlternative: {
      en: 'Alone: walk the angle drill with the ball placed on each cone, then practise the block shape and getting up, 3 × 5 per side.',
      sv: 'Ensam: gå igenom vinkelövningen med bollen lagd vid varje kon och träna sedan blockställningen och att resa dig, 3 × 5 per sida.',
      fr: 'Seul : faites l’exercice des angles avec le ballon posé sur chaque plot, puis travaillez la position de bloc et le relevé, 3 × 5 de chaque côté.',
      pt: 'Sozinho: faça o exercício dos ângulos com a bola em cada cone e depois treine a posição de bloco e o levantar, 3 × 5 de cada lado.',
    },
  },
];
