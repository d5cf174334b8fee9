import { hintsIn } from './words/hints/index.js';

/**
 * How to take each standard measurement (decision 135): a one-line hint in English (each other
 * language's in words/<language>.ts), and where the figure marks it. One home for the studio's form, the portal's
 * measure-at-home and the figure both draw. No zod: the portal page reads this (decision 085).
 */

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

type Guide = { spot: MeasurementSpot; en: string };

const GUIDE: Record<string, Guide> = {
  Bust: {
    spot: 'chest',
    en: 'Around the fullest part of the bust, tape level.',
  },
  Chest: {
    spot: 'chest',
    en: 'Around the fullest part of the chest, under the arms.',
  },
  Waist: {
    spot: 'waist',
    en: 'Around the natural waist, the narrowest part.',
  },
  'Trouser Waist': {
    spot: 'waist',
    en: 'Where the trousers are worn, usually just below the navel.',
  },
  Hips: {
    spot: 'hips',
    en: 'Around the fullest part of the hips and seat, feet together.',
  },
  'Under-bust': {
    spot: 'underbust',
    en: 'Around the ribcage, just under the bust.',
  },
  'Bust Point to Bust Point': {
    spot: 'bustSpan',
    en: 'Straight across from one bust point to the other.',
  },
  'Shoulder to Bust Point': {
    spot: 'shoulderToBust',
    en: 'From the base of the neck on the shoulder down to the bust point.',
  },
  'Shoulder Width': {
    spot: 'shoulder',
    en: 'Across the back from one shoulder point to the other.',
  },
  'Back Width': {
    spot: 'shoulder',
    en: 'Across the back between the armpit creases, arms relaxed.',
  },
  'Arm Length': {
    spot: 'sleeve',
    en: 'From the shoulder point over the bent elbow to the wrist bone.',
  },
  Bicep: {
    spot: 'bicep',
    en: 'Around the fullest part of the upper arm, arm relaxed.',
  },
  Wrist: { spot: 'wrist', en: 'Around the wrist bone.' },
  Cuff: {
    spot: 'wrist',
    en: 'Around the wrist bone, with a finger under the tape.',
  },
  'Sleeve Width': {
    spot: 'bicep',
    en: 'Around the upper arm where the sleeve should sit, with ease.',
  },
  Armhole: {
    spot: 'armhole',
    en: 'Around the arm where it meets the shoulder, through the armpit.',
  },
  'Neck Circumference': { spot: 'neck', en: 'Around the base of the neck.' },
  Neck: {
    spot: 'neck',
    en: 'Around the base of the neck, with a finger under the tape.',
  },
  Collar: { spot: 'neck', en: 'Around the neck where the collar closes.' },
  'Front Length': {
    spot: 'frontLength',
    en: 'From the base of the neck on the shoulder, over the bust, to the waist.',
  },
  'Back Length': {
    spot: 'frontLength',
    en: 'From the neck bone at the back straight down to the waist.',
  },
  'Nape to Waist': {
    spot: 'frontLength',
    en: 'From the neck bone at the back straight down to the waist.',
  },
  'Dress Length': {
    spot: 'length',
    en: 'From the base of the neck on the shoulder down to where the hem falls.',
  },
  'Hollow to Hem': {
    spot: 'length',
    en: 'From the hollow between the collarbones straight down to the floor, in the shoes of the day.',
  },
  'Blouse Length': {
    spot: 'length',
    en: 'From the base of the neck on the shoulder down to where the hem falls.',
  },
  'Shirt Length': {
    spot: 'length',
    en: 'From the neck bone at the back down to where the hem falls.',
  },
  'Jacket Length': {
    spot: 'length',
    en: 'From the neck bone at the back down to where the jacket ends.',
  },
  'Skirt Length': { spot: 'length', en: 'From the waist down to where the hem falls.' },
  'Hem Circumference': {
    spot: 'hem',
    en: 'Around the skirt’s hem as it should fall, with room to walk.',
  },
  'Waist to Hip': {
    spot: 'waistToHip',
    en: 'At the side, from the waist down to the fullest part of the hips.',
  },
  Rise: {
    spot: 'rise',
    en: 'Seated, at the side, from the waist down to the chair.',
  },
  Inseam: {
    spot: 'inseam',
    en: 'From the crotch down the inside leg to the ankle bone.',
  },
  Outseam: {
    spot: 'outseam',
    en: 'At the side, from the waist down to the floor or the wanted length.',
  },
  'Trouser Length': {
    spot: 'outseam',
    en: 'At the side, from the waist down to where the hem falls.',
  },
  Thigh: {
    spot: 'thigh',
    en: 'Around the fullest part of the thigh, just under the crotch.',
  },
  Knee: { spot: 'knee', en: 'Around the knee, leg straight.' },
  Ankle: { spot: 'ankle', en: 'Around the ankle bone.' },
};

/** Each guide by its name as records key it, case-insensitively (decision 012), with its own spelling. */
const BY_KEY = new Map(Object.entries(GUIDE).map(([name, guide]) => [name.trim().toLowerCase(), { name, ...guide }]));
const guideOf = (name: string): (Guide & { name: string }) | undefined => BY_KEY.get(name.trim().toLowerCase());

/** The standard names the guide knows, in no order: a test holds every garment list to it. */
export const GUIDED_MEASUREMENTS: readonly string[] = Object.keys(GUIDE);

/** How to take a standard measurement in the language asked for (words/<language>.ts); "" for a name the guide does not know. */
export function measurementHint(name: string, language: string): string {
  const guide = guideOf(name);
  if (!guide) return '';
  return hintsIn(language)?.[guide.name] ?? guide.en;
}

/** Where the figure marks a standard measurement, or null for a name the guide does not know. */
export function guidedSpot(name: string): MeasurementSpot | null {
  return guideOf(name)?.spot ?? null;
}
