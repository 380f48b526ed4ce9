import type { SessionContent } from './types.ts';

/**
 * U19's own sessions (b4): the bridge year to senior football gets its own periodised-week and
 * professional-habit work, so it repeats neither U18 nor the senior program.
 */
export const B4_OWN_SESSIONS: readonly SessionContent[] = [
  {
    key: 'b4-intensive-day-md-3',
    title: {
      en: 'The intensive day (MD-3)',
      sv: 'Den intensiva dagen (MD-3)',
      fr: 'La séance intensive (J-3)',
      pt: 'O dia intenso (MD-3)',
    },
    description: {
      en: 'Three days before the match is the hardest day of the week: short, all-out duels and accelerations in small spaces, then a short strength block. It is far enough from the match that you are fresh again on match day.',
      sv: 'Tre dagar före matchen är veckans tuffaste dag: korta dueller för fullt och accelerationer på liten yta, sedan ett kort styrkeblock. Den ligger så långt från matchen att du hinner bli pigg igen till matchdagen.',
      fr: 'Trois jours avant le match, c’est la journée la plus dure de la semaine : des duels courts à fond et des accélérations en espace réduit, puis un court bloc de renforcement. Elle est assez loin du match pour que vous soyez frais le jour J.',
      pt: 'Três dias antes do jogo é o dia mais duro da semana: duelos curtos no máximo e acelerações em espaço reduzido, seguidos de um pequeno bloco de força. Fica longe o suficiente do jogo para estar fresco no dia do jogo.',
    },
    steps: {
      en: [
        'Mark a 10 × 15 m box with a small goal or a 2 m gate at each end. Play 1 against 1 with your partner: 6 × 30 seconds all-out, with 90 seconds of walking between them. Keep the score.',
        'Accelerations with the ball: from a standing start, dribble 15 m as fast as you can with one sharp cut at a cone halfway. 6 repetitions, walking back to the start between them.',
        'Strength block: split squats with the back foot on a bench 3 × 6 per leg, Nordic hamstring lowers with your partner holding your ankles 2 × 4, side plank 2 × 30 seconds per side.',
        'Rate how hard the session was from 1 to 10 and multiply it by the minutes you trained. Write the number in your load diary: it should be the highest of the week.',
      ],
      sv: [
        'Markera en ruta på 10 × 15 m med ett litet mål eller ett konmål på 2 m i varje ände. Spela 1 mot 1 med din kompis: 6 × 30 sekunder för fullt med 90 sekunders gång mellan omgångarna. Räkna poäng.',
        'Accelerationer med boll: från stillastående driver du bollen 15 m så fort du kan, med en skarp riktningsändring vid en kon halvvägs. 6 repetitioner, gå tillbaka till starten mellan dem.',
        'Styrkeblock: bulgariska utfall med bakre foten på en bänk 3 × 6 per ben, nordic hamstrings med kompisen som håller dina fotleder 2 × 4, sidoplanka 2 × 30 sekunder per sida.',
        'Skatta hur tungt passet var från 1 till 10 och multiplicera med antalet minuter du tränade. Skriv in siffran i din belastningsdagbok: den ska vara veckans högsta.',
      ],
      fr: [
        'Délimitez une zone de 10 × 15 m avec un petit but ou une porte de 2 m à chaque bout. Jouez en 1 contre 1 avec votre partenaire : 6 × 30 secondes à fond, avec 90 secondes de marche entre chaque. Comptez les points.',
        'Accélérations avec ballon : départ arrêté, conduisez le ballon sur 15 m le plus vite possible avec un changement de direction franc à un plot à mi-chemin. 6 répétitions, retour en marchant entre chacune.',
        'Bloc de renforcement : squats bulgares, pied arrière sur un banc, 3 × 6 par jambe ; Nordic hamstrings avec votre partenaire qui tient vos chevilles 2 × 4 ; gainage latéral 2 × 30 secondes par côté.',
        'Notez la difficulté de la séance de 1 à 10 et multipliez-la par les minutes d’entraînement. Inscrivez le chiffre dans votre carnet de charge : ce doit être le plus élevé de la semaine.',
      ],
      pt: [
        'Marque uma zona de 10 × 15 m com uma baliza pequena ou uma baliza de cones de 2 m em cada ponta. Jogue 1 contra 1 com o seu colega: 6 × 30 segundos no máximo, com 90 segundos a caminhar entre eles. Conte os pontos.',
        'Acelerações com bola: a partir de parado, conduza a bola 15 m o mais depressa possível, com uma mudança de direção forte num cone a meio. 6 repetições, voltando ao início a andar entre elas.',
        'Bloco de força: agachamentos búlgaros com o pé de trás num banco 3 × 6 por perna, descidas de isquiotibiais (Nordic) com o colega a segurar-lhe os tornozelos 2 × 4, prancha lateral 2 × 30 segundos de cada lado.',
        'Avalie de 1 a 10 o esforço do treino e multiplique pelos minutos que treinou. Escreva o número no seu diário de carga: deve ser o mais alto da semana.',
      ],
    },
    coachingPoints: {
      en: [
        'Short and sharp: when the quality of your duels drops, end the set.',
        'The full rest between sets is part of the work, not a break from it.',
        'Hard on MD-3 only: the two days before the match stay light.',
      ],
      sv: [
        'Kort och skarpt: när kvaliteten i duellerna sjunker avslutar du setet.',
        'Den fulla vilan mellan seten är en del av arbetet, inte en paus från det.',
        'Tungt bara på MD-3: de två dagarna före matchen ska vara lätta.',
      ],
      fr: [
        'Court et intense : quand la qualité de vos duels baisse, arrêtez la série.',
        'La récupération complète entre les séries fait partie du travail, ce n’est pas une pause.',
        'Dur seulement à J-3 : les deux jours avant le match restent légers.',
      ],
      pt: [
        'Curto e intenso: quando a qualidade dos duelos baixa, termine a série.',
        'O descanso completo entre séries faz parte do trabalho, não é uma pausa.',
        'Duro só no MD-3: os dois dias antes do jogo ficam leves.',
      ],
    },
    durationMinutes: 40,
    equipment: ['ball', 'cones', 'smallGoal', 'partner', 'stopwatch', 'notebook'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'PARK',
    soloAlternative: {
      en: 'Alone: replace the 1 against 1 with wall duels: 6 × 30 seconds of passing against a wall from 5 m, receiving and sprinting with the ball to one of the two gates, then back; 90 seconds of walking between them. Do the accelerations as written, and replace the Nordic lowers with sliding leg curls lying on your back, heels on a towel on a smooth floor, 2 × 8.',
      sv: 'Ensam: byt 1 mot 1 mot väggdueller: 6 × 30 sekunder där du passar mot en vägg från 5 m, tar emot och sprintar med bollen till ett av de två konmålen och tillbaka; 90 sekunders gång mellan omgångarna. Gör accelerationerna som de står och byt nordic hamstrings mot glidande bencurls liggande på rygg med hälarna på en handduk på ett slätt golv, 2 × 8.',
      fr: 'Seul : remplacez le 1 contre 1 par des duels contre le mur : 6 × 30 secondes de passes contre un mur à 5 m, contrôle et sprint ballon au pied vers l’une des deux portes, puis retour ; 90 secondes de marche entre chaque. Faites les accélérations comme indiqué et remplacez les Nordic par des flexions de jambes glissées, allongé sur le dos, talons sur une serviette sur un sol lisse, 2 × 8.',
      pt: 'Sozinho: troque o 1 contra 1 por duelos contra a parede: 6 × 30 segundos de passes contra uma parede a 5 m, receção e sprint com bola até uma das duas balizas e regresso; 90 segundos a caminhar entre eles. Faça as acelerações como descritas e troque as descidas Nordic por flexões de pernas deslizantes, deitado de costas com os calcanhares numa toalha sobre um chão liso, 2 × 8.',
    },
  },
  {
    key: 'b4-weakness-block',
    title: {
      en: 'Extra work: your 20-minute weakness block',
      sv: 'Extraträning: 20 minuter på din svaghet',
      fr: 'Travail en plus : 20 minutes sur votre point faible',
      pt: 'Trabalho extra: 20 minutos no seu ponto fraco',
    },
    description: {
      en: 'Professionals stay after training to work on one thing. Pick one weakness from your development plan, test it, train it on purpose for 20 minutes and test it again, so you can see it improve week by week.',
      sv: 'Proffs stannar kvar efter träningen för att jobba med en sak. Välj en svaghet ur din utvecklingsplan, testa den, träna den medvetet i 20 minuter och testa igen, så att du ser hur den blir bättre vecka för vecka.',
      fr: 'Les professionnels restent après l’entraînement pour travailler un point précis. Choisissez un point faible de votre plan de développement, testez-le, travaillez-le avec intention pendant 20 minutes et testez-le de nouveau, pour voir vos progrès semaine après semaine.',
      pt: 'Os profissionais ficam depois do treino a trabalhar uma coisa. Escolha um ponto fraco do seu plano de desenvolvimento, teste-o, treine-o com intenção durante 20 minutos e volte a testá-lo, para ver a melhoria semana após semana.',
    },
    steps: {
      en: [
        'Choose one weakness for the month, for example passing with your weaker foot. Test it: 20 passes with that foot from 15 m against a wall through a 1 m cone gate. Write the number of clean passes and the date in your notebook.',
        'Blocked practice, 6 minutes: the same pass from 10 m, slowly, checking one detail at a time: standing foot beside the ball, ankle locked, follow through towards the target.',
        'Random practice, 8 minutes: change the distance (8, 12 or 15 m) and the kind of pass (inside of the foot, instep, first time) with every ball, and look over your shoulder before each one.',
        'Under pressure, 3 minutes on a timer: as many clean passes through the gate as you can. Write down the number.',
        'Retest: the 20 passes from the first step. Write the score next to the first one and compare it with last week’s.',
      ],
      sv: [
        'Välj en svaghet för månaden, till exempel passningar med din svagare fot. Testa den: 20 passningar med den foten från 15 m mot en vägg genom ett konmål på 1 m. Skriv antalet rena passningar och datumet i din anteckningsbok.',
        'Blockträning, 6 minuter: samma passning från 10 m, långsamt, med en detalj i taget: stödjefoten bredvid bollen, låst fotled, följ med mot målet.',
        'Varierad träning, 8 minuter: byt avstånd (8, 12 eller 15 m) och typ av passning (insida, vrist, direkt) på varje boll, och titta över axeln före varje passning.',
        'Under press, 3 minuter på tid: så många rena passningar genom konmålet som möjligt. Skriv ner antalet.',
        'Testa igen: de 20 passningarna från första steget. Skriv resultatet bredvid det första och jämför med förra veckans.',
      ],
      fr: [
        'Choisissez un point faible pour le mois, par exemple la passe du pied faible. Testez-le : 20 passes de ce pied à 15 m contre un mur, à travers une porte de 1 m. Notez le nombre de passes réussies et la date dans votre carnet.',
        'Pratique bloquée, 6 minutes : la même passe à 10 m, lentement, en vérifiant un détail à la fois : pied d’appui à côté du ballon, cheville verrouillée, accompagnement vers la cible.',
        'Pratique variée, 8 minutes : changez la distance (8, 12 ou 15 m) et le type de passe (intérieur du pied, cou-de-pied, en une touche) à chaque ballon, avec une prise d’information par-dessus l’épaule avant chacune.',
        'Sous pression, 3 minutes chronométrées : autant de passes réussies dans la porte que possible. Notez le nombre.',
        'Nouveau test : les 20 passes de la première étape. Notez le résultat à côté du premier et comparez avec celui de la semaine passée.',
      ],
      pt: [
        'Escolha um ponto fraco para o mês, por exemplo o passe com o pé mais fraco. Teste-o: 20 passes com esse pé a 15 m contra uma parede, através de uma baliza de cones de 1 m. Escreva no caderno o número de passes certos e a data.',
        'Treino em bloco, 6 minutos: o mesmo passe a 10 m, devagar, verificando um pormenor de cada vez: pé de apoio ao lado da bola, tornozelo firme, acompanhar o gesto em direção ao alvo.',
        'Treino variado, 8 minutos: mude a distância (8, 12 ou 15 m) e o tipo de passe (parte interior, peito do pé, de primeira) a cada bola, olhando por cima do ombro antes de cada um.',
        'Sob pressão, 3 minutos cronometrados: o maior número possível de passes certos pela baliza de cones. Escreva o número.',
        'Novo teste: os 20 passes do primeiro passo. Escreva o resultado ao lado do primeiro e compare-o com o da semana anterior.',
      ],
    },
    coachingPoints: {
      en: [
        'One weakness at a time, for four weeks, before you choose the next.',
        'Stop at 20 minutes: focused quality beats tired volume.',
        'Trust the number in your notebook, not your feeling on the day.',
      ],
      sv: [
        'En svaghet i taget, i fyra veckor, innan du väljer nästa.',
        'Sluta efter 20 minuter: fokuserad kvalitet slår trött mängd.',
        'Lita på siffran i anteckningsboken, inte på känslan för dagen.',
      ],
      fr: [
        'Un seul point faible à la fois, pendant quatre semaines, avant de passer au suivant.',
        'Arrêtez-vous à 20 minutes : la qualité concentrée vaut mieux que le volume fatigué.',
        'Fiez-vous au chiffre de votre carnet, pas à votre impression du jour.',
      ],
      pt: [
        'Um ponto fraco de cada vez, durante quatro semanas, antes de escolher o seguinte.',
        'Pare aos 20 minutos: qualidade com foco vale mais do que volume cansado.',
        'Confie no número do caderno, não na sensação do dia.',
      ],
    },
    durationMinutes: 25,
    equipment: ['ball', 'wall', 'cones', 'stopwatch', 'notebook'],
    videoUrl: null,
    headers: 0,
    track: 'ALL',
    space: 'GARDEN',
  },
];
