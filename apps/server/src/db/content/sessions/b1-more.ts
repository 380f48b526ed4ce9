import type { SessionContent } from './types.ts';

/** More short, playful b1 (U7–U9) games, each its own age group's (written to fill the smallest phases). */
export const B1_MORE_SESSIONS: readonly SessionContent[] = [
  {
    key: 'b1-pirate-islands',
    title: { en: 'Pirate islands', sv: 'Piratöarna', fr: 'Les îles des pirates', pt: 'As ilhas dos piratas' },
    description: {
      en: 'You are a pirate sailing your ball between islands. When the storm comes, you dribble to an island and stop your ball on it before the sea monster catches you.',
      sv: 'Du är en pirat som seglar med bollen mellan öar. När stormen kommer dribblar du till en ö och stoppar bollen där innan sjöodjuret tar dig.',
      fr: 'Tu es un pirate qui navigue avec son ballon entre des îles. Quand la tempête arrive, tu conduis le ballon jusqu’à une île et tu l’y arrêtes avant que le monstre marin t’attrape.',
      pt: 'És um pirata que navega com a bola entre ilhas. Quando chega a tempestade, conduzes a bola até uma ilha e paras lá antes que o monstro marinho te apanhe.',
    },
    steps: {
      en: [
        'Make 4 islands with pairs of cones (or jumpers) in an area of about 10 by 10 steps.',
        'Sail: dribble slowly around the sea between the islands with small touches.',
        'Your parent shouts “storm!”: dribble to the nearest island and stop the ball on it with your sole. Your parent is the sea monster and walks towards you: are you safe in time? Play 8 storms.',
        'Harder: your parent names the island (“the red one!”), or you must sail with your weaker foot only.',
      ],
      sv: [
        'Gör 4 öar med par av koner (eller tröjor) på en yta på ungefär 10 gånger 10 steg.',
        'Segla: dribbla lugnt runt i havet mellan öarna med små tillslag.',
        'Din förälder ropar ”storm!”: dribbla till närmaste ö och stoppa bollen där med sulan. Din förälder är sjöodjuret och går mot dig: hinner du i säkerhet? Kör 8 stormar.',
        'Svårare: din förälder säger vilken ö (”den röda!”), eller så får du bara segla med din svagare fot.',
      ],
      fr: [
        'Forme 4 îles avec des paires de plots (ou des pulls) dans une zone d’environ 10 pas sur 10.',
        'Navigue : conduis le ballon tranquillement dans la mer entre les îles, par petites touches.',
        'Ton parent crie « tempête ! » : conduis le ballon jusqu’à l’île la plus proche et arrête-le dessus avec la semelle. Ton parent est le monstre marin et marche vers toi : seras-tu à l’abri à temps ? Joue 8 tempêtes.',
        'Plus dur : ton parent choisit l’île (« la rouge ! »), ou tu navigues seulement avec ton pied le plus faible.',
      ],
      pt: [
        'Faz 4 ilhas com pares de cones (ou camisolas) numa zona com cerca de 10 por 10 passos.',
        'Navega: conduz a bola devagar pelo mar entre as ilhas, com toques curtos.',
        'O adulto grita «tempestade!»: conduz a bola até à ilha mais próxima e para-a lá com a sola. O adulto é o monstro marinho e caminha na tua direção: chegas a tempo à ilha? Joga 8 tempestades.',
        'Mais difícil: o adulto diz qual é a ilha («a vermelha!»), ou só podes navegar com o pé mais fraco.',
      ],
    },
    coachingPoints: {
      en: [
        'Small touches: the ball stays close, like a boat on a rope.',
        'Look up to find the nearest island.',
        'Stop the ball still with your sole, no rolling away.',
      ],
      sv: [
        'Små tillslag: bollen stannar nära, som en båt i ett rep.',
        'Titta upp för att hitta närmaste ö.',
        'Stoppa bollen helt med sulan, den får inte rulla i väg.',
      ],
      fr: [
        'Des petites touches : le ballon reste près, comme un bateau au bout d’une corde.',
        'Lève la tête pour trouver l’île la plus proche.',
        'Arrête le ballon net avec la semelle, il ne doit pas repartir.',
      ],
      pt: [
        'Toques curtos: a bola fica perto, como um barco preso a uma corda.',
        'Levanta a cabeça para encontrar a ilha mais próxima.',
        'Para a bola com a sola, sem a deixar fugir.',
      ],
    },
    durationMinutes: 15,
    equipment: ['ball', 'cones', 'partner'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'GARDEN',
  },
  {
    key: 'b1-relay-high-five',
    title: {
      en: 'High-five relay',
      sv: 'Stafett med high five',
      fr: 'Le relais tape-m’en-cinq',
      pt: 'Estafeta do «bate aqui»',
    },
    description: {
      en: 'A team relay with your parent or brothers and sisters: dribble, pass back and high-five. Playing together means helping each other to win.',
      sv: 'En lagstafett med din förälder eller syskon: dribbla, passa tillbaka och ge en high five. Att spela tillsammans betyder att hjälpa varandra att vinna.',
      fr: 'Un relais en équipe avec ton parent, tes frères et sœurs : conduire, passer en retour et taper dans la main. Jouer ensemble, c’est s’aider pour gagner.',
      pt: 'Uma estafeta em equipa com o adulto ou os teus irmãos: conduzir, passar para trás e bater as mãos. Jogar juntos é ajudarem-se uns aos outros a ganhar.',
    },
    steps: {
      en: [
        'Put a start cone and a turning cone 8 steps apart. Your team stands at the start.',
        'Dribble round the turning cone and back, then pass the ball to the next player and give them a high five.',
        'Your team does 3 rounds each. Your parent times the whole team: can you beat your time in the next race?',
        'Harder: on the way back, stop the ball with your sole at the turning cone before you pass.',
      ],
      sv: [
        'Ställ en startkon och en vändkon 8 steg isär. Ditt lag står vid starten.',
        'Dribbla runt vändkonen och tillbaka, passa sedan bollen till nästa spelare och ge hen en high five.',
        'Alla i laget kör 3 varv var. Din förälder tar tid på hela laget: kan ni slå er tid i nästa lopp?',
        'Svårare: på vägen tillbaka stoppar du bollen med sulan vid vändkonen innan du passar.',
      ],
      fr: [
        'Pose un plot de départ et un plot de demi-tour à 8 pas l’un de l’autre. Ton équipe se place au départ.',
        'Conduis le ballon autour du plot de demi-tour et reviens, puis passe le ballon au joueur suivant et tape-lui dans la main.',
        'Chacun fait 3 passages. Ton parent chronomètre toute l’équipe : à la course suivante, l’équipe battra-t-elle son temps ?',
        'Plus dur : au retour, arrête le ballon avec la semelle au plot de demi-tour avant de passer.',
      ],
      pt: [
        'Coloca um cone de partida e um cone de viragem a 8 passos um do outro. A tua equipa fica na partida.',
        'Conduz a bola à volta do cone de viragem e volta, depois passa a bola ao jogador seguinte e bate-lhe na mão.',
        'Cada um faz 3 voltas. O adulto cronometra a equipa toda: conseguem bater o vosso tempo na corrida seguinte?',
        'Mais difícil: no regresso, para a bola com a sola no cone de viragem antes de passar.',
      ],
    },
    coachingPoints: {
      en: [
        'Pass gently along the ground so your teammate can stop it.',
        'Cheer for each other: the team wins together.',
        'Turn close to the cone with small touches.',
      ],
      sv: [
        'Passa mjukt längs marken så att lagkompisen kan stoppa bollen.',
        'Heja på varandra: laget vinner tillsammans.',
        'Vänd nära konen med små tillslag.',
      ],
      fr: [
        'Passe en douceur, à ras du sol, pour que ton coéquipier puisse arrêter le ballon.',
        'On s’encourage : l’équipe gagne ensemble.',
        'Tourne près du plot par petites touches.',
      ],
      pt: [
        'Passa com suavidade, rasteiro, para o teu colega de equipa conseguir parar a bola.',
        'Apoiem-se uns aos outros: a equipa ganha junta.',
        'Vira perto do cone com toques curtos.',
      ],
    },
    durationMinutes: 15,
    equipment: ['ball', 'cones', 'stopwatch', 'partner'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'GARDEN',
  },
  {
    key: 'b1-clock-turns',
    title: {
      en: 'Round the clock',
      sv: 'Runt klockan',
      fr: 'Le tour de l’horloge',
      pt: 'À volta do relógio',
    },
    description: {
      en: 'Four cones are 12, 3, 6 and 9 o’clock around you. Your parent calls a time, you dribble to that cone, turn and come back to the middle. You learn quick turns with both feet.',
      sv: 'Fyra koner är klockan 12, 3, 6 och 9 runt dig. Din förälder ropar en tid, du dribblar till den konen, vänder och kommer tillbaka till mitten. Du lär dig snabba vändningar med båda fötterna.',
      fr: 'Quatre plots sont midi, 3 h, 6 h et 9 h autour de toi. Ton parent annonce une heure, tu conduis le ballon jusqu’à ce plot, tu fais demi-tour et tu reviens au centre. Tu apprends à tourner vite des deux pieds.',
      pt: 'Quatro cones são as 12, as 3, as 6 e as 9 horas à tua volta. O adulto diz uma hora, tu conduzes a bola até esse cone, viras e voltas ao meio. Aprendes viragens rápidas com os dois pés.',
    },
    steps: {
      en: [
        'Put a cone in the middle and four cones around it, 5 steps away, like the numbers 12, 3, 6 and 9 on a clock.',
        'Your parent calls “3 o’clock!”: dribble to that cone, turn with the sole (pull the ball back) and dribble back to the middle.',
        'Use a different turn each round: sole pull-back, inside hook, outside hook. 3 rounds of 8 calls.',
        'Harder: your parent calls two times (“12, then 6!”), or you turn only with your weaker foot.',
      ],
      sv: [
        'Ställ en kon i mitten och fyra koner runt den, 5 steg bort, som siffrorna 12, 3, 6 och 9 på en klocka.',
        'Din förälder ropar ”klockan 3!”: dribbla till den konen, vänd med sulan (dra bollen bakåt) och dribbla tillbaka till mitten.',
        'Använd en ny vändning varje omgång: dra bakåt med sulan, krok med insidan, krok med utsidan. 3 omgångar med 8 rop.',
        'Svårare: din förälder ropar två tider (”12, sedan 6!”), eller så vänder du bara med din svagare fot.',
      ],
      fr: [
        'Pose un plot au centre et quatre plots autour, à 5 pas, comme les chiffres 12, 3, 6 et 9 d’une horloge.',
        'Ton parent annonce « 3 heures ! » : conduis le ballon jusqu’à ce plot, fais demi-tour avec la semelle (tire le ballon vers l’arrière) et reviens au centre.',
        'Change de demi-tour à chaque manche : semelle vers l’arrière, crochet intérieur, crochet extérieur. 3 manches de 8 annonces.',
        'Plus dur : ton parent annonce deux heures (« midi, puis 6 heures ! »), ou tu tournes seulement avec ton pied le plus faible.',
      ],
      pt: [
        'Coloca um cone no meio e quatro cones à volta, a 5 passos, como os números 12, 3, 6 e 9 de um relógio.',
        'O adulto diz «3 horas!»: conduz a bola até esse cone, vira com a sola (puxa a bola para trás) e volta a conduzir até ao meio.',
        'Usa uma viragem diferente em cada ronda: puxar com a sola, gancho com a parte interna, gancho com a parte externa. 3 rondas de 8 chamadas.',
        'Mais difícil: o adulto diz duas horas («12, depois 6!»), ou só viras com o pé mais fraco.',
      ],
    },
    coachingPoints: {
      en: [
        'Slow down before the cone, then turn quickly.',
        'Keep the ball close after the turn.',
        'Both feet get the same number of turns.',
      ],
      sv: [
        'Sakta in före konen och vänd sedan snabbt.',
        'Håll bollen nära efter vändningen.',
        'Båda fötterna får lika många vändningar.',
      ],
      fr: [
        'Ralentis avant le plot, puis tourne vite.',
        'Garde le ballon près de toi après le demi-tour.',
        'Les deux pieds font autant de demi-tours.',
      ],
      pt: [
        'Abranda antes do cone e depois vira depressa.',
        'Mantém a bola perto depois da viragem.',
        'Os dois pés fazem o mesmo número de viragens.',
      ],
    },
    durationMinutes: 15,
    equipment: ['ball', 'cones', 'partner'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'GARDEN',
  },
  {
    key: 'b1-king-of-the-square',
    title: { en: 'King of the square', sv: 'Kung i rutan', fr: 'Le roi du carré', pt: 'O rei do quadrado' },
    description: {
      en: 'Keep your ball in the square while your parent tries to poke it out. Shielding and dribbling away from a defender is the start of every mini-match.',
      sv: 'Håll kvar bollen i rutan medan din förälder försöker peta ut den. Att skydda bollen och dribbla bort från en försvarare är början på varje minimatch.',
      fr: 'Garde ton ballon dans le carré pendant que ton parent essaie de le sortir. Protéger le ballon et s’éloigner du défenseur, c’est la base de chaque petit match.',
      pt: 'Mantém a tua bola dentro do quadrado enquanto o adulto tenta tirá-la. Proteger a bola e fugir do defesa é o início de cada minijogo.',
    },
    steps: {
      en: [
        'Mark a square of 6 by 6 steps with four cones. You start in the middle with the ball.',
        'Your parent walks in (on their knees for younger players) and tries to touch the ball out of the square. Keep it for 20 seconds and you are king!',
        'Play 6 rounds with a drink break after 3. Swap roles for the last 2: now you defend.',
        'Harder: score a point each time you dribble through a cone gate in a corner while you keep the ball.',
      ],
      sv: [
        'Markera en ruta på 6 gånger 6 steg med fyra koner. Du börjar i mitten med bollen.',
        'Din förälder går in (på knä för de yngsta) och försöker peta ut bollen ur rutan. Behåll den i 20 sekunder så är du kung!',
        'Kör 6 omgångar med vattenpaus efter 3. Byt roller de sista 2: nu försvarar du.',
        'Svårare: du får en poäng varje gång du dribblar genom en konport i ett hörn medan du behåller bollen.',
      ],
      fr: [
        'Délimite un carré de 6 pas sur 6 avec quatre plots. Tu pars au centre avec le ballon.',
        'Ton parent entre (à genoux pour les plus jeunes) et essaie de sortir le ballon du carré. Garde-le 20 secondes et tu es le roi !',
        'Joue 6 manches avec une pause boisson après 3. Échange les rôles avec ton parent pour les 2 dernières : maintenant, c’est toi qui défends.',
        'Plus dur : marque un point chaque fois que tu passes une porte de plots dans un coin tout en gardant le ballon.',
      ],
      pt: [
        'Marca um quadrado de 6 por 6 passos com quatro cones. Começas no meio com a bola.',
        'O adulto entra (de joelhos para os mais novos) e tenta tirar a bola do quadrado. Aguenta 20 segundos com ela e és o rei!',
        'Joga 6 rondas, com uma pausa para beber água depois da terceira. Troquem de papéis nas 2 últimas: agora és tu o defesa.',
        'Mais difícil: ganhas um ponto cada vez que passares por uma porta de cones num canto sem perder a bola.',
      ],
    },
    coachingPoints: {
      en: [
        'Keep your body between the defender and the ball.',
        'Move away from the defender into the free space.',
        'Small touches, head up now and then.',
      ],
      sv: [
        'Håll kroppen mellan försvararen och bollen.',
        'Rör dig bort från försvararen, in i den fria ytan.',
        'Små tillslag, titta upp då och då.',
      ],
      fr: [
        'Garde ton corps entre le défenseur et le ballon.',
        'Éloigne-toi du défenseur, vers l’espace libre.',
        'Des petites touches, et lève la tête de temps en temps.',
      ],
      pt: [
        'Mantém o corpo entre o defesa e a bola.',
        'Afasta-te do defesa, para o espaço livre.',
        'Toques curtos e cabeça levantada de vez em quando.',
      ],
    },
    durationMinutes: 15,
    equipment: ['ball', 'cones', 'partner'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'GARDEN',
  },
  {
    key: 'b1-pass-and-follow',
    title: { en: 'Pass and follow', sv: 'Passa och följ', fr: 'Passe et suis', pt: 'Passa e segue' },
    description: {
      en: 'Pass to your parent and run after your pass to a new cone: the ball comes back to you there. Moving after a pass makes you easy to find again.',
      sv: 'Passa till din förälder och spring efter din passning till en ny kon: bollen kommer tillbaka till dig där. Att röra sig efter en passning gör dig lätt att hitta igen.',
      fr: 'Passe à ton parent et suis ta passe jusqu’à un nouveau plot : le ballon te revient là. Bouger après la passe, c’est être facile à retrouver.',
      pt: 'Passa ao adulto e corre atrás do passe até um novo cone: a bola volta para ti lá. Mexer-te depois de passar torna-te fácil de encontrar outra vez.',
    },
    steps: {
      en: [
        'Put three cones in a triangle, 6 steps apart. You stand at one cone with the ball, your parent at another.',
        'Pass to your parent, then run to the empty cone. Your parent passes it back to you there.',
        'Stop the ball, pass again and run to the next empty cone. Count your passes in 1 minute. Play 4 rounds.',
        'Harder: pass with your weaker foot, or stop the ball with only one touch before you pass.',
      ],
      sv: [
        'Ställ tre koner i en triangel, 6 steg isär. Du står vid en kon med bollen, din förälder vid en annan.',
        'Passa till din förälder och spring sedan till den tomma konen. Din förälder passar tillbaka till dig där.',
        'Stoppa bollen, passa igen och spring till nästa tomma kon. Räkna dina passningar på 1 minut. Kör 4 omgångar.',
        'Svårare: passa med din svagare fot, eller stoppa bollen med bara ett tillslag innan du passar.',
      ],
      fr: [
        'Pose trois plots en triangle, à 6 pas les uns des autres. Tu es à un plot avec le ballon, ton parent à un autre.',
        'Passe à ton parent, puis cours jusqu’au plot libre. Ton parent te renvoie le ballon là-bas.',
        'Arrête le ballon, passe de nouveau et cours jusqu’au plot libre suivant. Compte tes passes en 1 minute. Joue 4 manches.',
        'Plus dur : passe avec ton pied le plus faible, ou contrôle le ballon en une seule touche avant de passer.',
      ],
      pt: [
        'Coloca três cones em triângulo, a 6 passos uns dos outros. Ficas num cone com a bola e o adulto noutro.',
        'Passa ao adulto e depois corre para o cone vazio. O adulto devolve-te a bola lá.',
        'Para a bola, passa outra vez e corre para o cone vazio seguinte. Conta os passes em 1 minuto. Joga 4 rondas.',
        'Mais difícil: passa com o pé mais fraco, ou para a bola com um só toque antes de passar.',
      ],
    },
    coachingPoints: {
      en: [
        'Pass, then move straight away: don’t stand and watch.',
        'Standing foot next to the ball, pointing at your parent.',
        'Be at the cone before the ball arrives.',
      ],
      sv: [
        'Passa och rör dig direkt: stå inte kvar och titta.',
        'Stödjefoten bredvid bollen, riktad mot din förälder.',
        'Var vid konen innan bollen kommer.',
      ],
      fr: [
        'Passe, puis bouge tout de suite : ne reste pas à regarder.',
        'Le pied d’appui à côté du ballon, tourné vers ton parent.',
        'Sois au plot avant le ballon.',
      ],
      pt: [
        'Passa e mexe-te logo: não fiques parado a ver.',
        'Pé de apoio ao lado da bola, virado para o adulto.',
        'Chega ao cone antes da bola.',
      ],
    },
    durationMinutes: 15,
    equipment: ['ball', 'cones', 'stopwatch', 'partner'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'GARDEN',
  },
];
