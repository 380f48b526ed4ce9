import { SOLO } from './solo.ts';
import type { SessionContent } from './types.ts';

/**
 * U11's own b2 sessions (written so that U11 shares at most 40 % of its program with U10 and U12):
 * three for every player and one goalkeeper session for each U11 phase. Keepers dive only from
 * kneeling or a crouch, on grass or a mat; no heading.
 */
export const B2_OWN_SESSIONS: readonly SessionContent[] = [
  {
    key: 'b2-check-away-check-to',
    title: {
      en: 'Get free: check away, check to',
      sv: 'Bli spelbar: gå ifrån, kom mot',
      fr: 'Se démarquer : feinter l’appel, venir au ballon',
      pt: 'Ficar livre: fugir e vir à bola',
    },
    description: {
      en: 'A defender stands close to you, so you take two steps away and then sprint towards the ball. The space you make is where you receive, look and turn.',
      sv: 'En försvarare står nära dig, så du tar två steg bort och sprintar sedan mot bollen. Ytan du skapar är där du tar emot, tittar och vänder.',
      fr: 'Un défenseur est collé à toi : tu fais deux pas dans l’autre sens, puis tu sprintes vers le ballon. L’espace que tu crées, c’est là que tu reçois, regardes et te retournes.',
      pt: 'Um defesa está colado a ti: dás dois passos para longe e depois arrancas na direção da bola. O espaço que crias é onde recebes, olhas e te viras.',
    },
    steps: {
      en: [
        'Put a cone (the defender) 12 m from your partner, who has the ball. You stand right next to the cone. Put a 2 m gate 8 m behind you.',
        'Check away: take two quick steps away from your partner, then check to: sprint 3–4 m towards the ball and show your hands for it.',
        'Your partner passes as you come. Glance over your shoulder, receive with your back foot, turn and pass through the gate. 10 times.',
        'Make it a real duel: your partner shouts “turn!” or “back!” as the ball travels. Turn to the gate, or lay it back first time. 10 times.',
        'Change the side you check to. Count how many times you turned cleanly out of 10.',
      ],
      sv: [
        'Ställ en kon (försvararen) 12 m från din kompis, som har bollen. Du står precis bredvid konen. Ställ en port på 2 m 8 m bakom dig.',
        'Gå ifrån: ta två snabba steg bort från din kompis, kom sedan mot: sprinta 3–4 m mot bollen och visa händerna för att be om den.',
        'Din kompis passar när du kommer. Titta över axeln, ta emot med bakre foten, vänd och passa genom porten. 10 gånger.',
        'Gör det till en riktig duell: din kompis ropar ”vänd!” eller ”tillbaka!” medan bollen rullar. Vänd mot porten, eller spela tillbaka direkt. 10 gånger.',
        'Byt sida som du kommer mot. Räkna hur många gånger av 10 du vände rent.',
      ],
      fr: [
        'Pose un plot (le défenseur) à 12 m de ton partenaire, qui a le ballon. Tu te places juste à côté du plot. Pose une porte de 2 m à 8 m derrière toi.',
        'Feinte l’appel : fais deux pas rapides en t’éloignant de ton partenaire, puis viens au ballon : sprinte 3–4 m vers lui et montre tes mains pour le demander.',
        'Ton partenaire passe pendant que tu arrives. Jette un œil par-dessus l’épaule, contrôle du pied arrière, retourne-toi et passe dans la porte. 10 fois.',
        'Fais-en un vrai duel : ton partenaire crie « tourne ! » ou « remise ! » pendant que le ballon roule. Retourne-toi vers la porte, ou remets-lui en une touche. 10 fois.',
        'Change le côté par lequel tu viens. Compte combien de fois tu t’es retourné proprement sur 10.',
      ],
      pt: [
        'Põe um cone (o defesa) a 12 m do colega, que tem a bola. Ficas mesmo ao lado do cone. Põe uma porta de 2 m a 8 m atrás de ti.',
        'Foge: dá dois passos rápidos para longe do colega e depois vem à bola: arranca 3–4 m na direção dela e mostra as mãos para a pedir.',
        'O colega passa no momento em que vens. Espreita por cima do ombro, recebe com o pé de trás, vira e passa pela porta. 10 vezes.',
        'Faz disto um duelo a sério: o colega grita «vira!» ou «devolve!» enquanto a bola rola. Vira para a porta ou devolve-lhe de primeira. 10 vezes.',
        'Muda o lado por onde vens. Conta quantas vezes em 10 viraste de forma limpa.',
      ],
    },
    coachingPoints: {
      en: [
        'The two steps away are slow enough to fool, the sprint back is fast.',
        'Look before the ball arrives, not after.',
        'Open your body so the first touch already takes you towards the gate.',
      ],
      sv: [
        'De två stegen bort är lugna nog att lura, sprinten tillbaka är snabb.',
        'Titta innan bollen kommer, inte efter.',
        'Öppna kroppen så att första tillslaget redan tar dig mot porten.',
      ],
      fr: [
        'Les deux pas d’éloignement sont assez lents pour tromper, le sprint de retour est rapide.',
        'Regarde avant que le ballon arrive, pas après.',
        'Ouvre ton corps pour que le premier contrôle t’emmène déjà vers la porte.',
      ],
      pt: [
        'Os dois passos para longe são lentos o suficiente para enganar; a arrancada de volta é rápida.',
        'Olha antes de a bola chegar, não depois.',
        'Abre o corpo para que a receção já te leve na direção da porta.',
      ],
    },
    durationMinutes: 25,
    equipment: ['ball', 'cones', 'partner'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'PARK',
    soloAlternative: SOLO.wall,
  },
  {
    key: 'b2-up-back-through',
    title: {
      en: 'Up, back and through',
      sv: 'Upp, tillbaka och igenom',
      fr: 'En appui, en soutien, dans la profondeur',
      pt: 'Apoio, devolução e passe em profundidade',
    },
    description: {
      en: 'You pass up to a teammate, they lay the ball back, and you play it through into the space behind. The three-pass pattern every team uses to get past a line of defenders.',
      sv: 'Du passar upp till en lagkamrat, hen lägger tillbaka bollen och du spelar den igenom till ytan bakom. Tre passningar som alla lag använder för att ta sig förbi en försvarslinje.',
      fr: 'Tu passes à un coéquipier devant toi, il te remet le ballon, et tu le joues dans l’espace derrière. Un enchaînement de trois passes que toutes les équipes utilisent pour franchir une ligne de défenseurs.',
      pt: 'Passas a um colega de equipa mais à frente, ele devolve a bola e tu jogas para o espaço nas costas. Uma sequência de três passes que todas as equipas usam para passar uma linha de defesas.',
    },
    steps: {
      en: [
        'Make a line of 3 cones across the middle (the defenders). Your partner stands 2 m in front of the line, you 10 m behind it.',
        'Up: pass firmly into your partner’s feet. Back: they lay it back to you with one touch as you step towards it.',
        'Through: pass first time to the side of the cone line, into the space behind it. Your partner turns and runs onto it. Swap roles. 8 each.',
        'Make it faster: two touches in all for each of you, then one. Count the patterns that run on through without stopping.',
      ],
      sv: [
        'Gör en linje av 3 koner tvärs över mitten (försvararna). Din kompis står 2 m framför linjen, du 10 m bakom den.',
        'Upp: passa hårt in i din kompis fötter. Tillbaka: hen lägger tillbaka bollen till dig med ett tillslag medan du kliver mot den.',
        'Igenom: passa direkt vid sidan av konlinjen, in i ytan bakom den. Din kompis vänder och springer på bollen. Byt roller. 8 var.',
        'Gör det snabbare: sammanlagt två tillslag var, sedan ett. Räkna mönstren som går igenom utan att stanna.',
      ],
      fr: [
        'Fais une ligne de 3 plots au milieu (les défenseurs). Ton partenaire se place 2 m devant la ligne, toi 10 m derrière.',
        'En appui : passe fort dans les pieds de ton partenaire. En soutien : il te remet le ballon en une touche pendant que tu avances vers lui.',
        'Dans la profondeur : passe en une touche à côté de la ligne de plots, dans l’espace derrière. Ton partenaire se retourne et court sur le ballon. Changez de rôle. 8 chacun.',
        'Plus vite : deux touches en tout chacun, puis une. Compte les enchaînements qui vont jusqu’au bout sans arrêt.',
      ],
      pt: [
        'Faz uma linha de 3 cones no meio (os defesas). O colega fica 2 m à frente da linha e tu 10 m atrás dela.',
        'Apoio: passa com força para os pés do colega. Devolução: ele devolve-te a bola com um toque enquanto avanças para ela.',
        'Profundidade: passa de primeira ao lado da linha de cones, para o espaço nas costas dela. O colega vira-se e corre para a bola. Troquem de papéis. 8 cada um.',
        'Mais depressa: dois toques no total para cada um, depois um. Conta as sequências que chegam ao fim sem parar.',
      ],
    },
    coachingPoints: {
      en: [
        'The first pass is firm and to the feet, the lay-off soft and into your path.',
        'Step towards the lay-off so you can pass it first time.',
        'The through pass goes into space in front of your teammate, not to where they stand.',
      ],
      sv: [
        'Första passningen är hård och till fötterna, tillbakaläggningen mjuk och framför dig.',
        'Kliv mot tillbakaläggningen så att du kan spela den direkt.',
        'Djupledspassningen går till ytan framför din lagkamrat, inte dit hen står.',
      ],
      fr: [
        'La première passe est appuyée et dans les pieds, la remise douce et dans ta course.',
        'Avance vers la remise pour pouvoir la jouer en une touche.',
        'La passe en profondeur va dans l’espace devant ton coéquipier, pas là où il se tient.',
      ],
      pt: [
        'O primeiro passe é forte e para os pés; a devolução é suave e para a tua frente.',
        'Avança para a devolução para a poderes jogar de primeira.',
        'O passe em profundidade vai para o espaço à frente do colega de equipa, não para onde ele está.',
      ],
    },
    durationMinutes: 25,
    equipment: ['ball', 'cones', 'partner'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'PARK',
    soloAlternative: SOLO.wall,
  },
  {
    key: 'b2-shield-and-spin',
    title: {
      en: 'Shield and spin',
      sv: 'Skydda och snurra',
      fr: 'Protéger et pivoter',
      pt: 'Proteger e rodar',
    },
    description: {
      en: 'With a defender at your back, you keep the ball with your body between them and the ball, feel where they lean, and spin away the other way.',
      sv: 'Med en försvarare i ryggen behåller du bollen med kroppen mellan hen och bollen, känner åt vilket håll hen lutar och snurrar iväg åt andra hållet.',
      fr: 'Avec un défenseur dans ton dos, tu gardes le ballon en plaçant ton corps entre lui et le ballon, tu sens de quel côté il penche et tu pivotes de l’autre côté.',
      pt: 'Com um defesa nas tuas costas, guardas a bola com o corpo entre ele e a bola, sentes para que lado ele se inclina e rodas para o outro lado.',
    },
    steps: {
      en: [
        'Mark a circle of about 5 m with cones, and two small gates 8 m outside it on either side.',
        'Keep the ball for 10 seconds: your partner stands behind you and tries to touch the ball, gently, without kicking you. Sole on the ball, knees bent, arm out to feel them. 6 rounds each.',
        'Spin: when you feel your partner lean to one side, roll the ball the other way and dribble out through the gate on that side. 8 times each.',
        'Game: 1 against 1 for 30 seconds; a point for each spin out through a gate. Rest 30 seconds. 6 rounds.',
      ],
      sv: [
        'Markera en cirkel på ungefär 5 m med koner, och två små portar 8 m utanför den, en på varje sida.',
        'Behåll bollen i 10 sekunder: din kompis står bakom dig och försöker röra bollen, försiktigt och utan att sparka dig. Sulan på bollen, böjda knän, armen ut för att känna hen. 6 omgångar var.',
        'Snurra: när du känner att din kompis lutar åt ena sidan rullar du bollen åt andra hållet och dribblar ut genom porten på den sidan. 8 gånger var.',
        'Lek: 1 mot 1 i 30 sekunder; en poäng för varje snurr ut genom en port. Vila 30 sekunder. 6 omgångar.',
      ],
      fr: [
        'Délimite un cercle d’environ 5 m avec des plots, et deux petites portes à 8 m à l’extérieur, une de chaque côté.',
        'Garde le ballon 10 secondes : ton partenaire se place derrière toi et essaie de toucher le ballon, doucement, sans te donner de coup. La semelle sur le ballon, les genoux fléchis, le bras écarté pour le sentir. 6 manches chacun.',
        'Pivote : quand tu sens ton partenaire pencher d’un côté, fais rouler le ballon de l’autre côté et sors balle au pied par la porte de ce côté. 8 fois chacun.',
        'Jeu : 1 contre 1 pendant 30 secondes ; un point pour chaque pivot qui te fait sortir par une porte. Repos 30 secondes. 6 manches.',
      ],
      pt: [
        'Marca um círculo de uns 5 m com cones e duas portas pequenas 8 m fora dele, uma de cada lado.',
        'Guarda a bola durante 10 segundos: o colega fica atrás de ti e tenta tocar na bola, com cuidado e sem te dar pontapés. Sola em cima da bola, joelhos dobrados, braço aberto para o sentires. 6 rondas cada um.',
        'Roda: quando sentires o colega inclinar-se para um lado, rola a bola para o outro e sai em condução pela porta desse lado. 8 vezes cada um.',
        'Jogo: 1 contra 1 durante 30 segundos; um ponto por cada rotação que te leva a sair por uma porta. Descansa 30 segundos. 6 rondas.',
      ],
    },
    coachingPoints: {
      en: [
        'Low and wide: bend your knees, keep the ball on the foot furthest from the defender.',
        'Feel with your arm and back, do not look back at the ball all the time.',
        'Spin the moment they lean, then accelerate away.',
      ],
      sv: [
        'Lågt och brett: böj knäna, ha bollen vid foten längst från försvararen.',
        'Känn med armen och ryggen, titta inte bakåt på bollen hela tiden.',
        'Snurra i samma ögonblick som hen lutar, och accelerera sedan iväg.',
      ],
      fr: [
        'Bas et large : fléchis les genoux, garde le ballon sur le pied le plus loin du défenseur.',
        'Sens avec le bras et le dos, ne te retourne pas sans arrêt vers le ballon.',
        'Pivote au moment où il penche, puis accélère.',
      ],
      pt: [
        'Baixo e largo: dobra os joelhos e mantém a bola no pé mais afastado do defesa.',
        'Sente com o braço e as costas, não olhes para trás para a bola a toda a hora.',
        'Roda no momento em que ele se inclina e depois acelera.',
      ],
    },
    durationMinutes: 25,
    equipment: ['ball', 'cones', 'partner'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'GARDEN',
    soloAlternative: SOLO.duel,
  },
  {
    key: 'b2-five-seconds-to-score',
    title: {
      en: 'Win it, go: five seconds to score',
      sv: 'Vinn den och gå: fem sekunder att göra mål',
      fr: 'Récupère et fonce : cinq secondes pour marquer',
      pt: 'Ganha e vai: cinco segundos para marcar',
    },
    description: {
      en: 'In 7 against 7 the best chances come just after your team wins the ball, before the other team is back in shape. You practise going forward at once when you win it, and chasing at once when you lose it.',
      sv: 'I 7 mot 7 kommer de bästa chanserna precis efter att ditt lag vunnit bollen, innan motståndarna hunnit ställa om. Du tränar på att gå framåt direkt när du vinner bollen, och att jaga direkt när du tappar den.',
      fr: 'À 7 contre 7, les meilleures occasions arrivent juste après la récupération du ballon, avant que l’adversaire se soit replacé. Tu t’entraînes à te projeter tout de suite quand tu récupères le ballon, et à presser tout de suite quand tu le perds.',
      pt: 'No 7 contra 7, as melhores oportunidades surgem logo depois de a tua equipa ganhar a bola, antes de o adversário se reorganizar. Treinas a ir para a frente assim que ganhas a bola e a pressionar logo que a perdes.',
    },
    steps: {
      en: [
        'Mark a pitch of 15 by 12 m with a 2 m gate at each end. Your partner starts with the ball in the middle, you stand 3 m away.',
        'Your partner dribbles at your gate; you defend. The moment you win the ball, your partner counts out loud to 5: score through their gate before they reach “5”.',
        'If you lose the ball, win it back within 5 seconds for a bonus point. Play 6 rounds of 1 minute, rest 1 minute, swap who starts.',
        'Harder: after winning the ball, first pass it against a wall or at a cone target, as if to a teammate, then finish. 4 rounds.',
      ],
      sv: [
        'Markera en plan på 15 gånger 12 m med en port på 2 m i varje ände. Din kompis börjar med bollen i mitten, du står 3 m bort.',
        'Din kompis dribblar mot din port; du försvarar. Så fort du vinner bollen räknar din kompis högt till 5: gör mål genom hens port innan hen kommer till ”5”.',
        'Tappar du bollen, vinn tillbaka den inom 5 sekunder för en bonuspoäng. Spela 6 omgångar på 1 minut, vila 1 minut, byt vem som börjar.',
        'Svårare: när du vunnit bollen måste du först passa mot en vägg eller träffa en kon, som att hitta en lagkamrat, och sedan avsluta. 4 omgångar.',
      ],
      fr: [
        'Délimite un terrain de 15 m sur 12 avec une porte de 2 m à chaque bout. Ton partenaire part avec le ballon au milieu, toi à 3 m.',
        'Ton partenaire conduit le ballon vers ta porte ; tu défends. Dès que tu récupères le ballon, ton partenaire compte à voix haute jusqu’à 5 : marque dans sa porte avant qu’il arrive à « 5 ».',
        'Si tu perds le ballon, récupère-le en moins de 5 secondes pour un point bonus. Joue 6 manches de 1 minute, repos 1 minute, changez celui qui commence.',
        'Plus dur : après la récupération, passe d’abord contre un mur ou vers un plot cible, comme pour trouver un coéquipier, puis termine. 4 manches.',
      ],
      pt: [
        'Marca um campo de 15 por 12 m com uma porta de 2 m em cada ponta. O colega começa com a bola no meio e tu ficas a 3 m.',
        'O colega conduz a bola para a tua porta; tu defendes. Assim que ganhas a bola, o colega conta em voz alta até 5: marca pela porta dele antes de ele chegar ao «5».',
        'Se perderes a bola, recupera-a em menos de 5 segundos para ganhar um ponto de bónus. Joga 6 rondas de 1 minuto, descansa 1 minuto e troquem quem começa.',
        'Mais difícil: depois de ganhares a bola, passa primeiro contra uma parede ou para um cone alvo, como se procurasses um colega de equipa, e só depois finaliza. 4 rondas.',
      ],
    },
    coachingPoints: {
      en: [
        'First touch after winning the ball goes forward, into space.',
        'Lost it? The nearest player chases at once, no stopping to complain.',
        'Go fast, but finish calmly: pick a corner of the gate.',
      ],
      sv: [
        'Första tillslaget efter bollvinsten går framåt, ut i fri yta.',
        'Tappat den? Närmaste spelare jagar direkt, ingen stannar för att klaga.',
        'Gå snabbt, men avsluta lugnt: välj ett hörn av porten.',
      ],
      fr: [
        'Après la récupération, le premier contrôle va vers l’avant, dans l’espace.',
        'Ballon perdu ? Le joueur le plus proche presse tout de suite, on ne s’arrête pas pour râler.',
        'Va vite, mais termine calmement : choisis un coin de la porte.',
      ],
      pt: [
        'Depois de ganhares a bola, o primeiro toque vai para a frente, para o espaço.',
        'Perdeste-a? O jogador mais perto pressiona logo, ninguém para a reclamar.',
        'Vai depressa, mas finaliza com calma: escolhe um canto da porta.',
      ],
    },
    durationMinutes: 25,
    equipment: ['ball', 'cones', 'partner'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'PARK',
    soloAlternative: SOLO.duel,
  },
];
