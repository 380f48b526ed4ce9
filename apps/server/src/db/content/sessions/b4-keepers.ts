import type { SessionContent } from './types.ts';

/** Goalkeeper sessions of b4 (U16–Senior): a keeper does them instead of the outfield positions' sessions. */
export const B4_KEEPER_SESSIONS: readonly SessionContent[] = [
  {
    key: 'b4-gk-shot-stopping-recovery',
    title: {
      en: 'Goalkeeper: shot-stopping and the second save',
      sv: 'Målvakt: skottstopp och andra räddningen',
      fr: 'Gardien : arrêts et deuxième arrêt',
      pt: 'Guarda-redes: defesas e a segunda defesa',
    },
    description: {
      en: 'Power and speed in the save: a set position, a dive that travels forwards, and getting up at once for the rebound.',
      sv: 'Kraft och snabbhet i räddningen: en stabil grundposition, en dykning som går framåt och att komma upp direkt för returen.',
      fr: 'Puissance et vitesse dans l’arrêt : une position fixe, un plongeon vers l’avant et un relevé immédiat pour le second ballon.',
      pt: 'Potência e velocidade na defesa: uma posição fixa, um voo para a frente e levantar logo para a recarga.',
    },
    steps: {
      en: [
        'Handling block: 20 shots from your partner at 10 m, mixed heights, straight at you. Catch and hold every one.',
        'Diving: from the set position, dive forwards to shots placed 1–2 m to each side, on grass. 6 per side, rest 20 seconds between.',
        'Second save: after each dive your partner plays a second ball into the other half of the goal; get up and save it. 5 per side.',
        'Finish with 10 shots from 16 m, anywhere, and count the saves.',
      ],
      sv: [
        'Fångstblock: 20 skott från din kompis på 10 meter, blandade höjder, rakt på dig. Fånga och håll varje boll.',
        'Dykningar: från grundpositionen, dyk framåt mot skott 1–2 meter åt varje sida, på gräs. 6 per sida, vila 20 sekunder mellan.',
        'Andra räddningen: efter varje dykning spelar din kompis en andra boll mot den andra halvan av målet; kom upp och rädda den. 5 per sida.',
        'Avsluta med 10 skott från 16 meter, var som helst, och räkna räddningarna.',
      ],
      fr: [
        'Bloc de prises : 20 frappes de votre partenaire à 10 m, hauteurs variées, dans l’axe. Captez et gardez chaque ballon.',
        'Plongeons : depuis la position fixe, plongez vers l’avant sur des frappes placées à 1–2 m de chaque côté, sur l’herbe. 6 de chaque côté, 20 secondes de repos entre.',
        'Deuxième arrêt : après chaque plongeon, votre partenaire joue un second ballon dans l’autre moitié du but ; relevez-vous et arrêtez-le. 5 de chaque côté.',
        'Terminez par 10 frappes à 16 m, n’importe où, et comptez les arrêts.',
      ],
      pt: [
        'Bloco de receção: 20 remates do colega a 10 m, alturas variadas, de frente. Agarre e segure todas as bolas.',
        'Voos: a partir da posição fixa, voe para a frente para remates a 1–2 m de cada lado, na relva. 6 de cada lado, 20 segundos de descanso entre cada.',
        'Segunda defesa: depois de cada voo o colega joga uma segunda bola para a outra metade da baliza; levante-se e defenda. 5 de cada lado.',
        'Termine com 10 remates a 16 m, para qualquer sítio, e conte as defesas.',
      ],
    },
    coachingPoints: {
      en: [
        'Set as the shooter’s foot goes back.',
        'Dive forwards to meet the ball, not sideways or back.',
        'After the save: up on your feet first, then think.',
      ],
      sv: [
        'Stanna i grundposition när skyttens fot går bakåt.',
        'Dyk framåt mot bollen, inte åt sidan eller bakåt.',
        'Efter räddningen: upp på fötterna först, tänk sedan.',
      ],
      fr: [
        'Fixez-vous quand le pied du tireur arme la frappe.',
        'Plongez vers l’avant à la rencontre du ballon, pas sur le côté ni en arrière.',
        'Après l’arrêt : d’abord debout, ensuite réfléchir.',
      ],
      pt: [
        'Fixe-se quando o pé do rematador vai atrás.',
        'Voe para a frente ao encontro da bola, não para o lado nem para trás.',
        'Depois da defesa: primeiro de pé, depois pensar.',
      ],
    },
    durationMinutes: 45,
    equipment: ['ball', 'goal', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PARK',
    soloAlternative: {
      en: 'Alone: hard throws against a wall from 5 m for 3 × 10 catches, then 3 × 5 dives per side to a ball you place 1.5 m away, getting up at once each time.',
      sv: 'Ensam: hårda kast mot en vägg från 5 meter, 3 × 10 fångster, sedan 3 × 5 dykningar per sida mot en boll du lägger 1,5 meter bort, och upp direkt varje gång.',
      fr: 'Seul : lancers appuyés contre un mur à 5 m, 3 × 10 prises, puis 3 × 5 plongeons de chaque côté sur un ballon posé à 1,5 m, en vous relevant aussitôt.',
      pt: 'Sozinho: lançamentos fortes contra uma parede a 5 m, 3 × 10 defesas, depois 3 × 5 voos de cada lado para uma bola colocada a 1,5 m, levantando logo de cada vez.',
    },
  },
  {
    key: 'b4-gk-crosses-and-box-command',
    title: {
      en: 'Goalkeeper: crosses and commanding the box',
      sv: 'Målvakt: inlägg och att styra straffområdet',
      fr: 'Gardien : centres et commandement de la surface',
      pt: 'Guarda-redes: cruzamentos e comando da área',
    },
    description: {
      en: 'Your starting position for crosses, the decision to come or stay, and the catch or the punch under a challenge, with clear calls to your defenders.',
      sv: 'Din utgångsposition vid inlägg, beslutet att gå eller stanna och fångsten eller boxningen under tryck, med tydliga rop till dina försvarare.',
      fr: 'Votre position de départ sur les centres, la décision de sortir ou de rester, la prise ou la boxe sous la gêne, avec des consignes claires aux défenseurs.',
      pt: 'A posição inicial nos cruzamentos, a decisão de sair ou ficar e a defesa ou o soco sob pressão, com indicações claras aos defesas.',
    },
    steps: {
      en: [
        'Starting position: for a cross from the wing, stand two steps off your line, a little past the middle of the goal towards the far post, body open to the pitch.',
        'Your partner crosses from 20–25 m wide (or throws if that is easier): call “keeper!” or “away!” as the ball leaves the foot, then come or stay. 12 crosses, 6 per side.',
        'Under a challenge: a third person stands in front of you and leans in gently as you jump; catch, or punch high and wide with two fists. 8 balls.',
        'Count clean decisions: a catch, a punch out of the box, or a right call to stay. Aim for 10 of 12.',
      ],
      sv: [
        'Utgångsposition: vid ett inlägg från kanten står du två steg ut från linjen, lite förbi mitten av målet mot bortre stolpen, med kroppen öppen mot planen.',
        'Din kompis slår inlägg från 20–25 meter ut på kanten (eller kastar om det är lättare): ropa ”målvakt!” eller ”bort!” när bollen lämnar foten och gå eller stanna. 12 inlägg, 6 per sida.',
        'Under tryck: en tredje person står framför dig och lutar sig försiktigt mot dig när du hoppar; fånga eller boxa högt och brett med två nävar. 8 bollar.',
        'Räkna rätta beslut: en fångst, en boxning ut ur straffområdet eller ett rätt rop att stanna. Sikta på 10 av 12.',
      ],
      fr: [
        'Position de départ : sur un centre venant du côté, placez-vous deux pas devant la ligne, un peu au-delà du milieu du but vers le second poteau, le corps ouvert sur le terrain.',
        'Votre partenaire centre depuis 20–25 m sur le côté (ou lance si c’est plus simple) : annoncez « gardien ! » ou « dégage ! » au départ du ballon, puis sortez ou restez. 12 centres, 6 de chaque côté.',
        'Sous la gêne : une troisième personne se place devant vous et s’appuie légèrement sur vous quand vous sautez ; captez, ou boxez haut et large des deux poings. 8 ballons.',
        'Comptez les bonnes décisions : une prise, une boxe hors de la surface ou une bonne annonce pour rester. Objectif : 10 sur 12.',
      ],
      pt: [
        'Posição inicial: num cruzamento da ala, fique dois passos à frente da linha, um pouco para lá do meio da baliza, do lado do segundo poste, com o corpo aberto para o campo.',
        'O colega cruza a 20–25 m, na ala (ou lança, se for mais fácil): diga «minha!» ou «fora!» quando a bola sai do pé e depois saia ou fique. 12 cruzamentos, 6 de cada lado.',
        'Sob pressão: uma terceira pessoa fica à sua frente e encosta-se ligeiramente quando salta; agarre ou soque alto e para o lado com os dois punhos. 8 bolas.',
        'Conte as decisões certas: uma defesa, um soco para fora da área ou uma boa chamada para ficar. Objetivo: 10 em 12.',
      ],
    },
    coachingPoints: {
      en: [
        'Decide early and say it: your defenders act on your call.',
        'Take off from one foot, knee up, catch at the highest point.',
        'If in doubt, punch: high, far and wide, never across the box.',
      ],
      sv: [
        'Bestäm dig tidigt och säg det: försvararna agerar på ditt rop.',
        'Hoppa från ett ben, knät upp, fånga i högsta punkten.',
        'När du är osäker, boxa: högt, långt och brett, aldrig tvärs över straffområdet.',
      ],
      fr: [
        'Décidez tôt et dites-le : les défenseurs agissent sur votre annonce.',
        'Impulsion sur un pied, genou levé, prise au point le plus haut.',
        'Dans le doute, boxez : haut, loin et large, jamais dans l’axe de la surface.',
      ],
      pt: [
        'Decida cedo e diga-o: os defesas agem pela sua chamada.',
        'Impulsão num pé, joelho levantado, agarre no ponto mais alto.',
        'Na dúvida, soque: alto, longe e para o lado, nunca para o meio da área.',
      ],
    },
    durationMinutes: 40,
    equipment: ['ball', 'goal', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PITCH',
    soloAlternative: {
      en: 'Alone: kick the ball high from the edge of the box, run to take off from one foot and catch it at the highest point; then practise the starting position and calls. 3 × 6.',
      sv: 'Ensam: sparka bollen högt från straffområdets kant, spring fram, hoppa från ett ben och fånga den i högsta punkten; träna sedan utgångspositionen och ropen. 3 × 6.',
      fr: 'Seul : frappez le ballon haut depuis le bord de la surface, courez prendre l’impulsion sur un pied et captez au point le plus haut ; puis travaillez la position de départ et les annonces. 3 × 6.',
      pt: 'Sozinho: pontapeie a bola alto a partir da entrada da área, corra, salte de um pé e agarre-a no ponto mais alto; depois treine a posição inicial e as chamadas. 3 × 6.',
    },
  },
  {
    key: 'b4-gk-distribution-under-pressure',
    title: {
      en: 'Goalkeeper: play out under pressure',
      sv: 'Målvakt: spela ut under press',
      fr: 'Gardien : relancer sous pression',
      pt: 'Guarda-redes: sair a jogar sob pressão',
    },
    description: {
      en: 'Receive back-passes on both feet, break the first press with a pass, and switch or go long when the press is set up well.',
      sv: 'Ta emot bakåtpassningar med båda fötterna, bryt den första pressen med en passning och växla eller spela långt när pressen är välorganiserad.',
      fr: 'Recevoir les passes en retrait des deux pieds, casser le premier pressing par une passe, et renverser ou jouer long quand le pressing est bien en place.',
      pt: 'Receber passes atrasados com os dois pés, quebrar a primeira pressão com um passe e variar ou jogar longo quando a pressão está bem montada.',
    },
    steps: {
      en: [
        'Set up two cone gates 20 m out, one on each side, and a 10 × 10 m zone 40 m away.',
        'Your partner plays back-passes from 20 m. Receive across your body and pass through the gate on the far side: 10 with each foot.',
        'Your partner now follows the pass and presses from one side: pass through the gate away from them, one or two touches. 10 reps.',
        'Long option: when they press straight at you, drive or chip the ball into the 40 m zone. Count good decisions and accurate passes out of 12.',
      ],
      sv: [
        'Ställ upp två konportar 20 meter ut, en på varje sida, och en zon på 10 × 10 meter 40 meter bort.',
        'Din kompis slår bakåtpassningar från 20 meter. Ta emot över kroppen och passa genom porten på bortre sidan: 10 med varje fot.',
        'Kompisen följer nu passningen och pressar från ena sidan: passa genom porten bort från hen, med ett eller två tillslag. 10 repetitioner.',
        'Långt alternativ: när hen pressar rakt mot dig slår du en hård eller lyftad passning in i zonen på 40 meter. Räkna bra beslut och träffsäkra passningar av 12.',
      ],
      fr: [
        'Installez deux portes de plots à 20 m, une de chaque côté, et une zone de 10 × 10 m à 40 m.',
        'Votre partenaire fait des passes en retrait depuis 20 m. Contrôlez en ouvrant le corps et passez dans la porte du côté opposé : 10 de chaque pied.',
        'Votre partenaire suit maintenant sa passe et presse d’un côté : passez dans la porte opposée, en une ou deux touches. 10 répétitions.',
        'Option longue : quand il presse droit sur vous, jouez une passe tendue ou piquée dans la zone à 40 m. Comptez les bonnes décisions et les passes précises sur 12.',
      ],
      pt: [
        'Monte duas portas de cones a 20 m, uma de cada lado, e uma zona de 10 × 10 m a 40 m.',
        'O colega faz passes atrasados a 20 m. Receba com o corpo aberto e passe pela porta do lado contrário: 10 com cada pé.',
        'Agora o colega segue o passe e pressiona de um lado: passe pela porta do lado oposto, com um ou dois toques. 10 repetições.',
        'Opção longa: quando ele pressiona de frente, faça um passe tenso ou picado para a zona a 40 m. Conte as boas decisões e os passes certeiros em 12.',
      ],
    },
    coachingPoints: {
      en: [
        'Scan before the ball arrives: know where the press comes from.',
        'Open body, first touch away from the presser.',
        'A long ball to a zone is a good decision, not a failure.',
      ],
      sv: [
        'Scanna innan bollen kommer: vet varifrån pressen kommer.',
        'Öppen kropp, första tillslaget bort från den som pressar.',
        'En lång boll till en zon är ett bra beslut, inte ett misslyckande.',
      ],
      fr: [
        'Prenez l’information avant l’arrivée du ballon : sachez d’où vient le pressing.',
        'Corps ouvert, premier contrôle loin du presseur.',
        'Un ballon long dans une zone est une bonne décision, pas un échec.',
      ],
      pt: [
        'Olhe antes de a bola chegar: saiba de onde vem a pressão.',
        'Corpo aberto, receção para longe de quem pressiona.',
        'Uma bola longa para uma zona é uma boa decisão, não um falhanço.',
      ],
    },
    durationMinutes: 40,
    equipment: ['ball', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PITCH',
    soloAlternative: {
      en: 'Alone: pass against a wall from 10 m, receive across your body and pass into a cone gate to the side, 3 × 10 alternating feet; then 10 long passes into the zone.',
      sv: 'Ensam: passa mot en vägg från 10 meter, ta emot över kroppen och passa in i en konport vid sidan, 3 × 10 med växlande fot; sedan 10 långa passningar in i zonen.',
      fr: 'Seul : passez contre un mur à 10 m, contrôlez en ouvrant le corps et passez dans une porte de plots sur le côté, 3 × 10 en alternant les pieds ; puis 10 passes longues dans la zone.',
      pt: 'Sozinho: passe contra uma parede a 10 m, receba com o corpo aberto e passe por uma porta de cones ao lado, 3 × 10 alternando os pés; depois 10 passes longos para a zona.',
    },
  },
];
