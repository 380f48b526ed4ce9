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
        'Placez-vous à 5 m de votre partenaire en position d’attente : pieds écartés de la largeur des épaules, genoux fléchis, mains devant vous à hauteur de la taille.',
        'Votre partenaire lance 10 ballons à hauteur de poitrine et plus haut : captez avec les pouces et les index qui forment un W derrière le ballon, puis ramenez-le contre la poitrine.',
        'Puis 10 ballons au ventre (mains et bras forment un panier, serrez le ballon) et 10 ballons roulés au sol (cuillère : petits doigts collés, genoux serrés, ramassez et serrez le ballon).',
        'Mélangez les hauteurs sans les annoncer. Comptez vos prises nettes sur 15 et faites mieux la prochaine fois.',
      ],
      pt: [
        'Fique a 5 m do colega na posição de espera: pés à largura dos ombros, joelhos fletidos, mãos à frente à altura da cintura.',
        'O colega lança 10 bolas à altura do peito e acima: agarre com os polegares e os indicadores a formar um W atrás da bola e traga-a para o peito.',
        'Depois 10 bolas à barriga (mãos e braços fazem um cesto, abrace a bola) e 10 rasteiras (concha: dedos mindinhos juntos, joelhos juntos, apanhe e abrace a bola).',
        'Misture as alturas sem dizer qual vem. Conte as defesas limpas em 15 e tente bater esse número na próxima vez.',
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
        'Les yeux sur le ballon jusqu’à ce qu’il soit dans vos mains.',
        'Des mains souples : amortissez un peu à l’arrivée du ballon.',
        'Placez le corps derrière le ballon : s’il échappe aux mains, il vous touche.',
      ],
      pt: [
        'Olhos na bola até ela estar nas mãos.',
        'Mãos macias: ceda um pouco quando a bola chega.',
        'Ponha o corpo atrás da bola, para que ela bata em si se as mãos falharem.',
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
      fr: 'Seul : lancez le ballon contre un mur à 4 m et captez le rebond, en changeant de hauteur à chaque fois (W, panier, cuillère). 3 × 10.',
      pt: 'Sozinho: atire a bola contra uma parede a 4 m e agarre o ressalto, mudando a altura de cada vez (W, cesto, concha). 3 × 10.',
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
        'Formez un but de 4 m avec deux plots et posez un troisième plot au milieu, 1 m devant la ligne.',
        'Déplacez-vous en pas chassés d’un poteau à l’autre et retour, en touchant chaque plot de la main, sans jamais croiser les pieds. 4 × 20 secondes, 40 secondes de repos.',
        'Déplacez-vous, et quand votre partenaire lève le ballon, arrêtez-vous et fixez-vous : petit sautillement, pieds écartés, poids sur l’avant des pieds. Il lance ou frappe le ballon du plat du pied vers vous. 10 fois.',
        'Maintenant sur le côté : fixez-vous, faites un pas vers le ballon et captez-le ou déviez-le sur le côté. 5 de chaque côté.',
      ],
      pt: [
        'Faça uma baliza de 4 m com dois cones e coloque um terceiro cone ao meio, 1 m à frente da linha.',
        'Desloque-se em passos laterais de um poste ao outro e volte, tocando em cada cone com a mão, sem nunca cruzar os pés. 4 × 20 segundos, 40 segundos de descanso.',
        'Desloque-se e, quando o colega levantar a bola, pare e fixe-se: pequeno salto, pés afastados, peso na parte da frente dos pés. O colega lança ou remata com a parte interna na sua direção. 10 vezes.',
        'Agora para o lado: fixe-se, dê um passo na direção da bola e agarre-a ou desvie-a para fora. 5 de cada lado.',
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
        'Soyez immobile au moment de la frappe.',
        'Allez vers le ballon, pas en arrière dans le but.',
      ],
      pt: [
        'Passos laterais, nunca pés cruzados.',
        'Fique imóvel no momento do remate.',
        'Vá em direção à bola, não para trás, para dentro da baliza.',
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
      fr: 'Seul : faites les pas chassés, puis lancez le ballon contre un mur à 4 m ; fixez-vous avant son retour et captez-le. 3 × 8.',
      pt: 'Sozinho: faça os passos laterais e atire a bola contra uma parede a 4 m; fixe-se antes de ela voltar e agarre-a. 3 × 8.',
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
      fr: 'Un arrêt, ce n’est que la moitié du travail : une relance à la main roulée, un lancer ou une passe au pied lance l’attaque de l’équipe. Vous travaillez les trois, des deux mains et des deux pieds.',
      pt: 'Uma defesa é só metade do trabalho: uma reposição rasteira com a mão, um lançamento ou um passe com o pé começa o ataque da equipa. Treine os três, com as duas mãos e os dois pés.',
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
        'Posez deux plots à 2 m l’un de l’autre pour faire une porte, à 10 m de vous. Faites rouler le ballon à la main par en dessous à travers la porte, comme au bowling, bien penché : 5 de chaque main.',
        'Reculez la porte à 15 m et lancez par-dessus l’épaule (bras tendu, ballon à ras du sol ou juste au-dessus) : 5 de chaque bras.',
        'Votre partenaire vous renvoie le ballon : contrôlez-le d’une touche sur le côté et passez à travers la porte de l’autre pied. 10 fois.',
        'Jeu : votre partenaire change de place à chaque fois ; donnez-lui le ballon en moins de 5 secondes. Comptez vos bonnes relances sur 10.',
      ],
      pt: [
        'Coloque dois cones a 2 m um do outro para fazer uma porta, a 10 m de si. Role a bola com a mão por baixo através da porta, como no bowling, bem baixo: 5 com cada mão.',
        'Afaste a porta para 15 m e lance por cima do ombro (braço esticado, bola rasteira ou pouco acima do chão): 5 com cada braço.',
        'O colega devolve a bola: receba com um toque para o lado e passe pela porta com o outro pé. 10 vezes.',
        'Jogo: o colega muda de sítio de cada vez; faça-lhe chegar a bola em menos de 5 segundos. Conte as boas em 10.',
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
        'Regardez d’abord, relancez ensuite : trouvez le joueur libre.',
        'Roulez et lancez pour que le ballon soit facile à contrôler.',
        'Le premier contrôle sur le côté ouvre la passe.',
      ],
      pt: [
        'Primeiro olhe, depois reponha: encontre o jogador livre.',
        'Role e lance de forma a que a bola seja fácil de receber.',
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
      fr: 'Seul : roulez, lancez et passez à travers la porte, puis allez chercher les ballons ; utilisez un mur pour les passes avec un contrôle sur le côté.',
      pt: 'Sozinho: role, lance e passe pela porta e depois vá buscar as bolas; use uma parede para os passes com receção para o lado.',
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
      fr: 'Apprenez à vous coucher sur les tirs bas en sécurité : d’abord à genoux, puis accroupi, toujours sur l’herbe ou un tapis. Vous tombez sur le côté, jamais sur le coude ou le ventre.',
      pt: 'Aprenda a ir ao chão em remates rasteiros em segurança: primeiro de joelhos, depois de cócoras, sempre na relva ou num tapete. Cai de lado, nunca no cotovelo nem na barriga.',
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
        'Mettez-vous à genoux sur de l’herbe souple ou un tapis. Votre partenaire roule le ballon à 1 m sur votre côté : tombez sur le côté, captez-le une main derrière et une main dessus, et ramenez-le contre vous. 5 de chaque côté.',
        'Accroupi (un genou presque au sol) : la même chose, avec le ballon roulé un peu plus loin. 5 de chaque côté.',
        'Debout en position fixe : votre partenaire tire au ras du sol du plat du pied à 6 m, juste hors de portée. Faites un pas, couchez-vous sur le côté et gardez le ballon. 6 de chaque côté.',
        'Relevez-vous vite après chaque arrêt et fixez-vous à nouveau, prêt pour un deuxième ballon.',
      ],
      pt: [
        'Ajoelhe-se em relva macia ou num tapete. O colega rola a bola 1 m para o seu lado: caia de lado, agarre-a com uma mão atrás e outra por cima e puxe-a para si. 5 de cada lado.',
        'De cócoras (um joelho quase no chão): o mesmo, com a bola rolada um pouco mais longe. 5 de cada lado.',
        'De pé, na posição fixa: o colega remata rasteiro com a parte interna a 6 m, mesmo fora do seu alcance. Dê um passo, deixe-se cair de lado e segure a bola. 6 de cada lado.',
        'Levante-se depressa depois de cada defesa e fixe-se outra vez, pronto para uma segunda bola.',
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
        'Tombez sur le côté du corps : la hanche, puis l’épaule.',
        'Les mains d’abord vers le ballon, le corps derrière.',
        'Uniquement sur l’herbe ou un tapis, jamais sur un sol dur.',
      ],
      pt: [
        'Caia de lado: primeiro a anca, depois o ombro.',
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
      fr: 'Seul : à genoux, roulez le ballon d’une main à 1 m sur le côté, tombez sur le côté et captez-le. 3 × 5 de chaque côté.',
      pt: 'Sozinho: de joelhos, role a bola com uma mão 1 m para o lado, caia de lado e agarre-a. 3 × 5 de cada lado.',
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
      fr: 'Votre placement rétrécit le but : restez sur la ligne entre le ballon et le milieu du but, et dites à l’équipe ce que vous voyez.',
      pt: 'A posição faz a baliza parecer pequena: fique na linha entre a bola e o meio da baliza e diga à equipa o que vê.',
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
        'Formez un but de 5 m. Imaginez une corde entre le milieu du but et le ballon : vous vous placez sur cette corde, deux grands pas devant la ligne.',
        'Votre partenaire marche avec le ballon en arc de cercle à 12 m du but et s’arrête de temps en temps. Déplacez-vous le long de la corde et fixez-vous à chaque arrêt ; il vérifie que vous êtes bien aligné. 2 minutes.',
        'Quand il s’arrête, il tire ou passe vers un plot sur le côté. Arrêtez le ballon, ou annoncez un mot que l’équipe connaît (« dégage ! », « temps ! », « gardien ! ») avant l’arrivée de la passe. 10 ballons.',
        'Inversez : vous marchez sur l’arc et vérifiez son placement. Puis 5 ballons de plus chacun.',
      ],
      pt: [
        'Faça uma baliza de 5 m. Imagine uma corda do meio da baliza até à bola: fique em cima dessa corda, dois passos grandes à frente da linha.',
        'O colega anda com a bola num arco a 12 m da baliza e para de vez em quando. Desloque-se ao longo da corda e fixe-se de cada vez; o colega confirma se está alinhado. 2 minutos.',
        'Quando o colega para, remata ou passa para um cone ao lado. Defenda, ou diga uma palavra que a equipa conhece («fora!», «tempo!», «minha!») antes de o passe chegar. 10 bolas.',
        'Troquem: agora anda no arco e confirma o ângulo do colega. Depois mais 5 bolas cada um.',
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
        'Ballon, vous, milieu du but : une seule ligne droite.',
        'Fixez-vous avant la frappe, pas pendant le vol du ballon.',
        'Des mots courts et forts que l’équipe comprend.',
      ],
      pt: [
        'Bola, guarda-redes, meio da baliza: uma linha reta.',
        'Fixe-se antes do remate, não enquanto a bola voa.',
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
      fr: 'Seul : posez le ballon tour à tour à cinq endroits autour du but ; depuis chacun, placez-vous sur la ligne entre le ballon et le but, à deux pas de la ligne, et vérifiez en regardant les deux poteaux.',
      pt: 'Sozinho: ponha a bola em cinco sítios à volta da baliza, um de cada vez; a partir de cada um, coloque-se na linha entre a bola e a baliza, dois passos à frente, e confirme olhando para os dois postes.',
    },
  },
  {
    key: 'b2-gk-1v1-stay-big',
    title: {
      en: 'Keeper: one against one, stay big',
      sv: 'Målvakt: en mot en, gör dig stor',
      fr: 'Gardien : face à face, restez grand',
      pt: 'Guarda-redes: um contra um, fique grande',
    },
    description: {
      en: 'When an attacker runs through alone, come off your line while the ball is far from their foot, then stay big and on your feet as long as you can.',
      sv: 'När en anfallare kommer fri, gå ut från linjen när bollen är långt från anfallarens fot, och gör dig sedan stor och stå kvar på fötterna så länge du kan.',
      fr: 'Quand un attaquant arrive seul, sortez quand le ballon est loin de son pied, puis restez grand et debout le plus longtemps possible.',
      pt: 'Quando um avançado aparece isolado, saia da linha quando a bola está longe do pé dele e depois fique grande e de pé o máximo de tempo possível.',
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
        'Formez un but de 5 m. Votre partenaire part avec le ballon à 15 m et avance lentement vers vous en conduite.',
        'À chaque fois qu’il pousse le ballon devant lui, faites deux pas rapides vers l’avant ; quand le ballon est près de son pied, arrêtez-vous et fixez-vous, bras bas et écartés.',
        'Restez debout jusqu’à sa frappe ; arrêtez avec les mains ou les jambes. 8 fois au pas, puis 8 fois en courant.',
        'Points : vous marquez un point par arrêt ou ballon récupéré ; votre partenaire en marque un par but. Le premier à 5 gagne.',
      ],
      pt: [
        'Faça uma baliza de 5 m. O colega começa com a bola a 15 m e conduz devagar na sua direção.',
        'Sempre que o colega empurrar a bola para a frente, dê dois passos rápidos em frente; quando a bola estiver perto do pé dele, pare e fixe-se, com os braços baixos e abertos.',
        'Fique de pé até ao remate; defenda com as mãos ou as pernas. 8 vezes a andar, depois 8 a correr.',
        'Pontos: ganha um ponto por cada defesa ou bola ganha; o colega ganha um por cada golo. Ganha quem chegar primeiro a 5.',
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
        'Avancez quand le ballon est loin de son pied ; soyez immobile quand il est près.',
        'Restez grand et debout : ne plongez pas trop tôt.',
        'Jamais la tête la première vers un pied : mains et corps sur le côté.',
      ],
      pt: [
        'Avance quando a bola está longe do pé; fique imóvel quando está perto.',
        'Fique grande e de pé: não se atire cedo demais.',
        'Nunca se atire de frente para um pé: mãos e corpo de lado.',
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
      fr: 'Seul : posez le ballon à 12 m ; avancez vers lui deux pas rapides à la fois, fixez-vous à chaque fois, et terminez bas et large à côté de lui. 8 fois.',
      pt: 'Sozinho: ponha a bola a 12 m; avance na direção dela dois passos rápidos de cada vez, fixe-se de cada vez e termine baixo e aberto ao lado dela. 8 vezes.',
    },
  },
];
