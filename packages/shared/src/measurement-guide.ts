/**
 * How to take each standard measurement (decision 135): a one-line hint in each language the
 * client may have, and where the figure marks it. One home for the studio's form, the portal's
 * measure-at-home and the figure both draw. No zod: the portal page reads this (decision 085).
 */
export type GuideLanguage = 'en' | 'fr';

/**
 * Where the front-view figure marks a measurement: a ring around the body (`neck` … `ankle`), a
 * line between two points (`shoulder`, `bustSpan`, `shoulderToBust`, `frontLength`, `waistToHip`,
 * `rise`, `inseam`, `outseam`, `sleeve`, `length`), or a tape measure for a name it cannot place.
 */
export type MeasurementSpot =
  | 'neck'
  | 'shoulder'
  | 'chest'
  | 'underbust'
  | 'waist'
  | 'hips'
  | 'armhole'
  | 'bicep'
  | 'wrist'
  | 'thigh'
  | 'knee'
  | 'ankle'
  | 'hem'
  | 'bustSpan'
  | 'shoulderToBust'
  | 'frontLength'
  | 'waistToHip'
  | 'rise'
  | 'inseam'
  | 'outseam'
  | 'sleeve'
  | 'length'
  | 'tape';

type Guide = { spot: MeasurementSpot; en: string; fr: string };

