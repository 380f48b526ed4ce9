import type { SessionContent } from './types.ts';

/**
 * Goalkeeper sessions of b2 (U10–U12): each phase offers one in place of an outfield session.
 * Diving only from kneeling or a crouch, on grass or a mat; no heading.
 */
export const B2_KEEPER_SESSIONS: readonly SessionContent[] = [
  {
    key: 'b2-gk-handling-shapes',
    title: {
      en: 'Keeper: safe hands',
      sv: 'Målvakt: säkra händer',
      fr: 'Gardien : des mains sûres',
      pt: 'Guarda-redes: mãos seguras',
    },
    description: {
      en: 'A goalkeeper catches with the right hand shape for every height: the W above the chest, the basket at the belly and the scoop along the ground. Safe hands mean no rebounds.',
      sv: 'En målvakt fångar med rätt handform för varje höjd: W-greppet ovanför bröstet, korgen vid magen och skopan längs marken. Säkra händer betyder inga returer.',
      fr: 'Un gardien capte avec la bonne forme de mains à chaque hauteur : le W au-dessus de la poitrine, le panier au ventre et la cuillère au ras du sol. Des mains sûres, c’est zéro ballon relâché.',
      pt: 'Um guarda-redes agarra com a forma de mãos certa para cada altura: o W acima do peito, o cesto à altura da barriga e a concha junto ao chão. Mãos seguras são zero recargas.',
    },
    steps: {
      en: [
        'Stand 5 m from your partner in the ready position: feet shoulder-width apart, knees bent, hands in front at waist height.',
        'Your partner throws 10 balls at chest height and above: catch with your thumbs and index fingers making a W behind the ball, then bring it to your chest.',
        'Then 10 balls at your belly (hands and arms make a basket, hug the ball) and 10 rolled along the ground (scoop: little fingers together, knees close, pick it up and hug it).',
        'Mix the heights without saying which. Count your clean catches out of 15 and beat it next time.',
      ],
      sv: [
        'Stå 5 meter från din kompis i grundposition: fötterna axelbrett isär, knäna böjda, händerna framför dig i midjehöjd.',
        'Din kompis kastar 10 bollar i brösthöjd och högre: fånga med tummar och pekfingrar som bildar ett W bakom bollen och för den sedan in till bröstet.',
        'Sedan 10 bollar mot magen (händer och armar gör en korg, krama bollen) och 10 som rullas längs marken (skopa: lillfingrarna ihop, knäna nära varandra, plocka upp och krama bollen).',
        'Blanda höjderna utan att säga vilken. Räkna dina rena fångster av 15 och slå det nästa gång.',
      ],
      fr: [
        'Place-toi à 5 m de ton partenaire en position d’attente : pieds écartés de la largeur des épaules, genoux fléchis, mains devant toi à hauteur de la taille.',
        'Ton partenaire lance 10 ballons à hauteur de poitrine et plus haut : capte avec les pouces et les index qui forment un W derrière le ballon, puis ramène-le contre ta poitrine.',
        'Puis 10 ballons au ventre (mains et bras forment un panier, serre le ballon) et 10 ballons roulés au sol (cuillère : petits doigts collés, genoux serrés, ramasse et serre le ballon).',
        'Mélange les hauteurs sans les annoncer. Compte tes prises nettes sur 15 et fais mieux la prochaine fois.',
      ],
      pt: [
        'Fica a 5 m do colega na posição de espera: pés à largura dos ombros, joelhos fletidos, mãos à frente à altura da cintura.',
        'O colega lança 10 bolas à altura do peito e acima: agarra com os polegares e os indicadores a formar um W atrás da bola e traz a bola para o peito.',
        'Depois 10 bolas à barriga (mãos e braços fazem um cesto, abraça a bola) e 10 rasteiras (concha: dedos mindinhos juntos, joelhos juntos, apanha e abraça a bola).',
        'Mistura as alturas sem dizer qual vem. Conta as defesas limpas em 15 e tenta bater esse número na próxima vez.',
      ],
    },
    coachingPoints: {
      en: [
        'Eyes on the ball until it is in your hands.',
        'Soft hands: give a little as the ball arrives.',
        'Get your body behind the ball, so it hits you if your hands miss.',
      ],
      sv: [
        'Ögonen på bollen tills den ligger i händerna.',
        'Mjuka händer: ge efter lite när bollen kommer.',
        'Få kroppen bakom bollen, så att den träffar dig om händerna missar.',
      ],
      fr: [
        'Les yeux sur le ballon jusqu’à ce qu’il soit dans tes mains.',
        'Des mains souples : amortis un peu à l’arrivée du ballon.',
        'Place ton corps derrière le ballon : s’il échappe à tes mains, il te touche.',
      ],
      pt: [
        'Olhos na bola até ela estar nas tuas mãos.',
        'Mãos macias: cede um pouco quando a bola chega.',
        'Põe o corpo atrás da bola, para que ela bata em ti se as mãos falharem.',
      ],
    },
    durationMinutes: 20,
    equipment: ['ball', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'GARDEN',
    soloAlternative: {
      en: 'Alone: throw the ball against a wall from 4 m and catch the rebound, changing the height each time (W, basket, scoop). 3 × 10.',
      sv: 'Ensam: kasta bollen mot en vägg från 4 meter och fånga returen, byt höjd varje gång (W, korg, skopa). 3 × 10.',
      fr: 'Seul : lance le ballon contre un mur à 4 m et capte le rebond, en changeant de hauteur à chaque fois (W, panier, cuillère). 3 × 10.',
      pt: 'Sozinho: atira a bola contra uma parede a 4 m e agarra o ressalto, mudando a altura de cada vez (W, cesto, concha). 3 × 10.',
    },
  },
  {
    key: 'b2-gk-footwork-set-save',
    title: {
      en: 'Keeper: move, set, save',
      sv: 'Målvakt: förflytta, stanna, rädda',
      fr: 'Gardien : se déplacer, se fixer, arrêter',
      pt: 'Guarda-redes: deslocar, fixar, defender',
    },
    description: {
      en: 'Quick side steps across the goal, then a still, balanced set position just before the shot. A keeper who is set can push off either way.',
      sv: 'Snabba sidsteg över målet och sedan en stilla, balanserad grundposition precis före skottet. En målvakt som står still kan ta fart åt båda hållen.',
      fr: 'Des pas chassés rapides devant le but, puis une position fixe et équilibrée juste avant la frappe. Un gardien bien fixé peut partir des deux côtés.',
      pt: 'Passos laterais rápidos em frente da baliza e depois uma posição fixa e equilibrada mesmo antes do remate. Um guarda-redes fixo consegue sair para os dois lados.',
    },
    steps: {
      en: [
        'Make a goal 4 m wide with two cones and put a third cone in the middle, 1 m in front of the line.',
        'Shuffle with side steps from one post to the other and back, touching each cone with your hand, feet never crossing. 4 × 20 seconds, rest 40 seconds.',
        'Shuffle, and when your partner lifts the ball, stop and set: small hop, feet apart, weight on the front of your feet. They throw or side-foot the ball at you. 10 times.',
        'Now at the side of you: set, then take one step towards the ball and catch it or push it wide. 5 per side.',
      ],
      sv: [
        'Gör ett 4 meter brett mål med två koner och ställ en tredje kon i mitten, 1 meter framför linjen.',
        'Förflytta dig med sidsteg från den ena stolpen till den andra och tillbaka, nudda varje kon med handen och korsa aldrig fötterna. 4 × 20 sekunder, vila 40 sekunder.',
        'Förflytta dig, och när din kompis lyfter bollen stannar du i grundposition: ett litet hopp, fötterna isär, tyngden på framfoten. Kompisen kastar eller passar bollen mot dig med insidan. 10 gånger.',
        'Nu vid sidan om dig: stanna, ta sedan ett steg mot bollen och fånga den eller styr ut den. 5 per sida.',
      ],
      fr: [
        'Forme un but de 4 m avec deux plots et pose un troisième plot au milieu, 1 m devant la ligne.',
        'Déplace-toi en pas chassés d’un poteau à l’autre et retour, en touchant chaque plot de la main, sans jamais croiser les pieds. 4 × 20 secondes, 40 secondes de repos.',
        'Déplace-toi, et quand ton partenaire lève le ballon, arrête-toi et fixe-toi : petit sautillement, pieds écartés, poids sur l’avant des pieds. Il lance ou frappe le ballon du plat du pied vers toi. 10 fois.',
        'Maintenant sur le côté : fixe-toi, fais un pas vers le ballon et capte-le ou dévie-le sur le côté. 5 de chaque côté.',
      ],
      pt: [
        'Faz uma baliza de 4 m com dois cones e coloca um terceiro cone ao meio, 1 m à frente da linha.',
        'Desloca-te em passos laterais de um poste ao outro e volta, tocando em cada cone com a mão, sem nunca cruzar os pés. 4 × 20 segundos, 40 segundos de descanso.',
        'Desloca-te e, quando o colega levantar a bola, para e fixa-te: pequeno salto, pés afastados, peso na parte da frente dos pés. O colega lança ou remata com a parte interna na tua direção. 10 vezes.',
        'Agora para o lado: fixa-te, dá um passo na direção da bola e agarra-a ou desvia-a para fora. 5 de cada lado.',
      ],
    },
    coachingPoints: {
      en: [
        'Side steps, never crossed feet.',
        'Be still when the ball is struck.',
        'Step towards the ball, not back into the goal.',
      ],
      sv: [
        'Sidsteg, aldrig korsade fötter.',
        'Stå still när bollen slås.',
        'Gå mot bollen, inte bakåt in i målet.',
      ],
      fr: [
        'Des pas chassés, jamais les pieds croisés.',
        'Sois immobile au moment de la frappe.',
        'Va vers le ballon, pas en arrière dans le but.',
      ],
      pt: [
        'Passos laterais, nunca pés cruzados.',
        'Fica imóvel no momento do remate.',
        'Vai em direção à bola, não para trás, para dentro da baliza.',
      ],
    },
    durationMinutes: 20,
    equipment: ['ball', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'GARDEN',
    soloAlternative: {
      en: 'Alone: do the shuffles, and throw the ball against a wall from 4 m; set before it comes back and catch it. 3 × 8.',
      sv: 'Ensam: gör sidstegen och kasta bollen mot en vägg från 4 meter; stanna i grundposition innan den studsar tillbaka och fånga den. 3 × 8.',
      fr: 'Seul : fais les pas chassés, puis lance le ballon contre un mur à 4 m ; fixe-toi avant son retour et capte-le. 3 × 8.',
      pt: 'Sozinho: faz os passos laterais e atira a bola contra uma parede a 4 m; fixa-te antes de ela voltar e agarra-a. 3 × 8.',
    },
  },
  {
    key: 'b2-gk-distribution',
    title: {
      en: 'Keeper: start the attack',
      sv: 'Målvakt: starta anfallet',
      fr: 'Gardien : lancer l’attaque',
      pt: 'Guarda-redes: começar o ataque',
    },
    description: {
      en: 'A save is only half the job: a quick roll, a throw or a pass with your feet starts your team’s attack. You practise all three with both hands and both feet.',
      sv: 'En räddning är bara halva jobbet: en snabb rullning, ett utkast eller en passning med fötterna startar lagets anfall. Du tränar alla tre med båda händerna och båda fötterna.',
      fr: 'Un arrêt, ce n’est que la moitié du travail : une relance à la main roulée, un lancer ou une passe au pied lance l’attaque de l’équipe. Tu travailles les trois, des deux mains et des deux pieds.',
      pt: 'Uma defesa é só metade do trabalho: uma reposição rasteira com a mão, um lançamento ou um passe com o pé começa o ataque da equipa. Treina os três, com as duas mãos e os dois pés.',
    },
    steps: {
      en: [
        'Put two cones 2 m apart as a gate, 10 m from you. Roll the ball underarm through the gate like a bowler, bending low: 5 with each hand.',
        'Move the gate to 15 m and throw overarm (arm straight, ball flat along the ground or just above it): 5 with each arm.',
        'Your partner passes the ball back to you: control it with one touch to the side and pass through the gate with the other foot. 10 times.',
        'Game: your partner stands in a different spot each time; get the ball to them in under 5 seconds. Count your good ones out of 10.',
      ],
      sv: [
        'Ställ två koner 2 meter isär som en port, 10 meter från dig. Rulla bollen underifrån genom porten som i bowling, lågt böjd: 5 med varje hand.',
        'Flytta porten till 15 meter och kasta överarm (rak arm, bollen platt längs marken eller strax ovanför): 5 med varje arm.',
        'Din kompis passar tillbaka bollen: ta emot den med ett tillslag åt sidan och passa genom porten med den andra foten. 10 gånger.',
        'Lek: din kompis står på ett nytt ställe varje gång; få fram bollen till hen på under 5 sekunder. Räkna dina bra av 10.',
      ],
      fr: [
        'Pose deux plots à 2 m l’un de l’autre pour faire une porte, à 10 m de toi. Fais rouler le ballon à la main par en dessous à travers la porte, comme au bowling, bien penché : 5 de chaque main.',
        'Recule la porte à 15 m et lance par-dessus l’épaule (bras tendu, ballon à ras du sol ou juste au-dessus) : 5 de chaque bras.',
        'Ton partenaire te renvoie le ballon : contrôle-le d’une touche sur le côté et passe à travers la porte de l’autre pied. 10 fois.',
        'Jeu : ton partenaire change de place à chaque fois ; donne-lui le ballon en moins de 5 secondes. Compte tes bonnes relances sur 10.',
      ],
      pt: [
        'Coloca dois cones a 2 m um do outro para fazer uma porta, a 10 m de ti. Rola a bola com a mão por baixo através da porta, como no bowling, bem baixo: 5 com cada mão.',
        'Afasta a porta para 15 m e lança por cima do ombro (braço esticado, bola rasteira ou pouco acima do chão): 5 com cada braço.',
        'O colega devolve a bola: recebe com um toque para o lado e passa pela porta com o outro pé. 10 vezes.',
        'Jogo: o colega muda de sítio de cada vez; faz-lhe chegar a bola em menos de 5 segundos. Conta as boas em 10.',
      ],
    },
    coachingPoints: {
      en: [
        'Look first, then release: find the free player.',
        'Roll and throw so the ball is easy to control.',
        'First touch to the side opens the pass.',
      ],
      sv: [
        'Titta först, släpp sedan: hitta den fria spelaren.',
        'Rulla och kasta så att bollen är lätt att ta emot.',
        'Första tillslaget åt sidan öppnar passningen.',
      ],
      fr: [
        'Regarde d’abord, relance ensuite : trouve le joueur libre.',
        'Roule et lance pour que le ballon soit facile à contrôler.',
        'Le premier contrôle sur le côté ouvre la passe.',
      ],
      pt: [
        'Primeiro olha, depois repõe: encontra o jogador livre.',
        'Rola e lança de forma a que a bola seja fácil de receber.',
        'A receção para o lado abre o passe.',
      ],
    },
    durationMinutes: 25,
    equipment: ['ball', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PARK',
    soloAlternative: {
      en: 'Alone: roll, throw and pass through the gate, then fetch the balls; use a wall for the passes with one touch to the side.',
      sv: 'Ensam: rulla, kasta och passa genom porten och hämta sedan bollarna; använd en vägg för passningarna med ett tillslag åt sidan.',
      fr: 'Seul : roule, lance et passe à travers la porte, puis va chercher les ballons ; utilise un mur pour les passes avec un contrôle sur le côté.',
      pt: 'Sozinho: rola, lança e passa pela porta e depois vai buscar as bolas; usa uma parede para os passes com receção para o lado.',
    },
  },
  {
    key: 'b2-gk-low-saves',
    title: {
      en: 'Keeper: low saves on soft ground',
      sv: 'Målvakt: låga räddningar på mjukt underlag',
      fr: 'Gardien : arrêts bas sur sol souple',
      pt: 'Guarda-redes: defesas baixas em piso macio',
    },
    description: {
      en: 'Learn to get down to low shots safely: first from kneeling, then from a crouch, always on grass or a mat. You land on your side, never on your elbow or tummy.',
      sv: 'Lär dig att gå ner på låga skott på ett säkert sätt: först från knästående, sedan från hukande, alltid på gräs eller en matta. Du landar på sidan, aldrig på armbågen eller magen.',
      fr: 'Apprends à te coucher sur les tirs bas en sécurité : d’abord à genoux, puis accroupi, toujours sur l’herbe ou un tapis. Tu tombes sur le côté, jamais sur le coude ou le ventre.',
      pt: 'Aprende a ir ao chão em remates rasteiros em segurança: primeiro de joelhos, depois de cócoras, sempre na relva ou num tapete. Cais de lado, nunca no cotovelo nem na barriga.',
    },
    steps: {
      en: [
        'Kneel on soft grass or a mat. Your partner rolls the ball 1 m to your side: fall onto your side, catch it with one hand behind and one on top, and pull it in. 5 per side.',
        'From a crouch (one knee almost on the ground): the same, with the ball rolled a little further. 5 per side.',
        'Standing in the set position: your partner side-foots low shots from 6 m, just out of reach. Step, collapse onto your side and hold it. 6 per side.',
        'Get up fast after each save and set again, ready for a second ball.',
      ],
      sv: [
        'Ställ dig på knä på mjukt gräs eller en matta. Din kompis rullar bollen 1 meter vid sidan om dig: fall på sidan, fånga den med en hand bakom och en ovanpå och dra in den. 5 per sida.',
        'Från hukande (ena knät nästan i marken): samma sak, med bollen rullad lite längre bort. 5 per sida.',
        'Stående i grundposition: din kompis skjuter låga skott med insidan från 6 meter, precis utom räckhåll. Ta ett steg, fäll dig ner på sidan och håll bollen. 6 per sida.',
        'Kom snabbt upp efter varje räddning och ställ dig i grundposition igen, redo för en andra boll.',
      ],
      fr: [
        'Mets-toi à genoux sur de l’herbe souple ou un tapis. Ton partenaire roule le ballon à 1 m sur ton côté : tombe sur le côté, capte-le une main derrière et une main dessus, et ramène-le contre toi. 5 de chaque côté.',
        'Accroupi (un genou presque au sol) : la même chose, avec le ballon roulé un peu plus loin. 5 de chaque côté.',
        'Debout en position fixe : ton partenaire tire au ras du sol du plat du pied à 6 m, juste hors de portée. Fais un pas, couche-toi sur le côté et garde le ballon. 6 de chaque côté.',
        'Relève-toi vite après chaque arrêt et fixe-toi à nouveau, prêt pour un deuxième ballon.',
      ],
      pt: [
        'Ajoelha-te em relva macia ou num tapete. O colega rola a bola 1 m para o teu lado: cai de lado, agarra-a com uma mão atrás e outra por cima e puxa-a para ti. 5 de cada lado.',
        'De cócoras (um joelho quase no chão): o mesmo, com a bola rolada um pouco mais longe. 5 de cada lado.',
        'De pé, na posição fixa: o colega remata rasteiro com a parte interna a 6 m, mesmo fora do teu alcance. Dá um passo, deixa-te cair de lado e segura a bola. 6 de cada lado.',
        'Levanta-te depressa depois de cada defesa e fixa-te outra vez, pronto para uma segunda bola.',
      ],
    },
    coachingPoints: {
      en: [
        'Land on the side of your body: hip, then shoulder.',
        'Hands first to the ball, body behind them.',
        'Only on grass or a mat, never on a hard floor.',
      ],
      sv: [
        'Landa på sidan av kroppen: höften, sedan axeln.',
        'Händerna först mot bollen, kroppen bakom dem.',
        'Bara på gräs eller en matta, aldrig på hårt underlag.',
      ],
      fr: [
        'Tombe sur le côté du corps : la hanche, puis l’épaule.',
        'Les mains d’abord vers le ballon, le corps derrière.',
        'Uniquement sur l’herbe ou un tapis, jamais sur un sol dur.',
      ],
      pt: [
        'Cai de lado: primeiro a anca, depois o ombro.',
        'Primeiro as mãos na bola, o corpo atrás delas.',
        'Só na relva ou num tapete, nunca em piso duro.',
      ],
    },
    durationMinutes: 20,
    equipment: ['ball', 'partner', 'mat', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'GARDEN',
    soloAlternative: {
      en: 'Alone: from kneeling, roll the ball 1 m to your side with one hand, fall onto your side and catch it. 3 × 5 per side.',
      sv: 'Ensam: på knä, rulla bollen 1 meter åt sidan med ena handen, fall på sidan och fånga den. 3 × 5 per sida.',
      fr: 'Seul : à genoux, roule le ballon d’une main à 1 m sur le côté, tombe sur le côté et capte-le. 3 × 5 de chaque côté.',
      pt: 'Sozinho: de joelhos, rola a bola com uma mão 1 m para o lado, cai de lado e agarra-a. 3 × 5 de cada lado.',
    },
  },
  {
    key: 'b2-gk-angles-and-talk',
    title: {
      en: 'Keeper: angles and talk',
      sv: 'Målvakt: vinklar och prat',
      fr: 'Gardien : angles et communication',
      pt: 'Guarda-redes: ângulos e comunicação',
    },
    description: {
      en: 'Where you stand makes the goal look small: stay on the line between the ball and the middle of the goal, and tell your team what you see.',
      sv: 'Där du står gör målet litet: håll dig på linjen mellan bollen och mitten av målet och säg till laget vad du ser.',
      fr: 'Ton placement rétrécit le but : reste sur la ligne entre le ballon et le milieu du but, et dis à l’équipe ce que tu vois.',
      pt: 'A tua posição faz a baliza parecer pequena: fica na linha entre a bola e o meio da baliza e diz à equipa o que vês.',
    },
    steps: {
      en: [
        'Make a goal 5 m wide. Imagine a rope from the middle of the goal to the ball: you stand on that rope, two big steps off your line.',
        'Your partner walks with the ball in an arc 12 m from the goal and stops now and then. Move along the rope and set each time; they check that you are in line. 2 minutes.',
        'When they stop, they shoot or pass to a side cone. Save, or call a word your team knows (“away!”, “time!”, “keeper!”) before the pass arrives. 10 balls.',
        'Swap: you walk the arc and check their angle. Then play 5 more balls each.',
      ],
      sv: [
        'Gör ett 5 meter brett mål. Tänk dig ett rep från mitten av målet till bollen: du står på repet, två stora steg ut från linjen.',
        'Din kompis går med bollen i en båge 12 meter från målet och stannar då och då. Förflytta dig längs repet och stanna i grundposition varje gång; kompisen kollar att du står rätt. 2 minuter.',
        'När kompisen stannar skjuter hen eller passar till en kon vid sidan. Rädda, eller ropa ett ord som laget känner till (”bort!”, ”tid!”, ”målvakt!”) innan passningen kommer. 10 bollar.',
        'Byt: du går bågen och kollar kompisens vinkel. Spela sedan 5 bollar till var.',
      ],
      fr: [
        'Forme un but de 5 m. Imagine une corde entre le milieu du but et le ballon : tu te places sur cette corde, deux grands pas devant la ligne.',
        'Ton partenaire marche avec le ballon en arc de cercle à 12 m du but et s’arrête de temps en temps. Déplace-toi le long de la corde et fixe-toi à chaque arrêt ; il vérifie que tu es bien aligné. 2 minutes.',
        'Quand il s’arrête, il tire ou passe vers un plot sur le côté. Arrête le ballon, ou annonce un mot que l’équipe connaît (« dégage ! », « temps ! », « gardien ! ») avant l’arrivée de la passe. 10 ballons.',
        'On inverse : tu marches sur l’arc et tu vérifies son placement. Puis 5 ballons de plus chacun.',
      ],
      pt: [
        'Faz uma baliza de 5 m. Imagina uma corda do meio da baliza até à bola: fica em cima dessa corda, dois passos grandes à frente da linha.',
        'O colega anda com a bola num arco a 12 m da baliza e para de vez em quando. Desloca-te ao longo da corda e fixa-te de cada vez; o colega confirma se estás alinhado. 2 minutos.',
        'Quando o colega para, remata ou passa para um cone ao lado. Defende, ou diz uma palavra que a equipa conhece («fora!», «tempo!», «minha!») antes de o passe chegar. 10 bolas.',
        'Troquem: agora andas tu no arco e confirmas o ângulo do colega. Depois mais 5 bolas cada um.',
      ],
    },
    coachingPoints: {
      en: [
        'Ball, you, middle of the goal: one straight line.',
        'Set before the shot, not while it flies.',
        'Short, loud words your team understands.',
      ],
      sv: [
        'Bollen, du, mitten av målet: en rak linje.',
        'Stanna före skottet, inte medan bollen flyger.',
        'Korta, höga ord som laget förstår.',
      ],
      fr: [
        'Ballon, toi, milieu du but : une seule ligne droite.',
        'Fixe-toi avant la frappe, pas pendant le vol du ballon.',
        'Des mots courts et forts que l’équipe comprend.',
      ],
      pt: [
        'Bola, tu, meio da baliza: uma linha reta.',
        'Fixa-te antes do remate, não enquanto a bola voa.',
        'Palavras curtas e fortes que a equipa entende.',
      ],
    },
    durationMinutes: 25,
    equipment: ['ball', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PARK',
    soloAlternative: {
      en: 'Alone: put the ball on five spots around the goal in turn; from each one walk to the line between ball and goal, two steps out, and check it by looking back at both posts.',
      sv: 'Ensam: lägg bollen på fem ställen runt målet i tur och ordning; gå från varje ställe till linjen mellan bollen och målet, två steg ut, och kontrollera genom att titta tillbaka på båda stolparna.',
      fr: 'Seul : pose le ballon tour à tour à cinq endroits autour du but ; depuis chacun, place-toi sur la ligne entre le ballon et le but, à deux pas de la ligne, et vérifie en regardant les deux poteaux.',
      pt: 'Sozinho: põe a bola em cinco sítios à volta da baliza, um de cada vez; a partir de cada um, coloca-te na linha entre a bola e a baliza, dois passos à frente, e confirma olhando para os dois postes.',
    },
  },
  {
    key: 'b2-gk-1v1-stay-big',
    title: {
      en: 'Keeper: one against one, stay big',
      sv: 'Målvakt: en mot en, gör dig stor',
      fr: 'Gardien : face à face, reste grand',
      pt: 'Guarda-redes: um contra um, fica grande',
    },
    description: {
      en: 'When an attacker runs through alone, come off your line while the ball is far from their foot, then stay big and on your feet as long as you can.',
      sv: 'När en anfallare kommer fri, gå ut från linjen när bollen är långt från anfallarens fot, och gör dig sedan stor och stå kvar på fötterna så länge du kan.',
      fr: 'Quand un attaquant arrive seul, sors quand le ballon est loin de son pied, puis reste grand et debout le plus longtemps possible.',
      pt: 'Quando um avançado aparece isolado, sai da linha quando a bola está longe do pé dele e depois fica grande e de pé o máximo de tempo possível.',
    },
    steps: {
      en: [
        'Make a goal 5 m wide. Your partner starts with the ball 15 m away and dribbles slowly towards you.',
        'Each time they push the ball ahead, take two quick steps forward; when the ball is close to their foot, stop and set, arms out low and wide.',
        'Stay on your feet until they shoot; save with your hands or legs. 8 times at walking pace, then 8 at running pace.',
        'Score: you win a point for every save or ball you win; your partner wins one for every goal. First to 5.',
      ],
      sv: [
        'Gör ett 5 meter brett mål. Din kompis börjar med bollen 15 meter bort och dribblar långsamt mot dig.',
        'Varje gång kompisen petar bollen framåt tar du två snabba steg ut; när bollen är nära kompisens fot stannar du i grundposition med armarna lågt och brett.',
        'Stå kvar på fötterna tills hen skjuter; rädda med händerna eller benen. 8 gånger i gångfart, sedan 8 i löpfart.',
        'Poäng: du får en poäng för varje räddning eller boll du vinner; din kompis får en för varje mål. Först till 5.',
      ],
      fr: [
        'Forme un but de 5 m. Ton partenaire part avec le ballon à 15 m et avance lentement vers toi en conduite.',
        'À chaque fois qu’il pousse le ballon devant lui, fais deux pas rapides vers l’avant ; quand le ballon est près de son pied, arrête-toi et fixe-toi, bras bas et écartés.',
        'Reste debout jusqu’à sa frappe ; arrête avec les mains ou les jambes. 8 fois au pas, puis 8 fois en courant.',
        'Points : tu marques un point par arrêt ou ballon récupéré ; ton partenaire en marque un par but. Le premier à 5 gagne.',
      ],
      pt: [
        'Faz uma baliza de 5 m. O colega começa com a bola a 15 m e conduz devagar na tua direção.',
        'Sempre que o colega empurrar a bola para a frente, dá dois passos rápidos em frente; quando a bola estiver perto do pé dele, para e fixa-te, com os braços baixos e abertos.',
        'Fica de pé até ao remate; defende com as mãos ou as pernas. 8 vezes a andar, depois 8 a correr.',
        'Pontos: ganhas um ponto por cada defesa ou bola ganha; o colega ganha um por cada golo. Ganha quem chegar primeiro a 5.',
      ],
    },
    coachingPoints: {
      en: [
        'Move when the ball is far from their foot; be still when it is close.',
        'Stay big and on your feet: do not dive in early.',
        'Never go head first at a foot: hands and body to the side.',
      ],
      sv: [
        'Rör dig när bollen är långt från foten; stå still när den är nära.',
        'Var stor och stå kvar: kasta dig inte för tidigt.',
        'Gå aldrig med huvudet först mot en fot: händer och kropp åt sidan.',
      ],
      fr: [
        'Avance quand le ballon est loin de son pied ; sois immobile quand il est près.',
        'Reste grand et debout : ne plonge pas trop tôt.',
        'Jamais la tête la première vers un pied : mains et corps sur le côté.',
      ],
      pt: [
        'Avança quando a bola está longe do pé; fica imóvel quando está perto.',
        'Fica grande e de pé: não te atires cedo demais.',
        'Nunca te atires de frente para um pé: mãos e corpo de lado.',
      ],
    },
    durationMinutes: 25,
    equipment: ['ball', 'cones', 'partner', 'gloves'],
    videoUrl: null,
    headers: 0,
    track: 'GOALKEEPER',
    space: 'PARK',
    soloAlternative: {
      en: 'Alone: place the ball 12 m out; sprint two steps at a time towards it, set each time, and finish low and wide next to it. 8 times.',
      sv: 'Ensam: lägg bollen 12 meter ut; sprinta två steg i taget mot den, stanna i grundposition varje gång och avsluta lågt och brett bredvid den. 8 gånger.',
      fr: 'Seul : pose le ballon à 12 m ; avance vers lui deux pas rapides à la fois, fixe-toi à chaque fois, et termine bas et large à côté de lui. 8 fois.',
      pt: 'Sozinho: põe a bola a 12 m; avança na direção dela dois passos rápidos de cada vez, fixa-te de cada vez e termina baixo e aberto ao lado dela. 8 vezes.',
    },
  },
];
