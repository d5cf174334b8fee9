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
  ],
  shirt: ['Chest', 'Waist', 'Shoulder Width', 'Arm Length', 'Neck', 'Shirt Length', 'Cuff', 'Bicep', 'Collar'],
  pants: ['Waist', 'Hips', 'Inseam', 'Outseam', 'Thigh', 'Knee', 'Ankle', 'Rise'],
  skirt: ['Waist', 'Hips', 'Skirt Length', 'Hem Circumference', 'Waist to Hip'],
  blouse: ['Bust', 'Waist', 'Shoulder Width', 'Arm Length', 'Blouse Length', 'Armhole', 'Neck'],
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