const GUIDE: Record<string, Guide> = {
  Bust: {
    spot: 'chest',
    en: 'Around the fullest part of the bust, tape level.',
    fr: 'Autour de la partie la plus forte de la poitrine, ruban à l’horizontale.',
  },
  Chest: {
    spot: 'chest',
    en: 'Around the fullest part of the chest, under the arms.',
    fr: 'Autour de la partie la plus forte du torse, sous les bras.',
  },
  Waist: {
    spot: 'waist',
    en: 'Around the natural waist, the narrowest part.',
    fr: 'Autour de la taille naturelle, la partie la plus fine.',
  },
  'Trouser Waist': {
    spot: 'waist',
    en: 'Where the trousers are worn, usually just below the navel.',
    fr: 'Là où se porte le pantalon, souvent juste sous le nombril.',
  },
  Hips: {
    spot: 'hips',
    en: 'Around the fullest part of the hips and seat, feet together.',
    fr: 'Autour de la partie la plus forte des hanches, pieds joints.',
  },
  'Under-bust': {
    spot: 'underbust',
    en: 'Around the ribcage, just under the bust.',
    fr: 'Autour de la cage thoracique, juste sous la poitrine.',
  },
  'Bust Point to Bust Point': {
    spot: 'bustSpan',
    en: 'Straight across from one bust point to the other.',
    fr: 'En ligne droite d’un sommet de poitrine à l’autre.',
  },
  'Shoulder to Bust Point': {
    spot: 'shoulderToBust',
    en: 'From the base of the neck on the shoulder down to the bust point.',
    fr: 'De la base du cou sur l’épaule jusqu’au sommet de poitrine.',
  },
  'Shoulder Width': {
    spot: 'shoulder',
    en: 'Across the back from one shoulder point to the other.',
    fr: 'Dans le dos, d’une pointe d’épaule à l’autre.',
  },
  'Back Width': {
    spot: 'shoulder',
    en: 'Across the back between the armpit creases, arms relaxed.',
    fr: 'Dans le dos, entre les plis des aisselles, bras relâchés.',
  },
  'Arm Length': {
    spot: 'sleeve',
    en: 'From the shoulder point over the bent elbow to the wrist bone.',
    fr: 'De la pointe d’épaule au poignet, en passant par le coude plié.',
  },
  Bicep: {
    spot: 'bicep',
    en: 'Around the fullest part of the upper arm, arm relaxed.',
    fr: 'Autour de la partie la plus forte du haut du bras, bras relâché.',
  },
  Wrist: { spot: 'wrist', en: 'Around the wrist bone.', fr: 'Autour de l’os du poignet.' },
  Cuff: {
    spot: 'wrist',
    en: 'Around the wrist bone, with a finger under the tape.',
    fr: 'Autour de l’os du poignet, un doigt sous le ruban.',
  },
  'Sleeve Width': {
    spot: 'bicep',
    en: 'Around the upper arm where the sleeve should sit, with ease.',
    fr: 'Autour du haut du bras là où tombe la manche, avec aisance.',
  },
  Armhole: {
    spot: 'armhole',
    en: 'Around the arm where it meets the shoulder, through the armpit.',
    fr: 'Autour du bras à la jonction de l’épaule, en passant sous l’aisselle.',
  },
  'Neck Circumference': { spot: 'neck', en: 'Around the base of the neck.', fr: 'Autour de la base du cou.' },
  Neck: {
    spot: 'neck',
    en: 'Around the base of the neck, with a finger under the tape.',
    fr: 'Autour de la base du cou, un doigt sous le ruban.',
  },
  Collar: { spot: 'neck', en: 'Around the neck where the collar closes.', fr: 'Autour du cou, là où le col se ferme.' },
  'Front Length': {
    spot: 'frontLength',
    en: 'From the base of the neck on the shoulder, over the bust, to the waist.',
    fr: 'De la base du cou sur l’épaule, sur la poitrine, jusqu’à la taille.',
  },
  'Back Length': {
    spot: 'frontLength',
    en: 'From the neck bone at the back straight down to the waist.',
    fr: 'De la vertèbre saillante du cou jusqu’à la taille, dans le dos.',
  },
  'Nape to Waist': {
    spot: 'frontLength',
    en: 'From the neck bone at the back straight down to the waist.',
    fr: 'De la vertèbre saillante du cou jusqu’à la taille, dans le dos.',
  },
  'Dress Length': {
    spot: 'length',
    en: 'From the base of the neck on the shoulder down to where the hem falls.',
    fr: 'De la base du cou sur l’épaule jusqu’à l’ourlet voulu.',
  },
  'Blouse Length': {
    spot: 'length',
    en: 'From the base of the neck on the shoulder down to where the hem falls.',
    fr: 'De la base du cou sur l’épaule jusqu’à l’ourlet voulu.',
  },
  'Shirt Length': {
    spot: 'length',
    en: 'From the neck bone at the back down to where the hem falls.',
    fr: 'De la vertèbre saillante du cou jusqu’à l’ourlet voulu.',
  },
  'Jacket Length': {
    spot: 'length',
    en: 'From the neck bone at the back down to where the jacket ends.',
    fr: 'De la vertèbre saillante du cou jusqu’au bas de la veste.',
  },
  'Skirt Length': { spot: 'length', en: 'From the waist down to where the hem falls.', fr: 'De la taille jusqu’à l’ourlet voulu.' },
  'Hem Circumference': {
    spot: 'hem',
    en: 'Around the skirt’s hem as it should fall, with room to walk.',
    fr: 'Autour du bas de la jupe, avec l’aisance pour marcher.',
  },
  'Waist to Hip': {
    spot: 'waistToHip',
    en: 'At the side, from the waist down to the fullest part of the hips.',
    fr: 'Sur le côté, de la taille jusqu’à la partie la plus forte des hanches.',
  },
  Rise: {
    spot: 'rise',
    en: 'Seated, at the side, from the waist down to the chair.',
    fr: 'Assis, sur le côté, de la taille jusqu’à la chaise.',
  },
  Inseam: {
    spot: 'inseam',
    en: 'From the crotch down the inside leg to the ankle bone.',
    fr: 'De l’entrejambe à la cheville, à l’intérieur de la jambe.',
  },
  Outseam: {
    spot: 'outseam',
    en: 'At the side, from the waist down to the floor or the wanted length.',
    fr: 'Sur le côté, de la taille jusqu’au sol ou à la longueur voulue.',
  },
  'Trouser Length': {
    spot: 'outseam',
    en: 'At the side, from the waist down to where the hem falls.',
    fr: 'Sur le côté, de la taille jusqu’à l’ourlet voulu.',
  },
  Thigh: {
    spot: 'thigh',
    en: 'Around the fullest part of the thigh, just under the crotch.',
    fr: 'Autour de la partie la plus forte de la cuisse, sous l’entrejambe.',
  },
  Knee: { spot: 'knee', en: 'Around the knee, leg straight.', fr: 'Autour du genou, jambe tendue.' },
  Ankle: { spot: 'ankle', en: 'Around the ankle bone.', fr: 'Autour de l’os de la cheville.' },
};

const BY_KEY = new Map(Object.entries(GUIDE).map(([name, guide]) => [name.trim().toLowerCase(), guide]));
const guideOf = (name: string): Guide | undefined => BY_KEY.get(name.trim().toLowerCase());

/** The standard names the guide knows, in no order: a test holds every garment list to it. */
export const GUIDED_MEASUREMENTS: readonly string[] = Object.keys(GUIDE);

/** How to take a standard measurement in the language asked for; "" for a name the guide does not know. */
export function measurementHint(name: string, language: string): string {
  const guide = guideOf(name);
  if (!guide) return '';
  return language.startsWith('fr') ? guide.fr : guide.en;
}

/** Where the figure marks a standard measurement, or null for a name the guide does not know. */
export function guidedSpot(name: string): MeasurementSpot | null {
  return guideOf(name)?.spot ?? null;
}
