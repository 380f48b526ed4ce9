import type { SessionContent } from './types.ts';

/**
 * U8's own b1 games (written so that U8 shares at most 40 % of its program with U7 and U9): turns,
 * running with the ball, careful passing and small matches, short and playful like the rest of b1.
 */
export const B1_OWN_SESSIONS: readonly SessionContent[] = [
  {
    key: 'b1-dragon-cave-turns',
    title: {
      en: 'The dragon’s cave',
      sv: 'Drakens grotta',
      fr: 'La grotte du dragon',
      pt: 'A gruta do dragão',
    },
    description: {
      en: 'A dragon sleeps in a cave at the end of the path. You dribble up to the cave, pull the ball back with your sole and turn away before the dragon wakes up.',
      sv: 'En drake sover i en grotta längst bort på stigen. Du dribblar fram till grottan, drar tillbaka bollen med sulan och vänder innan draken vaknar.',
      fr: 'Un dragon dort dans une grotte au bout du chemin. Tu conduis le ballon jusqu’à la grotte, tu le tires en arrière avec la semelle et tu fais demi-tour avant que le dragon se réveille.',
      pt: 'Um dragão dorme numa gruta ao fundo do caminho. Conduzes a bola até à gruta, puxas a bola para trás com a sola e dás a volta antes que o dragão acorde.',
    },
    steps: {
      en: [
        'Put a cone (the cave) 8 big steps away from your start cone.',
        'Dribble slowly to the cave. Just before it, put your sole on the ball, pull it back and turn. Dribble home fast. 6 times.',
        'The dragon wakes up: your parent waits by the cave and counts “1, 2, 3!” when you arrive. Turn and get home before they catch you. 6 rounds, 3 with each foot.',
        'A new turn: the hook (stop the ball with the inside of your foot and go back the other way). Play 6 more rounds with the turn you like best.',
      ],
      sv: [
        'Ställ en kon (grottan) 8 stora steg från din startkon.',
        'Dribbla lugnt fram till grottan. Precis före den sätter du sulan på bollen, drar den bakåt och vänder. Dribbla snabbt hem. 6 gånger.',
        'Draken vaknar: din förälder väntar vid grottan och räknar ”1, 2, 3!” när du kommer fram. Vänd och kom hem innan hen tar dig. 6 omgångar, 3 med varje fot.',
        'En ny vändning: kroken (stoppa bollen med insidan av foten och gå tillbaka åt andra hållet). Spela 6 omgångar till med den vändning du gillar bäst.',
      ],
      fr: [
        'Pose un plot (la grotte) à 8 grands pas de ton plot de départ.',
        'Conduis tranquillement le ballon jusqu’à la grotte. Juste avant, pose la semelle sur le ballon, tire-le en arrière et fais demi-tour. Rentre vite à la maison. 6 fois.',
        'Le dragon se réveille : ton parent attend près de la grotte et compte « 1, 2, 3 ! » quand tu arrives. Fais demi-tour et rentre avant qu’il t’attrape. 6 manches, 3 de chaque pied.',
        'Un nouveau demi-tour : le crochet (arrête le ballon avec l’intérieur du pied et repars dans l’autre sens). Joue encore 6 manches avec le demi-tour que tu préfères.',
      ],
      pt: [
        'Põe um cone (a gruta) a 8 passos grandes do teu cone de partida.',
        'Conduz a bola devagar até à gruta. Mesmo antes dela, põe a sola em cima da bola, puxa-a para trás e vira. Volta depressa para casa. 6 vezes.',
        'O dragão acorda: o adulto espera junto à gruta e conta «1, 2, 3!» quando chegas. Vira e chega a casa antes que ele te apanhe. 6 rondas, 3 com cada pé.',
        'Uma viragem nova: o gancho (para a bola com a parte de dentro do pé e volta para o outro lado). Joga mais 6 rondas com a viragem de que gostas mais.',
      ],
    },
    coachingPoints: {
      en: [
        'Small touches as you get close to the cave.',
        'Pull the ball back under you, then push it away fast.',
        'Turn with both feet: left one time, right the next.',
      ],
      sv: [
        'Små tillslag när du närmar dig grottan.',
        'Dra bollen bakåt under dig och knuffa sedan iväg den snabbt.',
        'Vänd med båda fötterna: vänster ena gången, höger nästa.',
      ],
      fr: [
        'De petites touches quand tu approches de la grotte.',
        'Tire le ballon sous toi, puis pousse-le vite devant.',
        'Tourne des deux pieds : le gauche une fois, le droit la suivante.',
      ],
      pt: [
        'Toques pequenos quando te aproximas da gruta.',
        'Puxa a bola para debaixo de ti e depois empurra-a depressa.',
        'Vira com os dois pés: uma vez o esquerdo, a seguinte o direito.',
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
    key: 'b1-snail-and-rocket',
    title: {
      en: 'Snail and rocket',
      sv: 'Snigel och raket',
      fr: 'L’escargot et la fusée',
      pt: 'Caracol e foguetão',
    },
    description: {
      en: 'Sometimes you dribble slowly like a snail with tiny touches, sometimes you blast off like a rocket with big pushes into open space. You learn when to go slow and when to go fast.',
      sv: 'Ibland dribblar du långsamt som en snigel med pyttesmå tillslag, ibland skjuter du iväg som en raket med långa knuffar ut i fri yta. Du lär dig när du ska gå långsamt och när du ska gå fort.',
      fr: 'Tantôt tu conduis le ballon lentement comme un escargot, à toutes petites touches, tantôt tu décolles comme une fusée en le poussant loin dans l’espace libre. Tu apprends quand aller doucement et quand aller vite.',
      pt: 'Umas vezes conduzes a bola devagar como um caracol, com toques pequeninos, outras vezes disparas como um foguetão, com toques longos para o espaço livre. Aprendes quando ir devagar e quando ir depressa.',
    },
    steps: {
      en: [
        'Make the snail’s house: a small square of 4 cones, 4 steps wide. Put one cone, the moon, 15 big steps away.',
        'Snail: dribble inside the house with tiny touches for 20 seconds, the ball always close.',
        'Your parent shouts “rocket!”: push the ball out of the house with your laces and race after it to the moon, with as few touches as you can. Then snail back home. 8 times.',
        'Count your touches to the moon. Can you get there in 5? In 4?',
      ],
      sv: [
        'Bygg snigelns hus: en liten fyrkant av 4 koner, 4 steg bred. Ställ en kon, månen, 15 stora steg bort.',
        'Snigel: dribbla inne i huset med pyttesmå tillslag i 20 sekunder, bollen alltid nära.',
        'Din förälder ropar ”raket!”: knuffa ut bollen ur huset med vristen och spring efter den till månen, med så få tillslag du kan. Sedan snigelfart hem igen. 8 gånger.',
        'Räkna dina tillslag till månen. Klarar du det på 5? På 4?',
      ],
      fr: [
        'Construis la maison de l’escargot : un petit carré de 4 plots, large de 4 pas. Pose un plot, la lune, à 15 grands pas.',
        'Escargot : conduis le ballon dans la maison à toutes petites touches pendant 20 secondes, le ballon toujours près de toi.',
        'Ton parent crie « fusée ! » : pousse le ballon hors de la maison avec le cou-de-pied et cours derrière lui jusqu’à la lune, avec le moins de touches possible. Puis rentre en escargot. 8 fois.',
        'Compte tes touches jusqu’à la lune. Y arrives-tu en 5 ? En 4 ?',
      ],
      pt: [
        'Faz a casa do caracol: um quadrado pequeno de 4 cones, com 4 passos de lado. Põe um cone, a lua, a 15 passos grandes.',
        'Caracol: conduz a bola dentro da casa com toques pequeninos durante 20 segundos, com a bola sempre perto.',
        'O adulto grita «foguetão!»: empurra a bola para fora da casa com o peito do pé e corre atrás dela até à lua, com o menor número de toques possível. Depois volta para casa a passo de caracol. 8 vezes.',
        'Conta os teus toques até à lua. Consegues lá chegar em 5? E em 4?',
      ],
    },
    coachingPoints: {
      en: [
        'Snail: soft touches, the ball never leaves your feet.',
        'Rocket: push the ball ahead, run, push again.',
        'Toes pointing down when you push with your laces.',
      ],
      sv: [
        'Snigel: mjuka tillslag, bollen lämnar aldrig fötterna.',
        'Raket: knuffa fram bollen, spring, knuffa igen.',
        'Tårna pekar nedåt när du knuffar med vristen.',
      ],
      fr: [
        'Escargot : des touches douces, le ballon ne quitte jamais tes pieds.',
        'Fusée : pousse le ballon devant, cours, pousse encore.',
        'La pointe du pied vers le bas quand tu pousses avec le cou-de-pied.',
      ],
      pt: [
        'Caracol: toques suaves, a bola nunca sai dos teus pés.',
        'Foguetão: empurra a bola para a frente, corre, volta a empurrar.',
        'A ponta do pé virada para baixo quando empurras com o peito do pé.',
      ],
    },
    durationMinutes: 15,
    equipment: ['ball', 'cones', 'partner'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'PARK',
  },
  {
    key: 'b1-postman-round',
    title: {
      en: 'The postman’s round',
      sv: 'Brevbärarens runda',
      fr: 'La tournée du facteur',
      pt: 'A volta do carteiro',
    },
    description: {
      en: 'You are the postman and your ball is the letter. You dribble to each house your parent calls out and stop the ball right on the doorstep.',
      sv: 'Du är brevbäraren och bollen är brevet. Du dribblar till varje hus som din förälder ropar och stoppar bollen precis vid dörren.',
      fr: 'Tu es le facteur et ton ballon est la lettre. Tu conduis le ballon jusqu’à chaque maison que ton parent annonce et tu l’arrêtes pile devant la porte.',
      pt: 'Tu és o carteiro e a bola é a carta. Conduzes a bola até cada casa que o adulto diz e paras a bola mesmo à porta.',
    },
    steps: {
      en: [
        'Put 4 cones (the houses) in a big square, about 10 steps apart. Give each house a colour or a name.',
        'Dribble around in the middle. Your parent calls a house: dribble there and stop the ball with your sole next to it. Letter delivered!',
        'Dribble back to the middle between two deliveries. Make 10 deliveries.',
        'Harder: your parent calls two houses at once (“red, then blue!”): deliver to both in the right order.',
      ],
      sv: [
        'Ställ 4 koner (husen) i en stor fyrkant, ungefär 10 steg isär. Ge varje hus en färg eller ett namn.',
        'Dribbla runt i mitten. Din förälder ropar ett hus: dribbla dit och stoppa bollen med sulan bredvid det. Brevet är framme!',
        'Dribbla tillbaka till mitten mellan två leveranser. Gör 10 leveranser.',
        'Svårare: din förälder ropar två hus på en gång (”rött, sedan blått!”): leverera till båda i rätt ordning.',
      ],
      fr: [
        'Pose 4 plots (les maisons) en un grand carré, à environ 10 pas les uns des autres. Donne à chaque maison une couleur ou un nom.',
        'Conduis le ballon au milieu. Ton parent annonce une maison : vas-y et arrête le ballon avec la semelle juste à côté. Lettre livrée !',
        'Reviens au milieu entre deux livraisons. Fais 10 livraisons.',
        'Plus dur : ton parent annonce deux maisons à la fois (« rouge, puis bleue ! ») : livre les deux dans le bon ordre.',
      ],
      pt: [
        'Põe 4 cones (as casas) num quadrado grande, a uns 10 passos uns dos outros. Dá a cada casa uma cor ou um nome.',
        'Conduz a bola pelo meio. O adulto diz uma casa: vai até lá e para a bola com a sola mesmo ao lado do cone. Carta entregue!',
        'Volta ao meio entre duas entregas. Faz 10 entregas.',
        'Mais difícil: o adulto diz duas casas de uma vez («a vermelha e depois a azul!»): entrega nas duas pela ordem certa.',
      ],
    },
    coachingPoints: {
      en: [
        'Look for the house, then back at the ball.',
        'Slow down with small touches so the ball stops right by the cone, not past it.',
        'Turn around the houses with the outside of your foot too.',
      ],
      sv: [
        'Titta efter huset och sedan tillbaka på bollen.',
        'Bromsa med små tillslag så att bollen stannar precis vid konen, inte förbi.',
        'Vänd runt husen med utsidan av foten också.',
      ],
      fr: [
        'Cherche la maison des yeux, puis regarde à nouveau le ballon.',
        'Ralentis à petites touches pour que le ballon s’arrête juste au plot, pas après.',
        'Tourne autour des maisons avec l’extérieur du pied aussi.',
      ],
      pt: [
        'Procura a casa com os olhos e depois volta a olhar para a bola.',
        'Trava com toques pequenos para a bola parar mesmo junto ao cone e não passar.',
        'Contorna as casas também com a parte de fora do pé.',
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
    key: 'b1-football-golf',
    title: {
      en: 'Football golf',
      sv: 'Fotbollsgolf',
      fr: 'Le foot-golf',
      pt: 'Futebol-golfe',
    },
    description: {
      en: 'Like golf, but with your feet: you pass the ball through 5 gates, one after the other, in as few kicks as you can. It trains careful passes with the inside of your foot.',
      sv: 'Som golf, fast med fötterna: du passar bollen genom 5 portar, en i taget, på så få sparkar som möjligt. Det tränar noggranna passningar med insidan av foten.',
      fr: 'Comme au golf, mais avec les pieds : tu fais passer le ballon par 5 portes, l’une après l’autre, en le moins de coups possible. Tu travailles des passes précises de l’intérieur du pied.',
      pt: 'Como no golfe, mas com os pés: passas a bola por 5 portas, uma a seguir à outra, com o menor número de toques possível. Treinas passes certinhos com a parte de dentro do pé.',
    },
    steps: {
      en: [
        'Make 5 gates (2 cones, 2 steps apart) around the garden or park, each 6 to 10 steps from the last. Number them 1 to 5.',
        'Start 5 steps from gate 1. Pass with the inside of your foot, walk to where the ball stops and pass again until it rolls through the gate. Count your kicks.',
        'Play all 5 holes and add up your kicks. Then play the course again with your other foot.',
        'Beat your score: play the course again tomorrow, or against a friend or a grown-up. Who needs fewer kicks?',
      ],
      sv: [
        'Gör 5 portar (2 koner, 2 steg isär) runt trädgården eller parken, var och en 6 till 10 steg från den förra. Numrera dem 1 till 5.',
        'Börja 5 steg från port 1. Passa med insidan av foten, gå dit bollen stannar och passa igen tills den rullar genom porten. Räkna dina sparkar.',
        'Spela alla 5 hålen och lägg ihop sparkarna. Spela sedan banan en gång till med den andra foten.',
        'Slå ditt resultat: spela banan igen i morgon, eller mot en kompis eller en vuxen. Vem behöver minst sparkar?',
      ],
      fr: [
        'Fais 5 portes (2 plots à 2 pas l’un de l’autre) dans le jardin ou le parc, chacune à 6 à 10 pas de la précédente. Numérote-les de 1 à 5.',
        'Pars à 5 pas de la porte 1. Passe de l’intérieur du pied, va jusqu’à l’endroit où le ballon s’arrête et recommence jusqu’à ce qu’il passe la porte. Compte tes coups.',
        'Joue les 5 trous et additionne tes coups. Puis refais le parcours avec l’autre pied.',
        'Bats ton score : rejoue le parcours demain, ou contre un copain ou un adulte. Qui a besoin du moins de coups ?',
      ],
      pt: [
        'Faz 5 portas (2 cones a 2 passos um do outro) no jardim ou no parque, cada uma a 6 a 10 passos da anterior. Numera-as de 1 a 5.',
        'Começa a 5 passos da porta 1. Passa com a parte de dentro do pé, vai até onde a bola parar e passa outra vez até ela atravessar a porta. Conta os teus toques.',
        'Joga os 5 buracos e soma os toques. Depois faz o percurso outra vez com o outro pé.',
        'Bate a tua marca: joga o percurso outra vez amanhã, ou contra um amigo ou um adulto. Quem precisa de menos toques?',
      ],
    },
    coachingPoints: {
      en: [
        'Standing foot next to the ball, toes pointing at the gate.',
        'Look at the gate, then at the ball, then pass.',
        'A soft pass that stops near the gate beats a hard one that runs too far.',
      ],
      sv: [
        'Stödjefoten bredvid bollen, tårna pekar mot porten.',
        'Titta på porten, sedan på bollen, passa sedan.',
        'En mjuk passning som stannar nära porten är bättre än en hård som rullar för långt.',
      ],
      fr: [
        'Le pied d’appui à côté du ballon, la pointe vers la porte.',
        'Regarde la porte, puis le ballon, puis passe.',
        'Une passe douce qui s’arrête près de la porte vaut mieux qu’une passe trop forte qui file trop loin.',
      ],
      pt: [
        'O pé de apoio ao lado da bola, com a ponta virada para a porta.',
        'Olha para a porta, depois para a bola e só então passa.',
        'Um passe suave que para perto da porta é melhor do que um forte que vai longe demais.',
      ],
    },
    durationMinutes: 20,
    equipment: ['ball', 'cones'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'PARK',
  },
  {
    key: 'b1-end-zone-game',
    title: {
      en: 'Touchdown!',
      sv: 'Över linjen!',
      fr: 'Essai !',
      pt: 'Ensaio!',
    },
    description: {
      en: 'A match against your parent without goals: you score by dribbling into the end zone and stopping the ball there with your sole. You learn to run with the ball into space.',
      sv: 'En match mot din förälder utan mål: du gör poäng genom att dribbla in i målzonen och stoppa bollen där med sulan. Du lär dig att dribbla ut i fri yta.',
      fr: 'Un match contre ton parent sans but : tu marques en entrant dans la zone d’en-but balle au pied et en y arrêtant le ballon avec la semelle. Tu apprends à foncer balle au pied vers l’espace libre.',
      pt: 'Um jogo contra o adulto sem balizas: marcas quando entras na zona de ensaio com a bola e a paras lá com a sola. Aprendes a conduzir a bola para o espaço livre.',
    },
    steps: {
      en: [
        'Mark a pitch of 8 by 12 steps. At each end, mark an end zone 2 steps deep with cones.',
        'You attack one end zone, your parent the other. To score, dribble into the end zone and stop the ball with your sole. Touchdown!',
        'Your parent may only walk, you may run. Play 3 games of 2 minutes with a drink in between.',
        'Harder: your parent may jog. Who is first to 5 touchdowns?',
      ],
      sv: [
        'Markera en plan på 8 gånger 12 steg. Markera en målzon, 2 steg djup, med koner i varje ände.',
        'Du anfaller den ena målzonen, din förälder den andra. För att göra poäng dribblar du in i målzonen och stoppar bollen med sulan. Poäng!',
        'Din förälder får bara gå, du får springa. Spela 3 matcher på 2 minuter och drick lite emellan.',
        'Svårare: din förälder får jogga. Vem får först 5 poäng?',
      ],
      fr: [
        'Délimite un terrain de 8 pas sur 12. À chaque bout, marque avec des plots une zone d’en-but profonde de 2 pas.',
        'Tu attaques une zone d’en-but, ton parent l’autre. Pour marquer, entre dans la zone balle au pied et arrête le ballon avec la semelle. Essai !',
        'Ton parent n’a le droit que de marcher, toi tu peux courir. Joue 3 matchs de 2 minutes et bois un peu entre chaque.',
        'Plus dur : ton parent peut trottiner. Qui marque 5 essais le premier ?',
      ],
      pt: [
        'Marca um campo de 8 por 12 passos. Em cada ponta, marca com cones uma zona de ensaio com 2 passos de fundo.',
        'Atacas uma zona de ensaio e o adulto a outra. Para marcar, entra na zona com a bola e para-a com a sola. Ensaio!',
        'O adulto só pode andar e tu podes correr. Joga 3 jogos de 2 minutos e bebe água entre eles.',
        'Mais difícil: o adulto pode correr devagar. Quem chega primeiro aos 5 ensaios?',
      ],
    },
    coachingPoints: {
      en: [
        'Look for the space where your parent is not.',
        'Ball close when your parent is near, a longer push when the way is free.',
        'Lost the ball? Chase it straight back!',
      ],
      sv: [
        'Leta efter ytan där din förälder inte är.',
        'Bollen nära när din förälder är nära, en längre knuff när vägen är fri.',
        'Tappat bollen? Jaga tillbaka den direkt!',
      ],
      fr: [
        'Cherche l’espace où ton parent n’est pas.',
        'Le ballon près de toi quand ton parent est proche, une poussée plus longue quand la voie est libre.',
        'Ballon perdu ? Cours le reprendre tout de suite !',
      ],
      pt: [
        'Procura o espaço onde o adulto não está.',
        'A bola perto quando o adulto está perto, um toque mais longo quando o caminho está livre.',
        'Perdeste a bola? Vai logo recuperá-la!',
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
    key: 'b1-four-gate-match',
    title: {
      en: 'Four-gate match',
      sv: 'Fyraportsmatchen',
      fr: 'Le match aux quatre portes',
      pt: 'O jogo das quatro portas',
    },
    description: {
      en: 'A 1 against 1 with four small gates, two for each player. When one gate is blocked, switch to the other: you learn to look for the free side.',
      sv: 'En 1 mot 1 med fyra små portar, två för varje spelare. När den ena porten är stängd byter du till den andra: du lär dig att leta efter den fria sidan.',
      fr: 'Un 1 contre 1 avec quatre petites portes, deux pour chaque joueur. Quand une porte est bouchée, change de côté : tu apprends à chercher le côté libre.',
      pt: 'Um 1 contra 1 com quatro portas pequenas, duas para cada jogador. Quando uma porta está tapada, muda para a outra: aprendes a procurar o lado livre.',
    },
    steps: {
      en: [
        'Mark a square of 10 by 10 steps. At each end, put two small gates (cones 2 steps apart) in the corners.',
        'You attack the two gates at your parent’s end, your parent attacks yours. Dribble through a gate to score.',
        'Play 4 games of 2 minutes with a short rest and a drink in between.',
        'Harder: a goal after you switched from one gate to the other counts double.',
      ],
      sv: [
        'Markera en fyrkant på 10 gånger 10 steg. I varje ände ställer du två små portar (koner 2 steg isär) i hörnen.',
        'Du anfaller de två portarna på din förälders sida, din förälder anfaller dina. Dribbla genom en port för att göra mål.',
        'Spela 4 matcher på 2 minuter med en kort vila och lite vatten emellan.',
        'Svårare: ett mål efter att du bytt från den ena porten till den andra räknas dubbelt.',
      ],
      fr: [
        'Délimite un carré de 10 pas sur 10. À chaque bout, place deux petites portes (plots à 2 pas l’un de l’autre) dans les coins.',
        'Tu attaques les deux portes du côté de ton parent, ton parent attaque les tiennes. Traverse une porte balle au pied pour marquer.',
        'Joue 4 matchs de 2 minutes avec un court repos et un peu d’eau entre chaque.',
        'Plus dur : un but marqué après avoir changé de porte compte double.',
      ],
      pt: [
        'Marca um quadrado de 10 por 10 passos. Em cada ponta, põe duas portas pequenas (cones a 2 passos um do outro) nos cantos.',
        'Atacas as duas portas do lado do adulto e ele ataca as tuas. Passa por uma porta com a bola para marcar.',
        'Joga 4 jogos de 2 minutos com um descanso curto e um pouco de água entre eles.',
        'Mais difícil: um golo depois de mudares de uma porta para a outra vale a dobrar.',
      ],
    },
    coachingPoints: {
      en: [
        'One gate blocked? Turn and go to the other.',
        'Pretend to go one way, then go the other.',
        'When you defend, stay between your parent and your gates.',
      ],
      sv: [
        'Är en port stängd? Vänd och gå mot den andra.',
        'Låtsas gå åt ena hållet och gå sedan åt det andra.',
        'När du försvarar står du mellan din förälder och dina portar.',
      ],
      fr: [
        'Une porte bouchée ? Tourne et va vers l’autre.',
        'Fais semblant de partir d’un côté, puis pars de l’autre.',
        'Quand tu défends, reste entre ton parent et tes portes.',
      ],
      pt: [
        'Uma porta tapada? Vira e vai para a outra.',
        'Finge que vais para um lado e depois vai para o outro.',
        'Quando defendes, fica entre o adulto e as tuas portas.',
      ],
    },
    durationMinutes: 15,
    equipment: ['ball', 'cones', 'partner'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'GARDEN',
  },
];
