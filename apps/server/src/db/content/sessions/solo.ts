import type { LocalizedText } from './types.ts';

/** What a U10–U12 player does alone when no partner is free, by the kind of session (b2). */
export const SOLO = {
  wall: {
    en: 'Use a wall as your partner: pass against it from 5–8 m and do the same receiving, turning and passing on the rebound, 3 × 10 with each foot.',
    sv: 'Använd en vägg som kompis: passa mot den från 5–8 meter och gör samma mottagningar, vändningar och passningar på returen, 3 × 10 med varje fot.',
    fr: 'Prends un mur comme partenaire : passe contre lui à 5–8 m et fais les mêmes contrôles, demi-tours et passes sur le rebond, 3 × 10 de chaque pied.',
    pt: 'Usa uma parede como colega: passa contra ela a 5–8 m e faz as mesmas receções, viragens e passes no ressalto, 3 × 10 com cada pé.',
  },
  highBalls: {
    en: 'Throw the ball up yourself, or kick it against a wall so it comes back high, and control it with foot, thigh or chest before the second bounce, 3 × 10.',
    sv: 'Kasta upp bollen själv, eller sparka den mot en vägg så att den kommer tillbaka högt, och ta ner den med foten, låret eller bröstet före andra studsen, 3 × 10.',
    fr: 'Lance toi-même le ballon en l’air, ou frappe-le contre un mur pour qu’il revienne haut, et contrôle-le du pied, de la cuisse ou de la poitrine avant le deuxième rebond, 3 × 10.',
    pt: 'Lança tu mesmo a bola ao ar ou chuta-a contra uma parede para que volte alta, e domina-a com o pé, a coxa ou o peito antes do segundo ressalto, 3 × 10.',
  },
  duel: {
    en: 'Put a cone or a chair where the other player stands: do the moves at full speed against it, then time 5 runs through the gate and beat your best.',
    sv: 'Ställ en kon eller en stol där den andra spelaren står: gör rörelserna i full fart mot den, ta sedan tid på 5 löpningar genom porten och slå ditt bästa.',
    fr: 'Place un plot ou une chaise à la place de l’autre joueur : fais les gestes à pleine vitesse face à lui, puis chronomètre 5 passages dans la porte et bats ton record.',
    pt: 'Põe um cone ou uma cadeira onde estaria o outro jogador: faz os movimentos à velocidade máxima contra ele, depois cronometra 5 passagens pela porta e bate o teu recorde.',
  },
  finish: {
    en: 'Push the ball ahead yourself (or play it off a wall) and finish first time into the corners: 3 × 8, and count your goals.',
    sv: 'Peta fram bollen själv (eller spela den mot en vägg) och avsluta direkt mot hörnen: 3 × 8, och räkna dina mål.',
    fr: 'Pousse toi-même le ballon devant toi (ou joue-le contre un mur) et frappe du premier coup vers les coins : 3 × 8, en comptant tes buts.',
    pt: 'Empurra a bola para a frente (ou joga-a contra uma parede) e remata de primeira para os cantos: 3 × 8, contando os teus golos.',
  },
  reaction: {
    en: 'Number the cones and roll a die (or use a random-number app): sprint to the cone it shows and back, 3 rounds of 6.',
    sv: 'Numrera konerna och slå en tärning (eller använd en app med slumptal): sprinta till konen den visar och tillbaka, 3 omgångar med 6.',
    fr: 'Numérote les plots et lance un dé (ou une appli de nombres au hasard) : sprinte jusqu’au plot indiqué et reviens, 3 séries de 6.',
    pt: 'Numera os cones e lança um dado (ou usa uma aplicação de números aleatórios): faz um sprint até ao cone que sair e volta, 3 séries de 6.',
  },
  shadow: {
    en: 'Put cones where your teammates and the ball would be and walk through the moves alone, saying each one out loud; then do them at jogging pace.',
    sv: 'Ställ koner där lagkamraterna och bollen skulle vara och gå igenom rörelserna själv medan du säger dem högt; gör dem sedan i joggingtempo.',
    fr: 'Place des plots à la place de tes coéquipiers et du ballon et fais les déplacements seul, en les disant à voix haute ; puis refais-les en trottinant.',
    pt: 'Põe cones onde estariam os teus colegas de equipa e a bola e faz os movimentos sozinho, dizendo cada um em voz alta; depois repete-os a correr devagar.',
  },
  game: {
    en: 'No one to play with: play wall ball instead: score against a chalk target on a wall from 8 m, first touch then shot, and try to beat your score of 20 attempts.',
    sv: 'Ingen att spela med: spela väggboll i stället: träffa ett kritat mål på en vägg från 8 meter, först ett tillslag och sedan skott, och försök slå ditt resultat på 20 försök.',
    fr: 'Personne pour jouer : fais un mur-ballon : vise une cible tracée à la craie sur un mur à 8 m, un contrôle puis la frappe, et bats ton score sur 20 tentatives.',
    pt: 'Sem ninguém para jogar: joga à parede: acerta num alvo desenhado a giz numa parede a 8 m, receção e remate, e tenta bater a tua marca em 20 tentativas.',
  },
} satisfies Record<string, LocalizedText>;
