import type { Language } from '@academy/contract';
import type { EquipmentKey } from './types.ts';

/** The name of every piece of equipment a session may list, in each language of the app. */
export const EQUIPMENT_NAMES: Readonly<Record<EquipmentKey, Record<Language, string>>> = {
  ball: { en: 'Ball', sv: 'Boll', fr: 'Ballon', pt: 'Bola' },
  cones: { en: 'Cones', sv: 'Koner', fr: 'Plots', pt: 'Cones' },
  smallGoal: { en: 'Small goal', sv: 'Litet mål', fr: 'Petit but', pt: 'Baliza pequena' },
  goal: { en: 'Goal', sv: 'Mål', fr: 'But', pt: 'Baliza' },
  wall: { en: 'Wall', sv: 'Vägg', fr: 'Mur', pt: 'Parede' },
  bibs: { en: 'Bibs', sv: 'Västar', fr: 'Chasubles', pt: 'Coletes' },
  poles: { en: 'Poles', sv: 'Käppar', fr: 'Piquets', pt: 'Estacas' },
  agilityLadder: {
    en: 'Agility ladder',
    sv: 'Koordinationsstege',
    fr: 'Échelle de rythme',
    pt: 'Escada de agilidade',
  },
  hurdles: { en: 'Hurdles', sv: 'Häckar', fr: 'Haies', pt: 'Barreiras' },
  resistanceBand: {
    en: 'Resistance band',
    sv: 'Gummiband',
    fr: 'Bande élastique',
    pt: 'Elástico de resistência',
  },
  mat: { en: 'Mat', sv: 'Träningsmatta', fr: 'Tapis', pt: 'Tapete de exercício' },
  stopwatch: { en: 'Stopwatch', sv: 'Tidtagarur', fr: 'Chronomètre', pt: 'Cronómetro' },
  partner: { en: 'A partner', sv: 'En kompis', fr: 'Un partenaire', pt: 'Um parceiro' },
  skippingRope: { en: 'Skipping rope', sv: 'Hopprep', fr: 'Corde à sauter', pt: 'Corda de saltar' },
  tennisBall: { en: 'Tennis ball', sv: 'Tennisboll', fr: 'Balle de tennis', pt: 'Bola de ténis' },
  dumbbells: { en: 'Dumbbells', sv: 'Hantlar', fr: 'Haltères', pt: 'Halteres' },
  barbell: {
    en: 'Barbell or trap bar with weights',
    sv: 'Skivstång eller trap bar med vikter',
    fr: 'Barre ou trap bar avec disques',
    pt: 'Barra ou trap bar com discos',
  },
  pullUpBar: { en: 'Pull-up bar', sv: 'Chinsstång', fr: 'Barre de traction', pt: 'Barra de elevações' },
  bikeOrRower: {
    en: 'Exercise bike or rowing machine',
    sv: 'Motionscykel eller roddmaskin',
    fr: 'Vélo d’appartement ou rameur',
    pt: 'Bicicleta estática ou máquina de remo',
  },
  box: {
    en: 'A sturdy box or step',
    sv: 'En stadig låda eller ett trappsteg',
    fr: 'Une caisse ou une marche solide',
    pt: 'Uma caixa ou um degrau firme',
  },
  screen: {
    en: 'A phone, tablet or computer',
    sv: 'En mobil, surfplatta eller dator',
    fr: 'Un téléphone, une tablette ou un ordinateur',
    pt: 'Um telemóvel, tablet ou computador',
  },
  notebook: {
    en: 'Paper and a pen',
    sv: 'Papper och penna',
    fr: 'Du papier et un stylo',
    pt: 'Papel e caneta',
  },
  gloves: {
    en: 'Goalkeeper gloves',
    sv: 'Målvaktshandskar',
    fr: 'Gants de gardien',
    pt: 'Luvas de guarda-redes',
  },
};

export function equipmentName(key: EquipmentKey, language: Language): string {
  return EQUIPMENT_NAMES[key][language];
}
