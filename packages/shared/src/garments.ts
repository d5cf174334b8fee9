import { z } from 'zod';

/** Standard measurement names per garment type (a measurement record's names). */
export const GARMENT_TEMPLATES = {
  dress: [
    'Bust',
    'Waist',
    'Hips',
    'Shoulder Width',
    'Arm Length',
    'Dress Length',
    'Back Width',
    'Front Length',
    'Back Length',
    'Neck Circumference',
    'Armhole',
    // After the spec's names, what a dressmaker takes too (decision 135).
    'Under-bust',
    'Bust Point to Bust Point',
    'Shoulder to Bust Point',
    'Bicep',
    'Wrist',
    // What a bridal boutique orders a gown by, with bust, waist and hips (decision 214).
    'Hollow to Hem',
  ],
  suit: [
    'Chest',
    'Waist',
    'Hips',
    'Shoulder Width',
    'Arm Length',
    'Jacket Length',
    'Trouser Waist',
    'Trouser Length',
    'Inseam',
    'Neck',
    'Cuff',
    // After the spec's names, what a trouser needs too; Hips is the seat and Trouser Length the outseam (decision 135).
    'Thigh',
    'Knee',
    'Rise',
  ],
  shirt: ['Chest', 'Waist', 'Shoulder Width', 'Arm Length', 'Neck', 'Shirt Length', 'Cuff', 'Bicep', 'Collar'],
  pants: ['Waist', 'Hips', 'Inseam', 'Outseam', 'Thigh', 'Knee', 'Ankle', 'Rise'],
  skirt: ['Waist', 'Hips', 'Skirt Length', 'Hem Circumference', 'Waist to Hip'],
  blouse: [
    'Bust',
    'Waist',
    'Shoulder Width',
    'Arm Length',
    'Blouse Length',
    'Armhole',
    'Neck',
    // After the spec's names (decision 135).
    'Under-bust',
    'Bust Point to Bust Point',
    'Shoulder to Bust Point',
    'Bicep',
    'Wrist',
    'Nape to Waist',
  ],
  jacket: ['Chest', 'Waist', 'Shoulder Width', 'Arm Length', 'Jacket Length', 'Back Width', 'Sleeve Width'],
  /** A garment recorded with custom measurements only. */
  other: [],
} as const satisfies Record<string, readonly string[]>;

export const GARMENT_TYPES = ['dress', 'suit', 'shirt', 'pants', 'skirt', 'blouse', 'jacket', 'other'] as const;
export const garmentTypeSchema = z.enum(GARMENT_TYPES, { error: 'Select a garment type' });
export type GarmentType = z.infer<typeof garmentTypeSchema>;

export const GARMENT_LABELS: Record<GarmentType, string> = {
  dress: 'Dress',
  suit: 'Suit',
  shirt: 'Shirt',
  pants: 'Pants',
  skirt: 'Skirt',
  blouse: 'Blouse',
  jacket: 'Jacket',
  other: 'Other',
};
